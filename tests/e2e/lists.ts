import type { Locator, Page } from 'playwright-core'

// The lists the browser tests and the interactions bench (tests/bench/interactions.ts)
// both drive: each analytics event explorer with the filter a person applies, and the
// parking lots list. Plain data, no vitest: the bench runs outside it.

/** A list as the page shows it. */
export interface ListOnScreen {
  /** The table's accessible name (its aria-label). */
  table: string
  /** The path of the list's call. */
  path: string
  /** Rows a page of it has when it is whole. */
  rows: number
}

export interface Explorer {
  name: string
  route: string
  heading: string
  list: ListOnScreen
  /** The filter a person applies, by its label and the option's label. */
  filter: { label: string; option: string; param: string; value: string }
  /** Where the list's controls are (a tab panel on the share and deeplink screen). */
  scope?: (page: Page) => Locator
}

export const EXPLORERS: Explorer[] = [
  {
    name: 'activity-feed',
    route: '/analytics/activity-feed',
    heading: 'Activity Feed',
    list: { table: 'Activity feed', path: '/api/analytics/all-events', rows: 50 },
    filter: { label: 'Event source', option: 'Feedback', param: 'eventType', value: 'feedback' },
  },
  {
    name: 'lifecycle',
    route: '/analytics/lifecycle',
    heading: 'Lifecycle Analytics',
    list: { table: 'Lifecycle events', path: '/api/analytics/lifecycle', rows: 50 },
    filter: { label: 'Event type', option: 'First launch', param: 'eventType', value: 'first_launch' },
  },
  {
    name: 'search',
    route: '/analytics/search',
    heading: 'Search Analytics',
    list: { table: 'Search events', path: '/api/analytics', rows: 50 },
    filter: { label: 'Search type', option: 'Address', param: 'searchType', value: 'address' },
  },
  {
    name: 'navigation',
    route: '/analytics/navigation',
    heading: 'Navigation Analytics',
    list: { table: 'Navigation events', path: '/api/analytics/navigation', rows: 50 },
    filter: { label: 'Navigation app', option: 'Google Maps', param: 'navigationType', value: 'google_maps' },
  },
  {
    name: 'share-deeplink',
    route: '/analytics/share-deeplink?tab=deeplink',
    heading: 'Share and Deeplink Analytics',
    list: { table: 'Deeplink events', path: '/api/analytics/deeplink', rows: 50 },
    filter: {
      label: 'Event type',
      option: 'Redirected to web',
      param: 'deeplink.eventType',
      value: 'DEEPLINK_REDIRECTED_TO_WEB',
    },
    scope: (page) => page.getByRole('tabpanel', { name: 'Deeplink Events' }),
  },
  {
    name: 'feedback',
    route: '/analytics/feedback',
    heading: 'Feedback Analytics',
    list: { table: 'Feedback activity', path: '/api/analytics/feedback/activity', rows: 50 },
    filter: { label: 'Feedback type', option: 'Negative (down)', param: 'feedbackType', value: 'down' },
  },
]

/** The parking lots list at 200 rows a page (`/parking-lots?limit=200`). */
export const LOTS_200: ListOnScreen = { table: 'Parking lots', path: '/api/parking-lots', rows: 200 }
