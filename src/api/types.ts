// Request and response shapes of every call in docs/product.md#api-calls, with the entities
// of docs/product.md#entities. The console, the contract tests and the simulated backend all
// use these types; change them here and the compiler shows every place that must follow.
// The values of enumerations live in src/schema/, with the types they make.

import type {
  DeeplinkEventType,
  EventSource,
  FeedbackType,
  LifecycleEventType,
  NavigationType,
  Platform,
  SearchMode,
  SearchType,
  ShareType,
} from '@/schema/events'
import type { AuditAction } from '@/schema/audit'
import type { SortOrder } from '@/schema/lists'
import type { ParkingLotSortField, ParkingType } from '@/schema/parkingLots'
import type { TrendInterval } from '@/schema/trends'

// ---------------------------------------------------------------- shared

export interface Pagination {
  page: number
  limit: number
  total: number
  pages: number
  /** Some responses derive these (docs/product.md#pagination-object); the console reads page and pages instead. */
  hasNext?: boolean
  hasPrev?: boolean
}

export interface PageParams {
  page?: number
  limit?: number
}

/** Calendar days as YYYY-MM-DD; both ends inclusive. */
export interface DateRangeParams {
  startDate?: string
  endDate?: string
}

export type { SortOrder }

// ---------------------------------------------------------------- auth

export interface Credentials {
  username: string
  password: string
}

/** The signed-in user as the login call returns it; the console stores it but shows only the username. */
export interface User {
  id: string
  username: string
  role?: string
  [field: string]: unknown
}

export interface LoginResponse {
  token: string
  user: User
}

// ---------------------------------------------------------------- events

export type * from '@/schema/events'

export interface LifecycleEvent {
  _id: string
  eventType: LifecycleEventType
  timestamp: string
  userId: string
  deviceInfo: string
  appVersion: string
  platform: Platform
  /** Seconds. */
  sessionDuration: number
}

export interface SearchEvent {
  _id: string
  searchType: SearchType
  searchMode: SearchMode
  searchQuery: string
  userId: string
  deviceInfo: string
  appVersion: string
  timestamp: string
}

export interface NavigationEvent {
  _id: string
  navigationType: NavigationType
  spotId: string
  spotAddress: string
  destinationAddress: string
  userId: string
  timestamp: string
}

export interface ShareEvent {
  _id: string
  shareType: ShareType
  shareMethod: string
  spotId?: string
  spotAddress?: string
  shareContent: string
  timestamp: string
  userId: string
}

export interface DeeplinkEvent {
  _id: string
  eventType: DeeplinkEventType
  source: string
  deeplinkId: string
  platform: Platform
  userId: string
  timestamp: string
}

export interface FeedbackItem {
  _id: string
  userId: string
  feedbackType: FeedbackType
  comment?: string
  timestamp: string
  searchId?: string
  spotAddress?: string
  spotType?: string
  parkingLotName?: string
  parkingLotId?: string
}

export interface EventFeedItem {
  _id: string
  displayName: string
  eventSource: EventSource
  description: string
  timestamp: string
  userId: string
  feedbackType?: FeedbackType
  comment?: string
  parkingLotName?: string
  /**
   * Feedback items: the lot's _id (docs/product.md#feedback: "parkingLotId in activity
   * lists"), for a link to its detail page. Optional: a backend may leave it out, and the
   * name is then shown unlinked.
   */
  parkingLotId?: string
}

export interface EventCounts {
  total: number
  search: number
  navigation: number
  lifecycle: number
  share: number
  deeplink: number
  feedback: number
}

export interface EventPage<T> {
  events: T[]
  pagination: Pagination
}

export interface AllEventsParams extends PageParams, DateRangeParams {
  eventType?: EventSource
  userId?: string
}

export interface AllEventsResponse extends EventPage<EventFeedItem> {
  eventCounts: EventCounts
}

