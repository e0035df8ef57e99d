import { describe, expect, it } from 'vitest'
import { createBackend } from '@mocks/backend'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { fromLotRecord } from '@mocks/db/world'
import type { DashboardResponse, LoginResponse, ParkingLotsResponse } from '@/api/types'
import { backendCaller } from './backendCall'

// A backend over time: a pinned clock, a night passing, a reset, a change made directly.
// Calls without a token option carry one issued on the backend's own clock.

describe('a backend over time', () => {
  it('accepts its own tokens under a pinned clock far from the wall clock', async () => {
    const pinned = new Date(2026, 2, 1, 12).getTime()
    const call = backendCaller(createBackend({ seed: 1, lots: 10, users: 20, clock: () => pinned }))
    const login = await call<LoginResponse>('POST', '/api/auth/login', { token: null, body: DEMO_CREDENTIALS })
    expect(login.status).toBe(200)
    expect((await call('GET', '/api/analytics/dashboard', { token: login.body.token })).status).toBe(200)
  })

  it('rebuilds today after midnight, keeping stored changes', async () => {
    let now = new Date(2026, 10, 21, 23, 50).getTime()
    const backend = createBackend({ seed: 1, lots: 10, users: 300, clock: () => now, renewDaily: true })
    await backend.commit((changes) => {
      changes.version = { version: 4242, lastModified: now }
    })
    now = new Date(2026, 10, 22, 9, 30).getTime()
    const dashboard = (await backendCaller(backend)<DashboardResponse>('GET', '/api/analytics/dashboard')).body
    expect(backend.world.now).toBe(now)
    expect(dashboard.overview.todayEvents).toBeGreaterThan(0)
    expect(backend.world.live.version.version).toBe(4242)
  })

  it('lets events join the history as its clock passes them, keeping the lists it has', async () => {
    let now = new Date(2026, 10, 21, 8, 0).getTime()
    const backend = createBackend({ seed: 1, lots: 10, users: 300, clock: () => now })
    const call = backendCaller(backend)
    const before = (await call<DashboardResponse>('GET', '/api/analytics/dashboard')).body.overview
    const searches = backend.world.events.search
    const due = backend.world.upcoming.search.filter(
      (event) => event.timestamp <= new Date(2026, 10, 21, 12, 0).toISOString(),
    )
    expect(due.length).toBeGreaterThan(0)
    now = new Date(2026, 10, 21, 12, 0).getTime()
    const after = (await call<DashboardResponse>('GET', '/api/analytics/dashboard')).body.overview
    expect(backend.world.events.search).toBe(searches)
    expect(searches.slice(-due.length)).toEqual(due)
    expect(after.totalEvents).toBeGreaterThan(before.totalEvents)
    expect(after.todayEvents - before.todayEvents).toBe(after.totalEvents - before.totalEvents)
    expect(
      Object.values(backend.world.events)
        .flat()
        .every((event) => event.timestamp <= new Date(now).toISOString()),
    ).toBe(true)
  })

  it('starts its request counters again on reset', async () => {
    const backend = createBackend({ seed: 1, lots: 10, users: 20 })
    await backendCaller(backend)('GET', '/api/health')
    expect(backend.servedTotal).toBe(1)
    backend.reset()
    expect(backend.servedTotal).toBe(0)
    expect(backend.served).toEqual([])
  })

  it('shows a lot change made through commit in the list at once', async () => {
    const backend = createBackend({ seed: 1, lots: 10, users: 20 })
    const call = backendCaller(backend)
    await call('GET', '/api/parking-lots?sortBy=name')
    const lot = fromLotRecord(backend.world.db.parkingLot.getAll()[3]!)
    await backend.commit((changes) => {
      changes.lots[lot._id] = { ...lot, name: 'AAA first by name' }
    })
    const list = (await call<ParkingLotsResponse>('GET', '/api/parking-lots?sortBy=name')).body
    expect(list.parkingLots[0]!.name).toBe('AAA first by name')
  })
})
