import { describe, expect, it } from 'vitest'
import { createBackend, shareChanges } from '@mocks/backend'
import { memoryStorage } from '@mocks/persistence'
import type { AuditResponse, ParkingLot, ParkingLotsResponse } from '@/api/types'
import { backendCaller } from './backendCall'

// The browser's backend worker runs a backend per tab over one seed's shared changes: a
// write through one tab's backend is what every other tab's backend answers next, and what
// is stored holds every tab's writes, however they interleave.

const options = { seed: 3, lots: 20, users: 10 }

function twoTabs() {
  const storage = memoryStorage()
  const shared = shareChanges(options.seed, storage)
  const tabs = [
    createBackend({ ...options, shared }),
    createBackend({ ...options, shared, scenario: { hostile: true } }),
  ]
  return { storage, tabs, calls: tabs.map((tab) => backendCaller(tab)) }
}

/** The first page's lots with a place (ones the editor can save), as the editor sends them back. */
async function lotsWithAPlace(call: ReturnType<typeof backendCaller>): Promise<ParkingLot[]> {
  const listed = (await call<ParkingLotsResponse>('GET', '/api/parking-lots?limit=10')).body.parkingLots
  return listed.filter((each) => each.geometry).map(({ feedback: _feedback, ...lot }) => lot)
}

describe("one seed's changes shared by several backends", () => {
  it("answers each backend's reads with the other's writes, and stores both", async () => {
    const { storage, tabs, calls } = twoTabs()
    const [a, b] = calls as [ReturnType<typeof backendCaller>, ReturnType<typeof backendCaller>]
    const [first, second] = (await lotsWithAPlace(a)) as [ParkingLot, ParkingLot]
    const saved = await a<{ message?: string }>('PUT', `/api/parking-lots/${first._id}`, {
      body: { ...first, spaces: 111 },
    })
    expect(saved.body.message).toBeUndefined()
    const other = await b<{ message?: string }>('PUT', `/api/parking-lots/${second._id}`, {
      body: { ...second, spaces: 222 },
    })
    expect(other.body.message).toBeUndefined()
    expect((await b('POST', `/api/v1/lots/admin/live-data-controls/${first.lotId}/toggle`)).status).toBe(200)

    expect((await b<ParkingLot>('GET', `/api/parking-lots/${first._id}`)).body.spaces).toBe(111)
    expect((await a<ParkingLot>('GET', `/api/parking-lots/${second._id}`)).body.spaces).toBe(222)
    const audit = (await a<AuditResponse>('GET', '/api/admin/audit')).body.entries
    expect(audit.slice(0, 3).map((entry) => entry.action)).toEqual(['live-data.disable', 'lot.save', 'lot.save'])

    // A restart (a tab reloaded, the worker started again) finds every write.
    const restarted = backendCaller(createBackend({ ...options, storage }))
    expect((await restarted<ParkingLot>('GET', `/api/parking-lots/${first._id}`)).body.spaces).toBe(111)
    expect((await restarted<ParkingLot>('GET', `/api/parking-lots/${second._id}`)).body.spaces).toBe(222)
    expect(tabs[0]!.changes()).toBe(tabs[1]!.changes())
  })

  it('resets every backend, and a closed one no longer follows the writes', async () => {
    const { tabs, calls } = twoTabs()
    const [a, b] = calls as [ReturnType<typeof backendCaller>, ReturnType<typeof backendCaller>]
    const [lot] = (await lotsWithAPlace(a)) as [ParkingLot]
    await a('PUT', `/api/parking-lots/${lot._id}`, { body: { ...lot, spaces: 111 } })
    tabs[0]!.reset()
    expect((await b<ParkingLot>('GET', `/api/parking-lots/${lot._id}`)).body.spaces).toBe(lot.spaces)

    tabs[1]!.close()
    await a('PUT', `/api/parking-lots/${lot._id}`, { body: { ...lot, spaces: 333 } })
    expect((await a<ParkingLot>('GET', `/api/parking-lots/${lot._id}`)).body.spaces).toBe(333)
    expect((await b<ParkingLot>('GET', `/api/parking-lots/${lot._id}`)).body.spaces).toBe(lot.spaces)
  })
})
