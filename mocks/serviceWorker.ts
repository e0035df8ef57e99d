import { http, passthrough } from 'msw'
import { setupWorker } from 'msw/browser'

// msw's service worker in front of the backend worker: once it is active, every request of
// the page to the backend's paths goes through the network stack (the browser's network
// panel shows it, and code that calls fetch itself reaches the backend), and this page
// hands it to the backend worker.

/** Where the backend answers below `backendUrl`; everything else (the console's own files) goes to the network. */
const BACKEND_PATHS = ['/api/*', '/__mock/*', '/__pact/*']

/**
 * Resolves once msw's service worker hands the page's requests to `ask`; undefined from
 * `ask` lets one through to the network. `backendUrl` is the page's origin and base path
 * (https://example.org/console).
 */
export async function interceptWithServiceWorker(
  backendUrl: string,
  ask: (request: Request) => Promise<Response | undefined>,
): Promise<void> {
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
    serviceWorker: {
      url: `${import.meta.env.BASE_URL}simulatedBackendWorker.js`,
      options: { scope: import.meta.env.BASE_URL },
    },
  })
}
