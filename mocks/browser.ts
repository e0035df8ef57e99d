import { DEFAULT_SEED } from './defaultSeed'
import { ROLE_CREDENTIALS } from './demoAccount'
import { recentCallLog, type RecentCall } from './recentCalls'
import { DEFAULT_SCENARIO, SCENARIO_PARAMS, parseScenario, readRole, scenarioControl, type Scenario } from './scenarios'
import {
  applyStorageRequest,
  serializeRequest,
  toResponse,
  transferables,
  type FromWorker,
  type SerializedResponse,
  type StartMessage,
  type ToWorker,
} from './workerProtocol'

// The simulated backend in the browser, the page's side. The world and the handlers run
// in a Web Worker (backendWorker.ts), started before anything else so that it builds the
// world while the console's code loads, and msw's service worker (serviceWorker.ts) is
// registered once the first screen has its answer. Once that service worker is active the
// console's calls go out through the network stack like any request (the network panel
// shows them), and the page hands them to the backend worker; before that, they go to the
// backend worker directly (`send` below), so that a first visit's first screen does not
// wait for the service worker. The seed (?seed=N), the world's size (?worldScale=N) and
// the fault scenario (?latency=slow, ?scenario=empty, ...) come from the URL and are kept
// for the browser session, and the console's header names the scenario with a way back to
// the default and a panel that changes it (scenarioControl); operators' changes are kept
// in localStorage, per seed, which this page writes for the worker.

const PREFIX = 'simulated-backend'
const SEED_KEY = `${PREFIX}:seed`
const SCALE_KEY = `${PREFIX}:world-scale`
const SCENARIO_KEY = `${PREFIX}:scenario`
/** The largest world a browser tab is asked to build: ten times the default, about a million events. */
const MAX_WORLD_SCALE = 10

/** A whole number in [min, max] from the URL (then kept for the session), else the session's, else `fallback`. */
function sessionNumber(
  params: URLSearchParams,
  name: string,
  key: string,
  [min, max]: [number, number],
  fallback: number,
): number {
  const valid = (text: string | null): text is string =>
    text !== null && /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max
  const fromUrl = params.get(name)
  if (valid(fromUrl)) {
    sessionStorage.setItem(key, fromUrl)
    return Number(fromUrl)
  }
  if (fromUrl !== null)
    console.warn(`[simulated backend] ?${name}=${fromUrl} is not a whole number from ${min} to ${max}; ignored`)
  const remembered = sessionStorage.getItem(key)
  return valid(remembered) ? Number(remembered) : fallback
}

function rememberedScenario(): Scenario {
  try {
    return { ...DEFAULT_SCENARIO, ...(JSON.parse(sessionStorage.getItem(SCENARIO_KEY) ?? '{}') as Partial<Scenario>) }
  } catch {
    return DEFAULT_SCENARIO
  }
}

function resolveScenario(params: URLSearchParams): Scenario {
  if (!SCENARIO_PARAMS.some((name) => params.has(name))) return rememberedScenario()
  const { scenario, problems } = parseScenario(params, rememberedScenario())
  for (const problem of problems) console.warn(`[simulated backend] ${problem}`)
  sessionStorage.setItem(SCENARIO_KEY, JSON.stringify(scenario))
  return scenario
}

/** The backend's localStorage entries, for the worker, which has no localStorage of its own. */
function storedEntries(): Array<[string, string]> {
  const entries: Array<[string, string]> = []
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index)
    if (key?.startsWith(`${PREFIX}:`)) entries.push([key, localStorage.getItem(key) ?? ''])
  }
  return entries
}

/**
 * The backend worker as a built index.html starts it, before any of the page's code has
 * loaded (vite.config.ts), with the reason it failed if it did so before anything here was
 * listening: a SharedWorker that every tab of the site shares, or a dedicated one where
 * the browser has none.
 */
interface EarlyWorker {
  worker: SharedWorker | Worker
  error: string | null
}

declare global {
  interface Window {
    earlyBackendWorker?: EarlyWorker
    /** The running simulated backend, for a developer at the browser console (demo builds only). */
    simulatedBackend?: {
      /** The console's latest calls, oldest first, with how each reached the backend. */
      calls(): readonly RecentCall[]
      /** Resolves to true once msw's service worker hands the page's requests to the backend, false if it cannot start or cannot control the page (a hard reload). */
      throughServiceWorker: Promise<boolean>
    }
  }
}

