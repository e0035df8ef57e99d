import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueToken } from '@mocks/auth'
import { createTestServer } from '@mocks/node'

// A path the backend serves, asked with a method it does not serve there, answers 405 with
// an Allow header, as a careful server does; only paths it does not serve at all are 404.
// Above all, a GET to the version bump never bumps the version.

const ORIGIN = 'http://backend.test'
const { backend, server } = createTestServer({ seed: 1, origin: ORIGIN })
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

async function send(method: string, path: string) {
  const token = await issueToken({ id: 'admin-1', username: 'admin' }, 3600, backend.now())
  return fetch(`${ORIGIN}${path}`, { method, headers: { Authorization: `Bearer ${token}` } })
}

async function version(): Promise<number> {
  const response = await send('GET', '/api/v1/parking-lots/version')
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { version: number } }).data.version
}

describe('a declared path with another method', () => {
  it('GET /api/admin/bump-version is 405 with Allow: POST and a message, and bumps nothing', async () => {
    const before = await version()
    const response = await send('GET', '/api/admin/bump-version')
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST')
    expect(await response.json()).toEqual({ message: 'Method GET is not allowed on /api/admin/bump-version; use POST' })
    expect(await version()).toBe(before)
  })

  it.each([
    ['POST', '/api/health', 'GET'],
    ['PUT', '/api/analytics/dashboard', 'GET'],
    ['POST', '/api/parking-lots/some-id', 'GET, PUT'],
    ['GET', '/api/auth/login', 'POST'],
    ['DELETE', '/api/parking-lots/some-id', 'GET, PUT'],
    ['GET', '/api/v1/lots/admin/live-data-controls/LOT-1/toggle', 'POST'],
  ])('%s %s is 405 with Allow: %s', async (method, path, allow) => {
    const response = await send(method, path)
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe(allow)
    expect(await response.json()).toEqual({
      message: `Method ${method} is not allowed on ${path}; use ${allow.split(', ').join(' or ')}`,
    })
  })

  it('is answered before the token check: the method is wrong whoever asks', async () => {
    const response = await fetch(`${ORIGIN}/api/admin/bump-version`)
    expect(response.status).toBe(405)
  })
})

describe('everything else is unchanged', () => {
  it('a path the backend does not serve is still 404 Not found', async () => {
    const response = await send('GET', '/api/no-such-thing')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not found: GET /api/no-such-thing' })
  })

  it('the right method still reaches its endpoint', async () => {
    expect((await send('GET', '/api/health')).status).toBe(200)
    const before = await version()
    expect((await send('POST', '/api/admin/bump-version')).status).toBe(200)
    expect(await version()).toBe(before + 1)
    backend.reset()
  })
})
