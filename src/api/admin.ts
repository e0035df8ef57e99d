import { apiRequest } from './http'
import type { BumpVersionResponse } from './types'

export function bumpVersion(): Promise<BumpVersionResponse> {
  return apiRequest('/api/admin/bump-version', { method: 'POST' })
}
