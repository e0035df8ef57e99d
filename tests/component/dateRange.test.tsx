import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DATE_ORDER_MESSAGE, RANGE_LENGTH_MESSAGE } from '@/lib/dateRange'
import { freezeClock } from '@/lib/clock'
import { historyBack, renderApp } from '../support/renderApp'
import { recordCalls, signIn } from '../support/mockBackend'
import { wcagViolations } from '../support/axe'

// The analytics screens' date range (docs/product.md#date-range): the select and its words,
// the range in the URL and in the calls of the Activity Feed and Feedback Analytics, kept
// from screen to screen by the sidebar, in step with the lists' own start and end dates,
// and a custom range refused on the spot.

const FEED = '/api/analytics/all-events'
const ACTIVITY = '/api/analytics/feedback/activity'

beforeAll(async () => {
  await Promise.all([import('@/features/activity-feed/ActivityFeedPage'), import('@/features/feedback/FeedbackPage')])
})

// The console's clock stands at midday on Nov 25, 2026: that day in any zone from UTC-11 to UTC+11.
beforeEach(() => freezeClock(Date.parse('2026-11-25T12:00:00Z')))
afterEach(() => freezeClock(null))

const calls = recordCalls('/api/analytics')
const lastCall = (path: string) => calls.filter((call) => call.path === path).at(-1)?.query
const rangeSelect = () => screen.getByLabelText('Date range')
const search = () => screen.getByTestId('location-search')
const sidebar = () => screen.getByRole('navigation', { name: 'Main' })

async function open(route: string) {
  await signIn()
  renderApp(route)
  await screen.findByRole('group', { name: 'Filters' })
}

