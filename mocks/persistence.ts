import type { ParkingLot } from '../src/api/types'
import { toLotRecord, type World } from './db/world'

// What operators change in the simulated world (lot edits, live-data toggles, version
// bumps) is kept, per seed, so it survives a page reload or a restart of the mock server.
// Only the changes are stored; the seeded world is rebuilt and the changes laid over it.

/** Bump when the stored shape changes: older stored changes are then discarded. */
export const SCHEMA_VERSION = 1

export interface Changes {
  lots: Record<string, ParkingLot>
  liveControls: Record<string, { isEnabled: boolean; lastUpdated: number }>
  version: { version: number; lastModified: number } | null
}

export function noChanges(): Changes {
  return { lots: {}, liveControls: {}, version: null }
}

interface Stored {
  schema: number
  seed: number
  changes: Changes
}

/** Where changes are kept: localStorage in the browser, a JSON file for the server (fileStorage.ts), memory in tests. */
export interface ChangeStorage {
  read(seed: number): string | null
  write(seed: number, text: string): void
  remove(seed: number): void
}

export function memoryStorage(): ChangeStorage {
  const entries = new Map<number, string>()
  return {
    read: (seed) => entries.get(seed) ?? null,
    write: (seed, text) => void entries.set(seed, text),
    remove: (seed) => void entries.delete(seed),
  }
}

export function webStorage(storage: Storage, prefix = 'simulated-backend'): ChangeStorage {
  const key = (seed: number) => `${prefix}:seed-${seed}`
  return {
    read: (seed) => storage.getItem(key(seed)),
    write: (seed, text) => storage.setItem(key(seed), text),
    remove: (seed) => storage.removeItem(key(seed)),
  }
}

/**
 * The stored changes for `seed`, or none. Anything unreadable or from another schema is
 * discarded (and removed), never allowed to break the backend.
 */
export function loadChanges(storage: ChangeStorage, seed: number): Changes {
  const text = storage.read(seed)
  if (text === null) return noChanges()
  try {
    const stored = JSON.parse(text) as Partial<Stored> | null
    const changes = stored?.changes
    if (
      stored?.schema === SCHEMA_VERSION &&
      stored.seed === seed &&
      changes &&
      typeof changes.lots === 'object' &&
      typeof changes.liveControls === 'object'
    ) {
      return { lots: changes.lots ?? {}, liveControls: changes.liveControls ?? {}, version: changes.version ?? null }
    }
  } catch {
    // fall through: unreadable
  }
  console.warn(`[simulated backend] Discarding stored changes for seed ${seed}: they are from another version or unreadable.`)
  storage.remove(seed)
  return noChanges()
}

export function saveChanges(storage: ChangeStorage, seed: number, changes: Changes): void {
  const stored: Stored = { schema: SCHEMA_VERSION, seed, changes }
  storage.write(seed, JSON.stringify(stored))
}

/**
 * Lays stored changes over a freshly seeded world; a change to something that no longer
 * exists is skipped. `lotIds` limits the lots laid over to those a commit just changed:
 * each one costs a scan of every lot record.
 */
export function applyChanges(world: World, changes: Changes, lotIds: readonly string[] = Object.keys(changes.lots)): void {
  for (const id of lotIds) {
    const lot = changes.lots[id]
    // delete() answers null for a lot that no longer exists.
    if (!lot || !world.db.parkingLot.delete({ where: { _id: { equals: lot._id } } })) continue
    world.db.parkingLot.create(toLotRecord(lot))
  }
  for (const [lotId, change] of Object.entries(changes.liveControls)) {
    const control = world.live.controls.get(lotId)
    if (control) Object.assign(control, change)
  }
  if (changes.version) world.live.version = { ...changes.version }
}
