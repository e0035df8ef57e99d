import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type {
  AllEventsResponse,
  CohortsResponse,
  DeeplinkEvent,
  EventFeedItem,
  EventPage,
  FeedbackActivityResponse,
  FeedbackItem,
  FeedbackSummary,
  LifecycleEvent,
  NavigationEvent,
  Pagination,
  RetentionResponse,
  SearchEvent,
  ShareEvent,
  UserInsightsResponse,
} from '@/api/types'
import { issueToken } from '@mocks/auth'
import type { EventLog } from '@mocks/db/indexes'
import { createTestServer } from '@mocks/node'

// The analytics calls over a tiny world of five users whose every figure is worked out by
// hand below, asked over HTTP as the console asks them.

const ORIGIN = 'http://backend.test'
const { backend, server } = createTestServer({ seed: 1, origin: ORIGIN, lots: 0, users: 0 })
let token = ''

/** Saturday 21 November 2026, 15:00 local time. */
const NOW = new Date(2026, 10, 21, 15, 0).getTime()
/** A local moment in 2026; month 10 is October. */
const at = (month: number, day: number, hour: number, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).toISOString()

const device = { deviceInfo: 'Pixel 8', appVersion: '2.5.0' }
const launch = (
  _id: string,
  userId: string,
  eventType: LifecycleEvent['eventType'],
  timestamp: string,
): LifecycleEvent => ({
  _id,
  userId,
  eventType,
  timestamp,
  ...device,
  platform: 'android',
  sessionDuration: 95,
})
const search = (
  _id: string,
  userId: string,
  timestamp: string,
  searchQuery: string,
  searchType: SearchEvent['searchType'],
  searchMode: SearchEvent['searchMode'],
): SearchEvent => ({
  _id,
  userId,
  timestamp,
  searchQuery,
  searchType,
  searchMode,
  ...device,
})
const navigate = (
  _id: string,
  userId: string,
  timestamp: string,
  navigationType: NavigationEvent['navigationType'],
): NavigationEvent => ({
  _id,
  userId,
  timestamp,
  navigationType,
  spotId: 'OSL-0001',
  spotAddress: 'Storgata 1',
  destinationAddress: 'Oslo S, Oslo',
})
const deeplink = (_id: string, eventType: DeeplinkEvent['eventType'], timestamp: string): DeeplinkEvent => ({
  _id,
  userId: 'u5',
  eventType,
  timestamp,
  source: 'sms',
  deeplinkId: 'dl_sms_3',
  platform: 'ios',
})

/**
 * u1: since 1 Oct, back on days 1, 7 and 30 and today. u2: since 5 Oct, back once 15 days
 * later. u5: since 6 Oct, back 7 days later. u3: since 17 Nov (new), back the next day
 * and today. u4: first seen today. Two pairs of events share a timestamp.
 */
