import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import * as admin from '@/api/admin'
import * as analytics from '@/api/analytics'
import * as audit from '@/api/audit'
import * as auth from '@/api/auth'
import * as liveData from '@/api/liveData'
import * as monitoring from '@/api/monitoring'
import * as parkingLots from '@/api/parkingLots'
import type { ParkingLot } from '@/api/types'

// Each function of the typed client sends the request docs/product.md#api-calls names.

const origin = window.location.origin
const seen: Array<{ method: string; path: string; query: string; body: string }> = []
const server = setupServer(
  http.all(`${origin}/*`, async ({ request }) => {
    const url = new URL(request.url)
    seen.push({ method: request.method, path: url.pathname, query: url.search, body: await request.text() })
    // Only the request matters here: a 404 ends every call before its answer is read.
    return HttpResponse.json({ message: 'Recorded' }, { status: 404 })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => (seen.length = 0))
afterAll(() => server.close())

const lot: ParkingLot = { _id: 'abc', lotId: 'OSL-0001', name: 'Storgata P-hus' }

const calls: Array<[string, () => Promise<unknown>, string, string, string?]> = [
  ['login', () => auth.login({ username: 'a', password: 'b' }), 'POST', '/api/auth/login'],
  ['getDashboard', () => analytics.getDashboard(), 'GET', '/api/analytics/dashboard'],
  [
    'getAllEvents',
    () => analytics.getAllEvents({ page: 2, eventType: 'search', userId: '', startDate: '2026-11-01' }),
    'GET',
    '/api/analytics/all-events',
    '?limit=50&page=2&eventType=search&startDate=2026-11-01',
  ],
  ['getUserInsights', () => analytics.getUserInsights(), 'GET', '/api/analytics/user-insights'],
  ['getRetention', () => analytics.getRetention(), 'GET', '/api/analytics/retention'],
  ['getCohorts', () => analytics.getCohorts(), 'GET', '/api/analytics/cohorts'],
  [
    'getLifecycleEvents',
    () => analytics.getLifecycleEvents({ page: 1, eventType: 'app_launch' }),
    'GET',
    '/api/analytics/lifecycle',
    '?limit=50&page=1&eventType=app_launch',
  ],
  [
    'getShareEvents',
    () => analytics.getShareEvents({ page: 1, limit: 25, shareType: undefined }),
    'GET',
    '/api/analytics/share',
    '?limit=25&page=1',
  ],
  [
    'getDeeplinkEvents',
    () => analytics.getDeeplinkEvents({ eventType: 'DOWNLOAD_CLICKED' }),
    'GET',
    '/api/analytics/deeplink',
    '?limit=50&eventType=DOWNLOAD_CLICKED',
  ],
  [
    'getSearchEvents',
    () => analytics.getSearchEvents({ searchType: 'address' }),
    'GET',
    '/api/analytics',
    '?limit=50&searchType=address',
  ],
  [
    'getNavigationEvents',
    () => analytics.getNavigationEvents({ navigationType: 'waze' }),
    'GET',
    '/api/analytics/navigation',
    '?limit=50&navigationType=waze',
  ],
  ['getFeedbackSummary', () => analytics.getFeedbackSummary(), 'GET', '/api/analytics/feedback/summary'],
  [
    'getFeedbackActivity',
    () => analytics.getFeedbackActivity({ feedbackType: 'up', userId: '', endDate: '' }),
    'GET',
    '/api/analytics/feedback/activity',
    '?limit=50&feedbackType=up',
  ],
  [
    'getApiSuccessSummary',
    () => analytics.getApiSuccessSummary(),
    'GET',
    '/api/analytics/api-success/summary',
    '?days=7',
  ],
  [
    'getApiSuccessEvents',
    () => analytics.getApiSuccessEvents({ page: 3 }),
    'GET',
    '/api/analytics/api-success',
    '?limit=50&page=3',
  ],
  [
    'getParkingLots',
    () => parkingLots.getParkingLots({ page: 1, limit: 200, sortBy: 'name', sortOrder: 'desc', search: '  ' }),
    'GET',
    '/api/parking-lots',
    '?page=1&limit=200&sortBy=name&sortOrder=desc',
  ],
  ['getParkingLot', () => parkingLots.getParkingLot('a/b'), 'GET', '/api/parking-lots/a%2Fb'],
  ['updateParkingLot', () => parkingLots.updateParkingLot('abc', lot), 'PUT', '/api/parking-lots/abc'],
  ['getHealth', () => monitoring.getHealth(), 'GET', '/api/health'],
  ['getMetrics', () => monitoring.getMetrics(), 'GET', '/api/metrics'],
  ['getCacheStatus', () => monitoring.getCacheStatus(), 'GET', '/api/cache/status'],
  ['getMemoryPerformance', () => monitoring.getMemoryPerformance(), 'GET', '/api/memory-performance'],
  ['getLiveDataControls', () => liveData.getLiveDataControls(), 'GET', '/api/v1/lots/admin/live-data-controls'],
  ['getDataVersion', () => liveData.getDataVersion(), 'GET', '/api/v1/parking-lots/version'],
  [
    'toggleLiveData',
    () => liveData.toggleLiveData('OSL-0001'),
    'POST',
    '/api/v1/lots/admin/live-data-controls/OSL-0001/toggle',
  ],
  [
    'updateLiveDataMetrics',
    () => liveData.updateLiveDataMetrics(),
    'POST',
    '/api/v1/lots/admin/live-data-metrics/update',
  ],
  ['bumpVersion', () => admin.bumpVersion(), 'POST', '/api/admin/bump-version'],
  [
    'getAuditLog',
    () => audit.getAuditLog({ page: 2, lotId: ' OSL-0001 ' }),
    'GET',
    '/api/admin/audit',
    '?limit=50&page=2&lotId=OSL-0001',
  ],
  [
    'getTrends',
    () => analytics.getTrends({ from: '2026-11-01', to: '2026-11-07' }),
    'GET',
    '/api/analytics/trends',
    '?from=2026-11-01&to=2026-11-07&interval=day',
  ],
]

it('covers all 29 calls of the API, one per function of the client', () => {
  const clientFunctions = [admin, analytics, audit, auth, liveData, monitoring, parkingLots].flatMap((module) =>
    Object.entries(module)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name),
  )
  expect(clientFunctions.sort()).toEqual(calls.map(([name]) => name).sort())
  expect(new Set(calls.map(([, , method, path]) => `${method} ${path}`)).size).toBe(29)
})

it.each(calls)('%s sends %s %s with only the filters that are set', async (_name, call, method, path, query = '') => {
  await expect(call()).rejects.toThrow()
  expect(seen).toHaveLength(1)
  expect(seen[0]).toMatchObject({ method, path, query })
})

it('updateParkingLot sends the full lot as the body', async () => {
  await expect(parkingLots.updateParkingLot('abc', lot)).rejects.toThrow()
  expect(JSON.parse(seen[0]!.body)).toEqual(lot)
})

it('POSTs with no payload send no body', async () => {
  await expect(liveData.toggleLiveData('OSL-0001')).rejects.toThrow()
  await expect(liveData.updateLiveDataMetrics()).rejects.toThrow()
  await expect(admin.bumpVersion()).rejects.toThrow()
  expect(seen.map((request) => request.body)).toEqual(['', '', ''])
})
