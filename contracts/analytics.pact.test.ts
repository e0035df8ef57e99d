import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import {
  EXPORT_PAGE_SIZE,
  getAllEvents,
  getApiSuccessEvents,
  getApiSuccessSummary,
  getCohorts,
  getDashboard,
  getDeeplinkEvents,
  getFeedbackActivity,
  getFeedbackSummary,
  getLifecycleEvents,
  getNavigationEvents,
  getRetention,
  getSearchEvents,
  getShareEvents,
  getUserInsights,
} from '../src/api/analytics'
import { readCredentials } from '../src/api/credentials'
import type {
  AllEventsResponse,
  ApiSuccessEvent,
  ApiSuccessEventsResponse,
  ApiSuccessSummaryResponse,
  Cohort,
  CohortStatus,
  CohortsResponse,
  DashboardResponse,
  DeeplinkEvent,
  DeeplinkEventType,
  EventFeedItem,
  EventPage,
  EventSource,
  FeedbackActivityResponse,
  FeedbackItem,
  FeedbackSummary,
  FeedbackType,
  LifecycleEvent,
  LifecycleEventType,
  NavigationEvent,
  NavigationType,
  Platform,
  RetentionResponse,
  SearchEvent,
  SearchMode,
  SearchType,
  ShareEvent,
  ShareType,
  UserInsightsResponse,
} from '../src/api/types'
import { STATES } from './pactNames'
import {
  ANONYMOUS_HEADERS,
  answersWith,
  AUTHENTICATED_HEADERS,
  count,
  counts,
  createPact,
  errorBody,
  everyMember,
  fromState,
  exampleOf,
  executeTest,
  flag,
  isoDateTime,
  listOf,
  oneOf,
  paginationOf,
  rate,
  signIn,
  signOut,
  text,
  type Template,
} from './support'

// The analytics calls of SPEC section 7.
//
// Each list is asked for the way its screen asks: page 1 (the client adds `limit=50`) and,
// where the call has one, a type filter; no user or date filter, whose answer would depend
// on the provider's data and clock. Items of a list filtered by type have their type field
// pinned to the filtered value: the screen shows them as that type, so a provider that
// ignores the filter breaks the contract.
//
// Fields a type lets be absent or null (`?:` or `| null`) are left out of the templates:
// the provider is free to send them or not, and a value there is not checked.

const pact = createPact()

/** The query of page 1 of a list: the page the screen opens on, and the client's page size. */
const FIRST_PAGE = { page: '1', limit: '50' }

/** The page a list's pagination describes: page 1 of 50 items, out of `total`. */
const firstPageOf = (total: number) => paginationOf(1, 50, total)

/** Page 1 of an event list, every event shaped like `event`. */
function eventPage<T>(event: Template<T>, total: number): Template<EventPage<T>> {
  return { events: listOf(event), pagination: firstPageOf(total) } as Template<EventPage<T>>
}

/** The only value a list filtered by type may hold in its type field. */
/** A date filter's value: a calendar day. */
const CALENDAR_DAY = '^\\d{4}-\\d{2}-\\d{2}$'

const filteredTo = <T extends string>(value: T) => oneOf([value], value)

const PLATFORMS = everyMember<Platform>({ ios: true, android: true, web: true })

// ---------------------------------------------------------------- dashboard

/** The counts every dashboard section has, all time and today. */
function section(totalEvents: number, todayEvents: number, uniqueUsers: number, todayUniqueUsers: number) {
  return {
    totalEvents: count(totalEvents),
    todayEvents: count(todayEvents),
    uniqueUsers: count(uniqueUsers),
    todayUniqueUsers: count(todayUniqueUsers),
  }
}

