import 'bootstrap/dist/css/bootstrap.min.css'
import { basePath } from './config/env'

// The entry is kept small, so that what takes time starts at once and side by side: the
// simulated backend (its worker builds the world), the console's code and the first
// screen's code (index.html preloads them all, see vite.config.ts).

// At the base path without its slash ('/console' for '/console/') the page is outside the
// router's basename and the service worker's scope, and msw reloads a page its worker does
// not control, again and again: go to the base path first, as most static hosts redirect.
if (`${window.location.pathname}/` === basePath)
  window.location.replace(`${basePath}${window.location.search}${window.location.hash}`)
else start()

function start() {
  // Read here rather than through config/env.ts: the bundler must see in this very module
  // that a build with a real backend URL never takes the import below; otherwise it still
  // writes the mock chunks (msw, @mswjs/data, faker) into that build. Same test as env.ts.
  // The only door from the console to the simulated backend: a dynamic import. The scenario
  // panel's code is named on the same demo-only path, so that a real build has none of it.
  const simulatedBackend = import.meta.env.VITE_API_BASE_URL
    ? undefined
    : import('@mocks/browser').then(({ startMockWorker }) =>
        startMockWorker({ panel: () => import('./app/ScenarioPanel') }),
      )

  // The backend's worker is started first: it has the longest way to go. The console's code
  // is then run in three steps, each a task of its own (its files are all downloading since
  // index.html named them): React's DOM renderer, the screens and the router, then the app.
  // Run as one, it would hold the page for a third of a second on a slow machine.
  ;(simulatedBackend ?? Promise.resolve())
    .then(() => import('react-dom/client'))
    .then(() => import('./app/screens'))
    .then(() => import('./app/start'))
    .then(({ startConsole }) => startConsole(simulatedBackend))
    .catch((error: unknown) => {
      // The console's own code did not arrive (offline for a moment): say so in plain text.
      console.error(error)
      const reason = error instanceof Error ? error.message : String(error)
      document.getElementById('root')!.textContent =
        `The console could not start: ${reason}. Reload the page to try again.`
    })
}
