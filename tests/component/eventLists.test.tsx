import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, delay, http } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SCENARIO } from '@mocks/scenarios'
import { getLifecycleEvents, getNavigationEvents, getSearchEvents } from '@/api/analytics'
import type { EventPage, SearchEvent } from '@/api/types'
import { addDays, today } from '@/lib/dateRange'
import { formatDuration } from '@/lib/format'
import { catchDownloads, readDownload } from '../support/downloads'
import { bodyRows, cells, definitionOf, visibleText } from '../support/queries'
import { renderApp } from '../support/renderApp'
import { recordCalls, signIn, testBackend, testServer } from '../support/mockBackend'

// The Lifecycle, Search, Navigation and Share and Deeplink screens against the seeded
// simulated backend: rows equal to the server's answer, filters and pages in the request
// and the URL, the loading, error and empty states, and Export CSV.

const origin = window.location.origin

beforeAll(async () => {
  await import('@/features/event-lists/SearchPage')
  await signIn()
  await getSearchEvents()
})

/** Every call of the lists, as path and query parameters. */
const calls = recordCalls('/api/analytics')

afterEach(() => {
  vi.restoreAllMocks()
  testServer.events.removeAllListeners()
  testBackend.setScenario(DEFAULT_SCENARIO)
})

function table(name: string) {
  return screen.findByRole('table', { name })
}

/** The visible text of each cell (relative times without their screen-reader twin). */
const cellTexts = (row: HTMLElement) => cells(row).map(visibleText)

/** The pager under the list (a second one is above it). */
const bottomPager = () => screen.getByRole('navigation', { name: 'Pagination, bottom' })

const lastCall = (path: string) => calls.filter((call) => call.path === path).at(-1)?.query

async function open(route: string, tableName: string) {
  await signIn()
  renderApp(route)
  return table(tableName)
}