const dashboard: Template<DashboardResponse> = {
  overview: {
    totalEvents: count(48210),
    todayEvents: count(1320),
    totalUniqueUsers: count(4870),
    todayUniqueUsers: count(610),
    lastUpdated: isoDateTime('2024-05-14T09:30:00.000Z'),
  },
  lifecycle: {
    ...section(15400, 420, 4870, 560),
    newUsersToday: count(35),
    eventTypeBreakdown: counts({ APP_LAUNCH: 10530, FIRST_LAUNCH: 4870 }),
    todayEventTypeBreakdown: counts({ APP_LAUNCH: 385, FIRST_LAUNCH: 35 }),
  },
  search: {
    ...section(18900, 510, 4200, 330),
    searchTypeBreakdown: counts({ GENERAL: 11340, CHEAP: 4725, EASY: 2835 }),
    todaySearchTypeBreakdown: counts({ GENERAL: 306, CHEAP: 128, EASY: 76 }),
  },
  navigation: {
    ...section(9300, 260, 3100, 190),
    navigationTypeBreakdown: counts({ GOOGLE_MAPS: 5580, APPLE_MAPS: 2790, WAZE: 930 }),
    todayNavigationTypeBreakdown: counts({ GOOGLE_MAPS: 156, APPLE_MAPS: 78, WAZE: 26 }),
  },
  share: {
    ...section(1800, 52, 1200, 47),
    shareTypeBreakdown: counts({ APP_STORE: 700, PARKING_SPOT: 1100 }),
    todayShareTypeBreakdown: counts({ APP_STORE: 20, PARKING_SPOT: 32 }),
  },
  deeplink: {
    ...section(2400, 64, 1500, 58),
    eventTypeBreakdown: counts({
      DEEPLINK_CLICKED: 1200,
      DEEPLINK_REDIRECTED_TO_APP: 510,
      DEEPLINK_REDIRECTED_TO_WEB: 390,
      DOWNLOAD_CLICKED: 300,
    }),
    todayEventTypeBreakdown: counts({
      DEEPLINK_CLICKED: 32,
      DEEPLINK_REDIRECTED_TO_APP: 14,
      DEEPLINK_REDIRECTED_TO_WEB: 10,
      DOWNLOAD_CLICKED: 8,
    }),
    appConversionRate: rate(42.5),
  },
}

describe('GET /api/analytics/dashboard', () => {
  it('answers a signed-in console with every figure of the dashboard', async () => {
    signIn()

    const interaction = pact
      .addInteraction()
      .given(STATES.analyticsEventsExist)
      .uponReceiving('a request for the dashboard')
      .withRequest('GET', '/api/analytics/dashboard', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith(interaction, dashboard, () => getDashboard())
  })

  it('answers a request without a token with 401, which the console reports as Authentication required', async () => {
    signOut()
    expect(readCredentials()).toBeNull()

    const interaction = pact
      .addInteraction()
      .uponReceiving('a request for the dashboard without a token')
      .withRequest('GET', '/api/analytics/dashboard', (request) => request.headers(ANONYMOUS_HEADERS))
      .willRespondWith(401, (response) => response.jsonBody(errorBody('Authentication required')))

    await executeTest(interaction, async () => {
      await expect(getDashboard()).rejects.toMatchObject({
        name: 'ApiError',
        status: 401,
        message: 'Authentication required',
      })
    })
  })
})

// ---------------------------------------------------------------- activity feed

describe('GET /api/analytics/all-events', () => {
  it('answers the activity feed filtered to feedback with the counts per source and page 1', async () => {
    signIn()
    // feedbackType, comment and parkingLotName are optional in EventFeedItem (a feedback
    // item may have no comment or lot), so they are left out.
    const body: Template<AllEventsResponse> = {
      eventCounts: counts({
        total: 48210,
        search: 18900,
        navigation: 9300,
        lifecycle: 15400,
        share: 1800,
        deeplink: 2400,
        feedback: 410,
      }),
      events: listOf<EventFeedItem>({
        _id: text('6643201fa1b2c3d4e5f60718'),
        displayName: text('Comment'),
        eventSource: filteredTo<EventSource>('feedback'),
        description: text('Commented on Aker Brygge P-hus'),
        timestamp: isoDateTime('2024-05-14T08:12:45.000Z'),
        userId: text('user_00a3k1f'),
      }),
      pagination: firstPageOf(410),
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.analyticsEventsExist)
      .uponReceiving('a request for page 1 of the activity feed filtered to feedback')
      .withRequest('GET', '/api/analytics/all-events', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ ...FIRST_PAGE, eventType: 'feedback' }),
      )

    await answersWith(interaction, body, () => getAllEvents({ page: 1, eventType: 'feedback' }))
  })

  it('answers a later page of 200, as Export CSV pages through the whole feed', async () => {
    signIn()
    const body: Template<AllEventsResponse> = {
      eventCounts: counts({ total: 48210, search: 18900, navigation: 9300, lifecycle: 15400, share: 1800, deeplink: 2400, feedback: 410 }),
      events: listOf<EventFeedItem>({
        _id: text('6643201fa1b2c3d4e5f60719'),
        displayName: text('Search'),
        eventSource: oneOf(everyMember<EventSource>({ search: true, navigation: true, lifecycle: true, share: true, deeplink: true, feedback: true }), 'search'),
        description: text('Searched for "Oslo S" (address, cheap)'),
        timestamp: isoDateTime('2024-05-14T08:12:45.000Z'),
        userId: text('user_00a3k1f'),
      }),
      pagination: paginationOf(2, EXPORT_PAGE_SIZE, 48210),
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.analyticsEventsExist)
      .uponReceiving('a request for page 2 of the activity feed with 200 to a page')
      .withRequest('GET', '/api/analytics/all-events', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ page: '2', limit: String(EXPORT_PAGE_SIZE) }),
      )

    await answersWith(interaction, body, () => getAllEvents({ page: 2, limit: EXPORT_PAGE_SIZE }))
  })
})

