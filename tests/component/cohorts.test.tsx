import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, delay, http } from 'msw'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SCENARIO } from '@mocks/scenarios'
import { getCohorts } from '@/api/analytics'
import type { Cohort, CohortsResponse } from '@/api/types'
import { IN_TABLE, bodyRows, cardOf, cells, visibleText } from '../support/queries'
import { renderApp } from '../support/renderApp'
import { signIn, testBackend, testServer } from '../support/mockBackend'

// The Cohort Analytics screen: the summary, trends and every cell of the table equal the
// answer (a hand-built one and the seeded backend's), the heat map's cells match its
// legend, the chart's text alternative follows the ticked cohorts, and the loading, error
// and empty states.

const COHORTS_URL = `${window.location.origin}/api/analytics/cohorts`
const LOADING = 'Loading cohorts...'

// The first render pays for compiling the page and for the backend's indexes: pay it here,
// under the hook timeout, rather than inside the first test's time.
beforeAll(async () => {
  await import('@/features/cohorts/CohortsPage')
  await signIn()
  await getCohorts()
})

afterEach(() => {
  testServer.events.removeAllListeners()
  testBackend.setScenario(DEFAULT_SCENARIO)
})

const cohort = (
  cohortWeek: string,
  totalUsers: number,
  retention: number[],
  status: string,
  daysSinceCohort: number,
): Cohort => ({
  cohortWeek,
  totalUsers,
  retention: { day1: retention[0]!, day7: retention[1]!, day14: retention[2]!, day30: retention[3]! },
  status: status as Cohort['status'],
  daysSinceCohort,
})

/**
 * A small world on a Tuesday: day N is reached from 7 + N days after the cohort's Monday
 * (8, 14, 21, 37). W10 reaches day 1 on the day itself; W06, at 36 days, is one day short
 * of day 30 (its 0 there means "not yet"); W05 is the newest complete cohort and W02 the
 * fourth. W04 sends a status the console does not know.
 */
const HAND_BUILT: CohortsResponse = {
  cohorts: [
    cohort('2026-W10', 12, [0.25, 0, 0, 0], 'new', 8),
    cohort('2026-W09', 1234, [0.4512, 0.3002, 0, 0], 'growing', 15),
    cohort('2026-W08', 90, [0.1, 0.0999, 0.05, 0], 'stable', 22),
    cohort('2026-W07', 75, [0.2, 0.1, 0.1, 0], 'declining', 29),
    cohort('2026-W06', 300, [0.2, 0.1, 0.1, 0], 'stable', 36),
    cohort('2026-W05', 250, [0.3, 0.2, 0.15, 0.1], 'declining', 43),
    cohort('2026-W04', 200, [0.1235, 0.0994, 0, 0.0004], 'paused', 50),
    cohort('2026-W03', 180, [0.5, 0.4, 0.35, 0.3], 'growing', 57),
    cohort('2026-W02', 150, [0.2, 0.1, 0.1, 0.05], 'stable', 64),
  ],
  summary: { totalCohorts: 9, averageDay1Retention: 0.2543, averageDay7Retention: 0.1666, totalUsers: 2491 },
  trends: { improving: 2, stable: 3, declining: 1 },
}

function serve(answer: CohortsResponse) {
  testServer.use(http.get(COHORTS_URL, () => HttpResponse.json(answer)))
}

async function open() {
  await signIn()
  renderApp('/analytics/cohorts')
  const shown = await screen.findByRole('table', { name: 'Cohorts by week' })
  // The chart is built a moment after the screen is drawn (useChartTurn).
  await screen.findByRole('img', { name: /^Retention curve:/ })
  return shown
}

const table = () => screen.getByRole('table', { name: 'Cohorts by week' })
const rows = () => bodyRows(table())
/** A row's cell for a point: 0 for day 1 to 3 for day 30 (after the checkbox's and the users' cells; the week is the row's header). */
const pointCell = (row: HTMLElement, point: number) => cells(row)[2 + point]!

const cardValue = (list: string, title: string) =>
  within(cardOf(screen.getByRole('list', { name: list }), title)).getByTestId('stat-value').textContent ?? ''

/** The short form of docs/product.md#number-and-time-formatting, worked out here rather than with the console's helper. */
const short = (value: number) =>
  value >= 1_000_000 ? `${(value / 1e6).toFixed(1)}M` : value >= 1_000 ? `${(value / 1e3).toFixed(1)}K` : String(value)
