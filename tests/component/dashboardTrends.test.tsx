import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SCENARIO } from '@mocks/scenarios'
import { getTrends } from '@/api/analytics'
import type { TrendKey, TrendsResponse } from '@/api/types'
import { TREND_TITLES } from '@/features/dashboard/trendWords'
import { FUTURE_START_MESSAGE, addDays, today } from '@/lib/dateRange'
import { formatCount, formatDayRange, formatShortDay } from '@/lib/format'
import { historyBack, renderApp } from '../support/renderApp'
import { recordCalls, signIn, testBackend, testServer } from '../support/mockBackend'
import { wcagViolations } from '../support/axe'

// The dashboard's trends (docs/product.md#analytics-dashboard): nine daily series of the
// range chosen against the days before it, each day a way into the Activity Feed, loading
// and failing on their own while the key figures stay.

const trendsUrl = `${window.location.origin}/api/analytics/trends`

beforeAll(async () => {
  // The backend's clock stands still for the file: on the real one an event can join the
  // log between the screen's call and the test's own, and a total then differs by one.
  testBackend.setScenario({ ...DEFAULT_SCENARIO, frozenAt: Date.now() })
  await Promise.all([
    import('@/features/dashboard/DashboardPage'),
    import('@/features/activity-feed/ActivityFeedPage'),
    import('@/features/event-lists/LifecyclePage'),
    import('@/features/event-lists/ShareDeeplinkPage'),
    import('@/components/charts/LineChart'),
  ])
})

const calls = recordCalls('/api/analytics')
const lastCall = (path: string) => calls.filter((call) => call.path === `/api/analytics/${path}`).at(-1)?.query
const rangeSelect = () => screen.getByLabelText('Date range')
const trendsSection = () => screen.getByRole('region', { name: /^Trends, / })
const search = () => screen.getByTestId('location-search')

async function open(route = '/dashboard') {
  await signIn()
  renderApp(route)
  await screen.findByRole('region', { name: 'Searches' })
}

/** Opens a day of a card from its 'Show data' table, the way in by keyboard. */
async function openDay(card: string, link: string) {
  const region = within(trendsSection()).getByRole('region', { name: card })
  await userEvent.click(within(region).getByText('Show data'))
  await userEvent.click(within(region).getByRole('link', { name: link }))
}

/** The query of a list's first page of one day, as the list sends it. */
const firstPageOf = (day: string) => ({ page: '1', limit: '50', startDate: day, endDate: day })

/** The change line as a person reads it: 'up 12.4% vs Nov 12 – Nov 18, 2026'. */
function expectedChange(current: number, previous: number, trends: TrendsResponse): string {
  const vs = `vs ${formatDayRange(trends.previous.from, trends.previous.to)}`
  if (previous === 0) return current === 0 ? `= no change 0.0% ${vs}` : `▲ new ${vs}`
  const percent = ((current - previous) / previous) * 100
  const shown = Math.abs(percent).toFixed(1)
  if (shown === '0.0') return `= no change 0.0% ${vs}`
  return percent > 0 ? `▲ up ${shown}% ${vs}` : `▼ down ${shown}% ${vs}`
}

