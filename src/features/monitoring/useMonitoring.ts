import useSWR from 'swr'
import { EVENT_PAGE_SIZE, getApiSuccessEvents, getApiSuccessSummary } from '@/api/analytics'
import { getCacheStatus, getHealth, getMemoryPerformance, getMetrics } from '@/api/monitoring'

// One hook per call (docs/product.md#api-calls), each polled every 30 s
// (docs/product.md#data-fetching). The global options poll at 30 s too; it is written out
// here because this screen's polling is part of its own rules, not an inherited default.
const POLL = { refreshInterval: 30_000 }

/** The summary window (docs/product.md#page-sizes). */
export const SUMMARY_DAYS = 7

export const useHealth = () => useSWR(['monitoring/health'], () => getHealth(), POLL)
export const useMetrics = () => useSWR(['monitoring/metrics'], () => getMetrics(), POLL)
export const useCacheStatus = () => useSWR(['monitoring/cache-status'], () => getCacheStatus(), POLL)
export const useMemoryPerformance = () => useSWR(['monitoring/memory-performance'], () => getMemoryPerformance(), POLL)
export const useApiSuccessSummary = () =>
  useSWR(['analytics/api-success/summary', SUMMARY_DAYS], () => getApiSuccessSummary(SUMMARY_DAYS), POLL)

/** One page of 50 API calls (docs/product.md#system-monitoring), keyed by that page: the 10-row views inside it share it. */
export const useApiSuccessEvents = (apiPage: number) =>
  useSWR(['analytics/api-success', apiPage], () => getApiSuccessEvents({ page: apiPage, limit: EVENT_PAGE_SIZE }), POLL)
