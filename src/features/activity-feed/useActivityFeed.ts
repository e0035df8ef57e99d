import useSWR from 'swr'
import { getAllEvents } from '@/api/analytics'
import type { AllEventsParams } from '@/api/types'

/**
 * One page of the activity feed with its counts per source. While the next page (or
 * filter) loads, the answer already shown stays (keepPreviousData), so the table and the
 * counts do not flash empty.
 */
export function useActivityFeed({ eventType, userId, startDate, endDate, page, limit }: AllEventsParams) {
  return useSWR(
    ['activity-feed', eventType, userId, startDate, endDate, page, limit],
    () => getAllEvents({ eventType, userId, startDate, endDate, page, limit }),
    { keepPreviousData: true },
  )
}
