import { describe, expect, it, vi } from 'vitest'
import { createBackend } from '@mocks/backend'
import { fromLotRecord } from '@mocks/db/world'
import { SCHEMA_VERSION, memoryStorage, noChanges, pageStorage } from '@mocks/persistence'
import { applyStorageRequest } from '@mocks/workerProtocol'
import type { ParkingLot } from '@/api/types'
import { backendCaller } from './backendCall'

// Operators' changes survive a restart (a new backend over the same storage) and a reset
// brings back the seeded world. The lot edit here goes through backend.commit, the same
// path the PUT handler takes. Stored text that cannot be loaded is set aside, never deleted.

const NOW = new Date(2026, 10, 21, 12).getTime()
const options = { seed: 7, now: NOW, lots: 20, users: 10 }

type Backend = ReturnType<typeof createBackend>

function firstLot(backend: Backend) {
  return fromLotRecord(backend.world.db.parkingLot.getAll()[0]!)
}

function lotById(backend: Backend, id: string) {
  return fromLotRecord(backend.world.db.parkingLot.findFirst({ where: { _id: { equals: id } } })!)
}

/** localStorage as the backend worker sees it in the browser: what it held at start, and the page doing what the worker asks (browser.ts). */
function webStorage(storage: Storage) {
  return pageStorage(Object.entries(storage), async (request) => applyStorageRequest(storage, request))
}

