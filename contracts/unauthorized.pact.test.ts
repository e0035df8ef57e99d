import { MatchersV3, type Matcher } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import type { ParkingLot } from '@/api/types'
import { clientFunctions, recordRequest } from './clientCalls'
import { editedLot, EXAMPLE_ID, EXAMPLE_LOT_ID, LOT_PATH, TOGGLE_PATH } from './lotExamples'
import { STATES } from './pactNames'
import {
  ADMIN_ROLE,
  ANONYMOUS_HEADERS,
  bearerTokenFromState,
  createPact,
  errorBody,
  exampleOf,
  executeTest,
  EXPIRED_TOKEN,
  FOREIGN_TOKEN,
  JSON_CONTENT_TYPE,
  signInWithExpiredToken,
  signInWithForeignToken,
  signOut,
  type Template,
} from './support'

// Every data call refuses a caller the backend does not know: without a token, with a
// well-formed token it did not issue (a backend that accepts any token accepts that one),
// and with a token it issued that has expired (the provider state hands it out, so every
// verifier sends it). The console relies on it: a 401 or a 403 ends the session and shows
// the login screen (docs/product.md#session-handling), so the pact accepts either. The
// interactions are generated from the typed client's list of calls (clientCalls.ts), three
// per function, so a new call gets them without a line here.

const pact = createPact()

/** Login is the one call made without a token; its refusal of a wrong password is in auth.pact.test.ts. */
const PUBLIC_CALLS = new Set(['login'])

interface CallSetup {
  /** The arguments the call is made with. */
  args: unknown[]
  /** The state that makes the request real (the lot it names exists), so only the token can be wrong. */
  state: string
  /** The request's path with the state's values injected; the path sent when it has none. */
  path?: Matcher<string>
  /** The path as the interaction's description names it; the path sent when left out. */
  shape?: string
  /** Its body, with the state's values injected. */
  body?: Template<unknown>
}

/** Calls that take arguments: a range of days, or a lot (the one the state sets up, injected as in their own interactions). */
const CALLS_WITH_ARGUMENTS: Record<string, CallSetup> = {
  getParkingLot: {
    args: [EXAMPLE_ID],
    state: STATES.parkingLotExists,
    path: LOT_PATH,
    shape: '/api/parking-lots/{id}',
  },
  updateParkingLot: {
    args: [EXAMPLE_ID, exampleOf<ParkingLot>(editedLot)],
    state: STATES.parkingLotExists,
    path: LOT_PATH,
    shape: '/api/parking-lots/{id}',
    body: editedLot,
  },
  getTrends: {
    args: [{ from: '2024-05-08', to: '2024-05-14' }],
    state: STATES.analyticsEventsExist,
  },
  toggleLiveData: {
    args: [EXAMPLE_LOT_ID],
    state: STATES.lotIsEnabled,
    path: TOGGLE_PATH,
    shape: '/api/v1/lots/admin/live-data-controls/{lotId}/toggle',
  },
}

interface Caller {
  who: string
  enter(): void
  headers: Record<string, string | Matcher<string>>
  /** The state that hands out the caller's token, set up before the call's own. */
  state?: string
}

const CALLERS: Caller[] = [
  { who: 'without a token', enter: signOut, headers: ANONYMOUS_HEADERS },
  {
    who: 'with a token the backend did not issue',
    enter: signInWithForeignToken,
    headers: { Authorization: `Bearer ${FOREIGN_TOKEN}`, 'Content-Type': JSON_CONTENT_TYPE },
  },
  {
    who: 'with a token that has expired',
    enter: signInWithExpiredToken,
    headers: { Authorization: bearerTokenFromState(EXPIRED_TOKEN), 'Content-Type': JSON_CONTENT_TYPE },
    state: STATES.tokenExpired,
  },
]

/** The console ends the session on either (src/api/http.ts); the example is what Pact's mock server answers. */
const REFUSED = MatchersV3.matchStatus(401, [401, 403])

const dataCalls = clientFunctions().filter(([name]) => !PUBLIC_CALLS.has(name))

describe('every data call refuses an unknown caller with 401 or 403', () => {
  it('knows the arguments of every call that takes any', () => {
    const missing = dataCalls
      .filter(([name, call]) => call.length > 0 && !CALLS_WITH_ARGUMENTS[name])
      .map(([name]) => name)
    expect(missing, 'add these to CALLS_WITH_ARGUMENTS').toEqual([])
  })

  for (const [name, call] of dataCalls) {
    for (const caller of CALLERS) {
      it(`${name}, ${caller.who}`, async () => {
        const setup = CALLS_WITH_ARGUMENTS[name]
        const args = setup?.args ?? []
        const sent = await recordRequest(call, args)
        const shape = setup?.shape ?? sent.path

        let interaction = pact.addInteraction()
        if (caller.state) interaction = interaction.given(caller.state, ADMIN_ROLE)
        if (setup) interaction = interaction.given(setup.state)
        const withResponse = interaction
          .uponReceiving(`${sent.method} ${shape} ${caller.who}`)
          .withRequest(sent.method as 'GET', setup?.path ?? sent.path, (request) => {
            request.headers(caller.headers)
            if (Object.keys(sent.query).length > 0) request.query(sent.query)
            if (setup?.body !== undefined) request.jsonBody(setup.body)
          })
          .willRespondWith(REFUSED, (response) => response.jsonBody(errorBody('Authentication required')))

        caller.enter()
        await executeTest(withResponse, async () => {
          await expect((call as (...args: unknown[]) => Promise<unknown>)(...args)).rejects.toMatchObject({
            name: 'ApiError',
            status: 401,
            message: 'Authentication required',
          })
        })
      })
    }
  }
})
