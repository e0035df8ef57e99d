import type { MemorySample } from '@/api/types'
import { mayWrite } from '@/schema/roles'
import { colonPath, ROUTES, type RouteName } from '@/schema/routes'
import { objectId } from './ids'
import { noise } from './noise'
import { createRandom, type Random } from './random'
import { DAY_MS, HOUR_MS, MINUTE_MS, startOfDay } from './time'
import type { World } from './world'

// The simulated server process behind the console: when it started, its memory over the
// last day, its lot cache, and the API calls it answered before this backend started.
// Memory and cache are functions of (seed, time slot), so they move as time passes
// without any state; the call history is generated once per world, on first use.

/** Keeps the noise of each simulated quantity independent of the others. */
const SALT = {
  processStart: 1,
  heap: 2,
  heapSpike: 3,
  heapTotal: 4,
  rss: 5,
  external: 6,
  refresh: 7,
  history: 8,
} as const

// ---------------------------------------------------------------- process

/**
 * The simulated process started 2 to 9 days before the world's "now" (a restart of the
 * backend is a new world, hence a new start), so the uptime reads like a server's.
 */
export function processStartedAt(world: World): number {
  return startOfDay(world.now) - 2 * DAY_MS - Math.floor(noise(world.seed, SALT.processStart) * 7 * DAY_MS)
}

// ---------------------------------------------------------------- memory

/** A memory sample every 5 minutes (docs/product.md#sample-data). */
export const MEMORY_SAMPLE_MS = 5 * MINUTE_MS
export const MEMORY_HISTORY_MS = DAY_MS
const MB = 1024 * 1024

/** 0 at 04:00 local time, 1 at 16:00: the daily load the heap follows. */
function dailyLoad(time: number): number {
  const date = new Date(time)
  const hour = date.getHours() + date.getMinutes() / 60
  return 0.5 - 0.5 * Math.cos((2 * Math.PI * (hour - 4)) / 24)
}

/**
 * The sample of the 5-minute slot `slot` (epoch ms / 5 min): a heap that follows the day's
 * load (about 55% at night, 75-80% in the afternoon), with noise and a rare spike that
 * takes it past the 86% the original sample showed (docs/product.md#sample-data).
 */
export function memorySample(seed: number, slot: number): MemorySample {
  const time = slot * MEMORY_SAMPLE_MS
  const load = dailyLoad(time)
  const spike = noise(seed, SALT.heapSpike, slot) < 0.03 ? 6 + noise(seed, SALT.heapSpike, slot, 1) * 7 : 0
  const percent = Math.min(96, 55 + 22 * load + (noise(seed, SALT.heap, slot) - 0.5) * 8 + spike)
  const heapTotal = Math.round((192 + 48 * load + noise(seed, SALT.heapTotal, slot) * 8) * MB)
  const heapUsed = Math.round((heapTotal * percent) / 100)
  return {
    timestamp: new Date(time).toISOString(),
    heapUsed,
    heapTotal,
    heapUsedPercent: round2((heapUsed / heapTotal) * 100),
    rss: heapTotal + Math.round((64 + noise(seed, SALT.rss, slot) * 24) * MB),
    external: Math.round((6 + noise(seed, SALT.external, slot) * 5) * MB),
  }
}

/** The samples of the last 24 hours up to `now`, oldest first; the last one is the current state. */
export function memoryHistory(seed: number, now: number): MemorySample[] {
  const current = Math.floor(now / MEMORY_SAMPLE_MS)
  const count = MEMORY_HISTORY_MS / MEMORY_SAMPLE_MS
  return Array.from({ length: count }, (_, index) => memorySample(seed, current - count + 1 + index))
}

// ---------------------------------------------------------------- cache

/** The lot cache is refreshed every 10 minutes (docs/product.md#sample-data). */
export const CACHE_DURATION_MINUTES = 10
const CACHE_DURATION_MS = CACHE_DURATION_MINUTES * MINUTE_MS
/** A cache older than its duration plus this is stale: a refresh is that late. */
const CACHE_GRACE_MS = 30_000

/**
 * How long the refresh that starts at the beginning of 10-minute slot `slot` takes: a few
 * seconds, but 1 in 16 hangs on a slow upstream for 2 to 9 minutes, leaving the cache stale.
 */
function refreshMs(seed: number, slot: number): number {
  const roll = noise(seed, SALT.refresh, slot)
  return Math.round(roll < 1 / 16 ? (2 + roll * 16 * 7) * MINUTE_MS : 1000 + roll * 4000)
}

