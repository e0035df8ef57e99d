import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { getLifecycleEvents } from '@/api/analytics'
import { login } from '@/api/auth'
import { TOKEN_KEY, USER_KEY, saveCredentials } from '@/api/credentials'
import { AnswerShapeError, ApiError, apiRequest, FORBIDDEN_MESSAGE, onUnauthorized } from '@/api/http'
import { environment } from '@/config/env'

// Every branch of the error mapping of docs/product.md#error-texts, against a real fetch.

const origin = window.location.origin
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** A cache status as a backend answers it: the call the tests make. */
const CACHE_STATUS = { metrics: { hits: 3, misses: 1, hit_rate: 75 } }

function answer(status: number, body?: unknown, statusText?: string) {
  server.use(
    http.get(`${origin}/api/cache/status`, () =>
      body === undefined
        ? new HttpResponse(null, { status, statusText })
        : HttpResponse.json(body, { status, statusText }),
    ),
  )
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('data calls', () => {
  it('send the stored bearer token and a JSON content type', async () => {
    saveCredentials('token-123', { id: '1', username: 'admin' })
    let seen: Headers | undefined
    server.use(
      http.get(`${origin}/api/cache/status`, ({ request }) => {
        seen = request.headers
        return HttpResponse.json(CACHE_STATUS)
      }),
    )
    await expect(apiRequest('getCacheStatus')).resolves.toEqual(CACHE_STATUS)
    expect(seen?.get('Authorization')).toBe('Bearer token-123')
    expect(seen?.get('Content-Type')).toBe('application/json')
  })

  it('send no Authorization header when nobody is signed in', async () => {
    let authorization: string | null = 'unset'
    server.use(
      http.get(`${origin}/api/cache/status`, ({ request }) => {
        authorization = request.headers.get('Authorization')
        return HttpResponse.json(CACHE_STATUS)
      }),
    )
    await apiRequest('getCacheStatus')
    expect(authorization).toBeNull()
  })

  it('on 401 clear the session, notify the app and raise "Authentication required"', async () => {
    saveCredentials('token-123', { id: '1', username: 'admin' })
    const listener = vi.fn()
    const unsubscribe = onUnauthorized(listener)
    answer(401, { message: 'Token has expired' })

    const error = await failure(apiRequest('getCacheStatus'))

    unsubscribe()
    expect(error.message).toBe('Authentication required')
    expect(error.status).toBe(401)
    expect(error.serverMessage).toBe('Token has expired')
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(localStorage.getItem(USER_KEY)).toBeNull()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it("on 403 keep the session and raise the backend's reason: signed in, but not allowed", async () => {
    saveCredentials('token-123', { id: '1', username: 'viewer', role: 'viewer' })
    const listener = vi.fn()
    const unsubscribe = onUnauthorized(listener)
    answer(403, { message: 'Your role (viewer) cannot read the cache status.' })

    const error = await failure(apiRequest('getCacheStatus'))

    unsubscribe()
    expect(error).toMatchObject({ status: 403, message: 'Your role (viewer) cannot read the cache status.' })
    expect(localStorage.getItem(TOKEN_KEY)).toBe('token-123')
    expect(listener).not.toHaveBeenCalled()
  })

  it('on a 403 without a message say it was not allowed, in words', async () => {
    saveCredentials('token-123', { id: '1', username: 'viewer', role: 'viewer' })
    answer(403)
    const error = await failure(apiRequest('getCacheStatus'))
    expect(error).toMatchObject({ status: 403, message: FORBIDDEN_MESSAGE })
  })

  it('on a late 401 for a token that was replaced, leave the new session alone', async () => {
    saveCredentials('old-token', { id: '1', username: 'admin' })
    const listener = vi.fn()
    const unsubscribe = onUnauthorized(listener)
    server.use(
      http.get(`${origin}/api/cache/status`, () => {
        // The user signs in again while the old token's request is still under way.
        saveCredentials('new-token', { id: '1', username: 'admin' })
        return HttpResponse.json({ message: 'Token has expired' }, { status: 401 })
      }),
    )
    const error = await failure(apiRequest('getCacheStatus'))
    unsubscribe()
    expect(error.message).toBe('Authentication required')
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token')
    expect(listener).not.toHaveBeenCalled()
  })

  it('use the standard reason phrase when the answer has no status text (HTTP/2)', async () => {
    // MSW fills in a missing status text itself, so this answer bypasses it.
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    fetchSpy.mockResolvedValueOnce(new Response('{"message":"down"}', { status: 503, statusText: '' }))
    expect((await failure(apiRequest('getCacheStatus'))).message).toBe('API call failed: 503 Service Unavailable')
    fetchSpy.mockResolvedValueOnce(new Response('', { status: 499, statusText: '' }))
    expect((await failure(apiRequest('getCacheStatus'))).message).toBe('API call failed: 499')
    fetchSpy.mockRestore()
  })

  it('on 500 give the server-error text with the environment prefix', async () => {
    answer(500, { message: 'boom' }, 'Internal Server Error')
    const error = await failure(apiRequest('getCacheStatus'))
    expect(error.message).toBe(`[${environment}] Server error: 500 - Please check if the backend is running`)
  })

  it.each([
    [400, 'Bad Request'],
    [404, 'Not Found'],
    [502, 'Bad Gateway'],
  ])('on %i give "API call failed: {status} {statusText}" and keep the server message', async (status, statusText) => {
    answer(status, { message: 'lot 42 does not exist' }, statusText)
    const error = await failure(apiRequest('getCacheStatus'))
    expect(error.message).toBe(`API call failed: ${status} ${statusText}`)
    expect(error.serverMessage).toBe('lot 42 does not exist')
  })

  it('keep no server message when the error body is not JSON', async () => {
    server.use(
      http.get(
        `${origin}/api/cache/status`,
        () => new HttpResponse('<html>oops</html>', { status: 404, statusText: 'Not Found' }),
      ),
    )
    const error = await failure(apiRequest('getCacheStatus'))
    expect(error.message).toBe('API call failed: 404 Not Found')
    expect(error.serverMessage).toBeUndefined()
  })

  it('on a network failure give "Network error. Please try again."', async () => {
    server.use(http.get(`${origin}/api/cache/status`, () => HttpResponse.error()))
    const error = await failure(apiRequest('getCacheStatus'))
    expect(error.message).toBe('Network error. Please try again.')
    expect(error.status).toBe(0)
  })
})

describe('login', () => {
  const url = `${origin}/api/auth/login`

  it('posts the credentials without a token and returns token and user', async () => {
    saveCredentials('old-token', { id: '1', username: 'old' })
    let body: unknown
    let authorization: string | null = 'unset'
    server.use(
      http.post(url, async ({ request }) => {
        body = await request.json()
        authorization = request.headers.get('Authorization')
        return HttpResponse.json({ token: 'new-token', user: { id: '1', username: 'admin' } })
      }),
    )
    await expect(login({ username: 'admin', password: 'secret' })).resolves.toEqual({
      token: 'new-token',
      user: { id: '1', username: 'admin' },
    })
    expect(body).toEqual({ username: 'admin', password: 'secret' })
    expect(authorization).toBeNull()
  })

  it("shows the server's message when it sends one", async () => {
    server.use(http.post(url, () => HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 })))
    const error = await failure(login({ username: 'admin', password: 'wrong' }))
    expect(error.message).toBe('Invalid username or password')
  })

  it("falls back to 'Login failed' without a message", async () => {
    server.use(http.post(url, () => new HttpResponse(null, { status: 500 })))
    const error = await failure(login({ username: 'admin', password: 'wrong' }))
    expect(error.message).toBe('Login failed')
  })

  it('does not end a session or notify on its own 401', async () => {
    const listener = vi.fn()
    const unsubscribe = onUnauthorized(listener)
    server.use(http.post(url, () => HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 })))
    await failure(login({ username: 'admin', password: 'wrong' }))
    unsubscribe()
    expect(listener).not.toHaveBeenCalled()
  })

  it("gives 'Network error. Please try again.' when the server cannot be reached", async () => {
    server.use(http.post(url, () => HttpResponse.error()))
    const error = await failure(login({ username: 'admin', password: 'secret' }))
    expect(error.message).toBe('Network error. Please try again.')
  })
})

