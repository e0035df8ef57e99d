// The analytics screens' one date range (docs/product.md#date-range), in the URL: a preset
// (`range=last-30-days`) or custom days (`from=2026-11-01&to=2026-11-20`, either end may be
// open), none when nothing is chosen. Days are calendar days in the time zone the console
// shows times in, counted from the console's clock (the simulated backend's frozen one when
// set), so "Today" is the same day as the dashboard's "today" figures.

import { dayNumber, daysIn, MAX_RANGE_DAYS } from '@/schema/lists'
import { now } from './clock'
import { localTimeZone } from './format'
import { param, readListView, writeListView, type ListView } from './listQuery'

export const RANGE_PRESETS = ['today', 'yesterday', 'last-7-days', 'last-30-days', 'last-90-days'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]

export const PRESET_LABELS: Readonly<Record<RangePreset, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  'last-7-days': 'Last 7 days',
  'last-30-days': 'Last 30 days',
  'last-90-days': 'Last 90 days',
}

/** How many days back each preset starts, counted from today (today is day 0). */
const PRESET_START: Readonly<Record<RangePreset, number>> = {
  today: 0,
  yesterday: 1,
  'last-7-days': 6,
  'last-30-days': 29,
  'last-90-days': 89,
}

export const DATE_ORDER_MESSAGE = 'The start date must be on or before the end date.'
export const RANGE_LENGTH_MESSAGE = `The date range can be at most ${MAX_RANGE_DAYS} days long.`
export const FUTURE_START_MESSAGE = 'The start date cannot be after today.'

/**
 * The range's URL parameters, to spread into a list's spec (module-level: the URL state keys
 * on it). Screen-wide: a list of a screen of two (the Deeplink tab) reads the screen's range.
 */
export const RANGE_PARAMS = {
  range: param.screenWide(param.optional(RANGE_PRESETS)),
  from: param.screenWide(param.day()),
  to: param.screenWide(param.day()),
}

/**
 * The same for the lists whose dates were `startDate` and `endDate` before the range existed
 * (the Activity Feed, Feedback Analytics): a bookmarked link of theirs still opens its days,
 * as a custom range.
 */
export const LIST_RANGE_PARAMS = {
  ...RANGE_PARAMS,
  from: param.screenWide(param.day('startDate')),
  to: param.screenWide(param.day('endDate')),
}

export type RangeView = ListView<typeof RANGE_PARAMS>

/** Start and end day as YYYY-MM-DD, '' for an open end (both '' for all time). */
export interface DayRange {
  startDate: string
  endDate: string
}

export const NO_RANGE: RangeView = { range: '', from: '', to: '' }

const DAY_MS = 86_400_000

/** The calendar day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10)
}

/** A formatter of calendar days per time zone: making one costs far more than using it, and every render asks for today. */
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The calendar day of the instant `at` in `timeZone`, as YYYY-MM-DD. */
export function calendarDay(at: number, timeZone: string): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  const parts = format
    .formatToParts(at)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {})
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** Today as the console shows it: the console's clock in the browser's time zone. */
export function today(): string {
  return calendarDay(now(), localTimeZone())
}

/**
 * What is wrong with a custom range, or null: a start after today (`day`: none of its days
 * has happened, so it has nothing to show), a start after the end, or more than `maxDays` days.
 */
export function rangeProblem({ startDate, endDate }: DayRange, maxDays = MAX_RANGE_DAYS, day = today()): string | null {
  if (startDate > day) return FUTURE_START_MESSAGE
  if (startDate === '' || endDate === '') return null
  if (startDate > endDate) return DATE_ORDER_MESSAGE
  return daysIn(startDate, endDate) > maxDays ? RANGE_LENGTH_MESSAGE : null
}

/**
 * The range a URL chose, as the console would write it: a preset alone, or custom days the
 * control would accept; anything else (both at once, a start after today or after the end,
 * over 366 days) reads as no range.
 */
export function chosenRange(view: RangeView, day = today()): RangeView {
  if (view.range !== '') return { ...NO_RANGE, range: view.range }
  return rangeProblem({ startDate: view.from, endDate: view.to }, MAX_RANGE_DAYS, day) === null ? view : NO_RANGE
}

/** The days of a preset, counted back from `day` (today). */
export function presetDays(preset: RangePreset, day: string): DayRange {
  const startDate = addDays(day, -PRESET_START[preset])
  return { startDate, endDate: preset === 'yesterday' ? startDate : day }
}

/** The days a range covers, given today; no range is all time. */
export function rangeDays(view: RangeView, day: string): DayRange {
  const chosen = chosenRange(view, day)
  return chosen.range !== '' ? presetDays(chosen.range, day) : { startDate: chosen.from, endDate: chosen.to }
}

/**
 * The days of a range that must have both ends (the dashboard's trends): no range is
 * `preset`; an open end is today (a chosen start is never later) or the preset's length
 * back from the end; an open end never makes the range longer than 366 days.
 */
export function boundedRangeDays(view: RangeView, day: string, preset: RangePreset): DayRange {
  const { startDate, endDate } = rangeDays(view, day)
  if (startDate === '' && endDate === '') return presetDays(preset, day)
  const end = endDate || day
  const start = startDate || addDays(end, -PRESET_START[preset])
  return { startDate: daysIn(start, end) > MAX_RANGE_DAYS ? addDays(end, 1 - MAX_RANGE_DAYS) : start, endDate: end }
}

/** The custom range of the days given: '' days leave that end open. */
export function customRange({ startDate, endDate }: DayRange): RangeView {
  return { range: '', from: startDate, to: endDate }
}

/** The range chosen in `query` alone, as a query string ('range=last-30-days', '' for none): the analytics links carry it. */
export function rangeQuery(query: URLSearchParams): string {
  const chosen = chosenRange(readListView(query, RANGE_PARAMS))
  return writeListView(new URLSearchParams(), RANGE_PARAMS, chosen).toString()
}
