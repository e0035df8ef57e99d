import type { Backend } from './backend'
import { allLots, feedbackForLot, searchLots } from './db/lotIndex'
import { EVENT_KINDS, EVENT_TYPES, typeOf, type EventKind } from './db/indexes'
import { callHistory, memoryHistory } from './db/system'
import { DEMO_CREDENTIALS } from './demoAccount'
import type { World } from './db/world'

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
  teardown?(backend: Backend, params: StateParams): void
}

function textParam(params: StateParams, name: string, fallback?: string): string {
  const value = params[name] ?? fallback
  if (typeof value !== 'string' || value === '') throw new StateError(400, `This state needs the parameter "${name}" (a string)`)
  return value
}

function ensureAccount(world: World, username: string, password: string): void {
  const { account } = world.db
  const existing = account.findFirst({ where: { username: { equals: username } } })
  if (!existing) {
    account.create({ id: `account-${username}`, username, password, role: 'admin', email: `${username}@parking.example` })
  } else if (existing.password !== password) {
    account.update({ where: { id: { equals: existing.id } }, data: { password } })
  }
}

function typesPresent<K extends EventKind>(events: World['events'], kind: K): Set<string> {
  return new Set(events[kind].map((event) => typeOf(kind, event)))
}

/** The event logs a "no feedback yet" setup put aside, restored by its teardown. */
const eventsBeforeNoFeedback = new WeakMap<Backend, { events: World['events']; upcomingFeedback: World['upcoming']['feedback'] }>()

const HANDLERS: Record<string, StateHandler> = {
  'the admin account exists': {
    setup(backend, params) {
      ensureAccount(backend.world, textParam(params, 'username', DEMO_CREDENTIALS.username), textParam(params, 'password', DEMO_CREDENTIALS.password))
    },
  },

  'analytics events exist': {
    setup(backend) {
      const { events } = backend.data()
      const missing = EVENT_KINDS.filter((kind) => events[kind].length === 0)
      if (missing.length > 0) throw unavailable(`The simulated world has no ${missing.join(', ')} events`)
      // Every type too: the pact asks for lists filtered to one type each.
      const missingTypes = EVENT_KINDS.flatMap((kind) => {
        const present = typesPresent(events, kind)
        return EVENT_TYPES[kind].filter((type) => !present.has(type)).map((type) => `${kind} ${type}`)
      })
      if (missingTypes.length > 0) throw unavailable(`The simulated world has no events of type ${missingTypes.join(', ')}`)
    },
  },

  'no feedback yet': {
    // In memory only, and undone by the teardown: not an operator's change, so it bypasses
    // backend.commit() and is never stored.
    setup(backend) {
      const world = backend.data()
      if (!eventsBeforeNoFeedback.has(backend)) eventsBeforeNoFeedback.set(backend, { events: world.events, upcomingFeedback: world.upcoming.feedback })
      // New event log objects: every index memoised on the old one is left alone, and no
      // feedback due later today arrives while the state holds.
      world.events = { ...world.events, feedback: [] }
      world.upcoming = { ...world.upcoming, feedback: [] }
    },
    teardown(backend) {
      const before = eventsBeforeNoFeedback.get(backend)
      if (before) {
        // The other lists are shared with the old log, so it holds what arrived meanwhile.
        const world = backend.data()
        world.events = before.events
        world.upcoming = { ...world.upcoming, feedback: before.upcomingFeedback }
      }
      eventsBeforeNoFeedback.delete(backend)
    },
  },

  'user {userId} gave feedback on {date}': {
    setup(backend) {
      // The newest feedback (the log is in time order), and its day as the date filters read it: local time.
      const newest = backend.data().events.feedback.at(-1)
      if (!newest) throw unavailable('The simulated world has no feedback')
      const at = new Date(newest.timestamp)
      const date = [at.getFullYear(), at.getMonth() + 1, at.getDate()].map((part) => String(part).padStart(2, '0')).join('-')
      return { userId: newest.userId, date }
    },
  },

  'API calls have been recorded': {
    setup(backend) {
      if (callHistory(backend.data()).length === 0) throw unavailable('The simulated world has no API call history')
    },
  },

  'memory samples have been recorded': {
    setup(backend) {
      if (memoryHistory(backend.seed, backend.now()).length === 0) throw unavailable('No memory samples in the last day')
    },
  },

  'parking lots exist': {
    setup(backend) {
      if (allLots(backend.data()).length <= 50) throw unavailable('The simulated world has one page of parking lots or fewer')
    },
  },

  'parking lot {id} exists': {
    setup(backend) {
      const world = backend.data()
      // A lot with every field set, a Point and feedback: the first in the seeded order, so the choice is stable.
      const entry = allLots(world).find((candidate) => {
        const lot = candidate.lot()
        return (
          lot.address != null &&
          lot.owner != null &&
          lot.spaces != null &&
          lot.parking_type != null &&
          lot.notes != null &&
          lot.restriction_description != null &&
          lot.geometry?.type === 'Point' &&
          feedbackForLot(world, lot._id).length > 0
        )
      })
      if (!entry) throw unavailable('No lot with every field set, a Point geometry and feedback')
      return { id: entry.row._id, lotId: entry.row.lotId }
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
export async function applyProviderState(backend: Backend, state: string, action: StateAction, params: StateParams = {}): Promise<StateValues> {
  const handler = HANDLERS[state]
  if (!handler) throw new StateError(400, `Unknown provider state "${state}"; the simulated backend knows: ${PROVIDER_STATES.join('; ')}`)
  if (action === 'teardown') {
    handler.teardown?.(backend, params)
    return {}
  }
  return (await handler.setup(backend, params)) ?? {}
}
