import type {
  ApiSuccessEventsResponse,
  ApiSuccessSummaryResponse,
  CacheStatusResponse,
  HealthCheck,
  HealthResponse,
  HealthStatus,
  MemoryPerformanceResponse,
  MemorySample,
  MetricsResponse,
} from '@/api/types'
import type { ServedCall } from '@mocks/backend'
import { objectId } from '@mocks/db/ids'
import { lowerBound } from '@mocks/db/indexes'
import { noise } from '@mocks/db/noise'
import {
  CACHED_ENDPOINTS,
  CACHE_DURATION_MINUTES,
  cacheState,
  MEMORY_SAMPLE_MS,
  memoryHistory,
  memorySample,
  round2,
  succeeded,
  type ApiCall,
} from '@mocks/db/system'
import { DAY_MS, MINUTE_MS } from '@mocks/db/time'
import type { World } from '@mocks/db/world'

// GET /api/health, /api/metrics, /api/cache/status, /api/memory-performance and the two
// API-success calls, computed on every call from the simulated process (db/system.ts)
// and the calls it answered: the seeded history plus the calls this backend served.

/** The calls the figures are computed from. */
export interface CallLog {
  /** The seeded history, oldest first. */
  history: readonly ApiCall[]
  /** Calls this backend served, oldest first (only the most recent ones are kept). */
  served: readonly ServedCall[]
  /** Every call this backend served, including those no longer kept. */
  servedTotal: number
}

/** What the figures need of a call; both seeded and served calls have it. */
type CallFigures = Pick<ApiCall, 'method' | 'endpoint' | 'status' | 'ms' | 'at'>

/** Response times in whole milliseconds: served calls are timed to the fraction, the seeded ones are whole already. */
function wholeMs(call: CallFigures): number {
  return Math.ceil(call.ms)
}

/** Served calls get sequence numbers above any history's, so their ids never collide. */
const SERVED_SEQUENCE_BASE = 2 ** 40
/** A served call never changes once recorded: its history entry is made once. */
const servedEntries = new WeakMap<ServedCall, ApiCall>()

/** The served calls as history entries; the route layer does not record who called, so userId is null. */
function servedCalls(log: CallLog): ApiCall[] {
  const firstOrdinal = log.servedTotal - log.served.length
  return log.served.map((call, index) => {
    let entry = servedEntries.get(call)
    if (!entry) {
      const { at, method, endpoint, status } = call
      entry = {
        id: objectId(at, SERVED_SEQUENCE_BASE + firstOrdinal + index),
        at,
        method,
        endpoint,
        status,
        ms: wholeMs(call),
        userId: null,
      }
      servedEntries.set(call, entry)
    }
    return entry
  })
}

/** History and served calls in one list, oldest first (merged: after a reset the new history overlaps older served calls). */
export function allCalls(log: CallLog): readonly ApiCall[] {
  const served = servedCalls(log)
  const { history } = log
  if (served.length === 0) return history
  if (history.length === 0 || history.at(-1)!.at <= served[0]!.at) return history.concat(served)
  const merged: ApiCall[] = []
  let h = 0
  let s = 0
  while (h < history.length || s < served.length) {
    if (s >= served.length || (h < history.length && history[h]!.at <= served[s]!.at)) merged.push(history[h++]!)
    else merged.push(served[s++]!)
  }
  return merged
}

// ---------------------------------------------------------------- tallies

/** Calls slower than this count as slow queries (the console shows response times of 1 s and more in yellow: docs/product.md#colour-thresholds). */
export const SLOW_CALL_MS = 1000

interface CallTally {
  calls: number
  totalMs: number
  slow: number
  serverErrors: number
  cacheHits: number
  cacheMisses: number
  byMethod: Record<string, number>
  byEndpoint: Record<string, number>
  byStatus: Record<string, number>
}

function emptyTally(): CallTally {
  return {
    calls: 0,
    totalMs: 0,
    slow: 0,
    serverErrors: 0,
    cacheHits: 0,
    cacheMisses: 0,
    byMethod: {},
    byEndpoint: {},
    byStatus: {},
  }
}

function count(counts: Record<string, number>, key: string, by = 1): void {
  counts[key] = (counts[key] ?? 0) + by
}

function addCalls(tally: CallTally, calls: readonly CallFigures[], seed: number): CallTally {
  for (const call of calls) {
    tally.calls++
    tally.totalMs += wholeMs(call)
    if (call.ms >= SLOW_CALL_MS) tally.slow++
    if (call.status >= 500) tally.serverErrors++
    if (CACHED_ENDPOINTS.has(`${call.method} ${call.endpoint}`)) {
      if (cacheState(seed, call.at).valid) tally.cacheHits++
      else tally.cacheMisses++
    }
    count(tally.byMethod, call.method)
    count(tally.byEndpoint, call.endpoint)
    count(tally.byStatus, String(call.status))
  }
  return tally
}

