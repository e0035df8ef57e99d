import 'bootstrap/dist/css/bootstrap.min.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, type AppOptions } from './app/App'
import { ErrorScreen } from './app/ErrorBoundary'
import { defaultMockSeed } from './config/env'
import { freezeClock } from './lib/clock'

async function boot(): Promise<AppOptions> {
  // Read here rather than through config/env.ts: the bundler must see in this very module
  // that a build with a real backend URL never takes the import below; otherwise it still
  // writes the mock chunks (msw, @mswjs/data, faker) into that build. Same test as env.ts.
  if (import.meta.env.VITE_API_BASE_URL) return {}
  // The only door from the console to the simulated backend: a dynamic import.
  const { startMockWorker } = await import('../mocks/browser')
  const { credentials, scenario } = await startMockWorker({ defaultSeed: defaultMockSeed })
  // Relative times, "today" and session expiry on screen follow the simulated clock.
  freezeClock(scenario.frozenAt())
  return { loginDefaults: credentials, scenario }
}

const root = createRoot(document.getElementById('root')!)
boot()
  .then((options) =>
    root.render(
      <StrictMode>
        <App {...options} />
      </StrictMode>,
    ),
  )
  .catch((error: unknown) => {
    console.error(error)
    // Starting failed before the console existed: trying again means starting again.
    const reason = error instanceof Error ? error.message : String(error)
    root.render(<ErrorScreen message={`The console could not start: ${reason}`} onTryAgain={() => window.location.reload()} />)
  })