describe('dashboard trends', () => {
  it("shows the last 7 days' totals and changes as the backend answers them, under the key figures", async () => {
    await open()
    const day = today()
    const trends = await getTrends({ from: addDays(day, -6), to: day })
    expect(lastCall('trends')).toEqual({ from: addDays(day, -6), to: day, interval: 'day' })
    expect(rangeSelect()).toHaveDisplayValue('Last 7 days')
    expect(trendsSection()).toHaveAccessibleName(`Trends, ${formatDayRange(addDays(day, -6), day)} so far`)
    expect(trendsSection()).toHaveTextContent('Today counts so far, while the previous period is whole days.')
    for (const [key, title] of Object.entries(TREND_TITLES) as Array<[TrendKey, string]>) {
      const card = within(trendsSection()).getByRole('region', { name: title })
      const series = trends.series[key]
      expect(within(card).getByTestId('trend-total')).toHaveTextContent(formatCount(series.currentTotal))
      expect(card).toHaveTextContent(expectedChange(series.currentTotal, series.previousTotal, trends))
      expect(card).not.toHaveTextContent(/Infinity|NaN/)
      // The text alternative: every day of the range, with the previous period's same day.
      const rows = within(within(card).getByRole('table', { name: `${title} by day` })).getAllByRole('row')
      expect(rows).toHaveLength(8)
      const first = series.previous[0]!
      expect(rows[1]).toHaveTextContent(
        `${formatShortDay(series.current[0]!.date)}${series.current[0]!.value}${formatShortDay(first.date)}: ${first.value}`,
      )
    }
    expect(screen.getByRole('list', { name: 'Key figures' })).toBeInTheDocument()
  })

  it("offers Today to Last 90 days and Custom, no 'All time'; Last 30 days asks for its days and goes in the URL", async () => {
    await open()
    expect(
      within(rangeSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days', 'Last 90 days', 'Custom'])
    await userEvent.selectOptions(rangeSelect(), 'Last 30 days')
    const day = today()
    await waitFor(() => expect(lastCall('trends')).toEqual({ from: addDays(day, -29), to: day, interval: 'day' }))
    expect(search()).toHaveTextContent(/^\?range=last-30-days$/)
    await waitFor(() =>
      expect(trendsSection()).toHaveAccessibleName(`Trends, ${formatDayRange(addDays(day, -29), day)} so far`),
    )
    expect(screen.getByLabelText('Start date')).toHaveValue(addDays(day, -29))
  })

  it('sits in the trends section, which it changes, not in the page header above the key figures', async () => {
    await open()
    expect(trendsSection()).toContainElement(rangeSelect())
    // Below the key figures, which it does not change, so not in the page's header above them.
    const figures = screen.getByRole('list', { name: 'Key figures' })
    expect(figures.compareDocumentPosition(rangeSelect()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('refuses a start after today on the spot and asks for no such trends; a link with one reads as the last 7 days', async () => {
    const day = today()
    const tomorrow = addDays(day, 1)
    await open(`/dashboard?from=${tomorrow}&to=${addDays(day, 4)}`)
    expect(rangeSelect()).toHaveDisplayValue('Last 7 days')
    expect(trendsSection()).toHaveAccessibleName(`Trends, ${formatDayRange(addDays(day, -6), day)} so far`)
    expect(calls.filter((call) => call.query.from === tomorrow)).toEqual([])

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: tomorrow } })
    expect(await within(trendsSection()).findByRole('alert')).toHaveTextContent(FUTURE_START_MESSAGE)
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(FUTURE_START_MESSAGE)
    expect(calls.filter((call) => call.query.from === tomorrow)).toEqual([])
  })

  it("a day's link opens the Activity Feed of that source and day; Back returns to the range", async () => {
    await open('/dashboard?range=yesterday')
    const day = addDays(today(), -1)
    // A whole day: no 'so far'.
    expect(trendsSection()).toHaveAccessibleName(`Trends, ${formatDayRange(day, day)}`)
    await openDay('Navigations', `${formatShortDay(day)}: Navigations in the Activity Feed`)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/analytics/activity-feed'))
    expect(search()).toHaveTextContent(`?eventType=navigation&from=${day}&to=${day}`)
    await waitFor(() => expect(lastCall('all-events')).toEqual({ ...firstPageOf(day), eventType: 'navigation' }))

    await historyBack()
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'))
    expect(search()).toHaveTextContent(/^\?range=yesterday$/)
    expect(await screen.findByRole('region', { name: `Trends, ${formatDayRange(day, day)}` })).toBeInTheDocument()
  })

  it('Active users: a day opens every event of the day, and the card says the figure is the people behind them', async () => {
    await open('/dashboard?range=today')
    const day = today()
    const card = within(trendsSection()).getByRole('region', { name: 'Active users' })
    expect(
      within(card).getByRole('link', { name: `${formatShortDay(day)}: Every event in the Activity Feed` }),
    ).toHaveAttribute('href', `/analytics/activity-feed?from=${day}&to=${day}`)
    expect(card).toHaveTextContent(
      'A day opens its events of every source in the Activity Feed: the active users are the people behind them.',
    )
    // A series whose list is just its figure says nothing of the kind.
    for (const title of ['Searches', 'App launches', 'First launches', 'Deeplink clicks']) {
      expect(within(trendsSection()).getByRole('region', { name: title })).not.toHaveTextContent('A day opens')
    }
  })

  it.each([
    [
      'App launches',
      'App launches in Lifecycle Analytics',
      '/analytics/lifecycle',
      'eventType=app_launch',
      'lifecycle',
    ],
    [
      'First launches',
      'First launches in Lifecycle Analytics',
      '/analytics/lifecycle',
      'eventType=first_launch',
      'lifecycle',
    ],
    [
      'Deeplink clicks',
      'Deeplink clicks in Share and Deeplink Analytics',
      '/analytics/share-deeplink',
      'tab=deeplink&deeplink.eventType=DEEPLINK_CLICKED',
      'deeplink',
    ],
  ])(
    "%s: a day opens the list of that type and day, whose call asks for that day's events of the type",
    async (title, shows, screenPath, filter, call) => {
      await open('/dashboard?range=yesterday')
      const day = addDays(today(), -1)
      await openDay(title, `${formatShortDay(day)}: ${shows}`)
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(screenPath))
      expect(search()).toHaveTextContent(`?${filter}&from=${day}&to=${day}`)
      const eventType =
        new URLSearchParams(filter).get('eventType') ?? new URLSearchParams(filter).get('deeplink.eventType')
      await waitFor(() => expect(lastCall(call)).toEqual({ ...firstPageOf(day), eventType }))
    },
  )

  it("a feedback series' day opens Feedback Analytics of that type and day, whose list is the day's figure", async () => {
    await open('/dashboard?range=today')
    const day = today()
    const card = within(trendsSection()).getByRole('region', { name: 'Positive feedback' })
    expect(
      within(card).getByRole('link', { name: `${formatShortDay(day)}: Positive feedback in Feedback Analytics` }),
    ).toHaveAttribute('href', `/analytics/feedback?feedbackType=up&from=${day}&to=${day}`)
    expect(card).not.toHaveTextContent('A day opens')
  })

  it('says the backend lacks the call when it answers 404, the key figures as ever', async () => {
    testServer.use(http.get(trendsUrl, () => new HttpResponse(null, { status: 404, statusText: 'Not Found' })))
    await signIn()
    renderApp('/dashboard')
    expect(
      await screen.findByText('Trends need GET /api/analytics/trends, which this backend does not offer yet'),
    ).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Total Users' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Searches' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  })

  it("shows the section's error with Retry, which loads the charts, while the key figures stay", async () => {
    let failing = true
    testServer.use(
      http.get(trendsUrl, () =>
        failing ? new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }) : undefined,
      ),
    )
    await signIn()
    renderApp('/dashboard')
    expect(
      await screen.findByText('Error loading trends: API call failed: 503 Service Unavailable'),
    ).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Total Users' })).toBeInTheDocument()
    expect(screen.queryByText(/Error loading dashboard/)).not.toBeInTheDocument()

    failing = false
    await userEvent.click(within(trendsSection()).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('region', { name: 'Searches' })).toBeInTheDocument()
    expect(screen.queryByText(/Error loading trends/)).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Total Users' })).toBeInTheDocument()
  })

  it("each chart is a way in by keyboard: arrows show a day's figure and the previous period's, Enter opens that day", async () => {
    await open('/dashboard?range=last-7-days')
    const day = today()
    const trends = await getTrends({ from: addDays(day, -6), to: day })
    const { current, previous } = trends.series.searches
    const chart = await within(screen.getByRole('region', { name: 'Searches' })).findByRole('img')
    // The text alternative names each previous value by its own day.
    expect(chart).toHaveAccessibleName(
      expect.stringContaining(`Previous period ${formatShortDay(previous[0]!.date)} ${previous[0]!.value}`),
    )
    chart.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    const status = within(screen.getByRole('region', { name: 'Searches' })).getByRole('status')
    expect(status).toHaveTextContent(
      `${formatShortDay(current[1]!.date)}: This period ${current[1]!.value.toLocaleString('en-US')}; ` +
        `Previous period (${formatShortDay(previous[1]!.date)}) ${previous[1]!.value.toLocaleString('en-US')}`,
    )
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/analytics/activity-feed'))
    expect(search()).toHaveTextContent(`?eventType=search&from=${current[1]!.date}&to=${current[1]!.date}`)
  })

  it('colours a change by what it means: more negative feedback is bad news, more positive good, and the words say which way', async () => {
    await open()
    const day = today()
    const real = await getTrends({ from: addDays(day, -6), to: day })
    const rising = { ...real.series.feedbackNegative, currentTotal: 20, previousTotal: 10 }
    testServer.use(
      http.get(trendsUrl, () =>
        HttpResponse.json({
          ...real,
          series: { ...real.series, feedbackNegative: rising, feedbackPositive: rising },
        }),
      ),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    const change = (title: string) => within(screen.getByRole('region', { name: title })).getByText(/^up 100\.0% vs /)
    await waitFor(() => expect(change('Negative feedback')).toHaveClass('text-danger-emphasis'))
    expect(change('Negative feedback')).toHaveTextContent('▲ up 100.0% vs')
    expect(change('Positive feedback')).toHaveClass('text-success-emphasis')
  })

  it("names the backend's zone when its days are another zone's than this browser's", async () => {
    await open()
    expect(trendsSection()).not.toHaveTextContent("the backend's zone")
    const day = today()
    const real = await getTrends({ from: addDays(day, -6), to: day })
    testServer.use(http.get(trendsUrl, () => HttpResponse.json({ ...real, timeZone: 'Pacific/Kiritimati' })))
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(
      await within(trendsSection()).findByText(/Days are calendar days in Pacific\/Kiritimati, the backend's zone\./),
    ).toBeInTheDocument()
  })

  it('Refresh asks for the trends too; a refresh that fails keeps the charts shown and says they are the last ones', async () => {
    await open()
    const before = calls.filter((call) => call.path === '/api/analytics/trends').length
    testServer.use(
      http.get(trendsUrl, () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(
      await screen.findByText(
        'Error loading trends: API call failed: 503 Service Unavailable. Showing the last trends that arrived.',
      ),
    ).toBeInTheDocument()
    expect(calls.filter((call) => call.path === '/api/analytics/trends').length).toBeGreaterThan(before)
    expect(within(trendsSection()).getByRole('region', { name: 'Searches' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Total Users' })).toBeInTheDocument()
  })

  it('has no WCAG 2.1 A/AA violations axe can find in jsdom', async () => {
    await open()
    await screen.findAllByRole('img', { name: /^Searches: This period / })
    expect(await wcagViolations(screen.getByRole('main'))).toEqual([])
  })
})
