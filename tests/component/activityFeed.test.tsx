import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, delay, http } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SCENARIO } from '@mocks/scenarios'
import { getAllEvents } from '@/api/analytics'
import type { AllEventsParams, EventFeedItem, EventSource } from '@/api/types'
import { DATE_ORDER_MESSAGE } from '@/lib/dateRange'
import { toCsv } from '@/lib/csv'
import { formatCount } from '@/lib/format'
import { catchDownloads, readDownload } from '../support/downloads'
import { IN_TABLE, bodyRows, cells, definitionOf, visibleText } from '../support/queries'
import { renderApp } from '../support/renderApp'
import { signIn, testBackend, testServer } from '../support/mockBackend'

// The Activity Feed against the seeded simulated backend (~116k events): counts and rows
// equal to the server's answer for the same query, every filter in the request and the
// URL (and back to page 1), the lot and user links, the loading, error and empty states,
// and the export.

const FEED_PATH = '/api/analytics/all-events'
const feedUrl = `${window.location.origin}${FEED_PATH}`

const LABELS: Record<EventSource, string> = {
  search: 'Search',
  navigation: 'Navigation',
  lifecycle: 'Lifecycle',
  share: 'Share',
  deeplink: 'Deeplink',
  feedback: 'Feedback',
}
const SOURCES = Object.keys(LABELS) as EventSource[]

// The first render pays for compiling the page and for the backend's indexes: pay it
// here, under the hook timeout, rather than inside the first test's time.
beforeAll(async () => {
  await import('@/features/activity-feed/ActivityFeedPage')
  await signIn()
  await getAllEvents({ userId: 'warm-up' })
})

/** Every feed call sent (the console's, and the test's own answers to compare with), as query parameters. */
let calls: Array<Record<string, string>> = []

beforeEach(() => {
  // The backend's clock stands still during a test: on the real clock an event can join the
  // log between the console's call and the test's own, and the counts then differ by one.
  testBackend.setScenario({ ...DEFAULT_SCENARIO, frozenAt: Date.now() })
  calls = []
  testServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname === FEED_PATH) calls.push(Object.fromEntries(url.searchParams))
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  testServer.events.removeAllListeners()
  testBackend.setScenario(DEFAULT_SCENARIO)
})

const lastCall = () => calls.at(-1)

