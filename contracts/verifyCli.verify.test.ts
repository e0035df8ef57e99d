import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as forward, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS } from '../mocks/demoAccount'

// `npm run contracts:verify` as the backend team runs it: against `npm run mock:server`
// it passes; against a server with one route answering another shape it fails.

interface Run {
  code: number
  output: string
}

/** A command that has not ended by then is stopped, with all it started, and the test fails. */
const RUN_TIMEOUT_MS = 50_000

/** Stops a process started with `detached` and everything it started (its process group). */
function stopGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid)
  } catch {
    // Already gone.
  }
}

/** Runs `npm run -s <script> -- <args>` to its end. */
function npmRun(script: string, args: string[]): Promise<Run> {
  // A process group of its own, so a command that hangs can be stopped with npm's children.
  const child = spawn('npm', ['run', '-s', script, '--', ...args], { detached: true })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const timer = setTimeout(() => {
    output += `\n(stopped after ${RUN_TIMEOUT_MS} ms)`
    stopGroup(child)
  }, RUN_TIMEOUT_MS)
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer)
      // Without Pact's colours, so the report reads as plain text.
      resolve({ code: code ?? 1, output: stripVTControlCharacters(output) })
    })
  })
}

/** Starts `npm run mock:server` (in `child`) on a free port with a throwaway data folder; answers its URL. */
function mockServerUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = /on (http:\/\/\S+)/.exec(output)?.[1]
      if (url) resolve(url)
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => reject(new Error(`mock:server exited with ${code}:\n${output}`)))
  })
}

/** A proxy to `target` whose data-version route answers a different shape: the version as text, no age. */
function startBrokenServer(target: string): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    if (incoming.method === 'GET' && incoming.url === '/api/v1/parking-lots/version') {
      outgoing.writeHead(200, { 'Content-Type': 'application/json' })
      outgoing.end(JSON.stringify({ data: { version: 'v42', lastModified: '2024-05-14T09:30:00.000Z' } }))
      return
    }
    const upstream = forward(new URL(incoming.url ?? '/', target), { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
    })
    incoming.pipe(upstream)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const credentials = ['--username', DEMO_CREDENTIALS.username, '--password', DEMO_CREDENTIALS.password]

describe('npm run contracts:verify', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'contracts-verify-'))
  // Its own process group, so stopping it stops npm's children too; started before any
  // await, so afterAll can stop it whatever happens.
  const mockServer = spawn('npm', ['run', '-s', 'mock:server', '--', '--port', '0', '--data-dir', dataDir], { detached: true })
  const mock = { url: '' }
  let broken: Server | undefined

  beforeAll(async () => {
    mock.url = await mockServerUrl(mockServer)
    broken = await startBrokenServer(mock.url)
  })

  afterAll(async () => {
    stopGroup(mockServer)
    await new Promise((resolve) => (broken ? broken.close(resolve) : resolve(undefined)))
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('passes against npm run mock:server and prints the Pact report', async () => {
    const run = await npmRun('contracts:verify', ['--base-url', mock.url, ...credentials])
    expect(run.output).toContain('Verifying a pact between parking-admin-console and parking-api')
    expect(run.output).toContain(`The backend at ${mock.url} honours every interaction of the pact.`)
    expect(run.code).toBe(0)
  })

  it('fails against a server whose data-version route answers another shape, naming the interaction', async () => {
    const { port } = broken!.address() as AddressInfo
    const url = `http://127.0.0.1:${port}`
    const run = await npmRun('contracts:verify', ['--base-url', url, ...credentials])
    expect(run.output).toMatch(/does not honour the pact: 1 of \d+ interactions failed/)
    expect(run.output).toMatch(/ - .*version/)
    expect(run.code).toBe(1)
  })

  it('stops at once, saying so, when the backend refuses the token', async () => {
    const run = await npmRun('contracts:verify', ['--base-url', mock.url, '--token', 'not-a-token-it-issued'])
    expect(run.output).toContain(`The backend at ${mock.url} refused the token: 401`)
    expect(run.output).not.toContain('Verifying a pact between')
    expect(run.code).toBe(1)
  })

  it('refuses to run without a token or an account, saying what it needs', async () => {
    const run = await npmRun('contracts:verify', ['--base-url', mock.url])
    expect(run.output).toContain('Give a token (--token) or an account (--username and --password) the backend accepts')
    expect(run.code).toBe(2)
  })
})
