import type { ReactNode } from 'react'
import { SWRConfig, type SWRConfiguration } from 'swr'
import { AuthProvider } from '@/auth/AuthProvider'
import { useAuth } from '@/auth/useAuth'
import { swrOptions } from './swrOptions'

/**
 * Each session gets a cache of its own: the SWR provider is keyed by the token, so
 * nothing fetched for one user can show for the next after a logout and a new sign-in.
 */
function SessionData({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  const { state } = useAuth()
  const session = state.status === 'authenticated' ? state.token : 'signed-out'
  return (
    <SWRConfig key={session} value={{ ...swrOptions, provider: () => new Map(), ...swr }}>
      {children}
    </SWRConfig>
  )
}

/** Auth and data fetching around the console; tests may override SWR options. */
export function AppProviders({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  return (
    <AuthProvider>
      <SessionData swr={swr}>{children}</SessionData>
    </AuthProvider>
  )
}