export interface CacheState {
  /** When the cached data was last loaded (ms). */
  refreshedAt: number
  ageMs: number
  valid: boolean
  /** A refresh is running. */
  updating: boolean
}

export function cacheState(seed: number, now: number): CacheState {
  const slot = Math.floor(now / CACHE_DURATION_MS)
  const finishes = slot * CACHE_DURATION_MS + refreshMs(seed, slot)
  const updating = now < finishes
  const refreshedAt = updating ? (slot - 1) * CACHE_DURATION_MS + refreshMs(seed, slot - 1) : finishes
  const ageMs = now - refreshedAt
  return { refreshedAt, ageMs, valid: ageMs < CACHE_DURATION_MS + CACHE_GRACE_MS, updating }
}

/** The calls answered from the lot cache: a hit while it is valid, a miss (read from the database) when stale. */
export const CACHED_ENDPOINTS: ReadonlySet<string> = new Set([
  'GET /api/parking-lots',
  'GET /api/parking-lots/:id',
  'GET /api/v1/parking-lots',
  'GET /api/v1/parking-lots/version',
  'GET /api/v1/lots/admin/live-data-controls',
])

// ---------------------------------------------------------------- API-call history

/** One answered API call, from the seeded history or served by this backend. */
export interface ApiCall {
  id: string
  /** When it was answered (ms). */
  at: number
  method: string
  /** The path shape, e.g. /api/parking-lots/:id, as the route layer records it. */
  endpoint: string
  status: number
  ms: number
  /** The console account that made it; null for the app, a sign-in, or a rejected token. */
  userId: string | null
}

/** A call succeeded when it answered 2xx or 3xx. */
export function succeeded(call: { status: number }): boolean {
  return call.status < 400
}

export const CALL_HISTORY_DAYS = 7
/** Calls in the 7-day history of the default world (5000 app users); it grows with the square root of the user count. */
const HISTORY_CALLS = 2400
const DEFAULT_USERS = 5000

interface EndpointProfile {
  method: 'GET' | 'POST' | 'PUT'
  endpoint: string
  /** Relative share of the calls. */
  weight: number
  /** Typical response time (ms). */
  typicalMs: number
  /** Who calls it: the console (with a token), the mobile app, or anyone signing in. */
  caller: 'console' | 'app' | 'public'
}

/** A call of the API at its route, with how often and how fast it answers and who calls it. */
function call(name: RouteName, weight: number, typicalMs: number, caller: EndpointProfile['caller'] = 'console') {
  return { method: ROUTES[name].method, endpoint: colonPath(name), weight, typicalMs, caller }
}

/** The API's calls (docs/product.md#api-calls) plus the app's lot download, with how often and how fast they answer. */
const PROFILES: readonly EndpointProfile[] = [
  call('login', 2, 180, 'public'),
  call('getDashboard', 10, 220),
  call('getAllEvents', 6, 160),
  call('getUserInsights', 3, 380),
  call('getRetention', 2, 320),
  call('getCohorts', 2, 360),
  call('getLifecycleEvents', 2, 120),
  call('getShareEvents', 1.5, 110),
  call('getDeeplinkEvents', 1.5, 110),
  call('getSearchEvents', 2, 130),
  call('getNavigationEvents', 2, 120),
  call('getFeedbackSummary', 2, 140),
  call('getFeedbackActivity', 2, 150),
  call('getParkingLots', 8, 140),
  call('getParkingLot', 5, 60),
  call('updateParkingLot', 1, 110),
  call('getHealth', 12, 45),
  call('getMetrics', 10, 60),
  call('getCacheStatus', 10, 40),
  call('getMemoryPerformance', 10, 90),
  call('getApiSuccessSummary', 4, 180),
  call('getApiSuccessEvents', 4, 120),
  call('getLiveDataControls', 6, 200),
  call('getDataVersion', 8, 40),
  call('toggleLiveData', 0.5, 90),
  call('updateLiveDataMetrics', 0.3, 900),
  call('bumpVersion', 0.2, 70),
  { method: 'GET', endpoint: '/api/v1/parking-lots', weight: 15, typicalMs: 350, caller: 'app' },
]
/** Running totals of the weights: a draw is looked up in them (random.weighted adds them up on every draw, too slow here). */
const CUMULATIVE_WEIGHTS = PROFILES.reduce<number[]>(
  (totals, profile) => [...totals, (totals.at(-1) ?? 0) + profile.weight],
  [],
)

