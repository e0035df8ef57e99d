import type {
  DeeplinkEvent,
  DeeplinkEventType,
  FeedbackItem,
  FeedbackType,
  LifecycleEvent,
  LifecycleEventType,
  NavigationEvent,
  NavigationType,
  SearchEvent,
  SearchType,
  ShareEvent,
  ShareType,
} from '@/api/types'
import {
  DEEPLINK_EVENT_TYPES,
  EVENT_SOURCES,
  FEEDBACK_TYPES,
  LIFECYCLE_EVENT_TYPES,
  NAVIGATION_TYPES,
  SEARCH_TYPES,
  SHARE_TYPES,
} from '@/schema/events'

// Indexes over a world's event log, built on first use and kept per log, so that a list
// call at ten times the default world reads a few hundred events instead of scanning a
// million. Every list is sorted by timestamp (oldest first), so a date range is a slice
// found by binary search, and "newest first" is reading a slice backwards.

/** A world's events: one list per kind, each sorted by timestamp, oldest first (activity.ts makes them). */
export interface EventLog {
  lifecycle: LifecycleEvent[]
  search: SearchEvent[]
  navigation: NavigationEvent[]
  share: ShareEvent[]
  deeplink: DeeplinkEvent[]
  feedback: FeedbackItem[]
}

export type EventKind = keyof EventLog
export type EventOf<K extends EventKind> = EventLog[K][number]

/** The values each list is filtered by (docs/product.md#analytics-events). */
interface EventTypes {
  search: SearchType
  navigation: NavigationType
  lifecycle: LifecycleEventType
  share: ShareType
  deeplink: DeeplinkEventType
  feedback: FeedbackType
}
export type TypeOf<K extends EventKind> = EventTypes[K]

export const EVENT_TYPES: { [K in EventKind]: ReadonlyArray<TypeOf<K>> } = {
  search: SEARCH_TYPES,
  navigation: NAVIGATION_TYPES,
  lifecycle: LIFECYCLE_EVENT_TYPES,
  share: SHARE_TYPES,
  deeplink: DEEPLINK_EVENT_TYPES,
  feedback: FEEDBACK_TYPES,
}

/** The field each list is filtered by: a search's searchType (not its searchMode), a share's shareType, ... */
const TYPE_OF: { [K in EventKind]: (event: EventOf<K>) => TypeOf<K> } = {
  search: (event) => event.searchType,
  navigation: (event) => event.navigationType,
  lifecycle: (event) => event.eventType,
  share: (event) => event.shareType,
  deeplink: (event) => event.eventType,
  feedback: (event) => event.feedbackType,
}

export function typeOf<K extends EventKind>(kind: K, event: EventOf<K>): TypeOf<K> {
  return TYPE_OF[kind](event)
}

/**
 * Memoises a value derived from an event log. The lists only ever grow, so the value is
 * kept while no list was replaced or has grown. When lists have only grown (the clock
 * released events), `extend`, given, brings the value up to date from the one before and
 * the lengths it was built over, instead of a build over the whole log: at ten times the
 * world a build of the user index takes a second or more, and the live clock releases
 * events every few seconds. A list replaced means a build.
 */
export function memoOnEvents<R>(
  build: (events: EventLog) => R,
  extend?: (previous: R, events: EventLog, lengths: readonly number[]) => R,
): (events: EventLog) => R {
  const cache = new WeakMap<EventLog, { lists: unknown[][]; lengths: number[]; value: R }>()
  return (events) => {
    const cached = cache.get(events)
    const same = cached !== undefined && EVENT_SOURCES.every((kind, index) => cached.lists[index] === events[kind])
    if (same && EVENT_SOURCES.every((kind, index) => cached.lengths[index] === events[kind].length)) return cached.value
    const value = same && extend ? extend(cached.value, events, cached.lengths) : build(events)
    cache.set(events, {
      lists: EVENT_SOURCES.map((kind) => events[kind]),
      lengths: EVENT_SOURCES.map((kind) => events[kind].length),
      value,
    })
    return value
  }
}

