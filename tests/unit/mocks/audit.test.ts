import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuditEntry, AuditResponse, ErrorBody, ParkingLot } from '@/api/types'
import { createBackend, type Backend } from '@mocks/backend'
import { AUDIT_ENTRIES_KEPT, AUDIT_MAX_VALUE_CHARS, auditEntry, lotChanges, withEntries } from '@mocks/db/audit'
import { fromLotRecord } from '@mocks/db/world'
import { SCHEMA_VERSION, memoryStorage, type ChangeStorage } from '@mocks/persistence'
import { backendCaller } from './backendCall'

// The audit log of admin actions (mocks/db/audit.ts, handlers/audit.ts): the diff of a
// save, an entry for every admin call in the same commit as the change, the list's filters
// and refusals, and the log's place in the stored changes.

const NOW = new Date(2026, 10, 21, 13, 20).getTime()
const SEED = 4
const options = { seed: SEED, lots: 60, users: 50 }
let clock = NOW
let storage: ChangeStorage
let backend: Backend
let call: ReturnType<typeof backendCaller>

function start(): Backend {
  return createBackend({ ...options, clock: () => clock, storage })
}

beforeEach(() => {
  clock = NOW
  storage = memoryStorage()
  backend = start()
  call = backendCaller(backend)
})

const firstLot = (of = backend): ParkingLot => fromLotRecord(of.world.db.parkingLot.getAll()[0]!)
const audit = async (query = '') => (await call<AuditResponse>('GET', `/api/admin/audit${query}`)).body
/** The entries operators made since the world was seeded. */
const recorded = (of = backend) => of.changes().audit

describe('lotChanges, the diff of a save', () => {
  const lot: ParkingLot = {
    _id: 'a1',
    lotId: 'OSL-0042',
    name: 'Storgata 12',
    spaces: 120,
    notes: null,
    geometry: { type: 'Point', coordinates: [10.75, 59.91] },
    additionalProperties: { hourlyRate: 30, zone: 'Sentrum' },
  }

  it('names each changed top-level field with its old and new value, in the lot’s order', () => {
    expect(lotChanges(lot, { ...lot, spaces: 140, notes: 'EV chargers', name: 'Storgata 12 P' })).toEqual([
      { field: 'name', from: 'Storgata 12', to: 'Storgata 12 P' },
      { field: 'spaces', from: 120, to: 140 },
      { field: 'notes', from: null, to: 'EV chargers' },
    ])
  })

  it('names each additionalProperties key added, removed or changed on its own', () => {
    const after = { ...lot, additionalProperties: { hourlyRate: 35, dailyRate: 180 } }
    expect(lotChanges(lot, after)).toEqual([
      { field: 'additionalProperties.hourlyRate', from: 30, to: 35 },
      { field: 'additionalProperties.zone', from: 'Sentrum' },
      { field: 'additionalProperties.dailyRate', to: 180 },
    ])
  })

  it('names a field the save added or removed without the side it lacks', () => {
    const { notes: _notes, ...withoutNotes } = lot
    expect(lotChanges(lot, withoutNotes)).toEqual([{ field: 'notes', from: null }])
    expect(lotChanges(withoutNotes, lot)).toEqual([{ field: 'notes', to: null }])
  })

  it('takes geometry as one field, equal whatever the order of its keys', () => {
    const moved = { ...lot, geometry: { type: 'Point' as const, coordinates: [10.76, 59.91] as [number, number] } }
    expect(lotChanges(lot, moved)).toEqual([{ field: 'geometry', from: lot.geometry, to: moved.geometry }])
    const reordered = { ...lot, geometry: { coordinates: [10.75, 59.91], type: 'Point' } } as ParkingLot
    expect(lotChanges(lot, reordered)).toEqual([])
  })

  it('answers nothing for an unchanged lot, and ignores its feedback', () => {
    expect(lotChanges(lot, { ...lot, feedback: [] })).toEqual([])
  })

  it('keeps a value too long to keep as a note of its size', () => {
    const long = 'x'.repeat(AUDIT_MAX_VALUE_CHARS + 10)
    expect(lotChanges(lot, { ...lot, notes: long })).toEqual([
      {
        field: 'notes',
        from: null,
        to: `(${(long.length + 2).toLocaleString('en-US')} characters of JSON, too long to keep)`,
      },
    ])
  })
})

