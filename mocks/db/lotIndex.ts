import type { FeedbackItem, ParkingLot, ParkingLotSortField, SortOrder } from '@/api/types'
import { compareValues } from './indexes'
import { fromLotRecord, type World } from './world'

// What the parking-lot endpoints read, memoised per world so that a call at 15,000 lots
// costs a filter and a slice, not a scan of every lot record and a JSON parse of each:
// - one entry per lot with its flat fields; the whole lot is parsed only when a page
//   or the detail needs it;
// - lower-case search text and sort keys, computed on first use and kept on the entry;
// - per sort field, the lots in ascending and descending order, sorted on first use;
// - per lot, its feedback, newest first.
// The lot part is built from world.db once; backend.commit() calls noteLotSaved() for
// every lot a change touches, which updates its entry and marks the sort orders for a
// re-sort (cheap: they are nearly sorted already).

type LotRecord = ReturnType<World['db']['parkingLot']['getAll']>[number]

/** The fields a lot list is searched and sorted by: common to a stored record and a ParkingLot. */
interface LotRow {
  _id: string
  lotId: string
  name: string
  address?: string | null
  owner?: string | null
  spaces?: number | null
  parking_type?: string | null
}

type SortKey = string | number | null

export interface LotEntry {
  row: LotRow
  /** The whole lot as stored, without feedback. */
  lot(): ParkingLot
  searchText: string | undefined
  /** Per field; null when the value is missing. */
  keys: Partial<Record<ParkingLotSortField, SortKey>>
}

interface SortedLots {
  ascending: LotEntry[]
  descending: LotEntry[]
  /** A lot changed since the sort. */
  stale: boolean
}

interface LotIndex {
  entries: LotEntry[]
  byId: Map<string, LotEntry>
  orders: Map<ParkingLotSortField, SortedLots>
}

const lotIndexes = new WeakMap<World, LotIndex>()

function once<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}

function entryFromRecord(record: LotRecord): LotEntry {
  return { row: record, lot: once(() => fromLotRecord(record)), searchText: undefined, keys: {} }
}

function lotIndex(world: World): LotIndex {
  let index = lotIndexes.get(world)
  if (!index) {
    const entries = world.db.parkingLot.getAll().map(entryFromRecord)
    index = { entries, byId: new Map(entries.map((entry) => [entry.row._id, entry])), orders: new Map() }
    lotIndexes.set(world, index)
  }
  return index
}

export function allLots(world: World): readonly LotEntry[] {
  return lotIndex(world).entries
}

export function findLot(world: World, id: string): LotEntry | undefined {
  return lotIndex(world).byId.get(id)
}

/** Drops the index of a world whose lots were added or removed (a provider state's lots); the next read builds it anew. */
export function forgetLotIndex(world: World): void {
  lotIndexes.delete(world)
}

/** Records a saved lot (already committed to world.db) in the index. */
export function noteLotSaved(world: World, lot: ParkingLot): void {
  const index = lotIndexes.get(world)
  const entry = index?.byId.get(lot._id)
  if (!index || !entry) return
  entry.row = lot
  entry.lot = () => lot
  entry.searchText = undefined
  entry.keys = {}
  for (const sorted of index.orders.values()) sorted.stale = true
}

// ---------------------------------------------------------------- search

const FIELD_SEPARATOR = '\u0000'

function searchTextOf(entry: LotEntry): string {
  const { name, address, lotId, owner } = entry.row
  return (entry.searchText ??= [name, address ?? '', lotId, owner ?? ''].join(FIELD_SEPARATOR).toLowerCase())
}

/** Lots whose name, address, lotId or owner contains `term`, ignoring case; order kept. */
export function searchLots(entries: readonly LotEntry[], term: string): LotEntry[] {
  const needle = term.toLowerCase()
  return entries.filter((entry) => searchTextOf(entry).includes(needle))
}

// ---------------------------------------------------------------- sort

// Text sorts the way a Norwegian reader expects, by plain string comparison of a
// precomputed key (an Intl.Collator compare is several times slower at 15,000 lots):
// case is ignored, æ ø å come after z, common accents are dropped, and numbers compare
// by value ("Storgata 9" before "Storgata 10").
const LETTERS: Record<string, string> = { æ: '{', ä: '{', ø: '|', ö: '|', å: '}', é: 'e', è: 'e', ü: 'u' }
const SPECIAL_LETTERS = /[æäøöåéèü]/g
const HAS_DIGIT = /\d/
const DIGITS = /\d+/g
const NUMBER_WIDTH = 12

function textKey(text: string): string {
  const key = text.toLowerCase().replace(SPECIAL_LETTERS, (letter) => LETTERS[letter]!)
  return HAS_DIGIT.test(key) ? key.replace(DIGITS, (digits) => digits.padStart(NUMBER_WIDTH, '0')) : key
}

function keyOf(entry: LotEntry, field: ParkingLotSortField): SortKey {
  const known = entry.keys[field]
  if (known !== undefined) return known
  const value = entry.row[field]
  let key: SortKey = null
  if (typeof value === 'number') key = Number.isFinite(value) ? value : null
  else if (typeof value === 'string' && value.trim() !== '') key = textKey(value)
  entry.keys[field] = key
  return key
}

/** A total order among lots with equal keys, so that pages never overlap or skip a lot. */
function compareTies(a: LotEntry, b: LotEntry): number {
  return compareValues(a.row.lotId, b.row.lotId) || compareValues(a.row._id, b.row._id)
}

/** Every lot ordered by `field`; lots without a value come last in both orders. */
export function sortedLots(world: World, field: ParkingLotSortField, order: SortOrder): readonly LotEntry[] {
  const index = lotIndex(world)
  let sorted = index.orders.get(field)
  if (!sorted || sorted.stale) {
    // After a save the previous order is nearly right, which the sort is quick to fix.
    const present: LotEntry[] = []
    const missing: LotEntry[] = []
    for (const entry of sorted?.ascending ?? index.entries)
      (keyOf(entry, field) === null ? missing : present).push(entry)
    present.sort((a, b) => compareValues<string | number>(keyOf(a, field)!, keyOf(b, field)!) || compareTies(a, b))
    missing.sort(compareTies)
    sorted = { ascending: [...present, ...missing], descending: [...present.reverse(), ...missing], stale: false }
    index.orders.set(field, sorted)
  }
  return order === 'asc' ? sorted.ascending : sorted.descending
}

// ---------------------------------------------------------------- feedback

interface FeedbackIndex {
  /** How many feedback events the index was built from: more means events were added. */
  length: number
  byLot: Map<string, FeedbackItem[]>
}

const feedbackIndexes = new WeakMap<readonly FeedbackItem[], FeedbackIndex>()

/** Every feedback event about the lot with this `_id`, newest first. */
export function feedbackForLot(world: World, lotId: string): FeedbackItem[] {
  const events = world.events.feedback
  let index = feedbackIndexes.get(events)
  if (!index || index.length !== events.length) {
    const byLot = new Map<string, FeedbackItem[]>()
    // The log is oldest first; walking it backwards gives each lot's list newest first.
    for (let position = events.length - 1; position >= 0; position--) {
      const item = events[position]!
      if (item.parkingLotId === undefined) continue
      const list = byLot.get(item.parkingLotId)
      if (list) list.push(item)
      else byLot.set(item.parkingLotId, [item])
    }
    index = { length: events.length, byLot }
    feedbackIndexes.set(events, index)
  }
  return index.byLot.get(lotId) ?? []
}
