import { describe, it } from 'vitest'
import { bumpVersion } from '@/api/admin'
import type { BumpVersionResponse } from '@/api/types'
import { STATES } from './pactNames'
import {
  answersWith,
  AUTHENTICATED_HEADERS,
  count,
  createPact,
  signedInInteraction,
  signIn,
  text,
  type Template,
} from './support'

// POST /api/admin/bump-version (docs/product.md#api-calls): the Live Data Controls' 'Update
// Version'. No body; the JSON Content-Type goes out all the same, as on every data call.

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

    const interaction = signedInInteraction(pact, STATES.lotDataHasVersion)
      .uponReceiving('a request to bump the version of the lot data')
      .withRequest('POST', '/api/admin/bump-version', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith(interaction, body, () => bumpVersion())
  })
})