// ---------------------------------------------------------------- users, retention, cohorts

type UserType = UserInsightsResponse['topUsers'][number]['userType']

describe('GET /api/analytics/user-insights', () => {
  it('answers with the user KPIs and the most engaged users', async () => {
    signIn()
    const body: Template<UserInsightsResponse> = {
      kpis: {
        totalUsers: count(4870),
        newUsers: count(1240),
        returningUsers: count(3630),
        activeToday: count(610),
        conversionRate: rate(0.46),
        avgSearchesPerUser: rate(3.88),
      },
      topUsers: listOf<UserInsightsResponse['topUsers'][number]>({
        userId: text('user_0001z2b'),
        userType: oneOf(everyMember<UserType>({ new: true, returning: true }), 'returning'),
        totalSearches: count(84),
        totalNavigations: count(37),
        searchVariety: count(9),
        daysActive: count(41),
        isActiveToday: flag(true),
        lastSeen: isoDateTime('2024-05-14T08:47:10.000Z'),
      }),
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.analyticsEventsExist)
      .uponReceiving('a request for user insights')
      .withRequest('GET', '/api/analytics/user-insights', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith(interaction, body, () => getUserInsights())
  })
})

describe('GET /api/analytics/retention', () => {
  it("answers with today's users, the retention rates and the actions", async () => {
    signIn()
    const body: Template<RetentionResponse> = {
      kpis: { newUsersToday: count(35), returningUsersToday: count(575), activeUsersToday: count(610) },
      retention: { day1: rate(0.38), week1: rate(0.21), month1: rate(0.09) },
      actions: {
        searches: { total: count(18900), today: count(510) },
        navigations: { total: count(9300), today: count(260) },
      },
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.analyticsEventsExist)
      .uponReceiving('a request for retention')
      .withRequest('GET', '/api/analytics/retention', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith(interaction, body, () => getRetention())
  })
})

describe('GET /api/analytics/cohorts', () => {
  it('answers with the weekly cohorts, their summary and the trends', async () => {
    signIn()
    const body: Template<CohortsResponse> = {
      cohorts: listOf<Cohort>({
        // An ISO week, as types.ts documents it.
        cohortWeek: MatchersV3.regex(/^\d{4}-W\d{2}$/, '2024-W15'),
        totalUsers: count(312),
        retention: { day1: rate(0.41), day7: rate(0.24), day14: rate(0.17), day30: rate(0.1) },
        status: oneOf(everyMember<CohortStatus>({ new: true, growing: true, stable: true, declining: true }), 'stable'),
        daysSinceCohort: count(35),
      }),
      summary: {
        totalCohorts: count(12),
        averageDay1Retention: rate(0.39),
        averageDay7Retention: rate(0.22),
        totalUsers: count(4870),
      },
      trends: { improving: count(4), stable: count(5), declining: count(3) },
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.analyticsEventsExist)
      .uponReceiving('a request for cohorts')
      .withRequest('GET', '/api/analytics/cohorts', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith(interaction, body, () => getCohorts())
  })
})

// ---------------------------------------------------------------- event lists

describe('GET /api/analytics/lifecycle', () => {
  it('answers page 1 of the app launches', async () => {
    signIn()
    const body = eventPage<LifecycleEvent>(
      {
        _id: text('66432a10c4d5e6f708192a3b'),
        eventType: filteredTo<LifecycleEventType>('app_launch'),
        timestamp: isoDateTime('2024-05-14T09:05:12.000Z'),
        userId: text('user_00a3k1f'),
        deviceInfo: text('iPhone 14'),
        appVersion: text('2.4.1'),
        platform: oneOf(PLATFORMS, 'ios'),
        sessionDuration: count(312),
      },
      10530,
    )

    const interaction = pact
      .addInteraction()
      .given(STATES.analyticsEventsExist)
      .uponReceiving('a request for page 1 of the app launches')
      .withRequest('GET', '/api/analytics/lifecycle', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ ...FIRST_PAGE, eventType: 'app_launch' }),
      )

    await answersWith(interaction, body, () => getLifecycleEvents({ page: 1, eventType: 'app_launch' }))
  })
})

describe('GET /api/analytics/share', () => {
  it('answers page 1 of the parking spot shares', async () => {
    signIn()
    // spotId and spotAddress are optional in ShareEvent, so they are left out.
    const body = eventPage<ShareEvent>(
      {
        _id: text('664329e7b3c4d5e6f7081920'),
        shareType: filteredTo<ShareType>('parking_spot'),
        shareMethod: text('whatsapp'),
        shareContent: text('Parking at Aker Brygge P-hus, found with the parking app'),
        timestamp: isoDateTime('2024-05-14T08:58:31.000Z'),
        userId: text('user_00a3k1f'),
      },
      1100,
    )

    const interaction = pact
      .addInteraction()
      .given(STATES.analyticsEventsExist)
      .uponReceiving('a request for page 1 of the parking spot shares')
      .withRequest('GET', '/api/analytics/share', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ ...FIRST_PAGE, shareType: 'parking_spot' }),
      )

    await answersWith(interaction, body, () => getShareEvents({ page: 1, shareType: 'parking_spot' }))
  })
})

