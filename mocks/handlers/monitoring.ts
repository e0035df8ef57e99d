import type { Api } from './route'

export function monitoringHandlers(_api: Api) {
  return []
}