describe('Search Analytics', () => {
  it('shows the rows the server answers: time, type, query, ranking, device, version, user', async () => {
    const list = await open('/analytics/search', 'Search events')
    const expected = await getSearchEvents({ page: 1, limit: 50 })
    const rows = bodyRows(list)
    await waitFor(() => expect(bodyRows(list)).toHaveLength(50))
    const first = expected.events[0]!
    const [, type, query, ranking, device, version, user] = cellTexts(rows[0]!)
    expect([type, query, ranking, device, version, user]).toEqual([
      first.searchType === 'location' ? 'Location' : 'Address',
      first.searchQuery,
      first.searchMode,
      first.deviceInfo,
      first.appVersion,
      first.userId,
    ])
    expect(bodyRows(list).map((row) => cellTexts(row)[6])).toEqual(expected.events.map((event) => event.userId))
    expect(bottomPager()).toHaveTextContent(`Page 1 of ${expected.pagination.pages.toLocaleString('en-US')}`)
    expect(screen.getByText(`${expected.pagination.total.toLocaleString('en-US')} search events`)).toBeInTheDocument()
  })

  it('shows each time as relative, with the exact time on hover and for screen readers', async () => {
    const list = await open('/analytics/search', 'Search events')
    const time = within(cells(bodyRows(list)[0]!)[0]!).getByRole('time')
    const { events } = await getSearchEvents({ page: 1, limit: 1 })
    expect(time).toHaveAttribute('datetime', events[0]!.timestamp)
    expect(time).toHaveAttribute(
      'title',
      new Date(events[0]!.timestamp).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' }),
    )
    expect(time).toHaveTextContent(/^(Just now|\d+[mhd] ago)(Just now|\d+[mhd] ago), /)
  })

  it('sends the type filter and starts again from page 1, in the URL too', async () => {
    await open('/analytics/search?page=3', 'Search events')
    expect(lastCall('/api/analytics')).toMatchObject({ page: '3', limit: '50' })
    await userEvent.selectOptions(screen.getByLabelText('Search type'), 'Address')
    await waitFor(() => expect(lastCall('/api/analytics')).toEqual({ page: '1', limit: '50', searchType: 'address' }))
    const list = await table('Search events')
    await waitFor(() => expect(bodyRows(list).every((row) => cellTexts(row)[1] === 'Address')).toBe(true))
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument()
  })

  it('sends the page size, from page 1', async () => {
    await open('/analytics/search?page=2', 'Search events')
    await userEvent.selectOptions(screen.getByLabelText('Per page'), '25')
    await waitFor(() => expect(lastCall('/api/analytics')).toEqual({ page: '1', limit: '25' }))
    const list = await table('Search events')
    await waitFor(() => expect(bodyRows(list)).toHaveLength(25))
  })

  it('pages with Next and Previous', async () => {
    const list = await open('/analytics/search', 'Search events')
    const second = await getSearchEvents({ page: 2, limit: 50 })
    await userEvent.click(within(bottomPager()).getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(cellTexts(bodyRows(list)[0]!)[2]).toBe(second.events[0]!.searchQuery))
    expect(lastCall('/api/analytics')).toEqual({ page: '2', limit: '50' })
    expect(bottomPager()).toHaveTextContent(/Page 2 of/)
  })

  it('restores the view from a link: filter, page and size', async () => {
    const list = await open('/analytics/search?searchType=location&page=2&limit=25', 'Search events')
    const expected = await getSearchEvents({ searchType: 'location', page: 2, limit: 25 })
    expect(calls.find((call) => call.path === '/api/analytics')?.query).toEqual({
      page: '2',
      limit: '25',
      searchType: 'location',
    })
    expect(screen.getByLabelText('Search type')).toHaveValue('location')
    expect(screen.getByLabelText('Per page')).toHaveValue('25')
    expect(bottomPager()).toHaveTextContent(`Page 2 of ${expected.pagination.pages.toLocaleString('en-US')}`)
    expect(bodyRows(list).map((row) => cellTexts(row)[2])).toEqual(expected.events.map((event) => event.searchQuery))
  })

  it('reads values it would never write as the defaults', async () => {
    await open('/analytics/search?searchType=evil&limit=7&page=abc', 'Search events')
    expect(calls.find((call) => call.path === '/api/analytics')?.query).toEqual({ page: '1', limit: '50' })
    expect(screen.getByLabelText('Search type')).toHaveValue('')
  })

  it('a user id opens the Activity Feed filtered by that user', async () => {
    const list = await open('/analytics/search', 'Search events')
    const link = within(bodyRows(list)[0]!).getByRole('link')
    const userId = link.textContent!
    await userEvent.click(link)
    await waitFor(() => expect(lastCall('/api/analytics/all-events')).toMatchObject({ userId }))
    expect(screen.getByTestId('location')).toHaveTextContent('/analytics/activity-feed')
  })

  it("shows 'Loading search events...' until the rows arrive", async () => {
    testServer.use(
      http.get(`${origin}/api/analytics`, async () => {
        await delay(150)
        return HttpResponse.json<EventPage<SearchEvent>>({
          events: [],
          pagination: { page: 1, limit: 50, total: 0, pages: 0 },
        })
      }),
    )
    await signIn()
    renderApp('/analytics/search')
    expect(await screen.findByText('Loading search events...')).toBeInTheDocument()
    expect(await screen.findByText('No search events yet')).toBeInTheDocument()
  })

  it('shows the error message with Retry, which loads the list', async () => {
    let fail = true
    testServer.use(
      http.get(`${origin}/api/analytics`, () =>
        fail ? HttpResponse.json({ message: 'boom' }, { status: 503 }) : undefined,
      ),
    )
    await signIn()
    renderApp('/analytics/search')
    expect(await screen.findByText('API call failed: 503 Service Unavailable')).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await table('Search events')).toBeInTheDocument()
  })

  it('an empty world shows the empty state; with a filter set it offers Clear filters', async () => {
    testBackend.setScenario({ empty: true })
    await signIn()
    renderApp('/analytics/search?searchType=address&limit=25')
    expect(await screen.findByText('No search events match these filters')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByText('No search events yet')).toBeInTheDocument()
    expect(lastCall('/api/analytics')).toEqual({ page: '1', limit: '25' })
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
  })
})