describe('Date range on the Activity Feed', () => {
  it('shows all time at first; a preset sends its days, reads them in words and goes in the URL', async () => {
    await open('/analytics/activity-feed')
    expect(rangeSelect()).toHaveValue('')
    expect(rangeSelect()).toHaveDisplayValue('All time')
    expect(
      within(rangeSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All time', 'Today', 'Yesterday', 'Last 7 days', 'Last 30 days', 'Last 90 days', 'Custom'])
    expect(lastCall(FEED)).toEqual({ page: '1', limit: '50' })

    await userEvent.selectOptions(rangeSelect(), 'Last 7 days')
    await waitFor(() =>
      expect(lastCall(FEED)).toEqual({ page: '1', limit: '50', startDate: '2026-11-19', endDate: '2026-11-25' }),
    )
    expect(search()).toHaveTextContent(/^\?range=last-7-days$/)
    expect(rangeSelect()).toHaveAccessibleDescription('Nov 19 – Nov 25, 2026')
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-11-19')
    expect(screen.getByLabelText('End date')).toHaveValue('2026-11-25')

    await userEvent.selectOptions(rangeSelect(), 'Today')
    await waitFor(() =>
      expect(lastCall(FEED)).toEqual({ page: '1', limit: '50', startDate: '2026-11-25', endDate: '2026-11-25' }),
    )
    expect(rangeSelect()).toHaveAccessibleDescription('Nov 25, 2026')

    await historyBack()
    await waitFor(() => expect(rangeSelect()).toHaveDisplayValue('Last 7 days'))

    await userEvent.selectOptions(rangeSelect(), 'All time')
    await waitFor(() => expect(lastCall(FEED)).toEqual({ page: '1', limit: '50' }))
    expect(search()).toBeEmptyDOMElement()
  })

  it('a preset starts the list again from page 1, keeping its other filters', async () => {
    await open('/analytics/activity-feed?eventType=search&page=3')
    await userEvent.selectOptions(rangeSelect(), 'Last 90 days')
    await waitFor(() =>
      expect(lastCall(FEED)).toEqual({
        page: '1',
        limit: '50',
        eventType: 'search',
        startDate: '2026-08-28',
        endDate: '2026-11-25',
      }),
    )
  })

  it('reads a range it would never write as all time, with no error', async () => {
    await open('/analytics/activity-feed?range=last-8-days&from=2026-11-30&to=2026-11-01')
    expect(rangeSelect()).toHaveDisplayValue('All time')
    expect(lastCall(FEED)).toEqual({ page: '1', limit: '50' })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("opens a link from before the range (startDate, endDate) on its days, as a custom range, and writes the range's names next", async () => {
    await open('/analytics/activity-feed?eventType=search&startDate=2026-11-02&endDate=2026-11-04')
    expect(rangeSelect()).toHaveDisplayValue('Custom')
    expect(rangeSelect()).toHaveAccessibleDescription('Nov 2 – Nov 4, 2026')
    expect(lastCall(FEED)).toMatchObject({ eventType: 'search', startDate: '2026-11-02', endDate: '2026-11-04' })

    await userEvent.selectOptions(rangeSelect(), 'Yesterday')
    await waitFor(() => expect(lastCall(FEED)).toMatchObject({ startDate: '2026-11-24', endDate: '2026-11-24' }))
    expect(search()).toHaveTextContent(/^\?eventType=search&range=yesterday$/)
  })

  it('refuses a custom range over 366 days or starting after its end on the spot, and sends none', async () => {
    await open('/analytics/activity-feed')
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-01-01' } })
    await waitFor(() => expect(lastCall(FEED)).toEqual({ page: '1', limit: '50', startDate: '2025-01-01' }))
    expect(rangeSelect()).toHaveDisplayValue('Custom')
    expect(rangeSelect()).toHaveAccessibleDescription('From Jan 1, 2025')

    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-01-02' } })
    expect(await screen.findByRole('alert')).toHaveTextContent(RANGE_LENGTH_MESSAGE)
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(RANGE_LENGTH_MESSAGE)
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2024-12-31' } })
    expect(await screen.findByRole('alert')).toHaveTextContent(DATE_ORDER_MESSAGE)

    // 366 days is the most: it goes out, and in the URL.
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-01-01' } })
    await waitFor(() =>
      expect(lastCall(FEED)).toEqual({ page: '1', limit: '50', startDate: '2025-01-01', endDate: '2026-01-01' }),
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(search()).toHaveTextContent(/^\?from=2025-01-01&to=2026-01-01$/)
    expect(rangeSelect()).toHaveAccessibleDescription('Jan 1, 2025 – Jan 1, 2026')
    expect(calls.filter((call) => ['2026-01-02', '2024-12-31'].includes(call.query.endDate!))).toEqual([])
  })

  it('has no WCAG 2.1 A/AA violations axe can find in jsdom, with a range chosen and a refused one', async () => {
    await open('/analytics/activity-feed?range=last-30-days')
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-12-01' } })
    await screen.findByRole('alert')
    expect(await wcagViolations(screen.getByRole('main'))).toEqual([])
  })

  it("Custom keeps the preset's days and moves to the start date", async () => {
    await open('/analytics/activity-feed?range=yesterday')
    expect(rangeSelect()).toHaveDisplayValue('Yesterday')
    await userEvent.selectOptions(rangeSelect(), 'Custom')
    await waitFor(() => expect(search()).toHaveTextContent(/^\?from=2026-11-24&to=2026-11-24$/))
    expect(screen.getByLabelText('Start date')).toHaveFocus()
    expect(rangeSelect()).toHaveDisplayValue('Custom')
    expect(lastCall(FEED)).toEqual({ page: '1', limit: '50', startDate: '2026-11-24', endDate: '2026-11-24' })
  })
})

describe('Date range across the analytics screens', () => {
  it('the sidebar keeps it from screen to screen, through one that has no use for it, and no further', async () => {
    await open('/analytics/activity-feed?range=last-30-days&eventType=search&page=2')
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Feedback' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/analytics/feedback'))
    // The range alone goes along: the feed's own filters and page stay behind.
    expect(search()).toHaveTextContent(/^\?range=last-30-days$/)
    await screen.findByRole('group', { name: 'Filters' })
    expect(rangeSelect()).toHaveDisplayValue('Last 30 days')
    await waitFor(() =>
      expect(lastCall(ACTIVITY)).toEqual({ page: '1', limit: '50', startDate: '2026-10-27', endDate: '2026-11-25' }),
    )

    // Through a screen that has no use for it, and back.
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Retention' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/analytics/retention'))
    expect(search()).toHaveTextContent(/^\?range=last-30-days$/)
    expect(within(sidebar()).getByRole('link', { name: 'Parking Lots' })).toHaveAttribute('href', '/parking-lots')
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Activity Feed' }))
    await screen.findByRole('group', { name: 'Filters' })
    expect(rangeSelect()).toHaveDisplayValue('Last 30 days')
    await waitFor(() =>
      expect(lastCall(FEED)).toEqual({ page: '1', limit: '50', startDate: '2026-10-27', endDate: '2026-11-25' }),
    )
  })

  it('a custom range goes along too, and opens from a link', async () => {
    await open('/analytics/feedback?from=2026-11-01&to=2026-11-10')
    expect(rangeSelect()).toHaveDisplayValue('Custom')
    expect(rangeSelect()).toHaveAccessibleDescription('Nov 1 – Nov 10, 2026')
    expect(within(sidebar()).getByRole('link', { name: 'Activity Feed' })).toHaveAttribute(
      'href',
      '/analytics/activity-feed?from=2026-11-01&to=2026-11-10',
    )
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard?from=2026-11-01&to=2026-11-10',
    )
  })
})

describe("Date range and Feedback's start and end dates", () => {
  it('stay in step both ways, and Clear Filters returns to all time', async () => {
    await open('/analytics/feedback')
    await userEvent.selectOptions(rangeSelect(), 'Yesterday')
    await waitFor(() =>
      expect(lastCall(ACTIVITY)).toEqual({ page: '1', limit: '50', startDate: '2026-11-24', endDate: '2026-11-24' }),
    )
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-11-24')
    expect(screen.getByLabelText('End date')).toHaveValue('2026-11-24')

    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-11-25' } })
    await waitFor(() =>
      expect(lastCall(ACTIVITY)).toEqual({ page: '1', limit: '50', startDate: '2026-11-24', endDate: '2026-11-25' }),
    )
    expect(rangeSelect()).toHaveDisplayValue('Custom')
    expect(rangeSelect()).toHaveAccessibleDescription('Nov 24 – Nov 25, 2026')
    expect(search()).toHaveTextContent(/^\?from=2026-11-24&to=2026-11-25$/)

    // All time again: the first page of all feedback, which Feedback asks for again only after 30 s.
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))
    await waitFor(() => expect(rangeSelect()).toHaveDisplayValue('All time'))
    expect(search()).toBeEmptyDOMElement()
    expect(screen.getByLabelText('Start date')).toHaveValue('')
    expect(screen.getByLabelText('End date')).toHaveValue('')
  })
})