describe('stored changes', () => {
  it('survive a restart over the same storage, and only for the same seed', async () => {
    const storage = memoryStorage()
    const backend = createBackend({ ...options, storage })
    const lot = { ...firstLot(backend), name: 'Renamed by an operator' }
    await backend.commit((changes) => {
      changes.lots[lot._id] = lot
      changes.version = { version: 999, lastModified: NOW }
    })
    expect(lotById(backend, lot._id).name).toBe('Renamed by an operator')

    const restarted = createBackend({ ...options, storage })
    expect(lotById(restarted, lot._id).name).toBe('Renamed by an operator')
    expect(restarted.world.live.version.version).toBe(999)

    const otherSeed = createBackend({ ...options, seed: 8, storage })
    expect(otherSeed.world.live.version.version).not.toBe(999)
  })

  it('are kept in localStorage in the browser, per seed', async () => {
    const storage = webStorage(localStorage)
    const backend = createBackend({ ...options, storage })
    const { lotId, isEnabled } = [...backend.world.live.controls.values()][0]!
    await backend.commit((changes) => {
      changes.liveControls[lotId] = { isEnabled: !isEnabled, lastUpdated: NOW }
    })
    expect(localStorage.getItem('simulated-backend:seed-7')).toContain(lotId)
    const reloaded = createBackend({ ...options, storage: webStorage(localStorage) })
    expect(reloaded.world.live.controls.get(lotId)!.isEnabled).toBe(!isEnabled)
  })

  it('are forgotten by reset, which rebuilds the seeded world', async () => {
    const storage = memoryStorage()
    const backend = createBackend({ ...options, storage })
    const original = firstLot(backend)
    await backend.commit((changes) => {
      changes.lots[original._id] = { ...original, name: 'Changed' }
    })
    backend.reset()
    expect(lotById(backend, original._id)).toEqual(original)
    expect(storage.read(7)).toBeNull()
    expect(lotById(createBackend({ ...options, storage }), original._id)).toEqual(original)
  })

  it.each([
    ['from an older schema', JSON.stringify({ schema: SCHEMA_VERSION - 1, seed: 7, changes: noChanges() })],
    ['for another seed', JSON.stringify({ schema: SCHEMA_VERSION, seed: 8, changes: noChanges() })],
    ['that is not JSON', '{"schema": 1, "seed'],
    ['that is empty', ''],
    ['with a missing part', JSON.stringify({ schema: SCHEMA_VERSION, seed: 7, changes: { lots: {} } })],
    ['as a list', '[]'],
  ])('are set aside, never deleted, when stored %s, and the backend starts from the seed', (_case, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.clear()
    localStorage.setItem('simulated-backend:seed-7', text)
    const seeded = createBackend(options)

    const backend = createBackend({ ...options, storage: webStorage(localStorage) })
    expect(firstLot(backend)).toEqual(firstLot(seeded))
    expect(localStorage.getItem('simulated-backend:seed-7')).toBeNull()
    const aside = Object.keys(localStorage).filter((key) => key.startsWith('simulated-backend:seed-7:unreadable-'))
    expect(aside).toHaveLength(1)
    expect(localStorage.getItem(aside[0]!)).toBe(text)
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]![0]).toMatch(
      /^\[simulated backend\] The stored changes for seed 7 could not be loaded: .+ the backend starts from the seeded world/,
    )
    expect(warn.mock.calls[0]![0]).toContain(`set aside in localStorage key "${aside[0]}"`)
    expect(warn.mock.calls[0]![0]).toContain(
      `To restore them: fix the text and copy it back: localStorage.setItem('simulated-backend:seed-7', localStorage.getItem('${aside[0]}'))`,
    )
    warn.mockRestore()
  })

  it('keep each good part of stored changes and leave out each bad one, naming it; the original is set aside', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.clear()
    const seeded = createBackend(options)
    const [good, withoutLotId, deep] = seeded.world.db.parkingLot.getAll().map(fromLotRecord)
    const [flipped, notBoolean, badTime] = [...seeded.world.live.controls.values()]
    const { lotId: _lotId, ...noLotId } = withoutLotId!
    const text = JSON.stringify({
      schema: SCHEMA_VERSION,
      seed: 7,
      changes: {
        lots: {
          [good!._id]: { ...good, name: 'Kept' },
          [withoutLotId!._id]: noLotId,
          [deep!._id]: { ...deep, additionalProperties: { deep: 'DEEP' } },
        },
        liveControls: {
          [flipped!.lotId]: { isEnabled: !flipped!.isEnabled, lastUpdated: NOW },
          [notBoolean!.lotId]: { isEnabled: 'yes', lastUpdated: NOW },
          [badTime!.lotId]: { isEnabled: !badTime!.isEnabled, lastUpdated: 1e20 },
        },
        version: { version: '5', lastModified: NOW },
      },
    }).replace('"DEEP"', '['.repeat(5000) + ']'.repeat(5000))
    localStorage.setItem('simulated-backend:seed-7', text)

    const backend = createBackend({ ...options, storage: webStorage(localStorage) })
    expect(lotById(backend, good!._id).name).toBe('Kept')
    expect(lotById(backend, withoutLotId!._id)).toEqual(withoutLotId)
    expect(lotById(backend, deep!._id)).toEqual(deep)
    const controls = backend.world.live.controls
    expect([flipped, notBoolean, badTime].map((control) => controls.get(control!.lotId)!.isEnabled)).toEqual([
      !flipped!.isEnabled,
      notBoolean!.isEnabled,
      badTime!.isEnabled,
    ])
    expect(backend.world.live.version).toEqual(seeded.world.live.version)

    expect(warn).toHaveBeenCalledOnce()
    const warning = warn.mock.calls[0]![0] as string
    for (const part of [
      `lot ${withoutLotId!._id}: Missing required field: lotId`,
      `lot ${deep!._id}: JSON nested too deep`,
      `live-data control ${notBoolean!.lotId}: isEnabled must be true or false`,
      `live-data control ${badTime!.lotId}: isEnabled must be true or false and lastUpdated a time in milliseconds`,
      'version: version must be a whole number',
      'the other parts are kept',
    ]) {
      expect(warning).toContain(part)
    }
    const aside = Object.keys(localStorage).filter((key) => key.startsWith('simulated-backend:seed-7:unreadable-'))
    expect(aside.map((key) => localStorage.getItem(key))).toEqual([text])
    const kept = JSON.parse(localStorage.getItem('simulated-backend:seed-7')!)
    expect(Object.keys(kept.changes.lots)).toEqual([good!._id])
    expect(Object.keys(kept.changes.liveControls)).toEqual([flipped!.lotId])
    expect(kept.changes.version).toBeNull()

    // What was kept is served without a 500, and the next start loads it without a word.
    warn.mockClear()
    const call = backendCaller(createBackend({ ...options, storage: webStorage(localStorage) }))
    expect((await call<ParkingLot>('GET', `/api/parking-lots/${good!._id}`)).body.name).toBe('Kept')
    for (const path of ['/api/parking-lots', '/api/v1/lots/admin/live-data-controls', '/api/v1/parking-lots/version']) {
      expect((await call('GET', path)).status).toBe(200)
    }
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it('start from what they can when the storage cannot set them aside, and leave the stored text as it was', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const seeded = firstLot(createBackend(options))
    const storage = {
      ...memoryStorage(),
      setAside: () => {
        throw new Error('no room for a copy')
      },
    }
    const text = JSON.stringify({
      schema: SCHEMA_VERSION,
      seed: 7,
      changes: {
        lots: { [seeded._id]: { ...seeded, name: 'Kept' }, other: { _id: 'other' } },
        liveControls: {},
        version: null,
      },
    })
    storage.write(7, text)
    const backend = createBackend({ ...options, storage })
    expect(lotById(backend, seeded._id).name).toBe('Kept')
    expect(storage.read(7)).toBe(text)
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(
        'and could not be set aside (no room for a copy); the other parts are kept. The next change will overwrite them.',
      ),
    )
    warn.mockRestore()
  })

  it('skip a stored edit of a lot the world no longer has', async () => {
    const storage = memoryStorage()
    const backend = createBackend({ ...options, storage })
    await backend.commit((changes) => {
      changes.lots.gone = { ...firstLot(backend), _id: 'gone', lotId: 'OSL-9999', name: 'Removed lot' }
    })
    const warn = vi.spyOn(console, 'warn')
    expect(createBackend({ ...options, storage }).world.db.parkingLot.count()).toBe(20)
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})
