import { EVENT_SOURCES } from '@/schema/events'
import { compareValues, firstIndexSince, lowerBound, memoOnEvents, positionsOfUser, userIndex } from '@mocks/db/indexes'
import { DAY_MS, startOfDay, startOfDayBefore } from '@mocks/db/time'

// What each app user did over all time, derived once per event log for the user insights,
// retention and cohort figures. None of it depends on "now": the figures that do (today,
// new this week, windows that have elapsed) are worked out per call from these arrays,
// which takes one pass over the users instead of one over every event.

/** Days after a user's first day at which cohorts are measured (docs/product.md#analytics-definitions). */
export const COHORT_DAYS = [1, 7, 14, 30] as const

export interface UserActivity {
  /** Users by ordinal number, as in userIndex. */
  userIds: string[]
  /** Local midnight (ms) of day number 0: the first calendar day with any event. */
  dayZero: number
  /** Earliest and latest timestamp of each user's events. */
  firstSeen: string[]
  lastSeen: string[]
  /** Day number of each user's first activity. */
  firstDay: Int32Array
  searches: Int32Array
  navigations: Int32Array
  /** Distinct search texts each user has searched for. */
  searchVariety: Int32Array
  /** Distinct calendar days with any event. */
  daysActive: Int32Array
  /** Days from the first day to the next day with any event; 0 when the user never came back. */
  firstReturn: Int32Array
  /** Bit i set when the user was active exactly COHORT_DAYS[i] days after the first day. */
  activeOnCohortDays: Uint8Array
  /** Ordinals, most engaged first: searches plus navigations, then latest seen, then user id. */
  byEngagement: Int32Array
}

/** The day number of the local calendar day holding `time`. */
export function dayNumber(activity: Pick<UserActivity, 'dayZero'>, time: number): number {
  // Rounding absorbs the 23- and 25-hour days of daylight-saving changes.
  return Math.round((startOfDay(time) - activity.dayZero) / DAY_MS)
}

/** part / whole as a fraction with four decimals; 0 when there is nothing to divide. */
export function fraction(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10000) / 10000
}

function bitCount(word: number): number {
  word -= (word >>> 1) & 0x55555555
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333)
  return Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}

export const userActivity = memoOnEvents((events): UserActivity => {
  const index = userIndex(events)
  const users = index.userIds.length

  const timestamps = EVENT_SOURCES.flatMap((kind) => {
    const list = events[kind]
    return list.length ? [list[0]!.timestamp, list[list.length - 1]!.timestamp] : []
  }).sort()
  const dayZero = startOfDay(timestamps.length ? Date.parse(timestamps[0]!) : 0)
  const lastDay = timestamps.length ? dayNumber({ dayZero }, Date.parse(timestamps.at(-1)!)) : 0
  /** Local midnights as ISO text, one past the last day. */
  const dayStarts = Array.from({ length: lastDay + 2 }, (_, day) =>
    new Date(startOfDayBefore(dayZero, -day)).toISOString(),
  )
  const dayOf = (timestamp: string) => lowerBound(lastDay, (day) => dayStarts[day + 1]! <= timestamp)

  // One bit per user and day. Each list is sorted, so a day is a slice found by binary
  // search and the events need no date work of their own.
  const words = (lastDay >>> 5) + 1
  const activeDays = new Uint32Array(users * words)
  const isActive = (user: number, day: number) =>
    day <= lastDay && (activeDays[user * words + (day >>> 5)]! & (1 << (day & 31))) !== 0
  for (const kind of EVENT_SOURCES) {
    const list = events[kind]
    const userAt = index.userAt[kind]
    let end = 0
    for (let day = 0; day <= lastDay; day++) {
      const start = end
      end = day === lastDay ? list.length : firstIndexSince(list, dayStarts[day + 1]!)
      const word = day >>> 5
      const bit = 1 << (day & 31)
      for (let position = start; position < end; position++) activeDays[userAt[position]! * words + word]! |= bit
    }
  }

  const firstSeen = new Array<string>(users)
  const lastSeen = new Array<string>(users)
  const firstDay = new Int32Array(users)
  const searches = new Int32Array(users)
  const navigations = new Int32Array(users)
  const searchVariety = new Int32Array(users)
  const daysActive = new Int32Array(users)
  const firstReturn = new Int32Array(users)
  const activeOnCohortDays = new Uint8Array(users)
  const queries = new Set<string>()
  for (let user = 0; user < users; user++) {
    // A user's events in each list are in time order: the first and last are the extremes.
    let first = ''
    let last = ''
    for (const kind of EVENT_SOURCES) {
      const own = positionsOfUser(index, kind, user)
      if (own.length === 0) continue
      const earliest = events[kind][own[0]!]!.timestamp
      const latest = events[kind][own[own.length - 1]!]!.timestamp
      if (first === '' || earliest < first) first = earliest
      if (latest > last) last = latest
    }
    firstSeen[user] = first
    lastSeen[user] = last
    const start = (firstDay[user] = dayOf(first))

    const ownSearches = positionsOfUser(index, 'search', user)
    searches[user] = ownSearches.length
    navigations[user] = positionsOfUser(index, 'navigation', user).length
    queries.clear()
    for (const position of ownSearches) queries.add(events.search[position]!.searchQuery)
    searchVariety[user] = queries.size

    let days = 0
    for (let word = user * words; word < (user + 1) * words; word++) days += bitCount(activeDays[word]!)
    daysActive[user] = days
    for (let day = start + 1; day <= lastDay; day++) {
      if (isActive(user, day)) {
        firstReturn[user] = day - start
        break
      }
    }
    activeOnCohortDays[user] = COHORT_DAYS.reduce(
      (bits, offset, bit) => (isActive(user, start + offset) ? bits | (1 << bit) : bits),
      0,
    )
  }

  const engagement = (user: number) => searches[user]! + navigations[user]!
  const byEngagement = Int32Array.from({ length: users }, (_, user) => user).sort(
    (a, b) =>
      engagement(b) - engagement(a) ||
      compareValues(lastSeen[b]!, lastSeen[a]!) ||
      compareValues(index.userIds[a]!, index.userIds[b]!),
  )

  return {
    userIds: index.userIds,
    dayZero,
    firstSeen,
    lastSeen,
    firstDay,
    searches,
    navigations,
    searchVariety,
    daysActive,
    firstReturn,
    activeOnCohortDays,
    byEngagement,
  }
})
