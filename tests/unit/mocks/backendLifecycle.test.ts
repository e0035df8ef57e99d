import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { issueToken } from '../../../mocks/auth'
import { createBackend } from '../../../mocks/backend'
import { fromLotRecord } from '../../../mocks/db/world'
import { createHandlers } from '../../../mocks/handlers'
import { DEMO_CREDENTIALS } from '../../../mocks/db/world'

// A backend over time: a pinned clock, a night passing, a reset, a change made directly.

const ORIGIN = 'http://backend.test'

function client(backend: ReturnType<typeof createBackend>) {
  const handlers = createHandlers(backend, ORIGIN)
  return async (method: string, path: string, token?: string, body?: unknown) => {
    const response = await getResponse(
      handlers,
      new Request(`${ORIGIN}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    )
    return { status: response!.status, body: (await response!.json()) as Record<string, never> }
  }
}

describe('a backend over time', () => {
  it('accepts its own tokens under a pinned clock far from the wall clock', async () => {
    const pinned = new Date(2026, 2, 1, 12).getTime()
    const call = client(createBackend({ seed: 1, lots: 10, users: 20, clock: () => pinned }))
    const login = await call('POST', '/api/auth/login', undefined, DEMO_CREDENTIALS)
    expect(login.status).toBe(200)
    expect((await call('GET', '/api/analytics/dashboard', login.body.token)).status).toBe(200)
  })

  it('rebuilds today after midnight, keeping stored changes', async () => {
    let now = new Date(2026, 10, 21, 23, 50).getTime()
    const backend = createBackend({ seed: 1, lots: 10, users: 300, clock: () => now, renewDaily: true })
    backend.commit((changes) => {
      changes.version = { version: 4242, lastModified: now }
    })
    now = new Date(2026, 10, 22, 0, 30).getTime()
    const call = client(backend)
    const token = await issueToken({ id: 'admin-1', username: 'admin' }, 3600, now)
    const dashboard = (await call('GET', '/api/analytics/dashboard', token)).body as unknown as { overview: { todayEvents: number } }
    expect(backend.world.now).toBe(now)
    expect(dashboard.overview.todayEvents).toBeGreaterThan(0)
    expect(backend.world.live.version.version).toBe(4242)
  })

  it('starts its request counters again on reset', async () => {
    const backend = createBackend({ seed: 1, lots: 10, users: 20 })
    const call = client(backend)
    const token = await issueToken({ id: 'admin-1', username: 'admin' })
    await call('GET', '/api/health', token)
    expect(backend.servedTotal).toBe(1)
    backend.reset()
    expect(backend.servedTotal).toBe(0)
    expect(backend.served).toEqual([])
  })

  it('shows a lot change made through commit in the list at once', async () => {
    const backend = createBackend({ seed: 1, lots: 10, users: 20 })
    const call = client(backend)
    const token = await issueToken({ id: 'admin-1', username: 'admin' })
    await call('GET', '/api/parking-lots?sortBy=name', token)
    const lot = fromLotRecord(backend.world.db.parkingLot.getAll()[3]!)
    backend.commit((changes) => {
      changes.lots[lot._id] = { ...lot, name: 'AAA first by name' }
    })
    const list = (await call('GET', '/api/parking-lots?sortBy=name', token)).body as unknown as { parkingLots: Array<{ name: string }> }
    expect(list.parkingLots[0]!.name).toBe('AAA first by name')
  })
})
