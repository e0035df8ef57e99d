import {
  getDeeplinkEvents,
  getLifecycleEvents,
  getNavigationEvents,
  getSearchEvents,
  getShareEvents,
} from '@/api/analytics'
import type {
  DateRangeParams,
  DeeplinkEvent,
  DeeplinkEventType,
  LifecycleEvent,
  LifecycleEventType,
  NavigationEvent,
  NavigationType,
  SearchEvent,
  SearchType,
  ShareEvent,
  ShareType,
} from '@/api/types'
import type { Column } from '@/components/DataTable'
import { UserLink } from '@/components/EntityLinks'
import type { FilterOption } from '@/components/FilterBar'
import { RelativeTime } from '@/components/RelativeTime'
import { Words } from '@/components/Words'
import type { DayRange } from '@/lib/dateRange'
import { formatDuration } from '@/lib/format'
import { defineEventList } from './EventList'

// The five event lists (docs/product.md#event-lists): their type filters, and the columns
// the table shows and the export writes (every field docs/product.md#analytics-events lists
// for the event).

const options = <T extends string>(labels: Record<T, string>): FilterOption[] =>
  Object.entries<string>(labels).map(([value, label]) => ({ value, label }))

/** A value's label, or the value itself when the server sends one the console does not know. */
const labelOf = (labels: Record<string, string>, value: string) =>
  Object.hasOwn(labels, value) ? labels[value]! : value

/** Free text from the app: its words whole, a long one broken anywhere (components/Words.tsx). */
const text = (value: string | null | undefined) => <Words text={value || '-'} />
/** An id or code, in monospace. */
const code = (value: string | null | undefined) => (
  <span className="font-monospace small">
    <Words text={value || '-'} />
  </span>
)

// Fixed widths hold the longest value of their column and its header on two lines at
// most; the columns without one (free text) share the rest (docs/product.md#tables-and-lists).

/** When and who: the first and last columns of every list. On a phone the time sits beside the row's heading. */
function timeColumn<T extends { timestamp: string }>(): Column<T> {
  return {
    header: 'Time',
    width: '6.5rem',
    compact: 'corner',
    cell: (event) => <RelativeTime timestamp={event.timestamp} />,
    csv: (event) => event.timestamp,
  }
}
function userColumn<T extends { userId: string }>(): Column<T> {
  return {
    header: 'User',
    width: '8.5rem',
    cell: (event) => <UserLink userId={event.userId} />,
    csv: (event) => event.userId,
  }
}

/** The days of a dated list's query as its call takes them: an open end is left out. */
const datesOf = ({ startDate, endDate }: DayRange): DateRangeParams => ({
  startDate: startDate || undefined,
  endDate: endDate || undefined,
})

const LIFECYCLE_TYPES: Record<LifecycleEventType, string> = { app_launch: 'App launch', first_launch: 'First launch' }
const SEARCH_TYPES: Record<SearchType, string> = { location: 'Location', address: 'Address' }
const NAVIGATION_TYPES: Record<NavigationType, string> = {
  google_maps: 'Google Maps',
  apple_maps: 'Apple Maps',
  waze: 'Waze',
}
const SHARE_TYPES: Record<ShareType, string> = { app_store: 'App Store', parking_spot: 'Parking spot' }
const DEEPLINK_TYPES: Record<DeeplinkEventType, string> = {
  DEEPLINK_CLICKED: 'Deeplink clicked',
  DEEPLINK_REDIRECTED_TO_APP: 'Redirected to app',
  DEEPLINK_REDIRECTED_TO_WEB: 'Redirected to web',
  DOWNLOAD_CLICKED: 'Download clicked',
}

export const LIFECYCLE_LIST = defineEventList<LifecycleEvent>({
  noun: 'lifecycle events',
  typeParam: 'eventType',
  typeLabel: 'Event type',
  allTypesLabel: 'All event types',
  types: options(LIFECYCLE_TYPES),
  dated: true,
  exportName: 'lifecycle-events',
  fetch: ({ type, page, limit, ...days }) =>
    getLifecycleEvents({
      page,
      limit,
      eventType: (type || undefined) as LifecycleEventType | undefined,
      ...datesOf(days),
    }),
  columns: [
    timeColumn(),
    {
      header: 'Event',
      width: '7.5rem',
      compact: 'title',
      cell: (event) => text(labelOf(LIFECYCLE_TYPES, event.eventType)),
      csv: (event) => labelOf(LIFECYCLE_TYPES, event.eventType),
    },
    { header: 'Platform', width: '6.5rem', cell: (event) => text(event.platform), csv: (event) => event.platform },
    { header: 'App version', width: '6rem', cell: (event) => text(event.appVersion), csv: (event) => event.appVersion },
    { header: 'Device', cell: (event) => text(event.deviceInfo), csv: (event) => event.deviceInfo },
    {
      header: 'Session',
      csvHeader: 'Session duration (s)',
      width: '6rem',
      className: 'text-end',
      cell: (event) => formatDuration(event.sessionDuration),
      csv: (event) => event.sessionDuration,
    },
    userColumn(),
  ],
})