/** A four-decimal fraction in percent, rounded half up to one decimal, in whole numbers: 0.1235 -> 12.4%. */
const percent = (fraction: number) => `${(Math.round(Math.round(fraction * 10_000) / 10) / 10).toFixed(1)}%`
/** Day N is measured once it is over for the members who started on the week's Sunday (day 6). */
const reached = (daysSinceCohort: number, days: number) => daysSinceCohort > 6 + days

const POINTS = [
  ['day1', 1],
  ['day7', 7],
  ['day14', 14],
  ['day30', 30],
] as const

/** The row a cohort should give: week, users, the four points ('—' before they are reached), status, days. */
function expectedRow(answer: Cohort): string[] {
  const known = ['new', 'growing', 'stable', 'declining'].includes(answer.status)
  return [
    answer.cohortWeek,
    short(answer.totalUsers),
    ...POINTS.map(([key, days]) => (reached(answer.daysSinceCohort, days) ? percent(answer.retention[key]) : '—')),
    known ? answer.status : 'unknown',
    answer.daysSinceCohort.toLocaleString('en-US'),
  ]
}

/** The rows on screen, without the checkbox column. */
const shownRows = () =>
  rows().map((row) =>
    [within(row).getByRole('rowheader', IN_TABLE), ...cells(row).slice(1)].map((cell) => visibleText(cell).trim()),
  )

const chart = () => screen.getByRole('img', { name: /^Retention curve:/ })
const checkbox = (week: string) => screen.getByRole('checkbox', { name: `Show ${week} in the chart` })
const tickedWeeks = () =>
  rows()
    .filter((row) => (within(row).getByRole('checkbox', IN_TABLE) as HTMLInputElement).checked)
    .map((row) => within(row).getByRole('rowheader', IN_TABLE).textContent)