describe('GET /api/analytics/deeplink', () => {
  it('answers page 1 of the deeplink clicks', async () => {
    signIn()
    const body = eventPage<DeeplinkEvent>(
      {
        _id: text('66432b55d1e2f3a4b5c6d7e8'),
        eventType: filteredTo<DeeplinkEventType>('DEEPLINK_CLICKED'),
        source: text('instagram'),
        deeplinkId: text('dl_instagram_12'),
        platform: oneOf(PLATFORMS, 'android'),
        userId: text('user_00b7q2c'),
        timestamp: isoDateTime('2024-05-14T09:11:03.000Z'),
      },
      1200,
    )

    const interaction = pact
      .addInteraction()
      .given(STATES.analyticsEventsExist)
      .uponReceiving('a request for page 1 of the deeplink clicks')
      .withRequest('GET', '/api/analytics/deeplink', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ ...FIRST_PAGE, eventType: 'DEEPLINK_CLICKED' }),
      )

    await answersWith(interaction, body, () => getDeeplinkEvents({ page: 1, eventType: 'DEEPLINK_CLICKED' }))
  })
})

describe('GET /api/analytics (search events)', () => {
  it('answers page 1 of the address searches', async () => {
    signIn()
    const body = eventPage<SearchEvent>(
      {
        _id: text('66432c01e2f3a4b5c6d7e8f9'),
        searchType: filteredTo<SearchType>('address'),
        searchMode: oneOf(everyMember<SearchMode>({ general: true, cheap: true, easy: true }), 'cheap'),
        searchQuery: text('Aker Brygge'),
        userId: text('user_00a3k1f'),
        deviceInfo: text('iPhone 14'),
        appVersion: text('2.4.1'),
        timestamp: isoDateTime('2024-05-14T09:05:40.000Z'),
      },
      7560,
    )

    const interaction = pact
      .addInteraction()
      .given(STATES.analyticsEventsExist)
      .uponReceiving('a request for page 1 of the address searches')
      .withRequest('GET', '/api/analytics', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ ...FIRST_PAGE, searchType: 'address' }),
      )

    await answersWith(interaction, body, () => getSearchEvents({ page: 1, searchType: 'address' }))
  })
})

