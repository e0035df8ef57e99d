import { apiRequest } from './http'
import { MAX_PAGE_SIZE } from '@/schema/lists'
import { API_SUCCESS_DAYS } from '@/schema/monitoring'
import type {
  AllEventsParams,
  DeeplinkEventsParams,
  FeedbackActivityParams,
  LifecycleEventsParams,
  NavigationEventsParams,
  PageParams,
  SearchEventsParams,
  ShareEventsParams,
  TrendsParams,
} from './types'

/** Page size of every event list, feedback activity and API events (docs/product.md#page-sizes). */
export const EVENT_PAGE_SIZE = 50
/** Export CSV pages through a whole list at the largest page the lists serve (pinned in the contract). */
export const EXPORT_PAGE_SIZE = MAX_PAGE_SIZE

export function getDashboard() {
  return apiRequest('getDashboard')
}

export function getAllEvents(params: AllEventsParams = {}) {
  return apiRequest('getAllEvents', { query: { limit: EVENT_PAGE_SIZE, ...params } })
}

export function getUserInsights() {
  return apiRequest('getUserInsights')
}

export function getRetention() {
  return apiRequest('getRetention')
}

export function getCohorts() {
  return apiRequest('getCohorts')
}

export function getLifecycleEvents(params: LifecycleEventsParams = {}) {
  return apiRequest('getLifecycleEvents', { query: { limit: EVENT_PAGE_SIZE, ...params } })
}

export function getShareEvents(params: ShareEventsParams = {}) {
  return apiRequest('getShareEvents', { query: { limit: EVENT_PAGE_SIZE, ...params } })
}

export function getDeeplinkEvents(params: DeeplinkEventsParams = {}) {
  return apiRequest('getDeeplinkEvents', { query: { limit: EVENT_PAGE_SIZE, ...params } })
}

export function getSearchEvents(params: SearchEventsParams = {}) {
  return apiRequest('getSearchEvents', { query: { limit: EVENT_PAGE_SIZE, ...params } })
}

export function getNavigationEvents(params: NavigationEventsParams = {}) {
  return apiRequest('getNavigationEvents', { query: { limit: EVENT_PAGE_SIZE, ...params } })
}

export function getFeedbackSummary() {
  return apiRequest('getFeedbackSummary')
}

export function getFeedbackActivity(params: FeedbackActivityParams = {}) {
  return apiRequest('getFeedbackActivity', { query: { limit: EVENT_PAGE_SIZE, ...params } })
}

/** Success figures over the last `days` days (the summary window is 7). */
export function getApiSuccessSummary(days: number = API_SUCCESS_DAYS.default) {
  return apiRequest('getApiSuccessSummary', { query: { days } })
}

export function getApiSuccessEvents(params: PageParams = {}) {
  return apiRequest('getApiSuccessEvents', { query: { limit: EVENT_PAGE_SIZE, ...params } })
}

/** Daily series over a range of calendar days and the same number of days before it. */
export function getTrends(params: TrendsParams) {
  return apiRequest('getTrends', { query: { from: params.from, to: params.to, interval: params.interval ?? 'day' } })
}
