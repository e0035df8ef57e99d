import * as z from 'zod/mini'
import { ROUTES } from '@/schema/routes'
import { HEALTH_STATUSES } from '@/schema/monitoring'
import { call, count, instant } from './shared'

// System monitoring (docs/product.md#system-monitoring): health, metrics, cache and memory.

const status = () => z.string().check(z.describe(`${HEALTH_STATUSES.join(', ')}, or another status shown as it is.`))

export const HealthCheck = z.object({ status: status(), details: z.optional(z.record(z.string(), z.unknown())) })

export const HealthResponse = z.object({
  status: status(),
  timestamp: instant(),
  checks: z.object({
    database: HealthCheck,
    cache: HealthCheck,
    memory: HealthCheck,
    uptime: z.extend(HealthCheck, { details: z.object({ uptimeFormatted: z.string() }) }),
  }),
})

const countsByName = () => z.optional(z.record(z.string(), count()))

export const MetricsResponse = z.object({
  requests: z.object({
    total: count(),
    byMethod: countsByName(),
    byEndpoint: countsByName(),
    byStatus: countsByName(),
  }),
  performance: z.object({
    averageResponseTime: z.number(),
    cacheHitRate: z.number().check(z.describe('A percentage from 0 to 100.')),
    slowQueries: z.optional(count()),
    cacheHits: z.optional(count()),
    cacheMisses: z.optional(count()),
  }),
  system: z.object({
    errors: count(),
    uptime: z.optional(z.number()),
    memoryUsage: z.object({
      heapUsed: z.number(),
      heapTotal: z.number(),
      rss: z.optional(z.number()),
      external: z.optional(z.number()),
    }),
    database: z.object({ status: z.string() }),
  }),
})

export const CacheStatusResponse = z.object({
  cache_enabled: z.optional(z.boolean()),
  cache_valid: z.optional(z.boolean()),
  cache_age_ms: z.optional(z.number()),
  cache_age_minutes: z.optional(z.number()),
  cache_duration_minutes: z.optional(z.number()),
  cache_data_size: z.optional(z.number()),
  cache_is_updating: z.optional(z.boolean()),
  metrics: z.object({
    hits: count(),
    misses: count(),
    hit_rate: z.number().check(z.describe('A percentage from 0 to 100.')),
  }),
})

export const MemorySample = z.object({
  timestamp: instant(),
  heapUsed: z.number(),
  heapTotal: z.number(),
  heapUsedPercent: z.number(),
  rss: z.number(),
  external: z.number(),
})

export const MemoryPerformanceResponse = z.object({
  summary: z.object({
    currentHeapUsedPercent: z.number(),
    averageHeapUsedPercent: z.number(),
    minHeapUsedPercent: z.number(),
    maxHeapUsedPercent: z.number(),
  }),
  data: z.array(MemorySample),
})

export const monitoringCalls = {
  getHealth: call(ROUTES.getHealth, {
    summary: 'The backend’s health and its checks',
    answer: HealthResponse,
  }),
  getMetrics: call(ROUTES.getMetrics, {
    summary: 'Request, performance and system figures',
    answer: MetricsResponse,
  }),
  getCacheStatus: call(ROUTES.getCacheStatus, {
    summary: 'The lot cache and its hit rate',
    answer: CacheStatusResponse,
  }),
  getMemoryPerformance: call(ROUTES.getMemoryPerformance, {
    summary: 'Heap samples over the last day',
    answer: MemoryPerformanceResponse,
  }),
}
