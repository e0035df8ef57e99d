import type { UserInsightsResponse } from '@/api/types'
import type { EventLog } from '@mocks/db/indexes'
import { startOfDay } from '@mocks/db/time'
import { dayNumber, fraction, userActivity } from './userActivity'

// GET /api/analytics/user-insights: KPIs over every app user and the most engaged ones.

/** How many users the table of the most engaged lists. */
export const TOP_USERS = 20
/** A user is new during the first this many calendar days from the first activity, today included (docs/product.md#analytics-definitions). */
export const NEW_USER_DAYS = 7

export function computeUserInsights(events: EventLog, now: number): UserInsightsResponse {
  const activity = userActivity(events)
  const users = activity.userIds.length
  const todayStart = new Date(startOfDay(now)).toISOString()
  const firstNewDay = dayNumber(activity, now) - (NEW_USER_DAYS - 1)
  const isNew = (user: number) => activity.firstDay[user]! >= firstNewDay
  const isActiveToday = (user: number) => activity.lastSeen[user]! >= todayStart

  let newUsers = 0
  let returningUsers = 0
  let activeToday = 0
  let searchers = 0
  let searchersWhoNavigated = 0
  let totalSearches = 0
  for (let user = 0; user < users; user++) {
    if (isNew(user)) newUsers++
    if (activity.daysActive[user]! >= 2) returningUsers++
    if (isActiveToday(user)) activeToday++
    const searches = activity.searches[user]!
    totalSearches += searches
    if (searches > 0) {
      searchers++
      if (activity.navigations[user]! > 0) searchersWhoNavigated++
    }
  }

  return {
    kpis: {
      totalUsers: users,
      newUsers,
      returningUsers,
      activeToday,
      conversionRate: fraction(searchersWhoNavigated, searchers),
      avgSearchesPerUser: users === 0 ? 0 : Math.round((totalSearches / users) * 100) / 100,
    },
    topUsers: Array.from(activity.byEngagement.subarray(0, TOP_USERS), (user) => ({
      userId: activity.userIds[user]!,
      userType: isNew(user) ? 'new' : 'returning',
      totalSearches: activity.searches[user]!,
      totalNavigations: activity.navigations[user]!,
      searchVariety: activity.searchVariety[user]!,
      daysActive: activity.daysActive[user]!,
      isActiveToday: isActiveToday(user),
      lastSeen: activity.lastSeen[user]!,
    })),
  }
}
