import { SEARCH_MODES as MODES, type EventLog, type HistoryColumns } from '../activity'
import type { EventColumns } from '../eventColumns'
import { EVENT_KINDS, EVENT_TYPES, firstIndexSince, memoOnEvents, userIndex, type EventKind, type EventOf } from '../indexes'

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
  share: (events: EventLog, since: string, everyone: Everyone) => tally(events, 'share', since, (e) => SHARE[e.shareType], Object.values(SHARE), everyone),
  deeplink: (events: EventLog, since: string, everyone: Everyone) => tally(events, 'deeplink', since, (e) => e.eventType, EVENT_TYPES.deeplink, everyone),
  feedback: (events: EventLog, since: string, everyone: Everyone) => tally(events, 'feedback', since, (e) => e.feedbackType, EVENT_TYPES.feedback, everyone),
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

/** Every section's tally since `since`, and the events and distinct users over all of them. */
export function tallies(events: EventLog, since: string): { sections: Tallies; events: number; users: number } {
  const everyone = noUsers(events)
  const sections = Object.fromEntries(Object.entries(SECTIONS).map(([name, count]) => [name, count(events, since, everyone)])) as Tallies
  return { sections, events: Object.values(sections).reduce((sum, part) => sum + part.events, 0), users: countUsers(everyone) }
}

/** All-time tallies, kept per event log: the lists only grow. */
export const allTimeTallies = memoOnEvents((events) => tallies(events, ''))

/**
 * The tally of the history's rows of one list from `since` up to `released` (ms), by the
 * codes in `codes`: `labels` holds each code's label.
 */
function columnTally<L extends string>(
  columns: EventColumns<string>,
  codes: Int32Array,
  labels: readonly L[],
  since: number,
  released: number,
  everyone: Everyone,
): Tally<L> {
  const end = columns.countUpTo(released)
  const start = Math.min(columns.firstSince(since), end)
  const userAt = columns.user
  const seen = new Uint8Array(everyone.length)
  const counts = new Array<number>(labels.length).fill(0)
  let users = 0
  for (let row = start; row < end; row++) {
    const user = userAt[row]!
    if (seen[user] === 0) {
      seen[user] = 1
      everyone[user] = 1
      users++
    }
    counts[codes[row]!]! += 1
  }
  return { events: end - start, breakdown: Object.fromEntries(labels.map((label, code) => [label, counts[code]!])) as Record<L, number>, users }
}

/**
 * What `tallies` gives once the events are objects, from the history's columns: the rows
 * released up to `released` and at or after `since` (ms). The codes are indexes into the
 * values the labels above are made from (EVENT_TYPES, activity.ts's SEARCH_MODES), in order.
 */
export function historyTallies(history: HistoryColumns, userCount: number, since: number, released: number): { sections: Tallies; events: number; users: number } {
  const everyone: Everyone = new Uint8Array(userCount)
  const count = <L extends string>(columns: EventColumns<string>, codes: Int32Array, labels: readonly L[]) =>
    columnTally(columns, codes, labels, since, released, everyone)
  const sections: Tallies = {
    lifecycle: count(history.lifecycle, history.lifecycle.fields.type, Object.values(LIFECYCLE)),
    search: count(history.search, history.search.fields.mode, Object.values(SEARCH_MODES)),
    navigation: count(history.navigation, history.navigation.fields.type, Object.values(NAVIGATION)),
    share: count(history.share, history.share.fields.type, Object.values(SHARE)),
    deeplink: count(history.deeplink, history.deeplink.fields.type, EVENT_TYPES.deeplink),
    feedback: count(history.feedback, history.feedback.fields.type, EVENT_TYPES.feedback),
  }
  return { sections, events: Object.values(sections).reduce((sum, part) => sum + part.events, 0), users: countUsers(everyone) }
}

const allTimeHistory = new WeakMap<HistoryColumns, { rows: number; value: ReturnType<typeof historyTallies> }>()

/** All-time tallies of the history, kept per history until more of it is released (rows are only ever added to what is released). */
export function allTimeHistoryTallies(history: HistoryColumns, userCount: number, released: number): ReturnType<typeof historyTallies> {
  let rows = 0
  for (const kind of EVENT_KINDS) rows += history[kind].countUpTo(released)
  const cached = allTimeHistory.get(history)
  if (cached?.rows === rows) return cached.value
  const value = historyTallies(history, userCount, -Infinity, released)
  allTimeHistory.set(history, { rows, value })
  return value
}
