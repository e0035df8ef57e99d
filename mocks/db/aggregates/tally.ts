import type { EventLog } from '../activity'
import { EVENT_TYPES, firstIndexSince, memoOnEvents, userIndex, type EventKind, type EventOf } from '../indexes'

// Counts, per-type breakdowns and distinct users of each event list, all time or since a
// moment: the dashboard's sections and the feedback summary are made of these. Users are
// told apart by their ordinal number in the user index (a byte per user), which is much
// faster than a Set of ids.

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
const SEARCH_MODES = upperCaseOf(['general', 'cheap', 'easy'] as const)
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