function mergeTallies(a: CallTally, b: CallTally): CallTally {
  const merged: CallTally = {
    calls: a.calls + b.calls,
    totalMs: a.totalMs + b.totalMs,
    slow: a.slow + b.slow,
    serverErrors: a.serverErrors + b.serverErrors,
    cacheHits: a.cacheHits + b.cacheHits,
    cacheMisses: a.cacheMisses + b.cacheMisses,
    byMethod: { ...a.byMethod },
    byEndpoint: { ...a.byEndpoint },
    byStatus: { ...a.byStatus },
  }
  for (const key of ['byMethod', 'byEndpoint', 'byStatus'] as const) {
    for (const [name, calls] of Object.entries(b[key])) count(merged[key], name, calls)
  }
  return merged
}

/** The seeded history never changes: its tally is kept per history list. */
const historyTallies = new WeakMap<readonly ApiCall[], CallTally>()

function tallyLog(log: CallLog, seed: number): CallTally {
  let history = historyTallies.get(log.history)
  if (!history) {
    history = addCalls(emptyTally(), log.history, seed)
    historyTallies.set(log.history, history)
  }
  return mergeTallies(history, addCalls(emptyTally(), log.served, seed))
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : round2((part / whole) * 100)
}

// ---------------------------------------------------------------- the simulated process

export interface SystemContext {
  /** The world answered from: lot counts, seed. */
  world: World
  log: CallLog
  now: number
  /** When the simulated process started (ms). */
  startedAt: number
}

/** Health thresholds on the heap in use, in percent of the heap total (the memory colours of docs/product.md#colour-thresholds). */
export const MEMORY_WARNING_PERCENT = 80
export const MEMORY_UNHEALTHY_PERCENT = 90

export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400)
  const hours = Math.floor((seconds % 86_400) / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  if (days > 0) return `${days}d ${hours}h ${minutes}m`
  if (hours > 0) return `${hours}h ${minutes}m`
  return `${minutes}m`
}

function uptimeSeconds({ now, startedAt }: SystemContext): number {
  return Math.max(0, Math.floor((now - startedAt) / 1000))
}

function currentMemory({ world, now }: SystemContext): MemorySample {
  return memorySample(world.seed, Math.floor(now / MEMORY_SAMPLE_MS))
}

/** The simulated database is always reachable; its ping varies minute by minute. */
function database({ world, now }: SystemContext) {
  const events = Object.values(world.events).reduce((sum, list) => sum + list.length, 0)
  return {
    pingMs: round2(1.5 + noise(world.seed, Math.floor(now / MINUTE_MS)) * 8),
    collections: { parkingLots: world.db.parkingLot.count(), accounts: world.db.account.count(), events },
  }
}

// ---------------------------------------------------------------- the responses

const SEVERITY: Record<HealthStatus, number> = { healthy: 0, warning: 1, unhealthy: 2 }

export function computeHealth(context: SystemContext): HealthResponse {
  const memory = currentMemory(context)
  const cache = cacheState(context.world.seed, context.now)
  const uptime = uptimeSeconds(context)
  const memoryStatus: HealthStatus =
    memory.heapUsedPercent >= MEMORY_UNHEALTHY_PERCENT
      ? 'unhealthy'
      : memory.heapUsedPercent >= MEMORY_WARNING_PERCENT
        ? 'warning'
        : 'healthy'
  const checks = {
    database: { status: 'healthy', details: { connected: true, ...database(context) } },
    cache: {
      status: cache.valid ? 'healthy' : 'warning',
      details: {
        valid: cache.valid,
        ageMinutes: round2(cache.ageMs / MINUTE_MS),
        durationMinutes: CACHE_DURATION_MINUTES,
        updating: cache.updating,
      },
    },
    memory: {
      status: memoryStatus,
      details: {
        heapUsedPercent: memory.heapUsedPercent,
        heapUsed: memory.heapUsed,
        heapTotal: memory.heapTotal,
        warningPercent: MEMORY_WARNING_PERCENT,
        unhealthyPercent: MEMORY_UNHEALTHY_PERCENT,
      },
    },
    uptime: {
      status: 'healthy',
      details: { uptime, uptimeFormatted: formatUptime(uptime), startedAt: new Date(context.startedAt).toISOString() },
    },
  } satisfies Record<string, HealthCheck & { status: HealthStatus }>
  const worst = Object.values(checks).reduce<HealthStatus>(
    (status, check) => (SEVERITY[check.status] > SEVERITY[status] ? check.status : status),
    'healthy',
  )
  return { status: worst, timestamp: new Date(context.now).toISOString(), checks }
}