/** The lifecycle and deeplink lists take dates too: an addition to the original API (docs/backend-guide.md). */
export interface LifecycleEventsParams extends PageParams, DateRangeParams {
  eventType?: LifecycleEventType
}
export interface ShareEventsParams extends PageParams {
  shareType?: ShareType
}
export interface DeeplinkEventsParams extends PageParams, DateRangeParams {
  eventType?: DeeplinkEventType
}
export interface SearchEventsParams extends PageParams {
  searchType?: SearchType
}
export interface NavigationEventsParams extends PageParams {
  navigationType?: NavigationType
}

// ---------------------------------------------------------------- dashboard

export interface DashboardOverview {
  totalEvents: number
  todayEvents: number
  totalUniqueUsers: number
  todayUniqueUsers: number
  lastUpdated: string
}

export interface DashboardSection {
  totalEvents: number
  todayEvents: number
  uniqueUsers: number
  todayUniqueUsers: number
}

export type LifecycleBreakdown = Record<'APP_LAUNCH' | 'FIRST_LAUNCH', number>
export type SearchBreakdown = Record<'GENERAL' | 'CHEAP' | 'EASY', number>
export type NavigationBreakdown = Record<'GOOGLE_MAPS' | 'APPLE_MAPS' | 'WAZE', number>
export type ShareBreakdown = Record<'APP_STORE' | 'PARKING_SPOT', number>
export type DeeplinkBreakdown = Record<DeeplinkEventType, number>

export interface DashboardResponse {
  overview: DashboardOverview
  lifecycle: DashboardSection & {
    newUsersToday: number
    eventTypeBreakdown: LifecycleBreakdown
    todayEventTypeBreakdown: LifecycleBreakdown
  }
  search: DashboardSection & {
    searchTypeBreakdown: SearchBreakdown
    todaySearchTypeBreakdown: SearchBreakdown
  }
  navigation: DashboardSection & {
    navigationTypeBreakdown: NavigationBreakdown
    todayNavigationTypeBreakdown: NavigationBreakdown
  }
  share: DashboardSection & {
    shareTypeBreakdown: ShareBreakdown
    todayShareTypeBreakdown: ShareBreakdown
  }
  deeplink: DashboardSection & {
    eventTypeBreakdown: DeeplinkBreakdown
    todayEventTypeBreakdown: DeeplinkBreakdown
    /** Percent (0-100) of deeplink clicks that were redirected into the app. */
    appConversionRate: number
  }
}

// ---------------------------------------------------------------- users, retention, cohorts

export interface UserInsightsResponse {
  kpis: {
    totalUsers: number
    newUsers: number
    returningUsers: number
    activeToday: number
    /** A fraction from 0 to 1. */
    conversionRate: number
    avgSearchesPerUser: number
  }
  topUsers: Array<{
    userId: string
    userType: 'new' | 'returning'
    totalSearches: number
    totalNavigations: number
    searchVariety: number
    daysActive: number
    isActiveToday: boolean
    lastSeen: string
  }>
}

export interface RetentionResponse {
  kpis: {
    newUsersToday: number
    returningUsersToday: number
    activeUsersToday: number
  }
  /** Fractions from 0 to 1. */
  retention: { day1: number; week1: number; month1: number }
  actions: {
    searches: { total: number; today: number }
    navigations: { total: number; today: number }
  }
}

export type CohortStatus = 'new' | 'growing' | 'stable' | 'declining'

export interface Cohort {
  /** ISO week, like 2024-W01. */
  cohortWeek: string
  totalUsers: number
  /** Fractions from 0 to 1. */
  retention: { day1: number; day7: number; day14: number; day30: number }
  status: CohortStatus
  daysSinceCohort: number
}

export interface CohortsResponse {
  cohorts: Cohort[]
  summary: {
    totalCohorts: number
    averageDay1Retention: number
    averageDay7Retention: number
    totalUsers: number
  }
  trends: { improving: number; stable: number; declining: number }
}