describe('answers', () => {
  /** The error a call's answer gave, with the console's log of it (quietened here: the test reads it). */
  async function shapeError(call: Promise<unknown>) {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = await call.then(
      () => null,
      (caught: unknown) => caught,
    )
    const logged = log.mock.calls.map((args) => String(args[0]))
    log.mockRestore()
    expect(error).toBeInstanceOf(AnswerShapeError)
    return { message: (error as AnswerShapeError).message, logged }
  }

  it('pass on unchanged, fields the schema does not name included', async () => {
    const sent = { ...CACHE_STATUS, cache_enabled: true, extra: { kept: [1, 2] } }
    server.use(http.get(`${origin}/api/cache/status`, () => HttpResponse.json(sent)))
    await expect(apiRequest('getCacheStatus')).resolves.toEqual(sent)
  })

  it.each([
    [
      'a field renamed',
      { metrics: { hits: 3, misses: 1, hitRate: 75 } },
      'metrics.hit_rate should be number, but is nothing',
    ],
    [
      'a number sent as text',
      { metrics: { hits: '3', misses: 1, hit_rate: 75 } },
      'metrics.hits should be number, but is the text "3"',
    ],
    [
      'a count that is not whole',
      { metrics: { hits: 2.5, misses: 1, hit_rate: 75 } },
      'metrics.hits should be a whole number, but is number 2.5',
    ],
    ['not an object at all', [CACHE_STATUS], '(the answer) should be object, but is a list'],
  ])('name the call and the field when %s', async (_case, sent, problem) => {
    server.use(http.get(`${origin}/api/cache/status`, () => HttpResponse.json(sent)))
    const { message, logged } = await shapeError(apiRequest('getCacheStatus'))
    expect(message).toBe(`Unexpected answer from GET /api/cache/status: ${problem}`)
    expect(logged).toEqual([message])
  })

  it('name a value outside its list, deep in a list, and count the other problems', async () => {
    const event = { _id: 'e1', eventType: 'app_launch', timestamp: '2024-05-14T10:00:00.000Z', userId: 'u1' }
    const device = { deviceInfo: 'iPhone', appVersion: '2.1.0', platform: 'ios', sessionDuration: 30 }
    const events = [
      { ...event, ...device },
      { ...event, ...device, platform: 'windows', sessionDuration: null },
    ]
    server.use(
      http.get(`${origin}/api/analytics/lifecycle`, () =>
        HttpResponse.json({ events, pagination: { page: 1, total: 2, pages: 1 } }),
      ),
    )
    const { message } = await shapeError(getLifecycleEvents())
    expect(message).toBe(
      'Unexpected answer from GET /api/analytics/lifecycle: events[1].platform should be one of "ios", "android", "web", ' +
        'but is the text "windows" (and 1 more)',
    )
  })

  it('check the login too', async () => {
    server.use(
      http.post(`${origin}/api/auth/login`, () => HttpResponse.json({ jwt: 'a.b.c', user: { username: 'admin' } })),
    )
    const { message } = await shapeError(login({ username: 'admin', password: 'secret' }))
    expect(message).toBe('Unexpected answer from POST /api/auth/login: token should be string, but is nothing')
  })
})
