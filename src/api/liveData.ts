import { apiRequest } from './http'
import type { LiveDataControlsResponse, MessageResponse, ToggleLiveDataResponse, VersionResponse } from './types'

export function getLiveDataControls(): Promise<LiveDataControlsResponse> {
  return apiRequest('/api/v1/lots/admin/live-data-controls')
}

export function getDataVersion(): Promise<VersionResponse> {
  return apiRequest('/api/v1/parking-lots/version')
}

export function toggleLiveData(lotId: string): Promise<ToggleLiveDataResponse> {
  return apiRequest(`/api/v1/lots/admin/live-data-controls/${encodeURIComponent(lotId)}/toggle`, { method: 'POST' })
}

export function updateLiveDataMetrics(): Promise<MessageResponse> {
  return apiRequest('/api/v1/lots/admin/live-data-metrics/update', { method: 'POST' })
}
