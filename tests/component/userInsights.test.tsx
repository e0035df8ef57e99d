import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, delay, http } from 'msw'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SCENARIO } from '@mocks/scenarios'
import { getUserInsights } from '@/api/analytics'
import type { UserInsightsResponse } from '@/api/types'
import { USER_INSIGHTS_SWR_OPTIONS } from '@/features/user-insights/useUserInsights'
import { IN_TABLE, bodyRows, cardOf, cells, visibleText } from '../support/queries'
import { renderApp } from '../support/renderApp'
import { recordCalls, signIn, testBackend, testServer } from '../support/mockBackend'

// The User Insights screen: the KPI cards and the most engaged users equal to what the
// server answers (a hand-built answer and the seeded simulated backend), the client-side
// sort, the user link, the loading, error and empty states and the SWR options.

const origin = window.location.origin
const INSIGHTS = '/api/analytics/user-insights'
const ROUTE = '/analytics/user-insights'
const LOADING = 'Loading user insights...'

type TopUser = UserInsightsResponse['topUsers'][number]

// The first render pays for compiling the page and for the backend's indexes: pay it here,
// under the hook timeout, rather than inside the first test's time.
beforeAll(async () => {
  await import('@/features/user-insights/UserInsightsPage')
  await signIn()
  await getUserInsights()
})

/** Every analytics call the console (or the test) sends, as path and query parameters. */
const calls = recordCalls('/api/analytics')

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  testServer.events.removeAllListeners()
  testBackend.setScenario(DEFAULT_SCENARIO)
})

const insightsCalls = () => calls.filter((call) => call.path === INSIGHTS).length

/** Serves this answer in place of the simulated backend's. */
function serve(answer: UserInsightsResponse) {
  testServer.use(http.get(`${origin}${INSIGHTS}`, () => HttpResponse.json(answer)))
}

async function open(route = ROUTE) {
  await signIn()
  renderApp(route)
  return screen.findByRole('table', { name: 'Most engaged users' })
}

const table = () => screen.getByRole('table', { name: 'Most engaged users' })
const rows = () => bodyRows(table())
const columnHeader = (name: string) => within(table()).getByRole('columnheader', { name })

/** The visible text of each cell (relative times without their screen-reader twin). */
const cellTexts = (row: HTMLElement) => cells(row).map((cell) => visibleText(cell).trim())

/** The short form of docs/product.md#number-and-time-formatting, worked out here rather than with the console's own helper. */
const short = (value: number) =>
  value >= 1_000_000 ? `${(value / 1e6).toFixed(1)}M` : value >= 1_000 ? `${(value / 1e3).toFixed(1)}K` : String(value)
const exact = (value: number) => value.toLocaleString('en-US')

function statValue(title: string): HTMLElement {
  const card = cardOf(screen.getByRole('list', { name: 'User figures' }), title)
  return within(card).getByTestId('stat-value')
}

const TYPE_WORDS: Record<string, string> = { new: 'New', returning: 'Returning' }

/** Every cell but the last seen, as a person reads the row of the user at `rank`. */
const expectedTexts = (user: TopUser, rank: number) => [
  String(rank),
  user.userId,
  TYPE_WORDS[user.userType] ?? user.userType,
  short(user.totalSearches),
  short(user.totalNavigations),
  short(user.searchVariety),
  short(user.daysActive),
  user.isActiveToday ? 'Yes' : 'No',
]

/** The table shows these users in this order, each with its rank in `ranking` and its last-seen time. */
function expectRows(users: readonly TopUser[], ranking: readonly TopUser[] = users) {
  expect(rows().map((row) => cellTexts(row).slice(0, 8))).toEqual(
    users.map((user) => expectedTexts(user, ranking.indexOf(user) + 1)),
  )
  const lastSeen = rows().map((row) => within(cells(row)[8]!).queryByRole('time', IN_TABLE)?.getAttribute('datetime'))
  expect(lastSeen).toEqual(users.map((user) => user.lastSeen))
}

