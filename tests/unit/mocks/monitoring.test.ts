import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type {
  ApiSuccessEventsResponse,
  ApiSuccessSummaryResponse,
  CacheStatusResponse,
  ErrorBody,
  HealthResponse,
  MemoryPerformanceResponse,
  MetricsResponse,
} from '@/api/types'
import { createBackend, type Backend } from '@mocks/backend'
import {
  computeApiSuccessEvents,
  computeApiSuccessSummary,
  computeMetrics,
  formatUptime,
  type CallLog,
} from '@mocks/db/aggregates/system'
import {
  cacheState,
  callHistory,
  memorySample,
  MEMORY_SAMPLE_MS,
  processStartedAt,
  type ApiCall,
} from '@mocks/db/system'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@mocks/db/time'
import { createWorld } from '@mocks/db/world'
import { backendCaller, type Sent } from './backendCall'

// System monitoring and API success: figures of the simulated process (memory, cache,
// uptime) that move with the clock, and request figures over the seeded call history
// plus the calls the backend actually served.

const NOW = new Date(2026, 10, 21, 15, 2).getTime()
const SEED = 1
let clock = NOW
let backend: Backend
let call: ReturnType<typeof backendCaller>

beforeEach(() => {
  clock = NOW
  backend = createBackend({ seed: SEED, lots: 40, users: 400, clock: () => clock })
  call = backendCaller(backend)
})
afterEach(() => backend.setScenario({ empty: false }))

/** The first 5-minute step at or after `from` where `test` holds. */
function findTime(test: (time: number) => boolean, from = NOW, step = MEMORY_SAMPLE_MS): number {
  for (let time = from; time < from + 365 * DAY_MS; time += step) if (test(time)) return time
  throw new Error('no such time within a year')
}
const heapAt = (time: number) => memorySample(SEED, Math.floor(time / MEMORY_SAMPLE_MS)).heapUsedPercent

const ENDPOINTS = [
  '/api/health',
  '/api/metrics',
  '/api/cache/status',
  '/api/memory-performance',
  '/api/analytics/api-success/summary?days=7',
  '/api/analytics/api-success?page=1&limit=50',
]

it.each(ENDPOINTS)('GET %s answers 401 without a token', async (path) => {
  const answer = await call<ErrorBody>('GET', path, { token: null })
  expect(answer.status).toBe(401)
  expect(answer.body.message).toMatch(/Authentication required/)
})

describe('GET /api/health', () => {
  it('reports every check with details and the uptime since the process started', async () => {
    const { status, body } = await call<Sent<HealthResponse>>('GET', '/api/health')
    expect(status).toBe(200)
    expect(body.timestamp).toBe(new Date(NOW).toISOString())
    expect(Object.keys(body.checks).sort()).toEqual(['cache', 'database', 'memory', 'uptime'])
    expect(body.checks.memory.details.heapUsedPercent).toBe(heapAt(NOW))
    const uptime = Math.floor((NOW - processStartedAt(backend.world)) / 1000)
    expect(body.checks.uptime.details).toMatchObject({ uptime, uptimeFormatted: formatUptime(uptime) })
    expect(uptime).toBeGreaterThanOrEqual(2 * 86_400)
    expect(body.checks.database.details).toMatchObject({
      connected: true,
      collections: { parkingLots: 40, accounts: 2 },
    })
  })

  it('formats the uptime in days, hours and minutes', () => {
    expect(formatUptime(3 * 86_400 + 4 * 3600 + 12 * 60 + 59)).toBe('3d 4h 12m')
    expect(formatUptime(4 * 3600 + 60)).toBe('4h 1m')
    expect(formatUptime(59)).toBe('0m')
  })

  it.each([
    ['healthy', (heap: number) => heap < 80],
    ['warning', (heap: number) => heap >= 80 && heap < 90],
    ['unhealthy', (heap: number) => heap >= 90],
  ])('is %s when the heap is in that band and the cache is fresh', async (expected, band) => {
    clock = findTime((time) => band(heapAt(time)) && cacheState(SEED, time).valid)
    const { body } = await call<Sent<HealthResponse>>('GET', '/api/health')
    expect(body.checks.memory.status).toBe(expected)
    expect(body.checks.cache.status).toBe('healthy')
    expect(body.status).toBe(expected)
  })

  it('warns when the cache is stale, even with a healthy heap', async () => {
    clock = findTime((time) => heapAt(time) < 80 && !cacheState(SEED, time).valid, NOW, MINUTE_MS)
    const { body } = await call<Sent<HealthResponse>>('GET', '/api/health')
    expect(body.checks.cache.status).toBe('warning')
    expect(body.checks.memory.status).toBe('healthy')
    expect(body.status).toBe('warning')
  })
})

