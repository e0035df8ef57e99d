import { MatchersV3 } from '@pact-foundation/pact'
import type { V4InteractionWithRequest } from '@pact-foundation/pact/src/v4/http/types'
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
} from '@/api/analytics'
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
  Pagination,
  Platform,
  RetentionResponse,
  SearchEvent,
  SearchMode,
  SearchType,
  ShareEvent,
  ShareType,
  UserInsightsResponse,
} from '@/api/types'
import { STATES } from './pactNames'
import {
  answersWith,
  AUTHENTICATED_HEADERS,
  count,
  counts,
  createPact,
  queryOf,
  signedInInteraction,
  errorBody,
  everyMember,
  exactly,
  exampleOf,
  executeTest,
  flag,
  isoDateTime,
  listOf,
  listOfExactly,
  oneOf,
  paginationOf,
  rate,
  signIn,
  text,
  type Template,
} from './support'

// The analytics calls of the API (docs/product.md#api-calls).
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

/**
 * The user the `userGaveFeedback` state sets up, and the day: 49 feedback items that day,
 * one the day before and one the day after, nothing else; another user's feedback that day.
 * Pact applies provider-state values to requests only, never to the expected answer, so
 * the values every row must carry are the state's parameters, fixed here.
 */
const USER = { userId: 'contract-user-1', date: '2024-05-14' }
/** The user's filter and a range of one day (both ends inclusive). */
const ON_THE_DAY = { userId: USER.userId, startDate: USER.date, endDate: USER.date }

/**
 * The pagination of the user's 51 items, 50 a page: exact, as the pagination control shows
 * 'Page X of 2' and the count. On one page the control is hidden, and only `pages` counts.
 */
const TWO_PAGES = (page: number): Template<Pagination> => ({ page, total: 51, pages: 2 })
const ONE_PAGE: Template<Pagination> = { page: count(1), total: count(49), pages: 1 }

const EVENT_SOURCES = everyMember<EventSource>({
  search: true,
  navigation: true,
  lifecycle: true,
  share: true,
  deeplink: true,
  feedback: true,
})

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

    const interaction = signedInInteraction(pact, STATES.analyticsEventsExist)
      .uponReceiving('a request for the dashboard')
      .withRequest('GET', '/api/analytics/dashboard', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith(interaction, dashboard, () => getDashboard())
  })
})

// ---------------------------------------------------------------- activity feed

/** The activity feed's counts per source, with every source present. */
const FEED_COUNTS = counts({
  total: 48210,
  search: 18900,
  navigation: 9300,
  lifecycle: 15400,
  share: 1800,
  deeplink: 2400,
  feedback: 410,
})

