// Fault scenarios: one layer over every handler that a designer or a test can switch to
// see the console under latency, errors, an empty world, hostile text or an expiring session.
//
// From the URL: ?latency=none|realistic|slow  ?error=/api/health:503  ?flaky=0.2  ?slow=/api/health
//               ?scenario=empty  ?scenario=hostile  ?sessionExpiry=5 (minutes) or ?sessionExpiry=now
//               ?now=2026-06-01T10:00:00Z (a frozen clock, for reproducible screenshots)
// `?scenario=default` clears them all. `?role=viewer` is not the backend's but the session's:
// the console signs in with that role's seeded account (readRole). In the browser they are
// kept for the session, and the console's scenario panel (src/app/ScenarioPanel.tsx)
// changes them through scenarioControl below.

import { isRole, ROLES, type Role } from '@/schema/roles'
import { ROLE_CREDENTIALS } from './demoAccount'
import { recentCallLog, type RecentCallLog } from './recentCalls'

export type Latency = 'none' | 'realistic' | 'slow'

export interface Scenario {
  latency: Latency
  /** One endpoint (path shape as in docs/product.md#api-calls, e.g. /api/parking-lots/:id) answers this status. */
  error: { endpoint: string; status: number } | null
  /**
   * One endpoint (a path shape, as `error`) answers after the slow latency (2-4 s) whatever
   * the latency of the others: one slow call among fast ones. Absent means none.
   */
  slowEndpoint?: string | null
  /** Share (0-1) of calls that answer 500. */
  flaky: number
  /** Every list empty, every figure zero. */
  empty: boolean
  /** The same world with hostile text (markup, scripts, right-to-left, emoji, long words) where the screens show it: db/hostileText.ts. */
  hostile: boolean
  /** Minutes until tokens issued from now on expire; 0 for already expired, which ends the sessions already open too; null for the usual lifetime. */
  sessionExpiryMinutes: number | null
  /** The clock stands still at this moment (ms); null for the real time. */
  frozenAt: number | null
}

export const DEFAULT_SCENARIO: Scenario = {
  latency: 'none',
  error: null,
  flaky: 0,
  empty: false,
  hostile: false,
  sessionExpiryMinutes: null,
  frozenAt: null,
  slowEndpoint: null,
}

const LATENCY_MS: Record<Latency, [number, number]> = {
  none: [0, 0],
  realistic: [150, 600],
  slow: [2000, 4000],
}

/**
 * How long to wait before answering a call to `path`, drawn from the scenario's latency
 * range, or the slow one for the scenario's slow endpoint.
 */
export function latencyMs(scenario: Scenario, path: string, random: () => number = Math.random): number {
  const slow = scenario.slowEndpoint ? matchesEndpoint(scenario.slowEndpoint, path) : false
  const [min, max] = LATENCY_MS[slow ? 'slow' : scenario.latency]
  return min + Math.floor(random() * (max - min + 1))
}

export const SCENARIO_PARAMS = ['scenario', 'latency', 'slow', 'error', 'flaky', 'sessionExpiry', 'now'] as const

/** A moment with its time zone (Z or ±hh:mm), so that it means the same on every machine. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * Reads scenario settings from URL query parameters on top of `base`. Unknown or malformed
 * values are reported, not silently ignored, so a designer sees a typo.
 */
