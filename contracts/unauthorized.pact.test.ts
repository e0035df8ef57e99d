import type { Matcher } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { readCredentials } from '@/api/credentials'
import { callRequest, callsLackingArguments } from './callSetups'
import { clientFunctions } from './clientCalls'
import { STATES } from './pactNames'
import {
  ADMIN_ROLE,
  ANONYMOUS_HEADERS,
  bearerTokenFromState,
  createPact,
  errorBody,
  executeTest,
  EXPIRED_TOKEN,
  FOREIGN_TOKEN,
  JSON_CONTENT_TYPE,
  signInWithExpiredToken,
  signInWithForeignToken,
  signOut,
} from './support'

// Every data call refuses a caller the backend does not know: without a token, with a
// well-formed token it did not issue (a backend that accepts any token accepts that one),
// and with a token it issued that has expired (the provider state hands it out, so every
// verifier sends it). The console relies on it: a 401 ends the session and shows the login
// screen (docs/product.md#session-handling). A 403 means "signed in, but not allowed" (a
// viewer's write, roles.pact.test.ts) and keeps the session, so a backend answering 403
// here would leave the console signed in with a token no call accepts. The interactions
// are generated from the typed client's list of calls (clientCalls.ts), three per
// function, so a new call gets them without a line here.

const pact = createPact()

/** Login is the one call made without a token; its refusal of a wrong password is in auth.pact.test.ts. */
const PUBLIC_CALLS = new Set(['login'])

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

const dataCalls = clientFunctions().filter(([name]) => !PUBLIC_CALLS.has(name))

describe('every data call refuses an unknown caller with 401', () => {
  it('knows the arguments of every call that takes any', () => {
    expect(callsLackingArguments(dataCalls), 'add these to CALLS_WITH_ARGUMENTS (callSetups.ts)').toEqual([])
  })

  for (const [name, call] of dataCalls) {
    for (const caller of CALLERS) {
      it(`${name}, ${caller.who}`, async () => {
        const request = await callRequest(name, call)

        let interaction = pact.addInteraction()
        if (caller.state) interaction = interaction.given(caller.state, ADMIN_ROLE)
        if (request.state) interaction = interaction.given(request.state)
        const withResponse = request
          .sentBy(interaction.uponReceiving(`${request.named} ${caller.who}`), caller.headers)
          .willRespondWith(401, (response) => response.jsonBody(errorBody('Authentication required')))

        caller.enter()
        await executeTest(withResponse, async () => {
          await expect(request.run()).rejects.toMatchObject({
            name: 'ApiError',
            status: 401,
            message: 'Authentication required',
          })
          // The console's session is over: the login screen follows.
          expect(readCredentials()).toBeNull()
        })
      })
    }
  }
})