/** Ascending order of two strings or two numbers, for sort comparators. */
export function compareValues<T extends string | number>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** The first index in [0, count) for which `isBefore` is false; `isBefore` must hold for a prefix only. */
export function lowerBound(count: number, isBefore: (index: number) => boolean): number {
  let low = 0
  let high = count
  while (low < high) {
    const middle = (low + high) >>> 1
    if (isBefore(middle)) low = middle + 1
    else high = middle
  }
  return low
}

/** Index of the first event at or after the ISO instant `since` in a list sorted by timestamp. */
export function firstIndexSince(events: ReadonlyArray<{ timestamp: string }>, since: string): number {
  return lowerBound(events.length, (index) => events[index]!.timestamp < since)
}

// ---------------------------------------------------------------- users

/** Positions of one list grouped by user: user u's positions are positions[offsets[u]..offsets[u + 1]). */
interface PositionsByUser {
  offsets: Int32Array
  positions: Int32Array
}

export interface UserIndex {
  /** Every user who has any event, by ordinal number. */
  userIds: string[]
  ordinalOf: Map<string, number>
  /** Per list: the ordinal of the user of each event, by position. */
  userAt: Record<EventKind, Int32Array>
  byUser: Record<EventKind, PositionsByUser>
}

/**
 * The user index of `events`; given the index of the lists' first `lengths` events, only the
 * events after those are looked up (users keep their ordinals, new ones are numbered on).
 */
function indexUsers(events: EventLog, from?: { index: UserIndex; lengths: readonly number[] }): UserIndex {
  // Taken over from the index before, which is dropped: its users only gain new ones after them.
  const ordinalOf = from?.index.ordinalOf ?? new Map<string, number>()
  const userIds = from?.index.userIds ?? []
  const userAt = {} as Record<EventKind, Int32Array>
  for (const [listIndex, kind] of EVENT_SOURCES.entries()) {
    const list: ReadonlyArray<{ userId: string }> = events[kind]
    const ordinals = new Int32Array(list.length)
    const known = from?.lengths[listIndex] ?? 0
    if (from) ordinals.set(from.index.userAt[kind].subarray(0, known))
    for (let position = known; position < list.length; position++) {
      const userId = list[position]!.userId
      let ordinal = ordinalOf.get(userId)
      if (ordinal === undefined) {
        ordinal = userIds.length
        ordinalOf.set(userId, ordinal)
        userIds.push(userId)
      }
      ordinals[position] = ordinal
    }
    userAt[kind] = ordinals
  }
  const byUser = {} as Record<EventKind, PositionsByUser>
  for (const kind of EVENT_SOURCES) byUser[kind] = groupByUser(userAt[kind], userIds.length)
  return { userIds, ordinalOf, userAt, byUser }
}

export const userIndex = memoOnEvents(indexUsers, (index, events, lengths) => indexUsers(events, { index, lengths }))

/** A counting sort of positions by user; each user's positions stay ascending. */
function groupByUser(userAt: Int32Array, users: number): PositionsByUser {
  const offsets = new Int32Array(users + 1)
  for (const ordinal of userAt) offsets[ordinal + 1]! += 1
  for (let ordinal = 0; ordinal < users; ordinal++) offsets[ordinal + 1]! += offsets[ordinal]!
  const next = offsets.slice(0, users)
  const positions = new Int32Array(userAt.length)
  for (let position = 0; position < userAt.length; position++) positions[next[userAt[position]!]!++] = position
  return { offsets, positions }
}

/** Positions of one user's events in a list, ascending. */
export function positionsOfUser(index: UserIndex, kind: EventKind, ordinal: number): Int32Array {
  const { offsets, positions } = index.byUser[kind]
  return positions.subarray(offsets[ordinal]!, offsets[ordinal + 1]!)
}

// ---------------------------------------------------------------- types

type PositionsByType = Map<string, Int32Array>

