import 'bootstrap/dist/css/bootstrap.min.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, type AppOptions } from './app/App'
import { defaultMockSeed, useMockBackend } from './config/env'

async function boot(): Promise<AppOptions> {
  if (!useMockBackend) return {}
  // The only door from the console to the simulated backend: a dynamic import that a
  // build for the real backend drops, together with msw, @mswjs/data and faker.
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
