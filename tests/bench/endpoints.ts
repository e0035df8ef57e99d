import { getResponse, type RequestHandler } from 'msw'
import { performance } from 'node:perf_hooks'
import { issueToken } from '@mocks/auth'
import { createBackend, type Backend } from '@mocks/backend'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { fromLotRecord } from '@mocks/db/world'
import { createHandlers } from '@mocks/handlers'

// Handler time of every endpoint of the API (docs/product.md#api-calls): the request goes
// through the same handlers the browser worker and the mock server use (token check
// included) and the clock stops when the JSON body has been produced.

const ORIGIN = 'http://bench.local'
export const CALLS_PER_ENDPOINT = 60

interface Call {
  method: 'GET' | 'POST' | 'PUT'
  path: string
  body?: unknown
}

/** The world sizes the bench measures at (run.ts). */
export type WorldSize = '1x' | '10x'

/** One endpoint and the typical requests a console sends to it, used in turn. */
interface EndpointCase {
  name: string
  calls: (backend: Backend, index: number) => Call
  /** Its own p95 budgets, for an endpoint that answers over a range of days rather than a page. */
  budgetsMs?: Record<WorldSize, number>
}

function get(path: string): Call {
  return { method: 'GET', path }
}

const SEARCH_TERMS = ['storgata', 'aimo', 'OSL-01', 'parkering', 'grønland', 'q-park']
const SORTS = ['name', 'lotId', 'spaces', 'parking_type', 'owner', 'address']

function lotIds(backend: Backend): { _id: string; lotId: string }[] {
  return backend.world.db.parkingLot.getAll().map(({ _id, lotId }) => ({ _id, lotId }))
}

export const ENDPOINTS: EndpointCase[] = [
  { name: 'POST /api/auth/login', calls: () => ({ method: 'POST', path: '/api/auth/login', body: DEMO_CREDENTIALS }) },
  { name: 'GET /api/analytics/dashboard', calls: () => get('/api/analytics/dashboard') },
  {
    name: 'GET /api/analytics/all-events',
    calls: (_b, i) => get(`/api/analytics/all-events?page=${1 + (i % 5)}&limit=50`),
  },
  {
    name: 'GET /api/analytics/all-events (filtered)',
    calls: (backend, i) => {
      const user = backend.world.users[(i * 97) % Math.max(1, backend.world.users.length)]?.userId ?? 'nobody'
      const types = ['search', 'navigation', 'lifecycle', 'feedback']
      return i % 2 === 0
        ? get(
            `/api/analytics/all-events?page=1&limit=50&eventType=${types[i % types.length]}&startDate=${daysAgo(14)}&endDate=${daysAgo(0)}`,
          )
        : get(`/api/analytics/all-events?page=1&limit=50&userId=${user}`)
    },
  },
  { name: 'GET /api/analytics/user-insights', calls: () => get('/api/analytics/user-insights') },
  { name: 'GET /api/analytics/retention', calls: () => get('/api/analytics/retention') },
  { name: 'GET /api/analytics/cohorts', calls: () => get('/api/analytics/cohorts') },
  {
    name: 'GET /api/analytics/lifecycle',
    calls: (_b, i) =>
      get(`/api/analytics/lifecycle?page=${1 + (i % 3)}&limit=50${i % 2 ? '&eventType=app_launch' : ''}`),
  },
  {
    name: 'GET /api/analytics/share',
    calls: (_b, i) => get(`/api/analytics/share?page=1&limit=50${i % 2 ? '&shareType=parking_spot' : ''}`),
  },
  {
    name: 'GET /api/analytics/deeplink',
    calls: (_b, i) => get(`/api/analytics/deeplink?page=1&limit=50${i % 2 ? '&eventType=DEEPLINK_CLICKED' : ''}`),
  },
  {
    name: 'GET /api/analytics (search events)',
    calls: (_b, i) => get(`/api/analytics?page=${1 + (i % 3)}&limit=50${i % 2 ? '&searchType=address' : ''}`),
  },
  {
    name: 'GET /api/analytics/navigation',
    calls: (_b, i) => get(`/api/analytics/navigation?page=1&limit=50${i % 2 ? '&navigationType=waze' : ''}`),
  },
  { name: 'GET /api/analytics/feedback/summary', calls: () => get('/api/analytics/feedback/summary') },
  {
    name: 'GET /api/analytics/feedback/activity',
    calls: (_b, i) =>
      get(
        `/api/analytics/feedback/activity?page=1&limit=50${i % 2 ? `&feedbackType=down&startDate=${daysAgo(30)}` : ''}`,
      ),
  },
  {
    name: 'GET /api/parking-lots (sorted)',
    calls: (_b, i) =>
      get(
        `/api/parking-lots?page=${1 + (i % 4)}&limit=50&sortBy=${SORTS[i % SORTS.length]}&sortOrder=${i % 2 ? 'desc' : 'asc'}`,
      ),
  },
  {
    name: 'GET /api/parking-lots (search)',
    calls: (_b, i) =>
      get(
        `/api/parking-lots?page=1&limit=50&sortBy=address&sortOrder=asc&search=${encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length]!)}`,
      ),
  },
  {
    name: 'GET /api/parking-lots/{id}',
    calls: (backend, i) => get(`/api/parking-lots/${pick(lotIds(backend), i)._id}`),
  },
  {
    name: 'PUT /api/parking-lots/{id}',
    calls: (backend, i) => {
      const lot = fromLotRecord(backend.world.db.parkingLot.getAll()[(i * 31) % backend.world.db.parkingLot.count()]!)
      // An operator's typical edit: a note, and a location for a lot that had none.
      const geometry = lot.geometry ?? { type: 'Point', coordinates: [10.75, 59.91] }
      return {
        method: 'PUT',
        path: `/api/parking-lots/${lot._id}`,
        body: { ...lot, geometry, notes: `Checked on visit ${i}` },
      }
    },
  },
  { name: 'GET /api/health', calls: () => get('/api/health') },
  { name: 'GET /api/metrics', calls: () => get('/api/metrics') },
  { name: 'GET /api/cache/status', calls: () => get('/api/cache/status') },
  { name: 'GET /api/memory-performance', calls: () => get('/api/memory-performance') },
  { name: 'GET /api/analytics/api-success/summary', calls: () => get('/api/analytics/api-success/summary?days=7') },
  {
    name: 'GET /api/analytics/api-success',
    calls: (_b, i) => get(`/api/analytics/api-success?page=${1 + (i % 5)}&limit=50`),
  },
  { name: 'GET /api/v1/lots/admin/live-data-controls', calls: () => get('/api/v1/lots/admin/live-data-controls') },
  { name: 'GET /api/v1/parking-lots/version', calls: () => get('/api/v1/parking-lots/version') },
  {
    name: 'POST /api/v1/lots/admin/live-data-controls/{lotId}/toggle',
    calls: (backend, i) => ({
      method: 'POST',
      path: `/api/v1/lots/admin/live-data-controls/${pick(lotIds(backend), i).lotId}/toggle`,
    }),
  },
  {
    name: 'POST /api/v1/lots/admin/live-data-metrics/update',
    calls: () => ({ method: 'POST', path: '/api/v1/lots/admin/live-data-metrics/update' }),
  },
  { name: 'POST /api/admin/bump-version', calls: () => ({ method: 'POST', path: '/api/admin/bump-version' }) },
  {
    // The dashboard's trends over 90 days (and the 90 before them), one range ending today, one earlier.
    name: 'GET /api/analytics/trends (90 days)',
    calls: (_backend, index) =>
      get(`/api/analytics/trends?from=${daysAgo(89 + (index % 2) * 30)}&to=${daysAgo((index % 2) * 30)}&interval=day`),
    budgetsMs: { '1x': 50, '10x': 250 },
  },
  {
    name: 'GET /api/admin/audit',
    calls: (_backend, index) =>
      get(['/api/admin/audit', '/api/admin/audit?action=live-data.disable&page=2'][index % 2]!),
  },
]