export function parseScenario(
  params: URLSearchParams,
  base: Scenario = DEFAULT_SCENARIO,
): { scenario: Scenario; problems: string[] } {
  const scenario: Scenario = { ...base }
  const problems: string[] = []

  // In order, so that a link can say 'from the default, then empty' (scenario=default&scenario=empty);
  // empty and hostile add up (an empty world has no text to be hostile).
  for (const name of params.getAll('scenario')) {
    if (name === 'default') Object.assign(scenario, DEFAULT_SCENARIO)
    else if (name === 'empty') scenario.empty = true
    else if (name === 'hostile') scenario.hostile = true
    else problems.push(`scenario must be default, empty or hostile, got "${name}"`)
  }

  const latency = params.get('latency')
  if (latency === 'none' || latency === 'realistic' || latency === 'slow') scenario.latency = latency
  else if (latency !== null) problems.push(`latency must be none, realistic or slow, got "${latency}"`)

  const slow = params.get('slow')
  if (slow === 'none') scenario.slowEndpoint = null
  else if (slow !== null) {
    if (/^\/\S+$/.test(slow)) scenario.slowEndpoint = slow
    else problems.push(`slow must be an API path such as /api/health, got "${slow}"`)
  }

  const error = params.get('error')
  if (error === 'none') scenario.error = null
  else if (error !== null) {
    const match = /^(\/\S+):([1-5]\d\d)$/.exec(error)
    if (match) scenario.error = { endpoint: match[1]!, status: Number(match[2]) }
    else problems.push(`error must look like /api/health:503, got "${error}"`)
  }

  const flaky = params.get('flaky')
  if (flaky !== null) {
    const share = Number(flaky)
    if (flaky.trim() !== '' && share >= 0 && share <= 1) scenario.flaky = share
    else problems.push(`flaky must be a share from 0 to 1, got "${flaky}"`)
  }

  const expiry = params.get('sessionExpiry')
  if (expiry === 'now') scenario.sessionExpiryMinutes = 0
  else if (expiry === 'default') scenario.sessionExpiryMinutes = null
  else if (expiry !== null) {
    if (/^\d+(\.\d+)?$/.test(expiry)) scenario.sessionExpiryMinutes = Number(expiry)
    else problems.push(`sessionExpiry must be a number of minutes or "now", got "${expiry}"`)
  }

  // A '+' typed into a URL arrives as a space: '…T12:00+02:00'.
  const frozen = params.get('now')?.replace(' ', '+') ?? null
  if (frozen === 'live') scenario.frozenAt = null
  else if (frozen !== null) {
    const at = MOMENT.test(frozen) ? Date.parse(frozen) : NaN
    if (Number.isNaN(at))
      problems.push(`now must be a moment with its time zone, such as 2026-06-01T10:00:00Z, or "live", got "${frozen}"`)
    else scenario.frozenAt = at
  }

  return { scenario, problems }
}

/**
 * The query parameters parseScenario reads back as `scenario`, whatever scenario it reads
 * them over (they start from scenario=default): its inverse, for a link that reproduces a
 * scenario in any browser session. Only the settings that differ from the default are written.
 */
export function scenarioParams(scenario: Scenario): URLSearchParams {
  const params = new URLSearchParams([['scenario', 'default']])
  if (scenario.empty) params.append('scenario', 'empty')
  if (scenario.hostile) params.append('scenario', 'hostile')
  if (scenario.latency !== 'none') params.set('latency', scenario.latency)
  if (scenario.slowEndpoint) params.set('slow', scenario.slowEndpoint)
  if (scenario.error) params.set('error', `${scenario.error.endpoint}:${scenario.error.status}`)
  if (scenario.flaky !== 0) params.set('flaky', String(scenario.flaky))
  const minutes = scenario.sessionExpiryMinutes
  if (minutes !== null) params.set('sessionExpiry', minutes === 0 ? 'now' : String(minutes))
  if (scenario.frozenAt !== null) params.set('now', new Date(scenario.frozenAt).toISOString())
  return params
}

/**
 * The settings that differ from the default, in words, for the console's header
 * ('error 500 on /api/parking-lots', 'flaky 20%'); empty for the default scenario.
 */
export function describeScenario(scenario: Scenario): string[] {
  const words: string[] = []
  if (scenario.error) words.push(`error ${scenario.error.status} on ${scenario.error.endpoint}`)
  if (scenario.flaky > 0) words.push(`flaky ${Number((scenario.flaky * 100).toFixed(1))}%`)
  if (scenario.empty) words.push('empty world')
  if (scenario.hostile) words.push('hostile text')
  if (scenario.latency !== 'none') words.push(`latency ${scenario.latency}`)
  if (scenario.slowEndpoint) words.push(`slow ${scenario.slowEndpoint}`)
  const minutes = scenario.sessionExpiryMinutes
  if (minutes === 0) words.push('sessions expire at once')
  else if (minutes !== null) words.push(`sessions expire after ${minutes} min`)
  if (scenario.frozenAt !== null)
    words.push(`clock frozen at ${new Date(scenario.frozenAt).toISOString().replace('.000Z', 'Z')}`)
  return words
}

/** The parameter of a link that names the role it was made in: not a scenario of the backend, but whose session it shows. */
export const ROLE_PARAM = 'role'

