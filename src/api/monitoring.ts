import { apiRequest } from './http'
import type { CacheStatusResponse, HealthResponse, MemoryPerformanceResponse, MetricsResponse } from './types'

export function getHealth(): Promise<HealthResponse> {
  return apiRequest('/api/health')
}

export function getMetrics(): Promise<MetricsResponse> {
  return apiRequest('/api/metrics')
}

export function getCacheStatus(): Promise<CacheStatusResponse> {
  return apiRequest('/api/cache/status')
}

export function getMemoryPerformance(): Promise<MemoryPerformanceResponse> {
  return apiRequest('/api/memory-performance')
}