describe('Lifecycle and Navigation Analytics', () => {
  it('lifecycle rows show event, platform, version, device, the session as minutes and seconds, and the user', async () => {
    const list = await open('/analytics/lifecycle?eventType=first_launch', 'Lifecycle events')
    const expected = await getLifecycleEvents({ eventType: 'first_launch', page: 1, limit: 50 })
    await waitFor(() => expect(bodyRows(list)).toHaveLength(expected.events.length))
    bodyRows(list).forEach((row, index) => {
      const event = expected.events[index]!
      expect(cellTexts(row).slice(1)).toEqual([
        'First launch',
        event.platform,
        event.appVersion,
        event.deviceInfo,
        formatDuration(event.sessionDuration),
        event.userId,
      ])
    })
    expect(screen.getByRole('heading', { name: 'Lifecycle Analytics', level: 1 })).toBeInTheDocument()
  })

  it('Lifecycle takes its days from the URL: the start and end dates show them and the call asks for them', async () => {
    const [from, to] = [addDays(today(), -3), addDays(today(), -1)]
    const list = await open(`/analytics/lifecycle?eventType=app_launch&from=${from}&to=${to}`, 'Lifecycle events')
    await waitFor(() =>
      expect(lastCall('/api/analytics/lifecycle')).toEqual({
        page: '1',
        limit: '50',
        eventType: 'app_launch',
        startDate: from,
        endDate: to,
      }),
    )
    expect(screen.getByLabelText('Start date')).toHaveValue(from)
    expect(screen.getByLabelText('End date')).toHaveValue(to)
    expect(screen.getByLabelText('Date range')).toHaveDisplayValue('Custom')
    const expected = await getLifecycleEvents({ eventType: 'app_launch', startDate: from, endDate: to })
    await waitFor(() =>
      expect(bodyRows(list).map((row) => cellTexts(row)[6])).toEqual(expected.events.map((event) => event.userId)),
    )
  })

  it('Lifecycle: a date typed in goes into the URL and the call, from page 1; Clear Filters takes it out', async () => {
    await open('/analytics/lifecycle?page=2', 'Lifecycle events')
    const day = addDays(today(), -2)
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: day } })
    await waitFor(() =>
      expect(lastCall('/api/analytics/lifecycle')).toEqual({ page: '1', limit: '50', startDate: day }),
    )
    expect(screen.getByTestId('location-search')).toHaveTextContent(`?from=${day}`)

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0]!)
    await waitFor(() => expect(lastCall('/api/analytics/lifecycle')).toEqual({ page: '1', limit: '50' }))
    expect(screen.getByLabelText('Start date')).toHaveValue('')
  })

  it('navigation rows show the app, the spot, its address, the destination and the user', async () => {
    const list = await open('/analytics/navigation', 'Navigation events')
    await userEvent.selectOptions(screen.getByLabelText('Navigation app'), 'Waze')
    await waitFor(() =>
      expect(lastCall('/api/analytics/navigation')).toEqual({ page: '1', limit: '50', navigationType: 'waze' }),
    )
    const expected = await getNavigationEvents({ navigationType: 'waze', page: 1, limit: 50 })
    await waitFor(() => expect(cellTexts(bodyRows(list)[0]!)[2]).toBe(expected.events[0]!.spotId))
    const event = expected.events[0]!
    expect(cellTexts(bodyRows(list)[0]!).slice(1)).toEqual([
      'Waze',
      event.spotId,
      event.spotAddress,
      event.destinationAddress,
      event.userId,
    ])
  })
})

describe('on a 375 px phone', () => {
  beforeEach(() => {
    window.innerWidth = 375
  })

  const items = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem')

  it('shows each search event as a compact row: the query and its time, then every other field under its header', async () => {
    await signIn()
    renderApp('/analytics/search')
    const expected = await getSearchEvents({ page: 1, limit: 50 })
    await waitFor(() => expect(items('Search events')).toHaveLength(50))
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const [row] = items('Search events')
    const first = expected.events[0]!
    // The first line: the query, and when (the query's header is read out before it, not shown).
    expect(within(row!).getByRole('time')).toHaveAttribute('datetime', first.timestamp)
    expect(visibleText(row!).startsWith(first.searchQuery)).toBe(true)
    expect(within(row!).getByText('Query:')).toHaveClass('visually-hidden')
    const field = (term: string) => visibleText(definitionOf(row!, term))
    expect(['Type', 'Ranking', 'Device', 'App version', 'User'].map(field)).toEqual([
      first.searchType === 'location' ? 'Location' : 'Address',
      first.searchMode,
      first.deviceInfo,
      first.appVersion,
      first.userId,
    ])
    // The same link as the table's.
    expect(within(row!).getByRole('link', { name: first.userId })).toHaveAttribute(
      'href',
      `/analytics/activity-feed?userId=${encodeURIComponent(first.userId)}`,
    )
  })

  it('a navigation event leads with its spot address; app, spot, destination and user follow', async () => {
    await signIn()
    renderApp('/analytics/navigation')
    const expected = await getNavigationEvents({ page: 1, limit: 50 })
    await waitFor(() => expect(items('Navigation events')).toHaveLength(50))
    const [row] = items('Navigation events')
    const first = expected.events[0]!
    expect(visibleText(row!).startsWith(first.spotAddress)).toBe(true)
    const field = (term: string) => visibleText(definitionOf(row!, term))
    expect(['Spot', 'Destination', 'User'].map(field)).toEqual([first.spotId, first.destinationAddress, first.userId])
    expect(field('App')).toMatch(/^(Google Maps|Apple Maps|Waze)$/)
  })
})

