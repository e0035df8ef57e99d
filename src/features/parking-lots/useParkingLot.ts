import useSWR from 'swr'
import { getParkingLot } from '../../api/parkingLots'

/** One lot with its feedback, for the detail page; refreshed by the global SWR options (app/swrOptions.ts). */
export function useParkingLot(id: string) {
  return useSWR(['parking-lots/detail', id], () => getParkingLot(id))
}
