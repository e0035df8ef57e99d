import { isRecord } from '@/api/lotValidation'
import type { AuditEntry, ParkingLot } from '@/api/types'
import { AUDIT_ACTIONS } from '@/schema/audit'
import { withEntries } from './db/audit'
import { fromLotRecord, toLotRecord, type World } from './db/world'
import { MAX_BODY_BYTES, utf8Bytes } from './limits'
import { lotFromJson } from './storedLot'
import type { StorageRequest } from './workerProtocol'

// What operators change in the simulated world (lot edits, live-data toggles, version
// bumps) and the audit log of who did it are kept, per seed, so it survives a page reload or a restart of the mock server.
// Only the changes are stored; the seeded world is rebuilt and the changes laid over it.
// Stored text that cannot be loaded is never deleted: it is set aside under another name.

/**
 * Bump when the stored shape changes: older stored changes are then set aside. Adding the
 * audit log did not: stored changes without it load with an empty log.
 */
export const SCHEMA_VERSION = 1

export interface Changes {
  lots: Record<string, ParkingLot>
  liveControls: Record<string, { isEnabled: boolean; lastUpdated: number }>
  version: { version: number; lastModified: number } | null
  /** The admin actions recorded, oldest first, at most the newest AUDIT_ENTRIES_KEPT (db/audit.ts); a change replaces the list (withEntries). */
  audit: AuditEntry[]
}

export function noChanges(): Changes {
  return { lots: {}, liveControls: {}, version: null, audit: [] }
}

/** A copy a change can be made to without touching `changes` (entries are replaced, never edited). */
export function copyChanges(changes: Changes): Changes {
  return {
    lots: { ...changes.lots },
    liveControls: { ...changes.liveControls },
    version: changes.version,
    audit: changes.audit,
  }
}

interface Stored {
  schema: number
  seed: number
  changes: Changes
}

/** Where stored text went when it was set aside, and how a person puts it back. */
export interface SetAside {
  where: string
  restore: string
}

/**
 * Where changes are kept: the page's localStorage in the browser (pageStorage), a JSON file
 * for the server (fileStorage.ts), memory in tests.
 */
export interface ChangeStorage {
  read(seed: number): string | null
  /**
   * Replaces the stored text whole: a reader, even after a crash, finds the old text or the
   * new one. Done when it returns or, if it answers a promise, when that resolves.
   */
  write(seed: number, text: string): void | Promise<void>
  remove(seed: number): void
  /** Moves the stored text out of the way, kept under a new name, so the next write cannot destroy it. */
  setAside(seed: number): SetAside
}

/**
 * A name for text set aside now: `base` with e.g. `unreadable-2026-11-23T10-00-00.000Z`
 * (no colons: Windows file names), and a number after it if that name is `taken`.
 */
export function setAsideName(base: string, taken: (name: string) => boolean): string {
  const name = `${base}unreadable-${new Date().toISOString().replaceAll(':', '-')}`
  let free = name
  for (let count = 2; taken(free); count++) free = `${name}-${count}`
  return free
}

export function memoryStorage(): ChangeStorage {
  const entries = new Map<string, string>()
  const key = (seed: number) => `seed-${seed}`
  return {
    read: (seed) => entries.get(key(seed)) ?? null,
    write: (seed, text) => void entries.set(key(seed), text),
    remove: (seed) => void entries.delete(key(seed)),
    setAside: (seed) => {
      const name = setAsideName(`${key(seed)}.`, (taken) => entries.has(taken))
      entries.set(name, entries.get(key(seed)) ?? '')
      entries.delete(key(seed))
      return { where: `memory (${name})`, restore: 'it is gone when the process ends' }
    },
  }
}

/**
 * The page's localStorage, as the backend sees it from its Web Worker, which has none:
 * `stored` is what the page held under `prefix` when the worker started, and `ask` has the
 * page make a change (applyStorageRequest), resolving once it is done. A write counts as
 * stored only then.
 */
export function pageStorage(
  stored: Iterable<[string, string]>,
  ask: (request: StorageRequest) => Promise<void>,
  prefix = 'simulated-backend',
): ChangeStorage {
  const entries = new Map(stored)
  const key = (seed: number) => `${prefix}:seed-${seed}`
  // Removing and moving cannot be refused for want of room; the page logs anything else.
  const tell = (request: StorageRequest) => void ask(request).catch(() => {})
  return {
    read: (seed) => entries.get(key(seed)) ?? null,
    async write(seed, text) {
      await ask({ op: 'set', key: key(seed), text })
      entries.set(key(seed), text)
    },
    remove(seed) {
      entries.delete(key(seed))
      tell({ op: 'remove', key: key(seed) })
    },
    setAside(seed) {
      const name = setAsideName(`${key(seed)}:`, (taken) => entries.has(taken))
      entries.set(name, entries.get(key(seed)) ?? '')
      entries.delete(key(seed))
      tell({ op: 'move', key: key(seed), to: name })
      return {
        where: `localStorage key "${name}"`,
        restore: `fix the text and copy it back: localStorage.setItem('${key(seed)}', localStorage.getItem('${name}')), then reload`,
      }
    },
  }
}

