import { MatchersV3, type Matcher } from '@pact-foundation/pact'
import { describe, it } from 'vitest'
import { getCacheStatus, getHealth, getMemoryPerformance, getMetrics } from '../src/api/monitoring'
import type {
  CacheStatusResponse,
  HealthResponse,
  HealthStatus,
  MemoryPerformanceResponse,
  MemorySample,
  MetricsResponse,
} from '../src/api/types'
import { STATES } from './pactNames'
import {
  answersWith,
  AUTHENTICATED_HEADERS,
  count,
  createPact,
  flag,
  isoDateTime,
  listOf,
  rate,
  signIn,
  text,
  type Template,
} from './support'

// The System Monitoring calls of SPEC section 7, each polled every 30 s.

const pact = createPact()

/**
 * A status of the health response: `HealthStatus | string` in types.ts (SPEC section 3:
 * anything but healthy, warning or unhealthy is shown grey as unknown), so any text.
 */
const healthStatus = (example: HealthStatus) => text(example)

/**
 * A `Record<string, number>` of counts keyed by whatever the server saw (methods,
 * endpoints, status codes): any keys, none at all too, each value an integer.
 */
function countsByKey(example: Record<string, number>): Matcher<Record<string, number>> {
  return MatchersV3.eachValueMatches(example, count(0)) as unknown as Matcher<Record<string, number>>
}

describe('GET /api/health', () => {
  it('answers with the overall status and the four checks', async () => {
    signIn()
    // `details` is a free record; only the fields the console reads are required.
    const body: Template<HealthResponse> = {
      status: healthStatus('healthy'),
      timestamp: isoDateTime('2024-05-14T09:30:00.000Z'),
      checks: {
        database: { status: healthStatus('healthy'), details: {} },
        cache: { status: healthStatus('healthy'), details: {} },
        memory: { status: healthStatus('healthy'), details: { heapUsedPercent: rate(62.41) } },
        uptime: { status: healthStatus('healthy'), details: { uptimeFormatted: text('3d 4h 12m') } },
      },
    }

    const interaction = pact
      .addInteraction()
      .uponReceiving('a request for the health of the backend')
      .withRequest('GET', '/api/health', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith(interaction, body, () => getHealth())
  })
})

describe('GET /api/metrics', () => {
  it('answers with request, performance and system figures', async () => {
    signIn()
    const body: Template<MetricsResponse> = {
      requests: {
        total: count(2431),
        byMethod: countsByKey({ GET: 2105, POST: 266, PUT: 60 }),
        byEndpoint: countsByKey({ '/api/parking-lots': 812, '/api/health': 640, '/api/analytics/dashboard': 402 }),
        byStatus: countsByKey({ '200': 2310, '401': 48, '404': 61, '500': 12 }),
      },
      performance: {
        averageResponseTime: rate(184.37),
        slowQueries: count(37),
        cacheHits: count(1490),
        cacheMisses: count(112),
        cacheHitRate: rate(93.01),
      },
      system: {
        // Seconds; Node's process.uptime() has a fraction, so any number.
        uptime: rate(273600.5),
        errors: count(12),
        memoryUsage: {
          heapUsed: count(134217728),
          heapTotal: count(201326592),
          rss: count(285212672),
          external: count(8388608),
        },
        // A free record beyond `status`, the one field the console shows.
        database: { status: text('connected') },
      },
    }

    const interaction = pact
      .addInteraction()
      .uponReceiving('a request for the request and system metrics')
      .withRequest('GET', '/api/metrics', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith(interaction, body, () => getMetrics())
  })
})

describe('GET /api/cache/status', () => {
  it('answers with the state of the lot cache and its hit figures', async () => {
    signIn()
    const body: Template<CacheStatusResponse> = {
      cache_enabled: flag(true),
      cache_valid: flag(true),
      cache_age_ms: count(184000),
      // Minutes may have a fraction.
      cache_age_minutes: rate(3.07),
      cache_duration_minutes: rate(10),
      cache_data_size: count(15000),
      cache_is_updating: flag(false),
      metrics: { hits: count(1490), misses: count(112), hit_rate: rate(93.01) },
    }

    const interaction = pact
      .addInteraction()
      .uponReceiving('a request for the cache status')
      .withRequest('GET', '/api/cache/status', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith(interaction, body, () => getCacheStatus())
  })
})

describe('GET /api/memory-performance', () => {
  it('answers with the heap summary and the samples behind it', async () => {
    signIn()
    const sample: Template<MemorySample> = {
      timestamp: isoDateTime('2024-05-14T09:25:00.000Z'),
      heapUsed: count(134217728),
      heapTotal: count(201326592),
      heapUsedPercent: rate(66.67),
      rss: count(285212672),
      external: count(8388608),
    }
    const body: Template<MemoryPerformanceResponse> = {
      summary: {
        currentHeapUsedPercent: rate(66.67),
        averageHeapUsedPercent: rate(61.2),
        minHeapUsedPercent: rate(52.8),
        maxHeapUsedPercent: rate(78.35),
      },
      data: listOf<MemorySample>(sample),
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.memorySamplesRecorded)
      .uponReceiving('a request for the memory samples of the last day')
      .withRequest('GET', '/api/memory-performance', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith(interaction, body, () => getMemoryPerformance())
  })
})