/** The users in the order a sort on `key` should give: ties in rank order, whichever the direction. */
function sortedBy(users: readonly TopUser[], key: (user: TopUser) => number, order: 'asc' | 'desc'): TopUser[] {
  const sign = order === 'asc' ? 1 : -1
  return users
    .map((user, rank) => ({ user, rank }))
    .sort((a, b) => sign * (key(a.user) - key(b.user)) || a.rank - b.rank)
    .map(({ user }) => user)
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

/** A small hand-built world's answer, with figures that show each formatting rule. */
function handBuiltAnswer(): UserInsightsResponse {
  return {
    kpis: {
      totalUsers: 1234,
      newUsers: 987,
      returningUsers: 1_250_400,
      activeToday: 0,
      conversionRate: 0.4567,
      avgSearchesPerUser: 3.5,
    },
    topUsers: [
      {
        userId: 'user_9',
        userType: 'returning',
        totalSearches: 1500,
        totalNavigations: 40,
        searchVariety: 12,
        daysActive: 30,
        isActiveToday: true,
        lastSeen: minutesAgo(5),
      },
      {
        userId: 'user_10',
        userType: 'new',
        totalSearches: 900,
        totalNavigations: 60,
        searchVariety: 3,
        daysActive: 2,
        isActiveToday: false,
        lastSeen: minutesAgo(3 * 60),
      },
      // A type this console does not know, from a real backend.
      {
        userId: 'user_11',
        userType: 'trial' as TopUser['userType'],
        totalSearches: 10,
        totalNavigations: 5,
        searchVariety: 1,
        daysActive: 1,
        isActiveToday: false,
        lastSeen: minutesAgo(3 * 24 * 60),
      },
    ],
  }
}

describe('User Insights: figures', () => {
  it("shows 'Loading user insights...' until the figures arrive", async () => {
    testServer.use(
      http.get(`${origin}${INSIGHTS}`, async () => {
        await delay(150)
        // Then on to the simulated backend's own handler.
        return undefined
      }),
    )
    await signIn()
    renderApp(ROUTE)
    expect(await screen.findByText(LOADING)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'User Insights', level: 1 })).toBeInTheDocument()
    expect(await screen.findByRole('table', { name: 'Most engaged users' })).toBeInTheDocument()
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument()
  })

  it("shows every KPI of the server's answer, formatted, with the exact figure on hover", async () => {
    serve(handBuiltAnswer())
    await open()
    expect(statValue('Total Users')).toHaveTextContent(/^1\.2K$/)
    expect(statValue('Total Users')).toHaveAttribute('title', '1,234')
    expect(statValue('New Users')).toHaveTextContent(/^987$/)
    expect(statValue('Returning Users')).toHaveTextContent(/^1\.3M$/)
    expect(statValue('Returning Users')).toHaveAttribute('title', '1,250,400')
    expect(statValue('Active Today')).toHaveTextContent(/^0$/)
    expect(statValue('Conversion Rate')).toHaveTextContent(/^45\.7%$/)
    expect(statValue('Conversion Rate')).toHaveAttribute('title', '45.67%')
    expect(statValue('Avg. Searches')).toHaveTextContent(/^3\.50$/)
    const cards = screen.getByRole('list', { name: 'User figures' })
    expect(within(cards).getAllByRole('listitem')).toHaveLength(6)
    expect(within(cards).getByText('searches per user')).toBeInTheDocument()
  })

  it("lists the served users in the server's order: rank, link, type word, counts, Yes/No and how long ago", async () => {
    const answer = handBuiltAnswer()
    serve(answer)
    await open()
    expect(rows().map(cellTexts)).toEqual([
      ['1', 'user_9', 'Returning', '1.5K', '40', '12', '30', 'Yes', '5m ago'],
      ['2', 'user_10', 'New', '900', '60', '3', '2', 'No', '3h ago'],
      ['3', 'user_11', 'trial', '10', '5', '1', '1', 'No', '3d ago'],
    ])
    const [first, , third] = rows()
    expect(within(first!).getByText('1.5K')).toHaveAttribute('title', '1,500')
    expect(within(first!).getByRole('link', { name: 'user_9' })).toHaveAttribute(
      'href',
      '/analytics/activity-feed?userId=user_9',
    )
    // The unknown type is a grey badge with its own word.
    expect(within(third!).getByText('trial')).toHaveClass('badge', 'bg-secondary-subtle')
    // Relative on screen, the exact time for hover and screen readers.
    const lastSeen = within(cells(first!)[8]!).getByRole('time')
    expect(lastSeen).toHaveAttribute('datetime', answer.topUsers[0]!.lastSeen)
    expect(lastSeen).toHaveAttribute('title', expect.stringMatching(/\d/))
  })

  it('shows the seeded backend\u2019s KPIs and its most engaged users in rank order', async () => {
    await open()
    const { kpis, topUsers } = await getUserInsights()
    expect(kpis.totalUsers).toBeGreaterThan(1000)
    expect(statValue('Total Users')).toHaveTextContent(short(kpis.totalUsers))
    expect(statValue('Total Users')).toHaveAttribute('title', exact(kpis.totalUsers))
    expect(statValue('New Users')).toHaveTextContent(short(kpis.newUsers))
    expect(statValue('Returning Users')).toHaveTextContent(short(kpis.returningUsers))
    expect(statValue('Active Today')).toHaveTextContent(short(kpis.activeToday))
    expect(statValue('Conversion Rate')).toHaveTextContent(`${(kpis.conversionRate * 100).toFixed(1)}%`)
    expect(statValue('Avg. Searches')).toHaveTextContent(kpis.avgSearchesPerUser.toFixed(2))

    expect(topUsers).toHaveLength(20)
    expectRows(topUsers)
    expect(columnHeader('Rank')).toHaveAttribute('aria-sort', 'ascending')
    expect(columnHeader('Searches')).toHaveAttribute('aria-sort', 'none')
  })
})

