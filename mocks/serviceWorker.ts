import { http, passthrough } from 'msw'
import { setupWorker } from 'msw/browser'

// msw's service worker in front of the backend worker: once it is active, every request of
// the page to the backend's paths goes through the network stack (the browser's network
// panel shows it, and code that calls fetch itself reaches the backend), and this page
// hands it to the backend worker.

/** Where the backend answers below `backendUrl`; everything else (the console's own files) goes to the network. */
const BACKEND_PATHS = ['/api/*', '/__mock/*', '/__pact/*']

/**
 * Whether msw may start on this page without reloading it. msw reloads a page that its
 * worker does not control while the worker is registered, so that every request goes
 * through it; here that would throw away what a person has typed since the page loaded,
 * or a navigation of their own under way, and the console needs no reload: until the
 * worker controls the page, its calls go straight to the backend's worker. So msw starts
 * once the page is controlled, or when the worker is not registered yet (a first visit:
 * msw registers it, and it claims the page as it activates). A page that started while the
 * worker was being installed is claimed as it activates: true then, or false if the install
 * fails. A page loaded past an active worker (a hard reload) is never claimed: false.
 */
export async function mayStartWithoutReload(container: ServiceWorkerContainer, scriptUrl: string): Promise<boolean> {
  if (container.controller) return true
  const registration = (await container.getRegistrations()).find((candidate) =>
    [candidate.installing, candidate.waiting, candidate.active].some((worker) => worker?.scriptURL === scriptUrl),
  )
  if (!registration) return true
  const coming = registration.installing ?? registration.waiting
  if (!coming) return container.controller !== null
  return new Promise((resolve) => {
    container.addEventListener('controllerchange', () => resolve(true), { once: true })
    coming.addEventListener('statechange', () => coming.state === 'redundant' && resolve(false))
    // Claimed, or failed, while the registrations were being read.
    if (container.controller) resolve(true)
    else if (coming.state === 'redundant') resolve(false)
  })
}

/**
 * Resolves to true once msw's service worker hands the page's requests to `ask`, or to
 * false when it cannot control this page (mayStartWithoutReload); undefined from `ask` lets
 * one through to the network. `backendUrl` is the page's origin and base path
 * (https://example.org/console).
 */
export async function interceptWithServiceWorker(
  backendUrl: string,
  ask: (request: Request) => Promise<Response | undefined>,
): Promise<boolean> {
  const scriptUrl = new URL(`${import.meta.env.BASE_URL}simulatedBackendWorker.js`, window.location.href).href
  if (!(await mayStartWithoutReload(navigator.serviceWorker, scriptUrl))) return false
  const forward = BACKEND_PATHS.map((path) =>
    http.all(`${backendUrl}${path}`, async ({ request }) => (await ask(request)) ?? passthrough()),
  )
  const worker = setupWorker(...forward)
  // After each request msw's service worker sends the page a copy of the answer for msw's
  // response events, its body a stream handed over from the service worker. Nothing here
  // reads it, and a handed-over stream left unread stays open: the page kept one, with its
  // message port, for every call it ever made. Cancelling it closes both ends.
  for (const type of ['response:mocked', 'response:bypass'] as const)
    worker.events.on(type, ({ response }) => void response.body?.cancel().catch(() => {}))
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    // Its scope is the console's base path, stated rather than left to follow from the
    // script's folder: the worker controls the console's pages and no other page of the host.
    serviceWorker: { url: scriptUrl, options: { scope: import.meta.env.BASE_URL } },
  })
  return true
}
