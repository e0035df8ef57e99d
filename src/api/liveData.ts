import { apiRequest } from './http'

export function getLiveDataControls() {
  return apiRequest('getLiveDataControls')
}

export function getDataVersion() {
  return apiRequest('getDataVersion')
}

export function toggleLiveData(lotId: string) {
  return apiRequest('toggleLiveData', { params: { lotId } })
}

export function updateLiveDataMetrics() {
  return apiRequest('updateLiveDataMetrics')
}