describe('User Insights: the table', () => {
  it('sorts by a column, reverses on a second click, and Rank restores the ranking', async () => {
    await open()
    const { topUsers } = await getUserInsights()

    await userEvent.click(within(table()).getByRole('button', { name: 'Navigations' }))
    expect(columnHeader('Navigations')).toHaveAttribute('aria-sort', 'ascending')
    expect(columnHeader('Rank')).toHaveAttribute('aria-sort', 'none')
    expectRows(
      sortedBy(topUsers, (user) => user.totalNavigations, 'asc'),
      topUsers,
    )

    await userEvent.click(within(table()).getByRole('button', { name: 'Navigations' }))
    expect(columnHeader('Navigations')).toHaveAttribute('aria-sort', 'descending')
    expectRows(
      sortedBy(topUsers, (user) => user.totalNavigations, 'desc'),
      topUsers,
    )

    // By keyboard: the header buttons are in the tab order.
    within(table()).getByRole('button', { name: 'Last seen' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(columnHeader('Last seen')).toHaveAttribute('aria-sort', 'ascending')
    expect(columnHeader('Navigations')).toHaveAttribute('aria-sort', 'none')
    expectRows(
      sortedBy(topUsers, (user) => Date.parse(user.lastSeen), 'asc'),
      topUsers,
    )

    await userEvent.click(within(table()).getByRole('button', { name: 'Rank' }))
    expect(columnHeader('Rank')).toHaveAttribute('aria-sort', 'ascending')
    expectRows(topUsers)
  })

  it('opens sorted as its link says', async () => {
    await open(`${ROUTE}?sortBy=daysActive&sortOrder=desc`)
    const { topUsers } = await getUserInsights()
    expect(columnHeader('Days active')).toHaveAttribute('aria-sort', 'descending')
    expectRows(
      sortedBy(topUsers, (user) => user.daysActive, 'desc'),
      topUsers,
    )
  })

  it('a user id opens the Activity Feed filtered by that user', async () => {
    await open()
    const link = within(rows()[0]!).getByRole('link')
    const userId = link.textContent!
    await userEvent.click(link)
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/analytics/all-events').at(-1)?.query).toMatchObject({ userId }),
    )
    expect(screen.getByTestId('location')).toHaveTextContent('/analytics/activity-feed')
    expect(screen.getByLabelText('User ID')).toHaveValue(userId)
  })
})

describe('User Insights: states and fetching', () => {
  it("shows 'Error loading user insights: {message}' and Retry loads again", async () => {
    let failing = true
    // A status the console does not retry by itself (app/swrOptions.ts): only Retry can bring the figures.
    testServer.use(
      http.get(`${origin}${INSIGHTS}`, () =>
        failing ? new HttpResponse(null, { status: 404, statusText: 'Not Found' }) : undefined,
      ),
    )
    await signIn()
    renderApp(ROUTE)
    expect(await screen.findByText('Error loading user insights: API call failed: 404 Not Found')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()

    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('table', { name: 'Most engaged users' })).toBeInTheDocument()
    expect(screen.queryByText(/Error loading user insights/)).not.toBeInTheDocument()
  })

  it("an empty world: 'No data yet' and what would fill it, no cards and no table", async () => {
    testBackend.setScenario({ empty: true })
    await signIn()
    renderApp(ROUTE)
    expect(await screen.findByText('No data yet')).toBeInTheDocument()
    expect(
      screen.getByText('User insights appear once people use the app: searches, navigations and launches.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'User figures' })).not.toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('keeps its figures for 30 s: coming back to the screen asks nothing', async () => {
    expect(USER_INSIGHTS_SWR_OPTIONS).toEqual({
      dedupingInterval: 30_000,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    })
    await open()
    expect(insightsCalls()).toBe(1)
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Monitoring' }),
    )
    await screen.findByRole('heading', { name: 'System Monitoring', level: 1 })
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'User Insights' }),
    )
    expect(await screen.findByRole('table', { name: 'Most engaged users' })).toBeInTheDocument()
    // A revalidation of cached data waits a frame; after it, the test's own call is the only new one.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
    await getUserInsights()
    expect(insightsCalls()).toBe(2)
  })

  it('does not ask again when the window regains focus or the network comes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await open()
    expect(insightsCalls()).toBe(1)
    // Past the 30 s dedupe window and the 5 s focus throttle, with the tab hidden so the
    // 30 s refresh skips its turn: a focus would now fetch, were the screen to fetch on focus.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    await act(() => vi.advanceTimersByTimeAsync(31_000))
    visibility.mockReturnValue('visible')
    expect(insightsCalls()).toBe(1)

    await act(async () => {
      window.dispatchEvent(new Event('focus'))
      window.dispatchEvent(new Event('online'))
      // SWR handles both events on the next tick.
      await vi.advanceTimersByTimeAsync(10)
    })
    await getUserInsights()
    expect(insightsCalls()).toBe(2)
    expect(screen.getByRole('table', { name: 'Most engaged users' })).toBeInTheDocument()
  })
})
