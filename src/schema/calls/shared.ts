import * as z from 'zod/mini'
import { ROUTES, type RouteName } from '@/schema/routes'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_TEXT_LENGTH } from '@/schema/lists'
import { refusal, type Write } from '@/schema/roles'

// What the calls of every resource share: how a call is described, the pieces of a list
// call's query and answer, and the error body.

// Without eval: zod's JIT probe (new Function) is a violation of the builds' content security policy, even caught.
z.config({ jitless: true })

type Shape = z.ZodMiniObject

/**
 * One call of the API: what the console sends and what it reads back. An answer may hold
 * more than its schema names (a check passes it on untouched); the fields the console
 * does without are optional, as the pact says.
 */
export interface Call {
  summary: string
  /** Path parameters, query parameters and the JSON body. */
  params?: Shape
  query?: Shape
  body?: z.ZodMiniType
  answer: z.ZodMiniType
  /** The statuses the call answers with an error body, besides 401 and 500, and when. */
  errors?: Record<number, string>
  /** The login: the one call that needs no token. */
  public?: true
}

/** A call: its route (method and path) and what it sends and answers. */
export const call = <const R extends (typeof ROUTES)[RouteName], const C extends Call>(route: R, description: C) => ({
  ...route,
  ...description,
})

/**
 * Fields the console shows whatever they hold: a missing or odd-typed one gets its fallback
 * text on screen (a lot's fields, docs/product.md#parking-lot-detail), so the answer check
 * lets it pass. The API still promises the schema; the OpenAPI document says so.
 */
export const SHOWN_AS_SENT = z.registry()

export function shownAsSent<T extends z.ZodMiniType>(schema: T): T {
  SHOWN_AS_SENT.add(schema)
  return schema
}

/**
 * One of `values`, or another text the console shows as it comes (a cohort's status, a
 * user's type): values may be added without breaking the console.
 */
export const openEnum = <const Values extends readonly string[]>(values: Values) =>
  z
    .string()
    .check(
      z.describe(`One of ${values.join(', ')}; the console shows another value as it is.`),
    ) as unknown as z.ZodMiniType<Values[number] | (string & {})>

/** The 400 of a call that takes parameters: the message names the one that is not valid. */
export const PARAMETER_NOT_VALID = { 400: 'A parameter is not valid' }

/**
 * The 403 of a write (src/schema/roles.ts): the caller is signed in, but its role may not
 * make it. The console keeps the session and shows the message where the write was offered.
 */
export const refusedToRole = (write: Write) => ({
  403:
    'The signed-in account’s role may not make this change (a viewer); the session stays, and the console shows ' +
    `the message, such as '${refusal('viewer', write)}'`,
})

/** The body of every 4xx and 5xx answer. */
export const ErrorBody = z.object({ message: z.string() })

/** A whole number of things: a count, an index, a size in bytes. */
export const count = () => z.int().check(z.minimum(0))

/** An ISO 8601 instant, as `Date.prototype.toISOString` writes it. */
export const instant = () => z.string().check(z.describe('An ISO 8601 instant, such as 2024-05-14T09:30:00.000Z.'))

/** A calendar day, YYYY-MM-DD. */
export const calendarDay = () =>
  z
    .string()
    .check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.describe('A calendar day, YYYY-MM-DD, in the backend’s time zone.'))

export const Pagination = z.object({
  page: count(),
  total: count(),
  pages: count(),
  // No screen reads these: a list knows the page size it asked for.
  limit: z.optional(count()),
  hasNext: z.optional(z.boolean()),
  hasPrev: z.optional(z.boolean()),
})

/** `page` and `limit` of every list call. */
export const PageQuery = z.object({
  page: z.optional(z._default(z.int().check(z.minimum(1)), 1)),
  limit: z.optional(z._default(z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)), DEFAULT_PAGE_SIZE)),
})

/** A free-text filter, trimmed; '' counts as absent. */
export const textFilter = () => z.string().check(z.maxLength(MAX_TEXT_LENGTH))

/** `startDate` and `endDate`: calendar days in the backend's zone, both ends inclusive. */
export const DateRangeQuery = z.object({
  startDate: z.optional(calendarDay()),
  endDate: z.optional(calendarDay()),
})

/** One count per key, every key required. */
export function countsOf<const Key extends string>(keys: readonly Key[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, count()])) as Record<Key, ReturnType<typeof count>>)
}