describe('GET /api/analytics/all-events', () => {
  it('answers the activity feed filtered to feedback with the counts per source and page 1', async () => {
    signIn()
    // feedbackType, comment and parkingLotName are optional in EventFeedItem (a feedback
    // item may have no comment or lot), so they are left out.
    const body: Template<AllEventsResponse> = {
      eventCounts: FEED_COUNTS,
      events: listOf<EventFeedItem>({
        _id: text('6643201fa1b2c3d4e5f60718'),
        displayName: text('Comment'),
        eventSource: exactly<EventSource>('feedback'),
        description: text('Commented on Aker Brygge P-hus'),
        timestamp: isoDateTime('2024-05-14T08:12:45.000Z'),
        userId: text('user_00a3k1f'),
      }),
      pagination: firstPageOf(410),
    }

    const interaction = signedInInteraction(pact, STATES.analyticsEventsExist)
      .uponReceiving('a request for page 1 of the activity feed filtered to feedback')
      .withRequest('GET', '/api/analytics/all-events', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ ...FIRST_PAGE, eventType: 'feedback' }),
      )

    await answersWith<AllEventsResponse>(interaction, body, () => getAllEvents({ page: 1, eventType: 'feedback' }))
  })

  it('answers a later page of 200, as Export CSV pages through the whole feed', async () => {
    signIn()
    const body: Template<AllEventsResponse> = {
      eventCounts: FEED_COUNTS,
      events: listOf<EventFeedItem>({
        _id: text('6643201fa1b2c3d4e5f60719'),
        displayName: text('Search'),
        eventSource: oneOf(EVENT_SOURCES, 'search'),
        description: text('Searched for "Oslo S" (address, cheap)'),
        timestamp: isoDateTime('2024-05-14T08:12:45.000Z'),
        userId: text('user_00a3k1f'),
      }),
      pagination: paginationOf(2, EXPORT_PAGE_SIZE, 48210),
    }

    const interaction = signedInInteraction(pact, STATES.analyticsEventsExist)
      .uponReceiving('a request for page 2 of the activity feed with 200 to a page')
      .withRequest('GET', '/api/analytics/all-events', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ page: '2', limit: String(EXPORT_PAGE_SIZE) }),
      )

    await answersWith<AllEventsResponse>(interaction, body, () => getAllEvents({ page: 2, limit: EXPORT_PAGE_SIZE }))
  })

  it.each([
    ['page 1 of one user’s activity', { page: 1, userId: USER.userId }, 50, TWO_PAGES(1)],
    ['page 1 of one user’s activity on one day', { page: 1, ...ON_THE_DAY }, 49, ONE_PAGE],
  ] as const)('answers %s with exactly the events that belong there', async (what, params, rows, pagination) => {
    signIn()
    const body: Template<AllEventsResponse> = {
      eventCounts: counts({ total: 51, search: 0, navigation: 0, lifecycle: 0, share: 0, deeplink: 0, feedback: 51 }),
      events: listOfExactly<EventFeedItem>(rows, {
        _id: text('6643201fa1b2c3d4e5f60718'),
        displayName: text('Positive feedback'),
        eventSource: oneOf(EVENT_SOURCES, 'feedback'),
        description: text('Rated Aker Brygge P-hus'),
        timestamp: isoDateTime('2024-05-14T10:00:00.000Z'),
        userId: exactly(USER.userId),
      }),
      pagination,
    }

    const interaction = signedInInteraction(pact, STATES.userGaveFeedback, USER)
      .uponReceiving(`a request for ${what} in the activity feed`)
      .withRequest('GET', '/api/analytics/all-events', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query(queryOf({ limit: 50, ...params })),
      )

    await answersWith<AllEventsResponse>(interaction, body, () => getAllEvents(params))
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

    const interaction = signedInInteraction(pact, STATES.analyticsEventsExist)
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

    const interaction = signedInInteraction(pact, STATES.analyticsEventsExist)
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

    const interaction = signedInInteraction(pact, STATES.analyticsEventsExist)
      .uponReceiving('a request for cohorts')
      .withRequest('GET', '/api/analytics/cohorts', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith(interaction, body, () => getCohorts())
  })
})

// ---------------------------------------------------------------- event lists

/**
 * The day of the `launchesAndClicksAtMidnight` state: five app launches and five deeplink
 * clicks on it, at 00:00 and 23:59 of the backend's zone, one of each a minute before and
 * at the next midnight, and one of another type of each at noon.
 */
const EDGES_DAY = '2024-05-14'
/** A list of one type on that day: exactly its five, on one page (the total is the dashboard's figure). */
const FIVE_ON_THE_DAY: Template<Pagination> = { page: 1, total: 5, pages: 1 }

/**
 * A list's refusal of a bad date range: 400 with a message, which the console shows in its
 * error block ('Error loading …: API call failed: 400 Bad Request').
 */
async function refusesDates<T>(interaction: V4InteractionWithRequest, message: string, call: () => Promise<T>) {
  await executeTest(
    interaction.willRespondWith(400, (response) => response.jsonBody(errorBody(message))),
    async () => {
      await expect(call()).rejects.toMatchObject({
        name: 'ApiError',
        status: 400,
        message: 'API call failed: 400 Bad Request',
        serverMessage: message,
      })
    },
  )
}

const APP_LAUNCH: Template<LifecycleEvent> = {
  _id: text('66432a10c4d5e6f708192a3b'),
  eventType: exactly<LifecycleEventType>('app_launch'),
  timestamp: isoDateTime('2024-05-14T09:05:12.000Z'),
  userId: text('user_00a3k1f'),
  deviceInfo: text('iPhone 14'),
  appVersion: text('2.4.1'),
  platform: oneOf(PLATFORMS, 'ios'),
  sessionDuration: count(312),
}

