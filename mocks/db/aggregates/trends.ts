import type { TrendKey, TrendPoint, TrendSeries, TrendsResponse } from '@/api/types'
import { EVENT_SOURCES } from '@/schema/events'
import { daysIn } from '@/schema/lists'
import {
  firstIndexSince,
  select,
  selectionSize,
  userIndex,
  type EventKind,
  type EventLog,
  type TypeOf,
} from '@mocks/db/indexes'
import { dayText, localTimeZone, startOfDayBefore } from '@mocks/db/time'

// GET /api/analytics/trends: one figure per local calendar day for a range of days and for
// the same number of days just before it. Every list is sorted by time, so a day of a
// series is a slice found by binary search (by type through the type index); the active
// users walk the events of the days asked for once, a day at a time.

/** The events each counted series counts: a list, and the one type of it when not all. */
const COUNTED = {
  searches: { kind: 'search' },
  navigations: { kind: 'navigation' },
  appLaunches: { kind: 'lifecycle', type: 'app_launch' },
  firstLaunches: { kind: 'lifecycle', type: 'first_launch' },
  shares: { kind: 'share' },
  deeplinkClicks: { kind: 'deeplink', type: 'DEEPLINK_CLICKED' },
  feedbackPositive: { kind: 'feedback', type: 'up' },
  feedbackNegative: { kind: 'feedback', type: 'down' },
} as const satisfies Record<Exclude<TrendKey, 'activeUsers'>, { kind: EventKind; type?: TypeOf<EventKind> }>

/**
 * The trends of the range from the day starting at `first` to the one starting at `last`
 * (local midnights, at most MAX_RANGE_DAYS days apart, checked by the caller). Days after
 * today are not answered, in the range or in the previous period (a range starting after
 * tomorrow has some): the points end with today, so far, and a day to come is never a zero.
 */
export function computeTrends(events: EventLog, first: number, last: number, now: number): TrendsResponse {
  const length = daysIn(dayText(first), dayText(last))
  const previousFirst = startOfDayBefore(first, length)
  const daysUpToToday = (from: number) => Math.min(length, Math.max(0, daysIn(dayText(from), dayText(now))))
  const currentDays = daysUpToToday(first)
  const previousDays = daysUpToToday(previousFirst)
  // Day d of the answer: the previous period's days, then the range's up to today.
  const days = length + currentDays
  const starts = Array.from({ length: days + 1 }, (_, day) =>
    new Date(startOfDayBefore(previousFirst, -day)).toISOString(),
  )

  const dates = starts.slice(0, days).map((start) => dayText(Date.parse(start)))

  const seriesOf = (valueOn: (day: number) => number, previousTotal: number, currentTotal: number): TrendSeries => {
    const points = (from: number, to: number): TrendPoint[] =>
      Array.from({ length: to - from }, (_, index) => ({ date: dates[from + index]!, value: valueOn(from + index) }))
    return { current: points(length, days), previous: points(0, previousDays), currentTotal, previousTotal }
  }

  const counted = Object.fromEntries(
    Object.entries(COUNTED).map(([key, { kind, ...filter }]) => {
      const values = Array.from({ length: days }, (_, day) =>
        selectionSize(select(events, kind, { ...filter, from: starts[day], to: starts[day + 1] })),
      )
      const sum = (from: number, to: number) => values.slice(from, to).reduce((total, value) => total + value, 0)
      return [key, seriesOf((day) => values[day]!, sum(0, length), sum(length, days))]
    }),
  ) as Record<keyof typeof COUNTED, TrendSeries>

  const active = activeUsers(events, starts, length)
  return {
    interval: 'day',
    timeZone: localTimeZone(),
    range: { from: dayText(first), to: dayText(last) },
    previous: { from: dayText(previousFirst), to: dayText(startOfDayBefore(first, 1)) },
    series: { ...counted, activeUsers: seriesOf((day) => active.perDay[day]!, active.previous, active.current) },
  }
}

/**
 * Distinct users with any event on each day (`starts` holds the days' local midnights as
 * ISO text, one past the last), and distinct users over the first `split` days and over
 * the rest: a user active on several days counts once in a period's total.
 */
function activeUsers(
  events: EventLog,
  starts: string[],
  split: number,
): { perDay: Int32Array; previous: number; current: number } {
  const { userIds, userAt } = userIndex(events)
  const days = starts.length - 1
  const perDay = new Int32Array(days)
  /** The last day each user was counted on, and the periods each user was active in (bit 1: previous, 2: current). */
  const countedOn = new Int32Array(userIds.length).fill(-1)
  const periods = new Uint8Array(userIds.length)
  // Each day of each list is a slice of it, found by binary search: bounds[kind][day] is its first position.
  const bounds = EVENT_SOURCES.map((kind) => Int32Array.from(starts, (start) => firstIndexSince(events[kind], start)))
  const users = EVENT_SOURCES.map((kind) => userAt[kind])
  for (let day = 0; day < days; day++) {
    const bit = day < split ? 1 : 2
    for (let kind = 0; kind < EVENT_SOURCES.length; kind++) {
      const userOf = users[kind]!
      const end = bounds[kind]![day + 1]!
      for (let position = bounds[kind]![day]!; position < end; position++) {
        const user = userOf[position]!
        if (countedOn[user] !== day) {
          countedOn[user] = day
          perDay[day]!++
        }
        periods[user]! |= bit
      }
    }
  }
  let previous = 0
  let current = 0
  for (const bits of periods) {
    previous += bits & 1
    current += bits >> 1
  }
  return { perDay, previous, current }
}
