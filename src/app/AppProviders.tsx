import type { ReactNode } from 'react'
import { SWRConfig, type SWRConfiguration } from 'swr'
import { AuthProvider } from '../auth/AuthProvider'
import { swrOptions } from './swrOptions'

/** Data fetching and auth around the console; tests pass their own SWR cache. */
export function AppProviders({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  return (
    <SWRConfig value={{ ...swrOptions, ...swr }}>
      <AuthProvider>{children}</AuthProvider>
    </SWRConfig>
  )
}
