import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { issueToken } from '@mocks/auth'
import { createTestServer } from '@mocks/node'

// Whatever query string a client sends to a list endpoint, the simulated backend answers
// 2xx, or 4xx with a message: never a 5xx, never a thrown error.

const ORIGIN = 'http://backend.test'
const { backend, server } = createTestServer({ seed: 3, origin: ORIGIN, lots: 150, users: 200 })
let token = ''
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  token = await issueToken({ id: 'admin-1', username: 'admin' })
})
afterAll(() => server.close())

const LIST_ENDPOINTS = [
  '/api/analytics/all-events',
  '/api/analytics/lifecycle',
  '/api/analytics/share',
  '/api/analytics/deeplink',
  '/api/analytics',
  '/api/analytics/navigation',
  '/api/analytics/feedback/activity',
  '/api/analytics/api-success',
  '/api/analytics/api-success/summary',
  '/api/parking-lots',
  '/api/admin/audit',
  '/api/analytics/trends',
]

const PARAMS = [
  'page',
  'limit',
  'eventType',
  'userId',
  'startDate',
  'endDate',
  'shareType',
  'searchType',
  'navigationType',
  'feedbackType',
  'sortBy',
  'sortOrder',
  'search',
  'days',
  'from',
  'to',
  'interval',
  'unknown',
]

const tricky = fc.constantFrom(
  '',
  '0',
  '1',
  '-1',
  '200',
  '201',
  '1e3',
  '1.5',
  'NaN',
  'Infinity',
  '9007199254740993',
  ' 2 ',
  'abc',
  '2026-02-30',
  '2026-13-01',
  '2026-11-21',
  '1999-01-01',
  '2026-11-21T10:00',
  '9999-12-31',
  '1000-01-01',
  '0999-12-31',
  '10000-01-01',
  'day',
  'app_launch',
  'DEEPLINK_CLICKED',
  'up',
  'name',
  'desc',
  'ASC',
  '<script>alert(1)</script>',
  '%',
  '😀',
  'ا',
  '\u0000',
  'a'.repeat(5000),
)
const value = fc.oneof(tricky, fc.string(), fc.integer().map(String), fc.string({ unit: 'grapheme', maxLength: 20 }))
const query = fc.array(fc.tuple(fc.constantFrom(...PARAMS), value), { maxLength: 8 })

it.each([
  ['the seeded world', false],
  ['the empty world', true],
])(
  'any query string on any list endpoint of %s gives a 2xx, or a 4xx with a message',
  async (_world, empty) => {
    backend.setScenario({ empty })
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LIST_ENDPOINTS), query, async (path, pairs) => {
        const search = new URLSearchParams()
        for (const [name, raw] of pairs) search.append(name, raw)
        const response = await fetch(`${ORIGIN}${path}?${search}`, { headers: { Authorization: `Bearer ${token}` } })
        const body = (await response.json()) as { message?: unknown }
        expect(response.status).toBeLessThan(500)
        if (response.status >= 400) {
          expect(response.status).toBe(400)
          expect(typeof body.message).toBe('string')
          expect(body.message).not.toBe('')
        }
      }),
      { numRuns: empty ? 500 : 1500 },
    )
  },
  120_000,
)

it('reads an end date of 9999-12-31 as no end at all', async () => {
  backend.setScenario({ empty: false })
  const get = async (query: string) => {
    const response = await fetch(`${ORIGIN}/api/analytics/lifecycle?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    return ((await response.json()) as { pagination: { total: number } }).pagination.total
  }
  const all = await get('')
  expect(all).toBeGreaterThan(0)
  expect(await get('endDate=9999-12-31')).toBe(all)
  expect(await get('startDate=1000-01-01&endDate=9999-12-31')).toBe(all)
})
