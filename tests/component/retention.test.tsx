import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, delay, http } from 'msw'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SCENARIO } from '@mocks/scenarios'
import { getRetention } from '@/api/analytics'
import type { RetentionResponse } from '@/api/types'
import { cardOf, rowWithHeader } from '../support/queries'
import { renderApp } from '../support/renderApp'
import { signIn, testBackend, testServer } from '../support/mockBackend'

// The Retention Analytics screen: its figures equal the server's answer, each rate's level
// follows the thresholds (written out here, not taken from the screen's code), the chart's
// text alternative says the same, and the loading, error and empty states.

const RETENTION_URL = `${window.location.origin}/api/analytics/retention`
const LOADING = 'Loading retention...'

// The first render pays for compiling the page (and Chart.js) and for the backend's
// indexes: pay it here, under the hook timeout, rather than inside the first test's time.
beforeAll(async () => {
  await import('@/features/retention/RetentionPage')
  await signIn()
  await getRetention()
})

afterEach(() => {
  testBackend.setScenario(DEFAULT_SCENARIO)
})

/** The short form of docs/product.md#number-and-time-formatting and the exact figure, worked out here rather than with the console's helpers. */
const short = (value: number) =>
  value >= 1_000_000 ? `${(value / 1e6).toFixed(1)}M` : value >= 1_000 ? `${(value / 1e3).toFixed(1)}K` : String(value)