/** The role a link asks for (`?role=viewer`), null when it names none; one the backend has no account of is reported. */
export function readRole(params: URLSearchParams): { role: Role | null; problem: string | null } {
  const role = params.get(ROLE_PARAM)
  if (role === null) return { role: null, problem: null }
  if (isRole(role)) return { role, problem: null }
  return { role: null, problem: `role must be ${ROLES.join(' or ')}, got "${role}"` }
}

/** A path the backend serves (a shape such as /api/parking-lots/:id) with its methods: what an error scenario can name. */
export interface Endpoint {
  path: string
  methods: string[]
}

export interface ControlOptions<Panel> {
  /** The world's size (?worldScale=), written into links when it is not the default. */
  worldScale?: number
  /** Loads another seed's world: by default the page again, with ?seed=N. */
  changeSeed?: (seed: number) => void
  /** Where the backend answers: the page's origin and the console's base path (https://example.org/console); by default the page's origin. */
  root?: string
  /** Sends a request to the backend's /__mock/ controls; by default fetch below `root`. */
  request?: (path: string, init?: RequestInit) => Promise<Response>
  /** The console's scenario panel, loaded on first use: only main.tsx may name its module, on its demo-only path. */
  panel?: Panel
  /** The console's latest calls, which the panel lists (browser.ts keeps them); by default none. */
  recentCalls?: RecentCallLog
  /** Hears of the writes other tabs make to this backend's data (browser.ts); by default there are none. */
  onWriteElsewhere?: (listener: () => void) => () => void
  /** The running clock (the backend's, in this browser), read when a link is made; by default Date.now. */
  clock?: () => number
}

/** The console's calls remembered to tell which ones the screen on show makes. */
const CALLS_KEPT = 200

function reloadWithSeed(seed: number): void {
  const url = new URL(window.location.href)
  url.searchParams.set('seed', String(seed))
  window.location.assign(url.href)
}

/** A query value as a person would type it: '/' and ':' (allowed in a query) left as they are. */
function queryValue(value: string): string {
  return encodeURIComponent(value).replace(/%2F/gi, '/').replace(/%3A/gi, ':')
}

/** The name of one `name=value` pair of a query string, or null when it cannot be decoded. */
function queryName(pair: string): string | null {
  try {
    return decodeURIComponent(pair.split('=')[0]!.replace(/\+/g, ' '))
  } catch {
    return null
  }
}

/**
 * The console's handle on a running backend's scenario (ScenarioControl in
 * src/app/ScenarioNotice.tsx, which the scenario panel drives): what it is, in words, a way
 * to change it and to go back to the default, the endpoints an error can name (the screen
 * on show's first), the seed, a reset of the stored edits, an end to the console's session
 * ('Session expired'), and a link that reproduces it all. `forget` drops a remembered
 * scenario, so that it does not come back on the next load.
 * `record` is for the page's side (browser.ts): it sees each of the console's calls.
 * `recentCalls` lists them, with how each went (browser.ts keeps that log).
 */