/** A list's positions by type, over its first `length` events. */
interface TypeIndex {
  byType: PositionsByType
  length: number
}

/**
 * Each list's type index, built when first asked for. The lists only grow, so a log that
 * grew keeps them: each catches up with its list when next asked for (typeIndex).
 */
const typeIndexes = memoOnEvents(
  () => new Map<EventKind, TypeIndex>(),
  (built) => built,
)

function typeIndex<K extends EventKind>(events: EventLog, kind: K): PositionsByType {
  const built = typeIndexes(events)
  const list = events[kind] as ReadonlyArray<EventOf<K>>
  let index = built.get(kind)
  if (!index || index.length < list.length) {
    index = groupByType(kind, list, index)
    built.set(kind, index)
  }
  return index.byType
}

/** The positions of `list` by type; given the index of its first events, only those after them are read. */
function groupByType<K extends EventKind>(kind: K, list: ReadonlyArray<EventOf<K>>, from?: TypeIndex): TypeIndex {
  const added = new Map<string, number[]>()
  for (let position = from?.length ?? 0; position < list.length; position++) {
    const type: string = typeOf(kind, list[position]!)
    const positions = added.get(type)
    if (positions) positions.push(position)
    else added.set(type, [position])
  }
  const byType = new Map(from?.byType)
  for (const [type, positions] of added) {
    const known = byType.get(type) ?? NO_POSITIONS
    const joined = new Int32Array(known.length + positions.length)
    joined.set(known)
    joined.set(positions, known.length)
    byType.set(type, joined)
  }
  return { byType, length: list.length }
}

// ---------------------------------------------------------------- selections

/**
 * The events of one list that pass a filter, as positions ascending (so oldest first):
 * entries start..end of `positions`, or of every position when `positions` is null, which
 * lets an unfiltered date range stay a pair of numbers.
 */
export interface Selection {
  positions: Int32Array | null
  start: number
  end: number
}

export interface EventFilter {
  /** A value of the list's type field (typeOf). */
  type?: string
  userId?: string
  /** ISO instants: from inclusive, to exclusive. */
  from?: string
  to?: string
}

const NO_POSITIONS = new Int32Array(0)

export function select<K extends EventKind>(events: EventLog, kind: K, filter: EventFilter): Selection {
  const list = events[kind] as ReadonlyArray<EventOf<K>>
  let positions: Int32Array | null = null
  if (filter.userId !== undefined) {
    const users = userIndex(events)
    const ordinal = users.ordinalOf.get(filter.userId)
    positions = ordinal === undefined ? NO_POSITIONS : positionsOfUser(users, kind, ordinal)
    if (filter.type !== undefined)
      positions = positions.filter((position) => typeOf(kind, list[position]!) === filter.type)
  } else if (filter.type !== undefined) {
    positions = typeIndex(events, kind).get(filter.type) ?? NO_POSITIONS
  }
  const selected = positions
  const count = selected ? selected.length : list.length
  const timestampAt = (index: number) => list[selected ? selected[index]! : index]!.timestamp
  const { from, to } = filter
  return {
    positions: selected,
    start: from === undefined ? 0 : lowerBound(count, (index) => timestampAt(index) < from),
    end: to === undefined ? count : lowerBound(count, (index) => timestampAt(index) < to),
  }
}

export function selectionSize(selection: Selection): number {
  return selection.end - selection.start
}

/** The list position of the selection's `index`-th event, oldest first. */
export function positionAt(selection: Selection, index: number): number {
  const offset = selection.start + index
  return selection.positions ? selection.positions[offset]! : offset
}

/** `limit` events of a selection, newest first, after skipping the `skip` newest. */
export function newestFirst<T>(list: readonly T[], selection: Selection, skip: number, limit: number): T[] {
  const page: T[] = []
  for (let index = selectionSize(selection) - 1 - skip; index >= 0 && page.length < limit; index--) {
    page.push(list[positionAt(selection, index)]!)
  }
  return page
}
