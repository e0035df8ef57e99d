import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { fileStorage } from '@mocks/fileStorage'
import { startMockServer, type RunningMockServer } from '@mocks/server'

// `npm run mock:server` over real HTTP: changes kept in a JSON file survive a restart,
// and POST /__mock/reset brings back the seeded world.

const folder = mkdtempSync(path.join(tmpdir(), 'mock-server-test-'))
const running: RunningMockServer[] = []
afterAll(async () => {
  await Promise.all(running.map((server) => server.close()))
  rmSync(folder, { recursive: true, force: true })
})

async function start() {
  const server = await startMockServer({ port: 0, seed: 5, storage: fileStorage(folder) })
  running.push(server)
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_CREDENTIALS),
  })
  const { token } = (await login.json()) as { token: string }
  const call = async (method: string, apiPath: string) => {
    const response = await fetch(`${server.url}${apiPath}`, { method, headers: { Authorization: `Bearer ${token}` } })
    return {
      status: response.status,
      body: (await response.json()) as { data: { version: number; newVersion: number } },
    }
  }
  return { server, call }
}

describe('the mock server', () => {
  // Three worlds are built (two starts and the reset): over 15 s beside another test file on a busy two-core machine.
  it('keeps a version bump in .mock-data across a restart, until /__mock/reset', async () => {
    const first = await start()
    const seeded = (await first.call('GET', '/api/v1/parking-lots/version')).body.data.version
    const bumped = await first.call('POST', '/api/admin/bump-version')
    expect(bumped.body.data.newVersion).toBe(seeded + 1)
    expect(JSON.parse(readFileSync(path.join(folder, 'seed-5.json'), 'utf8'))).toMatchObject({
      seed: 5,
      changes: { version: { version: seeded + 1 } },
    })
    await first.server.close()
    running.splice(running.indexOf(first.server), 1)

    const second = await start()
    expect((await second.call('GET', '/api/v1/parking-lots/version')).body.data.version).toBe(seeded + 1)

    const reset = await fetch(`${second.server.url}/__mock/reset`, { method: 'POST' })
    expect(reset.status).toBe(200)
    expect((await second.call('GET', '/api/v1/parking-lots/version')).body.data.version).toBe(seeded)
  }, 45_000)

  it('answers CORS preflights, so a console on another origin can use it', async () => {
    const { server } = await start()
    const response = await fetch(`${server.url}/api/analytics/dashboard`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')).toContain('Authorization')
  })
})