// ---------------------------------------------------------------- feedback

export interface FeedbackSummary {
  totalFeedback: number
  positiveFeedback: number
  negativeFeedback: number
  comments: number
  todayFeedback: number
  todayPositive: number
  todayNegative: number
  todayComments: number
  uniqueUsers: number
  todayUniqueUsers: number
}

export interface FeedbackActivityParams extends PageParams, DateRangeParams {
  feedbackType?: FeedbackType
  userId?: string
}

export interface FeedbackActivityResponse {
  feedback: FeedbackItem[]
  feedbackCounts: { up: number; down: number; comment: number; total: number }
  pagination: Pagination
  filters: {
    feedbackType: FeedbackType | null
    userId: string | null
    startDate: string | null
    endDate: string | null
  }
}

// ---------------------------------------------------------------- parking lots

export type { ParkingType }

export type Geometry =
  { type: 'Point'; coordinates: [number, number] } | { type: 'MultiPolygon'; coordinates: number[][][][] }

export interface ParkingLot {
  _id: string
  lotId: string
  name: string
  address?: string | null
  spaces?: number | null
  owner?: string | null
  notes?: string | null
  restriction_description?: string | null
  parking_type?: ParkingType | null
  geometry?: Geometry | null
  additionalProperties?: Record<string, unknown>
  feedback?: FeedbackItem[]
}

export type { ParkingLotSortField }

export interface ParkingLotsParams extends PageParams {
  sortBy?: ParkingLotSortField
  sortOrder?: SortOrder
  search?: string
}

export interface ParkingLotsResponse {
  parkingLots: ParkingLot[]
  pagination: Pagination
}

// ---------------------------------------------------------------- monitoring

export type HealthStatus = 'healthy' | 'warning' | 'unhealthy'

export interface HealthCheck {
  status: HealthStatus | string
  details: Record<string, unknown>
}

export interface HealthResponse {
  status: HealthStatus | string
  timestamp: string
  checks: {
    database: HealthCheck
    cache: HealthCheck
    memory: HealthCheck & { details: { heapUsedPercent: number } & Record<string, unknown> }
    uptime: HealthCheck & { details: { uptimeFormatted: string } & Record<string, unknown> }
  }
}

export interface MetricsResponse {
  requests: {
    total: number
    byMethod: Record<string, number>
    byEndpoint: Record<string, number>
    byStatus: Record<string, number>
  }
  performance: {
    averageResponseTime: number
    slowQueries: number
    cacheHits: number
    cacheMisses: number
    /** Percent (0-100). */
    cacheHitRate: number
  }
  system: {
    uptime: number
    errors: number
    memoryUsage: { heapUsed: number; heapTotal: number; rss: number; external: number }
    database: { status: string; [field: string]: unknown }
  }
}

export interface CacheStatusResponse {
  cache_enabled: boolean
  cache_valid: boolean
  cache_age_ms: number
  cache_age_minutes: number
  cache_duration_minutes: number
  cache_data_size: number
  cache_is_updating: boolean
  /** hit_rate: percent (0-100). */
  metrics: { hits: number; misses: number; hit_rate: number }
}

export interface MemorySample {
  timestamp: string
  heapUsed: number
  heapTotal: number
  heapUsedPercent: number
  rss: number
  external: number
}

export interface MemoryPerformanceResponse {
  summary: {
    currentHeapUsedPercent: number
    averageHeapUsedPercent: number
    minHeapUsedPercent: number
    maxHeapUsedPercent: number
  }
  data: MemorySample[]
}

export interface ApiSuccessSummaryResponse {
  data: {
    /** successRate here and per endpoint: percent (0-100). */
    overall: { successRate: number; totalRequests: number; failureRequests: number }
    byEndpoint: Array<{
      endpoint: string
      totalRequests: number
      successRate: number
      avgResponseTime: number
    }>
  }
}

