import useSWR from 'swr'
import { getParkingLots } from '@/api/parkingLots'
import type { ParkingLotsParams } from '@/api/types'

/**
 * One page of the lots list. While the next page (or sort, or search) loads, the page
 * already shown stays (keepPreviousData), so the table does not flash empty.
 */
export function useParkingLots({ search, sortBy, sortOrder, page, limit }: ParkingLotsParams) {
  return useSWR(
    ['parking-lots', search, sortBy, sortOrder, page, limit],
    () => getParkingLots({ search, sortBy, sortOrder, page, limit }),
    { keepPreviousData: true },
  )
}