function pickProfile(random: Random): EndpointProfile {
  const roll = random.next() * CUMULATIVE_WEIGHTS.at(-1)!
  const index = CUMULATIVE_WEIGHTS.findIndex((total) => roll < total)
  return PROFILES[index === -1 ? PROFILES.length - 1 : index]!
}

/** Relative console use by hour of day: operators work office hours, the app is used all day. */
const HOUR_WEIGHTS = [
  0.3, 0.2, 0.2, 0.2, 0.2, 0.3, 0.6, 1.5, 3, 3.5, 3.5, 3, 2.5, 3, 3.5, 3, 2.5, 1.8, 1.2, 1, 0.8, 0.6, 0.5, 0.4,
]
const MAX_HOUR_WEIGHT = Math.max(...HOUR_WEIGHTS)

/** A moment in [from, to) following the hourly rhythm (rejection sampling). */
function momentBetween(random: Random, from: number, to: number): number {
  for (;;) {
    const moment = from + Math.floor(random.next() * (to - from))
    if (random.next() * MAX_HOUR_WEIGHT < HOUR_WEIGHTS[new Date(moment).getHours()]!) return moment
  }
}

/** A few percent fail: expired tokens, unknown ids, server errors and an overloaded upstream. */
function statusOf(random: Random, profile: EndpointProfile): number {
  const roll = random.next()
  if (profile.caller === 'public') return roll < 0.08 ? 401 : 200
  const failures: ReadonlyArray<readonly [number, number]> = [
    [401, profile.caller === 'console' ? 0.012 : 0],
    [404, profile.endpoint.includes('/:') ? 0.03 : 0.003],
    [500, 0.007],
    [503, 0.005],
  ]
  let threshold = 0
  for (const [status, share] of failures) {
    threshold += share
    if (roll < threshold) return status
  }
  return 200
}

/** Most calls within a factor of two of the typical time, a tail of slow ones up to several seconds. */
function responseMs(random: Random, profile: EndpointProfile, status: number): number {
  if (status === 401) return 8 + Math.floor(random.next() * 30)
  if (status === 503) return 1500 + Math.floor(random.next() * 6500)
  // Box-Muller: a log-normal spread around the typical time.
  const gaussian = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next())
  const slow = random.chance(0.02) ? 6 + random.next() * 24 : 1
  return Math.max(5, Math.round(profile.typicalMs * Math.exp(0.45 * gaussian) * slow))
}

/** Mongo-like ids: seconds since the epoch then a sequence number, so they sort by time. */
function generateHistory(world: World): ApiCall[] {
  const count = Math.round(HISTORY_CALLS * Math.sqrt(world.users.length / DEFAULT_USERS))
  if (count === 0) return []
  const random = createRandom(Math.floor(noise(world.seed, SALT.history) * 0x7fff_ffff))
  // The admins' calls: a viewer's history would hold writes refused with 403, which no profile draws.
  const accounts = world.db.account
    .getAll()
    .filter((account) => mayWrite(account.role))
    .map((account) => account.id)
  // Up to the hour the world was built in, not the moment: reloads within the hour see one history.
  const to = Math.floor(world.now / HOUR_MS) * HOUR_MS
  const from = to - CALL_HISTORY_DAYS * DAY_MS
  const calls: Array<Omit<ApiCall, 'id'>> = []
  for (let index = 0; index < count; index++) {
    const profile = pickProfile(random)
    const status = statusOf(random, profile)
    const signedIn = profile.caller === 'console' && status !== 401 && accounts.length > 0
    calls.push({
      at: momentBetween(random, from, to),
      method: profile.method,
      endpoint: profile.endpoint,
      status,
      ms: responseMs(random, profile, status),
      userId: signedIn ? random.pick(accounts) : null,
    })
  }
  calls.sort((a, b) => a.at - b.at)
  return calls.map((call, sequence) => ({ id: objectId(call.at, sequence), ...call }))
}

const histories = new WeakMap<World, readonly ApiCall[]>()

/** The calls answered in the 7 days before the hour the world was built in, oldest first; built on first use. */
export function callHistory(world: World): readonly ApiCall[] {
  let history = histories.get(world)
  if (!history) {
    history = generateHistory(world)
    histories.set(world, history)
  }
  return history
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100
}
