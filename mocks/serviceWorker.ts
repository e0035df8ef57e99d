import { http, passthrough } from 'msw'
import { setupWorker } from 'msw/browser'

// msw's service worker in front of the backend worker: once it is active, every request of
// the page to the backend's paths goes through the network stack (the browser's network
// panel shows it, and code that calls fetch itself reaches the backend), and this page
// hands it to the backend worker.

/** Where the backend answers on the page's origin; everything else (the console's own files) goes to the network. */
const BACKEND_PATHS = ['/api/*', '/__mock/*', '/__pact/*']

/** Resolves once msw's service worker hands the page's requests to `ask`; undefined from `ask` lets one through to the network. */
export async function interceptWithServiceWorker(origin: string, ask: (request: Request) => Promise<Response | undefined>): Promise<void> {
  const forward = BACKEND_PATHS.map((path) => http.all(`${origin}${path}`, async ({ request }) => (await ask(request)) ?? passthrough()))
  await setupWorker(...forward).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}simulatedBackendWorker.js` },
  })
}
