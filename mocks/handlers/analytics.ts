import { HttpResponse } from 'msw'
import type { AllEventsResponse, EventPage, EventSource, FeedbackActivityResponse, FeedbackType } from '@/api/types'
import { activityFeed } from '@mocks/db/aggregates/activityFeed'
import { computeCohorts } from '@mocks/db/aggregates/cohorts'
import { computeDashboard } from '@mocks/db/aggregates/dashboard'
import { computeFeedbackSummary, feedbackActivity } from '@mocks/db/aggregates/feedback'
import { computeRetention } from '@mocks/db/aggregates/retention'
import { computeTrends } from '@mocks/db/aggregates/trends'
import { computeUserInsights } from '@mocks/db/aggregates/userInsights'
import { EVENT_SOURCES } from '@/schema/events'
import { daysIn, MAX_RANGE_DAYS } from '@/schema/lists'
import type { RouteName } from '@/schema/routes'
import { TREND_INTERVALS } from '@/schema/trends'
import { EVENT_TYPES, newestFirst, select, selectionSize, type EventKind, type EventOf } from '@mocks/db/indexes'
import { dayText } from '@mocks/db/time'
import { BadRequest, pagination, readDateRange, readEnum, readPage, readRequiredDay, readText } from './query'
import type { Api } from './route'

// The analytics calls of the API (docs/product.md#api-calls). Every list is newest first,
// 50 to a page by default, and takes the user and date filters besides its own type filter.

/** What every event list reads besides its type: page, limit, userId, startDate, endDate. */
function readListQuery(url: URL) {
  const page = readPage(url)
  return { page, skip: (page.page - 1) * page.limit, userId: readText(url, 'userId'), ...readDateRange(url) }
}

/** GET path?page&limit&<typeParam>&userId&startDate&endDate for one event list. */
function eventList<K extends EventKind>(api: Api, name: RouteName, kind: K, typeParam: string) {
  return api.serve(name, ({ url, world }) => {
    const type = readEnum(url, typeParam, EVENT_TYPES[kind])
    const { page, skip, ...filter } = readListQuery(url)
    const list = world.events[kind] as ReadonlyArray<EventOf<K>>
    const selection = select(world.events, kind, { ...filter, type })
    return HttpResponse.json<EventPage<EventOf<K>>>({
      events: newestFirst(list, selection, skip, page.limit),
      pagination: pagination(selectionSize(selection), page),
    })
  })
}

/** from and to (inclusive calendar days, from not after to, at most MAX_RANGE_DAYS apart) as their local midnights. */
function readTrendRange(url: URL): { first: number; last: number } {
  const first = readRequiredDay(url, 'from')
  const last = readRequiredDay(url, 'to')
  readEnum(url, 'interval', TREND_INTERVALS)
  if (last < first) throw new BadRequest('from must not be after to')
  const days = daysIn(dayText(first), dayText(last))
  if (days > MAX_RANGE_DAYS) {
    throw new BadRequest(
      `A range may hold at most ${MAX_RANGE_DAYS} days; ${dayText(first)} to ${dayText(last)} holds ${days}`,
    )
  }
  return { first, last }
}

export function analyticsHandlers(api: Api) {
  return [
    api.serve('getDashboard', ({ world, backend }) => HttpResponse.json(computeDashboard(world, backend.now()))),

    api.serve('getAllEvents', ({ url, world }) => {
      const eventType = readEnum<EventSource>(url, 'eventType', EVENT_SOURCES)
      const { page, skip, ...filter } = readListQuery(url)
      const feed = activityFeed(world.events, { ...filter, eventType, skip, limit: page.limit })
      return HttpResponse.json<AllEventsResponse>({
        eventCounts: feed.eventCounts,
        events: feed.events,
        pagination: pagination(feed.total, page),
      })
    }),

    api.serve('getUserInsights', ({ world, backend }) =>
      HttpResponse.json(computeUserInsights(world.events, backend.now())),
    ),
    api.serve('getTrends', ({ url, world, backend }) => {
      const { first, last } = readTrendRange(url)
      return HttpResponse.json(computeTrends(world.events, first, last, backend.now()))
    }),
    api.serve('getRetention', ({ world, backend }) => HttpResponse.json(computeRetention(world.events, backend.now()))),
    api.serve('getCohorts', ({ world, backend }) => HttpResponse.json(computeCohorts(world.events, backend.now()))),

    eventList(api, 'getLifecycleEvents', 'lifecycle', 'eventType'),
    eventList(api, 'getShareEvents', 'share', 'shareType'),
    eventList(api, 'getDeeplinkEvents', 'deeplink', 'eventType'),
    eventList(api, 'getSearchEvents', 'search', 'searchType'),
    eventList(api, 'getNavigationEvents', 'navigation', 'navigationType'),

    api.serve('getFeedbackSummary', ({ world, backend }) =>
      HttpResponse.json(computeFeedbackSummary(world.events, backend.now())),
    ),

    api.serve('getFeedbackActivity', ({ url, world }) => {
      const feedbackType = readEnum<FeedbackType>(url, 'feedbackType', EVENT_TYPES.feedback)
      const { page, skip, ...filter } = readListQuery(url)
      const activity = feedbackActivity(world.events, { ...filter, feedbackType, skip, limit: page.limit })
      // The filters as applied: the client's own text for the dates, null for what was not sent.
      const applied = (name: string) => url.searchParams.get(name) || null
      return HttpResponse.json<FeedbackActivityResponse>({
        feedback: activity.feedback,
        feedbackCounts: activity.counts,
        pagination: pagination(activity.total, page),
        filters: {
          feedbackType: feedbackType ?? null,
          userId: filter.userId ?? null,
          startDate: applied('startDate'),
          endDate: applied('endDate'),
        },
      })
    }),
  ]
}
