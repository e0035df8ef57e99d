import { sameJson } from '@/api/lotValidation'
import type { AuditAction, AuditEntry, AuditFieldChange, ParkingLot } from '@/api/types'
import { DEMO_ACCOUNTS } from '@mocks/demoAccount'
import { objectId } from './ids'
import type { LiveState } from './live'

// The audit log of admin actions (docs/product.md#audit-log): who did what, when, to which
// lot. The world holds a seeded past (seededAudit); what operators do is recorded in the
// stored changes, in the same commit as the change itself (persistence.ts, Changes.audit).

/** The newest entries kept in the stored changes; older ones are dropped as new ones come. */
export const AUDIT_ENTRIES_KEPT = 5000
/**
 * At most this many characters of JSON for the kept entries together (about 1 MB, a fifth
 * of a browser's localStorage): older entries are dropped first, so a run of large saves
 * cannot fill the storage the lot edits need.
 */
export const AUDIT_MAX_CHARS = 1_000_000
/** A changed value longer than this as JSON (a large MultiPolygon) is kept as a note of its size instead. */
export const AUDIT_MAX_VALUE_CHARS = 2000

/** The caller of a call, from the bearer token's account: its role as the account holds it now. */
export interface Actor {
  id: string
  username: string
  role: string
}

/** The lot an action was on, as the entry names it. */
export interface AuditLot {
  lotId: string
  parkingLotId?: string
  lotName?: string
}

/** The seeded administrator (world.ts's account), who did the seeded past. */
export const SEEDED_ADMIN: Actor = { id: DEMO_ACCOUNTS.admin.id, username: DEMO_ACCOUNTS.admin.username, role: 'admin' }

/** A value as the entry keeps it: itself, or a note of its size when its JSON is too long to keep. */
function kept(value: unknown): unknown {
  const length = JSON.stringify(value)?.length ?? 0
  return length > AUDIT_MAX_VALUE_CHARS
    ? `(${length.toLocaleString('en-US')} characters of JSON, too long to keep)`
    : value
}

function change(field: string, from: unknown, to: unknown, had: boolean, has: boolean): AuditFieldChange {
  return { field, ...(had ? { from: kept(from) } : {}), ...(has ? { to: kept(to) } : {}) }
}

/**
 * What a save changed, from the lot as stored before to the lot as stored after: each
 * top-level field (geometry as one), each key of additionalProperties as
 * `additionalProperties.{key}`, in the lot's field order (then the new ones). `feedback`
 * is not the lot's own (it comes from the events). An unchanged lot answers [].
 */
export function lotChanges(before: ParkingLot, after: ParkingLot): AuditFieldChange[] {
  const changes: AuditFieldChange[] = []
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  for (const field of fields) {
    if (field === 'feedback') continue
    const old = (before as unknown as Record<string, unknown>)[field]
    const now = (after as unknown as Record<string, unknown>)[field]
    if (field === 'additionalProperties') {
      const oldProperties = (old ?? {}) as Record<string, unknown>
      const newProperties = (now ?? {}) as Record<string, unknown>
      for (const key of new Set([...Object.keys(oldProperties), ...Object.keys(newProperties)])) {
        const had = Object.hasOwn(oldProperties, key)
        const has = Object.hasOwn(newProperties, key)
        if (had && has && sameJson(oldProperties[key], newProperties[key])) continue
        changes.push(change(`additionalProperties.${key}`, oldProperties[key], newProperties[key], had, has))
      }
      continue
    }
    const had = Object.hasOwn(before, field)
    const has = Object.hasOwn(after, field)
    if (had && has && sameJson(old, now)) continue
    changes.push(change(field, old, now, had, has))
  }
  return changes
}

/** The lot part of an entry, from a stored lot. */
export function auditLot(lot: Pick<ParkingLot, '_id' | 'lotId' | 'name'>): AuditLot {
  return { lotId: lot.lotId, parkingLotId: lot._id, ...(typeof lot.name === 'string' ? { lotName: lot.name } : {}) }
}

/** A new entry, its id from the moment and a random number (unique across restarts). */
export function auditEntry(
  at: number,
  actor: Actor,
  action: AuditAction,
  details: Partial<Pick<AuditEntry, 'changes' | 'version'>> & { lot?: AuditLot } = {},
): AuditEntry {
  const { lot, ...rest } = details
  return {
    id: objectId(at, Math.floor(Math.random() * 2 ** 48)),
    at: new Date(at).toISOString(),
    userId: actor.id,
    username: actor.username,
    role: actor.role,
    action,
    ...lot,
    ...rest,
  }
}

const entryChars = new WeakMap<AuditEntry, number>()
function charsOf(entry: AuditEntry): number {
  let chars = entryChars.get(entry)
  if (chars === undefined) {
    chars = JSON.stringify(entry).length + 1
    entryChars.set(entry, chars)
  }
  return chars
}

/**
 * `log` with `entries` added at its end (the log is oldest first), as a new list, cut to
 * the newest AUDIT_ENTRIES_KEPT and AUDIT_MAX_CHARS.
 */
export function withEntries(log: readonly AuditEntry[], ...entries: AuditEntry[]): AuditEntry[] {
  const next = [...log, ...entries].slice(-AUDIT_ENTRIES_KEPT)
  let chars = 0
  let first = next.length
  while (first > 0 && chars + charsOf(next[first - 1]!) <= AUDIT_MAX_CHARS) chars += charsOf(next[--first]!)
  return next.slice(first)
}

/**
 * The seeded past, consistent with the seeded world: the seeded administrator disabled
 * each seeded disabled lot at its control's lastUpdated, and bumped the lot data to its
 * current version at its lastModified. Oldest first. Enabled lots have no entry: their
 * lastUpdated may be when the control was made.
 */
export function seededAudit(live: LiveState, lots: readonly ParkingLot[]): AuditEntry[] {
  const byLotId = new Map(lots.map((lot) => [lot.lotId, lot]))
  const entries: AuditEntry[] = []
  let sequence = 0
  const seeded = (at: number, action: AuditAction, details: Partial<AuditEntry>): AuditEntry => ({
    id: objectId(at, sequence++),
    at: new Date(at).toISOString(),
    userId: SEEDED_ADMIN.id,
    username: SEEDED_ADMIN.username,
    role: SEEDED_ADMIN.role,
    action,
    ...details,
  })
  for (const control of live.controls.values()) {
    const lot = byLotId.get(control.lotId)
    if (!control.isEnabled && lot) entries.push(seeded(control.lastUpdated, 'live-data.disable', auditLot(lot)))
  }
  const { version, lastModified } = live.version
  entries.push(seeded(lastModified, 'version.bump', { version: { from: version - 1, to: version } }))
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
}
