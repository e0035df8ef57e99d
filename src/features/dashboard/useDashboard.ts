import useSWR, { preload } from 'swr'
import { getDashboard, getTrends } from '@/api/analytics'
import type { DayRange } from '@/lib/dateRange'

const KEY = ['analytics/dashboard']
const fetchDashboard = () => getDashboard()

/** The dashboard figures; refreshed every 30 s by the global SWR options (app/swrOptions.ts). */
export function useDashboard() {
  return useSWR(KEY, fetchDashboard)
}

/** Asks for the figures before the dashboard is drawn; its first useDashboard takes this answer. */
export function preloadDashboard(): void {
  void preload(KEY, fetchDashboard)
}

/** The daily series of the days given and of as many days before them; kept per range, so Back shows the last one at once. */
export function useTrends({ startDate, endDate }: DayRange) {
  return useSWR(['analytics/trends', startDate, endDate], () => getTrends({ from: startDate, to: endDate }))
}
