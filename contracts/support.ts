import { createHmac } from 'node:crypto'
import { MatchersV3, PactV4, type Matcher } from '@pact-foundation/pact'
import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes'
// The builders `.withRequest(…)` and `.willRespondWith(…)` return; the package's index does not re-export them.
import type { V4InteractionWithRequest, V4InteractionWithResponse } from '@pact-foundation/pact/src/v4/http/types'
import { expect, vi } from 'vitest'
import { clearCredentials, saveCredentials } from '@/api/credentials'
import { setApiBaseUrl } from '@/api/http'
import type { Pagination, User } from '@/api/types'
import type { Role } from '@/schema/roles'
import { CONSUMER, PACT_DIR, PROVIDER, STATES } from './pactNames'

// Shared pieces of the consumer tests: the pact factory, signing in, headers and matchers
// (the names both sides agree on are in pactNames.ts). Every example is a constant, so the
// pact file changes only when the contract does.

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3

/** One pact per test file; interactions of every file are merged into one pact file. */
export function createPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' })
}

/**
 * Ends an interaction whose response is set up (`…willRespondWith(…)`): runs `test`, which
 * calls the real `src/api` client, against Pact's mock server, then Pact checks that the
 * server received the interaction's request and nothing else. Use it instead of Pact's own
 * `.executeTest(…)`, which can report an answered request as never received (see below).
 */
export async function executeTest(interaction: V4InteractionWithResponse, test: () => Promise<void>): Promise<void> {
  await interaction.executeTest(async (mockServer) => {
    setApiBaseUrl(mockServer.url)
    await test()
    await requestRecorded(interaction, mockServer.port)
  })
}

/** Far longer than the mock server needs to record a request it has answered, even when busy. */
const RECORD_TIMEOUT_MS = 2_000

/** What Pact's mock server holds against its interaction: each failure, or a request not yet received. */
type MockServerRecord = Array<{ type: string; request?: { method: string; path: string } }>

/**
 * Waits until Pact's mock server has recorded the request of the test that just ran.
 *
 * Pact JS 16.3 to 16.5 (pact-core 19, whose mock server is pact_mock_server 2.2.1) answers a
 * request and records it on another task, while Pact's `executeTest` reads the record as soon
 * as the test resolves: on a busy machine that task has not run yet, and an answered request
 * fails the test as "expected but not received" (pact-foundation/pact-core-mock-server#13).
 * pact-core 20.1 records before answering but needs Node 22 (Pact JS 17); this wait can go
 * with that upgrade. The interaction keeps its handle on the mock server in a private field,
 * hence the cast.
 */
async function requestRecorded(interaction: V4InteractionWithResponse, port: number): Promise<void> {
  const { pact } = interaction as unknown as { pact: { mockServerMismatches(port: number): MockServerRecord } }
  await vi.waitFor(
    () => {
      const record = pact.mockServerMismatches(port)
      // Every interaction here expects one request, so a record holding only missing requests
      // has not got it yet; a match empties the record, a mismatch adds its own entry.
      const missing = record.length > 0 && record.every((entry) => entry.type === 'missing-request')
      if (missing) {
        const requests = record.map(({ request }) => `${request?.method} ${request?.path}`).join(', ')
        throw new Error(
          `Pact's mock server has not received ${requests} within ${RECORD_TIMEOUT_MS} ms of the test's end`,
        )
      }
    },
    { timeout: RECORD_TIMEOUT_MS },
  )
}

/**
 * Ends an interaction whose request is set up (`pact.addInteraction()…withRequest(…)`): the
 * provider answers 200 with `body`, and `call`, the `src/api` function under test run against
 * Pact's mock server, must hand back the body's example unchanged. `body` is a template of
 * what `call` returns; where it leaves fields out, name the narrower type it describes as `T`.
 *
 * `await answersWith(interaction, body, () => getRetention())`
 */
export async function answersWith<T>(
  interaction: V4InteractionWithRequest,
  body: Template<NoInfer<T>>,
  call: () => Promise<T>,
): Promise<void> {
  await executeTest(
    interaction.willRespondWith(200, (response) => response.jsonBody(body)),
    async () => expect(await call()).toEqual(exampleOf(body)),
  )
}

// ---------------------------------------------------------------- signing in

/**
 * The bearer token the consumer tests sign in with: a JWT-shaped example that no backend
 * issued. In the pact it is only the example of a provider-state value: every verifier
 * sends the token the provider's state hook answers for `STATES.signedIn` instead.
 */