describe('GET /api/memory-performance', () => {
  it('answers a sample every 5 minutes over the last 24 hours, summarised', async () => {
    const { status, body } = await call<Sent<MemoryPerformanceResponse>>('GET', '/api/memory-performance')
    expect(status).toBe(200)
    expect(body.data).toHaveLength(288)
    const times = body.data.map((sample) => Date.parse(sample.timestamp))
    times.slice(1).forEach((time, index) => expect(time - times[index]!).toBe(MEMORY_SAMPLE_MS))
    expect(NOW - times.at(-1)!).toBeGreaterThanOrEqual(0)
    expect(NOW - times.at(-1)!).toBeLessThan(MEMORY_SAMPLE_MS)
    for (const sample of body.data) {
      expect(sample.heapUsedPercent).toBeCloseTo((sample.heapUsed / sample.heapTotal) * 100, 2)
      expect(sample.rss).toBeGreaterThan(sample.heapTotal)
      expect(sample.external).toBeGreaterThan(0)
    }
    const percents = body.data.map((sample) => sample.heapUsedPercent)
    expect(body.summary).toEqual({
      currentHeapUsedPercent: percents.at(-1),
      averageHeapUsedPercent: Math.round((percents.reduce((a, b) => a + b, 0) / percents.length) * 100) / 100,
      minHeapUsedPercent: Math.min(...percents),
      maxHeapUsedPercent: Math.max(...percents),
    })
  })

  it('moves as time passes: a new sample every 5 minutes, the same answer for the same moment', async () => {
    const before = (await call<Sent<MemoryPerformanceResponse>>('GET', '/api/memory-performance')).body
    expect((await call<Sent<MemoryPerformanceResponse>>('GET', '/api/memory-performance')).body).toEqual(before)
    clock = NOW + MEMORY_SAMPLE_MS
    const after = (await call<Sent<MemoryPerformanceResponse>>('GET', '/api/memory-performance')).body
    expect(after.data.slice(0, -1)).toEqual(before.data.slice(1))
    expect(Date.parse(after.data.at(-1)!.timestamp)).toBe(Date.parse(before.data.at(-1)!.timestamp) + MEMORY_SAMPLE_MS)
  })

  it('follows the day and comes near the 86% warning at times', () => {
    const week = Array.from({ length: (7 * DAY_MS) / MEMORY_SAMPLE_MS }, (_, index) =>
      heapAt(NOW + index * MEMORY_SAMPLE_MS),
    )
    expect(Math.max(...week)).toBeGreaterThan(86)
    expect(Math.min(...week)).toBeLessThan(60)
    const at = (hour: number) => heapAt(new Date(2026, 10, 22, hour).getTime())
    expect(at(16)).toBeGreaterThan(at(4))
  })
})

