import * as z from 'zod/mini'
import { ROUTES } from '@/schema/routes'
import {
  DEEPLINK_EVENT_TYPES,
  LIFECYCLE_EVENT_TYPES,
  NAVIGATION_TYPES,
  SEARCH_MODES,
  SHARE_TYPES,
} from '@/schema/events'
import { MAX_RANGE_DAYS } from '@/schema/lists'
import { API_SUCCESS_DAYS } from '@/schema/monitoring'
import { TREND_INTERVALS } from '@/schema/trends'
import { calendarDay, call, count, countsOf, instant, openEnum, PageQuery, PARAMETER_NOT_VALID } from './shared'

// The analytics figures (docs/product.md#analytics-dashboard and the insight screens): the
// dashboard and its trends, user insights, retention, cohorts, feedback and API success.

/** A number from 0 to 1. */
const fraction = () => z.number().check(z.describe('A fraction from 0 to 1.'))
/** A number from 0 to 100. */
const percent = () => z.number().check(z.describe('A percentage from 0 to 100.'))

/** The cohort statuses and user types the console has words for. */
export const COHORT_STATUSES = ['new', 'growing', 'stable', 'declining'] as const
export const USER_TYPES = ['new', 'returning'] as const

const upper = <Key extends string>(keys: readonly Key[]) => keys.map((key) => key.toUpperCase() as Uppercase<Key>)

export const DashboardSection = z.object({
  totalEvents: count(),
  todayEvents: count(),
  uniqueUsers: count(),
  todayUniqueUsers: count(),
})

/** One count per type: over all time, and today. */
const breakdowns = <Name extends string, Key extends string>(name: Name, keys: readonly Key[]) =>
  ({ [name]: countsOf(keys), [`today${name[0]!.toUpperCase()}${name.slice(1)}`]: countsOf(keys) }) as Record<
    Name | `today${Capitalize<Name>}`,
    ReturnType<typeof countsOf<Key>>
  >

export const DashboardResponse = z.object({
  overview: z.object({
    totalEvents: count(),
    todayEvents: count(),
    totalUniqueUsers: count(),
    todayUniqueUsers: count(),
    lastUpdated: instant(),
  }),
  lifecycle: z.extend(DashboardSection, {
    newUsersToday: count(),
    ...breakdowns('eventTypeBreakdown', upper(LIFECYCLE_EVENT_TYPES)),
  }),
  search: z.extend(DashboardSection, breakdowns('searchTypeBreakdown', upper(SEARCH_MODES))),
  navigation: z.extend(DashboardSection, breakdowns('navigationTypeBreakdown', upper(NAVIGATION_TYPES))),
  share: z.extend(DashboardSection, breakdowns('shareTypeBreakdown', upper(SHARE_TYPES))),
  deeplink: z.extend(DashboardSection, {
    ...breakdowns('eventTypeBreakdown', DEEPLINK_EVENT_TYPES),
    appConversionRate: percent().check(z.describe('Percent of deeplink clicks redirected into the app.')),
  }),
})

export const UserInsightsResponse = z.object({
  kpis: z.object({
    totalUsers: count(),
    newUsers: count(),
    returningUsers: count(),
    activeToday: count(),
    conversionRate: fraction(),
    avgSearchesPerUser: z.number(),
  }),
  topUsers: z.array(
    z.object({
      userId: z.string(),
      userType: openEnum(USER_TYPES),
      totalSearches: count(),
      totalNavigations: count(),
      searchVariety: count(),
      daysActive: count(),
      isActiveToday: z.boolean(),
      lastSeen: instant(),
    }),
  ),
})

const todayAndTotal = () => z.object({ total: count(), today: count() })

export const RetentionResponse = z.object({
  kpis: z.object({ newUsersToday: count(), returningUsersToday: count(), activeUsersToday: count() }),
  retention: z.object({ day1: fraction(), week1: fraction(), month1: fraction() }),
  actions: z.object({ searches: todayAndTotal(), navigations: todayAndTotal() }),
})

export const Cohort = z.object({
  cohortWeek: z.string().check(z.describe('An ISO week, like 2024-W01.')),
  totalUsers: count(),
  retention: z.object({ day1: fraction(), day7: fraction(), day14: fraction(), day30: fraction() }),
  status: openEnum(COHORT_STATUSES),
  daysSinceCohort: count(),
})

export const CohortsResponse = z.object({
  cohorts: z.array(Cohort),
  summary: z.object({
    totalCohorts: count(),
    averageDay1Retention: fraction(),
    averageDay7Retention: fraction(),
    totalUsers: count(),
  }),
  trends: countsOf(['improving', 'stable', 'declining']),
})