describe('GET /api/analytics/lifecycle', () => {
  it('answers page 1 of the app launches', async () => {
    signIn()
    const body = eventPage<LifecycleEvent>(APP_LAUNCH, 10530)

    const interaction = signedInInteraction(pact, STATES.analyticsEventsExist)
      .uponReceiving('a request for page 1 of the app launches')
      .withRequest('GET', '/api/analytics/lifecycle', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ ...FIRST_PAGE, eventType: 'app_launch' }),
      )

    await answersWith<EventPage<LifecycleEvent>>(interaction, body, () =>
      getLifecycleEvents({ page: 1, eventType: 'app_launch' }),
    )
  })

  it('answers the app launches of one day, cut at midnight in the backend’s zone', async () => {
    signIn()
    const params = { page: 1, eventType: 'app_launch', startDate: EDGES_DAY, endDate: EDGES_DAY } as const
    const body: Template<EventPage<LifecycleEvent>> = {
      events: listOfExactly<LifecycleEvent>(5, APP_LAUNCH),
      pagination: FIVE_ON_THE_DAY,
    }

    const interaction = signedInInteraction(pact, STATES.launchesAndClicksAtMidnight, { date: EDGES_DAY })
      .uponReceiving('a request for page 1 of the app launches of one day')
      .withRequest('GET', '/api/analytics/lifecycle', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query(queryOf({ limit: 50, ...params })),
      )

    await answersWith<EventPage<LifecycleEvent>>(interaction, body, () => getLifecycleEvents(params))
  })

  it('refuses a start date that is not a calendar date with 400 and a message', async () => {
    signIn()
    const params = { page: 1, eventType: 'app_launch', startDate: '2024-02-30', endDate: EDGES_DAY } as const
    const interaction = signedInInteraction(pact)
      .uponReceiving('a request for the app launches from a day that does not exist')
      .withRequest('GET', '/api/analytics/lifecycle', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query(queryOf({ limit: 50, ...params })),
      )

    await refusesDates(interaction, 'startDate must be a calendar date as YYYY-MM-DD, got "2024-02-30"', () =>
      getLifecycleEvents(params),
    )
  })
})

describe('GET /api/analytics/share', () => {
  it('answers page 1 of the parking spot shares', async () => {
    signIn()
    // spotId and spotAddress are optional in ShareEvent, so they are left out.
    const body = eventPage<ShareEvent>(
      {
        _id: text('664329e7b3c4d5e6f7081920'),
        shareType: exactly<ShareType>('parking_spot'),
        shareMethod: text('whatsapp'),
        shareContent: text('Parking at Aker Brygge P-hus, found with the parking app'),
        timestamp: isoDateTime('2024-05-14T08:58:31.000Z'),
        userId: text('user_00a3k1f'),
      },
      1100,
    )

    const interaction = signedInInteraction(pact, STATES.analyticsEventsExist)
      .uponReceiving('a request for page 1 of the parking spot shares')
      .withRequest('GET', '/api/analytics/share', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ ...FIRST_PAGE, shareType: 'parking_spot' }),
      )

    await answersWith<EventPage<ShareEvent>>(interaction, body, () =>
      getShareEvents({ page: 1, shareType: 'parking_spot' }),
    )
  })
})

const DEEPLINK_CLICK: Template<DeeplinkEvent> = {
  _id: text('66432b55d1e2f3a4b5c6d7e8'),
  eventType: exactly<DeeplinkEventType>('DEEPLINK_CLICKED'),
  source: text('instagram'),
  deeplinkId: text('dl_instagram_12'),
  platform: oneOf(PLATFORMS, 'android'),
  userId: text('user_00b7q2c'),
  timestamp: isoDateTime('2024-05-14T09:11:03.000Z'),
}

