import { describe, it } from 'vitest'
import { getCacheStatus, getHealth, getMemoryPerformance, getMetrics } from '@/api/monitoring'
import type {
  CacheStatusResponse,
  HealthResponse,
  HealthStatus,
  MemoryPerformanceResponse,
  MemorySample,
  MetricsResponse,
} from '@/api/types'
import { STATES } from './pactNames'
import {
  answersWith,
  AUTHENTICATED_HEADERS,
  count,
  createPact,
  signedInInteraction,
  isoDateTime,
  listOf,
  rate,
  signIn,
  text,
  type Template,
} from './support'

// The System Monitoring calls of the API (docs/product.md#api-calls), each polled every 30 s.

const pact = createPact()

/**
 * A status of the health response: `HealthStatus | string` in types.ts
 * (docs/product.md#system-health-and-metrics: anything but healthy, warning or unhealthy is
 * shown grey as unknown), so any text.
 */
const healthStatus = (example: HealthStatus) => text(example)

describe('GET /api/health', () => {
  it('answers with the overall status and the four checks', async () => {
    signIn()
    const body: Template<HealthResponse> = {
      status: healthStatus('healthy'),
      timestamp: isoDateTime('2024-05-14T09:30:00.000Z'),
      checks: {
        database: { status: healthStatus('healthy') },
        cache: { status: healthStatus('healthy') },
        memory: { status: healthStatus('healthy') },
        // A free record beyond the formatted uptime.
        uptime: { status: healthStatus('healthy'), details: { uptimeFormatted: text('3d 4h 12m') } },
      },
    }

    const interaction = signedInInteraction(pact)
      .uponReceiving('a request for the health of the backend')
      .withRequest('GET', '/api/health', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith<HealthResponse>(interaction, body, () => getHealth())
  })
})

describe('GET /api/metrics', () => {
  it('answers with request, performance and system figures', async () => {
    signIn()
    const body: Template<MetricsResponse> = {
      requests: { total: count(2431) },
      performance: { averageResponseTime: rate(184.37), cacheHitRate: rate(93.01) },
      system: {
        errors: count(12),
        memoryUsage: { heapUsed: count(134217728), heapTotal: count(201326592) },
        // A free record beyond `status`, the one field the console shows.
        database: { status: text('connected') },
      },
    }

    const interaction = signedInInteraction(pact)
      .uponReceiving('a request for the request and system metrics')
      .withRequest('GET', '/api/metrics', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith<MetricsResponse>(interaction, body, () => getMetrics())
  })
})

describe('GET /api/cache/status', () => {
  it('answers with the state of the lot cache and its hit figures', async () => {
    signIn()
    const body: Template<CacheStatusResponse> = {
      metrics: { hits: count(1490), misses: count(112), hit_rate: rate(93.01) },
    }

    const interaction = signedInInteraction(pact)
      .uponReceiving('a request for the cache status')
      .withRequest('GET', '/api/cache/status', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith<CacheStatusResponse>(interaction, body, () => getCacheStatus())
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

    const interaction = signedInInteraction(pact, STATES.memorySamplesRecorded)
      .uponReceiving('a request for the memory samples of the last day')
      .withRequest('GET', '/api/memory-performance', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith(interaction, body, () => getMemoryPerformance())
  })
})
