import type { AuditEntry, Geometry, ParkingLot, ParkingType } from '@/api/types'
import { EVENT_SOURCES } from '@/schema/events'
import { ROLES } from '@/schema/roles'
import { DEMO_ACCOUNTS } from '@mocks/demoAccount'
import { seededAudit } from './audit'
import { createEventLog, createHistory, createUsers, type AppUser, type HistoryColumns } from './activity'
import { plantHostileUsers } from './hostileUsers'
import { createLiveState, type LiveState } from './live'
import { firstIndexSince, type EventLog } from './indexes'
import { carriesHostileText, createLots } from './lots'
import { noise } from './noise'
import { createRandom } from './random'
import { Table } from './table'
import { startOfDay, startOfDayBefore } from './time'

// The simulated backend's data world: built from a seed and a day. Its history runs to the
// end of that day, so every load of the same seed on the same day sees the same past (the
// all-time figures of two reloads agree); events still ahead of the clock wait in
// `upcoming` and join the log as the clock passes them (releaseEvents). "Today" is the
// local calendar day of the process that runs the backend (mocks/db/time.ts).
// Entities that are read and written one by one (lots, console accounts) live in tables
// by key (table.ts); the append-only event log is kept in plain arrays sorted by time,
// which the aggregates scan and binary-search, made on first read from the history kept
// as numbers (History).

export interface WorldOptions {
  seed: number
  /** The moment the world is built at: its history runs to the end of that day. Defaults to the current time. */
  now?: number
  lots?: number
  users?: number
  /** Days back from today over which users first appear. */
  historyDays?: number
  /** Hostile text planted where the screens show it (the hostile scenario, hostileText.ts); the same world otherwise. */
  hostile?: boolean
}

const LIVE_STATE_SALT = 0x11fe

export const DEFAULT_WORLD = { lots: 1500, users: 5000, historyDays: 120 } as const

interface AccountRecord {
  id: string
  username: string
  password: string
  role: string
  email: string
}

/** A lot as the world keeps it: its free-form values (geometry, additional properties) as JSON text, so no reader can change them. */
export interface LotRecord extends Omit<ParkingLot, 'geometry' | 'additionalProperties' | 'feedback' | 'parking_type'> {
  address: string | null
  spaces: number | null
  owner: string | null
  notes: string | null
  restriction_description: string | null
  parking_type: string | null
  geometryJson: string | null
  additionalPropertiesJson: string
}

function createDatabase() {
  return {
    account: new Table<AccountRecord, 'id'>('account', 'id'),
    parkingLot: new Table<LotRecord, '_id'>('parking lot', '_id'),
  }
}

export type Database = ReturnType<typeof createDatabase>

export function toLotRecord(lot: ParkingLot): LotRecord {
  const { geometry, additionalProperties, feedback: _feedback, ...fields } = lot
  return {
    ...fields,
    address: fields.address ?? null,
    spaces: fields.spaces ?? null,
    owner: fields.owner ?? null,
    notes: fields.notes ?? null,
    restriction_description: fields.restriction_description ?? null,
    parking_type: fields.parking_type ?? null,
    geometryJson: geometry ? JSON.stringify(geometry) : null,
    additionalPropertiesJson: JSON.stringify(additionalProperties ?? {}),
  }
}

export function fromLotRecord(record: LotRecord): ParkingLot {
  const { geometryJson, additionalPropertiesJson, parking_type, ...fields } = record
  return {
    ...fields,
    parking_type: parking_type as ParkingType | null,
    geometry: geometryJson ? (JSON.parse(geometryJson) as Geometry) : null,
    additionalProperties: JSON.parse(additionalPropertiesJson) as Record<string, unknown>,
  }
}

export interface World {
  seed: number
  /** When the world was built. */
  now: number
  db: Database
  users: AppUser[]
  /** What has happened up to the clock's now, oldest first. Made from `history` on first read. */
  events: EventLog
  /** The rest of today's history, oldest first: released into `events` as the clock passes each event. Made from `history` on first read. */
  upcoming: EventLog
  history: History
  live: LiveState
  /** The admin actions of the seeded past (db/audit.ts), oldest first; operators' own are in the stored changes. */
  audit: AuditEntry[]
}

