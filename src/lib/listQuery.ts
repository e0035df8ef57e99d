// A list's view (filters, sort, page, size) lives in the URL's query string, so a reload,
// back/forward or a shared link shows the same rows. Each list describes its parameters
// once, as a spec; reading a value the console would never write (page=abc, limit=7,
// sortBy=evil) gives that parameter's default instead of reaching the server, and writing
// leaves defaults out, so the default view is the bare path.

import { MAX_TEXT_LENGTH } from '@/schema/lists'

/** How one query parameter is read; `read` answers undefined for a value the console would not write. */
export interface ParamSpec<T> {
  fallback: T
  read: (raw: string) => T | undefined
  /** The name the parameter had in older links, read when the current one is absent and dropped on the next write. */
  formerName?: string
  /** The screen's rather than one list's (the date range): read and written without a list's prefix. */
  screenWide?: boolean
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a spec maps each name to its own value type
export type ListSpec = Record<string, ParamSpec<any>>

export type ListView<S extends ListSpec> = { [K in keyof S]: S[K]['fallback'] }

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A calendar day as YYYY-MM-DD that exists (no 2026-02-30), as date inputs give and the server reads. */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1000 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export const param = {
  /** A page number: a whole number from 1. */
  page: (): ParamSpec<number> => ({
    fallback: 1,
    read: (raw) => {
      const page = Number(raw)
      return /^\d+$/.test(raw) && Number.isSafeInteger(page) && page >= 1 ? page : undefined
    },
  }),
  /** One of a fixed list of values (strings or numbers), compared as written in the URL. */
  oneOf: <T extends string | number>(values: readonly T[], fallback: T): ParamSpec<T> => ({
    fallback,
    read: (raw) => values.find((value) => String(value) === raw),
  }),
  /** An optional value of a fixed list; '' (the default) means no filter. */
  optional: <T extends string>(values: readonly T[]): ParamSpec<T | ''> => ({
    fallback: '',
    read: (raw) => values.find((value) => value === raw),
  }),
  /** Free text, trimmed and cut to what the server accepts. */
  text: (maxLength: number): ParamSpec<string> => ({ fallback: '', read: (raw) => raw.trim().slice(0, maxLength) }),
  /** A calendar day, or '' for none. */
  day: (formerName?: string): ParamSpec<string> => ({
    fallback: '',
    read: (raw) => (isCalendarDay(raw) ? raw : undefined),
    formerName,
  }),
  /** The same parameter, shared by every list of the screen. */
  screenWide: <T>(spec: ParamSpec<T>): ParamSpec<T> => ({ ...spec, screenWide: true }),
}

/** The filter bar's page sizes, default 50 (docs/product.md#page-sizes). */
export const FILTER_PAGE_SIZES = [25, 50, 100] as const
/** The page and the filter bar's page size. */
export const pageParams = () => ({ page: param.page(), limit: param.oneOf<number>(FILTER_PAGE_SIZES, 50) })

/** The user id and the date range, for the calls that take them. */
export const userAndDateParams = () => ({
  userId: param.text(MAX_TEXT_LENGTH),
  startDate: param.day(),
  endDate: param.day(),
})

/** The defaults of a spec: the view of a bare path. */
export function defaultView<S extends ListSpec>(spec: S): ListView<S> {
  return Object.fromEntries(Object.entries(spec).map(([name, { fallback }]) => [name, fallback])) as ListView<S>
}

/**
 * The view in `query`. `prefix` keeps two lists on one screen apart (`share.page`,
 * `deeplink.page`), but for the screen-wide parameters.
 */
export function readListView<S extends ListSpec>(query: URLSearchParams, spec: S, prefix = ''): ListView<S> {
  const view: Record<string, unknown> = {}
  for (const [name, { fallback, read, formerName, screenWide }] of Object.entries(spec)) {
    const key = screenWide ? '' : prefix
    const raw = query.get(key + name) ?? (formerName === undefined ? null : query.get(key + formerName))
    view[name] = raw === null ? fallback : (read(raw) ?? fallback)
  }
  // The filter bar never applies a start after the end: such a link reads as no range.
  if (
    typeof view.startDate === 'string' &&
    typeof view.endDate === 'string' &&
    view.startDate &&
    view.endDate &&
    view.startDate > view.endDate
  ) {
    view.startDate = spec.startDate!.fallback
    view.endDate = spec.endDate!.fallback
  }
  return view as ListView<S>
}

/** `query` with the view set: defaults left out, parameters that are not the list's (e.g. ?latency=) kept. */
export function writeListView<S extends ListSpec>(
  query: URLSearchParams,
  spec: S,
  view: ListView<S>,
  prefix = '',
): URLSearchParams {
  const next = new URLSearchParams(query)
  for (const [name, { fallback, formerName, screenWide }] of Object.entries(spec)) {
    const key = screenWide ? '' : prefix
    if (formerName !== undefined) next.delete(key + formerName)
    const value = view[name]
    if (value === fallback) next.delete(key + name)
    else next.set(key + name, String(value))
  }
  return next
}
