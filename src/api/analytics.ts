import { apiRequest } from './http'
import { MAX_PAGE_SIZE } from '@/schema/lists'
import type {
  AllEventsParams,
  AllEventsResponse,
  ApiSuccessEventsResponse,
  ApiSuccessSummaryResponse,
  CohortsResponse,
  DashboardResponse,
  DeeplinkEvent,
  DeeplinkEventsParams,
  EventPage,
  FeedbackActivityParams,
  FeedbackActivityResponse,
  FeedbackSummary,
  LifecycleEvent,
  LifecycleEventsParams,
  NavigationEvent,
  NavigationEventsParams,
  PageParams,
  RetentionResponse,
  SearchEvent,
  SearchEventsParams,
  ShareEvent,
  ShareEventsParams,
  TrendsParams,
  TrendsResponse,
  UserInsightsResponse,
} from './types'

/** Page size of every event list, feedback activity and API events (docs/product.md#page-sizes). */
export const EVENT_PAGE_SIZE = 50
/** Export CSV pages through a whole list at the largest page the lists serve (pinned in the contract). */
export const EXPORT_PAGE_SIZE = MAX_PAGE_SIZE

export function getDashboard(): Promise<DashboardResponse> {
  return apiRequest('/api/analytics/dashboard')
}

export function getAllEvents(params: AllEventsParams = {}): Promise<AllEventsResponse> {
  return apiRequest('/api/analytics/all-events', { query: { limit: EVENT_PAGE_SIZE, ...params } })
}

export function getUserInsights(): Promise<UserInsightsResponse> {
  return apiRequest('/api/analytics/user-insights')
}

export function getRetention(): Promise<RetentionResponse> {
  return apiRequest('/api/analytics/retention')
}

export function getCohorts(): Promise<CohortsResponse> {
  return apiRequest('/api/analytics/cohorts')
}

export function getLifecycleEvents(params: LifecycleEventsParams = {}): Promise<EventPage<LifecycleEvent>> {
  return apiRequest('/api/analytics/lifecycle', { query: { limit: EVENT_PAGE_SIZE, ...params } })
}

export function getShareEvents(params: ShareEventsParams = {}): Promise<EventPage<ShareEvent>> {
  return apiRequest('/api/analytics/share', { query: { limit: EVENT_PAGE_SIZE, ...params } })
}

export function getDeeplinkEvents(params: DeeplinkEventsParams = {}): Promise<EventPage<DeeplinkEvent>> {
  return apiRequest('/api/analytics/deeplink', { query: { limit: EVENT_PAGE_SIZE, ...params } })
}

/** Search events live at the bare analytics path. */
export function getSearchEvents(params: SearchEventsParams = {}): Promise<EventPage<SearchEvent>> {
  return apiRequest('/api/analytics', { query: { limit: EVENT_PAGE_SIZE, ...params } })
}

export function getNavigationEvents(params: NavigationEventsParams = {}): Promise<EventPage<NavigationEvent>> {
  return apiRequest('/api/analytics/navigation', { query: { limit: EVENT_PAGE_SIZE, ...params } })
}

export function getFeedbackSummary(): Promise<FeedbackSummary> {
  return apiRequest('/api/analytics/feedback/summary')
}

export function getFeedbackActivity(params: FeedbackActivityParams = {}): Promise<FeedbackActivityResponse> {
  return apiRequest('/api/analytics/feedback/activity', { query: { limit: EVENT_PAGE_SIZE, ...params } })
}

/** Success figures over the last `days` days (the summary window is 7). */
export function getApiSuccessSummary(days = 7): Promise<ApiSuccessSummaryResponse> {
  return apiRequest('/api/analytics/api-success/summary', { query: { days } })
}

export function getApiSuccessEvents(params: PageParams = {}): Promise<ApiSuccessEventsResponse> {
  return apiRequest('/api/analytics/api-success', { query: { limit: EVENT_PAGE_SIZE, ...params } })
}

/** Daily series over a range of calendar days and the same number of days before it. */
export function getTrends(params: TrendsParams): Promise<TrendsResponse> {
  return apiRequest('/api/analytics/trends', {
    query: { from: params.from, to: params.to, interval: params.interval ?? 'day' },
  })
}