describe('GET /api/cache/status', () => {
  it('describes the lot cache: 10-minute duration, one entry per lot, hits and misses', async () => {
    clock = findTime((time) => cacheState(SEED, time).valid && !cacheState(SEED, time).updating)
    const { status, body } = await call<Sent<CacheStatusResponse>>('GET', '/api/cache/status')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      cache_enabled: true,
      cache_valid: true,
      cache_is_updating: false,
      cache_duration_minutes: 10,
      cache_data_size: 40,
    })
    expect(body.cache_age_ms).toBeGreaterThanOrEqual(0)
    expect(body.cache_age_ms).toBeLessThan(10 * MINUTE_MS + 30_000)
    expect(body.cache_age_minutes).toBe(Math.round((body.cache_age_ms / MINUTE_MS) * 100) / 100)
    const { hits, misses, hit_rate } = body.metrics
    expect(hits + misses).toBeGreaterThan(0)
    expect(hit_rate).toBe(Math.round((hits / (hits + misses)) * 10000) / 100)
  })

  it('ages with the clock until the next refresh', async () => {
    const steady = (time: number) => cacheState(SEED, time).valid && !cacheState(SEED, time).updating
    clock = findTime(
      (time) =>
        Math.floor(time / (10 * MINUTE_MS)) === Math.floor((time + 2 * MINUTE_MS) / (10 * MINUTE_MS)) &&
        steady(time) &&
        steady(time + 2 * MINUTE_MS),
      NOW,
      MINUTE_MS,
    )
    const first = (await call<Sent<CacheStatusResponse>>('GET', '/api/cache/status')).body
    clock += 2 * MINUTE_MS
    const later = (await call<Sent<CacheStatusResponse>>('GET', '/api/cache/status')).body
    expect(later.cache_age_ms - first.cache_age_ms).toBe(2 * MINUTE_MS)
    // A minute into a later slot whose refresh went well.
    const nextSlot = (Math.floor(clock / (10 * MINUTE_MS)) + 1) * 10 * MINUTE_MS
    clock = findTime(steady, nextSlot + MINUTE_MS, 10 * MINUTE_MS)
    const refreshed = (await call<Sent<CacheStatusResponse>>('GET', '/api/cache/status')).body
    expect(refreshed.cache_age_ms).toBeLessThan(MINUTE_MS)
  })

  it('is stale and updating while a refresh hangs', async () => {
    clock = findTime((time) => !cacheState(SEED, time).valid, NOW, MINUTE_MS)
    const { body } = await call<Sent<CacheStatusResponse>>('GET', '/api/cache/status')
    expect(body).toMatchObject({ cache_valid: false, cache_is_updating: true })
    expect(body.cache_age_ms).toBeGreaterThan(10 * MINUTE_MS + 30_000)
  })
})

/** A call of a hand-built history. */
function apiCall(at: number, endpoint: string, status: number, ms: number, method = 'GET'): ApiCall {
  return { id: `call-${at}-${endpoint}`, at, method, endpoint, status, ms, userId: status === 401 ? null : 'admin-1' }
}

