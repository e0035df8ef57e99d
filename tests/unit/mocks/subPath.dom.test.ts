import { getResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { issueToken } from '@mocks/auth'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { createHandlers } from '@mocks/handlers'
import { createTestServer } from '@mocks/node'
import { DEFAULT_SCENARIO } from '@mocks/scenarios'

// A demo served from /console/ (vite's base): the console's calls and the simulated
// backend both live under the base path, as everything the demo serves does.

const origin = window.location.origin
const backendUrl = `${origin}/console`
const { backend, server } = createTestServer({ seed: 1, origin: backendUrl })

/** The console's API client as a build with `--base /console/` has it. */
async function consoleAtBase() {
  vi.stubEnv('BASE_URL', '/console/')
  vi.resetModules()
  const [http, auth, credentials] = await Promise.all([
    import('@/api/http'),
    import('@/api/auth'),
    import('@/api/credentials'),
  ])
  return { ...http, ...auth, ...credentials }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  backend.setScenario(DEFAULT_SCENARIO)
  vi.unstubAllEnvs()
  localStorage.clear()
})
afterAll(() => {
  server.close()
  // The files of a thread share their modules: the next one imports the client as a build
  // at / has it, not the one imported here under /console/.
  vi.resetModules()
})

describe('the simulated backend under the base path', () => {
  it("answers the console's calls there", async () => {
    const client = await consoleAtBase()
    expect(client.apiUrl('/api/parking-lots', { page: 2 })).toBe(`${origin}/console/api/parking-lots?page=2`)
    const { token, user } = await client.login(DEMO_CREDENTIALS)
    expect(user.username).toBe(DEMO_CREDENTIALS.username)
    client.saveCredentials(token, user)
    const lots = await client.apiRequest('getParkingLots', { query: { limit: 5 } })
    expect(lots.parkingLots).toHaveLength(5)
  })

  it('and nothing at the root of the origin', async () => {
    const answer = await getResponse(createHandlers(backend, backendUrl), new Request(`${origin}/api/health`))
    expect(answer).toBeUndefined()
  })

  it("applies an error scenario's API path (/api/...) to the calls under the base path", async () => {
    backend.setScenario({ ...DEFAULT_SCENARIO, error: { endpoint: '/api/parking-lots/:id', status: 503 } })
    const headers = { Authorization: `Bearer ${await issueToken({ id: 'admin-1', username: 'admin' })}` }
    const response = await fetch(`${origin}/console/api/parking-lots/any-id`, { headers })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: 'Simulated 503 for /api/parking-lots/:id (error scenario)' })
    // Other calls are not touched.
    expect((await fetch(`${origin}/console/api/health`, { headers })).status).toBe(200)
  })

  it('serves its controls and unknown API paths there too', async () => {
    expect((await fetch(`${origin}/console/__mock/reset`, { method: 'POST' })).status).toBe(200)
    const unknown = await fetch(`${origin}/console/api/no-such-call`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Not found: GET /console/api/no-such-call' })
  })
})