describe('Share and Deeplink Analytics', () => {
  it('asks for both lists when it opens and shows Share Events first', async () => {
    await signIn()
    renderApp('/analytics/share-deeplink')
    await waitFor(() =>
      expect(calls.map((call) => call.path).sort()).toEqual(['/api/analytics/deeplink', '/api/analytics/share']),
    )
    expect(screen.getByRole('tab', { name: 'Share Events' })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByRole('table', { name: 'Share events' })).toBeVisible()
  })

  it('keeps each tab’s own filter and page, in the URL', async () => {
    await signIn()
    renderApp('/analytics/share-deeplink')
    await table('Share events')
    await userEvent.selectOptions(screen.getByLabelText('Share type'), 'Parking spot')
    await waitFor(() =>
      expect(lastCall('/api/analytics/share')).toEqual({ page: '1', limit: '50', shareType: 'parking_spot' }),
    )

    await userEvent.click(screen.getByRole('tab', { name: 'Deeplink Events' }))
    const deeplinks = await table('Deeplink events')
    const panel = screen.getByRole('tabpanel', { name: 'Deeplink Events' })
    expect(panel).toContainElement(deeplinks)
    await userEvent.click(
      within(within(panel).getByRole('navigation', { name: 'Pagination, bottom' })).getByRole('button', {
        name: 'Next',
      }),
    )
    await waitFor(() => expect(lastCall('/api/analytics/deeplink')).toEqual({ page: '2', limit: '50' }))

    await userEvent.click(screen.getByRole('tab', { name: 'Share Events' }))
    expect(screen.getByLabelText('Share type')).toHaveValue('parking_spot')
    expect(lastCall('/api/analytics/share')).toEqual({ page: '1', limit: '50', shareType: 'parking_spot' })
  })

  it('restores the tab and both lists from a link', async () => {
    await signIn()
    renderApp('/analytics/share-deeplink?tab=deeplink&deeplink.eventType=DOWNLOAD_CLICKED&share.page=2')
    await waitFor(() =>
      expect(lastCall('/api/analytics/deeplink')).toEqual({ page: '1', limit: '50', eventType: 'DOWNLOAD_CLICKED' }),
    )
    expect(lastCall('/api/analytics/share')).toEqual({ page: '2', limit: '50' })
    expect(screen.getByRole('tab', { name: 'Deeplink Events' })).toHaveAttribute('aria-selected', 'true')
    const deeplinks = await table('Deeplink events')
    await waitFor(() => expect(bodyRows(deeplinks).every((row) => cellTexts(row)[1] === 'Download clicked')).toBe(true))
  })
})

describe('Share and Deeplink Analytics: the Deeplink tab’s dates', () => {
  it('reads the days from the URL for the Deeplink list, not the Share list, which has no dates', async () => {
    const day = addDays(today(), -1)
    await signIn()
    renderApp(`/analytics/share-deeplink?tab=deeplink&deeplink.eventType=DEEPLINK_CLICKED&from=${day}&to=${day}`)
    await waitFor(() =>
      expect(lastCall('/api/analytics/deeplink')).toEqual({
        page: '1',
        limit: '50',
        eventType: 'DEEPLINK_CLICKED',
        startDate: day,
        endDate: day,
      }),
    )
    expect(lastCall('/api/analytics/share')).toEqual({ page: '1', limit: '50' })
    const panel = screen.getByRole('tabpanel', { name: 'Deeplink Events' })
    expect(within(panel).getByLabelText('Start date')).toHaveValue(day)
    expect(within(panel).getByLabelText('End date')).toHaveValue(day)
    const share = screen.getByRole('tabpanel', { hidden: true, name: 'Share Events' })
    expect(within(share).queryByLabelText('Start date')).not.toBeInTheDocument()
    expect(within(share).queryByLabelText('Date range')).not.toBeInTheDocument()
  })

  it('an end date typed in the Deeplink tab goes into the URL and its call, from page 1; the Share list stays', async () => {
    const day = addDays(today(), -4)
    await signIn()
    renderApp('/analytics/share-deeplink?tab=deeplink&deeplink.page=2&share.shareType=app_store')
    await table('Deeplink events')
    const panel = screen.getByRole('tabpanel', { name: 'Deeplink Events' })
    fireEvent.change(within(panel).getByLabelText('End date'), { target: { value: day } })
    await waitFor(() => expect(lastCall('/api/analytics/deeplink')).toEqual({ page: '1', limit: '50', endDate: day }))
    expect(screen.getByTestId('location-search')).toHaveTextContent(`?tab=deeplink&share.shareType=app_store&to=${day}`)
    expect(lastCall('/api/analytics/share')).toEqual({ page: '1', limit: '50', shareType: 'app_store' })
  })
})

