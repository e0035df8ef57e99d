import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as forward, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { announcedUrl, runToEnd, stopGroup } from './childProcess'
import { committedPacts } from './verify'

// `npm run contracts:verify` as the backend team runs it: against `npm run mock:server`
// it passes; against a server with one route answering another shape it fails.

/** Runs `npm run -s contracts:verify -- <args>` to its end, as a backend team does. */
const verifyViaNpm = (args: string[]) => runToEnd('npm', ['run', '-s', 'contracts:verify', '--', ...args])

/**
 * Runs the script behind `npm run contracts:verify` directly, sparing each run npm's own
 * start-up, for the cases about what the command says and answers; the first case runs it
 * through npm. PACT_DO_NOT_TRACK comes from the project's env.
 */
const verify = (args: string[]) =>
  runToEnd(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('verifyCli.ts', import.meta.url)), ...args])

/**
 * A proxy to `target` whose data-version route, where it answers 200, answers a different
 * shape: the version as text, no age.
 */
function startBrokenServer(target: string): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const upstream = forward(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        if (incoming.method === 'GET' && incoming.url === '/api/v1/parking-lots/version' && answer.statusCode === 200) {
          answer.resume()
          outgoing.writeHead(200, { 'Content-Type': 'application/json' })
          outgoing.end(JSON.stringify({ data: { version: 'v42', lastModified: '2024-05-14T09:30:00.000Z' } }))
          return
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    incoming.pipe(upstream)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/** The mock server below protects its state hook with this, as a backend's test deployment may. */
const STATES_SECRET = 'hook-secret-for-tests'
const credentials = [
  '--username',
  DEMO_CREDENTIALS.username,
  '--password',
  DEMO_CREDENTIALS.password,
  '--states-secret',
  STATES_SECRET,
]

/** Signs in at `baseUrl`, answering the token. */
async function signIn(baseUrl: string, account: { username: string; password: string }): Promise<Response> {
  return fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  })
}

describe('npm run contracts:verify', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'contracts-verify-'))

  /** A pact file in dataDir with the committed pact's interactions whose description matches. */
  function onlyInteractions(description: RegExp): string {
    const pact = JSON.parse(readFileSync(committedPacts()[0]!, 'utf8')) as {
      interactions: Array<{ description: string }>
    }
    pact.interactions = pact.interactions.filter((interaction) => description.test(interaction.description))
    const file = join(dataDir, 'subset.json')
    writeFileSync(file, JSON.stringify(pact))
    return file
  }
  // Its own process group, so stopping it stops npm's children too; started before any
  // await, so afterAll can stop it whatever happens.
  const mockServer = spawn(
    'npm',
    ['run', '-s', 'mock:server', '--', '--port', '0', '--data-dir', dataDir, '--states-secret', STATES_SECRET],
    { detached: true },
  )
  const mock = { url: '' }
  let broken: Server | undefined

  beforeAll(async () => {
    mock.url = await announcedUrl(mockServer, 'mock:server')
    broken = await startBrokenServer(mock.url)
  })

  afterAll(async () => {
    stopGroup(mockServer)
    await new Promise((resolve) => (broken ? broken.close(resolve) : resolve(undefined)))
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('passes against npm run mock:server and prints the Pact report', async () => {
    // The version's interactions (both token states among them) and the logins: the whole
    // pact against the same backend is pactCli.verify.test.ts's; here it is the command
    // that is under test.
    const some = ['--pact', onlyInteractions(/version|^a login/)]
    const run = await verifyViaNpm(['--base-url', mock.url, ...credentials, ...some])
    expect(run.output).toContain('Verifying a pact between parking-admin-console and parking-api')
    expect(run.output).toContain(`The backend at ${mock.url} honours every interaction of the pact.`)
    expect(run.code).toBe(0)
  })

  it('fails against a server whose data-version route answers another shape, naming the interaction', async () => {
    const { port } = broken!.address() as AddressInfo
    const url = `http://127.0.0.1:${port}`
    // The interactions about the version (and the bump's), among them the one the proxy
    // breaks: the whole pact is verified above, and each interaction's own checks are the
    // provider tests'.
    const versionOnly = ['--pact', onlyInteractions(/version/)]
    const run = await verify(['--base-url', url, ...credentials, ...versionOnly])
    expect(run.output).toMatch(/does not honour the pact: 1 of 9 interactions failed/)
    expect(run.output).toMatch(/ - .*version/)
    expect(run.code).toBe(1)
  })

  it('stops at once, saying so, when the backend has no provider-state hook', async () => {
    const run = await verify(['--base-url', mock.url, '--states-url', `${mock.url}/no-such-hook`, ...credentials])
    expect(run.output).toContain(
      `The provider-state hook at ${mock.url}/no-such-hook does not exist (404 Not found: POST /no-such-hook)`,
    )
    expect(run.output).not.toContain('Verifying a pact between')
    expect(run.code).toBe(1)
  })

  it('stops at once when the state hook refuses it, and says to give the secret', async () => {
    const withoutSecret = credentials.slice(0, 4)
    const run = await verify(['--base-url', mock.url, ...withoutSecret])
    expect(run.output).toContain(
      `The provider-state hook at ${mock.url}/__pact/provider-states refused the verifier (403`,
    )
    expect(run.output).toContain('give its secret with --states-secret')
    expect(run.output).not.toContain('Verifying a pact between')
    expect(run.code).toBe(1)
  })

  it('signs in, in the login interactions, with the account it was given rather than the pact example', async () => {
    // Another account for the state to set up: the login interaction passes only if it
    // sends that account's password. The viewer's login still sends the account its own
    // state answers: the given account is an admin's.
    const account = { username: 'contract-operator', password: 'not-the-example-password' }
    const loginOnly = ['--pact', onlyInteractions(/^a login/)]
    const run = await verify([
      '--base-url',
      mock.url,
      '--username',
      account.username,
      '--password',
      account.password,
      '--states-secret',
      STATES_SECRET,
      ...loginOnly,
    ])
    expect(run.output).toContain('a login with valid credentials')
    expect(run.output).toContain('a login of an account with role viewer')
    expect(run.code).toBe(0)
    expect((await signIn(mock.url, account)).status).toBe(200)
  })

  it('stops at once, saying so, when the backend refuses the token its state hook hands out', async () => {
    // A hook that signs "in" with a token the backend never issued.
    const hook = createServer((_request, response) =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"token":"not-a-token-it-issued"}'),
    )
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = hook.address() as AddressInfo
      const run = await verify(['--base-url', mock.url, '--states-url', `http://127.0.0.1:${port}`])
      expect(run.output).toContain(
        `The backend at ${mock.url} refused the token its state hook answered for "an account with role {role} is signed in with {token}": 401`,
      )
      expect(run.output).not.toContain('Verifying a pact between')
      expect(run.code).toBe(1)
    } finally {
      hook.close()
    }
  })

  it('refuses a username without a password, saying what it needs', async () => {
    const run = await verify(['--base-url', mock.url, '--username', 'admin'])
    expect(run.output).toContain('Give both --username and --password, or neither')
    expect(run.code).toBe(2)
  })
})
