import { act, render } from '@testing-library/react'
import { useEffect } from 'react'
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom'
import { AuthGate, type AppOptions } from '@/app/App'
import { AppProviders } from '@/app/AppProviders'

/** The rendered console's navigate, for historyBack. */
let navigateInApp: NavigateFunction | null = null

/** Shows the current path and query string, so a test can see where the console navigated. */
function LocationProbe() {
  const navigate = useNavigate()
  useEffect(() => {
    navigateInApp = navigate
    return () => {
      navigateInApp = null
    }
  }, [navigate])
  const { pathname, search } = useLocation()
  return (
    <>
      <output data-testid="location">{pathname}</output>
      <output data-testid="location-search">{search}</output>
    </>
  )
}

/** The browser's Back button, in the console renderApp rendered last. */
export async function historyBack() {
  if (!navigateInApp) throw new Error('historyBack: no console rendered')
  const navigate = navigateInApp
  await act(async () => {
    await navigate(-1)
  })
}

/** The whole console at `route`; each session has its own SWR cache, so no test sees another's data. */
export function renderApp(route = '/', options: AppOptions = {}) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders swr={{ dedupingInterval: 0 }}>
        <AuthGate {...options} />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  )
}
