import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PactV4 } from '@pact-foundation/pact'
import { afterAll, describe, expect, it } from 'vitest'
import { apiRequest } from '@/api/http'
import { executeTest } from './support'

// executeTest (support.ts) lets Pact check its mock server's record only once the record
// holds the test's request. Pact JS 16.5's mock server records a request after answering
// it, a step a busy machine can put off past the end of the test: Pact's own executeTest
// then reports the answered request as expected but not received, once in a few hundred
// requests. Here the request leaves only after the test's callback has resolved, so the
// record is late every time.

// Its own pact in a directory of its own: this interaction is no part of the contract.
const dir = mkdtempSync(join(tmpdir(), 'late-record-'))
const NO_ENTRIES = { entries: [], pagination: { page: 1, total: 0, pages: 0 } }
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('executeTest', () => {
  it('has Pact check a request the mock server records after the test has resolved', async () => {
    const pact = new PactV4({ consumer: 'late-record-check', provider: 'late-record', dir, logLevel: 'warn' })
    const interaction = pact
      .addInteraction()
      .uponReceiving('a request sent after the test resolved')
      .withRequest('GET', '/api/admin/audit')
      .willRespondWith(200, (response) => response.jsonBody(NO_ENTRIES))
    let answer: Promise<unknown> | undefined

    await executeTest(interaction, async () => {
      setTimeout(() => {
        answer = apiRequest('getAuditLog')
      })
    })

    await expect(answer).resolves.toEqual(NO_ENTRIES)
  })
})
