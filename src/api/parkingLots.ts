import { apiRequest } from './http'
import type { ParkingLot, ParkingLotsParams, ParkingLotsResponse } from './types'

export function getParkingLots(params: ParkingLotsParams = {}): Promise<ParkingLotsResponse> {
  return apiRequest('/api/parking-lots', { query: { ...params, search: params.search?.trim() } })
}

export function getParkingLot(id: string): Promise<ParkingLot> {
  return apiRequest(`/api/parking-lots/${encodeURIComponent(id)}`)
}

/** Sends the full edited lot; the server answers with the lot as saved. */
export function updateParkingLot(id: string, lot: ParkingLot): Promise<ParkingLot> {
  return apiRequest(`/api/parking-lots/${encodeURIComponent(id)}`, { method: 'PUT', body: lot })
}