describe('GET /api/analytics/deeplink', () => {
  it('answers page 1 of the deeplink clicks', async () => {
    signIn()
    const body = eventPage<DeeplinkEvent>(DEEPLINK_CLICK, 1200)

    const interaction = signedInInteraction(pact, STATES.analyticsEventsExist)
      .uponReceiving('a request for page 1 of the deeplink clicks')
      .withRequest('GET', '/api/analytics/deeplink', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ ...FIRST_PAGE, eventType: 'DEEPLINK_CLICKED' }),
      )

    await answersWith<EventPage<DeeplinkEvent>>(interaction, body, () =>
      getDeeplinkEvents({ page: 1, eventType: 'DEEPLINK_CLICKED' }),
    )
  })

  it('answers the deeplink clicks of one day, cut at midnight in the backend’s zone', async () => {
    signIn()
    const params = { page: 1, eventType: 'DEEPLINK_CLICKED', startDate: EDGES_DAY, endDate: EDGES_DAY } as const
    const body: Template<EventPage<DeeplinkEvent>> = {
      events: listOfExactly<DeeplinkEvent>(5, DEEPLINK_CLICK),
      pagination: FIVE_ON_THE_DAY,
    }

    const interaction = signedInInteraction(pact, STATES.launchesAndClicksAtMidnight, { date: EDGES_DAY })
      .uponReceiving('a request for page 1 of the deeplink clicks of one day')
      .withRequest('GET', '/api/analytics/deeplink', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query(queryOf({ limit: 50, ...params })),
      )

    await answersWith<EventPage<DeeplinkEvent>>(interaction, body, () => getDeeplinkEvents(params))
  })

  it('refuses a start date after the end date with 400 and a message', async () => {
    signIn()
    const params = { page: 1, eventType: 'DEEPLINK_CLICKED', startDate: '2024-05-15', endDate: EDGES_DAY } as const
    const interaction = signedInInteraction(pact)
      .uponReceiving('a request for the deeplink clicks with a start date after its end date')
      .withRequest('GET', '/api/analytics/deeplink', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query(queryOf({ limit: 50, ...params })),
      )

    await refusesDates(interaction, 'endDate must not be before startDate', () => getDeeplinkEvents(params))
  })
})

describe('GET /api/analytics (search events)', () => {
  it('answers page 1 of the address searches', async () => {
    signIn()
    const body = eventPage<SearchEvent>(
      {
        _id: text('66432c01e2f3a4b5c6d7e8f9'),
        searchType: exactly<SearchType>('address'),
        searchMode: oneOf(everyMember<SearchMode>({ general: true, cheap: true, easy: true }), 'cheap'),
        searchQuery: text('Aker Brygge'),
        userId: text('user_00a3k1f'),
        deviceInfo: text('iPhone 14'),
        appVersion: text('2.4.1'),
        timestamp: isoDateTime('2024-05-14T09:05:40.000Z'),
      },
      7560,
    )

    const interaction = signedInInteraction(pact, STATES.analyticsEventsExist)
      .uponReceiving('a request for page 1 of the address searches')
      .withRequest('GET', '/api/analytics', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ ...FIRST_PAGE, searchType: 'address' }),
      )

    await answersWith<EventPage<SearchEvent>>(interaction, body, () =>
      getSearchEvents({ page: 1, searchType: 'address' }),
    )
  })
})

describe('GET /api/analytics/navigation', () => {
  it('answers page 1 of the navigations with Google Maps', async () => {
    signIn()
    const body = eventPage<NavigationEvent>(
      {
        _id: text('66432c3af3a4b5c6d7e8f901'),
        navigationType: exactly<NavigationType>('google_maps'),
        spotId: text('OSL-0417'),
        spotAddress: text('Stranden 1, 0250 Oslo'),
        destinationAddress: text('Aker Brygge, Oslo'),
        userId: text('user_00b7q2c'),
        timestamp: isoDateTime('2024-05-14T09:06:58.000Z'),
      },
      5580,
    )

    const interaction = signedInInteraction(pact, STATES.analyticsEventsExist)
      .uponReceiving('a request for page 1 of the navigations with Google Maps')
      .withRequest('GET', '/api/analytics/navigation', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ ...FIRST_PAGE, navigationType: 'google_maps' }),
      )

    await answersWith<EventPage<NavigationEvent>>(interaction, body, () =>
      getNavigationEvents({ page: 1, navigationType: 'google_maps' }),
    )
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

    const interaction = signedInInteraction(pact, STATES.analyticsEventsExist)
      .uponReceiving('a request for the feedback summary')
      .withRequest('GET', '/api/analytics/feedback/summary', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith(interaction, body, () => getFeedbackSummary())
  })
})

