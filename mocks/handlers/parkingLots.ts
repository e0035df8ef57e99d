import type { Api } from './route'

export function parkingLotsHandlers(_api: Api) {
  return []
}
