import type { EventCounts, EventFeedItem, EventSource, NavigationType } from '@/api/types'
import { EVENT_SOURCES } from '@/schema/events'
import type { EventLog } from '@mocks/db/indexes'
import {
  lowerBound,
  positionAt,
  select,
  selectionSize,
  type EventFilter,
  type EventKind,
  type EventOf,
  type Selection,
} from '@mocks/db/indexes'

// GET /api/analytics/all-events: every kind of event in one feed, newest first. A page is
// found without merging everything before it: a binary search over time finds where each
// list stands after the skipped events, and only the page itself is merged.

const NAVIGATION_APPS: Record<NavigationType, string> = {
  google_maps: 'Google Maps',
  apple_maps: 'Apple Maps',
  waze: 'Waze',
}

const DEEPLINK_TEXTS = {
  DEEPLINK_CLICKED: ['Deeplink Click', 'Clicked'],
  DEEPLINK_REDIRECTED_TO_APP: ['Deeplink to App', 'Opened in the app:'],
  DEEPLINK_REDIRECTED_TO_WEB: ['Deeplink to Web', 'Opened on the web:'],
  DOWNLOAD_CLICKED: ['Download Click', 'Tapped download after'],
} as const

/** How one event of each kind reads in the feed. */
const DESCRIBE: {
  [K in EventKind]: (event: EventOf<K>) => Pick<EventFeedItem, 'displayName' | 'description'> & Partial<EventFeedItem>
} = {
  search: (event) => ({
    displayName: 'Search',
    description: `Searched for "${event.searchQuery}" (${event.searchType}, ${event.searchMode})`,
  }),
  navigation: (event) => ({
    displayName: 'Navigation',
    description: `Navigated to ${event.spotAddress} with ${NAVIGATION_APPS[event.navigationType]}`,
  }),
  lifecycle: (event) => ({
    displayName: event.eventType === 'first_launch' ? 'First Launch' : 'App Launch',
    description: `${event.eventType === 'first_launch' ? 'First opened' : 'Opened'} the app on ${event.deviceInfo} (${event.platform}, version ${event.appVersion}) for ${formatDuration(event.sessionDuration)}`,
  }),
  share: (event) => ({
    displayName: event.shareType === 'parking_spot' ? 'Spot Share' : 'App Share',
    description:
      event.shareType === 'parking_spot'
        ? `Shared a parking spot${event.spotAddress ? ` at ${event.spotAddress}` : ''} by ${event.shareMethod}`
        : `Shared the app's App Store link by ${event.shareMethod}`,
  }),
  deeplink: (event) => {
    const [displayName, action] = DEEPLINK_TEXTS[event.eventType]
    return { displayName, description: `${action} ${event.deeplinkId} from ${event.source} (${event.platform})` }
  },
  feedback: (event) => {
    const lot = event.parkingLotName ?? 'a parking lot'
    const texts = {
      up: ['Positive Feedback', `Thumbs up for ${lot}`],
      down: ['Negative Feedback', `Thumbs down for ${lot}`],
      comment: ['Comment', `Commented on ${lot}`],
    } as const
    const [displayName, description] = texts[event.feedbackType]
    return {
      displayName,
      description,
      feedbackType: event.feedbackType,
      ...(event.comment === undefined ? {} : { comment: event.comment }),
      ...(event.parkingLotName === undefined ? {} : { parkingLotName: event.parkingLotName }),
      // The lot's _id, so the console can link the name to the lot's detail page.
      ...(event.parkingLotId === undefined ? {} : { parkingLotId: event.parkingLotId }),
    }
  },
}

function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return minutes === 0 ? `${seconds} s` : `${minutes} min ${seconds % 60} s`
}

export function feedItem<K extends EventKind>(kind: K, event: EventOf<K>): EventFeedItem {
  const { displayName, description, ...feedbackFields } = DESCRIBE[kind](event)
  return {
    _id: event._id,
    displayName,
    eventSource: kind satisfies EventSource,
    description,
    timestamp: event.timestamp,
    userId: event.userId,
    ...feedbackFields,
  }
}

