import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { DEFAULT_SCENARIO } from '@mocks/scenarios'
import { getDataVersion, getLiveDataControls, toggleLiveData } from '@/api/liveData'
import type { LiveDataControl, LiveDataControlsResponse } from '@/api/types'
import { SCREENS } from '@/app/screens'
import { recordCalls, signIn, testBackend, testServer } from '../support/mockBackend'
import { cardOf, cells } from '../support/queries'
import { renderApp } from '../support/renderApp'
import { untilShown } from '../support/untilShown'
import { wcagViolations } from '../support/axe'

// The Live Data Controls screen against the seeded simulated backend (1,500 lots): the
// cards and rows equal to what the server answers, the thresholds' words at their edges,
// the banner, the toggle, the version bump, every failure text, the list's view in the URL
// and the polling.

const origin = window.location.origin
const CONTROLS = '/api/v1/lots/admin/live-data-controls'
const VERSION = '/api/v1/parking-lots/version'
const METRICS = '/api/v1/lots/admin/live-data-metrics/update'
const BUMP = '/api/admin/bump-version'
const ROUTE = '/live-data-controls'
// The list searched down to nine lots (OSL-0001 to OSL-0009), for the tests about something
// other than the list: a fifth of the rows to render, and to query on each try of a wait.
const NINE_LOTS = `${ROUTE}?search=OSL-000`

// Pays for compiling the screen (loaded, so it renders without suspending) and for the
// backend's world under the hook timeout.
beforeAll(async () => {
  await SCREENS.find((screen) => screen.path === ROUTE)!.page!.preload()
  await signIn()
  await Promise.all([getLiveDataControls(), getDataVersion()])
}, 60_000)

const calls = recordCalls('/api/')
const callsTo = (path: string) => calls.filter((call) => call.path === path).length
const toggleCalls = () => calls.filter((call) => call.path.endsWith('/toggle'))

// The tests ask the server themselves too, before the screen is open.
beforeEach(async () => {
  await signIn()
})

afterEach(() => {
  vi.useRealTimers()
  testBackend.setScenario(DEFAULT_SCENARIO)
})

/** Puts the seeded world back after a test that toggled, bumped or recomputed. */
function resetBackendAfterwards() {
  onTestFinished(() => testBackend.reset())
}

/**
 * Fakes setTimeout alone: fake time then stands still unless the test moves it. Testing
 * Library's findBy/waitFor need setTimeout, so under it the test waits with untilShown.
 */
function freezeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
}

function renderScreen(route = ROUTE) {
  renderApp(route)
}

async function open(route = ROUTE) {
  renderScreen(route)
  return screen.findByRole('table', { name: 'Live data controls' })
}

/** The screen under frozen timeouts: waits for its table without setTimeout. */
async function openFrozen(route = ROUTE) {
  freezeTimeouts()
  renderScreen(route)
  await untilShown(() => expect(screen.getByRole('table', { name: 'Live data controls' })).toBeInTheDocument())
}

/** The live region holding the message's toast; a success is a status, a failure an alert. */
function liveRegionOf(text: string) {
  return screen.getByText(text).closest<HTMLElement>('[role]')
}

/** The message `text`, found by its text, in its live region, which it returns; a success is a status, a failure an alert. */
async function banner(text: string, role: 'status' | 'alert' = 'status') {
  await screen.findByText(text)
  const region = liveRegionOf(text)
  expect(region).toHaveAttribute('role', role)
  return region!
}

const urlQuery = () => Object.fromEntries(new URLSearchParams(screen.getByTestId('location-search').textContent ?? ''))

function bodyRows(): HTMLTableRowElement[] {
  return [...(screen.getByRole('table', { name: 'Live data controls' }) as HTMLTableElement).tBodies[0]!.rows]
}

/** A row's cells after its selection box: lot id, location, status, time, changes, max change, data points, button. */
const dataCells = (row: HTMLTableRowElement) => [...row.cells].slice(1)

/** Lot id, location, status, changes, max change, data points, button; the time as its datetime. */
function rowTexts(row: HTMLTableRowElement): string[] {
  const cells = dataCells(row)
  return [
    ...[0, 1, 2, 4, 5, 6, 7].map((index) => cells[index]!.textContent ?? ''),
    cells[3]!.querySelector('time')?.getAttribute('datetime') ?? '',
  ]
}

const NAMES: Record<string, string> = {
  'OSL-0001': 'Oslo Central Station',
  'OSL-0002': 'Aker Brygge',
  'OSL-0003': 'Tjuvholmen',
  'OSL-0010': 'Bislett',
  'OSL-0025': 'Skøyen',
}

/** A toggle's message: 'Live data disabled for OSL-0010 (Bislett).', a lot without a name without one. */
const toggledText = (lotId: string, enabledNow: boolean) =>
  `Live data ${enabledNow ? 'enabled' : 'disabled'} for ${lotId}${NAMES[lotId] ? ` (${NAMES[lotId]})` : ''}.`
