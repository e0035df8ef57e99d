import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type RunningMockServer } from '@mocks/server'
import { runToEnd } from './childProcess'
import { committedPacts, STATES_PATH } from './verify'

// The pact as a backend team's own Pact tools verify it: the standard verifier every Pact
// library is built on, `pact verifier` of @pact-foundation/pact-cli, given nothing but the
// pact, the provider's address and its state-change URL (the hook's secret in its query),
// against the simulated backend's HTTP server, the one `npm run mock:server` starts.

/** The hook of the server below asks for this, as a shared test deployment's would. */
const STATES_SECRET = 'hook-secret-for-tests'

/** Runs the pact-cli's `pact` command to its end. */
const pact = (args: string[]) => runToEnd('node_modules/.bin/pact', args, { ...process.env, PACT_DO_NOT_TRACK: 'true' })

describe('the standard pact verifier', () => {
  let server: RunningMockServer
  const dir = mkdtempSync(join(tmpdir(), 'pact-cli-'))

  beforeAll(async () => {
    server = await startMockServer({ port: 0, statesSecret: STATES_SECRET })
  })

  afterAll(async () => {
    await server?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it("finds the hook's secret in the header or in the hook URL's query, and is refused without it", async () => {
    const hook = (query: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${STATES_PATH}${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ state: 'lot data has a version', action: 'setup' }),
      })
    expect((await hook('', { 'X-Pact-States-Secret': STATES_SECRET })).status).toBe(200)
    expect((await hook(`?secret=${STATES_SECRET}`)).status).toBe(200)
    for (const refused of [
      await hook(''),
      await hook('?secret=a-guess'),
      await hook('', { 'X-Pact-States-Secret': 'a-guess' }),
    ]) {
      expect(refused.status).toBe(403)
      expect(((await refused.json()) as { message: string }).message).toContain('needs the secret')
    }
  })

  it('passes every interaction, given only the pact, the address and the state-change URL', async () => {
    const { hostname, port } = new URL(server.url)
    const report = join(dir, 'report.json')
    const [pactFile] = committedPacts()
    const verified = await pact([
      'verifier',
      '--file',
      pactFile!,
      '--hostname',
      hostname,
      '--port',
      port,
      '--state-change-url',
      `${server.url}${STATES_PATH}?secret=${STATES_SECRET}`,
      '--state-change-teardown',
      '--no-colour',
      '--json',
      report,
    ])
    const { interactions } = JSON.parse(readFileSync(pactFile!, 'utf8')) as { interactions: unknown[] }
    const { interactionResults } = JSON.parse(readFileSync(report, 'utf8')) as {
      interactionResults: Array<{ description: string; result: string }>
    }
    expect(
      interactionResults.filter(({ result }) => result !== 'OK'),
      verified.output,
    ).toEqual([])
    expect(interactionResults).toHaveLength(interactions.length)
    expect(verified.code).toBe(0)
  })
})
