import type { Pagination } from '@/api/types'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_TEXT_LENGTH } from '@/schema/lists'

// Reading a request's query string the way a careful server does: every value checked,
// every bad one answered with a 400 whose message names the parameter.

/** A client error: the route answers 400 with this message. */
export class BadRequest extends Error {}

/** Something the client asked for does not exist: the route answers 404 with this message. */
export class NotFound extends Error {}

function wholeNumber(url: URL, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = url.searchParams.get(name)
  if (raw === null || raw === '') return fallback
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`
    throw new BadRequest(`${name} must be a whole number ${range}, got "${raw}"`)
  }
  return Number(raw)
}

export interface PageRequest {
  page: number
  limit: number
}

/** page >= 1 (default 1) and limit 1..MAX_PAGE_SIZE (default `defaultLimit`). */
export function readPage(url: URL, defaultLimit = DEFAULT_PAGE_SIZE): PageRequest {
  return { page: wholeNumber(url, 'page', 1, 1), limit: wholeNumber(url, 'limit', defaultLimit, 1, MAX_PAGE_SIZE) }
}

export function readNumber(url: URL, name: string, fallback: number, min: number, max: number): number {
  return wholeNumber(url, name, fallback, min, max)
}

/** An optional value from a fixed list; anything else is a 400 naming the allowed values. */
export function readEnum<T extends string>(url: URL, name: string, allowed: readonly T[]): T | undefined {
  const raw = url.searchParams.get(name)
  if (raw === null || raw === '') return undefined
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new BadRequest(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`)
  }
  return raw as T
}

/** An optional free-text value, trimmed; '' counts as absent. */
export function readText(url: URL, name: string, maxLength = MAX_TEXT_LENGTH): string | undefined {
  const raw = url.searchParams.get(name)?.trim()
  if (!raw) return undefined
  if (raw.length > maxLength) throw new BadRequest(`${name} must be at most ${maxLength} characters`)
  return raw
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar day written YYYY-MM-DD (years 1000-9999), or undefined for any other text. */
export function calendarDay(text: string): { year: number; month: number; day: number } | undefined {
  const match = DATE.exec(text)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  // Years past 9999 would need six-digit ISO years, which do not sort with the timestamps.
  const real = year >= 1000 && date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
  return real ? { year, month, day } : undefined
}

type CalendarDay = NonNullable<ReturnType<typeof calendarDay>>

function readDay(url: URL, name: string): CalendarDay | undefined {
  const raw = url.searchParams.get(name)
  if (raw === null || raw === '') return undefined
  const day = calendarDay(raw)
  if (!day) throw new BadRequest(`${name} must be a calendar date as YYYY-MM-DD, got "${raw}"`)
  return day
}

/** A calendar day the call cannot do without, as the local midnight it starts at (ms). */
export function readRequiredDay(url: URL, name: string): number {
  const day = readDay(url, name)
  if (!day) throw new BadRequest(`${name} is required, as a calendar date YYYY-MM-DD`)
  return new Date(day.year, day.month - 1, day.day).getTime()
}

/**
 * startDate and endDate as inclusive local calendar days, turned into the ISO instants
 * [from, to) that event timestamps are compared with.
 */
export function readDateRange(url: URL): { from?: string; to?: string } {
  const start = readDay(url, 'startDate')
  const end = readDay(url, 'endDate')
  const from = start && new Date(start.year, start.month - 1, start.day).getTime()
  const to = end && new Date(end.year, end.month - 1, end.day + 1).getTime()
  if (from !== undefined && to !== undefined && to <= from) {
    throw new BadRequest('endDate must not be before startDate')
  }
  return {
    from: from === undefined ? undefined : new Date(from).toISOString(),
    // The day after 9999-12-31 has no four-digit ISO year: such an end bounds nothing.
    to: to === undefined || new Date(to).getFullYear() > 9999 ? undefined : new Date(to).toISOString(),
  }
}

export function pagination(total: number, { page, limit }: PageRequest): Pagination {
  const pages = Math.ceil(total / limit)
  return { page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 }
}

/** One page of a list, with its pagination object. */
export function paginate<T>(items: readonly T[], request: PageRequest): { items: T[]; pagination: Pagination } {
  const start = (request.page - 1) * request.limit
  return { items: items.slice(start, start + request.limit), pagination: pagination(items.length, request) }
}
