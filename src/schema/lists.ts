// What every list call takes (docs/product.md#filters-and-lists): its page, its page size,
// its free-text filters, its sort order and its calendar-day range.

/** The page size (`limit`) a list call answers when it is not given one. */
export const DEFAULT_PAGE_SIZE = 50

/** The largest page a list call answers. */
export const MAX_PAGE_SIZE = 200

/** The longest free-text filter a list call takes (a search, a user id, a lot id). */
export const MAX_TEXT_LENGTH = 200

export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

/** The longest range of days a call takes, first and last day included: a leap year. */
export const MAX_RANGE_DAYS = 366

const DAY_MS = 86_400_000

/** A calendar day (YYYY-MM-DD) as a count of days, the same whatever the time zone. */
export function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return Date.UTC(year, month - 1, date) / DAY_MS
}

/** The calendar days from `startDate` to `endDate` (YYYY-MM-DD), both counted. */
export function daysIn(startDate: string, endDate: string): number {
  return dayNumber(endDate) - dayNumber(startDate) + 1
}
