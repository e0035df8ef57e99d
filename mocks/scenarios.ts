// Fault scenarios: one layer over every handler that a designer or a test can switch to
// see the console under latency, errors, an empty world or an expiring session.
//
// From the URL: ?latency=none|realistic|slow  ?error=/api/health:503  ?flaky=0.2
//               ?scenario=empty  ?sessionExpiry=5 (minutes) or ?sessionExpiry=now
//               ?now=2026-06-01T10:00:00Z (a frozen clock, for reproducible screenshots)
// `?scenario=default` clears them all. In the browser they are kept for the session.

export type Latency = 'none' | 'realistic' | 'slow'

export interface Scenario {
  latency: Latency
  /** One endpoint (path shape as in SPEC section 7, e.g. /api/parking-lots/:id) answers this status. */
  error: { endpoint: string; status: number } | null
  /** Share (0-1) of calls that answer 500. */
  flaky: number
  /** Every list empty, every figure zero. */
  empty: boolean
  /** Minutes until tokens issued from now on expire; 0 for already expired; null for the usual lifetime. */
  sessionExpiryMinutes: number | null
  /** The clock stands still at this moment (ms); null for the real time. */
  frozenAt: number | null
}

export const DEFAULT_SCENARIO: Scenario = {
  latency: 'none',
  error: null,
  flaky: 0,
  empty: false,
  sessionExpiryMinutes: null,
  frozenAt: null,
}

const LATENCY_MS: Record<Latency, [number, number]> = {
  none: [0, 0],
  realistic: [150, 600],
  slow: [2000, 4000],
}

/** How long to wait before answering, drawn from the scenario's latency range. */
export function latencyMs(scenario: Scenario, random: () => number = Math.random): number {
  const [min, max] = LATENCY_MS[scenario.latency]
  return min + Math.floor(random() * (max - min + 1))
}

export const SCENARIO_PARAMS = ['scenario', 'latency', 'error', 'flaky', 'sessionExpiry', 'now'] as const

/** A moment with its time zone (Z or ±hh:mm), so that it means the same on every machine. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * Reads scenario settings from URL query parameters on top of `base`. Unknown or malformed
 * values are reported, not silently ignored, so a designer sees a typo.
 */
export function parseScenario(params: URLSearchParams, base: Scenario = DEFAULT_SCENARIO): { scenario: Scenario; problems: string[] } {
  const scenario: Scenario = { ...base }
  const problems: string[] = []

  const name = params.get('scenario')
  if (name === 'default') Object.assign(scenario, DEFAULT_SCENARIO)
  else if (name === 'empty') scenario.empty = true
  else if (name !== null) problems.push(`scenario must be default or empty, got "${name}"`)

  const latency = params.get('latency')
  if (latency === 'none' || latency === 'realistic' || latency === 'slow') scenario.latency = latency
  else if (latency !== null) problems.push(`latency must be none, realistic or slow, got "${latency}"`)

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
    if (Number.isNaN(at)) problems.push(`now must be a moment with its time zone, such as 2026-06-01T10:00:00Z, or "live", got "${frozen}"`)
    else scenario.frozenAt = at
  }

  return { scenario, problems }
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
  if (scenario.latency !== 'none') words.push(`latency ${scenario.latency}`)
  const minutes = scenario.sessionExpiryMinutes
  if (minutes === 0) words.push('sessions expire at once')
  else if (minutes !== null) words.push(`sessions expire after ${minutes} min`)
  if (scenario.frozenAt !== null) words.push(`clock frozen at ${new Date(scenario.frozenAt).toISOString().replace('.000Z', 'Z')}`)
  return words
}

/**
 * The console's handle on a running backend's scenario (ScenarioControl in
 * src/app/ScenarioNotice.tsx): what it is, in words, and the way back to the default.
 * `forget` drops a remembered scenario, so that it does not come back on the next load.
 */
export function scenarioControl(backend: { scenario: Scenario; setScenario(next: Scenario): void }, forget: () => void = () => {}) {
  return {
    params: SCENARIO_PARAMS,
    describe: (): string | null => describeScenario(backend.scenario).join(', ') || null,
    frozenAt: (): number | null => backend.scenario.frozenAt,
    reset() {
      backend.setScenario(DEFAULT_SCENARIO)
      forget()
    },
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
