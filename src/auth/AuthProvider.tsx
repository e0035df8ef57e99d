import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { login as loginCall } from '@/api/auth'
import { clearCredentials, readCredentials, saveCredentials } from '@/api/credentials'
import { onUnauthorized } from '@/api/http'
import type { Credentials, User } from '@/api/types'
import { checkSession } from './session'
import { useSessionCheck } from './useSessionCheck'

// There is no 'loading' status here: the stored session is read synchronously. The shell's
// loading state is the boot screen that index.html shows until the console has started.
export type AuthState =
  /** sessionExpired: the session ended without the user's say (its token expired, or a data call was refused), and the login screen says so. */
  { status: 'unauthenticated'; sessionExpired: boolean } | { status: 'authenticated'; user: User; token: string }

export interface AuthContextValue {
  state: AuthState
  login(credentials: Credentials): Promise<void>
  /** Ends the session; the address stays, so signing in again comes back to it. */
  logout(): void
}

export const AuthContext = createContext<AuthContextValue | null>(null)

const SIGNED_OUT: AuthState = { status: 'unauthenticated', sessionExpired: false }
const EXPIRED: AuthState = { status: 'unauthenticated', sessionExpired: true }

/** A stored session is used only while its token is well formed and unexpired; one that is not is cleared. */
export function restoreSession(): AuthState {
  const stored = readCredentials()
  if (!stored) return SIGNED_OUT
  const check = checkSession(stored.token)
  if (stored.user && check.valid) return { status: 'authenticated', user: stored.user, token: stored.token }
  clearCredentials()
  return !check.valid && check.message === 'Token has expired' ? EXPIRED : SIGNED_OUT
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(restoreSession)

  // http.ts has cleared the stored credentials already. A refusal can also arrive before this
  // effect runs (the first screen's call goes out before React draws, and a fast backend may
  // answer it first): then the credentials are gone already, and the session ended as well.
  useEffect(() => {
    const stopListening = onUnauthorized(() => setState(EXPIRED))
    if (!readCredentials())
      queueMicrotask(() => setState((current) => (current.status === 'authenticated' ? EXPIRED : current)))
    return stopListening
  }, [])

  // The token's own expiry ends the session too, on time, rather than at the next data call.
  const expire = useCallback(() => {
    clearCredentials()
    setState(EXPIRED)
  }, [])
  useSessionCheck(state.status === 'authenticated' ? state.token : null, expire)

  const login = useCallback(async (credentials: Credentials) => {
    const { token, user } = await loginCall(credentials)
    saveCredentials(token, user)
    setState({ status: 'authenticated', user, token })
  }, [])

  const logout = useCallback(() => {
    clearCredentials()
    setState(SIGNED_OUT)
  }, [])

  const value = useMemo(() => ({ state, login, logout }), [state, login, logout])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
