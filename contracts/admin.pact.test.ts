import { describe, expect, it } from 'vitest'
import { bumpVersion } from '../src/api/admin'
import type { BumpVersionResponse } from '../src/api/types'
import { STATES } from './pactNames'
import { AUTHENTICATED_HEADERS, count, createPact, exampleOf, pointClientAt, signIn, text, type Template } from './support'

// POST /api/admin/bump-version (SPEC section 7): the Live Data Controls' 'Update Version'.
// No body; the JSON Content-Type goes out all the same, as on every data call.

const pact = createPact()

describe('POST /api/admin/bump-version', () => {
  it('raises the version of the lot data and answers with the new one and a message', async () => {
    signIn()
    const body: Template<BumpVersionResponse> = {
      data: {
        newVersion: count(18),
        message: text('Apps will download the updated parking lot data on their next version check.'),
      },
    }

    await pact
      .addInteraction()
      .given(STATES.lotDataHasVersion)
      .uponReceiving('a request to bump the version of the lot data')
      .withRequest('POST', '/api/admin/bump-version', (request) => request.headers(AUTHENTICATED_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer)
        expect(await bumpVersion()).toEqual(exampleOf(body))
      })
  })
})
