import { describe, expect, it } from 'vitest'
import { createBackend } from '@mocks/backend'
import { pageStorage } from '@mocks/persistence'
import { applyStorageRequest, type StorageRequest } from '@mocks/workerProtocol'
import type { ErrorBody, ParkingLot, ParkingLotsResponse, ToggleLiveDataResponse } from '@/api/types'
import { backendCaller } from './backendCall'

// In the browser the backend runs in a Web Worker, which has no localStorage: it asks the
// page to store each change (pageStorage) and answers a write only once the page has. A
// page that cannot store it (a full localStorage) makes the write a 507 that changed
// nothing. Writes that arrive together are made one after the other, each on the last.

const SEED = 5
const KEY = `simulated-backend:seed-${SEED}`
const options = { seed: SEED, lots: 20, users: 10 }
const CONTROLS = '/api/v1/lots/admin/live-data-controls'

/** A Storage like a browser's, that refuses to grow past `quota` characters (as localStorage's QuotaExceededError). */
function pageLocalStorage(quota = Infinity): Storage {
  const items = new Map<string, string>()
  const size = () => [...items].reduce((sum, [key, value]) => sum + key.length + value.length, 0)
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      const before = items.get(key)
      items.set(key, value)
      if (size() > quota) {
        if (before === undefined) items.delete(key)
        else items.set(key, before)
        throw new DOMException(`Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError')
      }
    },
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}

/** The worker's view of `page`: the page answers each request on a later turn, as a message back from another thread would. */
function workerView(page: Storage, asked: StorageRequest[] = []) {
  const entries = Array.from({ length: page.length }, (_, index) => page.key(index)!).map(
    (key) => [key, page.getItem(key)!] as [string, string],
  )
  return pageStorage(entries, async (request) => {
    asked.push(request)
    await new Promise((resolve) => setTimeout(resolve))
    applyStorageRequest(page, request)
  })
}

describe('the backend worker stores changes in the page', () => {
  it('answers a lot edit once the page has stored it, and the next start finds it', async () => {
    const page = pageLocalStorage()
    const call = backendCaller(createBackend({ ...options, storage: workerView(page) }))
    const lot = (await call<ParkingLotsResponse>('GET', '/api/parking-lots?limit=1')).body.parkingLots[0]!
    const { feedback: _feedback, ...fields } = lot
    const saved = await call<ParkingLot>('PUT', `/api/parking-lots/${lot._id}`, {
      body: { ...fields, name: 'Stored by the page' },
    })
    expect(saved.status).toBe(200)
    expect(page.getItem(KEY)).toContain('Stored by the page')

    const restarted = backendCaller(createBackend({ ...options, storage: workerView(page) }))
    expect((await restarted<ParkingLot>('GET', `/api/parking-lots/${lot._id}`)).body.name).toBe('Stored by the page')
  })

  it('answers 507 when the page cannot store the change, and changes nothing', async () => {
    const page = pageLocalStorage(100)
    const backend = createBackend({ ...options, storage: workerView(page) })
    const call = backendCaller(backend)
    const lot = (await call<ParkingLotsResponse>('GET', '/api/parking-lots?limit=1')).body.parkingLots[0]!
    const { feedback: _feedback, ...fields } = lot
    const refused = await call<ErrorBody>('PUT', `/api/parking-lots/${lot._id}`, {
      body: { ...fields, name: 'Not stored' },
    })
    expect(refused.status).toBe(507)
    expect(refused.body.message).toMatch(
      /^The change could not be stored \(.*Setting the value of 'simulated-backend:seed-5' exceeded the quota\.\); nothing was changed/,
    )
    expect((await call<ParkingLot>('GET', `/api/parking-lots/${lot._id}`)).body.name).toBe(lot.name)
    expect(page.getItem(KEY)).toBeNull()
  })

  it('makes writes that arrive together one after the other: two toggles of a lot flip it twice, and both are stored', async () => {
    const page = pageLocalStorage()
    const backend = createBackend({ ...options, storage: workerView(page) })
    const call = backendCaller(backend)
    const { lotId, isEnabled } = [...backend.world.live.controls.values()][0]!
    const [first, second] = await Promise.all([
      call<ToggleLiveDataResponse>('POST', `${CONTROLS}/${lotId}/toggle`),
      call<ToggleLiveDataResponse>('POST', `${CONTROLS}/${lotId}/toggle`),
    ])
    // One flip each, whichever reached the backend first (each call signs and checks its own
    // token first, and on a busy machine the second can be ready sooner).
    expect([first.body.data.isEnabled, second.body.data.isEnabled].sort()).toEqual([false, true])
    expect(backend.world.live.controls.get(lotId)!.isEnabled).toBe(isEnabled)
    expect(JSON.parse(page.getItem(KEY)!).changes.liveControls[lotId].isEnabled).toBe(isEnabled)
  })

  it('keeps both of two lot edits that arrive together', async () => {
    const page = pageLocalStorage()
    const call = backendCaller(createBackend({ ...options, storage: workerView(page) }))
    const lots = (await call<ParkingLotsResponse>('GET', '/api/parking-lots?limit=2')).body.parkingLots
    const answers = await Promise.all(
      lots.map(({ feedback: _feedback, ...fields }, index) =>
        call('PUT', `/api/parking-lots/${fields._id}`, { body: { ...fields, name: `Edit ${index}` } }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const stored = JSON.parse(page.getItem(KEY)!).changes.lots
    expect(lots.map((lot) => stored[lot._id]?.name)).toEqual(['Edit 0', 'Edit 1'])
  })

  it('sets unreadable stored text aside in the page, under a new key, and says where', async () => {
    const page = pageLocalStorage()
    page.setItem(KEY, '{"not": "changes"')
    const asked: StorageRequest[] = []
    const warnings: string[] = []
    const warn = console.warn
    console.warn = (message: string) => void warnings.push(message)
    try {
      createBackend({ ...options, storage: workerView(page, asked) })
    } finally {
      console.warn = warn
    }
    expect(asked).toEqual([{ op: 'move', key: KEY, to: expect.stringMatching(new RegExp(`^${KEY}:unreadable-`)) }])
    await expect.poll(() => page.getItem(KEY)).toBeNull()
    const to = (asked[0] as { to: string }).to
    expect(page.getItem(to)).toBe('{"not": "changes"')
    expect(warnings.join('\n')).toContain(`set aside in localStorage key "${to}"`)
  })
})

describe('applyStorageRequest', () => {
  it('puts text back where it was when a full storage cannot take the moved copy', () => {
    const page = pageLocalStorage(KEY.length + 10)
    page.setItem(KEY, '0123456789')
    expect(() => applyStorageRequest(page, { op: 'move', key: KEY, to: `${KEY}:unreadable-x` })).toThrow(
      /exceeded the quota/,
    )
    expect(page.getItem(KEY)).toBe('0123456789')
  })
})
