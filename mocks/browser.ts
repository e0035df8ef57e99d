import { setupWorker } from 'msw/browser'
import { createBackend } from './backend'
import { DEMO_CREDENTIALS } from './db/world'
import { createHandlers } from './handlers'

const SEED_KEY = 'mockSeed'

/**
 * The seed named by `?seed=N` in the URL, remembered for the browser session so that
 * moving between screens keeps the same world; otherwise the configured default.
 */
function resolveSeed(defaultSeed: number): number {
  const fromUrl = new URLSearchParams(window.location.search).get('seed')
  if (fromUrl !== null && /^\d+$/.test(fromUrl)) {
    sessionStorage.setItem(SEED_KEY, fromUrl)
    return Number(fromUrl)
  }
  const remembered = sessionStorage.getItem(SEED_KEY)
  return remembered !== null && /^\d+$/.test(remembered) ? Number(remembered) : defaultSeed
}

/** Starts the simulated backend in a service worker; resolves once it answers requests. */
export async function startMockWorker({ defaultSeed }: { defaultSeed: number }) {
  const seed = resolveSeed(defaultSeed)
  const worker = setupWorker(...createHandlers(createBackend({ seed }), window.location.origin))
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  return { seed, credentials: DEMO_CREDENTIALS }
}