export function computeMetrics(context: SystemContext): MetricsResponse {
  const { log, world } = context
  const tally = tallyLog(log, world.seed)
  const { heapUsed, heapTotal, rss, external } = currentMemory(context)
  return {
    requests: {
      total: log.history.length + log.servedTotal,
      byMethod: tally.byMethod,
      byEndpoint: tally.byEndpoint,
      byStatus: tally.byStatus,
    },
    performance: {
      averageResponseTime: tally.calls === 0 ? 0 : round2(tally.totalMs / tally.calls),
      slowQueries: tally.slow,
      cacheHits: tally.cacheHits,
      cacheMisses: tally.cacheMisses,
      cacheHitRate: percent(tally.cacheHits, tally.cacheHits + tally.cacheMisses),
    },
    system: {
      uptime: uptimeSeconds(context),
      errors: tally.serverErrors,
      memoryUsage: { heapUsed, heapTotal, rss, external },
      database: { status: 'connected', ...database(context) },
    },
  }
}

export function computeCacheStatus(context: SystemContext): CacheStatusResponse {
  const { world, now, log } = context
  const cache = cacheState(world.seed, now)
  const tally = tallyLog(log, world.seed)
  return {
    cache_enabled: true,
    cache_valid: cache.valid,
    cache_age_ms: cache.ageMs,
    cache_age_minutes: round2(cache.ageMs / MINUTE_MS),
    cache_duration_minutes: CACHE_DURATION_MINUTES,
    cache_data_size: world.db.parkingLot.count(),
    cache_is_updating: cache.updating,
    metrics: {
      hits: tally.cacheHits,
      misses: tally.cacheMisses,
      hit_rate: percent(tally.cacheHits, tally.cacheHits + tally.cacheMisses),
    },
  }
}

export function computeMemoryPerformance(seed: number, now: number): MemoryPerformanceResponse {
  const data = memoryHistory(seed, now)
  const percents = data.map((sample) => sample.heapUsedPercent)
  return {
    summary: {
      currentHeapUsedPercent: percents.at(-1)!,
      averageHeapUsedPercent: round2(percents.reduce((sum, value) => sum + value, 0) / percents.length),
      minHeapUsedPercent: Math.min(...percents),
      maxHeapUsedPercent: Math.max(...percents),
    },
    data,
  }
}

/** Index of the first call after `since` in a list sorted by time. */
function firstIndexAfter(calls: readonly CallFigures[], since: number): number {
  return lowerBound(calls.length, (index) => calls[index]!.at <= since)
}

/**
 * Success over the calls of the last `days` × 24 hours up to `now`; rates in percent
 * (0-100, two decimals), 0 when there were no calls. Endpoints by most calls first.
 */
export function computeApiSuccessSummary(log: CallLog, now: number, days: number): ApiSuccessSummaryResponse {
  const since = now - days * DAY_MS
  const byEndpoint = new Map<string, { total: number; succeeded: number; totalMs: number }>()
  let total = 0
  let successes = 0
  for (const calls of [log.history, log.served]) {
    for (let index = firstIndexAfter(calls, since); index < calls.length && calls[index]!.at <= now; index++) {
      const call = calls[index]!
      const ok = succeeded(call)
      total++
      if (ok) successes++
      const figures = byEndpoint.get(call.endpoint) ?? { total: 0, succeeded: 0, totalMs: 0 }
      figures.total++
      if (ok) figures.succeeded++
      figures.totalMs += wholeMs(call)
      byEndpoint.set(call.endpoint, figures)
    }
  }
  return {
    data: {
      overall: { successRate: percent(successes, total), totalRequests: total, failureRequests: total - successes },
      byEndpoint: [...byEndpoint]
        .map(([endpoint, figures]) => ({
          endpoint,
          totalRequests: figures.total,
          successRate: percent(figures.succeeded, figures.total),
          avgResponseTime: round2(figures.totalMs / figures.total),
        }))
        .sort((a, b) => b.totalRequests - a.totalRequests || a.endpoint.localeCompare(b.endpoint)),
    },
  }
}

/** One page of the calls, newest first. */
export function computeApiSuccessEvents(
  calls: readonly ApiCall[],
  { page, limit }: { page: number; limit: number },
): ApiSuccessEventsResponse {
  const newestFirst = calls.length - 1 - (page - 1) * limit
  const data = []
  for (let index = newestFirst; index > newestFirst - limit && index >= 0; index--) {
    const call = calls[index]!
    data.push({
      _id: call.id,
      timestamp: new Date(call.at).toISOString(),
      endpoint: call.endpoint,
      success: succeeded(call),
      responseTime: call.ms,
      statusCode: call.status,
      userId: call.userId,
    })
  }
  return { data, meta: { total: calls.length, page, limit } }
}