describe('GET /api/analytics/feedback/activity', () => {
  it('answers page 1 of the comments with the counts per type', async () => {
    signIn()
    // Every field of FeedbackItem but _id, userId, feedbackType and timestamp is optional
    // (comment, searchId, spotAddress, spotType, parkingLotName, parkingLotId), so only
    // those four are in the template.
    const body: Template<FeedbackActivityResponse> = {
      feedback: listOf<FeedbackItem>({
        _id: text('6643201fa1b2c3d4e5f60718'),
        userId: text('user_00a3k1f'),
        feedbackType: exactly<FeedbackType>('comment'),
        timestamp: isoDateTime('2024-05-14T08:12:45.000Z'),
      }),
      pagination: firstPageOf(61),
    }

    const interaction = signedInInteraction(pact, STATES.analyticsEventsExist)
      .uponReceiving('a request for page 1 of the feedback comments')
      .withRequest('GET', '/api/analytics/feedback/activity', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ ...FIRST_PAGE, feedbackType: 'comment' }),
      )

    await answersWith<FeedbackActivityResponse>(interaction, body, () =>
      getFeedbackActivity({ page: 1, feedbackType: 'comment' }),
    )
  })

  it.each([
    ['page 1 of one user’s feedback', { page: 1, userId: USER.userId }, 50, TWO_PAGES(1)],
    ['page 2 of one user’s feedback', { page: 2, userId: USER.userId }, 1, TWO_PAGES(2)],
    ['page 1 of one user’s feedback on one day', { page: 1, ...ON_THE_DAY }, 49, ONE_PAGE],
  ] as const)('answers %s with exactly the rows that belong there', async (what, params, rows, pagination) => {
    signIn()
    const body: Template<FeedbackActivityResponse> = {
      feedback: listOfExactly<FeedbackItem>(rows, {
        _id: text('6643201fa1b2c3d4e5f60718'),
        userId: exactly(USER.userId),
        feedbackType: oneOf(everyMember<FeedbackType>({ up: true, down: true, comment: true }), 'up'),
        timestamp: isoDateTime('2024-05-14T10:00:00.000Z'),
      }),
      pagination,
    }

    const interaction = signedInInteraction(pact, STATES.userGaveFeedback, USER)
      .uponReceiving(`a request for ${what}`)
      .withRequest('GET', '/api/analytics/feedback/activity', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query(queryOf({ limit: 50, ...params })),
      )

    await answersWith<FeedbackActivityResponse>(interaction, body, () => getFeedbackActivity(params))
  })

  it('answers an empty list with zero counts when there is no feedback (the empty state)', async () => {
    signIn()
    // The emptiness is the point: the list is empty, exactly, and so is the total, which
    // turns Export CSV off. `pages` stays a matcher: 0 and 1 are both fair for an empty list.
    const body: Template<FeedbackActivityResponse> = {
      feedback: [],
      pagination: { ...firstPageOf(0), total: 0 },
    }

    const interaction = signedInInteraction(pact, STATES.noFeedbackYet)
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
          avgResponseTime: rate(84.37),
        }),
      },
    }

    const interaction = signedInInteraction(pact, STATES.apiCallsRecorded)
      .uponReceiving('a request for the API success summary of the last 7 days')
      .withRequest('GET', '/api/analytics/api-success/summary', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ days: '7' }),
      )

    await answersWith<ApiSuccessSummaryResponse>(interaction, body, () => getApiSuccessSummary())
  })
})

describe('GET /api/analytics/api-success', () => {
  it('answers page 1 of the recorded API calls, newest first', async () => {
    signIn()
    const body: Template<ApiSuccessEventsResponse> = {
      data: listOf<ApiSuccessEvent>({
        _id: text('66433a9be4f5a6b7c8d9e0f1'),
        timestamp: isoDateTime('2024-05-14T09:29:51.000Z'),
        endpoint: text('/api/analytics/dashboard'),
        success: flag(true),
        responseTime: rate(142),
        statusCode: count(200),
      }),
      meta: { total: count(18450) },
    }

    const interaction = signedInInteraction(pact, STATES.apiCallsRecorded)
      .uponReceiving('a request for page 1 of the recorded API calls')
      .withRequest('GET', '/api/analytics/api-success', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query(FIRST_PAGE),
      )

    await answersWith<ApiSuccessEventsResponse>(interaction, body, () => getApiSuccessEvents({ page: 1 }))
  })
})