describe('recording admin actions', () => {
  it('records a save with its changed fields, by the caller, at the backend’s time', async () => {
    const lot = firstLot()
    clock = NOW + 60_000
    const edited = {
      ...lot,
      spaces: (lot.spaces ?? 0) + 20,
      additionalProperties: { ...lot.additionalProperties, hourlyRate: 99 },
    }
    expect((await call('PUT', `/api/parking-lots/${lot._id}`, { body: edited })).status).toBe(200)
    const [entry] = (await audit(`?lotId=${lot.lotId}&action=lot.save`)).entries
    expect(entry).toMatchObject({
      at: new Date(NOW + 60_000).toISOString(),
      userId: 'admin-1',
      username: 'admin',
      action: 'lot.save',
      lotId: lot.lotId,
      parkingLotId: lot._id,
      lotName: lot.name,
      changes: [
        { field: 'spaces', from: lot.spaces, to: edited.spaces },
        { field: 'additionalProperties.hourlyRate', from: lot.additionalProperties?.hourlyRate, to: 99 },
      ],
    })
  })

  it('records nothing for a save that changes nothing, or one refused', async () => {
    const lot = firstLot()
    expect((await call('PUT', `/api/parking-lots/${lot._id}`, { body: lot })).status).toBe(200)
    expect((await call('PUT', `/api/parking-lots/${lot._id}`, { body: { ...lot, geometry: null } })).status).toBe(400)
    expect(recorded()).toEqual([])
  })

  it('records each toggle as a disable or an enable of the lot, and each bump and metrics refresh', async () => {
    const lot = firstLot()
    const wasEnabled = backend.world.live.controls.get(lot.lotId)!.isEnabled
    const before = backend.world.live.version.version
    for (const path of [
      `/api/v1/lots/admin/live-data-controls/${lot.lotId}/toggle`,
      `/api/v1/lots/admin/live-data-controls/${lot.lotId}/toggle`,
      '/api/admin/bump-version',
      '/api/v1/lots/admin/live-data-metrics/update',
    ]) {
      clock += 1000
      expect((await call('POST', path)).status).toBe(200)
    }
    const lotPart = { role: 'admin', lotId: lot.lotId, parkingLotId: lot._id, lotName: lot.name }
    expect(recorded().map(({ id: _id, at: _at, userId: _user, username: _name, ...rest }) => rest)).toEqual([
      { action: wasEnabled ? 'live-data.disable' : 'live-data.enable', ...lotPart },
      { action: wasEnabled ? 'live-data.enable' : 'live-data.disable', ...lotPart },
      { role: 'admin', action: 'version.bump', version: { from: before, to: before + 1 } },
      { role: 'admin', action: 'metrics.refresh' },
    ])
    // Newest first in the list.
    expect((await audit('?limit=4')).entries.map((entry) => entry.action)).toEqual([
      'metrics.refresh',
      'version.bump',
      wasEnabled ? 'live-data.enable' : 'live-data.disable',
      wasEnabled ? 'live-data.disable' : 'live-data.enable',
    ])
  })

  it('records nothing when the change cannot be stored, and the change does not happen', async () => {
    const lot = firstLot()
    const before = backend.world.live.controls.get(lot.lotId)!.isEnabled
    storage.write = () => {
      throw new Error('quota exceeded')
    }
    expect((await call('POST', `/api/v1/lots/admin/live-data-controls/${lot.lotId}/toggle`)).status).toBe(507)
    expect(backend.world.live.controls.get(lot.lotId)!.isEnabled).toBe(before)
    expect(recorded()).toEqual([])
  })
})