describe('GET /api/analytics/navigation', () => {
  it('answers page 1 of the navigations with Google Maps', async () => {
    signIn()
    const body = eventPage<NavigationEvent>(
      {
        _id: text('66432c3af3a4b5c6d7e8f901'),
        navigationType: filteredTo<NavigationType>('google_maps'),
        spotId: text('OSL-0417'),
        spotAddress: text('Stranden 1, 0250 Oslo'),
        destinationAddress: text('Aker Brygge, Oslo'),
        userId: text('user_00b7q2c'),
        timestamp: isoDateTime('2024-05-14T09:06:58.000Z'),
      },
      5580,
    )

    const interaction = pact
      .addInteraction()
      .given(STATES.analyticsEventsExist)
      .uponReceiving('a request for page 1 of the navigations with Google Maps')
      .withRequest('GET', '/api/analytics/navigation', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ ...FIRST_PAGE, navigationType: 'google_maps' }),
      )

    await answersWith(interaction, body, () => getNavigationEvents({ page: 1, navigationType: 'google_maps' }))
  })
})

// ---------------------------------------------------------------- feedback

describe('GET /api/analytics/feedback/summary', () => {
  it('answers with the feedback figures, all time and today', async () => {
    signIn()
    const body: Template<FeedbackSummary> = {
      totalFeedback: count(410),
      positiveFeedback: count(246),
      negativeFeedback: count(103),
      comments: count(61),
      todayFeedback: count(12),
      todayPositive: count(7),
      todayNegative: count(3),
      todayComments: count(2),
      uniqueUsers: count(320),
      todayUniqueUsers: count(11),
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.analyticsEventsExist)
      .uponReceiving('a request for the feedback summary')
      .withRequest('GET', '/api/analytics/feedback/summary', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith(interaction, body, () => getFeedbackSummary())
  })
})

/**
 * The feedback activity body with the filters left out: each of them is null when the
 * request did not send it, and the console does not read them. `filters` itself must
 * still be an object.
 */
type FeedbackActivityBody = Omit<FeedbackActivityResponse, 'filters'> & {
  filters: Partial<FeedbackActivityResponse['filters']>
}

describe('GET /api/analytics/feedback/activity', () => {
  it('answers page 1 of the comments with the counts per type', async () => {
    signIn()
    // Every field of FeedbackItem but _id, userId, feedbackType and timestamp is optional
    // (comment, searchId, spotAddress, spotType, parkingLotName, parkingLotId), so only
    // those four are in the template.
    const body: Template<FeedbackActivityBody> = {
      feedback: listOf<FeedbackItem>({
        _id: text('6643201fa1b2c3d4e5f60718'),
        userId: text('user_00a3k1f'),
        feedbackType: filteredTo<FeedbackType>('comment'),
        timestamp: isoDateTime('2024-05-14T08:12:45.000Z'),
      }),
      feedbackCounts: counts({ up: 246, down: 103, comment: 61, total: 410 }),
      pagination: firstPageOf(61),
      filters: {},
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.analyticsEventsExist)
      .uponReceiving('a request for page 1 of the feedback comments')
      .withRequest('GET', '/api/analytics/feedback/activity', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ ...FIRST_PAGE, feedbackType: 'comment' }),
      )

    await answersWith<FeedbackActivityBody>(interaction, body, () => getFeedbackActivity({ page: 1, feedbackType: 'comment' }))
  })

  it("answers page 1 of one user's feedback on one day (the user and date filters)", async () => {
    signIn()
    const userId = 'user_00a3k1f'
    const day = '2024-05-14'
    const body: Template<FeedbackActivityBody> = {
      feedback: listOf<FeedbackItem>({
        _id: text('6643201fa1b2c3d4e5f60718'),
        userId: text(userId),
        feedbackType: oneOf(everyMember<FeedbackType>({ up: true, down: true, comment: true }), 'up'),
        timestamp: isoDateTime('2024-05-14T08:12:45.000Z'),
      }),
      feedbackCounts: counts({ up: 1, down: 0, comment: 0, total: 1 }),
      pagination: firstPageOf(1),
      filters: {},
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.userGaveFeedback)
      .uponReceiving("a request for page 1 of one user's feedback on one day")
      .withRequest('GET', '/api/analytics/feedback/activity', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({
          ...FIRST_PAGE,
          // The user and the day come from the provider's state; both ends of the range are that day.
          userId: fromState('${userId}', userId, '^\\S+$'),
          startDate: fromState('${date}', day, CALENDAR_DAY),
          endDate: fromState('${date}', day, CALENDAR_DAY),
        }),
      )

    await answersWith<FeedbackActivityBody>(interaction, body, () =>
      getFeedbackActivity({ page: 1, userId, startDate: day, endDate: day }),
    )
  })

  it('answers an empty list with zero counts when there is no feedback (the empty state)', async () => {
    signIn()
    // The emptiness is the point: the list and the counts are exact values, not matchers.
    // `pages` stays a matcher: 0 and 1 are both fair for an empty list.
    const body: Template<FeedbackActivityBody> = {
      feedback: [],
      feedbackCounts: { up: 0, down: 0, comment: 0, total: 0 },
      pagination: { ...firstPageOf(0), total: 0 },
      filters: {},
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.noFeedbackYet)
      .uponReceiving('a request for page 1 of the feedback activity when there is no feedback')
      .withRequest('GET', '/api/analytics/feedback/activity', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query(FIRST_PAGE),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))

    await executeTest(interaction, async () => {
      const answer = await getFeedbackActivity({ page: 1 })
      expect(answer).toEqual(exampleOf(body))
      expect(answer.feedback).toEqual([])
    })
  })
})

