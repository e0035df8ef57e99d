import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import type { DashboardResponse, ErrorBody, TrendKey, TrendPoint, TrendsResponse } from '@/api/types'
import { createBackend } from '@mocks/backend'
import { computeTrends } from '@mocks/db/aggregates/trends'
import { backendCaller } from './backendCall'
import { eventLog, type LoggedEvent } from './trendsLog'

// GET /api/analytics/trends (mocks/db/aggregates/trends.ts): daily series of a range and
// of the days before it, over small logs worked out by hand (in the machine's zone, and in
// two others in a child process), and over a seeded world on a frozen clock.

/** Local midnight of a day of 2026 (month 1 is January). */
const day = (month: number, date: number, year = 2026) => new Date(year, month - 1, date).getTime()
/** A local moment of 2026 as ISO text. */
const at = (month: number, date: number, hour: number, minute = 0) =>
  new Date(2026, month - 1, date, hour, minute).toISOString()
/** Thursday 26 November 2026, 15:00 local time. */
const NOW = new Date(2026, 10, 26, 15, 0).getTime()

const values = (points: TrendPoint[]) => points.map((point) => point.value)
const dates = (points: TrendPoint[]) => points.map((point) => point.date)

describe('computeTrends', () => {
  const log = eventLog([
    ['search', 'address', 'u1', at(11, 16, 23, 30)],
    ['search', 'location', 'u2', at(11, 16, 23, 59)],
    ['search', 'address', 'u1', at(11, 17, 0, 0)],
    ['search', 'address', 'u3', at(11, 19, 0, 30)],
    ['navigation', 'waze', 'u1', at(11, 13, 8)],
    ['lifecycle', 'first_launch', 'u4', at(11, 18, 9)],
    ['lifecycle', 'app_launch', 'u4', at(11, 18, 10)],
    ['lifecycle', 'app_launch', 'u1', at(11, 19, 23, 59)],
    ['share', 'app_store', 'u2', at(11, 12, 12)],
    ['deeplink', 'DEEPLINK_CLICKED', 'anonymous', at(11, 17, 12)],
    ['deeplink', 'DEEPLINK_REDIRECTED_TO_APP', 'anonymous', at(11, 17, 12)],
    ['feedback', 'up', 'u1', at(11, 17, 13)],
    ['feedback', 'down', 'u2', at(11, 19, 13)],
    ['feedback', 'comment', 'u3', at(11, 19, 14)],
  ])
  // Monday 16 to Thursday 19 November, against 12 to 15 November.
  const trends = computeTrends(log, day(11, 16), day(11, 19), NOW)

  it('names the range, the previous period of the same length and the zone', () => {
    expect(trends.interval).toBe('day')
    expect(trends.range).toEqual({ from: '2026-11-16', to: '2026-11-19' })
    expect(trends.previous).toEqual({ from: '2026-11-12', to: '2026-11-15' })
    expect(trends.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('answers every day of both periods, oldest first, zeros included', () => {
    for (const series of Object.values(trends.series)) {
      expect(dates(series.current)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'])
      expect(dates(series.previous)).toEqual(['2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15'])
    }
  })

  it('counts each series by local day: 23:59 and midnight fall on two days', () => {
    const expected: Record<TrendKey, { current: number[]; previous: number[] }> = {
      searches: { current: [2, 1, 0, 1], previous: [0, 0, 0, 0] },
      navigations: { current: [0, 0, 0, 0], previous: [0, 1, 0, 0] },
      appLaunches: { current: [0, 0, 1, 1], previous: [0, 0, 0, 0] },
      firstLaunches: { current: [0, 0, 1, 0], previous: [0, 0, 0, 0] },
      shares: { current: [0, 0, 0, 0], previous: [1, 0, 0, 0] },
      // Clicks only: the redirect after a click is not another click.
      deeplinkClicks: { current: [0, 1, 0, 0], previous: [0, 0, 0, 0] },
      // Comments are neither positive nor negative.
      feedbackPositive: { current: [0, 1, 0, 0], previous: [0, 0, 0, 0] },
      feedbackNegative: { current: [0, 0, 0, 1], previous: [0, 0, 0, 0] },
      activeUsers: { current: [2, 2, 1, 3], previous: [1, 1, 0, 0] },
    }
    const found = Object.fromEntries(
      Object.entries(trends.series).map(([key, series]) => [
        key,
        { current: values(series.current), previous: values(series.previous) },
      ]),
    )
    expect(found).toEqual(expected)
  })

  it('totals a counted series as the sum of its days', () => {
    expect(trends.series.searches).toMatchObject({ currentTotal: 4, previousTotal: 0 })
    expect(trends.series.appLaunches).toMatchObject({ currentTotal: 2, previousTotal: 0 })
    expect(trends.series.navigations).toMatchObject({ currentTotal: 0, previousTotal: 1 })
  })

  it('totals active users as the distinct users of the period, not the sum of its days', () => {
    // u1 on 16, 17 and 19; u2 on 16 and 19; u3 on 19; u4 on 18; "anonymous" on 17.
    expect(trends.series.activeUsers).toMatchObject({ currentTotal: 5, previousTotal: 2 })
  })

  it('answers a range with no events at all as zeros', () => {
    const empty = computeTrends(eventLog([]), day(3, 1), day(3, 3), NOW)
    for (const series of Object.values(empty.series)) {
      expect(series).toEqual({
        current: [
          { date: '2026-03-01', value: 0 },
          { date: '2026-03-02', value: 0 },
          { date: '2026-03-03', value: 0 },
        ],
        previous: [
          { date: '2026-02-26', value: 0 },
          { date: '2026-02-27', value: 0 },
          { date: '2026-02-28', value: 0 },
        ],
        currentTotal: 0,
        previousTotal: 0,
      })
    }
  })

  it('crosses month and year ends, and a leap day', () => {
    const leap = computeTrends(eventLog([]), day(2, 28, 2028), day(3, 1, 2028), day(3, 2, 2028))
    expect(dates(leap.series.shares.current)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01'])
    expect(leap.previous).toEqual({ from: '2028-02-25', to: '2028-02-27' })
    const newYear = computeTrends(eventLog([]), day(1, 1), day(1, 2), NOW)
    expect(newYear.previous).toEqual({ from: '2025-12-30', to: '2025-12-31' })
    expect(dates(newYear.series.shares.previous)).toEqual(['2025-12-30', '2025-12-31'])
  })

  it('answers the range up to today only: its later days are not answered, the previous period is whole', () => {
    const log = eventLog([
      ['search', 'address', 'u1', at(11, 25, 12)],
      ['search', 'address', 'u1', at(11, 26, 9)],
    ])
    // Wednesday 25 to Saturday 28 November, on Thursday the 26th.
    const partial = computeTrends(log, day(11, 25), day(11, 28), NOW)
    expect(partial.range).toEqual({ from: '2026-11-25', to: '2026-11-28' })
    expect(partial.series.searches.current).toEqual([
      { date: '2026-11-25', value: 1 },
      { date: '2026-11-26', value: 1 },
    ])
    expect(dates(partial.series.searches.previous)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'])
    const future = computeTrends(log, day(11, 27), day(11, 28), NOW)
    expect(future.series.searches).toMatchObject({ current: [], currentTotal: 0 })
    expect(values(future.series.searches.previous)).toEqual([1, 1])
  })

  it('answers no day after today in the previous period either: a day to come is never a zero', () => {
    const log = eventLog([['search', 'address', 'u1', at(11, 25, 12)]])
    // Tuesday 1 to Friday 4 December, on Thursday 26 November: the previous period is the 27th to the 30th.
    const later = computeTrends(log, day(12, 1), day(12, 4), NOW)
    expect(later.previous).toEqual({ from: '2026-11-27', to: '2026-11-30' })
    expect(later.series.searches).toEqual({ current: [], previous: [], currentTotal: 0, previousTotal: 0 })
    expect(later.series.activeUsers).toEqual({ current: [], previous: [], currentTotal: 0, previousTotal: 0 })
    // From the 28th to the 30th, the previous period ends with today, the 26th.
    const straddling = computeTrends(log, day(11, 28), day(11, 30), NOW)
    expect(dates(straddling.series.searches.previous)).toEqual(['2026-11-25', '2026-11-26'])
    expect(straddling.series.searches).toMatchObject({ current: [], previousTotal: 1 })
  })
})

const ZONE_RUN = fileURLToPath(new URL('./trendsZoneRun.ts', import.meta.url))
const run = promisify(execFile)

async function trendsIn(timeZone: string, events: LoggedEvent[], from: string, to: string): Promise<TrendsResponse> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', ZONE_RUN, JSON.stringify({ events, from, to, now: '2026-11-26T14:00:00Z' })],
    { env: { ...process.env, TZ: timeZone } },
  )
  return JSON.parse(stdout) as TrendsResponse
}

describe('computeTrends in the time zone of the process', () => {
  // 3 searches at 23:30 in Oslo on 18 November and 2 at 00:30 on the 19th (UTC+1), which
  // are one UTC day, and 18:30 and 19:30 the day before in New York.
  const aroundMidnight: LoggedEvent[] = [
    ...['a', 'b', 'c'].map((user): LoggedEvent => ['search', 'address', user, '2026-11-18T22:30:00Z']),
    ...['a', 'd'].map((user): LoggedEvent => ['search', 'address', user, '2026-11-18T23:30:00Z']),
  ]

  it('cuts days at midnight in that zone', { timeout: 30_000 }, async () => {
    const [oslo, newYork] = await Promise.all([
      trendsIn('Europe/Oslo', aroundMidnight, '2026-11-19', '2026-11-19'),
      trendsIn('America/New_York', aroundMidnight, '2026-11-19', '2026-11-19'),
    ])
    /** Searches on the 19th (the range) and the 18th (the previous period). */
    const searches = (onThe19th: number, onThe18th: number) => ({
      current: [{ date: '2026-11-19', value: onThe19th }],
      previous: [{ date: '2026-11-18', value: onThe18th }],
      currentTotal: onThe19th,
      previousTotal: onThe18th,
    })
    expect(oslo.timeZone).toBe('Europe/Oslo')
    expect(oslo.series.searches).toEqual(searches(2, 3))
    expect(oslo.series.activeUsers).toMatchObject({ currentTotal: 2, previousTotal: 3 })
    expect(newYork.timeZone).toBe('America/New_York')
    expect(newYork.series.searches).toEqual(searches(0, 5))
    expect(newYork.series.activeUsers).toMatchObject({ currentTotal: 0, previousTotal: 4 })
  })

  it(
    'keeps days whole across a daylight-saving change (Oslo, 25 October 2026: 25 hours)',
    { timeout: 30_000 },
    async () => {
      const trends = await trendsIn(
        'Europe/Oslo',
        [
          ['navigation', 'waze', 'u1', '2026-10-24T21:30:00Z'], // 24 Oct 23:30 CEST
          ['navigation', 'waze', 'u1', '2026-10-24T22:30:00Z'], // 25 Oct 00:30 CEST
          ['navigation', 'waze', 'u1', '2026-10-25T22:30:00Z'], // 25 Oct 23:30 CET
          ['navigation', 'waze', 'u1', '2026-10-25T23:30:00Z'], // 26 Oct 00:30 CET
        ],
        '2026-10-25',
        '2026-10-26',
      )
      expect(trends.series.navigations).toEqual({
        current: [
          { date: '2026-10-25', value: 2 },
          { date: '2026-10-26', value: 1 },
        ],
        previous: [
          { date: '2026-10-23', value: 0 },
          { date: '2026-10-24', value: 1 },
        ],
        currentTotal: 3,
        previousTotal: 1,
      })
    },
  )
})

describe('GET /api/analytics/trends', () => {
  const backend = createBackend({ seed: 3, lots: 20, users: 300, clock: () => NOW })
  const call = backendCaller(backend)
  const trends = (query: string) => call<TrendsResponse | ErrorBody>('GET', `/api/analytics/trends?${query}`)

  it("answers today's point as the dashboard's today, on the frozen clock", async () => {
    const { status, body } = await trends('from=2026-11-20&to=2026-11-30&interval=day')
    expect(status).toBe(200)
    const answer = body as TrendsResponse
    const dashboard = (await call<DashboardResponse>('GET', '/api/analytics/dashboard')).body
    const today = (key: TrendKey) => answer.series[key].current.at(-1)
    expect(today('searches')).toEqual({ date: '2026-11-26', value: dashboard.search.todayEvents })
    expect(today('navigations')?.value).toBe(dashboard.navigation.todayEvents)
    expect(today('shares')?.value).toBe(dashboard.share.todayEvents)
    expect(today('appLaunches')?.value).toBe(dashboard.lifecycle.todayEventTypeBreakdown.APP_LAUNCH)
    expect(today('firstLaunches')?.value).toBe(dashboard.lifecycle.newUsersToday)
    expect(today('deeplinkClicks')?.value).toBe(dashboard.deeplink.todayEventTypeBreakdown.DEEPLINK_CLICKED)
    expect(today('activeUsers')?.value).toBe(dashboard.overview.todayUniqueUsers)
    expect(answer.series.searches.current).toHaveLength(7)
    expect(answer.series.searches.previous).toHaveLength(11)
    expect(answer.series.searches.currentTotal).toBe(
      answer.series.searches.current.reduce((sum, point) => sum + point.value, 0),
    )
    expect(answer.series.searches.currentTotal).toBeGreaterThan(0)
  })

  it('takes the interval out, and a range of exactly 366 days', async () => {
    expect((await trends('from=2026-11-20&to=2026-11-26')).status).toBe(200)
    const year = await trends('from=2025-11-26&to=2026-11-26&interval=day')
    expect(year.status).toBe(200)
    expect((year.body as TrendsResponse).series.shares.current).toHaveLength(366)
  })

  it.each([
    ['to=2026-11-26', 'from is required, as a calendar date YYYY-MM-DD'],
    ['from=2026-11-20', 'to is required, as a calendar date YYYY-MM-DD'],
    ['from=2026-11-20&to=', 'to is required, as a calendar date YYYY-MM-DD'],
    ['from=20-11-2026&to=2026-11-26', 'from must be a calendar date as YYYY-MM-DD, got "20-11-2026"'],
    ['from=2026-11-20&to=2026-02-30', 'to must be a calendar date as YYYY-MM-DD, got "2026-02-30"'],
    ['from=2026-11-26&to=2026-11-25', 'from must not be after to'],
    ['from=2025-11-25&to=2026-11-26', 'A range may hold at most 366 days; 2025-11-25 to 2026-11-26 holds 367'],
    ['from=2026-11-20&to=2026-11-26&interval=week', 'interval must be one of day, got "week"'],
  ])('refuses %s with 400: %s', async (query, message) => {
    expect(await trends(query)).toEqual({ status: 400, body: { message } })
  })

  it('refuses a caller without a token with 401', async () => {
    const answer = await call<ErrorBody>('GET', '/api/analytics/trends?from=2026-11-20&to=2026-11-26', {
      token: null,
    })
    expect(answer.status).toBe(401)
    expect(answer.body.message).toMatch(/token/i)
  })
})