/**
 * The history before anything has read `events` or `upcoming`: as numbers (activity.ts's
 * HistoryColumns), released up to a moment. Making ~114k event objects with their id and
 * timestamp strings is most of a cold build's time and garbage, and the first call a cold
 * load makes, the dashboard's, needs only counts (aggregates/tally.ts counts the columns).
 */
export interface History {
  /** Null once the events are objects: from then on `events` and `upcoming` are the truth. */
  columns: HistoryColumns | null
  /** Events up to this moment are released into the log. */
  released: number
}

export function createWorld(options: WorldOptions): World {
  const now = options.now ?? Date.now()
  const random = createRandom(options.seed)
  const db = createDatabase()

  for (const role of ROLES) db.account.create({ ...DEMO_ACCOUNTS[role], role, email: `${role}@parking.example` })

  const lots: ParkingLot[] = createLots(random, options.lots ?? DEFAULT_WORLD.lots, options.hostile)
  for (const lot of lots) db.parkingLot.create(toLotRecord(lot))

  // Anchored to the day, not the moment: the draws, and so the history, are the same all day.
  const until = startOfDayBefore(now, -1)
  const users = createUsers(random, {
    users: options.users ?? DEFAULT_WORLD.users,
    historyDays: options.historyDays ?? DEFAULT_WORLD.historyDays,
    until,
  })
  const hostileLots = options.hostile
    ? lots.flatMap((lot, index) => (carriesHostileText(lot._id) ? [index] : []))
    : null
  const history: History = { columns: createHistory(random, users, lots.length, until, hostileLots), released: now }
  if (options.hostile) plantHostileUsers(users, history.columns!, until)
  // Its own stream of draws, so the live-data controls do not change with the size of the history.
  const live = createLiveState(
    createRandom(Math.floor(noise(options.seed, LIVE_STATE_SALT) * 0x7fff_ffff)),
    lots,
    startOfDay(now),
  )
  let events: EventLog | undefined
  let upcoming: EventLog | undefined
  /** Makes the objects, what was released the log and the rest upcoming, and drops the columns. */
  const materialize = () => {
    if (!history.columns) return
    // From the lots as generated, not as operators have edited them since: as the events always were.
    const log = createEventLog(history.columns, users, lots)
    const waiting = emptyLog()
    // Cutting the lists where the released moment falls rather than copying the past event by
    // event. Timestamps are whole ms: those up to it are those before it + 1 ms.
    const firstUpcoming = new Date(history.released + 1).toISOString()
    for (const kind of EVENT_SOURCES) {
      const list = log[kind] as Array<{ timestamp: string }>
      waiting[kind] = list.splice(firstIndexSince(list, firstUpcoming)) as never
    }
    events = log
    upcoming = waiting
    history.columns = null
  }
  return {
    seed: options.seed,
    now,
    db,
    users,
    get events(): EventLog {
      materialize()
      return events!
    },
    set events(log: EventLog) {
      materialize()
      events = log
    },
    get upcoming(): EventLog {
      materialize()
      return upcoming!
    },
    set upcoming(log: EventLog) {
      materialize()
      upcoming = log
    },
    history,
    live,
    audit: seededAudit(live, lots),
  }
}

function emptyLog(): EventLog {
  return { lifecycle: [], search: [], navigation: [], share: [], deeplink: [], feedback: [] }
}

/**
 * Moves the upcoming events up to `now` into the log. The log's lists only grow, as the
 * indexes over them expect (memoOnEvents): a clock set back needs a new world (the backend
 * builds one when its frozen moment changes). Before the events are objects it only notes
 * how far the log reaches.
 */
export function releaseEvents(world: World, now: number): void {
  if (world.history.columns) {
    world.history.released = Math.max(world.history.released, now)
    return
  }
  // Timestamps are whole ms: those up to now are those before now + 1 ms.
  const firstUpcoming = new Date(now + 1).toISOString()
  for (const kind of EVENT_SOURCES) {
    const upcoming = world.upcoming[kind] as Array<{ timestamp: string }>
    const due = firstIndexSince(upcoming, firstUpcoming)
    if (due === 0) continue
    const log = world.events[kind] as unknown[]
    for (let index = 0; index < due; index++) log.push(upcoming[index])
    world.upcoming[kind] = upcoming.slice(due) as never
  }
}
