import { describe, expect, it } from 'vitest'
import {
  DATE_ORDER_MESSAGE,
  FUTURE_START_MESSAGE,
  NO_RANGE,
  RANGE_LENGTH_MESSAGE,
  RANGE_PARAMS,
  calendarDay,
  chosenRange,
  presetDays,
  rangeDays,
  rangeProblem,
  rangeQuery,
  type RangePreset,
} from '@/lib/dateRange'
import { readListView } from '@/lib/listQuery'
import { MAX_RANGE_DAYS } from '@/schema/lists'

// The analytics screens' date range: the days of each preset from a given now in a given
// zone, what a URL chooses (anything the console would not write is no range), and the
// 366-day limit of a custom range.

/** The presets' days from the instant `at`, in `timeZone`. */
const presetsAt = (at: string, timeZone: string) =>
  Object.fromEntries(
    (['today', 'yesterday', 'last-7-days', 'last-30-days', 'last-90-days'] as RangePreset[]).map((preset) => {
      const { startDate, endDate } = presetDays(preset, calendarDay(Date.parse(at), timeZone))
      return [preset, `${startDate}..${endDate}`]
    }),
  )

describe('presets', () => {
  it('count days in the zone, not in UTC: just after midnight in Auckland is already the next day', () => {
    // 2027-01-01 00:05 in Auckland (UTC+13 in summer) is 2026-12-31 11:05 UTC.
    expect(presetsAt('2026-12-31T11:05:00Z', 'Pacific/Auckland')).toEqual({
      today: '2027-01-01..2027-01-01',
      yesterday: '2026-12-31..2026-12-31',
      'last-7-days': '2026-12-26..2027-01-01',
      'last-30-days': '2026-12-03..2027-01-01',
      'last-90-days': '2026-10-04..2027-01-01',
    })
  })

  it('just before midnight in Los Angeles is still the day before, though UTC has moved on', () => {
    // 2026-03-01 07:59 UTC is 2026-02-28 23:59 in Los Angeles (UTC-8).
    expect(presetsAt('2026-03-01T07:59:00Z', 'America/Los_Angeles')).toEqual({
      today: '2026-02-28..2026-02-28',
      yesterday: '2026-02-27..2026-02-27',
      'last-7-days': '2026-02-22..2026-02-28',
      'last-30-days': '2026-01-30..2026-02-28',
      'last-90-days': '2025-12-01..2026-02-28',
    })
    // A minute later it is March there.
    expect(presetsAt('2026-03-01T08:00:00Z', 'America/Los_Angeles')).toMatchObject({
      today: '2026-03-01..2026-03-01',
      yesterday: '2026-02-28..2026-02-28',
    })
  })

  it('cross a leap day and a daylight saving change by whole days', () => {
    // 2028-03-27 12:00 in Berlin, the day after clocks went forward; 2028 is a leap year.
    expect(presetsAt('2028-03-27T10:00:00Z', 'Europe/Berlin')).toEqual({
      today: '2028-03-27..2028-03-27',
      yesterday: '2028-03-26..2028-03-26',
      'last-7-days': '2028-03-21..2028-03-27',
      'last-30-days': '2028-02-27..2028-03-27',
      'last-90-days': '2027-12-29..2028-03-27',
    })
  })
})

describe('the range in the URL', () => {
  const chosen = (query: string) => chosenRange(readListView(new URLSearchParams(query), RANGE_PARAMS))

  it('reads a preset, custom days and one open end', () => {
    expect(chosen('range=last-30-days')).toEqual({ range: 'last-30-days', from: '', to: '' })
    expect(chosen('from=2026-11-01&to=2026-11-20')).toEqual({ range: '', from: '2026-11-01', to: '2026-11-20' })
    expect(chosen('to=2026-11-20')).toEqual({ range: '', from: '', to: '2026-11-20' })
    expect(chosen('')).toEqual({ range: '', from: '', to: '' })
  })

  it.each([
    'range=last-8-days',
    'range=toString',
    'from=soon',
    'from=2026-11-20&to=2026-11-01',
    'from=2025-01-01&to=2026-01-02',
  ])('reads %s as no range', (query) => {
    expect(chosen(query)).toEqual({ range: '', from: '', to: '' })
  })

  it('a day that does not exist leaves that end open, as any list filter falls back alone', () => {
    expect(chosen('from=2026-02-30&to=2026-03-01')).toEqual({ range: '', from: '', to: '2026-03-01' })
  })

  it('a preset wins over days written beside it', () => {
    expect(chosen('range=today&from=2026-11-01&to=2026-11-20')).toEqual({ range: 'today', from: '', to: '' })
  })

  it('the analytics links carry the range alone, as the console writes it', () => {
    expect(rangeQuery(new URLSearchParams('range=yesterday&page=3&userId=u-1'))).toBe('range=yesterday')
    expect(rangeQuery(new URLSearchParams('from=2026-11-01&to=2026-11-20&limit=25'))).toBe(
      'from=2026-11-01&to=2026-11-20',
    )
    expect(rangeQuery(new URLSearchParams('range=nope&page=2'))).toBe('')
  })

  it('no range is all time; a preset counts from the day given', () => {
    expect(rangeDays({ range: '', from: '', to: '' }, '2026-11-25')).toEqual({ startDate: '', endDate: '' })
    expect(rangeDays({ range: 'last-7-days', from: '', to: '' }, '2026-11-25')).toEqual({
      startDate: '2026-11-19',
      endDate: '2026-11-25',
    })
  })
})

describe('rangeProblem', () => {
  it('accepts up to 366 days, start and end day included, and an open end of any length', () => {
    expect(rangeProblem({ startDate: '2024-01-01', endDate: '2024-12-31' })).toBeNull()
    expect(rangeProblem({ startDate: '2025-01-01', endDate: '2026-01-01' })).toBeNull()
    expect(rangeProblem({ startDate: '2026-11-25', endDate: '2026-11-25' })).toBeNull()
    expect(rangeProblem({ startDate: '1999-01-01', endDate: '' })).toBeNull()
  })

  it('refuses 367 days and a start after the end', () => {
    expect(rangeProblem({ startDate: '2025-01-01', endDate: '2026-01-02' })).toBe(RANGE_LENGTH_MESSAGE)
    expect(rangeProblem({ startDate: '2026-11-26', endDate: '2026-11-25' })).toBe(DATE_ORDER_MESSAGE)
  })

  it('refuses a start after today, the day given: none of its days has happened yet', () => {
    expect(rangeProblem({ startDate: '2026-11-26', endDate: '2026-11-30' }, MAX_RANGE_DAYS, '2026-11-25')).toBe(
      FUTURE_START_MESSAGE,
    )
    expect(rangeProblem({ startDate: '2026-11-26', endDate: '' }, MAX_RANGE_DAYS, '2026-11-25')).toBe(
      FUTURE_START_MESSAGE,
    )
    // A range from today on may end later: its days after today have no figures yet.
    expect(rangeProblem({ startDate: '2026-11-25', endDate: '2026-11-30' }, MAX_RANGE_DAYS, '2026-11-25')).toBeNull()
    expect(chosenRange({ range: '', from: '2026-11-26', to: '' }, '2026-11-25')).toEqual(NO_RANGE)
  })

  it('takes a limit of its own', () => {
    expect(rangeProblem({ startDate: '2000-01-01', endDate: '2026-01-01' }, Infinity)).toBeNull()
  })
})
