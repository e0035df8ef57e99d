import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, delay, http } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { DEFAULT_SCENARIO } from '@mocks/scenarios'
import { getParkingLot, getParkingLots } from '@/api/parkingLots'
import type { ParkingLot, ParkingLotsParams } from '@/api/types'
import { bodyRows as rowsOf, cells, definitionOf } from '../support/queries'
import { historyBack, renderApp } from '../support/renderApp'
import { signIn, testBackend, testServer } from '../support/mockBackend'

// The lots list and its details modal against the simulated backend (1,500 seeded lots):
// what the table shows is compared with what the server answers for the same view.

// The first render pays for compiling the page and for the backend's lot index: pay it
// here, under the hook timeout, rather than inside the first test's 5 seconds.
beforeAll(async () => {
  await import('@/features/parking-lots/ParkingLotsPage')
  await signIn()
  await getParkingLots()
})

/** Every list call the console sends, as its query parameters. */
let listCalls: Array<Record<string, string>> = []

beforeEach(() => {
  listCalls = []
  testServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (request.method === 'GET' && url.pathname === '/api/parking-lots')
      listCalls.push(Object.fromEntries(url.searchParams))
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  testServer.events.removeAllListeners()
  testBackend.setScenario(DEFAULT_SCENARIO)
})

/**
 * Fakes setTimeout for the search debounce. Testing Library waits on setTimeout too, and
 * advances fake time itself only when it sees `jest`: vitest's fake timers under that name.
 */
function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
}

/** Puts the seeded world back after a test that saved a lot. */
function resetBackendAfterwards() {
  onTestFinished(() => testBackend.reset())
}

async function openList(route = '/parking-lots') {
  await signIn()
  renderApp(route)
  return screen.findByRole('table', { name: 'Parking lots' })
}

// Rows and cells by role, without the accessibility-tree check that makes role queries over
// 200 cells slow in jsdom (tests/support/queries.ts).
function bodyRows(): HTMLElement[] {
  return rowsOf(screen.getByRole('table', { name: 'Parking lots' }))
}

/** What a row shows: lot id, name, address, type, spaces, owner. */
function rowTexts(row: HTMLElement): string[] {
  return cells(row)
    .slice(0, 6)
    .map((cell) => cell.textContent ?? '')
}

const TYPE_LABELS: Record<string, string> = {
  garage: 'Garage',
  underground: 'Underground',
  surface: 'Surface',
  street: 'Street',
  park_and_ride: 'Park & Ride',
}

/** The same six columns, as the table should show them for a lot the server sent. */
function expectedTexts(lot: ParkingLot): string[] {
  const orNA = (value: string | null | undefined) => (value?.trim() ? value : 'N/A')
  return [
    lot.lotId,
    orNA(lot.name),
    orNA(lot.address),
    (lot.parking_type && TYPE_LABELS[lot.parking_type]) || 'Unknown',
    typeof lot.spaces === 'number' ? lot.spaces.toLocaleString('en-US') : 'N/A',
    orNA(lot.owner),
  ]
}

/** The table shows exactly the lots the server answers for this view, in its order. */
async function expectRowsOf(params: ParkingLotsParams) {
  const { parkingLots } = await getParkingLots(params)
  await waitFor(() => expect(bodyRows().map(rowTexts)).toEqual(parkingLots.map(expectedTexts)))
}

/** A row's name button and detail link are named after the lot and its lotId: names repeat. */
const lotLabel = (lot: ParkingLot) => `${lot.name} (${lot.lotId})`

/** A list answer holding just `lots`, on one page. */
const onePageOf = (lots: unknown[]) => ({
  parkingLots: lots,
  pagination: { page: 1, limit: 50, total: lots.length, pages: 1, hasNext: false, hasPrev: false },
})

/** The editor's Save: 'Save', or 'Save 2 changes' once it counts them. */
const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Save( \d+ changes?)?$/ })

const searchBox = () => screen.getByRole('searchbox', { name: 'Search parking lots' })
const columnHeader = (name: string) => screen.getByRole('columnheader', { name })
const searchesSent = () => listCalls.filter((call) => call.search !== undefined).map((call) => call.search)