/** The backend worker every tab shares (one per tab where the browser has no SharedWorker). */
function backendWorker(): SharedWorker | Worker {
  // The options written out in each: Vite reads them to bundle the worker as a module.
  return typeof SharedWorker === 'function'
    ? new SharedWorker(new URL('./backendWorker.ts', import.meta.url), { type: 'module', name: 'simulated-backend' })
    : new Worker(new URL('./backendWorker.ts', import.meta.url), { type: 'module', name: 'simulated-backend' })
}

/** The backend worker, started at once; `ask` forwards a request to it and resolves to its answer. */
function startBackendWorker(start: Omit<StartMessage, 'type'>) {
  const early = window.earlyBackendWorker
  delete window.earlyBackendWorker
  const worker = early?.worker ?? backendWorker()
  // A dedicated worker posts and listens as a MessagePort does, but for start().
  const port = ('port' in worker ? worker.port : worker) as MessagePort
  const send = (message: ToWorker, transfer: Transferable[] = []) => port.postMessage(message, { transfer })
  const waiting = new Map<number, (response: SerializedResponse | null) => void>()
  const writesElsewhere = new Set<() => void>()
  let requests = 0
  let failure: string | null = null
  const failed = new Promise<never>((_, reject) => {
    const fail = (message: string) => {
      failure = message
      reject(new Error(`the simulated backend did not start (${message})`))
      // Nothing will answer what is still waiting: answer it with the reason.
      for (const [id, respond] of waiting) {
        waiting.delete(id)
        respond(failureResponse(message))
      }
    }
    worker.addEventListener('error', (event) => fail((event as ErrorEvent).message || 'its script could not be loaded'))
    if (early?.error) fail(early.error)
    port.addEventListener('message', ({ data: message }: MessageEvent<FromWorker>) => {
      if (message.type === 'failed') fail(message.message)
      else if (message.type === 'changed') writesElsewhere.forEach((listener) => listener())
      else if (message.type === 'response') {
        waiting.get(message.id)?.(message.response)
        waiting.delete(message.id)
      } else {
        let error: string | null = null
        try {
          applyStorageRequest(localStorage, message.request)
        } catch (reason) {
          error = reason instanceof Error ? reason.message : String(reason)
          console.warn(
            `[simulated backend] localStorage could not ${message.request.op} ${message.request.key}: ${error}`,
          )
        }
        send({ type: 'stored', id: message.id, error })
      }
    })
  })
  failed.catch(() => {})
  if ('port' in worker) port.start()
  send({ type: 'start', ...start })
  // The shared worker outlives this page: its backend for this tab can go. A page kept
  // for the back button has said goodbye, so it starts again when it is shown.
  window.addEventListener('pagehide', () => send({ type: 'bye' }))
  window.addEventListener('pageshow', (event) => event.persisted && window.location.reload())

  return {
    failed,
    async ask(request: Request): Promise<Response | undefined> {
      if (failure !== null) return toResponse(failureResponse(failure))
      const id = ++requests
      const message = await serializeRequest(request)
      const answer = new Promise<SerializedResponse | null>((resolve) => waiting.set(id, resolve))
      send({ type: 'request', id, request: message }, transferables(message))
      const response = await answer
      return response ? toResponse(response) : undefined
    },
    setScenario: (scenario: Scenario) => send({ type: 'scenario', scenario }),
    onWriteElsewhere(listener: () => void): () => void {
      writesElsewhere.add(listener)
      return () => void writesElsewhere.delete(listener)
    },
  }
}

/** Resolves once the page has a moment with nothing to do (at once where the browser cannot say: Safari). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(() => resolve(), { timeout: 1_000 })
      : resolve(),
  )
}

function failureResponse(reason: string): SerializedResponse {
  const body = new TextEncoder().encode(JSON.stringify({ message: `The simulated backend could not start: ${reason}` }))
  return {
    status: 503,
    statusText: 'Service Unavailable',
    headers: [['Content-Type', 'application/json']],
    body: body.buffer,
  }
}

/**
 * Starts the simulated backend, at once: its worker builds the world, msw's service worker
 * is registered. `fetch` is the console's way to it (src/api/http.ts sends every call
 * through it), through the service worker once it is active. `failed` rejects if
 * the backend cannot start. `panel` loads the console's scenario panel (main.tsx names it).
 */
