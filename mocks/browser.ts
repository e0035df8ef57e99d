import { setupWorker } from 'msw/browser'
import { createBackend } from './backend'
import { DEMO_CREDENTIALS } from './db/world'
import { createHandlers } from './handlers'
import { webStorage } from './persistence'
import { DEFAULT_SCENARIO, SCENARIO_PARAMS, parseScenario, scenarioControl, type Scenario } from './scenarios'

// The simulated backend in the browser. The seed (?seed=N) and the fault scenario
// (?latency=slow, ?scenario=empty, ...) come from the URL and are kept for the browser
// session, and the console's header names it with a way back to the default; operators'
// changes are kept in localStorage, per seed.

const SEED_KEY = 'simulated-backend:seed'
const SCENARIO_KEY = 'simulated-backend:scenario'

function resolveSeed(params: URLSearchParams, defaultSeed: number): number {
  const fromUrl = params.get('seed')
  if (fromUrl !== null && /^\d+$/.test(fromUrl)) {
    sessionStorage.setItem(SEED_KEY, fromUrl)
    return Number(fromUrl)
  }
  const remembered = sessionStorage.getItem(SEED_KEY)
  return remembered !== null && /^\d+$/.test(remembered) ? Number(remembered) : defaultSeed
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

/** Starts the simulated backend in a service worker; resolves once it answers requests. */
export async function startMockWorker({ defaultSeed }: { defaultSeed: number }) {
  const params = new URLSearchParams(window.location.search)
  const seed = resolveSeed(params, defaultSeed)
  const backend = createBackend({ seed, storage: webStorage(localStorage), scenario: resolveScenario(params), renewDaily: true })
  const worker = setupWorker(...createHandlers(backend, window.location.origin))
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}simulatedBackendWorker.js` },
  })
  return {
    seed,
    credentials: DEMO_CREDENTIALS,
    scenario: scenarioControl(backend, () => sessionStorage.removeItem(SCENARIO_KEY)),
  }
}
