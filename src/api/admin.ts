import { apiRequest } from './http'

export function bumpVersion() {
  return apiRequest('bumpVersion')
}