const TINY: EventLog = {
  lifecycle: [
    launch('L0', 'u1', 'first_launch', at(10, 1, 10)),
    launch('L1', 'u2', 'first_launch', at(10, 5, 9)),
    launch('L2', 'u5', 'first_launch', at(10, 6, 7)),
    launch('L3', 'u1', 'app_launch', at(10, 8, 12)),
    launch('L4', 'u2', 'app_launch', at(10, 20, 12)),
    launch('L5', 'u1', 'app_launch', at(10, 31, 12)),
    launch('L6', 'u3', 'first_launch', at(11, 17, 8)),
    launch('L7', 'u3', 'app_launch', at(11, 18, 18)),
    launch('L8', 'u4', 'first_launch', at(11, 21, 10)),
  ],
  search: [
    search('S0', 'u1', at(10, 1, 10, 1), 'Oslo S', 'address', 'general'),
    search('S1', 'u1', at(10, 2, 9), 'Bislett', 'location', 'cheap'),
    search('S2', 'u2', at(10, 5, 9, 1), 'Nydalen', 'address', 'general'),
    search('S3', 'u3', at(11, 17, 8, 1), 'Aker Brygge', 'location', 'general'),
    search('S4', 'u1', at(11, 21, 9), 'Oslo S', 'address', 'easy'),
    search('S5', 'u4', at(11, 21, 10, 1), 'Oslo S', 'address', 'general'),
    search('S6', 'u3', at(11, 21, 11), '<script>alert(1)</script>', 'address', 'cheap'),
  ],
  navigation: [
    navigate('N0', 'u1', at(10, 2, 9, 5), 'google_maps'),
    navigate('N1', 'u2', at(10, 5, 9, 2), 'waze'),
    navigate('N2', 'u3', at(11, 21, 11, 1), 'apple_maps'),
  ],
  share: [
    {
      _id: 'H0',
      userId: 'u5',
      shareType: 'parking_spot',
      shareMethod: 'sms',
      spotId: 'OSL-0001',
      spotAddress: 'Storgata 1',
      shareContent: 'Parking at Storgata 1',
      timestamp: at(10, 13, 20),
    },
    {
      _id: 'H1',
      userId: 'u3',
      shareType: 'app_store',
      shareMethod: 'email',
      shareContent: 'Find parking with this app',
      timestamp: at(11, 21, 11, 1),
    },
  ],
  deeplink: [
    deeplink('D0', 'DEEPLINK_CLICKED', at(10, 6, 7, 1)),
    deeplink('D1', 'DEEPLINK_REDIRECTED_TO_APP', at(10, 6, 7, 1)),
  ],
  feedback: [
    {
      _id: 'F0',
      userId: 'u5',
      feedbackType: 'up',
      timestamp: at(10, 13, 20, 5),
      searchId: 'S9',
      spotAddress: 'Storgata 1',
      spotType: 'garage',
      parkingLotName: 'Storgata P-hus',
      parkingLotId: 'lot-1',
    },
    {
      _id: 'F1',
      userId: 'u1',
      feedbackType: 'comment',
      comment: '<img src=x onerror=alert(1)>',
      timestamp: at(11, 21, 9, 1),
      parkingLotName: 'Bislett P-plass',
      parkingLotId: 'lot-2',
    },
    {
      _id: 'F2',
      userId: 'u3',
      feedbackType: 'down',
      timestamp: at(11, 21, 11, 2),
      parkingLotName: 'Grensen gateparkering',
      parkingLotId: 'lot-3',
    },
  ],
}

/** The whole feed, newest first, worked out by hand: equal timestamps go search, navigation, lifecycle, share, deeplink, feedback, and later in a list first. */
const FEED_ORDER = [
  'F2',
  'N2',
  'H1',
  'S6',
  'S5',
  'L8',
  'F1',
  'S4',
  'L7',
  'S3',
  'L6',
  'L5',
  'L4',
  'F0',
  'H0',
  'L3',
  'D1',
  'D0',
  'L2',
  'N1',
  'S2',
  'L1',
  'N0',
  'S1',
  'S0',
  'L0',
]

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // Valid for the days the tests move the backend's clock over.
  token = await issueToken({ id: 'admin-1', username: 'admin' }, 7 * 24 * 3600, NOW)
  backend.world.events = TINY
  backend.now = () => NOW
})
afterAll(() => server.close())
afterEach(() => backend.setScenario({ empty: false }))

async function get<T>(path: string, withToken = true): Promise<{ status: number; body: T }> {
  const response = await fetch(`${ORIGIN}${path}`, { headers: withToken ? { Authorization: `Bearer ${token}` } : {} })
  return { status: response.status, body: (await response.json()) as T }
}

const ids = (items: Array<{ _id: string }>) => items.map((item) => item._id)
const pages = (total: number, limit: number) => Math.ceil(total / limit)

const ENDPOINTS = [
  '/api/analytics/dashboard',
  '/api/analytics/all-events',
  '/api/analytics/user-insights',
  '/api/analytics/retention',
  '/api/analytics/cohorts',
  '/api/analytics/lifecycle',
  '/api/analytics/share',
  '/api/analytics/deeplink',
  '/api/analytics',
  '/api/analytics/navigation',
  '/api/analytics/feedback/summary',
  '/api/analytics/feedback/activity',
]

/** Every event list, with its own type filter and one value of it. */
const LISTS = [
  { path: '/api/analytics/all-events', typeParam: 'eventType', type: 'share' },
  { path: '/api/analytics/lifecycle', typeParam: 'eventType', type: 'first_launch' },
  { path: '/api/analytics/share', typeParam: 'shareType', type: 'app_store' },
  { path: '/api/analytics/deeplink', typeParam: 'eventType', type: 'DEEPLINK_CLICKED' },
  { path: '/api/analytics', typeParam: 'searchType', type: 'location' },
  { path: '/api/analytics/navigation', typeParam: 'navigationType', type: 'waze' },
  { path: '/api/analytics/feedback/activity', typeParam: 'feedbackType', type: 'comment' },
]

