import type {
  AuditEntry,
  DeeplinkEvent,
  DeeplinkEventType,
  FeedbackItem,
  LifecycleEvent,
  LifecycleEventType,
  ParkingLot,
  SearchEvent,
  User,
} from '@/api/types'
import { EVENT_SOURCES } from '@/schema/events'
import { isRole, ROLES, type Role } from '@/schema/roles'
import type { Backend } from './backend'
import { issueToken, TOKEN_TTL_SECONDS } from './auth'
import { auditEntry, SEEDED_ADMIN, withEntries, type Actor, type AuditLot } from './db/audit'
import { objectId } from './db/ids'
import { allLots, feedbackForLot, findLot, forgetLotIndex, searchLots } from './db/lotIndex'
import { EVENT_TYPES, select, selectionSize, typeOf, userIndex, type EventKind } from './db/indexes'
import { callHistory, memoryHistory } from './db/system'
import { toLotRecord, type World } from './db/world'
import { dayText, startOfDay, startOfDayBefore } from './db/time'
import { calendarDay } from './handlers/query'
import { DEMO_ACCOUNTS, DEMO_CREDENTIALS } from './demoAccount'

// The provider states of the console's pact (contracts/pactNames.ts names them), set up in
// the simulated world through its data layer, the way a real backend's test hook would:
// POST /__pact/provider-states { state, params, action } (see handlers/control.ts). A
// state either holds already (the seeded world has the data), is made to hold (an
// account, an enabled lot), or is refused with the reason. Setup answers the values the
// pact injects into its requests, e.g. { id, lotId } of the lot it chose.

export type StateAction = 'setup' | 'teardown'
export type StateParams = Record<string, unknown>
/** Values for the pact's provider-state expressions, such as `${id}`. */
export type StateValues = Record<string, string>

/** A state the simulated world cannot be put into (409), or a request naming no known state or lacking a parameter (400). */
export class StateError extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
  ) {
    super(message)
  }
}

const unavailable = (reason: string) => new StateError(409, reason)

interface StateHandler {
  setup(backend: Backend, params: StateParams): StateValues | void | Promise<StateValues>
  teardown?(backend: Backend, params: StateParams): void | Promise<void>
}

function textParam(params: StateParams, name: string, fallback?: string): string {
  const value = params[name] ?? fallback
  if (typeof value !== 'string' || value === '')
    throw new StateError(400, `This state needs the parameter "${name}" (a string)`)
  return value
}

function wholeParam(params: StateParams, name: string, min: number, max: number): number {
  const value = params[name]
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new StateError(400, `This state needs the parameter "${name}" (a whole number from ${min} to ${max})`)
  }
  return value
}

/** A calendar day parameter (YYYY-MM-DD, read as the date filters read it) as the local midnight it starts at. */
function dayParam(params: StateParams, name: string): Date {
  const text = textParam(params, name)
  const day = calendarDay(text)
  if (!day) throw new StateError(400, `This state needs the parameter "${name}" as YYYY-MM-DD, got "${text}"`)
  return new Date(day.year, day.month - 1, day.day)
}

/** `hour`:`minute` on the day `offset` days after `day`: local time, as the date filters read days. */
function localTime(day: Date, offset: number, hour: number, minute: number): number {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + offset, hour, minute).getTime()
}

/** Refuses the state when events of `kinds` already fall in the local days `first` to `last` after `day` (`days` in words). */
function refuseBusyDays(
  world: World,
  kinds: readonly EventKind[],
  day: Date,
  [first, last]: [number, number],
  days: string,
): void {
  const from = new Date(localTime(day, first, 0, 0)).toISOString()
  const to = new Date(localTime(day, last + 1, 0, 0)).toISOString()
  const busy = kinds.filter((kind) => selectionSize(select(world.events, kind, { from, to })) > 0)
  if (busy.length > 0) throw unavailable(`The ${days} hold ${busy.join(', ')} events`)
}

/** Noon of the day `offset` days after `day`, plus `seconds`: local time, as the date filters read days. */
function noonOf(day: Date, offset: number, seconds = 0): number {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + offset, 12, 0, seconds).getTime()
}

