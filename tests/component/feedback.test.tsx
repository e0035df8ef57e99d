import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, delay, http } from 'msw'
import Papa from 'papaparse'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SCENARIO } from '@mocks/scenarios'
import { getFeedbackActivity, getFeedbackSummary } from '@/api/analytics'
import type { FeedbackActivityParams, FeedbackActivityResponse, FeedbackItem } from '@/api/types'
import { catchDownloads, readDownload } from '../support/downloads'
import { IN_TABLE, bodyRows, cardOf, cells, definitionOf, visibleText } from '../support/queries'
import { historyBack, renderApp } from '../support/renderApp'
import { recordCalls, signIn, testBackend, testServer } from '../support/mockBackend'

// The Feedback Analytics screen against the seeded simulated backend: the cards and rows
// equal to what the server answers, the filters in the request and the URL, the loading,
// error and empty states, the type icons' names, the links and the export.

const origin = window.location.origin
const ACTIVITY = '/api/analytics/feedback/activity'
const SUMMARY = '/api/analytics/feedback/summary'
const LOADING = 'Loading feedback analytics...'

// The first render pays for compiling the page and for the backend's indexes: pay it here,
// under the hook timeout, rather than inside the first test's time.
beforeAll(async () => {
  await import('@/features/feedback/FeedbackPage')
  await signIn()
  await Promise.all([getFeedbackSummary(), getFeedbackActivity()])
})

/** Every feedback call the console sends, as path and query parameters. */
const calls = recordCalls('/api/analytics/feedback')

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  testServer.events.removeAllListeners()
  testBackend.setScenario(DEFAULT_SCENARIO)
})

const activityCalls = () => calls.filter((call) => call.path === ACTIVITY).map((call) => call.query)
const lastActivityCall = () => activityCalls().at(-1)

async function open(route = '/analytics/feedback') {
  await signIn()
  renderApp(route)
  return screen.findByRole('table', { name: 'Feedback activity' })
}

const table = () => screen.getByRole('table', { name: 'Feedback activity' })
const rows = () => bodyRows(table())

/** The visible text of each cell (relative times without their screen-reader twin). */
const cellTexts = (row: HTMLElement) => cells(row).map(visibleText)

const TYPE_NAMES: Record<string, string> = { up: 'Positive', down: 'Negative', comment: 'Comment' }
const orDash = (value: string | undefined) => (value?.trim() ? value : '-')

/** User, type, lot, address and comment, as the table should show them for an item the server sent. */
const expectedTexts = (item: FeedbackItem) => [
  item.userId,
  TYPE_NAMES[item.feedbackType],
  item.parkingLotName?.trim() || (item.parkingLotId ? 'Unnamed lot' : '-'),
  orDash(item.spotAddress),
  orDash(item.comment),
]

/** The table shows exactly the feedback the server answers for these filters, in its order, with each item's time. */
async function expectRowsOf(params: FeedbackActivityParams) {
  const { feedback } = await getFeedbackActivity(params)
  await waitFor(() => expect(rows().map((row) => cellTexts(row).slice(1))).toEqual(feedback.map(expectedTexts)))
  const times = rows().map((row) => within(cells(row)[0]!).queryByRole('time', IN_TABLE)?.getAttribute('datetime'))
  expect(times).toEqual(feedback.map((item) => item.timestamp))
  return feedback
}

const pagination = () => screen.getByRole('navigation', { name: 'Pagination, bottom' })

/** The short form of docs/product.md#number-and-time-formatting, worked out here rather than with the console's own helper. */
const short = (value: number) =>
  value >= 1_000_000 ? `${(value / 1e6).toFixed(1)}M` : value >= 1_000 ? `${(value / 1e3).toFixed(1)}K` : String(value)
const exact = (value: number) => value.toLocaleString('en-US')

const card = (title: string) => cardOf(screen.getByRole('list', { name: 'Feedback figures' }), title)

