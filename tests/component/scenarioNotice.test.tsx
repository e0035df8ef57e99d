import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { DEFAULT_SCENARIO, scenarioControl } from '@mocks/scenarios'
import { freezeClock, now } from '@/lib/clock'
import { labelledItem } from '../support/queries'
import { renderApp } from '../support/renderApp'
import { signIn, testBackend } from '../support/mockBackend'

// The fault scenario in the header (docs/product.md#scenario-line-and-panel): named in
// words while one is on, and one keyboard-reachable click back to the default, which
// reloads what the screen shows.

beforeAll(async () => {
  await import('@/features/parking-lots/ParkingLotsPage')
})

afterEach(() => {
  testBackend.setScenario(DEFAULT_SCENARIO)
  freezeClock(null)
})

const banner = () => screen.getByRole('banner')

describe('the scenario notice', () => {
  it('names the scenario; Back to default restores it, clears the address and loads the data', async () => {
    // A 404, which the console does not ask again for by itself (swrOptions.ts): only Back to default can bring the list.
    testBackend.setScenario({ error: { endpoint: '/api/parking-lots', status: 404 }, sessionExpiryMinutes: 60 })
    let forgotten = false
    const control = scenarioControl(testBackend, () => (forgotten = true))
    await signIn()
    renderApp('/parking-lots?sortBy=name&error=/api/parking-lots:404&sessionExpiry=60', { scenario: control })

    expect(labelledItem('Scenario:', banner())).toHaveTextContent(
      'Scenario: error 404 on /api/parking-lots, sessions expire after 60 min',
    )
    expect(await screen.findByText('Error loading parking lots: API call failed: 404 Not Found')).toBeInTheDocument()

    const back = within(banner()).getByRole('button', { name: 'Back to default' })
    back.focus()
    await userEvent.keyboard('{Enter}')

    expect(testBackend.scenario).toEqual(DEFAULT_SCENARIO)
    expect(forgotten).toBe(true)
    expect(within(banner()).queryByText(/^Scenario:/)).not.toBeInTheDocument()
    expect(screen.getByTestId('location-search')).toHaveTextContent(/^\?sortBy=name$/)
    expect(screen.getByRole('main')).toHaveFocus()
    expect(await screen.findByRole('table', { name: 'Parking lots' })).toBeInTheDocument()
    expect(screen.queryByText(/Error loading parking lots/)).not.toBeInTheDocument()
  })

  it('shows on the login screen too, where it can be left before signing in', async () => {
    testBackend.setScenario({ sessionExpiryMinutes: 0 })
    renderApp('/?sessionExpiry=now', { scenario: scenarioControl(testBackend), loginDefaults: DEMO_CREDENTIALS })
    expect(labelledItem('Scenario:')).toHaveTextContent('Scenario: sessions expire at once')
    await userEvent.click(screen.getByRole('button', { name: 'Back to default' }))
    expect(testBackend.scenario).toEqual(DEFAULT_SCENARIO)
    expect(screen.queryByText(/^Scenario:/)).not.toBeInTheDocument()
    expect(screen.getByTestId('location-search')).toBeEmptyDOMElement()

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { name: 'Analytics Dashboard' })).toBeInTheDocument()
    expect(screen.queryByText(/^Scenario:/)).not.toBeInTheDocument()
  })

  it('a frozen clock is named, and Back to default lets the console clock run again', async () => {
    const frozenAt = Date.parse('2026-06-01T10:00:00Z')
    testBackend.setScenario({ frozenAt })
    freezeClock(frozenAt)
    renderApp('/?now=2026-06-01T10:00:00Z', { scenario: scenarioControl(testBackend), loginDefaults: DEMO_CREDENTIALS })
    expect(labelledItem('Scenario:')).toHaveTextContent('Scenario: clock frozen at 2026-06-01T10:00:00Z')
    await userEvent.click(screen.getByRole('button', { name: 'Back to default' }))
    expect(testBackend.scenario.frozenAt).toBeNull()
    expect(Math.abs(now() - Date.now())).toBeLessThan(60_000)
  })

  it('is not shown under the default scenario, nor without a simulated backend', async () => {
    await signIn()
    const { unmount } = renderApp('/dashboard', { scenario: scenarioControl(testBackend) })
    await screen.findByRole('heading', { name: 'Analytics Dashboard' })
    expect(within(banner()).queryByText(/^Scenario:/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Back to default' })).not.toBeInTheDocument()
    unmount()

    testBackend.setScenario({ empty: true })
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Analytics Dashboard' })
    expect(within(banner()).queryByText(/^Scenario:/)).not.toBeInTheDocument()
  })
})