export function scenarioControl<Panel = undefined>(
  backend: { seed: number; scenario: Scenario; setScenario(next: Scenario): void },
  forget: () => void = () => {},
  options: ControlOptions<Panel> = {},
) {
  const {
    worldScale = 1,
    changeSeed = reloadWithSeed,
    panel,
    recentCalls = recentCallLog(),
    onWriteElsewhere = () => () => {},
    clock = Date.now,
  } = options
  const root = options.root ?? globalThis.location.origin
  /** The path of `root`, which the endpoints' shapes leave out: '/console' under a base path, else ''. */
  const rootPath = new URL(root).pathname.replace(/\/$/, '')
  const request = options.request ?? ((path: string, init?: RequestInit) => fetch(`${root}${path}`, init))
  const listeners = new Set<() => void>()
  const changed = () => listeners.forEach((listener) => listener())
  /** The screen the console shows (its route), null until it says; each call is noted with the screen that made it. */
  let screen: string | null = null
  const calls: Array<{ path: string; screen: string | null }> = []
  let endpointList: Promise<Endpoint[]> | undefined

  /** POSTs to a control; resolves to its message, or rejects with it. */
  async function post(path: string, init: RequestInit = {}): Promise<string> {
    const response = await request(path, { ...init, method: 'POST' })
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null
    const message = typeof body?.message === 'string' ? body.message : `POST ${path} answered ${response.status}`
    if (!response.ok) throw new Error(message)
    return message
  }

  async function fetchEndpoints(): Promise<Endpoint[]> {
    const response = await request('/__mock/endpoints')
    if (!response.ok) throw new Error(`GET /__mock/endpoints answered ${response.status}`)
    return ((await response.json()) as { endpoints: Endpoint[] }).endpoints
  }

  return {
    params: [...SCENARIO_PARAMS, ROLE_PARAM],
    seed: backend.seed,
    accounts: ROLE_CREDENTIALS,
    defaults: DEFAULT_SCENARIO,
    describe: (): string | null => describeScenario(backend.scenario).join(', ') || null,
    frozenAt: (): number | null => backend.scenario.frozenAt,
    settings: (): Scenario => backend.scenario,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    set(next: Scenario) {
      backend.setScenario(next)
      changed()
    },
    reset() {
      backend.setScenario(DEFAULT_SCENARIO)
      forget()
      changed()
    },
    showing(next: string) {
      // The calls made before the console first said (a cold load's first screen asks before it is drawn) are that screen's.
      if (screen === null) for (const call of calls) call.screen ??= next
      screen = next
    },
    record(url: string, init: RequestInit = {}) {
      // Data calls only: the sign-in, sent without a token, is no screen's call.
      if (!new Headers(init.headers).has('Authorization')) return
      const path = new URL(url).pathname
      calls.push({ path: path.startsWith(`${rootPath}/`) ? path.slice(rootPath.length) : path, screen })
      if (calls.length > CALLS_KEPT) calls.splice(0, calls.length - CALLS_KEPT)
    },
    /** Every endpoint the backend serves, those `of` (a screen) has called first, in the order it called them. */
    async endpoints(of: string): Promise<Array<Endpoint & { onScreen: boolean }>> {
      endpointList ??= fetchEndpoints()
      let list: Endpoint[]
      try {
        list = await endpointList
      } catch (error) {
        endpointList = undefined
        throw error
      }
      const called = new Set<Endpoint>()
      for (const call of calls) {
        // As msw answers it: the first endpoint declared that matches.
        const endpoint = call.screen === of ? list.find(({ path }) => matchesEndpoint(path, call.path)) : undefined
        if (endpoint) called.add(endpoint)
      }
      return [...called, ...list.filter((endpoint) => !called.has(endpoint))].map((endpoint) => ({
        ...endpoint,
        onScreen: called.has(endpoint),
      }))
    },
    /** Throws the stored edits away (POST /__mock/reset); resolves to the backend's message. */
    resetData: (): Promise<string> => post('/__mock/reset'),
    /** Ends the session of `token`, once (POST /__mock/end-session); resolves to the backend's message. */
    endSession: (token: string): Promise<string> =>
      post('/__mock/end-session', { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) }),
    /**
     * `href` (a console address) with its own query kept as it is, less any scenario, seed,
     * world size or role, and this backend's written after it, with `role` (the session's):
     * the address reproduces the screen, its list state, the scenario, the world and whose
     * eyes it is seen with. A running clock is frozen at the moment of the call (`now=`): the
     * world releases events as time passes, so without it the other browser's rows would be
     * later ones.
     */
    link(href: string, role?: string): string {
      const url = new URL(href)
      const ours = new Set<string>([...SCENARIO_PARAMS, 'seed', 'worldScale', ROLE_PARAM])
      const kept = url.search
        .slice(1)
        .split('&')
        .filter((pair) => pair !== '' && !ours.has(queryName(pair) ?? ''))
      const frozen = { ...backend.scenario, frozenAt: backend.scenario.frozenAt ?? clock() }
      const added: Array<[string, string]> = [...scenarioParams(frozen), ['seed', String(backend.seed)]]
      if (worldScale !== 1) added.push(['worldScale', String(worldScale)])
      if (role) added.push([ROLE_PARAM, role])
      url.search = [...kept, ...added.map(([name, value]) => `${name}=${queryValue(value)}`)].join('&')
      return url.href
    },
    changeSeed,
    onWriteElsewhere,
    loadPanel: panel,
    recentCalls: { list: recentCalls.list, subscribe: recentCalls.subscribe },
  }
}

/** Whether a request to `path` (a concrete path) is the endpoint `shape` names. */
export function matchesEndpoint(shape: string, path: string): boolean {
  const pattern = shape
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${pattern}$`).test(path)
}