function pick<T>(items: T[], index: number): T {
  return items[(index * 7919) % items.length]!
}

function daysAgo(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() - days)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

export interface EndpointFigures {
  endpoint: string
  calls: number
  statuses: number[]
  medianMs: number
  p95Ms: number
  /** The first call, not among the samples: it builds any memoised index or aggregate. */
  firstMs: number
  budgetsMs?: Record<WorldSize, number>
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!
}

async function time(handlers: RequestHandler[], token: string, call: Call): Promise<{ ms: number; status: number }> {
  const request = new Request(`${ORIGIN}${call.path}`, {
    method: call.method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  })
  const started = performance.now()
  const response = await getResponse(handlers, request)
  await response?.text()
  return { ms: performance.now() - started, status: response?.status ?? 0 }
}

/** Times the endpoints whose name holds `only` (every one by default) over a world of the given size; writes go to an in-memory store. */
export async function measureEndpoints(
  world: { lots?: number; users?: number },
  only = '',
): Promise<EndpointFigures[]> {
  const backend = createBackend({ seed: 1, ...world })
  const handlers = createHandlers(backend, ORIGIN)
  const token = await issueToken({ id: 'admin-1', username: DEMO_CREDENTIALS.username, role: 'admin' })
  const figures: EndpointFigures[] = []
  for (const endpoint of ENDPOINTS.filter(({ name }) => name.includes(only))) {
    const first = await time(handlers, token, endpoint.calls(backend, 0))
    const samples: number[] = []
    const statuses = new Set<number>([first.status])
    for (let index = 1; index <= CALLS_PER_ENDPOINT; index++) {
      const { ms, status } = await time(handlers, token, endpoint.calls(backend, index))
      samples.push(ms)
      statuses.add(status)
    }
    const sorted = [...samples].sort((a, b) => a - b)
    figures.push({
      endpoint: endpoint.name,
      calls: samples.length,
      statuses: [...statuses].sort(),
      medianMs: round(percentile(sorted, 0.5)),
      p95Ms: round(percentile(sorted, 0.95)),
      firstMs: round(first.ms),
      budgetsMs: endpoint.budgetsMs,
    })
  }
  return figures
}

const round = (ms: number) => Math.round(ms * 100) / 100