describe('every analytics call', () => {
  it.each(ENDPOINTS)('%s answers 401 without a token', async (path) => {
    const { status, body } = await get<{ message: string }>(path, false)
    expect(status).toBe(401)
    expect(body.message).toMatch(/Authentication required/)
  })

  it.each(ENDPOINTS)('%s answers 200 with empty lists and zero figures in the empty scenario', async (path) => {
    backend.setScenario({ empty: true })
    const { status, body } = await get<unknown>(path)
    expect(status).toBe(200)
    const numbers: number[] = []
    const lists: unknown[][] = []
    JSON.stringify(body, (key, value: unknown) => {
      if (typeof value === 'number' && !['page', 'limit'].includes(key)) numbers.push(value)
      if (Array.isArray(value)) lists.push(value)
      return value
    })
    expect(numbers.every((value) => value === 0)).toBe(true)
    expect(lists.every((list) => list.length === 0)).toBe(true)
  })
})

describe.each(LISTS)('the list $path', ({ path, typeParam, type }) => {
  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['limit=abc', 'limit'],
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    [`${typeParam}=nonsense`, typeParam],
    ['startDate=2026-02-30', 'startDate'],
    ['endDate=21.11.2026', 'endDate'],
    ['startDate=2026-11-21&endDate=2026-11-20', 'endDate'],
    [`userId=${'x'.repeat(201)}`, 'userId'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const { status, body } = await get<{ message: string }>(`${path}?${query}`)
    expect(status).toBe(400)
    expect(body.message).toContain(parameter)
  })

  it('pages newest first: the last page holds the rest, a page past the end is empty, limit 200 holds all', async () => {
    const read = (query: string) => get<{ pagination: Pagination } & Record<string, unknown>>(`${path}?${query}`)
    const items = (body: Record<string, unknown>) =>
      (body.events ?? body.feedback) as Array<{ _id: string; timestamp: string }>
    const all = await read('limit=200')
    const total = all.body.pagination.total
    expect(total).toBeGreaterThan(1)
    expect(items(all.body)).toHaveLength(total)
    expect(all.body.pagination).toEqual({ page: 1, limit: 200, total, pages: 1, hasNext: false, hasPrev: false })
    const timestamps = items(all.body).map((item) => item.timestamp)
    expect(timestamps).toEqual([...timestamps].sort().reverse())

    const last = await read(`limit=1&page=${total}`)
    expect(ids(items(last.body))).toEqual([items(all.body).at(-1)!._id])
    expect(last.body.pagination).toEqual({ page: total, limit: 1, total, pages: total, hasNext: false, hasPrev: true })
    const past = await read(`limit=1&page=${total + 1}`)
    expect(items(past.body)).toEqual([])
    expect(past.body.pagination).toMatchObject({ page: total + 1, total, hasNext: false, hasPrev: true })
    const first = await read('limit=1')
    expect(first.body.pagination).toMatchObject({ hasNext: true, hasPrev: false })
  })

  it(`filters by ${typeParam}, user and inclusive calendar days`, async () => {
    const read = async (query: string) => {
      const { body } = await get<Record<string, unknown> & { pagination: Pagination }>(`${path}?limit=200&${query}`)
      return { items: (body.events ?? body.feedback) as Array<Record<string, unknown>>, total: body.pagination.total }
    }
    const typed = await read(`${typeParam}=${type}`)
    expect(typed.items.length).toBeGreaterThan(0)
    expect(typed.total).toBe(typed.items.length)
    const typeField = path.endsWith('all-events') ? 'eventSource' : typeParam
    expect(typed.items.every((item) => item[typeField] === type)).toBe(true)

    const all = await read('')
    for (const userId of ['u1', 'u3', 'u5']) {
      const own = await read(`userId=${userId}`)
      expect(own.items.map((item) => item._id)).toEqual(
        all.items.filter((item) => item.userId === userId).map((item) => item._id),
      )
    }
    expect((await read('userId=nobody')).items).toEqual([])
    expect((await read('userId=u')).items).toEqual([])

    const inRange = (item: Record<string, unknown>) =>
      (item.timestamp as string) >= at(10, 5, 0) && (item.timestamp as string) < at(10, 14, 0)
    const ranged = await read('startDate=2026-10-05&endDate=2026-10-13')
    expect(ranged.items.map((item) => item._id)).toEqual(all.items.filter(inRange).map((item) => item._id))
    const today = await read('startDate=2026-11-21&endDate=2026-11-21')
    expect(today.items.map((item) => item._id)).toEqual(
      all.items.filter((item) => (item.timestamp as string) >= at(11, 21, 0)).map((item) => item._id),
    )
  })
})

