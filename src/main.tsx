import 'bootstrap/dist/css/bootstrap.min.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, type AppOptions } from './app/App'
import { defaultMockSeed } from './config/env'

async function boot(): Promise<AppOptions> {
  // Read here rather than through config/env.ts: the bundler must see in this very module
  // that a build with a real backend URL never takes the import below; otherwise it still
  // writes the mock chunks (msw, @mswjs/data, faker) into that build. Same test as env.ts.
  if (import.meta.env.VITE_API_BASE_URL) return {}
  // The only door from the console to the simulated backend: a dynamic import.
  const { startMockWorker } = await import('../mocks/browser')
  const { credentials } = await startMockWorker({ defaultSeed: defaultMockSeed })
  return { loginDefaults: credentials }
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
    root.render(
      <div role="alert" style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
        <h1>Something went wrong</h1>
        <p>The console could not start: {error instanceof Error ? error.message : String(error)}</p>
        <button type="button" onClick={() => window.location.reload()}>
          Refresh Page
        </button>
      </div>,
    )
  })
