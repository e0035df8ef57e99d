import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { allLots } from '@mocks/db/lotIndex'
import { recentCallLog } from '@mocks/recentCalls'
import { DEFAULT_SCENARIO, parseScenario, scenarioControl, type Scenario } from '@mocks/scenarios'
import type { ParkingLot } from '@/api/types'
import { freezeClock, now } from '@/lib/clock'
import { formatTime } from '@/lib/format'
import { renderApp } from '../support/renderApp'
import { signIn, testBackend, testServer } from '../support/mockBackend'
import { labelledItem } from '../support/queries'

// The scenario panel (docs/product.md#scenario-line-and-panel), opened from the header,
// over the test backend. Each control changes the backend's scenario, each preset reaches
// its state on the screen on show, Reset data asks first, and Copy link gives an address
// that opens the same screen, list state and scenario.

/** The seeds the panel asked to load (in the browser: a page reload with ?seed=N). */
const seedsLoaded: number[] = []

/** A control as main.tsx builds it in the browser, with the panel's code, seeing every call the console makes. */
function panelControl() {
  const control = scenarioControl(testBackend, () => {}, {
    panel: () => import('@/app/ScenarioPanel'),
    changeSeed: (seed) => seedsLoaded.push(seed),
  })
  const record = ({ request }: { request: Request }) => control.record(request.url, { headers: request.headers })
  testServer.events.on('request:start', record)
  stopRecording.push(() => testServer.events.removeListener('request:start', record))
  return control
}
const stopRecording: Array<() => void> = []

beforeAll(async () => {
  // Compiled before the tests: on a busy machine the first import of a screen takes seconds.
  await Promise.all([
    import('@/app/ScenarioPanel'),
    import('@/features/parking-lots/ParkingLotsPage'),
    import('@/features/parking-lots/ParkingLotDetailPage'),
  ])
})

beforeEach(() => {
  seedsLoaded.length = 0
})

afterEach(() => {
  for (const stop of stopRecording.splice(0)) stop()
  testBackend.setScenario(DEFAULT_SCENARIO)
  freezeClock(null)
})

const banner = () => screen.getByRole('banner')
/** The header's scenario line ('Scenario: …'), or null while none is on. */
const scenarioLine = () => (within(banner()).queryByText(/^Scenario:/) ? labelledItem('Scenario:', banner()) : null)
const DASHBOARD_ERROR = 'Error loading dashboard: API call failed: 503 Service Unavailable'

/** Signs in, opens `route`, waits for `ready`, and opens the scenario panel from the header. */
async function openPanelAt(route: string, ready: () => Promise<unknown>, control = panelControl()) {
  await signIn()
  // With the login form filled in, as the demo has it.
  const { unmount } = renderApp(route, { scenario: control, loginDefaults: DEMO_CREDENTIALS })
  await ready()
  const user = userEvent.setup()
  await user.click(within(banner()).getByRole('button', { name: 'Scenario panel' }))
  const panel = await screen.findByRole('dialog', { name: 'Scenario panel' })
  return { user, panel, control, unmount }
}

const dashboardReady = () => screen.findByRole('list', { name: 'Key figures' })

async function readScenario(): Promise<Scenario> {
  return (await (await fetch(`${window.location.origin}/__mock/scenario`)).json()) as Scenario
}

