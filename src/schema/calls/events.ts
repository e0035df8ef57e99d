import * as z from 'zod/mini'
import { ROUTES } from '@/schema/routes'
import {
  DEEPLINK_EVENT_TYPES,
  EVENT_SOURCES,
  FEEDBACK_TYPES,
  LIFECYCLE_EVENT_TYPES,
  NAVIGATION_TYPES,
  PLATFORMS,
  SEARCH_MODES,
  SEARCH_TYPES,
  SHARE_TYPES,
} from '@/schema/events'
import {
  call,
  countsOf,
  DateRangeQuery,
  instant,
  PageQuery,
  Pagination,
  PARAMETER_NOT_VALID,
  textFilter,
} from './shared'

// The analytics event lists (docs/product.md#analytics-events): one list per kind of event,
// the activity feed over all of them, and the feedback activity.

export const LifecycleEvent = z.object({
  _id: z.string(),
  eventType: z.enum(LIFECYCLE_EVENT_TYPES),
  timestamp: instant(),
  userId: z.string(),
  deviceInfo: z.string(),
  appVersion: z.string(),
  platform: z.enum(PLATFORMS),
  sessionDuration: z.number().check(z.describe('Seconds.')),
})

export const SearchEvent = z.object({
  _id: z.string(),
  searchType: z.enum(SEARCH_TYPES),
  searchMode: z.enum(SEARCH_MODES),
  searchQuery: z.string(),
  userId: z.string(),
  deviceInfo: z.string(),
  appVersion: z.string(),
  timestamp: instant(),
})

export const NavigationEvent = z.object({
  _id: z.string(),
  navigationType: z.enum(NAVIGATION_TYPES),
  spotId: z.string(),
  spotAddress: z.string(),
  destinationAddress: z.string(),
  userId: z.string(),
  timestamp: instant(),
})

export const ShareEvent = z.object({
  _id: z.string(),
  shareType: z.enum(SHARE_TYPES),
  shareMethod: z.string(),
  spotId: z.optional(z.string()),
  spotAddress: z.optional(z.string()),
  shareContent: z.string(),
  timestamp: instant(),
  userId: z.string(),
})

export const DeeplinkEvent = z.object({
  _id: z.string(),
  eventType: z.enum(DEEPLINK_EVENT_TYPES),
  source: z.string(),
  deeplinkId: z.string(),
  platform: z.enum(PLATFORMS),
  userId: z.string(),
  timestamp: instant(),
})

export const FeedbackItem = z.object({
  _id: z.string(),
  userId: z.string(),
  feedbackType: z.enum(FEEDBACK_TYPES),
  comment: z.optional(z.string()),
  timestamp: instant(),
  searchId: z.optional(z.string()),
  spotAddress: z.optional(z.string()),
  spotType: z.optional(z.string()),
  parkingLotName: z.optional(z.string()),
  parkingLotId: z.optional(z.string()),
})

export const EventFeedItem = z.object({
  _id: z.string(),
  displayName: z.string(),
  eventSource: z.enum(EVENT_SOURCES),
  description: z.string(),
  timestamp: instant(),
  userId: z.string(),
  feedbackType: z.optional(z.enum(FEEDBACK_TYPES)),
  comment: z.optional(z.string()),
  parkingLotName: z.optional(z.string()),
  // Feedback items: the lot's _id, for a link to its detail page; without it the name shows unlinked.
  parkingLotId: z.optional(z.string()),
})

export const EventCounts = countsOf(['total', ...EVENT_SOURCES])

const eventPage = <T extends z.ZodMiniType>(event: T) => z.object({ events: z.array(event), pagination: Pagination })

const AllEventsQuery = z.extend(PageQuery, {
  ...DateRangeQuery.shape,
  eventType: z.optional(z.enum(EVENT_SOURCES)),
  userId: z.optional(textFilter()),
})

const FeedbackActivityQuery = z.extend(PageQuery, {
  ...DateRangeQuery.shape,
  feedbackType: z.optional(z.enum(FEEDBACK_TYPES)),
  userId: z.optional(textFilter()),
})

export const eventCalls = {
  getAllEvents: call(ROUTES.getAllEvents, {
    summary: 'The activity feed: events of every kind, newest first, with a count per kind',
    query: AllEventsQuery,
    answer: z.extend(eventPage(EventFeedItem), { eventCounts: EventCounts }),
    errors: PARAMETER_NOT_VALID,
  }),
  getLifecycleEvents: call(ROUTES.getLifecycleEvents, {
    summary: 'App launches, newest first',
    query: z.extend(PageQuery, { ...DateRangeQuery.shape, eventType: z.optional(z.enum(LIFECYCLE_EVENT_TYPES)) }),
    answer: eventPage(LifecycleEvent),
    errors: PARAMETER_NOT_VALID,
  }),
  getShareEvents: call(ROUTES.getShareEvents, {
    summary: 'Shares, newest first',
    query: z.extend(PageQuery, { shareType: z.optional(z.enum(SHARE_TYPES)) }),
    answer: eventPage(ShareEvent),
    errors: PARAMETER_NOT_VALID,
  }),
  getDeeplinkEvents: call(ROUTES.getDeeplinkEvents, {
    summary: 'Deeplink clicks and where they led, newest first',
    query: z.extend(PageQuery, { ...DateRangeQuery.shape, eventType: z.optional(z.enum(DEEPLINK_EVENT_TYPES)) }),
    answer: eventPage(DeeplinkEvent),
    errors: PARAMETER_NOT_VALID,
  }),
  getSearchEvents: call(ROUTES.getSearchEvents, {
    summary: 'Searches, newest first (the bare analytics path)',
    query: z.extend(PageQuery, { searchType: z.optional(z.enum(SEARCH_TYPES)) }),
    answer: eventPage(SearchEvent),
    errors: PARAMETER_NOT_VALID,
  }),
  getNavigationEvents: call(ROUTES.getNavigationEvents, {
    summary: 'Navigations started from a spot, newest first',
    query: z.extend(PageQuery, { navigationType: z.optional(z.enum(NAVIGATION_TYPES)) }),
    answer: eventPage(NavigationEvent),
    errors: PARAMETER_NOT_VALID,
  }),
  getFeedbackActivity: call(ROUTES.getFeedbackActivity, {
    summary: 'Feedback items, newest first, with a count per type',
    query: FeedbackActivityQuery,
    answer: z.object({
      feedback: z.array(FeedbackItem),
      // Neither is read: the screen's counts come from the summary call, its filters from its address.
      feedbackCounts: z.optional(countsOf([...FEEDBACK_TYPES, 'total'])),
      pagination: Pagination,
      filters: z.optional(
        z.object({
          feedbackType: z.nullable(z.enum(FEEDBACK_TYPES)),
          userId: z.nullable(z.string()),
          startDate: z.nullable(z.string()),
          endDate: z.nullable(z.string()),
        }),
      ),
    }),
    errors: PARAMETER_NOT_VALID,
  }),
}
