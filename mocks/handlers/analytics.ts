import { HttpResponse } from 'msw'
import { computeDashboard } from '../db/aggregates/dashboard'
import type { Api } from './route'

export function analyticsHandlers(api: Api) {
  return [api.get('/api/analytics/dashboard', ({ world, backend }) => HttpResponse.json(computeDashboard(world, backend.now())))]
}