interface Source {
  kind: EventKind
  list: ReadonlyArray<{ timestamp: string }>
  selection: Selection
  size: number
}

/** How many of a source's events are at or after the ISO instant `since`. */
function countSince(source: Source, since: string): number {
  const { list, selection, size } = source
  return size - lowerBound(size, (index) => list[positionAt(selection, index)]!.timestamp < since)
}

const isoAt = (time: number) => new Date(time).toISOString()

/**
 * For each source, how many of its newest events fall among the `skip` newest of all
 * sources together. Order: timestamp descending; on equal timestamps, sources in
 * EVENT_SOURCES order, each newest position first.
 */
function skippedPerSource(sources: Source[], skip: number): number[] {
  if (skip === 0) return sources.map(() => 0)
  const present = sources.filter((source) => source.size > 0)
  const timeOf = (source: Source, index: number) =>
    Date.parse(source.list[positionAt(source.selection, index)]!.timestamp)
  // The timestamp T of the skip-th newest event is the latest time with at least `skip`
  // events at or after it.
  let low = Math.min(...present.map((source) => timeOf(source, 0)))
  let high = Math.max(...present.map((source) => timeOf(source, source.size - 1)))
  const atOrAfter = (time: number) => {
    const since = isoAt(time)
    return present.reduce((sum, source) => sum + countSince(source, since), 0)
  }
  while (low < high) {
    const middle = Math.floor((low + high + 1) / 2)
    if (atOrAfter(middle) >= skip) low = middle
    else high = middle - 1
  }
  const at = isoAt(low)
  const after = isoAt(low + 1)
  // Everything later than T is skipped; of the events at T, the first sources' go first.
  let tiesToSkip = skip - sources.reduce((sum, source) => sum + countSince(source, after), 0)
  return sources.map((source) => {
    const later = countSince(source, after)
    const ties = Math.min(tiesToSkip, countSince(source, at) - later)
    tiesToSkip -= ties
    return later + ties
  })
}

function mergeNewestFirst(events: EventLog, sources: Source[], skip: number, limit: number): EventFeedItem[] {
  const next = skippedPerSource(sources, skip).map((skipped, index) => sources[index]!.size - 1 - skipped)
  const page: EventFeedItem[] = []
  while (page.length < limit) {
    let newest = -1
    let newestTimestamp = ''
    sources.forEach((source, index) => {
      if (next[index]! < 0) return
      const timestamp = source.list[positionAt(source.selection, next[index]!)]!.timestamp
      if (newest < 0 || timestamp > newestTimestamp) {
        newest = index
        newestTimestamp = timestamp
      }
    })
    if (newest < 0) break
    const source = sources[newest]!
    const position = positionAt(source.selection, next[newest]!--)
    page.push(feedItem(source.kind, events[source.kind][position]!))
  }
  return page
}

export interface FeedQuery {
  eventType?: EventSource
  userId?: string
  from?: string
  to?: string
  skip: number
  limit: number
}

export interface FeedPage {
  eventCounts: EventCounts
  events: EventFeedItem[]
  /** Events that pass every filter, the event type included. */
  total: number
}

/**
 * Counts per source apply the user and date filters but not the event type, so the feed's
 * tabs always show how many of each kind there are.
 */
export function activityFeed(events: EventLog, query: FeedQuery): FeedPage {
  const filter: EventFilter = { userId: query.userId, from: query.from, to: query.to }
  const sources: Source[] = EVENT_SOURCES.map((kind) => {
    const selection = select(events, kind, filter)
    return { kind, list: events[kind], selection, size: selectionSize(selection) }
  })
  const counts = Object.fromEntries(sources.map((source) => [source.kind, source.size])) as Record<EventKind, number>
  const eventCounts: EventCounts = { total: sources.reduce((sum, source) => sum + source.size, 0), ...counts }
  const shown = query.eventType ? sources.filter((source) => source.kind === query.eventType) : sources
  const total = shown.reduce((sum, source) => sum + source.size, 0)
  const page = query.skip >= total ? [] : mergeNewestFirst(events, shown, query.skip, query.limit)
  return { eventCounts, events: page, total }
}