/** A text as toHaveTextContent takes it for a whole-text match (it compares with the whitespace collapsed). */
const exactly = (text: string) =>
  new RegExp(
    `^${text
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
  )

async function open(route: string) {
  await signIn()
  renderApp(route)
  return screen.findByRole('table', { name: 'Activity feed' })
}

function feedRows(): HTMLElement[] {
  return bodyRows(screen.getByRole('table', { name: 'Activity feed' }))
}

/** Time, event (its name over its source), description (a feedback item's type, comment and lot under it) and user. */
const COLUMN = { time: 0, event: 1, description: 2, user: 3 }

/** Source, event, description and user of a row, and the instant its time shows. */
function rowSummary(row: HTMLElement) {
  const cell = cells(row)
  // Each line of the event cell is a text of its own: the name, then the source.
  const [name, source] = within(cell[COLUMN.event]!)
    .getAllByText(/./)
    .map((line) => line.textContent)
  return {
    time: within(cell[COLUMN.time]!).queryByRole('time', IN_TABLE)?.getAttribute('datetime'),
    source,
    event: name,
    // The description's line comes first, above a feedback item's details.
    description: within(cell[COLUMN.description]!).getAllByText(/./)[0]?.textContent,
    user: cell[COLUMN.user]!.textContent,
  }
}

const expectedSummary = (item: EventFeedItem) => ({
  time: item.timestamp,
  source: LABELS[item.eventSource],
  event: item.displayName,
  description: item.description,
  user: item.userId,
})

/** The server's answer for the view, and the table showing exactly its rows, in its order. */
async function expectRowsOf(params: AllEventsParams) {
  const answer = await getAllEvents(params)
  await waitFor(() => expect(feedRows().map(rowSummary)).toEqual(answer.events.map(expectedSummary)))
  return answer
}

const countsGroup = () => screen.getByRole('group', { name: 'Events by source' })
const countButton = (label: string) =>
  within(countsGroup()).getByRole('button', { name: new RegExp(`^${label} [\\d,]+$`) })

/** A local calendar day `daysAgo` before the seeded world's now, as the date fields take it. */
function day(daysAgo: number): string {
  const date = new Date(testBackend.world.now)
  date.setDate(date.getDate() - daysAgo)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A user who gave feedback more than once, a comment among it: their feed has every kind of field. */
function userWithComment(): string {
  const feedback = testBackend.world.events.feedback
  const given = new Map<string, number>()
  for (const event of feedback) given.set(event.userId, (given.get(event.userId) ?? 0) + 1)
  const item = feedback.findLast((event) => event.comment && event.parkingLotId && given.get(event.userId)! > 1)
  if (!item) throw new Error('The seeded world has no user with more than one feedback, a comment among it')
  return item.userId
}

describe('Activity Feed', () => {
  it('shows the counts per source and the first page as the server answers them', async () => {
    await open('/analytics/activity-feed')
    expect(screen.getByRole('heading', { name: 'Activity Feed', level: 1 })).toBeInTheDocument()
    expect(calls[0]).toEqual({ page: '1', limit: '50' })
    const answer = await expectRowsOf({ page: 1, limit: 50 })

    const total = countButton('Total')
    expect(total).toHaveAccessibleName(`Total ${answer.eventCounts.total.toLocaleString('en-US')}`)
    expect(total).toHaveTextContent(formatCount(answer.eventCounts.total))
    expect(total).toHaveAttribute('aria-pressed', 'true')
    for (const source of SOURCES) {
      const button = countButton(LABELS[source])
      const count = answer.eventCounts[source]
      expect(button).toHaveAccessibleName(`${LABELS[source]} ${count.toLocaleString('en-US')}`)
      expect(button).toHaveAttribute('title', expect.stringContaining(count.toLocaleString('en-US')))
      // The short figure shows; screen readers hear the exact one.
      expect(within(button).getByText(formatCount(count), { selector: '[aria-hidden="true"]' })).toBeInTheDocument()
      expect(button).toHaveAttribute('aria-pressed', 'false')
    }
    const pagination = screen.getByRole('navigation', { name: 'Pagination, bottom' })
    expect(pagination).toHaveTextContent(`${answer.pagination.total.toLocaleString('en-US')} events`)
    expect(pagination).toHaveTextContent(`Page 1 of ${answer.pagination.pages.toLocaleString('en-US')}`)
  })

  /** Each filter: the parameters it sends, and what a person does to set it. */
  const FILTER_CHANGES: Array<
    [string, () => { sent: Record<string, string>; perform: () => Promise<void> | boolean }]
  > = [
    [
      'the source select',
      () => ({
        sent: { eventType: 'navigation' },
        perform: () => userEvent.selectOptions(screen.getByLabelText('Event source'), 'Navigation'),
      }),
    ],
    ['a count button', () => ({ sent: { eventType: 'share' }, perform: () => userEvent.click(countButton('Share')) })],
    [
      'the user id (on Enter)',
      () => {
        const userId = userWithComment()
        return { sent: { userId }, perform: () => userEvent.type(screen.getByLabelText('User ID'), `${userId}{Enter}`) }
      },
    ],
    [
      'the start date',
      () => ({
        sent: { startDate: day(2) },
        perform: () => fireEvent.change(screen.getByLabelText('Start date'), { target: { value: day(2) } }),
      }),
    ],
    [
      'the end date',
      () => ({
        sent: { endDate: day(20) },
        perform: () => fireEvent.change(screen.getByLabelText('End date'), { target: { value: day(20) } }),
      }),
    ],
    [
      'the page size',
      () => ({
        sent: { limit: '25' },
        perform: () => userEvent.selectOptions(screen.getByLabelText('Per page'), '25'),
      }),
    ],
  ]

  it.each(FILTER_CHANGES)('sends %s and starts again from page 1', async (_name, filter) => {
    const { sent, perform } = filter()
    await open('/analytics/activity-feed?page=3')
    expect(calls[0]).toEqual({ page: '3', limit: '50' })
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Pagination, bottom' })).toHaveTextContent(/Page 3 of/),
    )

    await perform()
    const expected = { page: '1', limit: '50', ...sent }
    await waitFor(() => expect(lastCall()).toEqual(expected))
    await expectRowsOf({ ...expected, page: 1, limit: Number(expected.limit) } as AllEventsParams)
  })

  it('a count button shows which source is applied; the counts stay; Total clears it', async () => {
    await open('/analytics/activity-feed')
    const before = countButton('Total').getAttribute('title')
    await userEvent.click(countButton('Feedback'))
    await waitFor(() => expect(lastCall()).toEqual({ page: '1', limit: '50', eventType: 'feedback' }))
    expect(countButton('Feedback')).toHaveAttribute('aria-pressed', 'true')
    expect(countButton('Total')).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByLabelText('Event source')).toHaveValue('feedback')
    await expectRowsOf({ eventType: 'feedback', page: 1, limit: 50 })
    // The counts apply the user and date filters, never the source.
    expect(countButton('Total')).toHaveAttribute('title', before)

    await userEvent.click(countButton('Total'))
    await waitFor(() => expect(lastCall()).toEqual({ page: '1', limit: '50' }))
    expect(countButton('Total')).toHaveAttribute('aria-pressed', 'true')
    expect(countButton('Feedback')).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByLabelText('Event source')).toHaveValue('')
  })

  it('restores the view from a link: source, page and size', async () => {
    await open('/analytics/activity-feed?eventType=feedback&page=2&limit=25')
    expect(calls[0]).toEqual({ page: '2', limit: '25', eventType: 'feedback' })
    const answer = await expectRowsOf({ eventType: 'feedback', page: 2, limit: 25 })
    expect(feedRows()).toHaveLength(25)
    expect(screen.getByLabelText('Event source')).toHaveValue('feedback')
    expect(screen.getByLabelText('Per page')).toHaveValue('25')
    expect(countButton('Feedback')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('navigation', { name: 'Pagination, bottom' })).toHaveTextContent(
      `Page 2 of ${answer.pagination.pages.toLocaleString('en-US')}`,
    )
  })

  it('restores user and dates from a link, and Clear Filters keeps only the page size', async () => {
    const userId = userWithComment()
    await open(`/analytics/activity-feed?userId=${userId}&from=${day(60)}&to=${day(0)}&limit=100`)
    expect(calls[0]).toEqual({ page: '1', limit: '100', userId, startDate: day(60), endDate: day(0) })
    await expectRowsOf({ userId, startDate: day(60), endDate: day(0), page: 1, limit: 100 })
    expect(screen.getByLabelText('User ID')).toHaveValue(userId)
    expect(screen.getByLabelText('Start date')).toHaveValue(day(60))
    expect(screen.getByLabelText('End date')).toHaveValue(day(0))

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))
    await waitFor(() => expect(lastCall()).toEqual({ page: '1', limit: '100' }))
    expect(screen.getByLabelText('User ID')).toHaveValue('')
    expect(screen.getByLabelText('Start date')).toHaveValue('')
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument()
  })

  it('refuses a start date after the end date on the spot, and sends no request for it', async () => {
    await open('/analytics/activity-feed')
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: day(5) } })
    await waitFor(() => expect(lastCall()).toEqual({ page: '1', limit: '50', endDate: day(5) }))

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: day(1) } })
    expect(await screen.findByRole('alert')).toHaveTextContent(DATE_ORDER_MESSAGE)
    // A later change is sent: had the inverted range been sent, it would be among the calls by now.
    await userEvent.selectOptions(screen.getByLabelText('Per page'), '25')
    await waitFor(() => expect(lastCall()).toEqual({ page: '1', limit: '25', endDate: day(5) }))
    expect(calls.filter((call) => call.startDate !== undefined)).toEqual([])
  })

  it('shows feedback with its icon’s text alternative, the comment and the lot linked to its page', async () => {
    const userId = userWithComment()
    await open(`/analytics/activity-feed?eventType=feedback&userId=${userId}`)
    const { events } = await expectRowsOf({ eventType: 'feedback', userId, page: 1, limit: 50 })
    const names = { up: 'Positive', down: 'Negative', comment: 'Comment' }
    expect(events.some((item) => item.comment)).toBe(true)
    feedRows().forEach((row, index) => {
      const item = events[index]!
      const details = cells(row)[COLUMN.description]!
      const icon = within(details).getByRole('img', { name: names[item.feedbackType!] })
      expect(icon).toHaveTextContent(names[item.feedbackType!])
      // eslint-disable-next-line testing-library/no-node-access -- the drawing is an <svg>, which has no role to find it by; what is checked is that screen readers skip it
      expect(icon.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
      // The description, the type's word, the comment (none when there is none) and the lot, in that order.
      expect(details).toHaveTextContent(
        exactly(
          `${item.description || '-'}${names[item.feedbackType!]}${item.comment ?? ''}Lot: ${item.parkingLotName}`,
        ),
      )
      const lot = within(details).getByRole('link', { name: item.parkingLotName })
      expect(lot).toHaveAttribute('href', `/parking-lots/${item.parkingLotId}`)
    })
  })

  it('a lot name leads to the lot’s detail page', async () => {
    const userId = userWithComment()
    await open(`/analytics/activity-feed?eventType=feedback&userId=${userId}`)
    const { events } = await expectRowsOf({ eventType: 'feedback', userId, page: 1, limit: 50 })
    const first = events[0]!
    await userEvent.click(within(cells(feedRows()[0]!)[COLUMN.description]!).getByRole('link'))
    expect(await screen.findByRole('heading', { name: first.parkingLotName, level: 1 })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(`/parking-lots/${first.parkingLotId}`)
  })

  it('a user id leads to the feed filtered by that user, the other filters dropped', async () => {
    await open('/analytics/activity-feed?eventType=search&page=2')
    await waitFor(() => expect(feedRows().length).toBe(50))
    const link = within(cells(feedRows()[0]!)[COLUMN.user]!).getByRole('link')
    const userId = link.textContent!
    await userEvent.click(link)
    await waitFor(() => expect(lastCall()).toEqual({ page: '1', limit: '50', userId }))
    expect(screen.getByTestId('location')).toHaveTextContent('/analytics/activity-feed')
    expect(screen.getByLabelText('User ID')).toHaveValue(userId)
    expect(screen.getByLabelText('Event source')).toHaveValue('')
    const { events } = await expectRowsOf({ userId, page: 1, limit: 50 })
    expect(events.every((item) => item.userId === userId)).toBe(true)
  })

  it("shows 'Loading activity feed...' until the rows arrive", async () => {
    testServer.use(
      http.get(feedUrl, async () => {
        await delay(150)
      }),
    )
    await signIn()
    renderApp('/analytics/activity-feed')
    expect(await screen.findByText('Loading activity feed...')).toBeInTheDocument()
    expect(await screen.findByRole('table', { name: 'Activity feed' })).toBeInTheDocument()
    expect(screen.queryByText('Loading activity feed...')).not.toBeInTheDocument()
  })

  it('shows the error message with Retry, which loads the feed', async () => {
    let fail = true
    testServer.use(
      http.get(feedUrl, () => (fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : undefined)),
    )
    await signIn()
    renderApp('/analytics/activity-feed')
    expect(await screen.findByText('API call failed: 503 Service Unavailable')).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Events by source' })).not.toBeInTheDocument()

    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('table', { name: 'Activity feed' })).toBeInTheDocument()
    expect(screen.queryByText('API call failed: 503 Service Unavailable')).not.toBeInTheDocument()
    expect(countButton('Total')).toBeInTheDocument()
  })

  it('a user id nobody has shows the empty state, whose Clear filters brings the feed back', async () => {
    await open('/analytics/activity-feed?limit=25')
    await userEvent.type(screen.getByLabelText('User ID'), 'no-such-user{Enter}')
    // On a busy machine the debounce may send part of the id first: wait for the whole one.
    await waitFor(() => expect(lastCall()).toEqual({ page: '1', limit: '25', userId: 'no-such-user' }))
    expect(await screen.findByText('No events found for these filters')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(countButton('Total')).toHaveAccessibleName('Total 0')

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(lastCall()).toEqual({ page: '1', limit: '25' }))
    // Until the next answer arrives, the empty one shows as a table without rows (PagedList's stale view).
    await waitFor(() => expect(feedRows()).toHaveLength(25))
    expect(screen.queryByText('No events found for these filters')).not.toBeInTheDocument()
  })

  it("an empty world shows 'No events found' and no way to clear filters", async () => {
    testBackend.setScenario({ ...DEFAULT_SCENARIO, empty: true })
    await signIn()
    renderApp('/analytics/activity-feed')
    expect(await screen.findByText('No events found')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /clear filters/i })).not.toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  })

  it('exports every event matching the filters with the table’s columns, as plain values', async () => {
    const files = catchDownloads()
    const userId = userWithComment()
    await open(`/analytics/activity-feed?eventType=feedback&userId=${userId}&limit=25`)
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(
      await screen.findByText(
        new RegExp(`^Exported \\d+ rows to activity-feed-type-feedback-user-${userId}-\\d{4}-\\d\\d-\\d\\d\\.csv$`),
      ),
    ).toBeInTheDocument()
    // Pages of 200 with the filters shown: this user's feedback is one page.
    expect(calls.filter((call) => call.limit === '200')).toEqual([
      { page: '1', limit: '200', eventType: 'feedback', userId },
    ])

    const answer = await getAllEvents({ eventType: 'feedback', userId, page: 1, limit: 200 })
    expect(files.map((file) => file.name)).toEqual([
      // The file says the filters applied.
      expect.stringMatching(new RegExp(`^activity-feed-type-feedback-user-${userId}-\\d{4}-\\d\\d-\\d\\d\\.csv$`)),
    ])
    const header = ['Timestamp', 'Event', 'Source', 'Description', 'Feedback type', 'Comment', 'Lot', 'User']
    const values = (item: EventFeedItem) => [
      item.timestamp,
      item.displayName,
      // The screen's words, not the API's values.
      LABELS[item.eventSource],
      item.description,
      { up: 'Positive', down: 'Negative', comment: 'Comment' }[item.feedbackType!],
      item.comment,
      item.parkingLotName,
      item.userId,
    ]
    expect(answer.events.length).toBeGreaterThan(1)
    expect(await readDownload(files[0]!)).toBe(toCsv(answer.events.map(values), header))
  })
})

describe('Activity Feed on a 375 px phone', () => {
  beforeEach(() => {
    window.innerWidth = 375
  })

  it('shows each event as a compact row: name and source, its time, the description, then the user', async () => {
    await signIn()
    renderApp('/analytics/activity-feed')
    const answer = await getAllEvents({ page: 1, limit: 50 })
    const list = await screen.findByRole('list', { name: 'Activity feed' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50))
    expect(screen.queryByRole('table', { name: 'Activity feed' })).not.toBeInTheDocument()
    const [row] = within(list).getAllByRole('listitem')
    const first = answer.events[0]!
    expect(visibleText(row!).startsWith(`${first.displayName} ${LABELS[first.eventSource]}`)).toBe(true)
    expect(within(row!).getByRole('time')).toHaveAttribute('datetime', first.timestamp)
    expect(visibleText(row!)).toContain(first.description)
    expect(visibleText(definitionOf(row!, 'User'))).toBe(first.userId)
    expect(within(row!).getByRole('link', { name: first.userId })).toHaveAttribute(
      'href',
      `/analytics/activity-feed?userId=${encodeURIComponent(first.userId)}`,
    )
  })
})