/** A local calendar day, as the date inputs give it and the server reads it. */
function localDay(timestamp: string): string {
  const date = new Date(timestamp)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

/** A user who gave feedback, and how many times. */
function feedbackUser(): { userId: string; count: number } {
  const counts = new Map<string, number>()
  for (const item of testBackend.world.events.feedback) counts.set(item.userId, (counts.get(item.userId) ?? 0) + 1)
  const [userId, count] = [...counts].find(([, count]) => count >= 3)!
  return { userId, count }
}

describe('Feedback Analytics: figures', () => {
  it('shows the title, the total and five cards with the summary the server answers, formatted, each with its today delta', async () => {
    await open()
    expect(calls.filter((call) => call.path === SUMMARY)).toHaveLength(1)
    const summary = await getFeedbackSummary()
    expect(screen.getByRole('heading', { name: 'Feedback Analytics', level: 1 })).toBeInTheDocument()
    expect(screen.getByText(/^Total feedback:/)).toHaveTextContent(`Total feedback: ${short(summary.totalFeedback)}`)
    expect(summary.totalFeedback).toBeGreaterThan(1_000)

    const expected: Array<[string, number, number]> = [
      ['Total Feedback', summary.totalFeedback, summary.todayFeedback],
      ['Positive', summary.positiveFeedback, summary.todayPositive],
      ['Negative', summary.negativeFeedback, summary.todayNegative],
      ['Comments', summary.comments, summary.todayComments],
      ['Unique Users', summary.uniqueUsers, summary.todayUniqueUsers],
    ]
    for (const [title, total, today] of expected) {
      const value = within(card(title)).getByTestId('stat-value')
      expect(value).toHaveTextContent(short(total))
      expect(value).toHaveAttribute('title', exact(total))
      expect(card(title)).toHaveTextContent(`+${short(today)} today`)
    }
    expect(within(screen.getByRole('list', { name: 'Feedback figures' })).getAllByRole('listitem')).toHaveLength(5)
  })

  it(`shows '${LOADING}' until the figures arrive`, async () => {
    testServer.use(
      http.get(`${origin}${SUMMARY}`, async () => {
        await delay(150)
        return undefined
      }),
    )
    await signIn()
    renderApp('/analytics/feedback')
    expect(await screen.findByText(LOADING)).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Total Feedback' })).toBeInTheDocument()
    expect(await screen.findByRole('table', { name: 'Feedback activity' })).toBeInTheDocument()
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument()
  })

  it("shows the summary's error, and its Retry reloads the page", async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, origin, reload })
    testServer.use(http.get(`${origin}${SUMMARY}`, () => HttpResponse.json({ message: 'down' }, { status: 503 })))
    await signIn()
    renderApp('/analytics/feedback')
    expect(await screen.findByText('API call failed: 503 Service Unavailable')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Total Feedback' })).not.toBeInTheDocument()
    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("shows the activity's error with Retry, which reloads the page", async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, origin, reload })
    testBackend.setScenario({ error: { endpoint: ACTIVITY, status: 502 } })
    await signIn()
    renderApp('/analytics/feedback')
    const message = await screen.findByText('API call failed: 502 Bad Gateway')
    // Only the list failed: the figures still show.
    expect(screen.getByRole('heading', { name: 'Total Feedback' })).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Feedback activity' })).not.toBeInTheDocument()
    const alert = screen.getAllByRole('alert').find((candidate) => candidate.contains(message))!
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})

