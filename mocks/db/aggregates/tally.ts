import { SEARCH_MODES as MODES } from '@/schema/events'
import type { HistoryColumns } from '@mocks/db/activity'
import type { EventColumns } from '@mocks/db/eventColumns'
import {
  EVENT_TYPES,
  firstIndexSince,
  memoOnEvents,
  userIndex,
  type EventKind,
  type EventLog,
  type EventOf,
} from '@mocks/db/indexes'

// Counts, per-type breakdowns and distinct users of each event list, all time or since a
// moment: the dashboard's sections and the feedback summary are made of these. Users are
// told apart by their ordinal number in the user index (a byte per user), which is much
// faster than a Set of ids. Before the world's events are objects, the same tallies are
// counted from its history's columns (historyTallies), with users told apart by their
// place in world.users.

export interface Tally<L extends string> {
  events: number
  breakdown: Record<L, number>
  users: number
}

/**
 * The tally of one list's events at or after `since` (an ISO instant; '' for all of them).
 * Each event's user is also marked in `everyone`, for distinct users over several lists.
 */
function tally<K extends EventKind, L extends string>(
  events: EventLog,
  kind: K,
  since: string,
  labelOf: (event: EventOf<K>) => L,
  labels: readonly L[],
  everyone: Uint8Array,
): Tally<L> {
  const list = events[kind] as ReadonlyArray<EventOf<K>>
  const userAt = userIndex(events).userAt[kind]
  const start = since ? firstIndexSince(list, since) : 0
  const seen = new Uint8Array(everyone.length)
  let users = 0
  const breakdown = Object.fromEntries(labels.map((label) => [label, 0])) as Record<L, number>
  for (let index = start; index < list.length; index++) {
    const user = userAt[index]!
    if (seen[user] === 0) {
      seen[user] = 1
      everyone[user] = 1
      users++
    }
    breakdown[labelOf(list[index]!)] += 1
  }
  return { events: list.length - start, breakdown, users }
}

/** Event lists use lower case (google_maps); breakdowns the upper case of the same values (GOOGLE_MAPS). */
function upperCaseOf<T extends string>(values: readonly T[]): Record<T, Uppercase<T>> {
  return Object.fromEntries(values.map((value) => [value, value.toUpperCase()])) as Record<T, Uppercase<T>>
}

const LIFECYCLE = upperCaseOf(EVENT_TYPES.lifecycle)
/** Searches are broken down by mode (the ranking asked for), not by searchType. */
const SEARCH_MODES = upperCaseOf(MODES)
const NAVIGATION = upperCaseOf(EVENT_TYPES.navigation)
const SHARE = upperCaseOf(EVENT_TYPES.share)

type Everyone = Uint8Array

export const SECTIONS = {
  lifecycle: (events: EventLog, since: string, everyone: Everyone) =>
    tally(events, 'lifecycle', since, (e) => LIFECYCLE[e.eventType], Object.values(LIFECYCLE), everyone),
  search: (events: EventLog, since: string, everyone: Everyone) =>
    tally(events, 'search', since, (e) => SEARCH_MODES[e.searchMode], Object.values(SEARCH_MODES), everyone),
  navigation: (events: EventLog, since: string, everyone: Everyone) =>
    tally(events, 'navigation', since, (e) => NAVIGATION[e.navigationType], Object.values(NAVIGATION), everyone),
  share: (events: EventLog, since: string, everyone: Everyone) =>
    tally(events, 'share', since, (e) => SHARE[e.shareType], Object.values(SHARE), everyone),
  deeplink: (events: EventLog, since: string, everyone: Everyone) =>
    tally(events, 'deeplink', since, (e) => e.eventType, EVENT_TYPES.deeplink, everyone),
  feedback: (events: EventLog, since: string, everyone: Everyone) =>
    tally(events, 'feedback', since, (e) => e.feedbackType, EVENT_TYPES.feedback, everyone),
}

export type Tallies = { [S in keyof typeof SECTIONS]: ReturnType<(typeof SECTIONS)[S]> }

/** A mark per user, for the distinct users over several tallies. */
export function noUsers(events: EventLog): Everyone {
  return new Uint8Array(userIndex(events).userIds.length)
}

function countUsers(everyone: Everyone): number {
  let count = 0
  for (const mark of everyone) count += mark
  return count
}

