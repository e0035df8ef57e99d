import useSWR, { preload } from 'swr'
import { getDashboard } from '@/api/analytics'

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