describe('GET /api/analytics/all-events', () => {
  it('answers the feed newest first, with counts per source, texts and feedback fields', async () => {
    const { status, body } = await get<AllEventsResponse>('/api/analytics/all-events')
    expect(status).toBe(200)
    expect(body.eventCounts).toEqual({
      total: 26,
      search: 7,
      navigation: 3,
      lifecycle: 9,
      share: 2,
      deeplink: 2,
      feedback: 3,
    })
    expect(ids(body.events)).toEqual(FEED_ORDER)
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 26, pages: 1, hasNext: false, hasPrev: false })
    const byId = new Map(body.events.map((event) => [event._id, event]))
    expect(byId.get('S6')).toEqual<EventFeedItem>({
      _id: 'S6',
      displayName: 'Search',
      eventSource: 'search',
      description: 'Searched for "<script>alert(1)</script>" (address, cheap)',
      timestamp: at(11, 21, 11),
      userId: 'u3',
    })
    expect(byId.get('F1')).toEqual<EventFeedItem>({
      _id: 'F1',
      displayName: 'Comment',
      eventSource: 'feedback',
      description: 'Commented on Bislett P-plass',
      timestamp: at(11, 21, 9, 1),
      userId: 'u1',
      feedbackType: 'comment',
      comment: '<img src=x onerror=alert(1)>',
      parkingLotName: 'Bislett P-plass',
      parkingLotId: 'lot-2',
    })
    expect(byId.get('N1')).toMatchObject({
      displayName: 'Navigation',
      description: 'Navigated to Storgata 1 with Waze',
    })
    expect(byId.get('L0')).toMatchObject({ displayName: 'First Launch', eventSource: 'lifecycle' })
    expect(byId.get('D1')).toMatchObject({ displayName: 'Deeplink to App', eventSource: 'deeplink' })
    expect(byId.get('H0')).toMatchObject({
      displayName: 'Spot Share',
      description: 'Shared a parking spot at Storgata 1 by sms',
    })
    for (const event of body.events) expect(event.displayName.length * event.description.length).toBeGreaterThan(0)
  })

  it('gives every page of every size exactly the slice of the whole feed', async () => {
    for (const limit of [1, 2, 3, 7, 25]) {
      for (let page = 1; page <= pages(26, limit) + 1; page++) {
        const { body } = await get<AllEventsResponse>(`/api/analytics/all-events?limit=${limit}&page=${page}`)
        expect(ids(body.events)).toEqual(FEED_ORDER.slice((page - 1) * limit, page * limit))
      }
    }
  })

  it('counts per source under the user and date filters, whatever the event type', async () => {
    const { body: user } = await get<AllEventsResponse>('/api/analytics/all-events?userId=u3&eventType=search')
    expect(user.eventCounts).toEqual({
      total: 7,
      search: 2,
      navigation: 1,
      lifecycle: 2,
      share: 1,
      deeplink: 0,
      feedback: 1,
    })
    expect(ids(user.events)).toEqual(['S6', 'S3'])
    expect(user.pagination.total).toBe(2)

    const { body: today } = await get<AllEventsResponse>(
      '/api/analytics/all-events?startDate=2026-11-21&endDate=2026-11-21&limit=3&page=2',
    )
    expect(today.eventCounts).toEqual({
      total: 8,
      search: 3,
      navigation: 1,
      lifecycle: 1,
      share: 1,
      deeplink: 0,
      feedback: 2,
    })
    expect(ids(today.events)).toEqual(['S6', 'S5', 'L8'])
    expect(today.pagination).toEqual({ page: 2, limit: 3, total: 8, pages: 3, hasNext: true, hasPrev: true })
  })

  it('follows events added to the log after an earlier call', async () => {
    const grown: EventLog = { ...TINY, share: [...TINY.share] }
    backend.world.events = grown
    try {
      await get('/api/analytics/all-events')
      grown.share.push({ ...TINY.share[1]!, _id: 'H2', timestamp: at(11, 21, 14) })
      const { body } = await get<AllEventsResponse>('/api/analytics/all-events?limit=1')
      expect(body.eventCounts.share).toBe(3)
      expect(ids(body.events)).toEqual(['H2'])
    } finally {
      backend.world.events = TINY
    }
  })
})

