import type { DashboardResponse, DashboardSection } from '../../../src/api/types'
import type { World } from '../world'
import { startOfDay } from '../time'

// GET /api/analytics/dashboard, computed from the event log on every call.

interface TimedEvent {
  timestamp: string
  userId: string
}

/** Index of the first event at or after `since` in a list sorted by timestamp. */
function firstIndexSince(events: readonly TimedEvent[], since: string): number {
  let low = 0
  let high = events.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (events[middle]!.timestamp < since) low = middle + 1
    else high = middle
  }
  return low
}

interface Tally<K extends string> {
  section: DashboardSection
  breakdown: Record<K, number>
  todayBreakdown: Record<K, number>
  users: Set<string>
  todayUsers: Set<string>
}

/** Counts, unique users and per-type breakdowns of one event list, all time and since `since`. */
function tally<E extends TimedEvent, K extends string>(
  events: readonly E[],
  since: string,
  typeOf: (event: E) => K,
  types: readonly K[],
): Tally<K> {
  const todayStart = firstIndexSince(events, since)
  const users = new Set<string>()
  const todayUsers = new Set<string>()
  const breakdown = Object.fromEntries(types.map((type) => [type, 0])) as Record<K, number>
  const todayBreakdown = { ...breakdown }
  events.forEach((event, index) => {
    const type = typeOf(event)
    users.add(event.userId)
    breakdown[type] += 1
    if (index >= todayStart) {
      todayUsers.add(event.userId)
      todayBreakdown[type] += 1
    }
  })
  return {
    section: {
      totalEvents: events.length,
      todayEvents: events.length - todayStart,
      uniqueUsers: users.size,
      todayUniqueUsers: todayUsers.size,
    },
    breakdown,
    todayBreakdown,
    users,
    todayUsers,
  }
}

/** Event lists use lower case (google_maps); breakdowns use upper case (GOOGLE_MAPS). */
function upper<T extends string>(value: T): Uppercase<T> {
  return value.toUpperCase() as Uppercase<T>
}

export function computeDashboard(world: World, now: number): DashboardResponse {
  const since = new Date(startOfDay(now)).toISOString()
  const { events } = world

  const lifecycle = tally(events.lifecycle, since, (e) => (e.eventType === 'app_launch' ? 'APP_LAUNCH' : 'FIRST_LAUNCH'), ['APP_LAUNCH', 'FIRST_LAUNCH'])
  const search = tally(events.search, since, (e) => upper(e.searchMode), ['GENERAL', 'CHEAP', 'EASY'])
  const navigation = tally(events.navigation, since, (e) => upper(e.navigationType), ['GOOGLE_MAPS', 'APPLE_MAPS', 'WAZE'])
  const share = tally(events.share, since, (e) => upper(e.shareType), ['APP_STORE', 'PARKING_SPOT'])
  const deeplink = tally(events.deeplink, since, (e) => e.eventType, [
    'DEEPLINK_CLICKED',
    'DEEPLINK_REDIRECTED_TO_APP',
    'DEEPLINK_REDIRECTED_TO_WEB',
    'DOWNLOAD_CLICKED',
  ])
  const feedback = tally(events.feedback, since, (e) => e.feedbackType, ['up', 'down', 'comment'])

  const all = [lifecycle, search, navigation, share, deeplink, feedback]
  const allUsers = new Set<string>()
  const todayUsers = new Set<string>()
  for (const part of all) {
    for (const user of part.users) allUsers.add(user)
    for (const user of part.todayUsers) todayUsers.add(user)
  }

  const clicks = deeplink.breakdown.DEEPLINK_CLICKED
  const toApp = deeplink.breakdown.DEEPLINK_REDIRECTED_TO_APP

  return {
    overview: {
      totalEvents: all.reduce((sum, part) => sum + part.section.totalEvents, 0),
      todayEvents: all.reduce((sum, part) => sum + part.section.todayEvents, 0),
      totalUniqueUsers: allUsers.size,
      todayUniqueUsers: todayUsers.size,
      lastUpdated: new Date(now).toISOString(),
    },
    lifecycle: {
      ...lifecycle.section,
      newUsersToday: lifecycle.todayBreakdown.FIRST_LAUNCH,
      eventTypeBreakdown: lifecycle.breakdown,
      todayEventTypeBreakdown: lifecycle.todayBreakdown,
    },
    search: {
      ...search.section,
      searchTypeBreakdown: search.breakdown,
      todaySearchTypeBreakdown: search.todayBreakdown,
    },
    navigation: {
      ...navigation.section,
      navigationTypeBreakdown: navigation.breakdown,
      todayNavigationTypeBreakdown: navigation.todayBreakdown,
    },
    share: {
      ...share.section,
      shareTypeBreakdown: share.breakdown,
      todayShareTypeBreakdown: share.todayBreakdown,
    },
    deeplink: {
      ...deeplink.section,
      eventTypeBreakdown: deeplink.breakdown,
      todayEventTypeBreakdown: deeplink.todayBreakdown,
      appConversionRate: clicks === 0 ? 0 : Math.round((toApp / clicks) * 10000) / 100,
    },
  }
}