export interface ApiSuccessEvent {
  _id: string
  timestamp: string
  endpoint: string
  success: boolean
  responseTime: number
  statusCode: number
  userId: string | null
}

export interface ApiSuccessEventsResponse {
  data: ApiSuccessEvent[]
  meta: { total: number; page: number; limit: number }
}

// ---------------------------------------------------------------- live data and versions

export interface LiveDataControl {
  lotId: string
  isEnabled: boolean
  lastUpdated: string
  occupancyChangesLastHour: number
  /** Percent. */
  maxChangeLastHour: number
  dataPointsLastHour: number
}

export interface LiveDataControlsResponse {
  data: {
    controls: LiveDataControl[]
    summary: { total: number; enabled: number; disabled: number }
  }
  timestamp: string
}

export interface VersionInfo {
  version: number
  lastModified: string
  age: { days: number; hours: number; minutes: number }
}

export interface VersionResponse {
  data: VersionInfo
}

export interface MessageResponse {
  data: { message: string }
}

export interface ToggleLiveDataResponse {
  data: { message: string; lotId: string; isEnabled: boolean }
}

export interface BumpVersionResponse {
  data: { newVersion: number; message: string }
}

// ---------------------------------------------------------------- audit log

export type { AuditAction }

/**
 * One field a save changed: `from` absent when the save added the field, `to` absent when
 * it removed it. Top-level fields by name, each key of additionalProperties as
 * `additionalProperties.{key}`, geometry as one field. Values are JSON values.
 */
export interface AuditFieldChange {
  field: string
  from?: unknown
  to?: unknown
}

/** One recorded admin action: who, when, what, on which lot, and what changed. */
export interface AuditEntry {
  id: string
  /** When the backend did it (ISO 8601). */
  at: string
  userId: string
  username: string
  action: AuditAction
  /** The lot's lotId (a save, a toggle). */
  lotId?: string
  /** The lot's database `_id`, when the backend knows it: the console links the detail page. */
  parkingLotId?: string
  lotName?: string
  /** A save's changed fields, in the lot's field order. */
  changes?: AuditFieldChange[]
  /** A version bump's versions. */
  version?: { from: number; to: number }
}

export interface AuditParams extends PageParams, DateRangeParams {
  lotId?: string
  /** A user's id or username, exact. */
  userId?: string
  action?: AuditAction
}

export interface AuditResponse {
  entries: AuditEntry[]
  pagination: Pagination
}

// ---------------------------------------------------------------- trends

/** The daily series of GET /api/analytics/trends, by key. */
export type TrendKey =
  | 'searches'
  | 'navigations'
  | 'appLaunches'
  | 'firstLaunches'
  | 'shares'
  | 'deeplinkClicks'
  | 'feedbackPositive'
  | 'feedbackNegative'
  | 'activeUsers'

export type { TrendInterval }

/** Calendar days as YYYY-MM-DD in the backend's time zone; both ends inclusive. */
export interface DayRange {
  from: string
  to: string
}

export interface TrendsParams extends DayRange {
  interval?: TrendInterval
}

/** One day's figure. */
export interface TrendPoint {
  date: string
  value: number
}

export interface TrendSeries {
  /** Every day of the range up to today (today so far), oldest first, zeros included. */
  current: TrendPoint[]
  /** Every day of the previous period up to today, oldest first, zeros included. */
  previous: TrendPoint[]
  /** The figure over the whole range answered: the sum of the points, but distinct users for activeUsers. */
  currentTotal: number
  previousTotal: number
}

export interface TrendsResponse {
  interval: TrendInterval
  /** The IANA zone the backend's days are cut in, such as Europe/Oslo. */
  timeZone: string
  /** The range asked for. */
  range: DayRange
  /** The days just before it, as many as the range holds. */
  previous: DayRange
  series: Record<TrendKey, TrendSeries>
}

/** The body of every 4xx/5xx answer. */
export interface ErrorBody {
  message: string
}

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
