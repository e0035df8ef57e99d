import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { login as loginCall } from '../api/auth'
import { clearCredentials, readCredentials, saveCredentials } from '../api/credentials'
import { onUnauthorized } from '../api/http'
import type { Credentials, User } from '../api/types'
import { checkSession } from './session'

// There is no 'loading' status here: the stored session is read synchronously. The shell's
// loading state is the boot screen that index.html shows until the console has started.
export type AuthState =
  | { status: 'unauthenticated' }
  | { status: 'authenticated'; user: User; token: string }

export interface AuthContextValue {
  state: AuthState
  login(credentials: Credentials): Promise<void>
  logout(): void
}

export const AuthContext = createContext<AuthContextValue | null>(null)

/** A stored session is used only while its token is well formed and unexpired. */
function restoreSession(): AuthState {
  const stored = readCredentials()
  if (stored?.user && checkSession(stored.token).valid) {
    return { status: 'authenticated', user: stored.user, token: stored.token }
  }
  if (stored) clearCredentials()
  return { status: 'unauthenticated' }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(restoreSession)
  const navigate = useNavigate()

  useEffect(
    () =>
      onUnauthorized(() => {
        setState({ status: 'unauthenticated' })
        navigate('/', { replace: true })
      }),
    [navigate],
  )

  const login = useCallback(async (credentials: Credentials) => {
    const { token, user } = await loginCall(credentials)
    saveCredentials(token, user)
    setState({ status: 'authenticated', user, token })
  }, [])

  const logout = useCallback(() => {
    clearCredentials()
    setState({ status: 'unauthenticated' })
  }, [])

  const value = useMemo(() => ({ state, login, logout }), [state, login, logout])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