describe('GET /api/admin/audit', () => {
  it('answers the seeded past: a disable for each seeded disabled lot and the current version’s bump, by admin', async () => {
    const disabled = [...backend.world.live.controls.values()].filter((control) => !control.isEnabled)
    const { entries, pagination } = await audit('?limit=200')
    expect(pagination.total).toBe(disabled.length + 1)
    const { version, lastModified } = backend.world.live.version
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'version.bump',
        version: { from: version - 1, to: version },
        at: new Date(lastModified).toISOString(),
      }),
    )
    for (const control of disabled)
      expect(entries).toContainEqual(
        expect.objectContaining({
          action: 'live-data.disable',
          lotId: control.lotId,
          at: new Date(control.lastUpdated).toISOString(),
        }),
      )
    const times = entries.map((entry) => entry.at)
    expect(times).toEqual([...times].sort().reverse())
    expect(new Set(entries.map((entry) => entry.username))).toEqual(new Set(['admin']))
  })

  it('filters by action, lot (ignoring case), user id or name and calendar days, and pages', async () => {
    const lot = firstLot()
    clock = new Date(2026, 10, 25, 9).getTime()
    await call('POST', `/api/v1/lots/admin/live-data-controls/${lot.lotId}/toggle`)
    const forLot = await audit(`?lotId=${lot.lotId.toLowerCase()}`)
    expect(forLot.entries.length).toBeGreaterThan(0)
    expect(forLot.entries.every((entry) => entry.lotId === lot.lotId)).toBe(true)
    const onDay = await audit('?startDate=2026-11-25&endDate=2026-11-25')
    expect(onDay.entries.map((entry) => entry.lotId)).toEqual([lot.lotId])
    expect((await audit('?userId=admin-1')).pagination.total).toBe((await audit('?userId=admin')).pagination.total)
    expect((await audit('?userId=someone-else')).entries).toEqual([])
    expect((await audit('?action=version.bump')).entries.map((entry) => entry.action)).toEqual(['version.bump'])
    const all = await audit('?limit=200')
    const second = await audit('?page=2&limit=3')
    expect(second.entries).toEqual(all.entries.slice(3, 6))
    expect(second.pagination).toMatchObject({
      page: 2,
      total: all.pagination.total,
      pages: Math.ceil(all.pagination.total / 3),
    })
  })

  it.each([
    [
      '?action=delete',
      'action must be one of lot.save, live-data.disable, live-data.enable, version.bump, metrics.refresh, got "delete"',
    ],
    ['?startDate=2026-13-01', 'startDate must be a calendar date as YYYY-MM-DD, got "2026-13-01"'],
    ['?startDate=2026-11-25&endDate=2026-11-24', 'endDate must not be before startDate'],
    ['?limit=500', 'limit must be a whole number from 1 to 200, got "500"'],
    ['?page=0', 'page must be a whole number of at least 1, got "0"'],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const answer = await call<ErrorBody>('GET', `/api/admin/audit${query}`)
    expect(answer).toEqual({ status: 400, body: { message } })
  })

  it('answers 401 without a token', async () => {
    expect((await call<ErrorBody>('GET', '/api/admin/audit', { token: null })).status).toBe(401)
  })

  it('is empty in the empty scenario', async () => {
    backend.setScenario({ empty: true })
    expect((await audit()).entries).toEqual([])
  })
})

describe('the audit log in the stored changes', () => {
  it('survives a restart over the same storage, and a reset forgets it', async () => {
    await call('POST', '/api/admin/bump-version')
    const entries = recorded()
    expect(entries).toHaveLength(1)
    const restarted = start()
    expect(recorded(restarted)).toEqual(entries)
    restarted.reset()
    expect(recorded(restarted)).toEqual([])
  })

  it('loads stored changes from before the audit log, with their lot edits and an empty log', () => {
    const lot = { ...firstLot(), name: 'Renamed before the audit log' }
    storage.write(
      SEED,
      JSON.stringify({
        schema: SCHEMA_VERSION,
        seed: SEED,
        changes: { lots: { [lot._id]: lot }, liveControls: {}, version: null },
      }),
    )
    const warn = vi.spyOn(console, 'warn')
    const restarted = start()
    expect(warn).not.toHaveBeenCalled()
    const stored = restarted.world.db.parkingLot.findFirst({ where: { _id: { equals: lot._id } } })
    expect(stored?.name).toBe('Renamed before the audit log')
    expect(recorded(restarted)).toEqual([])
    warn.mockRestore()
  })

  it('drops a bad stored entry with a line naming it and keeps the rest', () => {
    const good = auditEntry(NOW, { id: 'admin-1', username: 'admin', role: 'admin' }, 'metrics.refresh')
    const bad = { ...good, id: 'bad', action: 'lot.delete' }
    storage.write(
      SEED,
      JSON.stringify({
        schema: SCHEMA_VERSION,
        seed: SEED,
        changes: { lots: {}, liveControls: {}, version: null, audit: [bad, good] },
      }),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const restarted = start()
    expect(recorded(restarted)).toEqual([good])
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]![0]).toContain('audit entry 1: action must be one of')
    warn.mockRestore()
  })

  it('keeps the newest entries only', () => {
    const actor = { id: 'admin-1', username: 'admin', role: 'admin' }
    const many: AuditEntry[] = Array.from({ length: AUDIT_ENTRIES_KEPT + 2 }, (_, index) =>
      auditEntry(NOW + index, actor, 'metrics.refresh'),
    )
    const kept = withEntries(many.slice(0, -1), many.at(-1)!)
    expect(kept).toHaveLength(AUDIT_ENTRIES_KEPT)
    expect(kept[0]).toBe(many[2])
    expect(kept.at(-1)).toBe(many.at(-1))
  })
})