describe('the single-kind lists', () => {
  it('answer each list newest first with its events as stored', async () => {
    const lifecycle = await get<EventPage<LifecycleEvent>>('/api/analytics/lifecycle?eventType=app_launch')
    expect(ids(lifecycle.body.events)).toEqual(['L7', 'L5', 'L4', 'L3'])
    expect(lifecycle.body.events[0]).toEqual(TINY.lifecycle[7])
    const share = await get<EventPage<ShareEvent>>('/api/analytics/share')
    expect(ids(share.body.events)).toEqual(['H1', 'H0'])
    const deeplinks = await get<EventPage<DeeplinkEvent>>('/api/analytics/deeplink')
    expect(ids(deeplinks.body.events)).toEqual(['D1', 'D0'])
    const searches = await get<EventPage<SearchEvent>>('/api/analytics?searchType=address&limit=2&page=2')
    expect(ids(searches.body.events)).toEqual(['S4', 'S2'])
    expect(searches.body.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3, hasNext: true, hasPrev: true })
    const navigations = await get<EventPage<NavigationEvent>>('/api/analytics/navigation?navigationType=apple_maps')
    expect(ids(navigations.body.events)).toEqual(['N2'])
  })
})

describe('GET /api/analytics/feedback/summary', () => {
  it('counts feedback of all time and of today, with unique users', async () => {
    const { status, body } = await get<FeedbackSummary>('/api/analytics/feedback/summary')
    expect(status).toBe(200)
    expect(body).toEqual<FeedbackSummary>({
      totalFeedback: 3,
      positiveFeedback: 1,
      negativeFeedback: 1,
      comments: 1,
      todayFeedback: 2,
      todayPositive: 0,
      todayNegative: 1,
      todayComments: 1,
      uniqueUsers: 3,
      todayUniqueUsers: 2,
    })
  })
})

describe('GET /api/analytics/feedback/activity', () => {
  it('answers feedback newest first with counts under the filters and the filters applied', async () => {
    const { body } = await get<FeedbackActivityResponse>('/api/analytics/feedback/activity')
    expect(ids(body.feedback)).toEqual(['F2', 'F1', 'F0'])
    expect(body.feedback[1]).toEqual<FeedbackItem>(TINY.feedback[1]!)
    expect(body.feedbackCounts).toEqual({ up: 1, down: 1, comment: 1, total: 3 })
    expect(body.filters).toEqual({ feedbackType: null, userId: null, startDate: null, endDate: null })
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 3, pages: 1, hasNext: false, hasPrev: false })
  })

  it('keeps every type counted while one type is listed, and echoes what was applied', async () => {
    const { body } = await get<FeedbackActivityResponse>(
      '/api/analytics/feedback/activity?feedbackType=down&startDate=2026-11-21&endDate=2026-11-21&userId=%20u3%20',
    )
    expect(ids(body.feedback)).toEqual(['F2'])
    expect(body.feedbackCounts).toEqual({ up: 0, down: 1, comment: 0, total: 1 })
    expect(body.filters).toEqual({ feedbackType: 'down', userId: 'u3', startDate: '2026-11-21', endDate: '2026-11-21' })
    const { body: today } = await get<FeedbackActivityResponse>(
      '/api/analytics/feedback/activity?feedbackType=up&startDate=2026-11-21',
    )
    expect(today.feedback).toEqual([])
    expect(today.feedbackCounts).toEqual({ up: 0, down: 1, comment: 1, total: 2 })
    expect(today.pagination.total).toBe(0)
  })
})