describe('the scenario panel', () => {
  it('opens from the header; each detailed control changes the backend scenario, and the header line follows', async () => {
    const { user, panel } = await openPanelAt('/dashboard', dashboardReady)
    expect(labelledItem('Scenario now:', panel)).toHaveTextContent('Scenario now: default (no faults)')

    await user.click(within(panel).getByRole('radio', { name: 'Realistic (150-600\u00a0ms)' }))
    const endpoint = within(panel).getByRole('combobox', { name: 'Failing call' })
    // The dashboard's own calls (its figures and its trends) are first, in a group of their own.
    await waitFor(() =>
      expect(within(endpoint).getByRole('group', { name: "This screen's calls" })).toBeInTheDocument(),
    )
    expect(
      within(within(endpoint).getByRole('group', { name: "This screen's calls" }))
        .getAllByRole('option')
        .map((option) => option.textContent)
        .sort(),
    ).toEqual(['/api/analytics/dashboard (GET)', '/api/analytics/trends (GET)'])
    await user.selectOptions(endpoint, '/api/health (GET)')
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Status' }), '404')
    const flaky = within(panel).getByRole('spinbutton', { name: 'Flaky share' })
    await user.clear(flaky)
    await user.type(flaky, '20')
    await user.click(within(panel).getByRole('checkbox', { name: 'Empty world (every list empty, every figure zero)' }))
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Session expiry' }), 'After 5 min')
    await user.click(within(panel).getByRole('button', { name: 'Apply' }))

    const expected: Scenario = {
      latency: 'realistic',
      error: { endpoint: '/api/health', status: 404 },
      flaky: 0.2,
      empty: true,
      hostile: false,
      sessionExpiryMinutes: 5,
      frozenAt: null,
      slowEndpoint: null,
    }
    expect(await readScenario()).toEqual(expected)
    const words = 'error 404 on /api/health, flaky 20%, empty world, latency realistic, sessions expire after 5 min'
    expect(scenarioLine()).toHaveTextContent(`Scenario: ${words}`)
    expect(labelledItem('Scenario now:', panel)).toHaveTextContent(`Scenario now: ${words}`)
    // The form starts again from what is on: the values just applied.
    expect(within(panel).getByRole('spinbutton', { name: 'Flaky share' })).toHaveValue(20)
    expect(within(panel).getByRole('combobox', { name: 'Failing call' })).toHaveValue('/api/health')

    // A value half typed is not applied: it says what it needs.
    await user.clear(within(panel).getByRole('spinbutton', { name: 'Flaky share' }))
    await user.type(within(panel).getByRole('spinbutton', { name: 'Flaky share' }), '150')
    await user.click(within(panel).getByRole('button', { name: 'Apply' }))
    expect(within(panel).getByText('A share from 0 to 100 %.')).toBeVisible()
    expect((await readScenario()).flaky).toBe(0.2)

    // And the error can be taken away again.
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Failing call' }), 'None')
    await user.clear(within(panel).getByRole('spinbutton', { name: 'Flaky share' }))
    await user.type(within(panel).getByRole('spinbutton', { name: 'Flaky share' }), '0')
    await user.click(within(panel).getByRole('button', { name: 'Apply' }))
    expect(await readScenario()).toEqual({ ...expected, error: null, flaky: 0 })
  })

  it('freezes the clock at a moment typed in local time, which the console clock follows, and lets it run again', async () => {
    const { user, panel } = await openPanelAt('/dashboard', dashboardReady)
    await user.click(within(panel).getByRole('checkbox', { name: 'Freeze the clock' }))
    const moment = within(panel).getByLabelText(/^Frozen at/)
    await user.clear(moment)
    await user.type(moment, '2026-06-01T12:00:30')
    await user.click(within(panel).getByRole('button', { name: 'Apply' }))

    const frozenAt = new Date('2026-06-01T12:00:30').getTime()
    expect((await readScenario()).frozenAt).toBe(frozenAt)
    expect(now()).toBe(frozenAt)
    expect(scenarioLine()).toHaveTextContent(
      `Scenario: clock frozen at ${new Date(frozenAt).toISOString().replace('.000Z', 'Z')}`,
    )

    await user.click(within(panel).getByRole('checkbox', { name: 'Freeze the clock' }))
    await user.click(within(panel).getByRole('button', { name: 'Apply' }))
    expect((await readScenario()).frozenAt).toBeNull()
    expect(Math.abs(now() - Date.now())).toBeLessThan(60_000)
    expect(scenarioLine()).toBeNull()
  })

  it("reaches the dashboard's error, empty, loading and default states in one click each, from the panel", async () => {
    const { user, panel } = await openPanelAt('/dashboard', dashboardReady)
    const preset = (name: string) => within(panel).getByRole('button', { name })

    await waitFor(() => expect(preset('Error on this screen')).toBeEnabled())
    expect(preset('Error on this screen')).toHaveAccessibleDescription(
      '/api/analytics/dashboard answers 503: this screen shows its error.',
    )
    await user.click(preset('Error on this screen'))
    expect(await screen.findByText(DASHBOARD_ERROR)).toBeInTheDocument()
    expect(scenarioLine()).toHaveTextContent('Scenario: error 503 on /api/analytics/dashboard')

    await user.click(preset('Empty'))
    expect(await screen.findByText('No dashboard data available.')).toBeInTheDocument()
    expect(screen.queryByText(DASHBOARD_ERROR)).not.toBeInTheDocument()
    expect(testBackend.scenario).toEqual({ ...DEFAULT_SCENARIO, empty: true })

    await user.click(preset('Loading / slow'))
    expect(await screen.findByText('Loading dashboard...')).toBeInTheDocument()
    expect(testBackend.scenario.latency).toBe('slow')
    // Slow, then there: 2-4 s later the figures come.
    expect(
      await screen.findByRole('list', { name: 'Key figures', hidden: true }, { timeout: 10_000 }),
    ).toBeInTheDocument()

    await user.click(preset('Back to default'))
    expect(testBackend.scenario).toEqual(DEFAULT_SCENARIO)
    expect(scenarioLine()).toBeNull()
    expect(await screen.findByRole('list', { name: 'Key figures', hidden: true })).toBeInTheDocument()
  })

  it('Session expired ends the session once: the login screen says so, and signing in again works', async () => {
    const { user, panel } = await openPanelAt('/dashboard', dashboardReady)
    const preset = within(panel).getByRole('button', { name: 'Session expired' })
    expect(preset).toHaveAccessibleDescription(
      'Ends this session once: the next call answers 401 and the login screen says the session expired. Signing in again works as usual.',
    )
    await user.click(preset)
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument()
    expect(localStorage.getItem('authToken')).toBeNull()
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard')
    // Nothing stays on that would end the next session too.
    expect(screen.queryByText(/^Scenario:/)).not.toBeInTheDocument()
    expect(testBackend.scenario).toEqual(DEFAULT_SCENARIO)

    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await dashboardReady()).toBeInTheDocument()
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument()
  })

  it('Hostile text plants markup, scripts and long words in the world, shown as text', async () => {
    const { user, panel } = await openPanelAt('/parking-lots?sortBy=name', () =>
      screen.findByRole('table', { name: 'Parking lots' }),
    )
    await user.click(within(panel).getByRole('button', { name: 'Hostile text' }))
    expect(testBackend.scenario).toEqual({ ...DEFAULT_SCENARIO, hostile: true })
    expect(scenarioLine()).toHaveTextContent('Scenario: hostile text')
    // First by name: '<' sorts before every letter. The name is its button's text as a whole:
    // a word with markup inside ('<b>Bislett</b>') sits in a span of its own, kept on one line.
    const hostileName = /^<b>.*<\/b> & "Sons" <!-- OSL-\d{4} -->$/
    const names = await screen.findAllByText(
      (_, element) => element?.tagName === 'BUTTON' && hostileName.test(element.textContent ?? ''),
    )
    expect(names.length).toBeGreaterThan(0)
    // eslint-disable-next-line testing-library/no-node-access -- that no element was made of the markup is what this checks
    expect(document.querySelector('main b, main svg[onload], main img[onerror]')).toBeNull()
  })

  it('session expiry Now, from the details, ends the session too', async () => {
    const { user, panel } = await openPanelAt('/dashboard', dashboardReady)
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Session expiry' }), 'Now: end this session')
    await user.click(within(panel).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument()
    expect((await readScenario()).sessionExpiryMinutes).toBe(0)
  })

  it.each([
    ['/dashboard', '/api/analytics/dashboard'],
    ['/analytics/activity-feed', '/api/analytics/all-events'],
    ['/analytics/user-insights', '/api/analytics/user-insights'],
    ['/analytics/retention', '/api/analytics/retention'],
    ['/analytics/cohorts', '/api/analytics/cohorts'],
    ['/analytics/lifecycle', '/api/analytics/lifecycle'],
    ['/analytics/share-deeplink', '/api/analytics/share'],
    ['/analytics/share-deeplink?tab=deeplink', '/api/analytics/deeplink'],
    ['/analytics/search', '/api/analytics'],
    ['/analytics/navigation', '/api/analytics/navigation'],
    ['/analytics/feedback', '/api/analytics/feedback/summary'],
    ['/parking-lots', '/api/parking-lots'],
    ['/parking-lots/:id', '/api/parking-lots/:id'],
    ['/monitoring', '/api/health'],
    ['/live-data-controls', '/api/v1/lots/admin/live-data-controls'],
  ])("'Error on this screen' on %s fails %s, and the screen shows its error with Retry", async (route, call) => {
    const address = route.replace(':id', allLots(testBackend.world)[0]!.lot()._id)
    const { user, panel } = await openPanelAt(address, () => screen.findByRole('heading', { level: 1 }))
    const preset = within(panel).getByRole('button', { name: 'Error on this screen' })
    expect(preset).toHaveAccessibleDescription(`${call} answers 503: this screen shows its error.`)
    await user.click(preset)
    expect(testBackend.scenario.error).toEqual({ endpoint: call, status: 503 })
    // The panel stays open over the screen, which is hidden from the accessibility tree meanwhile.
    await waitFor(() =>
      expect(
        screen
          .queryAllByRole('alert', { hidden: true })
          .filter((alert) => within(alert).queryByRole('button', { name: 'Retry', hidden: true }))
          .map((alert) => alert.textContent),
      ).toContainEqual(expect.stringContaining('503')),
    )
  })

  it('opens and closes by keyboard, and gives the focus back to its button', async () => {
    await signIn()
    renderApp('/dashboard', { scenario: panelControl() })
    await dashboardReady()
    const button = within(banner()).getByRole('button', { name: 'Scenario panel' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    button.focus()
    await userEvent.keyboard('{Enter}')
    const panel = await screen.findByRole('dialog', { name: 'Scenario panel' })
    // eslint-disable-next-line testing-library/no-node-access -- where the focus is, is what this checks
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement))
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scenario panel' })).not.toBeInTheDocument())
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('loads another seed on request, saying that the page reloads for it', async () => {
    const { user, panel } = await openPanelAt('/dashboard', dashboardReady)
    expect(
      within(panel).getByText(/Seed 1 is on\. Another seed is another world: the page reloads with \?seed=N/),
    ).toBeInTheDocument()
    const load = within(panel).getByRole('button', { name: 'Load this seed' })
    expect(load).toBeDisabled()
    const seed = within(panel).getByRole('spinbutton', { name: 'Seed' })
    await user.clear(seed)
    await user.type(seed, '42')
    await user.click(load)
    expect(seedsLoaded).toEqual([42])
  })
})

describe('Reset data', () => {
  it('asks first; Cancel keeps the edit, Reset data throws it away and the screen shows the seeded lot again', async () => {
    const seeded = allLots(testBackend.world)[1]!.lot()
    const token = await signIn()
    const { feedback: _feedback, ...edited } = { ...seeded, name: 'Renamed before the reset' }
    const saved = await fetch(`${window.location.origin}/api/parking-lots/${seeded._id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(edited),
    })
    expect(saved.status).toBe(200)
    const storedName = async () => {
      const answer = await fetch(`${window.location.origin}/api/parking-lots/${seeded._id}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      return ((await answer.json()) as ParkingLot).name
    }

    const { user, panel } = await openPanelAt(`/parking-lots/${seeded._id}`, () =>
      screen.findByRole('heading', { level: 1, name: 'Renamed before the reset' }),
    )
    await user.click(within(panel).getByRole('button', { name: 'Reset data...' }))
    const confirm = await screen.findByRole('dialog', { name: 'Reset data?' })
    expect(confirm).toHaveTextContent(
      `Every lot edit, live-data toggle and version bump stored in this browser for seed 1 is thrown away`,
    )
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset data?' })).not.toBeInTheDocument())
    expect(await storedName()).toBe('Renamed before the reset')

    await user.click(within(panel).getByRole('button', { name: 'Reset data...' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reset data?' })).getByRole('button', { name: 'Reset data' }),
    )
    expect(
      await within(panel).findByText('The seeded world (seed 1) is back; stored changes were discarded.'),
    ).toBeInTheDocument()
    expect(await storedName()).toBe(seeded.name)
    expect(await screen.findByRole('heading', { level: 1, name: seeded.name, hidden: true })).toBeInTheDocument()
  })

  it('is asked and answered from the keyboard; Escape closes only the question', async () => {
    const { user, panel } = await openPanelAt('/dashboard', dashboardReady)
    const open = within(panel).getByRole('button', { name: 'Reset data...' })
    open.focus()
    await user.keyboard('{Enter}')
    const question = await screen.findByRole('dialog', { name: 'Reset data?' })
    // eslint-disable-next-line testing-library/no-node-access -- where the focus is, is what this checks
    await waitFor(() => expect(question).toContainElement(document.activeElement as HTMLElement))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset data?' })).not.toBeInTheDocument())
    expect(screen.getByRole('dialog', { name: 'Scenario panel' })).toBeInTheDocument()
    expect(open).toHaveFocus()

    await user.keyboard('{Enter}')
    const again = await screen.findByRole('dialog', { name: 'Reset data?' })
    const confirm = within(again).getByRole('button', { name: 'Reset data' })
    // Tab moves within the question (close, Cancel, Reset data), never behind it.
    const focused = () => document.activeElement as HTMLElement // eslint-disable-line testing-library/no-node-access -- the focus is what this checks
    for (let step = 0; step < 5 && focused() !== confirm; step++) {
      await user.tab()
      expect(again).toContainElement(focused())
    }
    await user.keyboard('{Enter}')
    expect(
      await within(panel).findByText('The seeded world (seed 1) is back; stored changes were discarded.'),
    ).toBeInTheDocument()
  })
})

describe('Copy link', () => {
  it('copies an address that opens the same screen, list state and scenario', async () => {
    testBackend.setScenario({ error: { endpoint: '/api/health', status: 503 }, sessionExpiryMinutes: 30 })
    const { user, panel, unmount } = await openPanelAt('/parking-lots?sortBy=name&page=3', async () =>
      within(await screen.findByRole('navigation', { name: 'Pagination, bottom' })).findByText('Page 3 of 30'),
    )
    const before = Date.now()
    await user.click(within(panel).getByRole('button', { name: 'Copy link' }))
    expect(await within(panel).findByText('Link copied to the clipboard.')).toBeInTheDocument()
    const link = await navigator.clipboard.readText()
    const field = within(panel).getByRole('textbox', {
      name: 'Link to this screen with this scenario, seed, clock and role',
    })
    expect(field).toHaveValue(link)
    expect(field).toHaveAccessibleDescription(
      'The link freezes the clock at the moment it was copied, so another browser shows the same rows.',
    )
    // The running clock, frozen at the moment of copying.
    const copiedAt = new URL(link).searchParams.get('now')!
    expect(Date.parse(copiedAt)).toBeGreaterThanOrEqual(before)
    expect(Date.parse(copiedAt)).toBeLessThanOrEqual(Date.now())
    expect(link).toBe(
      `${window.location.origin}/parking-lots?sortBy=name&page=3&scenario=default&error=/api/health:503&sessionExpiry=30&now=${copiedAt}&seed=1&role=admin`,
    )

    // Another browser session, with a scenario of its own: the link's parameters replace it.
    unmount()
    testBackend.setScenario({ ...DEFAULT_SCENARIO, empty: true, latency: 'realistic' })
    const url = new URL(link)
    testBackend.setScenario(parseScenario(url.searchParams, testBackend.scenario).scenario)
    renderApp(`${url.pathname}${url.search}`, { scenario: panelControl() })
    expect(
      await within(await screen.findByRole('navigation', { name: 'Pagination, bottom' })).findByText('Page 3 of 30'),
    ).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Parking lots' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/parking-lots$/)
    expect(new URLSearchParams(screen.getByTestId('location-search').textContent!).get('sortBy')).toBe('name')
    expect(scenarioLine()).toHaveTextContent(
      `Scenario: error 503 on /api/health, sessions expire after 30 min, clock frozen at ${copiedAt.replace('.000Z', 'Z')}`,
    )
    expect(url.searchParams.get('seed')).toBe(String(testBackend.seed))
  })

  it('shows the link to copy by hand, selected, where the clipboard is not available', async () => {
    const { user, panel } = await openPanelAt('/dashboard', dashboardReady)
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
    await user.click(within(panel).getByRole('button', { name: 'Copy link' }))
    expect(
      await within(panel).findByText('The clipboard is not available here: copy the link from the field below.'),
    ).toBeInTheDocument()
    const field = within(panel).getByRole('textbox', {
      name: 'Link to this screen with this scenario, seed, clock and role',
    })
    expect(field).toHaveFocus()
    expect((field as HTMLTextAreaElement).value).toMatch(
      new RegExp(`^${window.location.origin}/dashboard\\?scenario=default&now=\\d{4}-[\\d:.T-]+Z&seed=1&role=admin$`),
    )
  })
})

describe('the role', () => {
  it('switches to the viewer without a reload, and the link keeps the role', async () => {
    const { user, panel } = await openPanelAt('/dashboard', dashboardReady)
    expect(within(panel).getByRole('button', { name: 'Signed in as admin' })).toBeDisabled()
    expect(within(panel).getByRole('button', { name: 'Sign in as viewer' })).toHaveAccessibleDescription(
      'Every screen, no change: the console offers no write, and the backend refuses one with 403. Account viewer, password parking-viewer.',
    )
    // A login that takes as long as a real one answers after the click has returned.
    testBackend.setScenario({ ...DEFAULT_SCENARIO, latency: 'realistic' })
    await user.click(within(panel).getByRole('button', { name: 'Sign in as viewer' }))
    // The console starts again as the viewer, on the same screen, without a reload.
    // The header is drawn anew with it, so each try looks for the banner afresh.
    await waitFor(() => expect(within(banner()).getByText(/Viewer/)).toBeInTheDocument())
    expect(await dashboardReady()).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/)
    // The session is the viewer's own, as the backend issued it: its writes are refused.
    expect(JSON.parse(localStorage.getItem('authUser')!)).toMatchObject({ username: 'viewer', role: 'viewer' })
    const bump = await fetch(`${window.location.origin}/api/admin/bump-version`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` },
    })
    expect(bump.status).toBe(403)

    // The panel opens again with the console, the new role on and the focus in it.
    const reopened = await screen.findByRole('dialog', { name: 'Scenario panel' })
    expect(within(reopened).getByRole('button', { name: 'Signed in as viewer' })).toBeDisabled()
    expect(within(reopened).getByRole('button', { name: 'Sign in as admin' })).toBeEnabled()
    await waitFor(() => expect(reopened).toHaveFocus())
    const field = within(reopened).getByRole('textbox', {
      name: 'Link to this screen with this scenario, seed, clock and role',
    })
    expect(new URL((field as HTMLTextAreaElement).value).searchParams.get('role')).toBe('viewer')
    // Closed, it gives the focus back to the header's button, as always.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scenario panel' })).not.toBeInTheDocument())
    expect(within(banner()).getByRole('button', { name: 'Scenario panel' })).toHaveFocus()
  })

  it('says why when the account cannot sign in, and stays as it was', async () => {
    const control = panelControl()
    const broken = { ...control, accounts: { ...control.accounts, viewer: { username: 'viewer', password: 'wrong' } } }
    const { user, panel } = await openPanelAt('/dashboard', dashboardReady, broken)
    await user.click(within(panel).getByRole('button', { name: 'Sign in as viewer' }))
    expect(
      await within(panel).findByText('Could not sign in as viewer: Invalid username or password'),
    ).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Signed in as admin' })).toBeDisabled()
    expect(JSON.parse(localStorage.getItem('authUser')!)).toMatchObject({ username: 'admin' })
  })
})

describe('recent calls', () => {
  it('lists the latest calls, newest first, each with its status, time and how it reached the backend', async () => {
    const log = recentCallLog()
    const sentAt = Date.parse('2026-06-01T10:00:00Z')
    log.add({ method: 'POST', path: '/api/auth/login', status: 200, sentAt, ms: 41, way: 'backend worker' })
    log.add({ method: 'GET', path: '/api/analytics/dashboard', status: 503, sentAt, ms: 7, way: 'backend worker' })
    const control = scenarioControl(testBackend, () => {}, {
      panel: () => import('@/app/ScenarioPanel'),
      recentCalls: log,
    })
    const { panel } = await openPanelAt(
      '/parking-lots',
      () => screen.findByRole('table', { name: 'Parking lots' }),
      control,
    )
    const recent = within(panel).getByRole('list', { name: 'Recent calls, newest first' })
    const time = formatTime(sentAt)
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `GET /api/analytics/dashboard503 in 7\u00a0ms, at ${time}, straight to the backend's worker`,
      `POST /api/auth/login200 in 41\u00a0ms, at ${time}, straight to the backend's worker`,
    ])

    act(() =>
      log.add({ method: 'GET', path: '/api/parking-lots?page=2', status: null, sentAt, ms: 3, way: 'service worker' }),
    )
    // toHaveTextContent reads the no-break space before 'ms' as a space.
    expect(within(recent).getAllByRole('listitem')[0]).toHaveTextContent(
      `GET /api/parking-lots?page=2no answer in 3 ms, at ${time}, through the service worker`,
    )
  })
})