describe('Export CSV', () => {
  /** A small world of search events: 450 of them, some with text a spreadsheet would run. */
  const SMALL_WORLD: SearchEvent[] = Array.from({ length: 450 }, (_, index) => ({
    _id: `s${index + 1}`,
    searchType: index % 3 === 0 ? 'address' : 'location',
    searchMode: 'general',
    searchQuery:
      index === 0 ? '=HYPERLINK("http://evil.example")' : index === 3 ? 'Storgata 1, "Oslo"' : `Query ${index + 1}`,
    userId: `u-${index % 7}`,
    deviceInfo: 'iPhone 15',
    appVersion: '2.4.0',
    timestamp: new Date(Date.UTC(2026, 10, 20, 12, 0, 0) - index * 60_000).toISOString(),
  }))

  /** Serves SMALL_WORLD as the search list; `hold` lets a test keep a page waiting. */
  function serveSmallWorld(hold?: (page: number) => Promise<void>) {
    testServer.use(
      http.get(`${origin}/api/analytics`, async ({ request }) => {
        const url = new URL(request.url)
        const page = Number(url.searchParams.get('page') ?? 1)
        const limit = Number(url.searchParams.get('limit') ?? 50)
        const type = url.searchParams.get('searchType')
        const matching = SMALL_WORLD.filter((event) => !type || event.searchType === type)
        await hold?.(page)
        return HttpResponse.json<EventPage<SearchEvent>>({
          events: matching.slice((page - 1) * limit, page * limit),
          pagination: { page, limit, total: matching.length, pages: Math.ceil(matching.length / limit) },
        })
      }),
    )
  }

  it('downloads every row matching the filter, not only the page shown, with the table’s columns', async () => {
    serveSmallWorld()
    const files = catchDownloads()
    await open('/analytics/search?searchType=address&limit=25', 'Search events')
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(
      await screen.findByText(/^Exported 150 rows to search-events-type-address-\d{4}-\d\d-\d\d\.csv$/),
    ).toBeInTheDocument()

    expect(files).toHaveLength(1)
    expect(files[0]!.name).toMatch(/^search-events-type-address-\d{4}-\d\d-\d\d\.csv$/)
    const lines = (await readDownload(files[0]!)).trimEnd().split('\r\n')
    expect(lines[0]).toBe('Time,Type,Query,Ranking,Device,App version,User')
    expect(lines).toHaveLength(1 + 150)
    expect(lines[1]).toBe(
      `${SMALL_WORLD[0]!.timestamp},Address,"'=HYPERLINK(""http://evil.example"")",general,iPhone 15,2.4.0,u-0`,
    )
    expect(lines[2]).toBe(`${SMALL_WORLD[3]!.timestamp},Address,"Storgata 1, ""Oslo""",general,iPhone 15,2.4.0,u-3`)
    // Exported in pages of 200 with the filter: 150 rows are one page.
    expect(calls.filter((call) => call.query.limit === '200')).toEqual([
      { path: '/api/analytics', query: { page: '1', limit: '200', searchType: 'address' } },
    ])
  })

  it('shows its progress while pages arrive, and Cancel stops it without a file', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    serveSmallWorld((page) => (page >= 2 ? held : Promise.resolve()))
    const files = catchDownloads()
    await open('/analytics/search', 'Search events')
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))

    const progress = await screen.findByRole('progressbar', { name: 'Exporting 200 of 450 rows' })
    expect(progress).toHaveValue(44)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await act(async () => release())
    expect(await screen.findByText('Export cancelled')).toBeInTheDocument()
    expect(files).toEqual([])
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('says why an export failed, and a second try works', async () => {
    let fail = true
    serveSmallWorld()
    testServer.use(
      http.get(`${origin}/api/analytics`, ({ request }) =>
        fail && new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ message: 'down' }, { status: 502 })
          : undefined,
      ),
    )
    const files = catchDownloads()
    await open('/analytics/search', 'Search events')
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Export failed: API call failed: 502 Bad Gateway')).toBeInTheDocument()
    expect(files).toEqual([])
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText(/^Exported 450 rows/)).toBeInTheDocument()
    expect(files).toHaveLength(1)
  })
})