/**
 * A change the backend could not store: it has not happened (the world and the stored
 * changes are as they were). `status` is the HTTP answer: 422 when the world refuses the
 * value, 507 when the storage cannot keep it (a full disk or localStorage: not the
 * client's fault, and the same request works once there is room).
 */
export class ChangeNotStored extends Error {
  constructor(
    readonly status: 422 | 507,
    message: string,
  ) {
    super(message)
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

const log = (message: string) => console.warn(`[simulated backend] ${message}`)

/** A moment a Date can show (toISOString throws a RangeError on any other number). */
function isTimestamp(value: unknown): value is number {
  return typeof value === 'number' && !Number.isNaN(new Date(value).getTime())
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''
const optionalText = (value: unknown) => value === undefined || typeof value === 'string'

/** What is wrong with a stored audit entry, or null: the fields the list answers, with their types. */
function auditEntryProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'not an object'
  if (!isText(value.id) || !isText(value.userId) || !isText(value.username))
    return 'id, userId and username must be text'
  if (typeof value.at !== 'string' || !isTimestamp(Date.parse(value.at))) return 'at must be an ISO time'
  if (!(AUDIT_ACTIONS as readonly unknown[]).includes(value.action))
    return `action must be one of ${AUDIT_ACTIONS.join(', ')}`
  // Entries stored before roles were recorded have none (the console reads that as admin).
  if (!optionalText(value.role)) return 'role must be text when present'
  if (!optionalText(value.lotId) || !optionalText(value.parkingLotId) || !optionalText(value.lotName))
    return 'lotId, parkingLotId and lotName must be text when present'
  const { changes, version } = value
  if (
    changes !== undefined &&
    !(Array.isArray(changes) && changes.every((item) => isRecord(item) && isText(item.field)))
  )
    return 'changes must be a list of { field, from?, to? }'
  if (
    version !== undefined &&
    !(isRecord(version) && Number.isSafeInteger(version.from) && Number.isSafeInteger(version.to))
  )
    return 'version must be { from, to } whole numbers'
  return null
}

/** A stored lot as the PUT would have taken it, or why not. */
function loadedLot(id: string, value: unknown): ParkingLot | string {
  let text: string
  try {
    text = JSON.stringify(value)
  } catch (error) {
    return reasonOf(error)
  }
  if (utf8Bytes(text) > MAX_BODY_BYTES) return `larger than ${MAX_BODY_BYTES} bytes`
  try {
    return lotFromJson(id, text)
  } catch (error) {
    return reasonOf(error)
  }
}

/**
 * The parts of stored changes that can be laid over a world, each checked as the write
 * that made it: every lot as the PUT checks it, toggles and the version for their types.
 * Answers the good parts and a line for each part left out.
 */
function checkedChanges(changes: Record<string, unknown>): { changes: Changes; dropped: string[] } {
  const checked = noChanges()
  const dropped: string[] = []
  for (const [id, value] of Object.entries(changes.lots as Record<string, unknown>)) {
    const lot = loadedLot(id, value)
    if (typeof lot === 'string') dropped.push(`lot ${id}: ${lot}`)
    else checked.lots[id] = lot
  }
  for (const [lotId, value] of Object.entries(changes.liveControls as Record<string, unknown>)) {
    if (isRecord(value) && typeof value.isEnabled === 'boolean' && isTimestamp(value.lastUpdated)) {
      checked.liveControls[lotId] = { isEnabled: value.isEnabled, lastUpdated: value.lastUpdated }
    } else
      dropped.push(`live-data control ${lotId}: isEnabled must be true or false and lastUpdated a time in milliseconds`)
  }
  const { version } = changes
  if (isRecord(version) && Number.isSafeInteger(version.version) && isTimestamp(version.lastModified)) {
    checked.version = { version: version.version as number, lastModified: version.lastModified }
  } else if (version !== null && version !== undefined) {
    dropped.push('version: version must be a whole number and lastModified a time in milliseconds')
  }
  // Stored before the audit log existed: none.
  const { audit = [] } = changes
  if (Array.isArray(audit)) {
    const entries: AuditEntry[] = []
    audit.forEach((entry: unknown, index) => {
      const problem = auditEntryProblem(entry)
      if (problem) dropped.push(`audit entry ${index + 1}: ${problem}`)
      else entries.push(entry as AuditEntry)
    })
    checked.audit = withEntries(entries)
  } else dropped.push('audit: must be a list of entries')
  return { changes: checked, dropped }
}

/** What is wrong with the frame of stored text (schema, seed, the parts), or its parts. */
function parseStored(text: string, seed: number): { problem: string } | { changes: Record<string, unknown> } {
  let stored: unknown
  try {
    stored = JSON.parse(text)
  } catch (error) {
    return { problem: `not JSON (${reasonOf(error)})` }
  }
  if (!isRecord(stored)) return { problem: 'not a JSON object' }
  if (stored.schema !== SCHEMA_VERSION)
    return { problem: `schema ${JSON.stringify(stored.schema)}, this version reads schema ${SCHEMA_VERSION}` }
  if (stored.seed !== seed) return { problem: `stored for seed ${JSON.stringify(stored.seed)}` }
  const { changes } = stored
  if (!isRecord(changes) || !isRecord(changes.lots) || !isRecord(changes.liveControls)) {
    return { problem: 'changes.lots and changes.liveControls must be objects' }
  }
  return { changes }
}

/** Sets the stored text aside, saying where it went and how to restore it; answers whether it could. Never throws. */
function setAsideWithWarning(storage: ChangeStorage, seed: number, why: string, next: string): boolean {
  try {
    const { where, restore } = storage.setAside(seed)
    log(
      `The stored changes for seed ${seed} ${why}. They were set aside in ${where}; ${next}. To restore them: ${restore}.`,
    )
    return true
  } catch (error) {
    log(
      `The stored changes for seed ${seed} ${why}, and could not be set aside (${reasonOf(error)}); ${next}. The next change will overwrite them.`,
    )
    return false
  }
}

/**
 * The stored changes for `seed`, or none; never throws for what it reads. Text whose frame
 * is wrong (not JSON, another schema or seed, a part missing) is set aside whole and the
 * seeded world used. Otherwise each part is checked on its own: a bad lot, toggle or
 * version is left out with a warning naming it, the rest kept, the original set aside and
 * the good parts stored in its place.
 */
export function loadChanges(storage: ChangeStorage, seed: number): Changes {
  const text = storage.read(seed)
  if (text === null) return noChanges()
  const parsed = parseStored(text, seed)
  if ('problem' in parsed) {
    setAsideWithWarning(
      storage,
      seed,
      `could not be loaded: ${parsed.problem}`,
      'the backend starts from the seeded world',
    )
    return noChanges()
  }
  const { changes, dropped } = checkedChanges(parsed.changes)
  if (dropped.length === 0) return changes
  if (
    !setAsideWithWarning(
      storage,
      seed,
      `hold parts that cannot be loaded (${dropped.join('; ')})`,
      'the other parts are kept',
    )
  )
    return changes
  saveChanges(storage, seed, changes).catch((error: unknown) =>
    log(`The parts kept for seed ${seed} could not be stored again (${reasonOf(error)}); the next change stores them.`),
  )
  return changes
}

/** Stores `changes` whole, or rejects with a ChangeNotStored and leaves the stored text as it was. */
export async function saveChanges(storage: ChangeStorage, seed: number, changes: Changes): Promise<void> {
  const stored: Stored = { schema: SCHEMA_VERSION, seed, changes }
  let text: string
  try {
    text = JSON.stringify(stored)
  } catch (error) {
    throw new ChangeNotStored(422, `The change cannot be stored as JSON (${reasonOf(error)}); nothing was changed`)
  }
  try {
    await storage.write(seed, text)
  } catch (error) {
    throw new ChangeNotStored(
      507,
      `The change could not be stored (${reasonOf(error)}); nothing was changed. Try again once there is room`,
    )
  }
}

/**
 * Lays stored changes over a world, all or nothing: if the world refuses a record, what
 * was laid is taken back and a ChangeNotStored (422) thrown. A change to something that
 * no longer exists is skipped. `lotIds` limits the lots laid over to those a commit just
 * changed: each one costs a scan of every lot record. Answers a function that takes the
 * changes back out of the world.
 */
export function applyChanges(
  world: World,
  changes: Changes,
  lotIds: readonly string[] = Object.keys(changes.lots),
): () => void {
  const undo: (() => void)[] = []
  const rollBack = () => {
    for (let step = undo.length - 1; step >= 0; step--) undo[step]!()
  }
  try {
    for (const id of lotIds) {
      const lot = changes.lots[id]
      if (!lot) continue
      const record = toLotRecord(lot)
      // delete() answers null for a lot that no longer exists.
      const previous = world.db.parkingLot.delete({ where: { _id: { equals: lot._id } } })
      if (!previous) continue
      undo.push(() => {
        world.db.parkingLot.delete({ where: { _id: { equals: lot._id } } })
        world.db.parkingLot.create(toLotRecord(fromLotRecord(previous)))
      })
      world.db.parkingLot.create(record)
    }
    for (const [lotId, change] of Object.entries(changes.liveControls)) {
      const control = world.live.controls.get(lotId)
      if (!control) continue
      const { isEnabled, lastUpdated } = control
      undo.push(() => Object.assign(control, { isEnabled, lastUpdated }))
      Object.assign(control, { isEnabled: change.isEnabled, lastUpdated: change.lastUpdated })
    }
    if (changes.version) {
      const version = world.live.version
      undo.push(() => (world.live.version = version))
      world.live.version = { ...changes.version }
    }
  } catch (error) {
    rollBack()
    throw new ChangeNotStored(
      422,
      `The simulated world cannot hold the change (${reasonOf(error)}); nothing was changed`,
    )
  }
  return rollBack
}
