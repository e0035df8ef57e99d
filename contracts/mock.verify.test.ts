import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { applyProviderState, PROVIDER_STATES } from '@mocks/providerStates'
import { startMockServer, type RunningMockServer } from '@mocks/server'
import { STATES } from './pactNames'
import {
  committedPacts,
  providerStateSetupsIn,
  providerStatesIn,
  STATES_PATH,
  verifierOptions,
  verifyProvider,
  type ProviderUnderTest,
} from './verify'

// The simulated backend knows every provider state the console's pacts use and answers
// each value their interactions take from it; and verifyProvider says which state failed
// and why. The whole pact's requests against it are the standard verifier's
// (pactCli.verify.test.ts).

/** One of verifierOptions' state handlers, as Pact calls it with an interaction's params. */
type StateHandler = Record<'setup' | 'teardown', (params: unknown) => Promise<unknown>>

/** A pact file in `dir` with the committed pact's first interaction in `state`: a quick run. */
function onePact(dir: string, state: string): string {
  const [pactFile] = committedPacts()
  const pact = JSON.parse(readFileSync(pactFile!, 'utf8')) as {
    interactions: Array<{ providerStates?: Array<{ name: string }> }>
  }
  pact.interactions = pact.interactions
    .filter((interaction) => interaction.providerStates?.some((given) => given.name === state))
    .slice(0, 1)
  const file = join(dir, 'one.json')
  writeFileSync(file, JSON.stringify(pact))
  return file
}

describe('the simulated backend honours the pacts', () => {
  let server: RunningMockServer
  let provider: ProviderUnderTest

  beforeAll(async () => {
    server = await startMockServer({ port: 0 })
    provider = {
      baseUrl: server.url,
      statesUrl: server.url + STATES_PATH,
      account: DEMO_CREDENTIALS,
    }
  })

  afterAll(async () => {
    await server?.close()
  })

  it('knows every provider state the pacts use', () => {
    expect(providerStatesIn(committedPacts()).filter((state) => !PROVIDER_STATES.includes(state))).toEqual([])
  })

  it('answers, in every setup the pacts ask for, each value their interactions take from that state', async () => {
    // The state handlers verifyProvider gives Pact, each setup once: what they check before a
    // request is sent, for the whole pact. The whole pact's requests against this backend
    // are the standard verifier's (pactCli.verify.test.ts), and verifyProvider's own runs
    // are in verifyCli and faults.
    const failures: string[] = []
    const handlers = verifierOptions(provider, failures).stateHandlers as unknown as Record<string, StateHandler>
    for (const { name, params } of providerStateSetupsIn(committedPacts())) {
      // A failed setup or teardown is recorded in `failures`, with the state and why.
      await handlers[name]!.setup(params).catch(() => {})
      await handlers[name]!.teardown(params).catch(() => {})
    }
    expect(failures).toEqual([])
  })

  it('fails the interaction, naming the state and the key, when a state hook answers without a value the interaction uses', async () => {
    // A hook that says yes to every state but answers only a token: for "lot {lotId} is
    // enabled" Pact would otherwise send the consumer's example lotId and test the wrong lot.
    const token = (await applyProviderState(server.backend, STATES.signedIn, 'setup', { role: 'admin' })).token!
    const hook = createServer((_request, response) =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ token })),
    )
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    const { port } = hook.address() as AddressInfo
    const dir = mkdtempSync(join(tmpdir(), 'pact-'))
    try {
      const pactUrls = [onePact(dir, STATES.lotIsEnabled)]
      const run = verifyProvider({ ...provider, statesUrl: `http://127.0.0.1:${port}`, pactUrls })
      await expect(run).rejects.toThrow(/1 of 1 interactions failed:\n {2}- .*toggle/)
      await expect(run).rejects.toThrow(
        'lot {lotId} is enabled (setup): answered without "lotId", which the interaction needs',
      )
    } finally {
      hook.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('fails the verification, naming the state, when the world cannot be put into a provider state', async () => {
    // The empty world has no events: "analytics events exist" cannot be set up there. One
    // interaction with that state is enough to show it.
    const dir = mkdtempSync(join(tmpdir(), 'pact-'))
    server.backend.setScenario({ empty: true })
    try {
      await expect(
        verifyProvider({ ...provider, pactUrls: [onePact(dir, STATES.analyticsEventsExist)] }),
      ).rejects.toThrow(/analytics events exist \(setup\): 409 The simulated world has no/)
    } finally {
      server.backend.setScenario({ empty: false })
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