const changesWord = (changes: number) => (changes === 0 ? 'None' : changes > 10 ? 'Busy' : 'Quiet')
const maxWord = (percent: number) => (percent > 50 ? 'Extreme' : percent > 20 ? 'Large' : 'Normal')
const statusOf = (control: LiveDataControl) =>
  !control.isEnabled ? 'Disabled' : control.occupancyChangesLastHour > 0 ? 'Active' : 'Static'

/** What a row should show for a control; names only for the few lots checked by name. */
function expectedTexts(control: LiveDataControl): string[] {
  const name = NAMES[control.lotId] ?? (Number(control.lotId.slice(4)) > 25 ? 'Unknown Location' : expect.any(String))
  return [
    control.lotId,
    name,
    statusOf(control),
    `${control.occupancyChangesLastHour}${changesWord(control.occupancyChangesLastHour)}`,
    `${control.maxChangeLastHour.toFixed(1)}%${maxWord(control.maxChangeLastHour)}`,
    control.dataPointsLastHour.toLocaleString('en-US'),
    control.isEnabled ? 'Disable' : 'Enable',
    control.lastUpdated,
  ] as string[]
}

async function expectRows(controls: LiveDataControl[]) {
  await waitFor(() => expect(bodyRows().map(rowTexts)).toEqual(controls.map(expectedTexts)))
}

/** The figure on a card, and its exact value on hover. */
function card(title: string) {
  return within(cardOf(document.body, title)).getByTestId('stat-value')
}

const pagination = () => screen.getByRole('navigation', { name: 'Pagination, bottom' })
const byLotId = (a: LiveDataControl, b: LiveDataControl) => (a.lotId < b.lotId ? -1 : 1)

