import type { Api } from './route'

export function liveDataHandlers(_api: Api) {
  return []
}
