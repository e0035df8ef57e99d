import { describe, expect, it } from 'vitest'
import { readCredentials } from '@/api/credentials'
import { isWrite, refusal, WRITES, type Write } from '@/schema/roles'
import { callRequest, callsLackingArguments } from './callSetups'
import { clientFunctions, type ClientFunction } from './clientCalls'
import {
  AUTHENTICATED_HEADERS,
  createPact,
  errorBody,
  EXAMPLE_TOKEN,
  EXAMPLE_VIEWER,
  executeTest,
  signedInAs,
  signIn,
  VIEWER_ROLE,
} from './support'

// A viewer reads every screen but makes no write (docs/product.md#roles), and the backend
// is what refuses: each write, sent with a viewer's token, answers 403 with a message. The
// console keeps the session on a 403 (only a 401 ends it) and shows the backend's message
// where the write was offered. The interactions are generated from the writes of
// src/schema/roles.ts, so a new write gets its refusal without a line here.

const pact = createPact()

const writes = clientFunctions().filter((entry): entry is [Write, ClientFunction] => isWrite(entry[0]))

describe('every write refuses a signed-in viewer with 403', () => {
  it('knows every write as a client call, and the arguments of every one that takes any', () => {
    expect(writes.map(([name]) => name).sort()).toEqual(Object.keys(WRITES).sort())
    expect(callsLackingArguments(writes), 'add these to CALLS_WITH_ARGUMENTS (callSetups.ts)').toEqual([])
  })

  for (const [name, call] of writes) {
    it(`${name}, signed in as a viewer`, async () => {
      const request = await callRequest(name, call)
      // Any text will do: the console shows whatever the backend says.
      const message = refusal(VIEWER_ROLE.role, name)

      const interaction = request
        .sentBy(
          signedInAs(VIEWER_ROLE, pact, request.state).uponReceiving(`${request.named} by a signed-in viewer`),
          AUTHENTICATED_HEADERS,
        )
        .willRespondWith(403, (response) => response.jsonBody(errorBody(message)))

      signIn(EXAMPLE_VIEWER)
      await executeTest(interaction, async () => {
        await expect(request.run()).rejects.toMatchObject({ name: 'ApiError', status: 403, message })
        // Not allowed is not signed out: the session stays.
        expect(readCredentials()).toEqual({ token: EXAMPLE_TOKEN, user: EXAMPLE_VIEWER })
      })
    })
  }
})