/** The `role` parameter: a role the simulated backend has accounts of (admin when none is given). */
function roleParam(params: StateParams): Role {
  const role = textParam(params, 'role', 'admin')
  if (!isRole(role))
    throw unavailable(`The simulated backend has no accounts with role "${role}"; it knows ${ROLES.join(', ')}`)
  return role
}

/** The account a token state signs in: the seeded account of the role asked for. */
function accountWithRole(backend: Backend, params: StateParams): User {
  const { id } = DEMO_ACCOUNTS[roleParam(params)]
  const account = backend.world.db.account.findFirst({ where: { id: { equals: id } } })
  if (!account) throw unavailable(`The simulated world has no account ${id}`)
  return { id: account.id, username: account.username, role: account.role, email: account.email }
}

/** Whether an audit entry is by one of `trail`'s users or about one of its lots. */
function isOnTrail(entry: AuditEntry, trail: ReadonlySet<string>): boolean {
  return trail.has(entry.userId) || (entry.lotId !== undefined && trail.has(entry.lotId))
}

function ensureAccount(world: World, username: string, password: string, role: Role): void {
  const { account } = world.db
  const existing = account.findFirst({ where: { username: { equals: username } } })
  if (!existing) {
    account.create({ id: `account-${username}`, username, password, role, email: `${username}@parking.example` })
  } else if (existing.password !== password || existing.role !== role) {
    account.update({ where: { id: { equals: existing.id } }, data: { password, role } })
  }
}

function typesPresent<K extends EventKind>(events: World['events'], kind: K): Set<string> {
  return new Set(events[kind].map((event) => typeOf(kind, event)))
}

/** The list of events a state replaced (with "no feedback yet", also what was due later today), restored by its teardown. */
const eventsBeforeState = new WeakMap<
  Backend,
  { kind: EventKind; events: World['events']; upcoming: World['upcoming'][EventKind] }
>()

/**
 * Lays another list of one kind of events over the world until the state's teardown: in
 * memory only, not an operator's change, so it bypasses backend.commit() and is never
 * stored. New event log objects, so every index memoised on the old one is left alone.
 */
function replaceEvents<K extends EventKind>(
  backend: Backend,
  kind: K,
  events: World['events'][K],
  upcoming?: World['upcoming'][K],
): void {
  const world = backend.data()
  if (!eventsBeforeState.has(backend))
    eventsBeforeState.set(backend, { kind, events: world.events, upcoming: world.upcoming[kind] })
  world.events = { ...world.events, [kind]: events }
  if (upcoming) world.upcoming = { ...world.upcoming, [kind]: upcoming }
}

function restoreEvents(backend: Backend): void {
  const before = eventsBeforeState.get(backend)
  if (before) {
    // The other lists are shared with the old log, so it holds what arrived meanwhile.
    const world = backend.data()
    world.events = before.events
    world.upcoming = { ...world.upcoming, [before.kind]: before.upcoming }
  }
  eventsBeforeState.delete(backend)
}

/** `events` and `added`, sorted by time as the world keeps its lists. */
function withEvents<T extends { timestamp: string }>(events: readonly T[], added: readonly T[]): T[] {
  return [...events, ...added].sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0))
}

/** A feedback item about `lot`, as the app records one. */
function feedbackItem(userId: string, at: number, sequence: number, lot: ParkingLot): FeedbackItem {
  const feedbackType = EVENT_TYPES.feedback[sequence % EVENT_TYPES.feedback.length]!
  return {
    _id: objectId(at, sequence),
    userId,
    feedbackType,
    ...(feedbackType === 'up'
      ? {}
      : { comment: feedbackType === 'down' ? 'Full when we arrived.' : 'Easy to find from the main road.' }),
    timestamp: new Date(at).toISOString(),
    parkingLotName: lot.name,
    parkingLotId: lot._id,
  }
}

/** A search by the contract's user `contract-trends-{user}`, as the app records one. */
function contractSearch(user: string, at: number, sequence: number): SearchEvent {
  return {
    _id: objectId(at, sequence),
    searchType: 'address',
    searchMode: 'general',
    searchQuery: 'Oslo S',
    userId: `contract-trends-${user}`,
    deviceInfo: 'Pixel 8',
    appVersion: '2.5.0',
    timestamp: new Date(at).toISOString(),
  }
}

