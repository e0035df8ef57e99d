import useSWR from 'swr'
import { getDashboard } from '../../api/analytics'

/** The dashboard figures; refreshed every 30 s by the global SWR options (app/swrOptions.ts). */
export function useDashboard() {
  return useSWR(['analytics/dashboard'], () => getDashboard())
}
