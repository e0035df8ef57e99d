import { useEffect, type ReactNode } from 'react'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom'
import type { Credentials } from '@/api/types'
import { useAuth } from '@/auth/useAuth'
import { basePath } from '@/config/env'
import { LoginPage } from '@/features/login/LoginPage'
import { AppLayout } from './AppLayout'
import { AppProviders } from './AppProviders'
import { ErrorBoundary } from './ErrorBoundary'
import { ScenarioNotice, type ScenarioControl } from './ScenarioNotice'
import { NotFoundPage, SCREENS } from './screens'

export interface AppOptions {
  /** Prefilled sign-in, given by the simulated backend; none against a real backend. */
  loginDefaults?: Credentials
  /** The simulated backend's fault scenario, shown in the header while one is on; none against a real backend. */
  scenario?: ScenarioControl
}

const APP_NAME = 'Parking Admin Console'

/** Names the screen in the browser tab and history, which is also what a screen reader announces on navigation. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`
  }, [title])
  return children
}

/**
 * The login screen or the console, as docs/product.md#the-shell describes. The login screen
 * keeps the address, so signing in shows the page asked for; Logout starts again at '/'.
 */
export function AuthGate({ loginDefaults, scenario }: AppOptions) {
  const { state, logout } = useAuth()
  if (state.status === 'unauthenticated') {
    // Signed out too: '?sessionExpiry=now' would otherwise look like a console that cannot keep a session.
    return <LoginPage defaults={loginDefaults} notice={scenario && <ScenarioNotice control={scenario} />} />
  }
  return (
    <Routes>
      <Route element={<AppLayout user={state.user} onLogout={logout} scenario={scenario} />}>
        <Route index element={<Navigate to="/dashboard" replace />} />
        {SCREENS.map(({ path, title, page: Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Titled title={title}>
                <Page />
              </Titled>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <Titled title="Page not found">
              <NotFoundPage />
            </Titled>
          }
        />
      </Route>
    </Routes>
  )
}

export function App(options: AppOptions) {
  return (
    <ErrorBoundary>
      {/* Location changes render at once, not as transitions: a list's new page, filter or
          sort is drawn in the next frame (its first rows first, see useFirstRowsFirst)
          instead of in time slices that put it past 100 ms on a busy machine. Every path,
          link and redirect is below the base path the console is served from. */}
      <BrowserRouter basename={basePath} useTransitions={false}>
        <AppProviders>
          <AuthGate {...options} />
        </AppProviders>
      </BrowserRouter>
    </ErrorBoundary>
  )
}
