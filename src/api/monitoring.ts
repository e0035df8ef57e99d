import { apiRequest } from './http'

export function getHealth() {
  return apiRequest('getHealth')
}

export function getMetrics() {
  return apiRequest('getMetrics')
}

export function getCacheStatus() {
  return apiRequest('getCacheStatus')
}

export function getMemoryPerformance() {
  return apiRequest('getMemoryPerformance')
}
