import useSWR from 'swr'
import { getDashboard } from '../../api/analytics'

export const DASHBOARD_REFRESH_MS = 30_000

export function useDashboard() {
  return useSWR(['analytics/dashboard'], () => getDashboard(), { refreshInterval: DASHBOARD_REFRESH_MS })
}
