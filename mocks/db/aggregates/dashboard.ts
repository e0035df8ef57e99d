import type { DashboardResponse, DashboardSection } from '@/api/types'
import type { World } from '@mocks/db/world'
import { startOfDay } from '@mocks/db/time'
import { allTimeTallies, historyTallies, tallies, type Tally } from './tally'

// GET /api/analytics/dashboard. The all-time figures are computed once per event log and
// kept (the log only grows); each call adds only today's part, a short suffix of every
// list found by binary search. Before anything has made the world's events objects (a cold
// load's first call is this one), both are counted from the history's columns instead, in
// one pass over them.

function section(all: Tally<string>, today: Tally<string>): DashboardSection {
  return { totalEvents: all.events, todayEvents: today.events, uniqueUsers: all.users, todayUniqueUsers: today.users }
}

export function computeDashboard(world: World, now: number): DashboardResponse {
  const { columns, released } = world.history
  const { all, today } = columns
    ? historyTallies(columns, world.users.length, startOfDay(now), released)
    : { all: allTimeTallies(world.events), today: tallies(world.events, new Date(startOfDay(now)).toISOString()) }
  const { lifecycle, search, navigation, share, deeplink } = all.sections
  const clicks = deeplink.breakdown.DEEPLINK_CLICKED
  const toApp = deeplink.breakdown.DEEPLINK_REDIRECTED_TO_APP

  return {
    overview: {
      totalEvents: all.events,
      todayEvents: today.events,
      totalUniqueUsers: all.users,
      todayUniqueUsers: today.users,
      lastUpdated: new Date(now).toISOString(),
    },
    lifecycle: {
      ...section(lifecycle, today.sections.lifecycle),
      newUsersToday: today.sections.lifecycle.breakdown.FIRST_LAUNCH,
      eventTypeBreakdown: lifecycle.breakdown,
      todayEventTypeBreakdown: today.sections.lifecycle.breakdown,
    },
    search: {
      ...section(search, today.sections.search),
      searchTypeBreakdown: search.breakdown,
      todaySearchTypeBreakdown: today.sections.search.breakdown,
    },
    navigation: {
      ...section(navigation, today.sections.navigation),
      navigationTypeBreakdown: navigation.breakdown,
      todayNavigationTypeBreakdown: today.sections.navigation.breakdown,
    },
    share: {
      ...section(share, today.sections.share),
      shareTypeBreakdown: share.breakdown,
      todayShareTypeBreakdown: today.sections.share.breakdown,
    },
    deeplink: {
      ...section(deeplink, today.sections.deeplink),
      eventTypeBreakdown: deeplink.breakdown,
      todayEventTypeBreakdown: today.sections.deeplink.breakdown,
      appConversionRate: clicks === 0 ? 0 : Math.round((toApp / clicks) * 10000) / 100,
    },
  }
}
