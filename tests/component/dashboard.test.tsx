import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { inspect } from 'node:util'
import { HttpResponse, http } from 'msw'
import { preload } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { computeDashboard } from '@mocks/db/aggregates/dashboard'
import { DASHBOARD_KEY, preloadDashboard } from '@/features/dashboard/useDashboard'
import { createWorld } from '@mocks/db/world'
import { cardOf, rowWithHeader } from '../support/queries'
import { renderApp } from '../support/renderApp'
import { signIn, testBackend, testServer } from '../support/mockBackend'

const dashboardUrl = `${window.location.origin}/api/analytics/dashboard`

function cardValue(title: string): string {
  const card = cardOf(screen.getByRole('list', { name: 'Key figures' }), title)
  return within(card).getByTestId('stat-value').textContent ?? ''
}

afterEach(() => {
  vi.useRealTimers()
  testServer.events.removeAllListeners()
})

describe('dashboard', () => {
  it("shows 'Loading dashboard...' until the figures arrive", async () => {
    // Held until the loading text has been seen: the screen's code may arrive after a quick answer.
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    testServer.use(
      http.get(dashboardUrl, async () => {
        await answered
        return HttpResponse.json(computeDashboard(testBackend.world, Date.now()))
      }),
    )
    await signIn()
    renderApp('/dashboard')
    expect(await screen.findByText('Loading dashboard...')).toBeInTheDocument()
    answer()
    expect(await screen.findByRole('heading', { name: 'Total Users' })).toBeInTheDocument()
    expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument()
  })

  it('shows the ten cards with the seeded figures, formatted', async () => {
    await signIn()
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Total Users' })
    const { world } = testBackend
    // Of the world's 5000 users, those who have come so far: some come later today.
    const usersSoFar = world.users.filter((user) => user.firstSeen <= testBackend.now()).length

    expect(cardValue('Total Users')).toBe(`${(usersSoFar / 1000).toFixed(1)}K`)
    expect(cardValue('Total Searches')).toBe(`${(world.events.search.length / 1000).toFixed(1)}K`)
    expect(cardValue('Navigations')).toBe(`${(world.events.navigation.length / 1000).toFixed(1)}K`)
    expect(cardValue('Shares')).toBe(`${(world.events.share.length / 1000).toFixed(1)}K`)
    expect(cardValue('Share Rate per User')).toBe((world.events.share.length / usersSoFar).toFixed(2))
    const clicks = world.events.deeplink.filter((event) => event.eventType === 'DEEPLINK_CLICKED').length
    const toApp = world.events.deeplink.filter((event) => event.eventType === 'DEEPLINK_REDIRECTED_TO_APP').length
    expect(cardValue('Deeplink Clicks')).toBe(`${(clicks / 1000).toFixed(1)}K`)
    // The card shows the backend's percentage (two decimals) with one: rounded twice, not once from the ratio.
    const percent = Math.round((toApp / clicks) * 10000) / 100
    expect(cardValue('App Conversion Rate')).toBe(`${percent.toFixed(1)}%`)
    for (const title of ['New Users Today', 'Active Users Today', 'Events Today']) {
      expect(cardValue(title)).toMatch(/^\d+(\.\d)?K?$/)
    }
    expect(within(screen.getByRole('list', { name: 'Key figures' })).getAllByRole('listitem')).toHaveLength(10)
  })

  it('shows the four panels with all-time and today breakdowns', async () => {
    await signIn()
    renderApp('/dashboard')
    for (const panel of ['Lifecycle', 'Search', 'Navigation', 'Share and Deeplink']) {
      expect(await screen.findByRole('region', { name: panel })).toBeInTheDocument()
    }
    const search = screen.getByRole('table', { name: 'Searches by type' })
    const cheapRow = rowWithHeader(search, 'Cheap')
    const cheap = testBackend.world.events.search.filter((event) => event.searchMode === 'cheap').length
    expect(within(cheapRow).getAllByRole('cell')[0]).toHaveAttribute('title', cheap.toLocaleString('en-US'))
    // The doughnuts arrive after the figures (their code loads once the panels are drawn), and
    // the screen's charts are built one per task (useChartTurn): a dozen take seconds in jsdom
    // on a busy machine.
    expect(
      await screen.findByRole(
        'img',
        { name: /Navigations by app, all time: Google Maps [\d,]+, Apple Maps [\d,]+, Waze [\d,]+/ },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument()
    // Which "today" the figures mean: the simulated backend counts it in this browser's time zone.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(screen.getByText(/Last updated:/)).toHaveTextContent(`today is since midnight, ${zone} time`)
  })

  it("shows 'Error loading dashboard: {message}' and Retry loads again", async () => {
    let failing = true
    testServer.use(
      http.get(dashboardUrl, () =>
        failing
          ? new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })
          : HttpResponse.json(computeDashboard(testBackend.world, Date.now())),
      ),
    )
    await signIn()
    renderApp('/dashboard')
    expect(
      await screen.findByText('Error loading dashboard: API call failed: 503 Service Unavailable'),
    ).toBeInTheDocument()

    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Total Users' })).toBeInTheDocument()
    expect(screen.queryByText(/Error loading dashboard/)).not.toBeInTheDocument()
  })

  it('figures asked for before the dashboard is drawn that fail are its error, never an unhandled rejection', async () => {
    testServer.use(
      http.get(dashboardUrl, () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' })),
    )
    await signIn()
    const unhandled: unknown[] = []
    const noteUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', noteUnhandled)
    try {
      // As src/app/start.tsx does on a cold load opened on the dashboard, before React draws it.
      preloadDashboard()
      // The same request, which the screen takes over once drawn: watched without handling it.
      const figures = preload(DASHBOARD_KEY, () => Promise.reject(new Error('not asked twice')))
      await vi.waitFor(() => expect(inspect(figures)).toContain('<rejected>'))
      // Node says a rejection went unhandled once the microtasks of its turn have run.
      await new Promise((resolve) => setImmediate(resolve))
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', noteUnhandled)
    }
    renderApp('/dashboard')
    expect(await screen.findByText(/^Error loading dashboard: .*Server error: 500/)).toBeInTheDocument()
  })

  it("shows 'No dashboard data available.' for a world without events", async () => {
    const empty = createWorld({ seed: 1, lots: 0, users: 0 })
    testServer.use(http.get(dashboardUrl, () => HttpResponse.json(computeDashboard(empty, Date.now()))))
    await signIn()
    renderApp('/dashboard')
    expect(await screen.findByText('No dashboard data available.')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Total Users' })).not.toBeInTheDocument()
  })

  it('refreshes on the Refresh button and by itself every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let requests = 0
    testServer.events.on('request:start', ({ request }) => {
      if (request.url === dashboardUrl) requests++
    })
    await signIn()
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Total Users' })
    expect(requests).toBe(1)

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(requests).toBe(2))

    await act(() => vi.advanceTimersByTimeAsync(29_000))
    expect(requests).toBe(2)
    await act(() => vi.advanceTimersByTimeAsync(1_500))
    await waitFor(() => expect(requests).toBe(3))
  })

  it('sends the user back to the login screen when the session is rejected', async () => {
    testServer.use(http.get(dashboardUrl, () => HttpResponse.json({ message: 'Token has expired' }, { status: 401 })))
    await signIn()
    renderApp('/dashboard')
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    // The address stays, so that signing in again comes back to it
    // (docs/product.md#session-handling).
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/)
    expect(localStorage.getItem('authToken')).toBeNull()
  })
})