export const FeedbackSummary = countsOf([
  'totalFeedback',
  'positiveFeedback',
  'negativeFeedback',
  'comments',
  'todayFeedback',
  'todayPositive',
  'todayNegative',
  'todayComments',
  'uniqueUsers',
  'todayUniqueUsers',
])

export const ApiSuccessEvent = z.object({
  _id: z.string(),
  timestamp: instant(),
  endpoint: z.string(),
  success: z.boolean(),
  responseTime: z.number(),
  statusCode: z.int(),
  // Null for a call made without a signed-in user.
  userId: z.optional(z.nullable(z.string())),
})

export const TREND_KEYS = [
  'searches',
  'navigations',
  'appLaunches',
  'firstLaunches',
  'shares',
  'deeplinkClicks',
  'feedbackPositive',
  'feedbackNegative',
  'activeUsers',
] as const

const TrendPoint = z.object({ date: calendarDay(), value: z.number() })

export const TrendSeries = z.object({
  current: z.array(TrendPoint).check(z.describe('Every day of the range up to today, oldest first, zeros included.')),
  previous: z.array(TrendPoint).check(z.describe('Every day of the previous period up to today, oldest first.')),
  currentTotal: z.number().check(z.describe('The sum of the points; distinct users for activeUsers.')),
  previousTotal: z.number(),
})

const DayRange = z.object({ from: calendarDay(), to: calendarDay() })

export const TrendsResponse = z.object({
  interval: z.enum(TREND_INTERVALS),
  timeZone: z.string().check(z.describe('The IANA zone the backend cuts its days in, such as Europe/Oslo.')),
  range: DayRange,
  previous: DayRange.check(z.describe('The days just before the range, as many as it holds.')),
  series: z.object(
    Object.fromEntries(TREND_KEYS.map((key) => [key, TrendSeries])) as Record<
      (typeof TREND_KEYS)[number],
      typeof TrendSeries
    >,
  ),
})

export const analyticsCalls = {
  getDashboard: call(ROUTES.getDashboard, {
    summary: 'Totals and today’s figures of every kind of event',
    answer: DashboardResponse,
  }),
  getUserInsights: call(ROUTES.getUserInsights, {
    summary: 'User figures and the most active users',
    answer: UserInsightsResponse,
  }),
  getRetention: call(ROUTES.getRetention, {
    summary: 'Today’s users and the day, week and month retention',
    answer: RetentionResponse,
  }),
  getCohorts: call(ROUTES.getCohorts, {
    summary: 'Weekly cohorts of new users and how they come back',
    answer: CohortsResponse,
  }),
  getFeedbackSummary: call(ROUTES.getFeedbackSummary, {
    summary: 'Feedback counts, over all time and today',
    answer: FeedbackSummary,
  }),
  getApiSuccessSummary: call(ROUTES.getApiSuccessSummary, {
    summary: 'Success figures of the API over the last days, overall and per endpoint',
    query: z.object({
      days: z._default(z.int().check(z.minimum(1), z.maximum(API_SUCCESS_DAYS.max)), API_SUCCESS_DAYS.default),
    }),
    answer: z.object({
      data: z.object({
        overall: z.object({ successRate: percent(), totalRequests: count(), failureRequests: count() }),
        byEndpoint: z.array(
          z.object({
            endpoint: z.string(),
            avgResponseTime: z.number(),
            totalRequests: z.optional(count()),
            successRate: z.optional(percent()),
          }),
        ),
      }),
    }),
    errors: PARAMETER_NOT_VALID,
  }),
  getApiSuccessEvents: call(ROUTES.getApiSuccessEvents, {
    summary: 'The recorded API calls, newest first',
    query: PageQuery,
    answer: z.object({
      data: z.array(ApiSuccessEvent),
      meta: z.object({ total: count(), page: z.optional(count()), limit: z.optional(count()) }),
    }),
    errors: PARAMETER_NOT_VALID,
  }),
  getTrends: call(ROUTES.getTrends, {
    summary: 'Daily series over a range of calendar days and as many days before it',
    query: z.object({
      from: calendarDay(),
      to: calendarDay(),
      interval: z._default(z.enum(TREND_INTERVALS), 'day'),
    }),
    answer: TrendsResponse,
    errors: { 400: `A day is missing or not valid, or the range is longer than ${MAX_RANGE_DAYS} days` },
  }),
}