describe('parking lots list', () => {
  it('shows the first 50 lots by address, ascending, with the pagination control', async () => {
    const table = await openList()
    await expectRowsOf({ page: 1, limit: 50, sortBy: 'address', sortOrder: 'asc' })
    expect(listCalls[0]).toEqual({ page: '1', limit: '50', sortBy: 'address', sortOrder: 'asc' })
    expect(columnHeader('Address')).toHaveAttribute('aria-sort', 'ascending')
    expect(columnHeader('Name')).toHaveAttribute('aria-sort', 'none')
    const pagination = screen.getByRole('navigation', { name: 'Pagination, bottom' })
    expect(pagination).toHaveTextContent('1,500 parking lots')
    expect(pagination).toHaveTextContent('Page 1 of 30')
    expect(within(pagination).queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument()

    const first = (await getParkingLots({ page: 1 })).parkingLots[0]!
    expect(within(table).getAllByRole('link', { name: /^Detail page of/ })[0]).toHaveAttribute(
      'href',
      `/parking-lots/${first._id}`,
    )

    await userEvent.click(within(pagination).getByRole('button', { name: 'Next' }))
    await expectRowsOf({ page: 2 })
    expect(pagination).toHaveTextContent('Page 2 of 30')
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeInTheDocument()
  })

  it('searches 500 ms after the last keystroke, and not before', async () => {
    await openList()
    const user = fakeTimeouts()
    await user.type(searchBox(), 'Stor')
    await act(() => vi.advanceTimersByTimeAsync(400))
    await user.type(searchBox(), 'gata')
    await act(() => vi.advanceTimersByTimeAsync(499))
    expect(searchesSent()).toEqual([])

    await act(() => vi.advanceTimersByTimeAsync(1))
    await waitFor(() => expect(searchesSent()).toEqual(['Storgata']))
    vi.useRealTimers()
    await expectRowsOf({ search: 'Storgata' })
  })

  it('searches at once on Enter', async () => {
    await openList()
    const user = fakeTimeouts()
    await user.type(searchBox(), 'Grensen{Enter}')
    // A fifth of the debounce: only Enter can have sent it.
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(searchesSent()).toEqual(['Grensen'])
    vi.useRealTimers()
    await expectRowsOf({ search: 'Grensen' })
  })

  it('sorts by a column, and a second click on it reverses the order', async () => {
    await openList()
    await userEvent.click(within(columnHeader('Spaces')).getByRole('button'))
    expect(columnHeader('Spaces')).toHaveAttribute('aria-sort', 'ascending')
    expect(columnHeader('Address')).toHaveAttribute('aria-sort', 'none')
    await expectRowsOf({ sortBy: 'spaces', sortOrder: 'asc' })

    await userEvent.click(within(columnHeader('Spaces')).getByRole('button'))
    expect(columnHeader('Spaces')).toHaveAttribute('aria-sort', 'descending')
    await expectRowsOf({ sortBy: 'spaces', sortOrder: 'desc' })

    await userEvent.click(within(columnHeader('Name')).getByRole('button'))
    expect(columnHeader('Name')).toHaveAttribute('aria-sort', 'ascending')
    await expectRowsOf({ sortBy: 'name', sortOrder: 'asc' })
  })

  it('goes back to page 1 when the sort, the page size or the search changes', async () => {
    const pagination = () => screen.getByRole('navigation', { name: 'Pagination, bottom' })
    await openList('/parking-lots?page=3')
    await waitFor(() => expect(pagination()).toHaveTextContent('Page 3 of 30'))

    await userEvent.click(within(columnHeader('Owner')).getByRole('button'))
    await waitFor(() => expect(pagination()).toHaveTextContent('Page 1 of 30'))
    expect(listCalls.at(-1)).toMatchObject({ page: '1', sortBy: 'owner' })

    await userEvent.click(within(pagination()).getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(pagination()).toHaveTextContent('Page 2 of 30'))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25')
    await waitFor(() => expect(pagination()).toHaveTextContent('Page 1 of 60'))
    // A new answer's first rows come a frame before the rest (useFirstRowsFirst).
    await waitFor(() => expect(bodyRows()).toHaveLength(25))

    await userEvent.click(within(pagination()).getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(pagination()).toHaveTextContent('Page 2 of 60'))
    await userEvent.type(searchBox(), 'gate{Enter}')
    await waitFor(() =>
      expect(listCalls.at(-1)).toEqual({ page: '1', limit: '25', sortBy: 'owner', sortOrder: 'asc', search: 'gate' }),
    )
    await waitFor(() => expect(pagination()).toHaveTextContent(/^[\d,]+ parking lots.*Page 1 of \d+/))
  })

  it('restores the whole view from the URL', async () => {
    await openList('/parking-lots?search=Storgata&sortBy=spaces&sortOrder=desc&page=2&limit=25')
    const view = { search: 'Storgata', sortBy: 'spaces', sortOrder: 'desc', page: 2, limit: 25 } as const
    await expectRowsOf(view)
    const { pagination } = await getParkingLots(view)
    expect(searchBox()).toHaveValue('Storgata')
    expect(columnHeader('Spaces')).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25')
    expect(screen.getByRole('navigation', { name: 'Pagination, bottom' })).toHaveTextContent(
      `Page 2 of ${pagination.pages}`,
    )
  })

  it("links each row to its detail page, whose 'Back to Parking Lots' returns to the same view", async () => {
    await openList('/parking-lots?search=gate&sortBy=spaces&sortOrder=desc&limit=25')
    const view = { search: 'gate', sortBy: 'spaces', sortOrder: 'desc', limit: 25 } as const
    await expectRowsOf(view)
    const [first] = (await getParkingLots(view)).parkingLots
    await userEvent.click(screen.getByRole('link', { name: `Detail page of ${lotLabel(first!)}` }))
    expect(await screen.findByRole('heading', { name: first!.name, level: 1 })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(`/parking-lots/${first!._id}`)

    await userEvent.click(screen.getByRole('link', { name: /Back to Parking Lots/ }))
    await expectRowsOf(view)
    expect(searchBox()).toHaveValue('gate')
    expect(columnHeader('Spaces')).toHaveAttribute('aria-sort', 'descending')
  })

  it('reads values it would never write (page=abc, sortBy=evil, limit=7) as the default view', async () => {
    await openList('/parking-lots?page=abc&sortBy=evil&sortOrder=up&limit=7')
    await expectRowsOf({})
    expect(listCalls[0]).toEqual({ page: '1', limit: '50', sortBy: 'address', sortOrder: 'asc' })
    expect(columnHeader('Address')).toHaveAttribute('aria-sort', 'ascending')
  })

  it('goes to the last page for a page past the end', async () => {
    await openList('/parking-lots?page=99&limit=200')
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Pagination, bottom' })).toHaveTextContent('Page 8 of 8'),
    )
    await expectRowsOf({ page: 8, limit: 200 })
  })

  it('says \'No parking lots found matching "{term}"\' when a search finds nothing', async () => {
    await openList()
    await userEvent.type(searchBox(), 'no such lot anywhere{Enter}')
    expect(await screen.findByText('No parking lots found matching "no such lot anywhere"')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryAllByRole('navigation', { name: /^Pagination/ })).toEqual([])
  })

  it("says 'No parking lots found' when there are no lots at all", async () => {
    testBackend.setScenario({ empty: true })
    await signIn()
    renderApp('/parking-lots')
    expect(await screen.findByText('No parking lots found')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('hides the pagination control when the answer fits on one page', async () => {
    await openList('/parking-lots?search=OSL-0042')
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(listCalls.at(-1)).toMatchObject({ search: 'OSL-0042' })
    expect(screen.queryAllByRole('navigation', { name: /^Pagination/ })).toEqual([])
  })

  it('shows odd-typed or missing fields from a real backend as text or N/A, and tells unnamed lots apart by lotId', async () => {
    await signIn()
    const [lot, other] = (await getParkingLots({ limit: 2 })).parkingLots
    const odd = { ...lot!, lotId: 1234, name: null, address: 42, owner: { name: 'Q-Park' }, spaces: '12' }
    const unnamed = { ...other!, name: '   ' }
    testServer.use(
      http.get(`${window.location.origin}/api/parking-lots`, () => HttpResponse.json(onePageOf([odd, unnamed]))),
    )
    await openList()
    await waitFor(() => expect(bodyRows()).toHaveLength(2))
    expect(rowTexts(bodyRows()[0]!)).toEqual(['1234', 'N/A', '42', expectedTexts(lot!)[3], 'N/A', 'N/A'])
    expect(screen.getByRole('link', { name: 'Detail page of N/A (1234)' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: `N/A (${other!.lotId})` })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'N/A (1234)' }))
    const dialog = await screen.findByRole('dialog', { name: 'N/A' })
    const field = (label: string) => definitionOf(dialog, label)
    expect(field('Lot ID')).toHaveTextContent('1234')
    expect(field('Address')).toHaveTextContent('42')
    expect(field('Spaces')).toHaveTextContent('N/A')
    expect(field('Owner')).toHaveTextContent('N/A')
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
  })

  it('opens the modal on a click on a row, but not on one that ends a text selection', async () => {
    await openList('/parking-lots?search=OSL-0042')
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    const address = cells(bodyRows()[0]!)[2]!
    // fireEvent: user-event's pointer would move the selection itself.
    window.getSelection()!.selectAllChildren(address)
    fireEvent.click(address)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    window.getSelection()!.removeAllRanges()
    fireEvent.click(address)
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
  })

  it('adds one history entry for a search however often it is refined; sort, page and size add one each', async () => {
    await openList()
    await userEvent.click(within(columnHeader('Spaces')).getByRole('button'))
    await waitFor(() => expect(listCalls.at(-1)).toMatchObject({ sortBy: 'spaces' }))
    const user = fakeTimeouts()
    await user.type(searchBox(), 'Stor')
    await act(() => vi.advanceTimersByTimeAsync(500))
    await user.type(searchBox(), 'gata')
    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(searchesSent()).toEqual(['Stor', 'Storgata'])
    vi.useRealTimers()
    await expectRowsOf({ search: 'Storgata', sortBy: 'spaces' })

    await historyBack()
    expect(searchBox()).toHaveValue('')
    expect(columnHeader('Spaces')).toHaveAttribute('aria-sort', 'ascending')
    await expectRowsOf({ sortBy: 'spaces' })

    await historyBack()
    expect(columnHeader('Address')).toHaveAttribute('aria-sort', 'ascending')
    await expectRowsOf({})
  })

  it("shows 'Error loading parking lots: {message}', and Retry loads the list", async () => {
    testBackend.setScenario({ error: { endpoint: '/api/parking-lots', status: 503 } })
    await signIn()
    renderApp('/parking-lots')
    expect(
      await screen.findByText('Error loading parking lots: API call failed: 503 Service Unavailable'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()

    testBackend.setScenario({ error: null })
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('table', { name: 'Parking lots' })).toBeInTheDocument()
    expect(screen.queryByText(/Error loading parking lots/)).not.toBeInTheDocument()
  })
})

describe('parking lots list on a 375 px phone', () => {
  beforeEach(() => {
    window.innerWidth = 375
  })

  const cardList = () => screen.getByRole('list', { name: 'Parking lots' })
  const cards = () => within(cardList()).getAllByRole('listitem')
  /** What a card shows, line by line: name, address, then type, spaces and lot ID; then its button. */
  const cardTexts = (card: HTMLElement) =>
    // eslint-disable-next-line testing-library/no-node-access -- the lines are the card's layout, which is what is checked: they have no role or name, and jsdom no layout to find them by
    [...card.firstElementChild!.children, card.lastElementChild!].map((line) => line.textContent ?? '')

  /** The same, as a card should show it for a lot the server sent. */
  function expectedCard(lot: ParkingLot): string[] {
    const [lotId, name, , type, spaces] = expectedTexts(lot)
    return [
      name!,
      lot.address?.trim() ? lot.address : 'Address not available',
      `${type}Spaces: ${spaces}${lotId}`,
      'Edit',
    ]
  }

  async function expectCardsOf(params: ParkingLotsParams) {
    const { parkingLots } = await getParkingLots(params)
    await waitFor(() => expect(cards().map(cardTexts)).toEqual(parkingLots.map(expectedCard)))
  }

  const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' })

  it('shows each lot as a card: its name linking to its page, address, type and spaces; no table', async () => {
    await signIn()
    renderApp('/parking-lots')
    await screen.findByRole('list', { name: 'Parking lots' })
    await expectCardsOf({ page: 1, limit: 50, sortBy: 'address', sortOrder: 'asc' })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(sortSelect()).toHaveDisplayValue('Address, A to Z')

    const first = (await getParkingLots({ page: 1 })).parkingLots[0]!
    const link = within(cards()[0]!).getByRole('link', { name: `Detail page of ${lotLabel(first)}` })
    expect(link).toHaveTextContent(first.name)
    await userEvent.click(link)
    expect(await screen.findByRole('heading', { name: first.name, level: 1 })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(`/parking-lots/${first._id}`)
  })

  it('sorts with the select, from page 1, as a step Back returns from', async () => {
    await signIn()
    renderApp('/parking-lots?page=2')
    await screen.findByRole('list', { name: 'Parking lots' })
    await userEvent.selectOptions(sortSelect(), 'Spaces, most first')
    await waitFor(() =>
      expect(listCalls.at(-1)).toEqual({ page: '1', limit: '50', sortBy: 'spaces', sortOrder: 'desc' }),
    )
    await expectCardsOf({ sortBy: 'spaces', sortOrder: 'desc' })
    expect(screen.getByTestId('location-search')).toHaveTextContent('?sortBy=spaces&sortOrder=desc')
    expect(sortSelect()).toHaveDisplayValue('Spaces, most first')

    await userEvent.selectOptions(sortSelect(), 'Name, Z to A')
    await expectCardsOf({ sortBy: 'name', sortOrder: 'desc' })
    await historyBack()
    expect(sortSelect()).toHaveDisplayValue('Spaces, most first')
    await expectCardsOf({ sortBy: 'spaces', sortOrder: 'desc' })
  })

  it("opens a lot's editor from the keyboard with its card's Edit, and Cancel leaves the modal on its details", async () => {
    await signIn()
    const lot = (await getParkingLots({ search: 'OSL-0042' })).parkingLots[0]!
    renderApp('/parking-lots?search=OSL-0042')
    await waitFor(() => expect(cards()).toHaveLength(1))
    within(cards()[0]!).getByRole('link').focus()
    await userEvent.tab()
    expect(within(cards()[0]!).getByRole('button', { name: `Edit ${lotLabel(lot)}` })).toHaveFocus()
    await userEvent.keyboard('{Enter}')

    const dialog = await screen.findByRole('dialog', { name: lot.name })
    // The form first, its first field focused; the JSON tab holds the lot as it is.
    const name = within(dialog).getByRole('textbox', { name: 'Name' })
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toHaveValue(lot.name)
    await userEvent.click(within(dialog).getByRole('tab', { name: 'JSON' }))
    const editor = within(dialog).getByRole('textbox', { name: 'Raw JSON' })
    expect(JSON.parse((editor as HTMLTextAreaElement).value)).toEqual(lot)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toHaveFocus()
  })
})

describe('parking lot details modal', () => {
  /** Opens the list on one lot, found by its lotId, and its modal with the keyboard. */
  async function openLot(lotId = 'OSL-0042') {
    await signIn()
    const lot = (await getParkingLots({ search: lotId })).parkingLots[0]!
    renderApp(`/parking-lots?search=${lotId}`)
    await screen.findByRole('table', { name: 'Parking lots' })
    const nameButton = await within(bodyRows()[0]!).findByRole('button', { name: lotLabel(lot) })
    nameButton.focus()
    await userEvent.keyboard('{Enter}')
    return { lot, dialog: await screen.findByRole('dialog', { name: lot.name }) }
  }

  /** Edit, then the JSON tab: the raw editor, as the product's JSON checks speak of it. */
  async function editJson(dialog: HTMLElement) {
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }))
    await userEvent.click(within(dialog).getByRole('tab', { name: 'JSON' }))
  }

  const editor = () => screen.getByRole('textbox', { name: 'Raw JSON' })
  const editorText = () => (editor() as HTMLTextAreaElement).value
  /** The JSON view mode shows. */
  const shownJson = (dialog: HTMLElement) =>
    JSON.parse(within(dialog).getByLabelText('Parking lot JSON').textContent ?? '') as unknown

  /** Every PUT the console sends. */
  function countPuts() {
    const puts: string[] = []
    testServer.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') puts.push(new URL(request.url).pathname)
    })
    return puts
  }

  /** Whether a reload or closing the tab would ask first. */
  function reloadAsks() {
    const event = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(event)
    return event.defaultPrevented
  }

  async function replaceJson(text: string) {
    await userEvent.clear(editor())
    await userEvent.click(editor())
    await userEvent.paste(text)
  }

  it('shows the lot and its JSON; a click on a row opens it too', async () => {
    const { lot, dialog } = await openLot()
    expect(definitionOf(dialog, 'Lot ID')).toHaveTextContent(lot.lotId)
    expect(definitionOf(dialog, 'Database ID')).toHaveTextContent(lot._id)
    expect(JSON.parse(within(dialog).getByLabelText('Parking lot JSON').textContent ?? '')).toEqual(lot)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await userEvent.click(cells(bodyRows()[0]!)[2]!)
    expect(await screen.findByRole('dialog', { name: lot.name })).toBeInTheDocument()
  })

  it('says what is wrong with an invalid edit, saves the fixed one, and shows the saved lot in the list', async () => {
    resetBackendAfterwards()
    const { lot, dialog } = await openLot()
    await editJson(dialog)
    expect(JSON.parse(editorText())).toEqual(lot)
    expect(Number(editor().getAttribute('rows'))).toBe(Math.min(Math.max(editorText().split('\n').length, 16), 24))

    expect(editor()).toHaveAttribute('aria-invalid', 'false')
    expect(editor()).not.toHaveAttribute('aria-describedby')
    await replaceJson('{\n  "_id": ')
    await userEvent.click(saveButton(dialog))
    expect(await within(dialog).findByText('Invalid JSON syntax (line 2, column 10)')).toBeInTheDocument()
    expect(editor()).toHaveAttribute('aria-invalid', 'true')
    expect(editor()).toHaveAccessibleDescription('Invalid JSON syntax (line 2, column 10)')

    const { geometry: _geometry, ...withoutGeometry } = lot
    await replaceJson(JSON.stringify(withoutGeometry, null, 2))
    await userEvent.click(saveButton(dialog))
    expect(await within(dialog).findByText('Missing required field: geometry')).toBeInTheDocument()

    testBackend.setScenario({ latency: 'realistic' })
    await replaceJson(JSON.stringify({ ...lot, name: 'Renamed in the modal' }, null, 2))
    await userEvent.click(saveButton(dialog))
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled()
    // While saving there is no way to close: the save would go on unseen.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()

    expect(await within(dialog).findByText('Parking lot updated successfully!')).toBeInTheDocument()
    // The focus follows in an effect after the message is drawn.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Edit' })).toHaveFocus())
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument()
    expect(within(dialog).queryByText('Missing required field: geometry')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: 'Renamed in the modal' })).toBeInTheDocument()
    expect(JSON.parse(within(dialog).getByLabelText('Parking lot JSON').textContent ?? '')).toMatchObject({
      name: 'Renamed in the modal',
    })
    expect((await getParkingLot(lot._id)).name).toBe('Renamed in the modal')
    await waitFor(() => expect(rowTexts(bodyRows()[0]!)[1]).toBe('Renamed in the modal'))
  })

  it('undoes a save: one more PUT of the lot as it was, the list and the server back to it', async () => {
    resetBackendAfterwards()
    const puts = countPuts()
    const { lot, dialog } = await openLot()
    await editJson(dialog)
    await replaceJson(JSON.stringify({ ...lot, name: 'Renamed, then undone' }, null, 2))
    await userEvent.click(saveButton(dialog))
    await within(dialog).findByText('Parking lot updated successfully!')
    expect(within(dialog).getByRole('status')).toHaveTextContent('Parking lot updated successfully!')
    await waitFor(() => expect(rowTexts(bodyRows()[0]!)[1]).toBe('Renamed, then undone'))

    // By keyboard: from Edit, which has the focus after the save, back over the JSON to Undo.
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    await userEvent.tab({ shift: true })
    expect(within(dialog).getByRole('button', { name: 'Undo' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(
      await within(dialog).findByText('Save undone: the lot is back as it was before your save.'),
    ).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toHaveFocus()
    expect(within(dialog).getByRole('heading', { name: lot.name })).toBeInTheDocument()
    expect(puts).toEqual([`/api/parking-lots/${lot._id}`, `/api/parking-lots/${lot._id}`])
    const { feedback: _feedback, ...stored } = await getParkingLot(lot._id)
    expect(stored).toEqual(lot)
    await waitFor(() => expect(rowTexts(bodyRows()[0]!)[1]).toBe(lot.name))
  })

  it("says why an Undo failed, with the server's message, and keeps the saved lot", async () => {
    resetBackendAfterwards()
    const { lot, dialog } = await openLot()
    await editJson(dialog)
    await replaceJson(JSON.stringify({ ...lot, name: 'Saved for good' }, null, 2))
    await userEvent.click(saveButton(dialog))
    await within(dialog).findByText('Parking lot updated successfully!')
    testServer.use(
      http.put('*/api/parking-lots/:id', () => HttpResponse.json({ message: 'Lot is locked' }, { status: 423 })),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not undo the save: Lot is locked. The lot stays as you saved it.',
    )
    expect(within(dialog).getByText('Parking lot updated successfully!')).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: 'Saved for good' })).toBeInTheDocument()
    expect((await getParkingLot(lot._id)).name).toBe('Saved for good')
  })

  it('keeps the editor at least 16 rows tall for short text, and at most 24 for long text', async () => {
    const { lot, dialog } = await openLot()
    await editJson(dialog)
    const rows = () => Number(editor().getAttribute('rows'))
    await replaceJson(JSON.stringify(lot))
    expect(rows()).toBe(16)
    await userEvent.clear(editor())
    expect(rows()).toBe(16)
    await replaceJson(`${'\n'.repeat(40)}${JSON.stringify(lot)}`)
    expect(rows()).toBe(24)
  })

  it.each([
    ['an unknown field (400)', (lot: ParkingLot) => JSON.stringify({ ...lot, x: 1 }, null, 2), 'Unknown field: x'],
    [
      'a body over 1 MB (413)',
      (lot: ParkingLot) => JSON.stringify({ ...lot, notes: 'n'.repeat(1_000_000) }, null, 2),
      'Request body too large: the simulated backend accepts at most 1000000 bytes (1 MB)',
    ],
    [
      'properties nested 150 levels deep (400)',
      (lot: ParkingLot) =>
        JSON.stringify({ ...lot, additionalProperties: { deep: JSON.parse('['.repeat(150) + ']'.repeat(150)) } }),
      'JSON nested too deep: the simulated backend accepts at most 100 levels of arrays and objects',
    ],
  ])("shows the server's own message for %s, with the edited text unchanged", async (_case, edit, message) => {
    const { lot, dialog } = await openLot()
    const puts = countPuts()
    await editJson(dialog)
    const edited = edit(lot)
    await replaceJson(edited)
    await userEvent.click(saveButton(dialog))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
    expect(puts).toEqual([`/api/parking-lots/${lot._id}`])
    expect(editor()).toHaveValue(edited)
    expect(editor()).toHaveAccessibleDescription(message)
    expect(saveButton(dialog)).toBeEnabled()
    expect((await getParkingLot(lot._id)).name).toBe(lot.name)
  })

  it('saves another geometry type with its warning', async () => {
    resetBackendAfterwards()
    const { lot, dialog } = await openLot()
    await editJson(dialog)
    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [10.75, 59.91],
          [10.76, 59.91],
          [10.75, 59.92],
          [10.75, 59.91],
        ],
      ],
    }
    await replaceJson(JSON.stringify({ ...lot, geometry: polygon }))
    await userEvent.click(saveButton(dialog))
    expect(await within(dialog).findByText('Parking lot updated successfully!')).toBeInTheDocument()
    expect(
      within(dialog).getByText('Geometry type "Polygon" is not checked; it will be saved as is'),
    ).toBeInTheDocument()
    expect((await getParkingLot(lot._id)).geometry).toEqual(polygon)
  })

  it("shows the server's message when it refuses a save, and keeps the edited text as it was", async () => {
    const { lot, dialog } = await openLot()
    await editJson(dialog)
    const edited = JSON.stringify({ ...lot, lotId: 'OSL-9999', name: 'Not saved' }, null, 2)
    await replaceJson(edited)
    await userEvent.click(saveButton(dialog))

    expect(
      await within(dialog).findByText(
        `lotId cannot be changed (it is ${lot.lotId}): live data and app events refer to it`,
      ),
    ).toBeInTheDocument()
    expect(editor()).toHaveValue(edited)
    expect(saveButton(dialog)).toBeEnabled()
    expect((await getParkingLot(lot._id)).name).toBe(lot.name)
  })

  it.each([
    ['a 500 without a body', () => new HttpResponse(null, { status: 500 })],
    ['a 502 with a body that has no message', () => HttpResponse.json({ error: 'upstream' }, { status: 502 })],
    ['a network error', () => HttpResponse.error()],
  ])("says 'Failed to update parking lot' for %s, and keeps the edited text", async (_case, answer) => {
    const { lot, dialog } = await openLot()
    testServer.use(http.put(`${window.location.origin}/api/parking-lots/:id`, answer))
    await editJson(dialog)
    const edited = JSON.stringify({ ...lot, name: 'Not saved' }, null, 2)
    await replaceJson(edited)
    await userEvent.click(saveButton(dialog))
    expect(await within(dialog).findByText('Failed to update parking lot')).toBeInTheDocument()
    expect(editor()).toHaveValue(edited)
    expect(saveButton(dialog)).toBeEnabled()
  })

  it('shows the lot as sent, and reloads the list, when the save answers something other than the lot', async () => {
    const { lot, dialog } = await openLot()
    testServer.use(
      http.put(`${window.location.origin}/api/parking-lots/:id`, () => HttpResponse.json({ success: true })),
    )
    await editJson(dialog)
    const sent = { ...lot, name: 'Renamed, answered oddly' }
    await replaceJson(JSON.stringify(sent, null, 2))
    const callsBefore = listCalls.length
    await userEvent.click(saveButton(dialog))

    expect(await within(dialog).findByText('Parking lot updated successfully!')).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: 'Renamed, answered oddly' })).toBeInTheDocument()
    expect(shownJson(dialog)).toEqual(sent)
    await waitFor(() => expect(listCalls.length).toBeGreaterThan(callsBefore))
  })

  it('refuses a changed _id without sending it', async () => {
    const { lot, dialog } = await openLot()
    const puts = countPuts()
    await editJson(dialog)
    const edited = JSON.stringify({ ...lot, _id: 'another-lot' }, null, 2)
    await replaceJson(edited)
    await userEvent.click(saveButton(dialog))
    expect(await within(dialog).findByText(`_id cannot be changed (it is ${lot._id})`)).toBeInTheDocument()
    expect(editor()).toHaveValue(edited)
    expect(puts).toEqual([])
  })

  it('keeps the modal open, with the saved lot, when the save moves the list off its last page', async () => {
    resetBackendAfterwards()
    await signIn()
    // 101 lots match, so page 2 of 100 holds one; renamed, it no longer matches.
    const view = { search: 'P-kjeller', limit: 100, page: 2 } as const
    const [lot, ...others] = (await getParkingLots(view)).parkingLots
    expect(others).toEqual([])
    expect(lot!.name).toContain('P-kjeller')
    renderApp('/parking-lots?search=P-kjeller&limit=100&page=2')
    await userEvent.click(await screen.findByRole('button', { name: lotLabel(lot!) }))
    const dialog = await screen.findByRole('dialog', { name: lot!.name })
    await editJson(dialog)
    await replaceJson(JSON.stringify({ ...lot, name: 'Kongens gate 113 garasje' }, null, 2))
    await userEvent.click(saveButton(dialog))

    expect(await within(dialog).findByText('Parking lot updated successfully!')).toBeInTheDocument()
    // The list went back to page 1, the last one now.
    await waitFor(() =>
      expect(listCalls.at(-1)).toEqual({
        search: 'P-kjeller',
        limit: '100',
        page: '1',
        sortBy: 'address',
        sortOrder: 'asc',
      }),
    )
    await waitFor(() => expect(bodyRows()).toHaveLength(100))
    expect(screen.getByRole('dialog', { name: 'Kongens gate 113 garasje' })).toBe(dialog)
    expect(within(dialog).getByText('Parking lot updated successfully!')).toBeInTheDocument()
    expect(shownJson(dialog)).toMatchObject({ _id: lot!._id, name: 'Kongens gate 113 garasje' })
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toHaveFocus()
  })

  it("updates the detail page's copy of the lot when it saves", async () => {
    resetBackendAfterwards()
    await signIn()
    const lot = (await getParkingLots({ search: 'OSL-0042' })).parkingLots[0]!
    renderApp('/parking-lots?search=OSL-0042')
    const detailLink = () => screen.findByRole('link', { name: /^Detail page of / })
    await userEvent.click(await detailLink())
    expect(await screen.findByRole('heading', { name: lot.name, level: 1 })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: /Back to Parking Lots/ }))

    await userEvent.click(await screen.findByRole('button', { name: lotLabel(lot) }))
    const dialog = await screen.findByRole('dialog', { name: lot.name })
    await editJson(dialog)
    await replaceJson(JSON.stringify({ ...lot, name: 'Renamed for the detail page' }, null, 2))
    await userEvent.click(saveButton(dialog))
    expect(await within(dialog).findByText('Parking lot updated successfully!')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    // The detail page's own request never answers: what it shows is what the save left in its cache.
    testServer.use(http.get(`${window.location.origin}/api/parking-lots/:id`, () => delay('infinite')))
    await userEvent.click(await detailLink())
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Renamed for the detail page')
  })

  it('asks before a reload or closing the tab only while the editor holds unsaved text', async () => {
    resetBackendAfterwards()
    const { lot, dialog } = await openLot()
    expect(reloadAsks()).toBe(false)
    await editJson(dialog)
    expect(reloadAsks()).toBe(false)
    await userEvent.type(editor(), ' ')
    expect(reloadAsks()).toBe(true)

    // Cancelled
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }))
    expect(reloadAsks()).toBe(false)

    // Saved
    await editJson(dialog)
    await replaceJson(JSON.stringify({ ...lot, name: 'Saved before leaving' }, null, 2))
    expect(reloadAsks()).toBe(true)
    await userEvent.click(saveButton(dialog))
    expect(await within(dialog).findByText('Parking lot updated successfully!')).toBeInTheDocument()
    // The browser's question goes with the effect that follows the save's render.
    await waitFor(() => expect(reloadAsks()).toBe(false))

    // Closed
    await editJson(dialog)
    await userEvent.type(editor(), ' ')
    expect(reloadAsks()).toBe(true)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }))
    expect(reloadAsks()).toBe(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(reloadAsks()).toBe(false)
  })

  it("says 'Failed to update parking lot' when the answer is not a lot at all", async () => {
    const { lot, dialog } = await openLot()
    testServer.use(
      http.put(
        `${window.location.origin}/api/parking-lots/:id`,
        () => new HttpResponse('<html>proxy page</html>', { status: 200 }),
      ),
    )
    await editJson(dialog)
    const edited = JSON.stringify({ ...lot, name: 'Saved behind a proxy' }, null, 2)
    await replaceJson(edited)
    await userEvent.click(saveButton(dialog))
    expect(await within(dialog).findByText('Failed to update parking lot')).toBeInTheDocument()
    expect(editorText()).toBe(edited)
  })

  it('asks before closing over unsaved edits, and closing resets the edit', async () => {
    const { lot, dialog } = await openLot()
    await editJson(dialog)
    await userEvent.type(editor(), ' ')
    await userEvent.keyboard('{Escape}')
    const confirm = within(dialog).getByRole('alertdialog', { name: 'You have unsaved changes. Discard them?' })
    expect(within(confirm).getByRole('button', { name: 'Keep editing' })).toHaveFocus()

    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }))
    expect(within(dialog).queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(editorText().endsWith(' ')).toBe(true)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await userEvent.click(within(bodyRows()[0]!).getByRole('button', { name: lotLabel(lot) }))
    const reopened = await screen.findByRole('dialog', { name: lot.name })
    expect(within(reopened).queryByRole('textbox')).not.toBeInTheDocument()
    expect(within(reopened).getByRole('button', { name: 'Edit' })).toBeInTheDocument()
  })

  it('asks before cancelling unsaved edits; Cancel then restores the original JSON', async () => {
    const { lot, dialog } = await openLot()
    await editJson(dialog)
    // Cancel without changes leaves at once.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument()

    await editJson(dialog)
    await replaceJson('{ "broken": ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }))
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument()
    expect(JSON.parse(within(dialog).getByLabelText('Parking lot JSON').textContent ?? '')).toEqual(lot)

    await editJson(dialog)
    expect(JSON.parse(editorText())).toEqual(lot)
  })

  it('takes Escape or × while asking to discard as "keep editing", the text intact', async () => {
    const { dialog } = await openLot()
    await editJson(dialog)
    await userEvent.type(editor(), ' ')
    const edited = editorText()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(within(dialog).getByRole('alertdialog')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(within(dialog).queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(editor()).toHaveValue(edited)
    expect(editor()).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    expect(within(dialog).getByRole('alertdialog')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(within(dialog).queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBe(dialog)
    expect(editor()).toHaveValue(edited)
  })

  it('moves the focus with the mode: Keep editing to the editor, back in view mode to Edit', async () => {
    const { dialog } = await openLot()
    const editButton = () => within(dialog).getByRole('button', { name: 'Edit' })
    const nameField = () => within(dialog).getByRole('textbox', { name: 'Name' })
    await userEvent.click(editButton())
    expect(nameField()).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(editButton()).toHaveFocus()

    // Keep editing goes back to the tab the edit is on: the form's Name, or the JSON.
    for (const [open, input] of [
      [() => userEvent.click(editButton()), nameField],
      [() => editJson(dialog), editor],
    ] as const) {
      await open()
      await userEvent.type(input(), ' ')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }))
      expect(input()).toHaveFocus()
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }))
      expect(editButton()).toHaveFocus()
    }
  })
})
