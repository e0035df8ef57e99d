import useSWR, { preload } from 'swr'
import { getDashboard, getTrends } from '@/api/analytics'
import type { DayRange } from '@/lib/dateRange'

export const DASHBOARD_KEY = ['analytics/dashboard']
const fetchDashboard = () => getDashboard()

/** The dashboard figures; refreshed every 30 s by the global SWR options (app/swrOptions.ts). */
export function useDashboard() {
  return useSWR(DASHBOARD_KEY, fetchDashboard)
}

/** Asks for the figures before the dashboard is drawn; its first useDashboard takes this answer, and shows its error. */
export function preloadDashboard(): void {
  // Handled here too: an answer that fails before the screen is drawn and takes the request
  // over (a quick 500) would otherwise be an unhandled rejection.
  preload(DASHBOARD_KEY, fetchDashboard).catch(() => {})
}

/** The daily series of the days given and of as many days before them; kept per range, so Back shows the last one at once. */
export function useTrends({ startDate, endDate }: DayRange) {
  return useSWR(['analytics/trends', startDate, endDate], () => getTrends({ from: startDate, to: endDate }))
}
