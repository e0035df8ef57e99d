import useSWR from 'swr'
import { getRetention } from '@/api/analytics'
import type { RetentionResponse } from '@/api/types'

/** Who is here today and how many come back; refreshed by the global SWR options (app/swrOptions.ts). */
export function useRetention() {
  return useSWR(['analytics/retention'], () => getRetention())
}

/** A world nobody has used yet: every figure of the answer is 0. */
export function isEmptyRetention({ kpis, retention, actions }: RetentionResponse): boolean {
  const figures = [
    kpis.newUsersToday,
    kpis.returningUsersToday,
    kpis.activeUsersToday,
    retention.day1,
    retention.week1,
    retention.month1,
    actions.searches.total,
    actions.navigations.total,
  ]
  return figures.every((figure) => figure === 0)
}
