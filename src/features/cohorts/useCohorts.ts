import useSWR from 'swr'
import { getCohorts } from '@/api/analytics'

/** The cohorts by ISO week, newest first; refreshed by the global SWR options (app/swrOptions.ts). */
export function useCohorts() {
  return useSWR(['analytics/cohorts'], () => getCohorts())
}
