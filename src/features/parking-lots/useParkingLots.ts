import useSWR from 'swr'
import { getParkingLots } from '@/api/parkingLots'
import type { ParkingLotsParams } from '@/api/types'

const LIST_KEY = 'parking-lots'

/** Whether an SWR key is a page of the lots list: a save reloads them all (the lot may move, or leave a search). */
export function isParkingLotsKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === LIST_KEY
}

/**
 * One page of the lots list. While the next page (or sort, or search) loads, the page
 * already shown stays (keepPreviousData), so the table does not flash empty.
 */
export function useParkingLots({ search, sortBy, sortOrder, page, limit }: ParkingLotsParams) {
  return useSWR(
    [LIST_KEY, search, sortBy, sortOrder, page, limit],
    () => getParkingLots({ search, sortBy, sortOrder, page, limit }),
    { keepPreviousData: true },
  )
}
