// The types of every call in docs/product.md#api-calls, inferred from the API's schemas in
// src/schema (the calls' shapes in src/schema/calls, the values in src/schema/*.ts). Change
// a schema and the compiler shows every place that must follow. Type-only imports: the
// schemas themselves load with the answer checks (http.ts), never with a screen.

import type * as z from 'zod/mini'
import type { CALLS } from '@/schema/calls'
import type { RouteName } from '@/schema/routes'
import type * as analytics from '@/schema/calls/analytics'
import type * as audit from '@/schema/calls/audit'
import type * as auth from '@/schema/calls/auth'
import type * as events from '@/schema/calls/events'
import type * as liveData from '@/schema/calls/liveData'
import type * as monitoring from '@/schema/calls/monitoring'
import type * as parkingLots from '@/schema/calls/parkingLots'
import type * as shared from '@/schema/calls/shared'

export type * from '@/schema/events'
export type { AuditAction } from '@/schema/audit'
export type { SortOrder } from '@/schema/lists'
export type { HealthStatus } from '@/schema/monitoring'
export type { ParkingLotSortField, ParkingType } from '@/schema/parkingLots'
export type { TrendInterval } from '@/schema/trends'

/** What a call answers, as the console reads it. */
export type Answer<Name extends RouteName> = z.output<(typeof CALLS)[Name]['answer']>
/** What a call's query takes; every parameter may be left out but those the call needs. */
type Query<Name extends RouteName> = (typeof CALLS)[Name] extends { query: z.ZodMiniObject }
  ? z.input<(typeof CALLS)[Name]['query']>
  : never

// ---------------------------------------------------------------- shared

export type Pagination = z.output<typeof shared.Pagination>
export type PageParams = z.input<typeof shared.PageQuery>
/** Calendar days as YYYY-MM-DD; both ends inclusive. */
export type DateRangeParams = z.input<typeof shared.DateRangeQuery>
export type ErrorBody = z.output<typeof shared.ErrorBody>

// ---------------------------------------------------------------- auth

export type Credentials = z.input<(typeof CALLS)['login']['body']>
export type User = z.output<typeof auth.User>
export type LoginResponse = Answer<'login'>

// ---------------------------------------------------------------- events

export type LifecycleEvent = z.output<typeof events.LifecycleEvent>
export type SearchEvent = z.output<typeof events.SearchEvent>
export type NavigationEvent = z.output<typeof events.NavigationEvent>
export type ShareEvent = z.output<typeof events.ShareEvent>
export type DeeplinkEvent = z.output<typeof events.DeeplinkEvent>
export type FeedbackItem = z.output<typeof events.FeedbackItem>
export type EventFeedItem = z.output<typeof events.EventFeedItem>
export type EventCounts = z.output<typeof events.EventCounts>

export interface EventPage<T> {
  events: T[]
  pagination: Pagination
}

export type AllEventsParams = Query<'getAllEvents'>
export type AllEventsResponse = Answer<'getAllEvents'>
export type LifecycleEventsParams = Query<'getLifecycleEvents'>
export type ShareEventsParams = Query<'getShareEvents'>
export type DeeplinkEventsParams = Query<'getDeeplinkEvents'>
export type SearchEventsParams = Query<'getSearchEvents'>
export type NavigationEventsParams = Query<'getNavigationEvents'>

// ---------------------------------------------------------------- dashboard and insights

export type DashboardSection = z.output<typeof analytics.DashboardSection>
export type DashboardResponse = Answer<'getDashboard'>
export type UserInsightsResponse = Answer<'getUserInsights'>
export type RetentionResponse = Answer<'getRetention'>
export type Cohort = z.output<typeof analytics.Cohort>
export type CohortStatus = (typeof analytics.COHORT_STATUSES)[number]
export type CohortsResponse = Answer<'getCohorts'>

// ---------------------------------------------------------------- feedback

export type FeedbackSummary = Answer<'getFeedbackSummary'>
export type FeedbackActivityParams = Query<'getFeedbackActivity'>
export type FeedbackActivityResponse = Answer<'getFeedbackActivity'>

// ---------------------------------------------------------------- parking lots

export type ParkingLot = z.output<typeof parkingLots.ParkingLot>
export type Geometry = NonNullable<ParkingLot['geometry']>
export type ParkingLotsParams = Query<'getParkingLots'>
export type ParkingLotsResponse = Answer<'getParkingLots'>

// ---------------------------------------------------------------- monitoring

export type HealthCheck = z.output<typeof monitoring.HealthCheck>
export type HealthResponse = Answer<'getHealth'>
export type MetricsResponse = Answer<'getMetrics'>
export type CacheStatusResponse = Answer<'getCacheStatus'>
export type MemorySample = z.output<typeof monitoring.MemorySample>
export type MemoryPerformanceResponse = Answer<'getMemoryPerformance'>
export type ApiSuccessSummaryResponse = Answer<'getApiSuccessSummary'>
export type ApiSuccessEvent = z.output<typeof analytics.ApiSuccessEvent>
export type ApiSuccessEventsResponse = Answer<'getApiSuccessEvents'>

// ---------------------------------------------------------------- live data and versions

export type LiveDataControl = z.output<typeof liveData.LiveDataControl>
export type LiveDataControlsResponse = Answer<'getLiveDataControls'>
export type VersionResponse = Answer<'getDataVersion'>
export type VersionInfo = VersionResponse['data']
export type ToggleLiveDataResponse = Answer<'toggleLiveData'>
export type MessageResponse = Answer<'updateLiveDataMetrics'>
export type BumpVersionResponse = Answer<'bumpVersion'>

// ---------------------------------------------------------------- audit log

export type AuditFieldChange = z.output<typeof audit.AuditFieldChange>
export type AuditEntry = z.output<typeof audit.AuditEntry>
export type AuditParams = Query<'getAuditLog'>
export type AuditResponse = Answer<'getAuditLog'>

// ---------------------------------------------------------------- trends

export type TrendKey = (typeof analytics.TREND_KEYS)[number]
export type TrendsParams = Query<'getTrends'>
export type TrendsResponse = Answer<'getTrends'>
export type TrendSeries = z.output<typeof analytics.TrendSeries>
export type TrendPoint = TrendSeries['current'][number]
/** Calendar days as YYYY-MM-DD in the backend's time zone; both ends inclusive. */
export type DayRange = TrendsResponse['range']

/**
 * One of the console's latest calls, as the simulated backend lists them (mocks/recentCalls.ts,
 * shown by the scenario panel): the call, its answer, and how it reached that backend.
 */
export interface RecentCall {
  method: string
  /** The path and query, as the address bar would show them. */
  path: string
  /** The answer's status; null when no answer came. */
  status: number | null
  /** When it was sent (the browser's clock, ms since 1970) and how long its answer took. */
  sentAt: number
  ms: number
  /**
   * `service worker`: through msw's service worker, so the browser's network panel shows it;
   * `backend worker`: straight to the backend's Web Worker, because the service worker did
   * not control the page yet (a first visit's first calls) or could not start at all.
   */
  way: 'service worker' | 'backend worker'
}