describe('GET /api/metrics', () => {
  it('counts the seeded history plus every call the backend served', async () => {
    const history = callHistory(backend.world)
    const first = (await call<Sent<MetricsResponse>>('GET', '/api/metrics')).body
    expect(first.requests.total).toBe(history.length)
    expect(Object.values(first.requests.byStatus).reduce((a, b) => a + b, 0)).toBe(history.length)
    await call('GET', '/api/health')
    await call('GET', '/api/health', { token: null })
    const second = (await call<Sent<MetricsResponse>>('GET', '/api/metrics')).body
    expect(second.requests.total).toBe(history.length + 3)
    expect(second.requests.byEndpoint['/api/health']).toBe((first.requests.byEndpoint['/api/health'] ?? 0) + 2)
    expect(second.requests.byEndpoint['/api/metrics']).toBe((first.requests.byEndpoint['/api/metrics'] ?? 0) + 1)
    expect(second.requests.byStatus['401']).toBe((first.requests.byStatus['401'] ?? 0) + 1)
    expect(second.requests.byMethod.GET).toBe((first.requests.byMethod.GET ?? 0) + 3)
  })

  it('reports the uptime in seconds and the current memory sample', async () => {
    clock = NOW + 90 * MINUTE_MS
    const { body } = await call<Sent<MetricsResponse>>('GET', '/api/metrics')
    expect(body.system.uptime).toBe(Math.floor((clock - processStartedAt(backend.world)) / 1000))
    const sample = memorySample(SEED, Math.floor(clock / MEMORY_SAMPLE_MS))
    expect(body.system.memoryUsage).toEqual({
      heapUsed: sample.heapUsed,
      heapTotal: sample.heapTotal,
      rss: sample.rss,
      external: sample.external,
    })
    expect(body.system.database.status).toBe('connected')
  })

  it('computes the figures from the calls, checked on a hand-built log', () => {
    const world = createWorld({ seed: SEED, now: NOW, lots: 0, users: 0 })
    const fresh = findTime((time) => cacheState(SEED, time).valid, NOW - DAY_MS, MINUTE_MS)
    const stale = findTime((time) => !cacheState(SEED, time).valid, NOW - DAY_MS, MINUTE_MS)
    const log: CallLog = {
      history: [
        apiCall(fresh, '/api/parking-lots', 200, 100),
        apiCall(stale, '/api/parking-lots', 200, 1500),
        apiCall(fresh, '/api/health', 503, 4000),
        apiCall(fresh, '/api/parking-lots/:id', 200, 200, 'PUT'),
      ],
      served: [
        { method: 'GET', endpoint: '/api/parking-lots/:id', status: 404, ms: 20, at: fresh },
        { method: 'GET', endpoint: '/api/health', status: 500, ms: 80, at: fresh },
      ],
      servedTotal: 7,
    }
    const metrics = computeMetrics({ world, log, now: NOW, startedAt: NOW - HOUR_MS })
    expect(metrics.requests).toEqual({
      total: 11,
      byMethod: { GET: 5, PUT: 1 },
      byEndpoint: { '/api/parking-lots': 2, '/api/health': 2, '/api/parking-lots/:id': 2 },
      byStatus: { '200': 3, '503': 1, '404': 1, '500': 1 },
    })
    // GET lot reads go through the cache: two while fresh (hits), one while stale (a miss); the PUT does not.
    expect(metrics.performance).toEqual({
      averageResponseTime: 983.33,
      slowQueries: 2,
      cacheHits: 2,
      cacheMisses: 1,
      cacheHitRate: 66.67,
    })
    expect(metrics.system.errors).toBe(2)
    expect(metrics.system.uptime).toBe(3600)
  })
})

