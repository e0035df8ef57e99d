import { noteLotSaved } from './db/lotIndex'
import { startOfDay } from './db/time'
import { createWorld, releaseEvents, type World, type WorldOptions } from './db/world'
import {
  applyChanges,
  copyChanges,
  loadChanges,
  memoryStorage,
  saveChanges,
  type ChangeStorage,
  type Changes,
} from './persistence'
import { DEFAULT_SCENARIO, type Scenario } from './scenarios'

/** A request the backend answered, for the request metrics. */
export interface ServedCall {
  method: string
  /** The path shape, e.g. /api/parking-lots/:id. */
  endpoint: string
  status: number
  ms: number
  at: number
}

/** The served calls kept for metrics; older ones are dropped (their counts stay in the totals). */
export const SERVED_CALLS_KEPT = 5000

/** One running simulated backend: its world, clock, scenario and stored changes. The handlers close over it. */
export interface Backend {
  readonly seed: number
  /** The seeded world with the operators' changes laid over it. */
  world: World
  /** Current time for "today" figures and timestamps: the clock, or the scenario's frozen moment; tests may pin it. */
  now: () => number
  scenario: Scenario
  setScenario(scenario: Partial<Scenario>): void
  /** The world the handlers answer from: the seeded one (with hostile text in the hostile scenario), or an empty one in the empty scenario. */
  data(): World
  /**
   * Makes a change (lot edit, toggle, version bump) to the world and stores it for the next
   * start, resolving to what `change` answers, or rejects with a ChangeNotStored and changes
   * nothing. The change replaces entries of `changes`; it never edits an object already in
   * it. Commits run one at a time, each on what the one before it left: storing may wait
   * (the browser's backend worker asks a page to write localStorage).
   */
  commit<T>(change: (changes: Changes) => T): Promise<T>
  /** The stored changes as the last commit left them (read only: a change goes through commit). */
  changes(): Readonly<Changes>
  /** Forgets every stored change and rebuilds the seeded world (of every backend sharing the changes). */
  reset(): void
  /** Leaves the shared changes: this backend's tab has gone, and its world no longer follows the others' writes. */
  close(): void
  /**
   * Tokens whose sessions have ended before their time: the scenario panel's 'Session
   * expired' ends the console's session once (POST /__mock/end-session); a sign-in after it
   * gets a new token with the usual lifetime.
   */
  endedTokens: Set<string>
  served: ServedCall[]
  servedTotal: number
}

/**
 * The operators' changes of one seed and where they are stored, shared by every backend of
 * that seed in one process: the browser's backend worker runs a backend per tab, each with
 * its own scenario and world, and a change committed through one is laid over every world
 * before it is answered, so no tab reads or stores a state without it.
 */
export interface SharedChanges {
  readonly seed: number
  /** The sessions ended by the scenario panel: a token is the browser's, not one tab's. */
  readonly endedTokens: Set<string>
  changes(): Readonly<Changes>
  commit<T>(change: (changes: Changes) => T): Promise<T>
  reset(): void
  /** Has `member`'s world follow every commit and reset from now on; answers the way to leave. */
  join(member: Member): () => void
}

/** What a backend gives the shared changes: its world, and its own way to start over. */
interface Member {
  world: World
  restart(): void
}