/** The sections' tallies with the events and distinct users (marked in `everyone`) over all of them. */
function tallySet(sections: Tallies, everyone: Everyone): { sections: Tallies; events: number; users: number } {
  return {
    sections,
    events: Object.values(sections).reduce((sum, part) => sum + part.events, 0),
    users: countUsers(everyone),
  }
}

/** Every section's tally since `since`, and the events and distinct users over all of them. */
export function tallies(events: EventLog, since: string): { sections: Tallies; events: number; users: number } {
  const everyone = noUsers(events)
  return tallySet(
    Object.fromEntries(
      Object.entries(SECTIONS).map(([name, count]) => [name, count(events, since, everyone)]),
    ) as Tallies,
    everyone,
  )
}

/** All-time tallies, kept per event log: the lists only grow. */
export const allTimeTallies = memoOnEvents((events) => tallies(events, ''))

/** A tally all time (up to the released moment) and since a moment, of the same events. */
interface AllAndToday<T> {
  all: T
  today: T
}

/**
 * The tallies of one list of the history's rows released up to `released`, all of them and
 * those at or after `since` (ms), by the codes in `codes`: `labels` holds each code's label.
 * One pass over the rows, which are in the order they were made, not by time.
 */
function columnTallies<L extends string>(
  columns: EventColumns<string>,
  codes: Int32Array,
  labels: readonly L[],
  since: number,
  released: number,
  everyone: AllAndToday<Everyone>,
): AllAndToday<Tally<L>> {
  const { time, user: userAt, length } = columns
  const seenAll = new Uint8Array(everyone.all.length)
  const seenToday = new Uint8Array(everyone.all.length)
  const countsAll = new Array<number>(labels.length).fill(0)
  const countsToday = new Array<number>(labels.length).fill(0)
  let eventsAll = 0
  let eventsToday = 0
  let usersAll = 0
  let usersToday = 0
  for (let row = 0; row < length; row++) {
    const at = time[row]!
    if (at > released) continue
    const user = userAt[row]!
    const code = codes[row]!
    eventsAll++
    countsAll[code]! += 1
    if (seenAll[user] === 0) {
      seenAll[user] = 1
      everyone.all[user] = 1
      usersAll++
    }
    if (at < since) continue
    eventsToday++
    countsToday[code]! += 1
    if (seenToday[user] === 0) {
      seenToday[user] = 1
      everyone.today[user] = 1
      usersToday++
    }
  }
  const breakdown = (counts: number[]) =>
    Object.fromEntries(labels.map((label, code) => [label, counts[code]!])) as Record<L, number>
  return {
    all: { events: eventsAll, breakdown: breakdown(countsAll), users: usersAll },
    today: { events: eventsToday, breakdown: breakdown(countsToday), users: usersToday },
  }
}

type TallySet = ReturnType<typeof tallies>

/**
 * What allTimeTallies and `tallies` since `since` (ms) give once the events are objects,
 * counted from the history's columns: the rows released up to `released`. The codes are
 * indexes into the values the labels above are made from (EVENT_TYPES, activity.ts's
 * SEARCH_MODES), in order.
 */
export function historyTallies(
  history: HistoryColumns,
  userCount: number,
  since: number,
  released: number,
): AllAndToday<TallySet> {
  const everyone = { all: new Uint8Array(userCount), today: new Uint8Array(userCount) }
  const count = <L extends string>(columns: EventColumns<string>, codes: Int32Array, labels: readonly L[]) =>
    columnTallies(columns, codes, labels, since, released, everyone)
  const sections = {
    lifecycle: count(history.lifecycle, history.lifecycle.fields.type, Object.values(LIFECYCLE)),
    search: count(history.search, history.search.fields.mode, Object.values(SEARCH_MODES)),
    navigation: count(history.navigation, history.navigation.fields.type, Object.values(NAVIGATION)),
    share: count(history.share, history.share.fields.type, Object.values(SHARE)),
    deeplink: count(history.deeplink, history.deeplink.fields.type, EVENT_TYPES.deeplink),
    feedback: count(history.feedback, history.feedback.fields.type, EVENT_TYPES.feedback),
  }
  const part = (which: keyof AllAndToday<unknown>): TallySet =>
    tallySet(
      Object.fromEntries(Object.entries(sections).map(([name, both]) => [name, both[which]])) as Tallies,
      everyone[which],
    )
  return { all: part('all'), today: part('today') }
}