describe('GET /api/analytics/api-success/summary', () => {
  it('summarises the calls of the last 7 days by default, against an independent count', async () => {
    const { status, body } = await call<Sent<ApiSuccessSummaryResponse>>('GET', '/api/analytics/api-success/summary')
    expect(status).toBe(200)
    const calls = callHistory(backend.world).filter((c) => c.at > NOW - 7 * DAY_MS)
    const failures = calls.filter((c) => c.status >= 400).length
    expect(body.data.overall).toEqual({
      totalRequests: calls.length,
      failureRequests: failures,
      successRate: Math.round(((calls.length - failures) / calls.length) * 10000) / 100,
    })
    expect(failures).toBeGreaterThan(0)
    const totals = body.data.byEndpoint.map((entry) => entry.totalRequests)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    expect(totals.reduce((a, b) => a + b, 0)).toBe(calls.length)
    const health = calls.filter((c) => c.endpoint === '/api/health')
    expect(body.data.byEndpoint.find((entry) => entry.endpoint === '/api/health')).toEqual({
      endpoint: '/api/health',
      totalRequests: health.length,
      successRate: Math.round((health.filter((c) => c.status < 400).length / health.length) * 10000) / 100,
      avgResponseTime: Math.round((health.reduce((sum, c) => sum + c.ms, 0) / health.length) * 100) / 100,
    })
  })

  it('narrows to the days asked for', async () => {
    const week = (await call<Sent<ApiSuccessSummaryResponse>>('GET', '/api/analytics/api-success/summary?days=7')).body
    const day = (await call<Sent<ApiSuccessSummaryResponse>>('GET', '/api/analytics/api-success/summary?days=1')).body
    // The seeded calls of the last 24 hours and the week's summary call just served.
    expect(day.data.overall.totalRequests).toBe(
      callHistory(backend.world).filter((c) => c.at > NOW - DAY_MS).length + 1,
    )
    expect(day.data.overall.totalRequests).toBeLessThan(week.data.overall.totalRequests)
  })

  it('counts calls within the window only, by the hand-built example', () => {
    const calls = [
      apiCall(NOW - 7 * DAY_MS, '/api/health', 500, 10),
      apiCall(NOW - 7 * DAY_MS + 1, '/api/health', 200, 30),
      apiCall(NOW - HOUR_MS, '/api/metrics', 401, 10),
      apiCall(NOW - MINUTE_MS, '/api/health', 503, 90),
      apiCall(NOW - 1, '/api/metrics', 200, 50),
    ]
    expect(computeApiSuccessSummary({ history: calls, served: [], servedTotal: 0 }, NOW, 7).data).toEqual({
      overall: { successRate: 50, totalRequests: 4, failureRequests: 2 },
      byEndpoint: [
        { endpoint: '/api/health', totalRequests: 2, successRate: 50, avgResponseTime: 60 },
        { endpoint: '/api/metrics', totalRequests: 2, successRate: 50, avgResponseTime: 30 },
      ],
    })
    expect(computeApiSuccessSummary({ history: [], served: [], servedTotal: 0 }, NOW, 7).data).toEqual({
      overall: { successRate: 0, totalRequests: 0, failureRequests: 0 },
      byEndpoint: [],
    })
  })

  it.each(['0', '91', 'abc', '1.5', '-3'])('answers 400 naming days for days=%s', async (days) => {
    const answer = await call<ErrorBody>('GET', `/api/analytics/api-success/summary?days=${days}`)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/^days /)
  })
})

describe('GET /api/analytics/api-success', () => {
  it('lists the calls newest first, 50 to a page, with the served calls on top', async () => {
    await call('GET', '/api/cache/status')
    const { status, body } = await call<Sent<ApiSuccessEventsResponse>>('GET', '/api/analytics/api-success')
    expect(status).toBe(200)
    const history = callHistory(backend.world)
    expect(body.meta).toEqual({ total: history.length + 1, page: 1, limit: 50 })
    expect(body.data).toHaveLength(50)
    const times = body.data.map((event) => event.timestamp)
    expect(times).toEqual([...times].sort().reverse())
    expect(body.data[0]).toMatchObject({
      endpoint: '/api/cache/status',
      success: true,
      statusCode: 200,
      userId: null,
      timestamp: new Date(NOW).toISOString(),
    })
    const newest = history.at(-1)!
    expect(body.data[1]).toEqual({
      _id: newest.id,
      timestamp: new Date(newest.at).toISOString(),
      endpoint: newest.endpoint,
      success: newest.status < 400,
      responseTime: newest.ms,
      statusCode: newest.status,
      userId: newest.userId,
    })
  })

  it('has realistic calls: a few percent failing with real status codes, most answered in 40-400 ms', () => {
    const history = callHistory(backend.world)
    const failures = history.filter((c) => c.status >= 400)
    expect(failures.length / history.length).toBeGreaterThan(0.01)
    expect(failures.length / history.length).toBeLessThan(0.08)
    expect(new Set(failures.map((c) => c.status))).toEqual(new Set([401, 404, 500, 503]))
    expect(history.filter((c) => c.ms >= 40 && c.ms <= 400).length / history.length).toBeGreaterThan(0.6)
    expect(Math.max(...history.map((c) => c.ms))).toBeGreaterThan(2000)
    // The 7 days up to the hour the world was built in.
    const hour = Math.floor(NOW / HOUR_MS) * HOUR_MS
    expect(history.every((c) => c.at <= hour && c.at > hour - 7 * DAY_MS)).toBe(true)
    expect(new Set(history.map((c) => c.userId))).toEqual(new Set(['admin-1', null]))
    expect(callHistory(createWorld({ seed: SEED, now: NOW, lots: 40, users: 400 }))).toEqual(history)
  })

  it('pages at the edges: the last page, past the end, and 200 a page', async () => {
    const total = callHistory(backend.world).length
    const lastPage = Math.ceil(total / 200)
    const last = (
      await call<Sent<ApiSuccessEventsResponse>>('GET', `/api/analytics/api-success?page=${lastPage}&limit=200`)
    ).body
    expect(last.data).toHaveLength(total - (lastPage - 1) * 200)
    expect(last.meta).toEqual({ total, page: lastPage, limit: 200 })
    const past = (
      await call<Sent<ApiSuccessEventsResponse>>('GET', `/api/analytics/api-success?page=${lastPage + 1}&limit=200`)
    ).body
    expect(past.data).toEqual([])
    const calls = [apiCall(1, '/a', 200, 1), apiCall(2, '/b', 200, 1), apiCall(3, '/c', 500, 1)]
    expect(computeApiSuccessEvents(calls, { page: 2, limit: 2 }).data.map((event) => event.endpoint)).toEqual(['/a'])
  })

  it.each([
    ['page=0', /^page /],
    ['page=abc', /^page /],
    ['limit=0', /^limit /],
    ['limit=201', /^limit /],
    ['limit=1e3', /^limit /],
  ])('answers 400 naming the parameter for %s', async (query, message) => {
    const answer = await call<ErrorBody>('GET', `/api/analytics/api-success?${query}`)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(message)
  })
})