describe('Live Data Controls: what it shows', () => {
  it("shows the server's summary and counts on the cards, and its first 50 lots by lot id", async () => {
    const answer = await getLiveDataControls()
    await open()
    const { controls, summary } = answer.data
    const enabled = controls.filter((control) => control.isEnabled)
    const staticCount = enabled.filter((control) => control.occupancyChangesLastHour === 0).length
    expect(staticCount).toBeGreaterThan(0)
    expect(card('Total Lots')).toHaveAttribute('title', summary.total.toLocaleString('en-US'))
    // Lots are switched one by one: the exact count shows on the card beside the short one.
    expect(card('Total Lots')).toHaveTextContent(/^1\.5K \(1,500\)$/)
    expect(card('Enabled Lots')).toHaveTextContent(`(${summary.enabled.toLocaleString('en-US')})`)
    expect(card('Enabled Lots')).toHaveAttribute('title', summary.enabled.toLocaleString('en-US'))
    expect(card('Disabled Lots')).toHaveAttribute('title', summary.disabled.toLocaleString('en-US'))
    expect(card('Static Lots')).toHaveAttribute('title', staticCount.toLocaleString('en-US'))
    expect(card('Active Lots')).toHaveAttribute('title', (enabled.length - staticCount).toLocaleString('en-US'))

    await expectRows([...controls].sort(byLotId).slice(0, 50))
    expect(dataCells(bodyRows()[0]!)[1]).toHaveTextContent('Oslo Central Station')
    // The lot id opens the Parking Lots list searched by it, where that lot is.
    expect(within(dataCells(bodyRows()[0]!)[0]!).getByRole('link', { name: 'OSL-0001' })).toHaveAttribute(
      'href',
      '/parking-lots?search=OSL-0001',
    )
    expect(pagination()).toHaveTextContent('1,500 lots')
    expect(pagination()).toHaveTextContent('Page 1 of 30')
    expect(screen.getByRole('heading', { level: 1, name: 'Live Data Controls' })).toBeInTheDocument()
    // The time of the answer shown: the one fetched here, or a later one.
    const lastUpdated = within(screen.getByText(/^Last updated/))
      .getByRole('time')
      .getAttribute('datetime')!
    expect(Date.parse(lastUpdated)).toBeGreaterThanOrEqual(Date.parse(answer.timestamp))
    expect(Date.now() - Date.parse(lastUpdated)).toBeLessThan(60_000)
    expect(screen.getByRole('heading', { name: 'Data Interpretation Guide' })).toBeInTheDocument()
    expect(screen.getByText(/likely a broken sensor/)).toBeInTheDocument()
  })

  it('words changes/hour and max change at the edges of their thresholds, in their colours', async () => {
    const control = (lotId: string, isEnabled: boolean, changes: number, max: number): LiveDataControl => ({
      lotId,
      isEnabled,
      lastUpdated: new Date().toISOString(),
      occupancyChangesLastHour: changes,
      maxChangeLastHour: max,
      dataPointsLastHour: 12,
    })
    const controls = [
      control('OSL-0001', true, 0, 0),
      control('OSL-0002', true, 1, 20),
      control('OSL-0003', true, 10, 20.1),
      control('OSL-0004', true, 11, 50),
      control('OSL-0005', true, 12, 50.1),
      control('OSL-9999', false, 0, 0),
    ]
    const answer: LiveDataControlsResponse = {
      data: { controls, summary: { total: 6, enabled: 5, disabled: 1 } },
      timestamp: new Date().toISOString(),
    }
    testServer.use(http.get(`${origin}${CONTROLS}`, () => HttpResponse.json(answer)))
    await open()
    const shown = bodyRows().map((row) => dataCells(row).map((cell) => cell.textContent))
    expect(shown.map((cells) => [cells[0], cells[1], cells[2], cells[4], cells[5], cells[7]])).toEqual([
      ['OSL-0001', 'Oslo Central Station', 'Static', '0None', '0.0%Normal', 'Disable'],
      ['OSL-0002', 'Aker Brygge', 'Active', '1Quiet', '20.0%Normal', 'Disable'],
      ['OSL-0003', 'Tjuvholmen', 'Active', '10Quiet', '20.1%Large', 'Disable'],
      ['OSL-0004', 'Karl Johans gate', 'Active', '11Busy', '50.0%Large', 'Disable'],
      ['OSL-0005', 'Stortinget', 'Active', '12Busy', '50.1%Extreme', 'Disable'],
      ['OSL-9999', 'Unknown Location', 'Disabled', '0None', '0.0%Normal', 'Enable'],
    ])
    // The figure's own colour, beside its label in words.
    const colour = (row: number, cell: number) =>
      within(cells(bodyRows()[row]!)[cell + 1]!).getByText(/^[\d.]+%?$/).className
    expect([0, 1, 3].map((row) => colour(row, 4))).toEqual([
      'fw-semibold text-warning-emphasis',
      'fw-semibold text-info-emphasis',
      'fw-semibold text-success-emphasis',
    ])
    expect([1, 2, 4].map((row) => colour(row, 5))).toEqual([
      'fw-semibold text-success-emphasis',
      'fw-semibold text-warning-emphasis',
      'fw-semibold text-danger-emphasis',
    ])
    expect(card('Total Lots')).toHaveTextContent('6')
    expect(card('Enabled Lots')).toHaveTextContent('5')
    expect(card('Disabled Lots')).toHaveTextContent('1')
    expect(card('Static Lots')).toHaveTextContent('1')
    expect(card('Active Lots')).toHaveTextContent('4')
    // One page: no pagination control.
    expect(screen.queryAllByRole('navigation', { name: /^Pagination/ })).toEqual([])
  })

  it("shows 'Error Loading Live Data Controls' with the message, and Retry loads the lots", async () => {
    testServer.use(http.get(`${origin}${CONTROLS}`, () => HttpResponse.json({ message: 'down' }, { status: 404 })))
    renderScreen()
    expect(await screen.findByRole('heading', { name: 'Error Loading Live Data Controls' })).toBeInTheDocument()
    expect(screen.getByText('API call failed: 404 Not Found')).toBeInTheDocument()
    testServer.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('table', { name: 'Live data controls' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Error Loading Live Data Controls' })).not.toBeInTheDocument()
  })
})

describe('Live Data Controls: actions', () => {
  it("refreshes the metrics: 'Updating...' and disabled meanwhile, then the lots again and the server's message", async () => {
    resetBackendAfterwards()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    testServer.use(
      http.post(`${origin}${METRICS}`, async () => {
        await held
        return undefined
      }),
    )
    await open(NINE_LOTS)
    const before = callsTo(CONTROLS)
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Metrics' }))
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled()
    release()
    await banner('Live data metrics recomputed for 1500 lots')
    expect(callsTo(CONTROLS)).toBe(before + 1)
    expect(screen.getByRole('button', { name: 'Refresh Metrics' })).toBeEnabled()
  })

  it('hides the banner after 5 s, and not before', async () => {
    resetBackendAfterwards()
    await openFrozen(NINE_LOTS)
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Metrics' }))
    await untilShown(() => expect(screen.getByText('Live data metrics recomputed for 1500 lots')).toBeInTheDocument())
    await act(() => vi.advanceTimersByTimeAsync(4_999))
    expect(screen.getByText('Live data metrics recomputed for 1500 lots')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.queryByText('Live data metrics recomputed for 1500 lots')).not.toBeInTheDocument()
  })

  it('closes the banner on its ×', async () => {
    resetBackendAfterwards()
    await open(NINE_LOTS)
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Metrics' }))
    const shown = await banner('Live data metrics recomputed for 1500 lots')
    await userEvent.click(within(shown).getByRole('button', { name: 'Close message' }))
    expect(screen.queryByText('Live data metrics recomputed for 1500 lots')).not.toBeInTheDocument()
  })

  it('bumps the version: the new one at once with age zero, asked again 1 s later', async () => {
    resetBackendAfterwards()
    const { version } = (await getDataVersion()).data
    await openFrozen(NINE_LOTS)
    const shownVersion = () => screen.getByTestId('current-version')
    await untilShown(() => expect(shownVersion()).toHaveTextContent(String(version)))
    const asked = callsTo(VERSION)
    fireEvent.click(screen.getByRole('button', { name: 'Update Version' }))
    fireEvent.click(screen.getByRole('button', { name: `Update to version ${version + 1}` }))
    const message = `Version updated to ${version + 1}. Apps will download the updated parking lot data on their next version check.`
    await untilShown(() => expect(liveRegionOf(message)).toHaveAttribute('role', 'status'))
    expect(shownVersion()).toHaveTextContent(String(version + 1))
    expect(screen.getByTestId('version-last-modified')).toHaveTextContent('Just now')
    expect(screen.getByTestId('version-last-modified')).toHaveTextContent('(age 0d 0h 0m)')
    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(callsTo(VERSION)).toBe(asked)
    await act(() => vi.advanceTimersByTimeAsync(1))
    await untilShown(() => expect(callsTo(VERSION)).toBe(asked + 1))
    expect(shownVersion()).toHaveTextContent(String(version + 1))
  })

  it("toggles a lot once on a double click: 'Toggling...', then the list again and the lot's new status", async () => {
    resetBackendAfterwards()
    const lot = (await getLiveDataControls()).data.controls.find((control) => control.lotId === 'OSL-0002')!
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    testServer.use(
      http.post(`${origin}${CONTROLS}/:lotId/toggle`, async () => {
        await held
        return undefined
      }),
    )
    await open(NINE_LOTS)
    const row = () => bodyRows().find((candidate) => candidate.cells[1]!.textContent === 'OSL-0002')!
    const action = lot.isEnabled ? 'Disable' : 'Enable'
    await userEvent.dblClick(within(row()).getByRole('button', { name: `${action} OSL-0002` }))
    const busy = within(row()).getByRole('button', { name: 'Toggling OSL-0002' })
    expect(busy).toHaveTextContent('Toggling...')
    expect(busy).toBeDisabled()
    const listed = callsTo(CONTROLS)
    release()
    await banner(toggledText('OSL-0002', !lot.isEnabled))
    expect(toggleCalls()).toHaveLength(1)
    expect(callsTo(CONTROLS)).toBe(listed + 1)
    const after = { ...lot, isEnabled: !lot.isEnabled }
    expect(row().cells[3]).toHaveTextContent(after.isEnabled ? /Active|Static/ : 'Disabled')
    expect(
      within(row()).getByRole('button', { name: `${lot.isEnabled ? 'Enable' : 'Disable'} OSL-0002` }),
    ).toBeEnabled()
  })

  it("shows a toggle's result over the page, in a live region that was there before it, without taking focus", async () => {
    resetBackendAfterwards()
    const lot = (await getLiveDataControls()).data.controls.find((control) => control.lotId === 'OSL-0003')!
    await open(NINE_LOTS)
    // Fixed to the window, not in the page's flow: the table does not move when it shows.
    // eslint-disable-next-line testing-library/no-node-access -- the toasts' place has no role to find it by; where it sits is what this checks
    const messages = document.querySelector<HTMLElement>('.toast-container.position-fixed')!
    const polite = within(messages).getByRole('status')
    expect(polite).toBeEmptyDOMElement()
    const button = within(bodyRows().find((row) => row.cells[1]!.textContent === 'OSL-0003')!).getByRole('button', {
      name: `${lot.isEnabled ? 'Disable' : 'Enable'} OSL-0003`,
    })
    await userEvent.click(button)
    const text = toggledText('OSL-0003', !lot.isEnabled)
    expect(await within(polite).findByText(text)).toBeVisible()
    // eslint-disable-next-line testing-library/no-node-access -- where the focus is, is what this checks
    expect(messages).not.toContainElement(document.activeElement as HTMLElement)
  })

  it('toggles several lots at once, each busy until its own answer, also a row past the first frame of a new list', async () => {
    resetBackendAfterwards()
    const { controls } = (await getLiveDataControls()).data
    const news = (lotId: string) => toggledText(lotId, !controls.find((control) => control.lotId === lotId)!.isEnabled)
    const answers = new Map<string, () => void>()
    testServer.use(
      http.post(`${origin}${CONTROLS}/:lotId/toggle`, async ({ params }) => {
        await new Promise<void>((resolve) => answers.set(String(params.lotId), resolve))
        return undefined
      }),
    )
    await open()
    const button = (lotId: string) =>
      within(bodyRows().find((row) => row.cells[1]!.textContent === lotId)!).getByRole('button', {
        name: new RegExp(`${lotId}$`),
      })
    await userEvent.click(button('OSL-0001'))
    await userEvent.click(button('OSL-0040'))
    await waitFor(() => expect(answers.size).toBe(2))
    expect(button('OSL-0001')).toHaveTextContent('Toggling...')

    answers.get('OSL-0001')!()
    await banner(news('OSL-0001'))
    expect(button('OSL-0001')).toBeEnabled()
    // The list fetched again is drawn in two frames; the busy lot stays busy through both.
    await waitFor(() => expect(bodyRows()).toHaveLength(50))
    expect(button('OSL-0040')).toHaveTextContent('Toggling...')
    expect(button('OSL-0040')).toBeDisabled()

    answers.get('OSL-0040')!()
    await banner(news('OSL-0040'))
    await waitFor(() => expect(button('OSL-0040')).toBeEnabled())
    expect(toggleCalls()).toHaveLength(2)
  })
})

describe('Live Data Controls: failure banners', () => {
  const failing = (method: 'get' | 'post', path: string, status: number) =>
    testServer.use(http[method](`${origin}${path}`, () => HttpResponse.json({ message: 'no' }, { status })))

  it('says why a toggle failed', async () => {
    failing('post', `${CONTROLS}/:lotId/toggle`, 503)
    await open(NINE_LOTS)
    await userEvent.click(within(bodyRows()[0]!).getByRole('button', { name: /OSL-0001$/ }))
    await banner('Failed to toggle lot OSL-0001: Toggle failed: 503 Service Unavailable', 'alert')
    expect(within(bodyRows()[0]!).getByRole('button', { name: /OSL-0001$/ })).toBeEnabled()
  })

  it('says why the metrics update failed', async () => {
    failing('post', METRICS, 502)
    await open(NINE_LOTS)
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Metrics' }))
    await banner('Failed to update metrics: Update metrics failed: 502 Bad Gateway', 'alert')
  })

  it('says why the version update failed, and keeps the version shown', async () => {
    const { version } = (await getDataVersion()).data
    failing('post', BUMP, 409)
    await open(NINE_LOTS)
    await userEvent.click(await screen.findByRole('button', { name: 'Update Version' }))
    await userEvent.click(screen.getByRole('button', { name: `Update to version ${version + 1}` }))
    await banner('Failed to update version: Force version update failed: 409 Conflict', 'alert')
    expect(screen.getByTestId('current-version')).toHaveTextContent(String(version))
  })

  it('says why the version could not be loaded', async () => {
    failing('get', VERSION, 404)
    await open(NINE_LOTS)
    expect(
      await screen.findByText('Failed to load version information: API call failed: 404 Not Found'),
    ).toBeInTheDocument()
  })
})

describe('Live Data Controls: the list', () => {
  it('filters by status, searches by lot id or name, and keeps both in the URL', async () => {
    const { controls } = (await getLiveDataControls()).data
    const sorted = [...controls].sort(byLotId)
    await open()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Static')
    const statics = sorted.filter((control) => statusOf(control) === 'Static')
    await expectRows(statics.slice(0, 50))
    expect(urlQuery()).toEqual({ status: 'static' })

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search lots' }), 'aker brygge{Enter}')
    expect(urlQuery()).toEqual({ status: 'static', search: 'aker brygge' })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All')
    await expectRows(sorted.filter((control) => control.lotId === 'OSL-0002'))
    expect(urlQuery()).toEqual({ search: 'aker brygge' })

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search lots' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search lots' }), 'OSL-010{Enter}')
    await expectRows(sorted.filter((control) => control.lotId.startsWith('OSL-010')))
    expect(urlQuery()).toEqual({ search: 'OSL-010' })
  })

  it('sorts by a column both ways, pages and sizes, each in the URL', async () => {
    const { controls } = (await getLiveDataControls()).data
    const byChanges = [...controls].sort(
      (a, b) => a.occupancyChangesLastHour - b.occupancyChangesLastHour || byLotId(a, b),
    )
    await open()
    await userEvent.click(screen.getByRole('button', { name: /^Changes\/Hour/ }))
    await expectRows(byChanges.slice(0, 50))
    expect(screen.getByRole('columnheader', { name: /^Changes\/Hour/ })).toHaveAttribute('aria-sort', 'ascending')
    expect(urlQuery()).toEqual({ sortBy: 'changes' })

    await userEvent.click(screen.getByRole('button', { name: /^Changes\/Hour/ }))
    const descending = [...controls].sort(
      (a, b) => b.occupancyChangesLastHour - a.occupancyChangesLastHour || byLotId(a, b),
    )
    await expectRows(descending.slice(0, 50))
    expect(urlQuery()).toEqual({ sortBy: 'changes', sortOrder: 'desc' })

    await userEvent.click(within(pagination()).getByRole('button', { name: 'Next' }))
    await expectRows(descending.slice(50, 100))
    expect(pagination()).toHaveTextContent('Page 2 of 30')
    expect(urlQuery()).toEqual({ sortBy: 'changes', sortOrder: 'desc', page: '2' })

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25')
    await expectRows(descending.slice(0, 25))
    expect(urlQuery()).toEqual({ sortBy: 'changes', sortOrder: 'desc', limit: '25' })
  })

  it('shows the view a link names', async () => {
    const { controls } = (await getLiveDataControls()).data
    const active = controls
      .filter((control) => statusOf(control) === 'Active')
      .sort((a, b) => b.maxChangeLastHour - a.maxChangeLastHour || byLotId(a, b))
    await open(`${ROUTE}?status=active&sortBy=maxChange&sortOrder=desc&page=2&limit=25`)
    await expectRows(active.slice(25, 50))
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active')
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25')
    expect(screen.getByRole('columnheader', { name: /^Max Change %/ })).toHaveAttribute('aria-sort', 'descending')
    expect(pagination()).toHaveTextContent(`Page 2 of ${Math.ceil(active.length / 25)}`)
  })
})