// ---------------------------------------------------------------- API success

describe('GET /api/analytics/api-success/summary', () => {
  it('answers with the success figures of the last 7 days, overall and per endpoint', async () => {
    signIn()
    // successRate is a percentage from 0 to 100, as the simulated backend sends it.
    const body: Template<ApiSuccessSummaryResponse> = {
      data: {
        overall: { successRate: rate(98.62), totalRequests: count(18450), failureRequests: count(255) },
        byEndpoint: listOf<ApiSuccessSummaryResponse['data']['byEndpoint'][number]>({
          endpoint: text('/api/parking-lots'),
          totalRequests: count(6120),
          successRate: rate(99.31),
          avgResponseTime: rate(84.37),
        }),
      },
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.apiCallsRecorded)
      .uponReceiving('a request for the API success summary of the last 7 days')
      .withRequest('GET', '/api/analytics/api-success/summary', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ days: '7' }),
      )

    await answersWith(interaction, body, () => getApiSuccessSummary())
  })
})

/** API calls without `userId`, which is null for a call made without a signed-in user. */
type ApiSuccessEventsBody = Omit<ApiSuccessEventsResponse, 'data'> & { data: Array<Omit<ApiSuccessEvent, 'userId'>> }

describe('GET /api/analytics/api-success', () => {
  it('answers page 1 of the recorded API calls, newest first', async () => {
    signIn()
    const body: Template<ApiSuccessEventsBody> = {
      data: listOf<Omit<ApiSuccessEvent, 'userId'>>({
        _id: text('66433a9be4f5a6b7c8d9e0f1'),
        timestamp: isoDateTime('2024-05-14T09:29:51.000Z'),
        endpoint: text('/api/analytics/dashboard'),
        success: flag(true),
        responseTime: rate(142),
        statusCode: count(200),
      }),
      meta: { total: count(18450), page: count(1), limit: count(50) },
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.apiCallsRecorded)
      .uponReceiving('a request for page 1 of the recorded API calls')
      .withRequest('GET', '/api/analytics/api-success', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query(FIRST_PAGE),
      )

    await answersWith<ApiSuccessEventsBody>(interaction, body, () => getApiSuccessEvents({ page: 1 }))
  })
})