describe('the empty scenario', () => {
  it('has no history and no call figures, while the process still reports memory and uptime', async () => {
    await call('GET', '/api/health')
    backend.setScenario({ empty: true })
    const metrics = (await call<Sent<MetricsResponse>>('GET', '/api/metrics')).body
    expect(metrics.requests).toEqual({ total: 0, byMethod: {}, byEndpoint: {}, byStatus: {} })
    expect(metrics.performance).toEqual({
      averageResponseTime: 0,
      slowQueries: 0,
      cacheHits: 0,
      cacheMisses: 0,
      cacheHitRate: 0,
    })
    expect(metrics.system.errors).toBe(0)
    expect(metrics.system.uptime).toBeGreaterThan(0)
    const cache = (await call<Sent<CacheStatusResponse>>('GET', '/api/cache/status')).body
    expect(cache).toMatchObject({ cache_data_size: 0, metrics: { hits: 0, misses: 0, hit_rate: 0 } })
    const summary = (await call<Sent<ApiSuccessSummaryResponse>>('GET', '/api/analytics/api-success/summary')).body
    expect(summary.data).toEqual({ overall: { successRate: 0, totalRequests: 0, failureRequests: 0 }, byEndpoint: [] })
    const events = (await call<Sent<ApiSuccessEventsResponse>>('GET', '/api/analytics/api-success')).body
    expect(events).toEqual({ data: [], meta: { total: 0, page: 1, limit: 50 } })
    const health = await call<Sent<HealthResponse>>('GET', '/api/health')
    expect(health.status).toBe(200)
    expect(health.body.checks.database.details).toMatchObject({ collections: { parkingLots: 0, events: 0 } })
    expect((await call<Sent<MemoryPerformanceResponse>>('GET', '/api/memory-performance')).body.data).toHaveLength(288)
  })
})

it.each(ENDPOINTS)('GET %s gives the same answer for the same seed and moment', async (path) => {
  const [first, second] = [1, 2].map(() =>
    backendCaller(createBackend({ seed: SEED, lots: 40, users: 400, clock: () => clock })),
  )
  expect((await first!('GET', path)).body).toEqual((await second!('GET', path)).body)
})