describe('Feedback Analytics: activity', () => {
  it('shows the rows the server answers: time, user, type, lot, address, comment, and the pagination', async () => {
    await open()
    const feedback = await expectRowsOf({ page: 1, limit: 50 })
    expect(feedback).toHaveLength(50)
    expect(lastActivityCall()).toEqual({ page: '1', limit: '50' })
    const { pagination: info } = await getFeedbackActivity({ page: 1, limit: 50 })
    expect(pagination()).toHaveTextContent(`${exact(info.total)} feedback items`)
    expect(pagination()).toHaveTextContent(`Page 1 of ${info.pages}`)

    await userEvent.click(within(pagination()).getByRole('button', { name: 'Next' }))
    await expectRowsOf({ page: 2, limit: 50 })
    expect(pagination()).toHaveTextContent(`Page 2 of ${info.pages}`)
  })

  it('keeps the page shown, dimmed, while the next one loads', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    testServer.use(
      http.get(`${origin}${ACTIVITY}`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await held
        return undefined
      }),
    )
    await open()
    const firstPage = await expectRowsOf({ page: 1, limit: 50 })
    await userEvent.click(within(pagination()).getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(lastActivityCall()).toEqual({ page: '2', limit: '50' }))
    expect(table()).toHaveAttribute('aria-busy', 'true')
    expect(cellTexts(rows()[0]!).slice(1)).toEqual(expectedTexts(firstPage[0]!))
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument()
    release()
    await expectRowsOf({ page: 2, limit: 50 })
    expect(table()).toHaveAttribute('aria-busy', 'false')
  })

  it('names each type icon: Positive, Negative or Comment, the word shown beside it', async () => {
    await open('/analytics/feedback?limit=100')
    const { feedback } = await getFeedbackActivity({ page: 1, limit: 100 })
    await waitFor(() => expect(rows()).toHaveLength(100))
    const names = rows().map((row) => within(cells(row)[2]!).getByRole('img', IN_TABLE).getAttribute('aria-label'))
    expect(names).toEqual(feedback.map((item) => TYPE_NAMES[item.feedbackType]))
    expect(new Set(names)).toEqual(new Set(['Positive', 'Negative', 'Comment']))
    // Not the colour alone: the icon is an image with a name, and the word shows too.
    for (const name of ['Positive', 'Negative', 'Comment']) {
      const icon = within(table()).getAllByRole('img', { name })[0]!
      expect(icon).toHaveTextContent(name)
      // eslint-disable-next-line testing-library/no-node-access -- the drawing is an <svg> hidden from assistive technology: it has no role to find it by
      expect(icon.querySelector('svg')).not.toBeNull()
    }
  })

  it('shows what people wrote as text that wraps, never as markup', async () => {
    // The hostile scenario's world has such comments, but which ones fall on which user moves
    // with the clock it is anchored to: this answer holds them for sure.
    const item = (id: string, comment: string): FeedbackItem => ({
      _id: id,
      userId: 'u-1',
      feedbackType: 'comment',
      comment,
      timestamp: new Date().toISOString(),
      parkingLotName: 'Storgata P-hus',
      parkingLotId: 'lot-1',
    })
    const markup = '<img src=x onerror=alert(1)>'
    const longWord = 'x'.repeat(195)
    testServer.use(
      http.get(`${origin}${ACTIVITY}`, () =>
        HttpResponse.json<FeedbackActivityResponse>({
          feedback: [item('f1', markup), item('f2', longWord)],
          feedbackCounts: { up: 0, down: 0, comment: 2, total: 2 },
          pagination: { page: 1, limit: 50, total: 2, pages: 1 },
          filters: { feedbackType: null, userId: null, startDate: null, endDate: null },
        }),
      ),
    )
    await open()
    await waitFor(() => expect(rows()).toHaveLength(2))
    const comments = rows().map((row) => cells(row)[5]!)
    // Shown as the text it is, its words whole ('onerror=alert(1)>' on one line)...
    expect(visibleText(comments[0]!)).toBe(markup)
    // ...and no <img> was made of it: the table's only images are the two type icons.
    const images = within(table()).getAllByRole('img')
    expect(images).toHaveLength(2)
    for (const image of images) expect(image).toHaveAccessibleName('Comment')
    // A word longer than 20 characters wraps anywhere rather than widening the table.
    expect(within(comments[1]!).getByText(longWord)).toHaveClass('text-break')
  })

  it('a lot name opens its detail page, a user id the Activity Feed of that user', async () => {
    await open()
    const { feedback } = await getFeedbackActivity({ page: 1, limit: 50 })
    const first = feedback[0]!
    const row = rows()[0]!
    expect(within(row).getByRole('link', { name: first.userId })).toHaveAttribute(
      'href',
      `/analytics/activity-feed?userId=${encodeURIComponent(first.userId)}`,
    )
    const lot = within(row).getByRole('link', { name: first.parkingLotName })
    expect(lot).toHaveAttribute('href', `/parking-lots/${first.parkingLotId}`)
    await userEvent.click(lot)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/parking-lots/${first.parkingLotId}`))
  })
})

describe('Feedback Analytics: filters and URL', () => {
  it('the type filter asks for that type from page 1; Clear Filters clears it; Back restores it', async () => {
    await open('/analytics/feedback?page=3')
    expect(lastActivityCall()).toEqual({ page: '3', limit: '50' })
    const select = screen.getByLabelText('Feedback type')
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Types', 'Positive (up)', 'Negative (down)', 'Comment'])

    await userEvent.selectOptions(select, 'Negative (down)')
    await waitFor(() => expect(lastActivityCall()).toEqual({ page: '1', limit: '50', feedbackType: 'down' }))
    await expectRowsOf({ feedbackType: 'down', page: 1, limit: 50 })
    expect(rows().every((row) => cellTexts(row)[2] === 'Negative')).toBe(true)
    expect(pagination()).toHaveTextContent(/Page 1 of/)

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))
    await waitFor(() => expect(lastActivityCall()).toEqual({ page: '1', limit: '50' }))
    expect(select).toHaveValue('')
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument()

    await historyBack()
    await waitFor(() => expect(select).toHaveValue('down'))
    await expectRowsOf({ feedbackType: 'down', page: 1, limit: 50 })
  })

  it('the user id filter asks for that user from page 1, and shows only their feedback', async () => {
    const { userId, count } = feedbackUser()
    await open('/analytics/feedback?page=2')
    await userEvent.type(screen.getByLabelText('User ID'), `${userId}{Enter}`)
    await waitFor(() => expect(lastActivityCall()).toEqual({ page: '1', limit: '50', userId }))
    const feedback = await expectRowsOf({ userId, page: 1, limit: 50 })
    expect(feedback).toHaveLength(Math.min(count, 50))
    expect(rows().every((row) => cellTexts(row)[1] === userId)).toBe(true)
  })

  it('the dates ask for that range from page 1', async () => {
    await open('/analytics/feedback?page=2')
    // A day a week or so back: from it on there is more than a page of feedback.
    const day = localDay((await getFeedbackActivity({ page: 10, limit: 50 })).feedback[0]!.timestamp)
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: day } })
    await waitFor(() => expect(lastActivityCall()).toEqual({ page: '1', limit: '50', startDate: day }))
    await userEvent.click(within(pagination()).getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(lastActivityCall()).toEqual({ page: '2', limit: '50', startDate: day }))
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: day } })
    await waitFor(() => expect(lastActivityCall()).toEqual({ page: '1', limit: '50', startDate: day, endDate: day }))
    const feedback = await expectRowsOf({ startDate: day, endDate: day, page: 1, limit: 50 })
    expect(feedback.every((item) => localDay(item.timestamp) === day)).toBe(true)
  })

  it('refuses a start date after the end date on the spot: the message shows and no request carries it', async () => {
    await open('/analytics/feedback')
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-01-10' } })
    await waitFor(() => expect(lastActivityCall()).toEqual({ page: '1', limit: '50', endDate: '2026-01-10' }))
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-01-20' } })
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must be on or before the end date.')
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(
      'The start date must be on or before the end date.',
    )
    // The next request (a new page size) still has the last valid range.
    await userEvent.selectOptions(screen.getByLabelText('Per page'), '100')
    await waitFor(() => expect(lastActivityCall()).toEqual({ page: '1', limit: '100', endDate: '2026-01-10' }))
    expect(activityCalls().some((query) => query.startDate !== undefined)).toBe(false)
  })

  it('the page size asks for that many from page 1', async () => {
    await open('/analytics/feedback?page=2')
    await userEvent.selectOptions(screen.getByLabelText('Per page'), '25')
    await waitFor(() => expect(lastActivityCall()).toEqual({ page: '1', limit: '25' }))
    await expectRowsOf({ page: 1, limit: 25 })
    expect(rows()).toHaveLength(25)
  })

  it('restores the view from a link: type, page and size', async () => {
    await open('/analytics/feedback?feedbackType=down&page=2&limit=25')
    expect(activityCalls()).toEqual([{ page: '2', limit: '25', feedbackType: 'down' }])
    const { pagination: info } = await getFeedbackActivity({ feedbackType: 'down', page: 2, limit: 25 })
    await expectRowsOf({ feedbackType: 'down', page: 2, limit: 25 })
    expect(screen.getByLabelText('Feedback type')).toHaveValue('down')
    expect(screen.getByLabelText('Per page')).toHaveValue('25')
    expect(pagination()).toHaveTextContent(`Page 2 of ${info.pages}`)
  })

  it('reads values it would never write as the defaults', async () => {
    await open('/analytics/feedback?feedbackType=toString&page=0&limit=7&from=2026-02-30&to=soon')
    expect(activityCalls()).toEqual([{ page: '1', limit: '50' }])
    expect(screen.getByLabelText('Feedback type')).toHaveValue('')
    expect(screen.getByLabelText('Start date')).toHaveValue('')
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument()
  })

  it('asks for the summary and a page it has again only after 30 seconds', async () => {
    await open()
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' }),
    )
    await screen.findByRole('heading', { name: 'Analytics Dashboard' })
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Feedback' }),
    )
    await screen.findByRole('table', { name: 'Feedback activity' })
    expect(calls.map((call) => call.path).sort()).toEqual([ACTIVITY, SUMMARY])
  })
})

describe('Feedback Analytics: empty and export', () => {
  it('a user without feedback: a message and Clear filters, which shows all feedback again', async () => {
    await signIn()
    renderApp('/analytics/feedback?userId=nobody-at-all&limit=25')
    expect(await screen.findByText('No feedback matches these filters')).toBeInTheDocument()
    expect(screen.getByLabelText('User ID')).toHaveValue('nobody-at-all')
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(lastActivityCall()).toEqual({ page: '1', limit: '25' }))
    await expectRowsOf({ page: 1, limit: 25 })
    expect(screen.getByLabelText('User ID')).toHaveValue('')
  })

  it("an empty world: 'No feedback yet', every figure 0, nothing to export", async () => {
    testBackend.setScenario({ empty: true })
    await signIn()
    renderApp('/analytics/feedback')
    expect(await screen.findByText('No feedback yet')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
    expect(within(card('Total Feedback')).getByTestId('stat-value')).toHaveTextContent('0')
    expect(card('Unique Users')).toHaveTextContent('+0 today')
    expect(screen.getByText(/^Total feedback:/)).toHaveTextContent('Total feedback: 0')
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  })

  it("Export CSV writes every row matching the filters, with the table's columns", async () => {
    const files = catchDownloads()

    await open('/analytics/feedback?feedbackType=comment&limit=25')
    const pages = await Promise.all(
      [1, 2].map((page) => getFeedbackActivity({ feedbackType: 'comment', page, limit: 200 })),
    )
    const feedback = pages.flatMap((answer) => answer.feedback)
    const info = pages[0]!.pagination
    // More than one page of the export, and far more than the 25 rows shown.
    expect(info.pages).toBe(2)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled())
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(
      await screen.findByText(
        new RegExp(`^Exported ${info.total} rows to feedback-type-comment-\\d{4}-\\d\\d-\\d\\d\\.csv$`),
      ),
    ).toBeInTheDocument()
    expect(files).toHaveLength(1)

    // Read as a spreadsheet would: records, not lines (a comment may hold a line break).
    const [header, ...records] = Papa.parse<string[]>(await readDownload(files[0]!), { skipEmptyLines: 'greedy' }).data
    expect(header).toEqual(['Timestamp', 'User ID', 'Type', 'Parking lot', 'Address', 'Comment'])
    expect(records).toEqual(
      feedback.map((item) => [
        item.timestamp,
        item.userId,
        'Comment',
        item.parkingLotName ?? '',
        item.spotAddress ?? '',
        item.comment ?? '',
      ]),
    )
    expect(records).toHaveLength(info.total)
    // Exported with the list's filter, 200 at a time (the test's own two calls included).
    expect(activityCalls().filter((query) => query.limit === '200')).toEqual(
      expect.arrayContaining([
        { page: '1', limit: '200', feedbackType: 'comment' },
        { page: '2', limit: '200', feedbackType: 'comment' },
      ]),
    )
    expect(activityCalls().filter((query) => query.limit === '200')).toHaveLength(4)
  })

  it("names the negative feedback's export after the filter's words, and its rows read 'Negative', not down", async () => {
    const files = catchDownloads()

    await open('/analytics/feedback?feedbackType=down&limit=25')
    const { total } = (await getFeedbackActivity({ feedbackType: 'down', page: 1, limit: 1 })).pagination
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled())
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    // The option as the screen words it ('Negative (down)'), not its value alone.
    expect(
      await screen.findByText(
        new RegExp(`^Exported ${total} rows to feedback-type-negative-down-\\d{4}-\\d\\d-\\d\\d\\.csv$`),
      ),
    ).toBeInTheDocument()

    const [, ...records] = Papa.parse<string[]>(await readDownload(files[0]!), { skipEmptyLines: 'greedy' }).data
    expect(records).toHaveLength(total)
    expect(new Set(records.map((record) => record[2]))).toEqual(new Set(['Negative']))
  })
})

describe('Feedback activity on a 375 px phone', () => {
  beforeEach(() => {
    window.innerWidth = 375
  })

  it('shows each item as a compact row: its type and time, then user, lot (linked), address and comment', async () => {
    await signIn()
    renderApp('/analytics/feedback')
    const { feedback } = await getFeedbackActivity({ page: 1, limit: 50 })
    const list = await screen.findByRole('list', { name: 'Feedback activity' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50))
    const [row] = within(list).getAllByRole('listitem')
    const first = feedback[0]!
    const [userId, type, lot, address, comment] = expectedTexts(first)
    expect(within(row!).getByRole('img', { name: type })).toBeInTheDocument()
    expect(within(row!).getByRole('time')).toHaveAttribute('datetime', first.timestamp)
    const field = (term: string) => visibleText(definitionOf(row!, term))
    expect(['User ID', 'Parking lot', 'Address', 'Comment'].map(field)).toEqual([userId, lot, address, comment])
    expect(within(row!).getByRole('link', { name: lot })).toHaveAttribute(
      'href',
      `/parking-lots/${encodeURIComponent(first.parkingLotId!)}`,
    )
  })
})
