import useSWR from 'swr'
import { getParkingLot } from '@/api/parkingLots'

/** The detail page's SWR key, so that a save elsewhere can update what it shows. */
export function parkingLotKey(id: string) {
  return ['parking-lots/detail', id] as const
}

/** One lot with its feedback, for the detail page; refreshed by the global SWR options (app/swrOptions.ts). */
export function useParkingLot(id: string) {
  return useSWR(parkingLotKey(id), () => getParkingLot(id))
}
