import { describe, expect, it } from 'vitest'
import { getTrends } from '@/api/analytics'
import type { TrendKey, TrendPoint, TrendSeries, TrendsParams, TrendsResponse } from '@/api/types'
import { STATES } from './pactNames'
import {
  answersWith,
  AUTHENTICATED_HEADERS,
  count,
  createPact,
  signedInInteraction,
  errorBody,
  executeTest,
  calendarDay,
  calendarDayFromState,
  listOfExactly,
  signIn,
  text,
  type Template,
} from './support'

// GET /api/analytics/trends (docs/product.md#api-calls): daily series over a range of
// calendar days and the same number of days before it, for the dashboard's trends. An
// addition to the original API. The days are the backend's own, in the zone it names.

const pact = createPact()

/** The request's query as the client sends it. */
const query = ({ from, to }: TrendsParams) => ({ from, to, interval: 'day' })

/** The same template for each of the nine series: a record, so a series left out does not compile. */
const everySeries = (series: Template<TrendSeries>): Record<TrendKey, Template<TrendSeries>> => ({
  searches: series,
  navigations: series,
  appLaunches: series,
  firstLaunches: series,
  shares: series,
  deeplinkClicks: series,
  feedbackPositive: series,
  feedbackNegative: series,
  activeUsers: series,
})

/** A week, well in the past for any backend, so none of its days is cut at today. */
const WEEK = { from: '2024-05-08', to: '2024-05-14' }

describe('GET /api/analytics/trends', () => {
  it('answers every day of a week and of the week before, for every series', async () => {
    signIn()
    const day = (date: string): Template<TrendPoint> => ({ date: text(date), value: count(12) })
    const week: Template<TrendSeries> = {
      current: listOfExactly<TrendPoint>(7, day(WEEK.from)),
      previous: listOfExactly<TrendPoint>(7, day('2024-05-01')),
      currentTotal: count(84),
      previousTotal: count(80),
    }
    const body: Template<TrendsResponse> = {
      interval: 'day',
      timeZone: text('Europe/Oslo'),
      range: WEEK,
      previous: { from: '2024-05-01', to: '2024-05-07' },
      series: everySeries(week),
    }

    const interaction = signedInInteraction(pact, STATES.analyticsEventsExist)
      .uponReceiving('a request for a week of trends')
      .withRequest('GET', '/api/analytics/trends', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query(query(WEEK)),
      )

    await answersWith(interaction, body, () => getTrends(WEEK))
  })

  it('counts each day in the backend’s zone, both ends of both periods included', async () => {
    signIn()
    // The state's searches: 1 at noon on the 12th; 3 at 23:30 on the 13th; 2 at 00:30 on
    // the 14th, by one user of the 13th's and a new one. Nothing else happened those days.
    const points = (dates: string[], values: number[]): TrendPoint[] =>
      dates.map((date, index) => ({ date, value: values[index]! }))
    const series = (current: number[], previous: number[], currentTotal: number, previousTotal: number) => ({
      current: points(['2024-05-13', '2024-05-14'], current),
      previous: points(['2024-05-11', '2024-05-12'], previous),
      currentTotal,
      previousTotal,
    })
    const none = series([0, 0], [0, 0], 0, 0)
    const bySeries: Record<TrendKey, TrendSeries> = {
      searches: series([3, 2], [0, 1], 5, 1),
      navigations: none,
      appLaunches: none,
      firstLaunches: none,
      shares: none,
      deeplinkClicks: none,
      feedbackPositive: none,
      feedbackNegative: none,
      // Four users in the range, not five: contract-trends-a searched on both days.
      activeUsers: series([3, 2], [0, 1], 4, 1),
    }
    const body: Template<TrendsResponse> = {
      interval: 'day',
      timeZone: text('Europe/Oslo'),
      range: { from: '2024-05-13', to: '2024-05-14' },
      previous: { from: '2024-05-11', to: '2024-05-12' },
      series: bySeries,
    }

    const range = { from: '2024-05-13', to: '2024-05-14' }
    const interaction = signedInInteraction(pact, STATES.searchesAroundMidnight, { date: '2024-05-14' })
      .uponReceiving('a request for the trends of two days with searches around midnight')
      .withRequest('GET', '/api/analytics/trends', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query(query(range)),
      )

    await answersWith(interaction, body, () => getTrends(range))
  })

  it('answers a range that reaches past today up to today only, never a day to come', async () => {
    signIn()
    // The state names the backend's today and a week around it, three days either side: the
    // range's days up to today are answered (today's figure so far), the three after are
    // not, not even as zeros; the week before is whole.
    const range = { from: '2024-05-11', to: '2024-05-17' }
    const point: Template<TrendPoint> = { date: calendarDay(range.from), value: count(12) }
    const upToToday: Template<TrendSeries> = {
      current: listOfExactly<TrendPoint>(4, point),
      previous: listOfExactly<TrendPoint>(7, { ...point, date: calendarDay('2024-05-04') }),
      currentTotal: count(48),
      previousTotal: count(80),
    }
    const body: Template<TrendsResponse> = {
      interval: 'day',
      timeZone: text('Europe/Oslo'),
      range: { from: calendarDay(range.from), to: calendarDay(range.to) },
      previous: { from: calendarDay('2024-05-04'), to: calendarDay('2024-05-10') },
      series: everySeries(upToToday),
    }

    const interaction = signedInInteraction(pact, STATES.todayMidRange)
      .uponReceiving('a request for the trends of a week whose last three days are still to come')
      .withRequest('GET', '/api/analytics/trends', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({
          from: calendarDayFromState('${from}', range.from),
          to: calendarDayFromState('${to}', range.to),
          interval: 'day',
        }),
      )

    await answersWith(interaction, body, () => getTrends(range))
  })

  it.each([
    ['a start after its end', { from: '2024-05-15', to: '2024-05-14' }, 'from must not be after to'],
    [
      'a range of more than 366 days',
      { from: '2023-05-14', to: '2024-05-14' },
      'A range may hold at most 366 days; 2023-05-14 to 2024-05-14 holds 367',
    ],
  ])('refuses %s with 400 and a message', async (what, range, message) => {
    signIn()
    const interaction = signedInInteraction(pact)
      .uponReceiving(`a request for trends with ${what}`)
      .withRequest('GET', '/api/analytics/trends', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query(query(range)),
      )
      .willRespondWith(400, (response) => response.jsonBody(errorBody(message)))

    await executeTest(interaction, async () => {
      await expect(getTrends(range)).rejects.toMatchObject({
        name: 'ApiError',
        status: 400,
        message: 'API call failed: 400 Bad Request',
        serverMessage: message,
      })
    })
  })
})