export function shareChanges(seed: number, storage: ChangeStorage = memoryStorage()): SharedChanges {
  let changes = loadChanges(storage, seed)
  const members = new Set<Member>()
  let commits: Promise<unknown> = Promise.resolve()
  /** Counts resets: a commit still being stored when a reset came is not laid over the new worlds. */
  let resets = 0

  async function commitNow<T>(change: (changes: Changes) => T): Promise<T> {
    // Made to a copy and laid over the worlds before it is stored: a change a world or the
    // storage refuses (ChangeNotStored) leaves them all as they were, and the next works.
    const next = copyChanges(changes)
    const answer = change(next)
    // Only the lots this change touched: laying every stored edit again would make each save slower than the last.
    const touchedLots = Object.keys(next.lots).filter((id) => next.lots[id] !== changes.lots[id])
    const worlds = [...members].map((member) => member.world)
    const takeBack: (() => void)[] = []
    const undo = () => takeBack.reverse().forEach((step) => step())
    const resetsBefore = resets
    try {
      for (const world of worlds) takeBack.push(applyChanges(world, next, touchedLots))
      await saveChanges(storage, seed, next)
    } catch (error) {
      undo()
      throw error
    }
    if (resets !== resetsBefore) return answer
    changes = next
    for (const world of worlds) for (const id of touchedLots) noteLotSaved(world, next.lots[id]!)
    return answer
  }

  return {
    seed,
    endedTokens: new Set(),
    changes: () => changes,
    commit(change) {
      const done = commits.then(() => commitNow(change))
      commits = done.catch(() => {})
      return done
    },
    reset() {
      resets++
      storage.remove(seed)
      changes = loadChanges(storage, seed)
      for (const member of members) member.restart()
    },
    join(member) {
      members.add(member)
      return () => void members.delete(member)
    },
  }
}

export interface BackendOptions extends WorldOptions {
  clock?: () => number
  /** Where this backend's changes are kept, when it shares none (`shared`). */
  storage?: ChangeStorage
  /** The changes of this seed that other backends of the process share; by default its own, in `storage`. */
  shared?: SharedChanges
  scenario?: Partial<Scenario>
  /**
   * Rebuild the world when the clock passes midnight, so a backend left running overnight
   * has a "today" again (history is generated up to the end of the day the world is built on). The
   * browser and the mock server turn it on; tests that move a pinned clock keep one world.
   */
  renewDaily?: boolean
  /**
   * The world of these options, built already (the browser's backend worker builds the world
   * most loads ask for before the page has asked): taken as it is, the stored changes laid over it.
   */
  world?: World
}

export function createBackend(options: BackendOptions): Backend {
  const {
    clock = Date.now,
    storage,
    shared = shareChanges(options.seed, storage),
    scenario,
    renewDaily = false,
    world: built,
    ...worldOptions
  } = options
  const initialScenario = { ...DEFAULT_SCENARIO, ...scenario }
  const build = (now: number, hostile: boolean) =>
    createWorld({ ...worldOptions, now: worldOptions.now ?? now, hostile })
  let emptyWorld: World | undefined

  const backend: Backend = {
    seed: options.seed,
    world: built ?? build(initialScenario.frozenAt ?? clock(), initialScenario.hostile),
    now: () => backend.scenario.frozenAt ?? clock(),
    scenario: initialScenario,
    setScenario(next) {
      const before = backend.scenario
      backend.scenario = { ...backend.scenario, ...next }
      // Another frozen moment, or the clock running again: that moment's world, not one that has seen past it.
      // In or out of the hostile scenario: the world with or without its hostile text.
      if (backend.scenario.frozenAt !== before.frozenAt || backend.scenario.hostile !== before.hostile) renew()
    },
    data() {
      const now = backend.now()
      if (renewDaily && startOfDay(now) !== startOfDay(backend.world.now)) renew()
      releaseEvents(backend.world, now)
      if (!backend.scenario.empty) return backend.world
      emptyWorld ??= createWorld({ seed: options.seed, now, lots: 0, users: 0 })
      return emptyWorld
    },
    commit: (change) => shared.commit(change),
    changes: () => shared.changes(),
    reset: () => shared.reset(),
    close: () => leave(),
    endedTokens: shared.endedTokens,
    served: [],
    servedTotal: 0,
  }
  /** The world of the backend's day again, with the stored changes laid over it. */
  function renew(): void {
    backend.world = build(backend.now(), backend.scenario.hostile)
    applyChanges(backend.world, shared.changes())
    emptyWorld = undefined
  }

  applyChanges(backend.world, shared.changes())
  const leave = shared.join({
    get world() {
      return backend.world
    },
    restart() {
      renew()
      // A reset is a restart: the request counters start again with the new process.
      backend.served = []
      backend.servedTotal = 0
    },
  })
  return backend
}