describe('Cohort Analytics: a hand-built answer', () => {
  it('shows the summary and trends cards as the answer has them', async () => {
    serve(HAND_BUILT)
    await open()
    expect(screen.getByRole('heading', { name: 'Cohort Analytics', level: 1 })).toBeInTheDocument()
    expect(cardValue('Cohort summary', 'Total Cohorts')).toBe('9')
    expect(cardValue('Cohort summary', 'Avg Day 1 Retention')).toBe('25.4%')
    expect(cardValue('Cohort summary', 'Avg Day 7 Retention')).toBe('16.7%')
    expect(cardValue('Cohort summary', 'Total Users')).toBe('2.5K')
    expect(within(screen.getByRole('list', { name: 'Cohort summary' })).getAllByRole('listitem')).toHaveLength(4)
    expect(cardValue('Trends', 'Improving')).toBe('2')
    expect(cardValue('Trends', 'Stable')).toBe('3')
    expect(cardValue('Trends', 'Declining')).toBe('1')
  })

  it("shows every cohort, newest first, with each point in percent or '—' before it is reached, its status and age", async () => {
    serve(HAND_BUILT)
    await open()
    expect(shownRows()).toEqual([
      ['2026-W10', '12', '25.0%', '—', '—', '—', 'new', '8'],
      ['2026-W09', '1.2K', '45.1%', '30.0%', '—', '—', 'growing', '15'],
      ['2026-W08', '90', '10.0%', '10.0%', '5.0%', '—', 'stable', '22'],
      ['2026-W07', '75', '20.0%', '10.0%', '10.0%', '—', 'declining', '29'],
      ['2026-W06', '300', '20.0%', '10.0%', '10.0%', '—', 'stable', '36'],
      ['2026-W05', '250', '30.0%', '20.0%', '15.0%', '10.0%', 'declining', '43'],
      ['2026-W04', '200', '12.4%', '9.9%', '0.0%', '0.0%', 'unknown', '50'],
      ['2026-W03', '180', '50.0%', '40.0%', '35.0%', '30.0%', 'growing', '57'],
      ['2026-W02', '150', '20.0%', '10.0%', '10.0%', '5.0%', 'stable', '64'],
    ])
    // The same, worked out from the answer by the rule rather than written out.
    expect(shownRows()).toEqual(HAND_BUILT.cohorts.map(expectedRow))

    // A point not reached says so to a screen reader too, and is not shaded.
    for (const notReached of [pointCell(rows()[1]!, 2), pointCell(rows()[4]!, 3)]) {
      expect(notReached).toHaveTextContent('—not reached yet')
      // The shade is an inline style (of rgba(var(…)), which jsdom's computed style leaves out,
      // so toHaveStyle could not tell a shaded cell from another): an unreached cell has none.
      expect(notReached).not.toHaveAttribute('style')
    }
    // The unknown status is a grey badge; the known ones have colours of their own.
    const unknown = within(rows()[6]!).getByText('unknown')
    expect(unknown).toHaveClass('badge', 'bg-secondary')
    expect(unknown).toHaveAttribute('title', 'Status sent: paused')
    expect(within(rows()[1]!).getByText('growing')).not.toHaveClass('bg-secondary')
  })

  it('shades each reached cell like the legend entry of its range', async () => {
    serve(HAND_BUILT)
    await open()
    const legend = screen.getByRole('list', { name: 'Retention shading:' })
    const swatches = within(legend).getAllByRole('listitem')
    expect(swatches.map((swatch) => swatch.textContent)).toEqual(['0–10%', '10–20%', '20–30%', '30–40%', '40%+'])
    const shadeOf = (label: string) => swatches.find((swatch) => swatch.textContent === label)!.style.backgroundColor
    expect(new Set(swatches.map((swatch) => swatch.style.backgroundColor)).size).toBe(5)

    const cell = (row: number, point: number) => pointCell(rows()[row]!, point)
    expect(cell(1, 0).style.backgroundColor).toBe(shadeOf('40%+')) // 45.1%
    expect(cell(1, 1).style.backgroundColor).toBe(shadeOf('30–40%')) // 30.0%, on the edge
    expect(cell(2, 0).style.backgroundColor).toBe(shadeOf('10–20%')) // 10.0%, on the edge
    expect(cell(2, 1).style.backgroundColor).toBe(shadeOf('10–20%')) // 0.0999 prints 10.0%
    expect(cell(6, 1).style.backgroundColor).toBe(shadeOf('0–10%')) // 9.9%
    expect(cell(6, 2).style.backgroundColor).toBe(shadeOf('0–10%')) // 0.0%, reached
    expect(cell(3, 0).style.backgroundColor).toBe(shadeOf('20–30%'))
  })

  it('draws the three newest complete cohorts and their average; ticking adds a line, unticking removes it', async () => {
    serve(HAND_BUILT)
    await open()
    // W06 (36 days) has no day 30 yet; W02 is the fourth complete one.
    expect(tickedWeeks()).toEqual(['2026-W05', '2026-W04', '2026-W03'])
    expect(chart()).toHaveAttribute(
      'aria-label',
      'Retention curve: 2026-W05 day 1 30.0%, day 7 20.0%, day 14 15.0%, day 30 10.0%; ' +
        '2026-W04 day 1 12.4%, day 7 9.9%, day 14 0.0%, day 30 0.0%; ' +
        '2026-W03 day 1 50.0%, day 7 40.0%, day 14 35.0%, day 30 30.0%; ' +
        'Average day 1 30.8%, day 7 23.3%, day 14 16.7%, day 30 13.3%',
    )

    // W09 has reached day 7 only: its line stops there, and the average's later points leave it out.
    await userEvent.click(checkbox('2026-W09'))
    expect(checkbox('2026-W09')).toBeChecked()
    expect(chart()).toHaveAttribute(
      'aria-label',
      'Retention curve: 2026-W09 day 1 45.1%, day 7 30.0%; ' +
        '2026-W05 day 1 30.0%, day 7 20.0%, day 14 15.0%, day 30 10.0%; ' +
        '2026-W04 day 1 12.4%, day 7 9.9%, day 14 0.0%, day 30 0.0%; ' +
        '2026-W03 day 1 50.0%, day 7 40.0%, day 14 35.0%, day 30 30.0%; ' +
        'Average day 1 34.4%, day 7 25.0%, day 14 16.7%, day 30 13.3%',
    )

    await userEvent.click(checkbox('2026-W04'))
    expect(checkbox('2026-W04')).not.toBeChecked()
    expect(chart()).toHaveAttribute(
      'aria-label',
      'Retention curve: 2026-W09 day 1 45.1%, day 7 30.0%; ' +
        '2026-W05 day 1 30.0%, day 7 20.0%, day 14 15.0%, day 30 10.0%; ' +
        '2026-W03 day 1 50.0%, day 7 40.0%, day 14 35.0%, day 30 30.0%; ' +
        'Average day 1 41.7%, day 7 30.0%, day 14 25.0%, day 30 20.0%',
    )
  })

  it('says how to draw a curve when no cohort is ticked', async () => {
    serve(HAND_BUILT)
    await open()
    for (const week of ['2026-W05', '2026-W04', '2026-W03']) await userEvent.click(checkbox(week))
    expect(screen.queryByRole('img', { name: /^Retention curve:/ })).not.toBeInTheDocument()
    expect(screen.getByText(/No cohort is shown: tick one in the table/)).toBeInTheDocument()
    // Keyboard: Space on a focused checkbox ticks it.
    checkbox('2026-W02').focus()
    await userEvent.keyboard(' ')
    expect(chart()).toHaveAttribute(
      'aria-label',
      'Retention curve: 2026-W02 day 1 20.0%, day 7 10.0%, day 14 10.0%, day 30 5.0%; Average day 1 20.0%, day 7 10.0%, day 14 10.0%, day 30 5.0%',
    )
  })
})