describe('GET /api/analytics/user-insights', () => {
  it('answers the KPIs and the users ranked by searches plus navigations', async () => {
    const { status, body } = await get<UserInsightsResponse>('/api/analytics/user-insights')
    expect(status).toBe(200)
    expect(body.kpis).toEqual({
      totalUsers: 5,
      newUsers: 2, // u3 and u4 first came within the last 7 days
      returningUsers: 4, // all but u4 came back on a later day
      activeToday: 3,
      conversionRate: 0.75, // u1, u2, u3 of the searchers u1..u4 navigated
      avgSearchesPerUser: 1.4,
    })
    expect(body.topUsers).toEqual([
      {
        userId: 'u1',
        userType: 'returning',
        totalSearches: 3,
        totalNavigations: 1,
        searchVariety: 2,
        daysActive: 5,
        isActiveToday: true,
        lastSeen: at(11, 21, 9, 1),
      },
      {
        userId: 'u3',
        userType: 'new',
        totalSearches: 2,
        totalNavigations: 1,
        searchVariety: 2,
        daysActive: 3,
        isActiveToday: true,
        lastSeen: at(11, 21, 11, 2),
      },
      {
        userId: 'u2',
        userType: 'returning',
        totalSearches: 1,
        totalNavigations: 1,
        searchVariety: 1,
        daysActive: 2,
        isActiveToday: false,
        lastSeen: at(10, 20, 12),
      },
      {
        userId: 'u4',
        userType: 'new',
        totalSearches: 1,
        totalNavigations: 0,
        searchVariety: 1,
        daysActive: 1,
        isActiveToday: true,
        lastSeen: at(11, 21, 10, 1),
      },
      {
        userId: 'u5',
        userType: 'returning',
        totalSearches: 0,
        totalNavigations: 0,
        searchVariety: 0,
        daysActive: 2,
        isActiveToday: false,
        lastSeen: at(10, 13, 20, 5),
      },
    ])
  })
})

describe('GET /api/analytics/retention', () => {
  it('answers today, the share back within each window that is over, and the actions', async () => {
    const { status, body } = await get<RetentionResponse>('/api/analytics/retention')
    expect(status).toBe(200)
    expect(body).toEqual<RetentionResponse>({
      kpis: { newUsersToday: 1, returningUsersToday: 2, activeUsersToday: 3 },
      // day 1: u1 and u3 of u1, u2, u3, u5; week 1: u1 and u5 of u1, u2, u5; month 1: all three.
      retention: { day1: 0.5, week1: 0.6667, month1: 1 },
      actions: { searches: { total: 7, today: 3 }, navigations: { total: 3, today: 1 } },
    })
  })
})

describe('GET /api/analytics/cohorts', () => {
  it('groups users by the ISO week of their first activity, measuring only days that are over', async () => {
    const { status, body } = await get<CohortsResponse>('/api/analytics/cohorts')
    expect(status).toBe(200)
    expect(body.cohorts).toEqual([
      {
        cohortWeek: '2026-W47',
        totalUsers: 2,
        retention: { day1: 0, day7: 0, day14: 0, day30: 0 },
        status: 'new',
        daysSinceCohort: 5,
      },
      {
        cohortWeek: '2026-W41',
        totalUsers: 2,
        retention: { day1: 0, day7: 0.5, day14: 0, day30: 0 },
        status: 'declining',
        daysSinceCohort: 47,
      },
      {
        cohortWeek: '2026-W40',
        totalUsers: 1,
        retention: { day1: 1, day7: 1, day14: 0, day30: 1 },
        status: 'growing',
        daysSinceCohort: 54,
      },
    ])
    expect(body.summary).toEqual({
      totalCohorts: 3,
      averageDay1Retention: 0.5,
      averageDay7Retention: 0.75,
      totalUsers: 5,
    })
    expect(body.trends).toEqual({ improving: 0, stable: 0, declining: 1 })
  })
})

describe('GET /api/analytics/dashboard', () => {
  it('answers all-time figures kept between calls and today figures that follow the clock', async () => {
    const first = (
      await get<{
        overview: { totalEvents: number; todayEvents: number; totalUniqueUsers: number; todayUniqueUsers: number }
      }>('/api/analytics/dashboard')
    ).body
    expect(first.overview).toMatchObject({ totalEvents: 26, todayEvents: 8, totalUniqueUsers: 5, todayUniqueUsers: 3 })
    backend.now = () => new Date(2026, 10, 22, 8, 0).getTime()
    try {
      const nextDay = (await get<typeof first>('/api/analytics/dashboard')).body
      expect(nextDay.overview).toMatchObject({
        totalEvents: 26,
        todayEvents: 0,
        totalUniqueUsers: 5,
        todayUniqueUsers: 0,
      })
    } finally {
      backend.now = () => NOW
    }
  })
})
