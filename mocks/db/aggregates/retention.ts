import type { RetentionResponse } from '@/api/types'
import type { EventLog } from '@mocks/db/indexes'
import { firstIndexSince } from '@mocks/db/indexes'
import { startOfDay } from '@mocks/db/time'
import { dayNumber, fraction, userActivity } from './userActivity'

// GET /api/analytics/retention: who is here today, and how many users come back.

/** Retention windows in days after the first day: day 1, within 7 days, within 30 days (docs/product.md#analytics-definitions). */
const WINDOWS = { day1: 1, week1: 7, month1: 30 } as const

export function computeRetention(events: EventLog, now: number): RetentionResponse {
  const activity = userActivity(events)
  const todayStart = new Date(startOfDay(now)).toISOString()
  const today = dayNumber(activity, now)

  let activeUsersToday = 0
  let newUsersToday = 0
  // Per window: users whose window is over, and those of them who came back within it.
  const windows = Object.values(WINDOWS)
  const eligible = windows.map(() => 0)
  const retained = windows.map(() => 0)
  for (let user = 0; user < activity.userIds.length; user++) {
    if (activity.lastSeen[user]! >= todayStart) activeUsersToday++
    if (activity.firstSeen[user]! >= todayStart) newUsersToday++
    const firstDay = activity.firstDay[user]!
    const firstReturn = activity.firstReturn[user]!
    for (let window = 0; window < windows.length; window++) {
      const days = windows[window]!
      // A window is over when its last day has ended before today began.
      if (firstDay + days >= today) continue
      eligible[window]!++
      if (firstReturn > 0 && firstReturn <= days) retained[window]!++
    }
  }

  const actions = (list: ReadonlyArray<{ timestamp: string }>) => ({
    total: list.length,
    today: list.length - firstIndexSince(list, todayStart),
  })
  const [day1, week1, month1] = windows.map((_, window) => fraction(retained[window]!, eligible[window]!))
  return {
    kpis: { newUsersToday, returningUsersToday: activeUsersToday - newUsersToday, activeUsersToday },
    retention: { day1: day1!, week1: week1!, month1: month1! },
    actions: { searches: actions(events.search), navigations: actions(events.navigation) },
  }
}