describe('Cohort Analytics: the seeded backend', () => {
  it('shows the summary, trends and every cohort the server answers, and draws its three newest complete cohorts', async () => {
    // The backend's clock stands still: on the real one a user can join between the screen's call and the test's own.
    testBackend.setScenario({ ...DEFAULT_SCENARIO, frozenAt: Date.now() })
    await open()
    const answer = await getCohorts()
    expect(answer.cohorts.length).toBeGreaterThan(5)

    expect(cardValue('Cohort summary', 'Total Cohorts')).toBe(short(answer.summary.totalCohorts))
    expect(cardValue('Cohort summary', 'Avg Day 1 Retention')).toBe(percent(answer.summary.averageDay1Retention))
    expect(cardValue('Cohort summary', 'Avg Day 7 Retention')).toBe(percent(answer.summary.averageDay7Retention))
    expect(cardValue('Cohort summary', 'Total Users')).toBe(short(answer.summary.totalUsers))
    expect(cardValue('Trends', 'Improving')).toBe(short(answer.trends.improving))
    expect(cardValue('Trends', 'Stable')).toBe(short(answer.trends.stable))
    expect(cardValue('Trends', 'Declining')).toBe(short(answer.trends.declining))

    expect(shownRows()).toEqual(answer.cohorts.map(expectedRow))
    // The backend sends 0 for a point it has not measured: every '—' stands on a 0.
    for (const row of answer.cohorts) {
      for (const [key, days] of POINTS) if (!reached(row.daysSinceCohort, days)) expect(row.retention[key]).toBe(0)
    }
    expect(shownRows().flat()).toContain('—')

    const complete = answer.cohorts.filter((row) => reached(row.daysSinceCohort, 30)).slice(0, 3)
    expect(complete).toHaveLength(3)
    expect(tickedWeeks()).toEqual(complete.map((row) => row.cohortWeek))
    const lines = chart()
      .getAttribute('aria-label')!
      .replace(/^Retention curve: /, '')
      .split('; ')
    expect(lines.map((line) => line.split(' ')[0])).toEqual([...complete.map((row) => row.cohortWeek), 'Average'])
    expect(lines[0]).toBe(
      `${complete[0]!.cohortWeek} ${POINTS.map(([key, days]) => `day ${days} ${percent(complete[0]!.retention[key])}`).join(', ')}`,
    )
  })
})

describe('Cohort Analytics: states', () => {
  it(`shows '${LOADING}' until the cohorts arrive`, async () => {
    testServer.use(
      http.get(COHORTS_URL, async () => {
        await delay(150)
        return HttpResponse.json(HAND_BUILT)
      }),
    )
    await signIn()
    renderApp('/analytics/cohorts')
    expect(await screen.findByText(LOADING)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Cohort Analytics', level: 1 })).toBeInTheDocument()
    expect(await screen.findByRole('table', { name: 'Cohorts by week' })).toBeInTheDocument()
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument()
  })

  it("shows 'Error loading cohorts: {message}' and Retry asks again", async () => {
    let failing = true
    let calls = 0
    testServer.use(
      http.get(COHORTS_URL, () => {
        calls++
        return failing
          ? new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })
          : HttpResponse.json(HAND_BUILT)
      }),
    )
    await signIn()
    renderApp('/analytics/cohorts')
    expect(
      await screen.findByText('Error loading cohorts: API call failed: 503 Service Unavailable'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Cohorts by week' })).not.toBeInTheDocument()

    failing = false
    const before = calls
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    // Asked at once, well before SWR's own retry 5 s after the failure.
    await waitFor(() => expect(calls).toBe(before + 1), { timeout: 2_000 })
    expect(await screen.findByRole('table', { name: 'Cohorts by week' })).toBeInTheDocument()
    expect(screen.queryByText(/Error loading cohorts/)).not.toBeInTheDocument()
  })

  it("shows 'No data yet' and what would fill it for the empty world", async () => {
    testBackend.setScenario({ empty: true })
    await signIn()
    renderApp('/analytics/cohorts')
    expect(await screen.findByText('No data yet')).toBeInTheDocument()
    expect(
      screen.getByText("Cohorts appear once people start using the app: each week's new users form one."),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Cohort Analytics', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Cohort summary' })).not.toBeInTheDocument()
  })
})
