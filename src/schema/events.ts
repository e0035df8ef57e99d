// The analytics events' kinds and the values of their type fields (docs/product.md#analytics-events):
// the console's filters and the simulated backend's checks and data both read them here.

/** The six sources of events, in the order the activity feed counts them and breaks ties of one timestamp. */
export const EVENT_SOURCES = ['search', 'navigation', 'lifecycle', 'share', 'deeplink', 'feedback'] as const
export type EventSource = (typeof EVENT_SOURCES)[number]

export const SEARCH_TYPES = ['location', 'address'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

/** The ranking a user picked for a search; the dashboard breaks searches down by it. */
export const SEARCH_MODES = ['general', 'cheap', 'easy'] as const
export type SearchMode = (typeof SEARCH_MODES)[number]

export const NAVIGATION_TYPES = ['google_maps', 'apple_maps', 'waze'] as const
export type NavigationType = (typeof NAVIGATION_TYPES)[number]

export const LIFECYCLE_EVENT_TYPES = ['app_launch', 'first_launch'] as const
export type LifecycleEventType = (typeof LIFECYCLE_EVENT_TYPES)[number]

export const SHARE_TYPES = ['app_store', 'parking_spot'] as const
export type ShareType = (typeof SHARE_TYPES)[number]

export const DEEPLINK_EVENT_TYPES = [
  'DEEPLINK_CLICKED',
  'DEEPLINK_REDIRECTED_TO_APP',
  'DEEPLINK_REDIRECTED_TO_WEB',
  'DOWNLOAD_CLICKED',
] as const
export type DeeplinkEventType = (typeof DEEPLINK_EVENT_TYPES)[number]

export const FEEDBACK_TYPES = ['up', 'down', 'comment'] as const
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]

export const PLATFORMS = ['ios', 'android', 'web'] as const
export type Platform = (typeof PLATFORMS)[number]
