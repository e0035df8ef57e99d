import { decodeJwt, decodeProtectedHeader } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueToken } from '@mocks/auth'
import { startOfDay } from '@mocks/db/time'
import { createTestServer } from '@mocks/node'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'

// What the simulated backend answers, asked with plain fetch as any client would.

const ORIGIN = 'http://backend.test'
const { server, backend } = createTestServer({ seed: 1, origin: ORIGIN })
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

function post(path: string, body: string) {
  return fetch(`${ORIGIN}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
}
function get(path: string, token?: string) {
  return fetch(`${ORIGIN}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
}

describe('POST /api/auth/login', () => {
  it('answers a signed, expiring JWT and the user for the default admin', async () => {
    const response = await post('/api/auth/login', JSON.stringify(DEMO_CREDENTIALS))
    expect(response.status).toBe(200)
    const body = (await response.json()) as { token: string; user: { username: string } }
    expect(body.user).toMatchObject({ username: 'admin', role: 'admin' })
    expect(decodeProtectedHeader(body.token)).toMatchObject({ alg: 'HS256' })
    expect(decodeJwt(body.token).exp).toBeGreaterThan(Date.now() / 1000)
    const dashboard = await get('/api/analytics/dashboard', body.token)
    expect(dashboard.status).toBe(200)
  })

  it('answers 401 with a message for a wrong password or unknown user', async () => {
    for (const credentials of [
      { ...DEMO_CREDENTIALS, password: 'wrong' },
      { username: 'nobody', password: 'x' },
    ]) {
      const response = await post('/api/auth/login', JSON.stringify(credentials))
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Invalid username or password' })
    }
  })

  it.each([
    ['{"username":"admin"}', 'Username and password are required'],
    ['{"password":"x"}', 'Username and password are required'],
    ['{"username":"  ","password":"x"}', 'Username and password are required'],
    ['{"username":1,"password":"x"}', 'Username and password are required'],
    ['[]', 'Username and password are required'],
    ['not json', 'The request body must be JSON: an object with username and password'],
  ])('answers 400 for the body %s', async (body, message) => {
    const response = await post('/api/auth/login', body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message })
  })
})

describe('every other call needs a valid token', () => {
  /** A real token whose signature no longer matches its content. */
  async function tamperedToken() {
    const [header, , signature] = (await issueToken({ id: 'admin-1', username: 'admin' })).split('.')
    const payload = btoa(JSON.stringify({ sub: 'admin-1', exp: 4102444800 })).replace(/=+$/, '')
    return `${header}.${payload}.${signature}`
  }

  it.each([
    ['no token', async () => undefined, 'Authentication required: send a bearer token'],
    ['a malformed token', async () => 'garbage', 'Authentication required: Invalid token format'],
    ['a token whose signature does not match', tamperedToken, 'Authentication required: Invalid token signature'],
    [
      'an expired token',
      () => issueToken({ id: 'admin-1', username: 'admin' }, -60),
      'Authentication required: Token has expired',
    ],
  ])('%s gets 401 with a message', async (_case, token, message) => {
    const response = await get('/api/analytics/dashboard', await token())
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message })
  })
})

describe('GET /api/analytics/dashboard', () => {
  it('answers the figures computed from the seeded events', async () => {
    const response = await get('/api/analytics/dashboard', await issueToken({ id: 'admin-1', username: 'admin' }))
    const body = (await response.json()) as {
      overview: { totalEvents: number; todayEvents: number; totalUniqueUsers: number }
    }
    expect(body.overview.totalEvents).toBeGreaterThan(100_000)
    const midnight = new Date(startOfDay(backend.now())).toISOString()
    const today = Object.values(backend.world.events).flat() as Array<{ timestamp: string }>
    expect(body.overview.todayEvents).toBe(today.filter((event) => event.timestamp >= midnight).length)
    // Every user who has used the app so far: some of the 5000 first come later today.
    expect(body.overview.totalUniqueUsers).toBe(
      backend.world.users.filter((user) => user.firstSeen <= backend.now()).length,
    )
  })
})

it('answers 404 with a message for a path it does not serve', async () => {
  const response = await get('/api/no-such-thing', await issueToken({ id: 'admin-1', username: 'admin' }))
  expect(response.status).toBe(404)
  expect(await response.json()).toEqual({ message: 'Not found: GET /api/no-such-thing' })
})