export function startMockWorker<Panel>({ panel }: { panel?: Panel } = {}) {
  const params = new URLSearchParams(window.location.search)
  const seed = sessionNumber(params, 'seed', SEED_KEY, [0, 2 ** 31 - 1], DEFAULT_SEED)
  const worldScale = sessionNumber(params, 'worldScale', SCALE_KEY, [1, MAX_WORLD_SCALE], 1)
  const { role, problem } = readRole(params)
  if (problem) console.warn(`[simulated backend] ${problem}`)
  // Under the console's base path, like everything else the demo serves: /console/api/...
  const backendUrl = new URL(import.meta.env.BASE_URL, window.location.origin).href.replace(/\/$/, '')
  const mirror = {
    seed,
    scenario: resolveScenario(params),
    setScenario(next: Scenario) {
      mirror.scenario = next
      // Kept for the browser session, as a scenario chosen in the URL is.
      sessionStorage.setItem(SCENARIO_KEY, JSON.stringify(next))
      backend.setScenario(next)
    },
  }
  const backend = startBackendWorker({
    seed,
    scenario: mirror.scenario,
    worldScale,
    origin: backendUrl,
    stored: storedEntries(),
  })

  let throughServiceWorker = false
  let calls = 0
  let firstAnswer: () => void = () => {}
  const intercepting = new Promise<void>((resolve) => {
    firstAnswer = resolve
    // A page that makes no call once it has loaded and has a moment free (the login screen)
    // does not wait for one.
    const withoutCalls = () => void whenIdle().then(() => calls === 0 && resolve())
    if (document.readyState === 'complete') withoutCalls()
    else window.addEventListener('load', withoutCalls, { once: true })
  })
    // msw's code and the service worker's install would compete with the first screen's
    // drawing; until the first answer is drawn, the calls go straight to the worker anyway.
    .then(whenIdle)
    .then(() => import('./serviceWorker'))
    .then(({ interceptWithServiceWorker }) => interceptWithServiceWorker(backendUrl, backend.ask))
    .then(
      (started) => {
        if (!started)
          console.info(
            "[simulated backend] msw's service worker does not control this page (a hard reload passes it by): the console's calls go straight to the backend's worker, and the network panel does not show them. A normal reload goes through the service worker again.",
          )
        return (throughServiceWorker = started)
      },
      (error: unknown) => {
        // The console still works, straight through the worker; only the network panel and other code's fetches miss it.
        console.warn(
          "[simulated backend] msw's service worker could not start; the console calls the backend directly.",
          error,
        )
        return false
      },
    )
  const recentCalls = recentCallLog()

  /**
   * Sends a call of the console's: through the service worker once it hands the page's
   * requests to the backend, and until then (a first visit's first calls: it takes half a
   * second or more to become active) straight to the backend's worker, which answers both
   * ways alike. Each call is noted with how it went; one that skipped the service worker,
   * and so the network panel, is also written to the browser console at debug level.
   */
  async function send(url: string, init: RequestInit): Promise<Response> {
    const way: RecentCall['way'] = throughServiceWorker ? 'service worker' : 'backend worker'
    calls++
    const request = new Request(url, init)
    const { pathname, search } = new URL(request.url)
    const call = { method: request.method, path: pathname + search, sentAt: Date.now() }
    const started = performance.now()
    let status: number | null = null
    try {
      const response =
        way === 'service worker' ? await fetch(request) : ((await backend.ask(request)) ?? (await fetch(url, init)))
      status = response.status
      return response
    } finally {
      firstAnswer()
      const ms = Math.round(performance.now() - started)
      recentCalls.add({ ...call, status, ms, way })
      if (way === 'backend worker')
        console.debug(
          `[simulated backend] ${call.method} ${call.path} ${status ?? 'no answer'} in ${ms} ms, answered by the backend's worker: the service worker did not control the page yet`,
        )
    }
  }
  const scenario = scenarioControl(mirror, () => sessionStorage.removeItem(SCENARIO_KEY), {
    worldScale,
    root: backendUrl,
    request: (path, init = {}) => send(`${backendUrl}${path}`, init),
    panel,
    recentCalls,
    onWriteElsewhere: backend.onWriteElsewhere,
  })
  // For the browser console, and for browser tests, which call the backend with fetch of
  // their own and so must wait for the service worker: the calls so far, and whether (and
  // when) the service worker answers the page's requests.
  window.simulatedBackend = { calls: recentCalls.list, throughServiceWorker: intercepting }

  return {
    seed,
    // A link made as a viewer opens as one: the login form offers that role's account.
    credentials: ROLE_CREDENTIALS[role ?? 'admin'],
    role,
    scenario,
    failed: backend.failed,
    fetch(url: string, init: RequestInit): Promise<Response> {
      // The scenario panel offers the calls of the screen on show first.
      scenario.record(url, init)
      return send(url, init)
    },
  }
}