const exact = (value: number) => value.toLocaleString('en-US')
const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`

type Window = 'day1' | 'week1' | 'month1'
const WINDOW_NAMES: Record<Window, string> = { day1: 'Day 1', week1: 'Week 1', month1: 'Month 1' }
/** The thresholds, in percent as shown: strong from the first, fair from the second. */
const CUTS: Record<Window, [number, number]> = { day1: [40, 20], week1: [60, 35], month1: [75, 50] }
const VARIANT = { Strong: 'success', Fair: 'warning', Weak: 'danger' } as const

function expectedLevel(window: Window, fraction: number): keyof typeof VARIANT {
  const shown = Number((fraction * 100).toFixed(1))
  const [strong, fair] = CUTS[window]
  return shown >= strong ? 'Strong' : shown >= fair ? 'Fair' : 'Weak'
}

async function open() {
  await signIn()
  renderApp('/analytics/retention')
  const shown = await screen.findByRole('table', { name: 'Retention rates' })
  // The chart is built a moment after the screen is drawn (useChartTurn).
  await screen.findByRole('img')
  return shown
}

const card = (title: string) => cardOf(screen.getByRole('list', { name: 'Users today' }), title)

/** A window's row of the rates table: the figure and the level beside it. */
function rateRow(window: Window) {
  const table = screen.getByRole('table', { name: 'Retention rates' })
  const row = rowWithHeader(table, new RegExp(`^${WINDOW_NAMES[window]}`))
  const [figure, level] = within(row).getAllByRole('cell')
  return { figure: figure!, level: level! }
}

function actionCells(action: 'Searches' | 'Navigations') {
  const table = screen.getByRole('table', { name: 'Searches and navigations' })
  return within(rowWithHeader(table, action)).getAllByRole('cell')
}

/** Everything the answer holds, on screen as a person reads it. */
function expectScreenToShow(answer: RetentionResponse) {
  const { kpis, retention, actions } = answer
  const cards: Array<[string, number]> = [
    ['New Users Today', kpis.newUsersToday],
    ['Returning Users Today', kpis.returningUsersToday],
    ['Active Users Today', kpis.activeUsersToday],
  ]
  for (const [title, value] of cards) {
    const shown = within(card(title)).getByTestId('stat-value')
    expect(shown, title).toHaveTextContent(new RegExp(`^${short(value)}$`))
    expect(shown, title).toHaveAttribute('title', exact(value))
  }
  expect(within(screen.getByRole('list', { name: 'Users today' })).getAllByRole('listitem')).toHaveLength(3)

  const windows: Window[] = ['day1', 'week1', 'month1']
  for (const window of windows) {
    const { figure, level } = rateRow(window)
    const expected = expectedLevel(window, retention[window])
    expect(figure, window).toHaveTextContent(new RegExp(`^${percent(retention[window])}$`))
    expect(level, window).toHaveTextContent(new RegExp(`^${expected}$`))
    // The figure's colour follows its level too.
    expect(figure, window).toHaveClass(`text-${VARIANT[expected]}-emphasis`)
  }
  const bars = windows.map(
    (window) => `${WINDOW_NAMES[window]} ${percent(retention[window])} (${expectedLevel(window, retention[window])})`,
  )
  expect(screen.getByRole('img', { name: `Retention by window: ${bars.join(', ')}` })).toBeInTheDocument()

  for (const [action, counts] of [
    ['Searches', actions.searches],
    ['Navigations', actions.navigations],
  ] as const) {
    const [total, today] = actionCells(action)
    expect(total).toHaveTextContent(new RegExp(`^${short(counts.total)}$`))
    expect(total).toHaveAttribute('title', exact(counts.total))
    expect(today).toHaveTextContent(new RegExp(`^${short(counts.today)}$`))
    expect(today).toHaveAttribute('title', exact(counts.today))
  }
}

/** Three hand-built answers; between them every window lands in every level, each on the lower edge of its band (or just under the fair one). */
const ANSWERS: Array<{ name: string; answer: RetentionResponse; levels: [string, string, string] }> = [
  {
    name: 'strong day 1, fair week 1, weak month 1',
    answer: {
      kpis: { newUsersToday: 7, returningUsersToday: 1234, activeUsersToday: 1241 },
      retention: { day1: 0.4, week1: 0.35, month1: 0.4994 },
      actions: { searches: { total: 54_402, today: 928 }, navigations: { total: 1_250_000, today: 0 } },
    },
    levels: ['Strong', 'Fair', 'Weak'],
  },
  {
    name: 'fair day 1, weak week 1, strong month 1',
    answer: {
      kpis: { newUsersToday: 0, returningUsersToday: 999, activeUsersToday: 999 },
      retention: { day1: 0.2, week1: 0.3494, month1: 0.75 },
      actions: { searches: { total: 999, today: 999 }, navigations: { total: 1_000, today: 12 } },
    },
    levels: ['Fair', 'Weak', 'Strong'],
  },
  {
    name: 'weak day 1, strong week 1, fair month 1',
    answer: {
      kpis: { newUsersToday: 2_345_678, returningUsersToday: 45, activeUsersToday: 2_345_723 },
      retention: { day1: 0.1994, week1: 0.6, month1: 0.5 },
      actions: { searches: { total: 3, today: 1 }, navigations: { total: 0, today: 0 } },
    },
    levels: ['Weak', 'Strong', 'Fair'],
  },
]

describe('Retention Analytics: figures', () => {
  it.each(ANSWERS)('shows exactly what the server answers: $name', async ({ answer, levels }) => {
    testServer.use(http.get(RETENTION_URL, () => HttpResponse.json(answer)))
    await open()
    expect(screen.getByRole('heading', { name: 'Retention Analytics', level: 1 })).toBeInTheDocument()
    expectScreenToShow(answer)
    // The levels, written out: the thresholds above must put these values here.
    expect([rateRow('day1'), rateRow('week1'), rateRow('month1')].map((row) => row.level.textContent)).toEqual(levels)
  })

  it('shows the seeded backend’s answer', async () => {
    await open()
    const answer = await getRetention()
    // The seeded world is alive: people today, and rates that are neither 0 nor 1.
    expect(answer.kpis.activeUsersToday).toBeGreaterThan(0)
    expect(answer.retention.week1).toBeGreaterThan(0)
    expect(answer.retention.month1).toBeLessThan(1)
    expectScreenToShow(answer)
  })

  it('explains the levels in a legend', async () => {
    await open()
    const legend = screen.getByRole('table', { name: 'Levels' })
    const row = (level: string) => rowWithHeader(legend, level)
    expect(
      within(legend)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Level', 'Day 1', 'Week 1', 'Month 1'])
    expect(
      within(row('Strong'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40% or more', '60% or more', '75% or more'])
    expect(
      within(row('Fair'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20% to 39.9%', '35% to 59.9%', '50% to 74.9%'])
    expect(
      within(row('Weak'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['under 20%', 'under 35%', 'under 50%'])
  })
})

describe('Retention Analytics: states', () => {
  it(`shows '${LOADING}' until the figures arrive`, async () => {
    testServer.use(
      http.get(RETENTION_URL, async () => {
        await delay(150)
        return undefined
      }),
    )
    await signIn()
    renderApp('/analytics/retention')
    expect(await screen.findByText(LOADING)).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Retention rates' })).not.toBeInTheDocument()
    expect(await screen.findByRole('table', { name: 'Retention rates' })).toBeInTheDocument()
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument()
  })

  it("shows 'Error loading retention: {message}', and Retry asks again", async () => {
    let failing = true
    let calls = 0
    testServer.use(
      http.get(RETENTION_URL, () => {
        calls++
        return failing ? new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }) : undefined
      }),
    )
    await signIn()
    renderApp('/analytics/retention')
    expect(
      await screen.findByText('Error loading retention: API call failed: 503 Service Unavailable'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Retention rates' })).not.toBeInTheDocument()
    const callsBefore = calls

    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('table', { name: 'Retention rates' })).toBeInTheDocument()
    expect(calls).toBe(callsBefore + 1)
    expect(screen.queryByText(/Error loading retention/)).not.toBeInTheDocument()
    await screen.findByRole('img')
    expectScreenToShow(await getRetention())
  })

  it("an empty world: 'No data yet' and what would fill it, no figures", async () => {
    testBackend.setScenario({ empty: true })
    await signIn()
    renderApp('/analytics/retention')
    expect(await screen.findByText('No data yet')).toBeInTheDocument()
    expect(
      screen.getByText('Retention appears once people have used the app on more than one day.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Users today' })).not.toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Retention rates' })).not.toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /^Retention by window/ })).not.toBeInTheDocument()
  })
})