/** A launch by the contract's user `contract-launch-{sequence}`, as the app records one. */
function contractLaunch(eventType: LifecycleEventType, at: number, sequence: number): LifecycleEvent {
  return {
    _id: objectId(at, sequence),
    eventType,
    timestamp: new Date(at).toISOString(),
    userId: `contract-launch-${sequence}`,
    deviceInfo: 'Pixel 8',
    appVersion: '2.5.0',
    platform: 'android',
    sessionDuration: 300,
  }
}

/** A deeplink event by the contract's user `contract-click-{sequence}`, as the app records one. */
function contractClick(eventType: DeeplinkEventType, at: number, sequence: number): DeeplinkEvent {
  return {
    _id: objectId(at, sequence),
    eventType,
    source: 'instagram',
    deeplinkId: 'dl_contract',
    platform: 'ios',
    userId: `contract-click-${sequence}`,
    timestamp: new Date(at).toISOString(),
  }
}

/**
 * The times, relative to the state's day, of the events of one type the date filters must
 * cut right: 23:59 the day before, twice 00:00 and three times 23:59 on the day, 00:00 the day after.
 */
const AT_THE_EDGES: ReadonlyArray<[offset: number, hour: number, minute: number]> = [
  [-1, 23, 59],
  [0, 0, 0],
  [0, 0, 0],
  [0, 23, 59],
  [0, 23, 59],
  [0, 23, 59],
  [1, 0, 0],
]

/** The lots a "parking lots {street} 01 to {count} exist" setup added, removed by its teardown. */
const streetLots = new WeakMap<Backend, string[]>()

/** The chosen lot of "parking lot {id} exists" as it was, put back by the teardown if an interaction saved it. */
const lotBeforeState = new WeakMap<Backend, ParkingLot>()

