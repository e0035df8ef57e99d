import { HttpResponse, delay, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clearCredentials, saveCredentials } from '@/api/credentials'
import { probeEndpoint } from '@/api/probe'

// The readiness test's timed GET, against a real fetch: what it sends, what it reports, and
// that it never throws.

const origin = window.location.origin
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  clearCredentials()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

describe('probeEndpoint', () => {
  it('GETs the path with the stored bearer token and reports an OK answer with its time', async () => {
    saveCredentials('token-123', { id: '1', username: 'admin' })
    const seen: Array<{ method: string; authorization: string | null }> = []
    server.use(
      http.all(`${origin}/api/health`, async ({ request }) => {
        seen.push({ method: request.method, authorization: request.headers.get('Authorization') })
        await delay(30)
        return HttpResponse.json({ status: 'healthy' })
      }),
    )
    const result = await probeEndpoint('/api/health')
    expect(seen).toEqual([{ method: 'GET', authorization: 'Bearer token-123' }])
    expect(result).toMatchObject({ path: '/api/health', ok: true, status: 200, statusText: 'OK' })
    expect(result.error).toBeUndefined()
    // Timers may fire a millisecond early; 25 ms proves the wait was measured.
    expect(result.ms).toBeGreaterThanOrEqual(25)
  })

  it('measures with performance.now()', async () => {
    server.use(http.get(`${origin}/api/health`, () => HttpResponse.json({})))
    const now = vi.spyOn(performance, 'now')
    now.mockReturnValueOnce(1000).mockReturnValueOnce(1234.5)
    expect((await probeEndpoint('/api/health')).ms).toBe(234.5)
  })

  it('sends no Authorization header without a stored token', async () => {
    let authorization: string | null = 'unset'
    server.use(
      http.get(`${origin}/api/health`, ({ request }) => {
        authorization = request.headers.get('Authorization')
        return HttpResponse.json({})
      }),
    )
    await probeEndpoint('/api/health')
    expect(authorization).toBeNull()
  })

  it('reports a non-OK answer with its status and status text, without throwing', async () => {
    server.use(
      http.get(`${origin}/api/parking-lots`, () =>
        HttpResponse.json({ message: 'down' }, { status: 503, statusText: 'Service Unavailable' }),
      ),
    )
    const result = await probeEndpoint('/api/parking-lots')
    expect(result).toMatchObject({
      path: '/api/parking-lots',
      ok: false,
      status: 503,
      statusText: 'Service Unavailable',
    })
    expect(result.error).toBeUndefined()
  })

  it('keeps a status text the server chose', async () => {
    server.use(
      http.get(`${origin}/api/health`, () => new HttpResponse(null, { status: 418, statusText: 'Short And Stout' })),
    )
    expect(await probeEndpoint('/api/health')).toMatchObject({ ok: false, status: 418, statusText: 'Short And Stout' })
  })

  it.each([
    [503, 'Service Unavailable'],
    [404, 'Not Found'],
    [405, 'Method Not Allowed'],
    [401, 'Unauthorized'],
    [500, 'Internal Server Error'],
  ])('fills in the standard phrase for %i when the answer (HTTP/2) has none', async (status, phrase) => {
    server.use(http.get(`${origin}/api/health`, () => new HttpResponse(null, { status })))
    // msw fills the phrase in itself; an HTTP/2 answer arrives without one.
    vi.spyOn(Response.prototype, 'statusText', 'get').mockReturnValue('')
    expect(await probeEndpoint('/api/health')).toMatchObject({ ok: false, status, statusText: phrase })
  })

  it('reports a network failure with its message, status 0 and its time, without throwing', async () => {
    server.use(http.get(`${origin}/api/health`, () => HttpResponse.error()))
    const result = await probeEndpoint('/api/health')
    expect(result).toMatchObject({
      path: '/api/health',
      ok: false,
      status: 0,
      statusText: '',
      error: 'Failed to fetch',
    })
    expect(result.ms).toBeGreaterThanOrEqual(0)
  })

  it('reports the message of whatever fetch threw', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('NetworkError when attempting to fetch resource.'))
    expect(await probeEndpoint('/api/health')).toMatchObject({
      ok: false,
      status: 0,
      error: 'NetworkError when attempting to fetch resource.',
    })
  })
})
