import { apiRequest } from './http'
import type { ParkingLot, ParkingLotsParams } from './types'

export function getParkingLots(params: ParkingLotsParams = {}) {
  return apiRequest('getParkingLots', { query: { ...params, search: params.search?.trim() } })
}

export function getParkingLot(id: string) {
  return apiRequest('getParkingLot', { params: { id } })
}

/** Sends the full edited lot; the server answers with the lot as saved. */
export function updateParkingLot(id: string, lot: ParkingLot) {
  return apiRequest('updateParkingLot', { params: { id }, body: lot })
}
