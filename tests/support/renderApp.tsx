import { render } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { AuthGate, type AppOptions } from '../../src/app/App'
import { AppProviders } from '../../src/app/AppProviders'

/** Shows the current path, so a test can see where the console navigated. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>
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