describe('Live Data Controls: polling', () => {
  it('asks for the lots every 30 s and for the version every 60 s', async () => {
    await openFrozen(NINE_LOTS)
    await untilShown(() => expect(callsTo(VERSION)).toBe(1))
    expect(callsTo(CONTROLS)).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(29_999))
    expect(callsTo(CONTROLS)).toBe(1)
    const answered = () =>
      within(screen.getByText(/^Last updated/))
        .getByRole('time')
        .getAttribute('datetime')
    const first = answered()
    await act(() => vi.advanceTimersByTimeAsync(1))
    await untilShown(() => expect(callsTo(CONTROLS)).toBe(2))
    expect(callsTo(VERSION)).toBe(1)
    // The next 30 s start once this answer is in (shown with its own time).
    await untilShown(() => expect(answered()).not.toBe(first))
    await act(() => vi.advanceTimersByTimeAsync(30_000))
    await untilShown(() => expect(callsTo(VERSION)).toBe(2))
    await untilShown(() => expect(callsTo(CONTROLS)).toBe(3))
  })
})

describe('Live Data Controls: accessibility', () => {
  it('has no WCAG 2.1 A/AA violations axe can find in jsdom, with a banner and its Undo showing', async () => {
    resetBackendAfterwards()
    const lot = (await getLiveDataControls()).data.controls.find((control) => control.lotId === 'OSL-0001')!
    // A page of 25: axe in jsdom takes seconds over 50 rows of boxes, links and buttons.
    await open(`${ROUTE}?limit=25`)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select OSL-0001' }))
    await userEvent.click(screen.getByRole('button', { name: /OSL-0001$/ }))
    const shown = await banner(toggledText('OSL-0001', !lot.isEnabled))
    expect(within(shown).getByRole('button', { name: 'Undo' })).toBeInTheDocument()
    await screen.findByTestId('current-version')
    const page = screen.getByRole('main')
    expect(await wcagViolations(page)).toEqual([])
  })
})