export const SEARCH_LIST = defineEventList<SearchEvent>({
  noun: 'search events',
  typeParam: 'searchType',
  typeLabel: 'Search type',
  allTypesLabel: 'All search types',
  types: options(SEARCH_TYPES),
  exportName: 'search-events',
  fetch: ({ type, page, limit }) =>
    getSearchEvents({ page, limit, searchType: (type || undefined) as SearchType | undefined }),
  columns: [
    timeColumn(),
    {
      header: 'Type',
      width: '6rem',
      cell: (event) => text(labelOf(SEARCH_TYPES, event.searchType)),
      csv: (event) => labelOf(SEARCH_TYPES, event.searchType),
    },
    {
      header: 'Query',
      compact: 'title',
      cell: (event) => text(event.searchQuery),
      csv: (event) => event.searchQuery,
    },
    { header: 'Ranking', width: '6rem', cell: (event) => text(event.searchMode), csv: (event) => event.searchMode },
    { header: 'Device', width: '9rem', cell: (event) => text(event.deviceInfo), csv: (event) => event.deviceInfo },
    { header: 'App version', width: '6rem', cell: (event) => text(event.appVersion), csv: (event) => event.appVersion },
    userColumn(),
  ],
})

export const NAVIGATION_LIST = defineEventList<NavigationEvent>({
  noun: 'navigation events',
  typeParam: 'navigationType',
  typeLabel: 'Navigation app',
  allTypesLabel: 'All navigation apps',
  types: options(NAVIGATION_TYPES),
  exportName: 'navigation-events',
  fetch: ({ type, page, limit }) =>
    getNavigationEvents({ page, limit, navigationType: (type || undefined) as NavigationType | undefined }),
  columns: [
    timeColumn(),
    {
      header: 'App',
      width: '7.5rem',
      cell: (event) => text(labelOf(NAVIGATION_TYPES, event.navigationType)),
      csv: (event) => labelOf(NAVIGATION_TYPES, event.navigationType),
    },
    { header: 'Spot', width: '6.5rem', cell: (event) => code(event.spotId), csv: (event) => event.spotId },
    {
      header: 'Spot address',
      compact: 'title',
      cell: (event) => text(event.spotAddress),
      csv: (event) => event.spotAddress,
    },
    {
      header: 'Destination',
      cell: (event) => text(event.destinationAddress),
      csv: (event) => event.destinationAddress,
    },
    userColumn(),
  ],
})

export const SHARE_LIST = defineEventList<ShareEvent>({
  noun: 'share events',
  typeParam: 'shareType',
  typeLabel: 'Share type',
  allTypesLabel: 'All share types',
  types: options(SHARE_TYPES),
  exportName: 'share-events',
  fetch: ({ type, page, limit }) =>
    getShareEvents({ page, limit, shareType: (type || undefined) as ShareType | undefined }),
  columns: [
    timeColumn(),
    {
      header: 'Type',
      width: '7.5rem',
      compact: 'title',
      cell: (event) => text(labelOf(SHARE_TYPES, event.shareType)),
      csv: (event) => labelOf(SHARE_TYPES, event.shareType),
    },
    { header: 'Method', width: '7rem', cell: (event) => text(event.shareMethod), csv: (event) => event.shareMethod },
    { header: 'Spot address', cell: (event) => text(event.spotAddress), csv: (event) => event.spotAddress },
    { header: 'Content', cell: (event) => text(event.shareContent), csv: (event) => event.shareContent },
    userColumn(),
  ],
})

export const DEEPLINK_LIST = defineEventList<DeeplinkEvent>({
  noun: 'deeplink events',
  typeParam: 'eventType',
  typeLabel: 'Event type',
  allTypesLabel: 'All event types',
  types: options(DEEPLINK_TYPES),
  dated: true,
  exportName: 'deeplink-events',
  fetch: ({ type, page, limit, ...days }) =>
    getDeeplinkEvents({
      page,
      limit,
      eventType: (type || undefined) as DeeplinkEventType | undefined,
      ...datesOf(days),
    }),
  columns: [
    timeColumn(),
    {
      header: 'Event',
      width: '10rem',
      compact: 'title',
      cell: (event) => text(labelOf(DEEPLINK_TYPES, event.eventType)),
      csv: (event) => labelOf(DEEPLINK_TYPES, event.eventType),
    },
    { header: 'Source', cell: (event) => text(event.source), csv: (event) => event.source },
    { header: 'Deeplink', width: '9.5rem', cell: (event) => code(event.deeplinkId), csv: (event) => event.deeplinkId },
    { header: 'Platform', width: '6.5rem', cell: (event) => text(event.platform), csv: (event) => event.platform },
    userColumn(),
  ],
})