export const EXAMPLE_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhZG1pbi0xIiwidXNlcm5hbWUiOiJhZG1pbiJ9.c2lnbmF0dXJl'
export const EXAMPLE_USER: User = { id: 'admin-1', username: 'admin', role: 'admin' }
/** The example of a signed-in viewer, who may read every screen but make no write. */
export const EXAMPLE_VIEWER: User = { id: 'viewer-1', username: 'viewer', role: 'viewer' }

/** Stores the example token as a signed-in console would (for `user`, the admin by default), so data calls send it. */
export function signIn(user: User = EXAMPLE_USER): void {
  saveCredentials(EXAMPLE_TOKEN, user)
}

/**
 * A well-formed token that no backend issued: an HS256 JWT for the example user, valid
 * until 2100, signed with a key no server has. A backend that accepts it accepts any
 * token. Built with node:crypto, so it is the same in every run and the pact stays put.
 */
export const FOREIGN_TOKEN = signedExample({ iat: 1715677200, exp: 4102444800 })

/** An HS256 JWT for the example user, issued and expiring as given, signed with a key no backend has. */
function signedExample(times: { iat: number; exp: number }): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const claims = { sub: EXAMPLE_USER.id, username: EXAMPLE_USER.username, role: EXAMPLE_USER.role, ...times }
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`
  return `${unsigned}.${createHmac('sha256', 'a key no backend has').update(unsigned).digest('base64url')}`
}

/**
 * The consumer's example of a token its backend issued that has expired: an HS256 JWT for
 * the example user that expired on 2024-05-14, signed with a key no server has. The
 * verifiers send the provider's own expired token (STATES.tokenExpired) instead.
 */
export const EXPIRED_TOKEN = signedExample({ iat: 1715644800, exp: 1715673600 })

/** Stores the expired token as a session that outlived it would hold it, so data calls send it. */
export function signInWithExpiredToken(): void {
  saveCredentials(EXPIRED_TOKEN, EXAMPLE_USER)
}

/** Stores the foreign token as if a session had it, so data calls send it. */
export function signInWithForeignToken(): void {
  saveCredentials(FOREIGN_TOKEN, EXAMPLE_USER)
}

/** Forgets any stored token, so the next data call goes out without Authorization. */
export function signOut(): void {
  clearCredentials()
}

/** A JWT: three base64url parts, the last (the signature) possibly empty. */
export const jwt = (example: string) => regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, example)

/** The params of the states that hand out a token or an account: the role of the account. */
export const ADMIN_ROLE = { role: 'admin' } satisfies { role: Role }
export const VIEWER_ROLE = { role: 'viewer' } satisfies { role: Role }

/**
 * A bearer token from a provider state (`STATES.signedIn` or `STATES.tokenExpired`): every
 * verifier sends the token the provider's state hook answered; the consumer test sends
 * `example`. The pattern has Pact's mock server check that the client sends a bearer token.
 */
export const bearerTokenFromState = (example: string) =>
  fromState('Bearer ${token}', `Bearer ${example}`, '^Bearer \\S+$')

/**
 * A new interaction of a signed-in console: the provider signs an admin in first (the
 * state's token is what the request sends, `AUTHENTICATED_HEADERS`), then sets up `state`
 * if given. Start every interaction that sends a token with it.
 */
export function signedInInteraction(pact: PactV4, state?: string, params?: JsonMap) {
  return signedInAs(ADMIN_ROLE, pact, state, params)
}

/** As signedInInteraction, with an account of another role (`VIEWER_ROLE`) signed in. */
export function signedInAs(role: { role: Role }, pact: PactV4, state?: string, params?: JsonMap) {
  const signedIn = pact.addInteraction().given(STATES.signedIn, role)
  return state === undefined ? signedIn : signedIn.given(state, params)
}

export const JSON_CONTENT_TYPE = 'application/json'

/** Headers of every data call the client makes while signed in (see signedInInteraction). */
export const AUTHENTICATED_HEADERS = {
  Authorization: bearerTokenFromState(EXAMPLE_TOKEN),
  'Content-Type': JSON_CONTENT_TYPE,
}

/** Headers of a data call without a stored token. */
export const ANONYMOUS_HEADERS = { 'Content-Type': JSON_CONTENT_TYPE }

// ---------------------------------------------------------------- matchers

/**
 * A response body described with matchers, checked against the type the client reads:
 * leaving out a field of that type, or misspelling one, does not compile.
 */
export type Template<T> =
  | Matcher<T>
  | (T extends ReadonlyArray<infer Item>
      ? Array<Template<Item>>
      : T extends object
        ? { [Key in keyof T]: Template<T[Key]> }
        : T)

/** A whole number of things (events, users): any integer. */
export const count = (example: number) => integer(example)

/**
 * Any JSON number. Used for percentages and rates rather than `decimal`, because a rate
 * of exactly 50 or 0 is written as `50` or `0`, which Pact would not call a decimal.
 */
export const rate = (example: number) => MatchersV3.number(example)

/** Any string; the example is what Pact's mock server answers with. */
export const text = (example: string) => string(example)

/** An ISO 8601 instant as `Date.prototype.toISOString` writes it. */
export const isoDateTime = (example: string) =>
  // Any ISO 8601 instant `new Date()` reads: with or without fractions of a second (Java's
  // Instant drops zero milliseconds), with Z or an offset.
  regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})$/, example)

const CALENDAR_DAY = '^\\d{4}-\\d{2}-\\d{2}$'

/** A calendar day, YYYY-MM-DD, as the client and the backend write it. */
export const calendarDay = (example: string) => regex(CALENDAR_DAY, example)

/** A calendar day the provider state chose (`'${from}'`); the consumer test sends `example`. */
export const calendarDayFromState = (expression: string, example: string) =>
  fromState(expression, example, CALENDAR_DAY)

/** A yes/no field. */
export const flag = (example: boolean) => boolean(example)

/** One of the values of a string union of types.ts (an enum), matched by a regex. */
export function oneOf<T extends string>(values: readonly T[], example: T): Matcher<T> {
  const escaped = values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return regex(new RegExp(`^(${escaped.join('|')})$`), example) as Matcher<T>
}

/**
 * Exactly this text, as a regex matcher: a value the request or the provider state fixed
 * (a filter's value, a name the state set up), which every row of the answer must carry.
 * A literal would do at the top level, but inside a list Pact only type-matches it.
 */
export const exactly = <T extends string>(value: T): Matcher<T> => oneOf([value], value)

/**
 * Every member of a string union of types.ts, for `oneOf`: written as a record so that a
 * member left out, or one the union does not have, does not compile.
 * `everyMember<Platform>({ ios: true, android: true, web: true })`
 */
export function everyMember<T extends string>(members: Record<T, true>): T[] {
  return Object.keys(members) as T[]
}

/** A list with at least `min` items, each shaped like `item`. */
export function listOf<T>(item: Template<NoInfer<T>>, min = 1): Matcher<T[]> {
  return eachLike(item, min) as unknown as Matcher<T[]>
}

/**
 * A list of exactly `length` items, each shaped like `item`: where the provider state fixes
 * how many rows match, an answer that ignores a filter, the page or the page size has
 * another count. Written with one example item (Pact JS's constrainedArrayLike would write
 * `length` copies into the pact), which is also what Pact's mock server answers with.
 */
export function listOfExactly<T>(length: number, item: Template<NoInfer<T>>): Matcher<T[]> {
  return { 'pact:matcher:type': 'type', min: length, max: length, value: [item] } as unknown as Matcher<T[]>
}

/**
 * A value the provider's state handler returns, such as the id of the lot it set up,
 * written into the request as `expression` (e.g. '/api/parking-lots/${id}'). The consumer
 * test uses `example`. Give `pattern` (a regular expression) to have Pact's mock server
 * check what the client sends too: on its own a provider-state value only type-matches,
 * so a client calling the wrong path would pass.
 */
export function fromState<T>(expression: string, example: T, pattern?: string): Matcher<T> {
  if (pattern === undefined) return fromProviderState(expression, example) as unknown as Matcher<T>
  return {
    ...regex(pattern, String(example)),
    'pact:generator:type': 'ProviderState',
    expression,
  } as unknown as Matcher<T>
}

/** A record of counts, one integer matcher per key: every key must be present. */
export function counts<Key extends string>(examples: Record<Key, number>): Record<Key, Matcher<number>> {
  return Object.fromEntries(Object.entries<number>(examples).map(([key, value]) => [key, count(value)])) as Record<
    Key,
    Matcher<number>
  >
}

/**
 * The `pagination` block of every paged list, for page `page` of `limit` items out of
 * `total`: every field typed by matchers, the examples consistent with each other.
 */
export function paginationOf(page: number, limit: number, total: number): Template<Pagination> {
  return { page: count(page), total: count(total), pages: count(Math.ceil(total / limit)) }
}

/** A query as the client sends it: every value a string. */
export function queryOf(params: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  )
}

/** The `{ message }` body every failure answers with; the text itself may vary. */
export function errorBody(example: string): Template<{ message: string }> {
  return { message: text(example) }
}

/** The example value a template stands for: what the client should hand back. */
export function exampleOf<T>(template: Template<T>): T {
  return MatchersV3.reify(template) as T
}