const HANDLERS: Record<string, StateHandler> = {
  'an account with role {role} is signed in with {token}': {
    // A token as the login issues one, now, for the demo administrator.
    setup: async (backend, params) => ({
      token: await issueToken(accountWithRole(backend, params), TOKEN_TTL_SECONDS, backend.now()),
    }),
  },

  'an account with role {role} holds {token}, which has expired': {
    // Issued by this backend, signed with its key, and past its expiry by an hour.
    setup: async (backend, params) => ({
      token: await issueToken(
        accountWithRole(backend, params),
        TOKEN_TTL_SECONDS,
        backend.now() - (TOKEN_TTL_SECONDS + 3600) * 1000,
      ),
    }),
  },

  'the admin account exists': {
    setup(backend, params) {
      ensureAccount(
        backend.world,
        textParam(params, 'username', DEMO_CREDENTIALS.username),
        textParam(params, 'password', DEMO_CREDENTIALS.password),
        'admin',
      )
    },
  },

  'an account with role {role} signs in with {username} and {password}': {
    // The seeded account of the role, as it is seeded: its credentials, for the login to send.
    setup(backend, params) {
      const role = roleParam(params)
      const { username, password } = DEMO_ACCOUNTS[role]
      ensureAccount(backend.world, username, password, role)
      return { username, password }
    },
  },

  'analytics events exist': {
    setup(backend) {
      const { events } = backend.data()
      const missing = EVENT_SOURCES.filter((kind) => events[kind].length === 0)
      if (missing.length > 0) throw unavailable(`The simulated world has no ${missing.join(', ')} events`)
      // Every type too: the pact asks for lists filtered to one type each.
      const missingTypes = EVENT_SOURCES.flatMap((kind) => {
        const present = typesPresent(events, kind)
        return EVENT_TYPES[kind].filter((type) => !present.has(type)).map((type) => `${kind} ${type}`)
      })
      if (missingTypes.length > 0)
        throw unavailable(`The simulated world has no events of type ${missingTypes.join(', ')}`)
    },
  },

  'no feedback yet': {
    // No feedback due later today arrives while the state holds either.
    setup: (backend) => replaceEvents(backend, 'feedback', [], []),
    teardown: restoreEvents,
  },

  'user {userId} gave feedback on {date}': {
    // The user's 51 feedback items around and on the day, half an hour either side of its
    // midnights (see STATES in the contract's pactNames.ts), local time, and another
    // user's at noon on the day, laid into the log.
    setup(backend, params) {
      const userId = textParam(params, 'userId')
      const day = dayParam(params, 'date')
      const world = backend.data()
      if (userIndex(world.events).ordinalOf.has(userId)) throw unavailable(`User ${userId} already has events`)
      const lot = allLots(world)[0]?.lot()
      if (!lot) throw unavailable('The simulated world has no parking lots to give feedback on')
      const times = [
        localTime(day, -1, 23, 30),
        localTime(day, 0, 0, 30),
        localTime(day, 0, 0, 30) + 1000,
        ...Array.from({ length: 45 }, (_, index) => noonOf(day, 0, index)),
        localTime(day, 0, 23, 30),
        localTime(day, 0, 23, 30) + 1000,
        localTime(day, 1, 0, 30),
      ]
      const added = [
        ...times.map((at, index) => feedbackItem(userId, at, index, lot)),
        feedbackItem(`${userId}-neighbour`, noonOf(day, 0, 50), times.length, lot),
      ]
      replaceEvents(backend, 'feedback', withEvents(world.events.feedback, added))
    },
    teardown: restoreEvents,
  },

  'six searches around midnight before {date}, the only events of four days': {
    // Six searches laid into the log (see STATES in the contract's pactNames.ts), local time.
    setup(backend, params) {
      const day = dayParam(params, 'date')
      const world = backend.data()
      refuseBusyDays(world, EVENT_SOURCES, day, [-3, 0], `four days up to ${params.date}`)
      const local = (offset: number, hour: number, minute: number) => localTime(day, offset, hour, minute)
      const added = [
        contractSearch('e', local(-2, 12, 0), 0),
        ...['a', 'b', 'c'].map((user, index) => contractSearch(user, local(-1, 23, 30), index + 1)),
        ...['a', 'd'].map((user, index) => contractSearch(user, local(0, 0, 30), index + 4)),
      ]
      replaceEvents(backend, 'search', withEvents(world.events.search, added))
    },
    teardown: restoreEvents,
  },

  'app launches and deeplink clicks at the edges of {date}, the only ones of three days': {
    // Laid into both logs (see STATES in the contract's pactNames.ts), local time.
    setup(backend, params) {
      const day = dayParam(params, 'date')
      const world = backend.data()
      refuseBusyDays(world, ['lifecycle', 'deeplink'], day, [-1, 1], `three days around ${params.date}`)
      const edges = AT_THE_EDGES.map(([offset, hour, minute]) => localTime(day, offset, hour, minute))
      const noon = localTime(day, 0, 12, 0)
      const launches = [
        ...edges.map((at, index) => contractLaunch('app_launch', at, index)),
        contractLaunch('first_launch', noon, edges.length),
      ]
      const clicks = [
        ...edges.map((at, index) => contractClick('DEEPLINK_CLICKED', at, index)),
        contractClick('DEEPLINK_REDIRECTED_TO_APP', noon, edges.length),
      ]
      replaceEvents(backend, 'lifecycle', withEvents(world.events.lifecycle, launches))
      replaceEvents(backend, 'deeplink', withEvents(world.events.deeplink, clicks))
    },
    teardown: restoreEvents,
  },

  'API calls have been recorded': {
    setup(backend) {
      if (callHistory(backend.data()).length === 0) throw unavailable('The simulated world has no API call history')
    },
  },

  'memory samples have been recorded': {
    setup(backend) {
      if (memoryHistory(backend.seed, backend.now()).length === 0)
        throw unavailable('No memory samples in the last day')
    },
  },

  'parking lots exist': {
    setup(backend) {
      if (allLots(backend.data()).length <= 50)
        throw unavailable('The simulated world has one page of parking lots or fewer')
    },
  },

  'parking lots {street} 01 to {count} exist': {
    // In memory only, removed by the teardown, like "no feedback yet".
    setup(backend, params) {
      const street = textParam(params, 'street')
      const count = wholeParam(params, 'count', 1, 99)
      const world = backend.data()
      const matching = searchLots(allLots(world), street).length
      if (matching > 0) throw unavailable(`${matching} parking lot(s) already match "${street}"`)
      const number = (n: number) => String(n).padStart(2, '0')
      const ids = Array.from({ length: count }, (_, index) => {
        const lot: ParkingLot = {
          _id: objectId(backend.now(), 0xc0de00 + index),
          lotId: `CONTRACT-${number(index + 1)}`,
          name: `${street} ${number(index + 1)}`,
          // Addresses run the other way, so sorting by name and by address differ.
          address: `${street} ${number(count - index)}, 0150 Oslo`,
          spaces: 20 + index,
          owner: 'Contract Parking AS',
          parking_type: 'surface',
          notes: null,
          restriction_description: null,
          geometry: { type: 'Point', coordinates: [10.75, 59.91] },
          additionalProperties: {},
        }
        world.db.parkingLot.create(toLotRecord(lot))
        return lot._id
      })
      streetLots.set(backend, ids)
      forgetLotIndex(world)
    },
    teardown(backend) {
      const world = backend.data()
      for (const id of streetLots.get(backend) ?? []) world.db.parkingLot.delete({ where: { _id: { equals: id } } })
      streetLots.delete(backend)
      forgetLotIndex(world)
    },
  },

  'parking lot {id} exists': {
    setup(backend) {
      const world = backend.data()
      const lots = allLots(world)
      // A lot with every field set, a Point and feedback, whose lotId no other lot contains
      // (a search for it finds it alone): the first in the seeded order, so the choice is stable.
      const entry = lots.find((candidate) => {
        const lot = candidate.lot()
        return (
          lot.address != null &&
          lot.owner != null &&
          lot.spaces != null &&
          lot.parking_type != null &&
          lot.notes != null &&
          lot.restriction_description != null &&
          lot.geometry?.type === 'Point' &&
          feedbackForLot(world, lot._id).length > 0 &&
          searchLots(lots, lot.lotId).length === 1
        )
      })
      if (!entry)
        throw unavailable('No lot with every field set, a Point geometry and feedback whose lotId only it has')
      lotBeforeState.set(backend, entry.lot())
      return { id: entry.row._id, lotId: entry.row.lotId }
    },
    // An interaction that saved the lot leaves it as it was, so the next setup finds the
    // seeded lot again, whose values the pact's save changes.
    async teardown(backend) {
      const before = lotBeforeState.get(backend)
      lotBeforeState.delete(backend)
      const now = before && findLot(backend.data(), before._id)?.lot()
      if (!before || !now || JSON.stringify(now) === JSON.stringify(before)) return
      await backend.commit((changes) => {
        changes.lots[before._id] = before
      })
    },
  },

  'parking lot {id} does not exist': {
    setup(backend, params) {
      const id = textParam(params, 'id')
      if (allLots(backend.data()).some((entry) => entry.row._id === id)) throw unavailable(`Parking lot ${id} exists`)
    },
  },

  'no parking lot matches {search}': {
    setup(backend, params) {
      const search = textParam(params, 'search')
      const matches = searchLots(allLots(backend.data()), search).length
      if (matches > 0) throw unavailable(`${matches} parking lot(s) match "${search}"`)
    },
  },

  'live data controls exist': {
    setup(backend) {
      if (backend.data().live.controls.size === 0) throw unavailable('The simulated world has no live-data controls')
    },
  },

  'lot {lotId} is enabled': {
    async setup(backend) {
      const controls = [...backend.data().live.controls.values()]
      const enabled = controls.find((control) => control.isEnabled)
      if (enabled) return { lotId: enabled.lotId }
      const first = controls[0]
      if (!first) throw unavailable('The simulated world has no live-data controls')
      await backend.commit((changes) => {
        changes.liveControls[first.lotId] = { isEnabled: true, lastUpdated: backend.now() }
      })
      return { lotId: first.lotId }
    },
  },

  'admin saved lot {lotId} changing spaces 120 to 140, then disabled its live data': {
    // Recorded as the handlers record them (backend.commit), by the demo administrator;
    // the teardown takes them out again.
    async setup(backend, params) {
      const lotId = textParam(params, 'lotId')
      if (
        backend.changes().audit.some((entry) => entry.lotId === lotId) ||
        backend.world.audit.some((entry) => entry.lotId === lotId)
      )
        throw unavailable(`The audit log already holds entries for ${lotId}`)
      const lot = { lotId, lotName: 'Bislett' }
      const now = backend.now()
      await backend.commit((changes) => {
        changes.audit = withEntries(
          changes.audit,
          auditEntry(now - 2 * 60_000, SEEDED_ADMIN, 'lot.save', {
            lot,
            changes: [{ field: 'spaces', from: 120, to: 140 }],
          }),
          auditEntry(now - 60_000, SEEDED_ADMIN, 'live-data.disable', { lot }),
        )
      })
      return {}
    },
    async teardown(backend, params) {
      const lotId = textParam(params, 'lotId')
      await backend.commit((changes) => {
        changes.audit = changes.audit.filter((entry) => entry.lotId !== lotId)
      })
    },
  },

  'users {userId} and {otherUserId} acted on lots {lotId} and {otherLotId} around {date}': {
    // Recorded as the handlers record entries (backend.commit); the teardown takes them out.
    async setup(backend, params) {
      const users = ['userId', 'otherUserId'].map((name) => {
        const id = textParam(params, name)
        return { id, username: `${id} (contract)`, role: 'admin' }
      })
      const lots = ['lotId', 'otherLotId'].map((name) => ({ lotId: textParam(params, name) }))
      const day = dayParam(params, 'date')
      const trail = new Set([...users.map((user) => user.id), ...lots.map((lot) => lot.lotId)])
      if ([...backend.world.audit, ...backend.changes().audit].some((entry) => isOnTrail(entry, trail)))
        throw unavailable(`The audit log already holds entries of ${[...trail].join(', ')}`)
      const [user, otherUser] = users as [Actor, Actor]
      const [lot, otherLot] = lots as [AuditLot, AuditLot]
      const at = (offset: number, hour: number, minute = 0) => localTime(day, offset, hour, minute)
      await backend.commit((changes) => {
        changes.audit = withEntries(
          changes.audit,
          auditEntry(at(-1, 23, 30), user, 'lot.save', { lot, changes: [{ field: 'spaces', from: 120, to: 140 }] }),
          auditEntry(at(0, 0, 30), user, 'live-data.disable', { lot }),
          auditEntry(at(0, 9), otherUser, 'lot.save', {
            lot: otherLot,
            changes: [{ field: 'notes', from: null, to: 'Gate code 1234' }],
          }),
          auditEntry(at(0, 12), user, 'version.bump', { version: { from: 17, to: 18 } }),
          auditEntry(at(0, 15), otherUser, 'live-data.enable', { lot: otherLot }),
          auditEntry(at(0, 23, 30), otherUser, 'live-data.disable', { lot }),
          auditEntry(at(1, 0, 30), user, 'metrics.refresh'),
          auditEntry(at(1, 12), otherUser, 'lot.save', { lot, changes: [{ field: 'spaces', from: 140, to: 150 }] }),
        )
      })
      return {}
    },
    async teardown(backend, params) {
      const trail = new Set(['userId', 'otherUserId', 'lotId', 'otherLotId'].map((name) => textParam(params, name)))
      await backend.commit((changes) => {
        changes.audit = changes.audit.filter((entry) => !isOnTrail(entry, trail))
      })
    },
  },

  'today is the middle of the week from {from} to {to}': {
    setup(backend) {
      const today = startOfDay(backend.now())
      return { from: dayText(startOfDayBefore(today, 3)), to: dayText(startOfDayBefore(today, -3)) }
    },
  },

  'lot data has a version': {
    setup() {
      // Every world has a version from the moment it is built.
    },
  },
}

/** The provider states the simulated backend can be put into. */
export const PROVIDER_STATES: readonly string[] = Object.keys(HANDLERS)

/**
 * Sets up (or tears down) one provider state. Throws a StateError for a state it does not
 * know or cannot reach, with the reason.
 */
export async function applyProviderState(
  backend: Backend,
  state: string,
  action: StateAction,
  params: StateParams = {},
): Promise<StateValues> {
  // Pact calls the hook for interactions without a state too, with an empty one.
  if (state === '') return {}
  const handler = HANDLERS[state]
  if (!handler)
    throw new StateError(
      400,
      `Unknown provider state "${state}"; the simulated backend knows: ${PROVIDER_STATES.join('; ')}`,
    )
  if (action === 'teardown') {
    await handler.teardown?.(backend, params)
    return {}
  }
  return (await handler.setup(backend, params)) ?? {}
}
