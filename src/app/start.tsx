import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { login } from '@/api/auth'
import { clearCredentials, saveCredentials } from '@/api/credentials'
import { sendThrough } from '@/api/http'
import { restoreSession } from '@/auth/AuthProvider'
import type { Credentials } from '@/api/types'
import { basePath } from '@/config/env'
import { freezeClock } from '@/lib/clock'
import { roleOf } from '@/schema/roles'
import { App, type AppOptions } from './App'
import { ErrorScreen } from './ErrorBoundary'
import type { ScenarioControl } from './ScenarioNotice'
import { screenAt } from './screens'

/** The simulated backend as main.tsx starts it in demo mode (mocks/browser.ts); src/ never imports mocks/. */
export interface SimulatedBackend {
  /** The login form's prefill: the seeded account of the link's role, else the administrator. */
  credentials: Credentials
  /** The role the address asks to see the console as (`?role=viewer`, a shared link); null when it names none. */
  role: string | null
  scenario: ScenarioControl
  /** The way the console's calls reach it (sendThrough). */
  fetch(url: string, init: RequestInit): Promise<Response>
  /** Rejects if the backend cannot start. */
  failed: Promise<never>
}

/**
 * A link made in one role opens in it: a stored session of another role signs in again with
 * the link's account (`credentials`) before anything is drawn. If that fails, the session
 * ends, and the login form offers the link's account.
 */
async function takeRole(role: string, credentials: Credentials): Promise<void> {
  const session = restoreSession()
  if (session.status !== 'authenticated' || roleOf(session.user) === role) return
  try {
    const { token, user } = await login(credentials)
    saveCredentials(token, user)
  } catch (error) {
    console.warn(`The link's role (${role}) could not be signed in:`, error)
    clearCredentials()
  }
}

/**
 * Draws the console as soon as its code and the first screen's code are here, without
 * waiting for the simulated backend to build its world: the calls wait for it instead,
 * and the first screen shows its loading state meanwhile.
 */
export async function startConsole(simulatedBackend?: Promise<SimulatedBackend>): Promise<void> {
  const root = createRoot(document.getElementById('root')!)
  const showFailure = (error: unknown) => {
    console.error(error)
    // Starting failed before the console existed: trying again means starting again.
    const reason = error instanceof Error ? error.message : String(error)
    root.render(
      <ErrorScreen message={`The console could not start: ${reason}`} onTryAgain={() => window.location.reload()} />,
    )
  }
  try {
    const options: AppOptions = {}
    // The router's path is the part below the base path: '/console/dashboard' is '/dashboard'.
    const firstScreen = screenAt(window.location.pathname.slice(basePath.length - 1))?.page
    // Its code loads beside the console's; a suspended first screen would hold its figures back by React's 300 ms Suspense throttle.
    const [backend] = await Promise.all([simulatedBackend, firstScreen?.preload()])
    if (backend) {
      sendThrough(backend.fetch)
      backend.failed.catch(showFailure)
      // Relative times, "today" and session expiry on screen follow the simulated clock.
      freezeClock(backend.scenario.frozenAt())
      Object.assign(options, { loginDefaults: backend.credentials, scenario: backend.scenario })
    }
    if (backend?.role) await takeRole(backend.role, backend.credentials)
    // Signed in, the first screen's call goes out now rather than once React has drawn it.
    if (restoreSession().status === 'authenticated') await firstScreen?.preloadWithData()
    // In a transition, so React draws the first screen in slices that leave the page free for input in between.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App {...options} />
        </StrictMode>,
      ),
    )
  } catch (error) {
    showFailure(error)
  }
}