describe('Live Data Controls: undo and confirmation', () => {
  const rowOf = (lotId: string) => bodyRows().find((row) => row.cells[1]!.textContent === lotId)!

  it('offers Undo on a toggle: by keyboard, one inverse toggle, the row back, the focus kept in the message', async () => {
    resetBackendAfterwards()
    const lot = (await getLiveDataControls()).data.controls.find((control) => control.lotId === 'OSL-0010')!
    const statusBefore = statusOf(lot)
    await open(`${ROUTE}?search=OSL-0010`)
    await userEvent.click(within(rowOf('OSL-0010')).getByRole('button', { name: /OSL-0010$/ }))
    const shown = await banner(toggledText('OSL-0010', !lot.isEnabled))
    await waitFor(() => expect(rowOf('OSL-0010').cells[3]).not.toHaveTextContent(statusBefore))
    expect(toggleCalls()).toHaveLength(1)

    // The message sits right after the page's first controls: Tab from Refresh Metrics reaches Undo.
    screen.getByRole('button', { name: 'Refresh Metrics' }).focus()
    await userEvent.tab()
    expect(within(shown).getByRole('button', { name: 'Undo' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const undone = await banner(`Live data for OSL-0010 ${lot.isEnabled ? 'enabled' : 'disabled'} again.`)
    expect(toggleCalls()).toHaveLength(2)
    expect(within(undone).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
    // The Undo pressed is gone; the focus stays in the message, on its close button.
    expect(within(undone).getByRole('button', { name: 'Close message' })).toHaveFocus()
    await waitFor(() => expect(rowOf('OSL-0010').cells[3]).toHaveTextContent(statusBefore))
    const after = (await getLiveDataControls()).data.controls.find((control) => control.lotId === 'OSL-0010')!
    expect(after.isEnabled).toBe(lot.isEnabled)
  })

  it('keeps an Undo 10 s, and stops its time while the focus is in the message', async () => {
    resetBackendAfterwards()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    renderScreen(`${ROUTE}?search=OSL-0010`)
    await untilShown(() => expect(screen.getByRole('table', { name: 'Live data controls' })).toBeInTheDocument())
    fireEvent.click(within(rowOf('OSL-0010')).getByRole('button', { name: /OSL-0010$/ }))
    const undo = () => screen.getByRole('button', { name: 'Undo' })
    await untilShown(() => expect(undo()).toBeInTheDocument())
    await act(() => vi.advanceTimersByTimeAsync(9_000))
    expect(undo()).toBeInTheDocument()
    act(() => undo().focus())
    await act(() => vi.advanceTimersByTimeAsync(30_000))
    expect(undo()).toBeInTheDocument()
    act(() => screen.getByRole('button', { name: 'Refresh Metrics' }).focus())
    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(undo()).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
    expect(toggleCalls()).toHaveLength(1)
  })

  it('asks before a version bump: nothing is sent on Cancel, the bump only on its yes', async () => {
    resetBackendAfterwards()
    const { version } = (await getDataVersion()).data
    await open(NINE_LOTS)
    await screen.findByTestId('current-version')
    await userEvent.click(screen.getByRole('button', { name: 'Update Version' }))
    const dialog = await screen.findByRole('dialog', { name: 'Update the data version?' })
    expect(dialog).toHaveTextContent(
      `Every app will download the lot data again. Current version ${version} → ${version + 1}`,
    )
    expect(dialog).toHaveTextContent('cannot be undone')
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(callsTo(BUMP)).toBe(0)
    expect(screen.getByRole('button', { name: 'Update Version' })).toHaveFocus()

    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(callsTo(BUMP)).toBe(0)

    await userEvent.click(screen.getByRole('button', { name: 'Update Version' }))
    await userEvent.click(await screen.findByRole('button', { name: `Update to version ${version + 1}` }))
    await banner(
      `Version updated to ${version + 1}. Apps will download the updated parking lot data on their next version check.`,
    )
    expect(callsTo(BUMP)).toBe(1)
    expect((await getDataVersion()).data.version).toBe(version + 1)
  })
})

describe('Live Data Controls: many lots at once', () => {
  const TOGGLE = `${origin}${CONTROLS}/:lotId/toggle`
  /** The bar's count of the lots selected. */
  const bulkBar = () => screen.getByText(/^(No lots|[\d,]+ lots?) selected$/)
  const reportText = () => screen.getByRole('region', { name: 'Bulk report' })
  const enabledById = async () =>
    new Map((await getLiveDataControls()).data.controls.map((control) => [control.lotId, control.isEnabled]))

  /** Holds every toggle until `release`; each then goes on to the simulated backend. */
  function holdToggles() {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    testServer.use(
      http.post(TOGGLE, async () => {
        await held
        return undefined
      }),
    )
    return () => release()
  }

  /** The confirmation has closed, as a person sees it go before reaching the run's own Cancel. */
  const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

  it('disables every static lot: all matching across pages, the count asked, progress, one refresh, the report, and Undo', async () => {
    resetBackendAfterwards()
    const before = await enabledById()
    const statics = (await getLiveDataControls()).data.controls.filter((control) => statusOf(control) === 'Static')
    expect(statics.length).toBeGreaterThan(50)
    const count = statics.length
    await open(`${ROUTE}?status=static`)
    expect(bulkBar()).toHaveTextContent('No lots selected')
    expect(screen.getByRole('button', { name: 'Disable live data' })).toBeDisabled()

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all 50 shown' }))
    expect(bulkBar()).toHaveTextContent('50 lots selected')
    await userEvent.click(screen.getByRole('button', { name: `Select all ${count} matching the filter` }))
    expect(bulkBar()).toHaveTextContent(`${count} lots selected`)
    expect(screen.queryByRole('button', { name: /^Select all \d+ matching/ })).not.toBeInTheDocument()
    await userEvent.click(within(pagination()).getByRole('button', { name: 'Next' }))
    const secondPageLot = statics.map((control) => control.lotId).sort()[50]!
    await waitFor(() => expect(screen.getByRole('checkbox', { name: `Select ${secondPageLot}` })).toBeChecked())

    const release = holdToggles()
    await userEvent.click(screen.getByRole('button', { name: 'Disable live data' }))
    const dialog = await screen.findByRole('dialog', { name: `Disable live data for ${count} lots?` })
    expect(toggleCalls()).toHaveLength(0)
    const listed = callsTo(CONTROLS)
    await userEvent.click(within(dialog).getByRole('button', { name: `Disable ${count} lots` }))
    const progress = await screen.findByRole('progressbar', { name: `Disabling 0 of ${count}…` })
    expect(progress).toBeInTheDocument()
    // A few at a time: four toggles under way, the others waiting.
    await waitFor(() => expect(toggleCalls()).toHaveLength(4))
    await dialogClosed()
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    release()
    await waitFor(() => expect(reportText()).toHaveTextContent(`Disable live data: ${count} done.`))
    expect(within(reportText()).getByRole('status')).toHaveTextContent(`Disable live data: ${count} done.`)
    expect(toggleCalls()).toHaveLength(count)
    // Once, at the end.
    expect(callsTo(CONTROLS)).toBe(listed + 1)
    expect(card('Static Lots')).toHaveAttribute('title', '0')
    const disabledAfter = (await getLiveDataControls()).data.summary.disabled
    expect(card('Disabled Lots')).toHaveAttribute('title', disabledAfter.toLocaleString('en-US'))
    expect(screen.getByText('No lots found')).toBeInTheDocument()

    const listedBeforeUndo = callsTo(CONTROLS)
    await userEvent.click(within(reportText()).getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(reportText()).toHaveTextContent(`Enable live data (undo): ${count} done.`))
    expect(toggleCalls()).toHaveLength(2 * count)
    expect(callsTo(CONTROLS)).toBe(listedBeforeUndo + 1)
    expect(await enabledById()).toEqual(before)
    expect(card('Static Lots')).toHaveAttribute('title', count.toLocaleString('en-US'))
    expect(within(reportText()).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
  })

  it("skips lots already in the state, reports each failure with the server's message and a stale list's lot, retries the failed, and undoes exactly the changed", async () => {
    resetBackendAfterwards()
    // OSL-0002 already disabled: skipped, no request.
    const start = await enabledById()
    if (start.get('OSL-0002')) await toggleLiveData('OSL-0002')
    const nine = [...Array(9).keys()].map((index) => `OSL-000${index + 1}`)
    await open(`${ROUTE}?search=OSL-000`)
    await waitFor(() => expect(bodyRows()).toHaveLength(9))
    const shownEnabled = await enabledById()
    const skipped = nine.filter((lotId) => !shownEnabled.get(lotId))
    expect(skipped).toContain('OSL-0002')
    // Behind the screen's back: the list still shows OSL-0001 enabled, the server has it disabled.
    if (shownEnabled.get('OSL-0001')) await toggleLiveData('OSL-0001')
    const sentByTest = toggleCalls().length
    const sentByScreen = () => toggleCalls().slice(sentByTest)
    const failing = new Set(['OSL-0003', 'OSL-0005'])
    testServer.use(
      http.post(TOGGLE, ({ params }) =>
        failing.has(String(params.lotId))
          ? HttpResponse.json({ message: `Sensor of ${String(params.lotId)} is being serviced` }, { status: 409 })
          : undefined,
      ),
    )

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all 9 shown' }))
    expect(bulkBar()).toHaveTextContent('9 lots selected')
    await userEvent.click(screen.getByRole('button', { name: 'Disable live data' }))
    const dialog = await screen.findByRole('dialog', { name: 'Disable live data for 9 lots?' })
    expect(dialog).toHaveTextContent(
      `${skipped.length} ${skipped.length === 1 ? 'lot is' : 'lots are'} already disabled: no request is sent for`,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable 9 lots' }))

    const sentOnce = nine.filter((lotId) => !skipped.includes(lotId))
    const done = sentOnce.filter((lotId) => !failing.has(lotId) && lotId !== 'OSL-0001')
    await waitFor(() =>
      expect(reportText()).toHaveTextContent(
        `Disable live data: ${done.length} done, 3 failed, ${skipped.length} skipped (already disabled).`,
      ),
    )
    expect(
      sentByScreen()
        .map((call) => call.path.split('/')[6])
        .sort(),
    ).toEqual(sentOnce)
    const failures = within(reportText())
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(failures).toEqual([
      'OSL-0001: It is now enabled: the list was out of date. Retry to switch it back.',
      'OSL-0003: Sensor of OSL-0003 is being serviced',
      'OSL-0005: Sensor of OSL-0005 is being serviced',
    ])

    failing.clear()
    await userEvent.click(within(reportText()).getByRole('button', { name: 'Retry failed (3)' }))
    await waitFor(() =>
      expect(reportText()).toHaveTextContent(
        `Disable live data: ${done.length + 3} done, ${skipped.length} skipped (already disabled).`,
      ),
    )
    expect(sentByScreen()).toHaveLength(sentOnce.length + 3)
    const disabled = await enabledById()
    expect(nine.filter((lotId) => disabled.get(lotId))).toEqual([])

    await userEvent.click(within(reportText()).getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(reportText()).toHaveTextContent(`Enable live data (undo): ${done.length + 3} done.`))
    const after = await enabledById()
    expect(nine.filter((lotId) => after.get(lotId))).toEqual([...done, 'OSL-0001', 'OSL-0003', 'OSL-0005'].sort())
    expect(after.get('OSL-0002')).toBe(false)
  })

  it('keeps the selection across pages and sorts, and starts a new filter with none', async () => {
    await open()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select OSL-0001' }))
    expect(bulkBar()).toHaveTextContent('1 lot selected')
    expect(screen.getByRole('checkbox', { name: 'Select all 50 shown' })).toHaveProperty('indeterminate', true)
    await userEvent.click(within(pagination()).getByRole('button', { name: 'Next' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select OSL-0051' }))
    await userEvent.click(screen.getByRole('button', { name: /^Location/ }))
    expect(bulkBar()).toHaveTextContent('2 lots selected')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Disabled')
    expect(bulkBar()).toHaveTextContent('No lots selected')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All')
    expect(bulkBar()).toHaveTextContent('No lots selected')
    await userEvent.click(screen.getByRole('button', { name: 'Select all 1,500 matching the filter' }))
    expect(bulkBar()).toHaveTextContent('1,500 lots selected')
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }))
    expect(bulkBar()).toHaveTextContent('No lots selected')
    expect(toggleCalls()).toHaveLength(0)
  })

  it('stops asking on Cancel and reports what was done and what was not sent', async () => {
    resetBackendAfterwards()
    const enabled = await enabledById()
    await open(`${ROUTE}?search=OSL-00`)
    const matching = [...enabled.keys()].filter((lotId) => lotId.startsWith('OSL-00'))
    const toSend = matching.filter((lotId) => enabled.get(lotId))
    await userEvent.click(screen.getByRole('button', { name: `Select all ${matching.length} matching the filter` }))
    const release = holdToggles()
    await userEvent.click(screen.getByRole('button', { name: 'Disable live data' }))
    await userEvent.click(await screen.findByRole('button', { name: `Disable ${matching.length} lots` }))
    await waitFor(() => expect(toggleCalls()).toHaveLength(4))
    await dialogClosed()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Cancelling...' })).toBeDisabled()
    release()
    await waitFor(() =>
      expect(reportText()).toHaveTextContent(
        new RegExp(
          `^Disable live data, cancelled: 4 done, (\\d+ skipped \\(already disabled\\), )?${toSend.length - 4} not sent\\.`,
        ),
      ),
    )
    expect(toggleCalls()).toHaveLength(4)
    const after = await enabledById()
    expect(matching.filter((lotId) => enabled.get(lotId) !== after.get(lotId))).toEqual(toSend.slice(0, 4))
  })
})
