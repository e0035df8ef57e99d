import { HttpResponse, http } from 'msw'
import type { Backend } from '../backend'
import { computeDashboard } from '../db/aggregates/dashboard'
import { authenticated, type ApiUrl } from './respond'

export function analyticsHandlers(backend: Backend, at: ApiUrl) {
  return [
    http.get(
      at('/api/analytics/dashboard'),
      authenticated(() => HttpResponse.json(computeDashboard(backend.world, backend.now()))),
    ),
  ]
}
