import { connect } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { issueToken } from '@mocks/auth'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { MAX_BODY_BYTES } from '@mocks/limits'
import { DEFAULT_SCENARIO } from '@mocks/scenarios'
import { startMockServer, type RunningMockServer } from '@mocks/server'

// `npm run mock:server` over real HTTP, as a hostile page or a broken client meets it: the
// controls answer only same-machine tools and allowed origins while the API stays open to
// every origin, tokens of unknown accounts, oversized heads and bodies are refused with a
// JSON message, and nothing a request does crashes the server.

const EVIL = 'https://evil.example'
const CONSOLE_DEV = 'http://localhost:5173'

let server: RunningMockServer
let token = ''
// Building the world takes about a second alone, several on a busy two-core machine.
beforeAll(async () => {
  server = await startMockServer({ port: 0, seed: 3 })
  const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', body: JSON.stringify(DEMO_CREDENTIALS) })
  token = ((await login.json()) as { token: string }).token
}, 30_000)
afterEach(() => {
  server.backend.setScenario(DEFAULT_SCENARIO)
  vi.restoreAllMocks()
})
afterAll(() => server?.close())

async function call(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const response = await fetch(`${server.url}${path}`, { method, headers, body })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as { message?: string }) : null,
  }
}

/** Sends `text` as is over a new connection and reads everything until the server closes it. */
function sendRaw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1', () => socket.write(text))
    let received = ''
    socket.on('data', (chunk) => (received += String(chunk)))
    socket.on('close', () => resolve(received))
    socket.on('error', reject)
  })
}

const dataVersion = async () =>
  (
    (await call('GET', '/api/v1/parking-lots/version', { Authorization: `Bearer ${token}` })).body as unknown as {
      data: { version: number }
    }
  ).data.version

describe('the controls (/__mock/*, /__pact/*)', () => {
  it('refuse a reset from a foreign origin with 403 and how to allow it, and keep the data', async () => {
    const seeded = await dataVersion()
    await call('POST', '/api/admin/bump-version', { Authorization: `Bearer ${token}` })

    const refused = await call('POST', '/__mock/reset', { Origin: EVIL })
    expect(refused.status).toBe(403)
    expect(refused.body?.message).toContain(`${EVIL} is not one of them`)
    expect(refused.body?.message).toContain(`--allow-origin ${EVIL}`)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    // The handlers match paths ignoring case: another spelling is refused all the same.
    expect((await call('POST', '/__MOCK/reset', { Origin: EVIL })).status).toBe(403)
    expect(await dataVersion()).toBe(seeded + 1)

    // The same call from a same-machine tool (curl, the Pact verifier) has no Origin header.
    expect((await call('POST', '/__mock/reset')).status).toBe(200)
    expect(await dataVersion()).toBe(seeded)
  })

  it('refuse a scenario change from a foreign origin, and take it from a tool without Origin', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const refused = await call('POST', '/__mock/scenario?flaky=1', { Origin: EVIL })
    expect(refused.status).toBe(403)
    expect(server.backend.scenario.flaky).toBe(0)
    // The refused page's browser hides the message (no CORS grant): the server's log says it.
    expect(warn).toHaveBeenCalledWith(`[simulated backend] Refused POST /__mock/scenario: ${refused.body?.message}`)
    warn.mockRestore()

    const tool = await call('POST', '/__mock/scenario?flaky=0.5')
    expect(tool.status).toBe(200)
    expect(server.backend.scenario.flaky).toBe(0.5)
  })

  it('refuse the Pact state hook to a foreign origin', async () => {
    const state = JSON.stringify({ state: 'lot {lotId} is enabled', action: 'setup' })
    const hook = await call(
      'POST',
      '/__pact/provider-states',
      { Origin: EVIL, 'Content-Type': 'application/json' },
      state,
    )
    expect(hook.status).toBe(403)
    expect(hook.body?.message).toContain('only to tools on this machine')
  })

  it('refuse Origin: null and a page of another site that sent no Origin', async () => {
    const opaque = await call('POST', '/__mock/reset', { Origin: 'null' })
    expect(opaque.status).toBe(403)
    expect(opaque.body?.message).toContain('opaque origin (Origin: null')

    const linked = await call('GET', '/__mock/scenario', { 'Sec-Fetch-Site': 'cross-site' })
    expect(linked.status).toBe(403)
    expect(linked.body?.message).toContain('Sec-Fetch-Site: cross-site')
    // Typed into the address bar, or a tool: allowed.
    expect((await call('GET', '/__mock/scenario', { 'Sec-Fetch-Site': 'none' })).status).toBe(200)
  })

  it("answer the console's own dev origin, granting CORS to that origin only", async () => {
    const answer = await call('POST', '/__mock/scenario?latency=none', { Origin: CONSOLE_DEV })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe(CONSOLE_DEV)
    expect(answer.headers.get('vary')).toBe('Origin')

    const preflight = await call('OPTIONS', '/__mock/reset', {
      Origin: CONSOLE_DEV,
      'Access-Control-Request-Method': 'POST',
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(CONSOLE_DEV)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('refuse the preflight of a foreign origin, so its browser never sends the reset', async () => {
    const preflight = await call('OPTIONS', '/__mock/reset', { Origin: EVIL, 'Access-Control-Request-Method': 'POST' })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull()
  })

  it('answer only the origins the operator allows, once --allow-origin is given', async () => {
    const custom = await startMockServer({ port: 0, seed: 3, allowOrigins: ['https://console.example'] })
    try {
      const allowed = await fetch(`${custom.url}/__mock/scenario`, { headers: { Origin: 'https://console.example' } })
      expect(allowed.status).toBe(200)
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://console.example')
      // The list replaces the default one.
      expect((await fetch(`${custom.url}/__mock/scenario`, { headers: { Origin: CONSOLE_DEV } })).status).toBe(403)
    } finally {
      await custom.close()
    }
  })
})

describe('the API (/api/*)', () => {
  it('answers every origin, so a console built for this server works wherever it is served', async () => {
    const answer = await call('GET', '/api/health', { Origin: EVIL, Authorization: `Bearer ${token}` })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')

    const preflight = await call('OPTIONS', '/api/parking-lots/x', {
      Origin: EVIL,
      'Access-Control-Request-Method': 'PUT',
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('refuses a well-signed token whose subject is no account, and still knows the admin in the empty scenario', async () => {
    const ghost = await issueToken({ id: 'ghost-7', username: 'admin', role: 'admin' })
    const refused = await call('GET', '/api/health', { Authorization: `Bearer ${ghost}` })
    expect(refused).toMatchObject({ status: 401, body: { message: 'Authentication required: Unknown account' } })

    server.backend.setScenario({ empty: true })
    expect((await call('GET', '/api/health', { Authorization: `Bearer ${token}` })).status).toBe(200)
  })
})

describe('requests the server cannot take', () => {
  /** A login body of exactly `bytes` bytes: valid credentials, padded. */
  function loginBody(bytes: number): string {
    const bare = JSON.stringify({ ...DEMO_CREDENTIALS, pad: '' })
    return JSON.stringify({ ...DEMO_CREDENTIALS, pad: 'x'.repeat(bytes - bare.length) })
  }

  it('answers a request head over 16 KB with 431 and a JSON message', async () => {
    const answer = await call('GET', '/api/health', {
      Authorization: `Bearer ${token}`,
      'X-Padding': 'x'.repeat(20_000),
    })
    expect(answer).toMatchObject({
      status: 431,
      body: { message: 'Request head too large: the request line and headers may take 16 KB at most' },
    })
    expect((await call('GET', '/api/health', { Authorization: `Bearer ${token}` })).status).toBe(200)
  })

  it('answers a request it cannot parse with 400 and a JSON message', async () => {
    const raw = await sendRaw('BREW /api/health HTTP/1.1\r\nHost: x\r\n\r\n')
    const [head, body] = raw.split('\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(head).toContain('Content-Type: application/json')
    expect(JSON.parse(body!)).toEqual({ message: 'Malformed HTTP request: Parse Error: Invalid method encountered' })
  })

  it('takes a body of exactly 1 MB and refuses one byte more with 413, before the handler sees it', async () => {
    const atLimit = await call(
      'POST',
      '/api/auth/login',
      { 'Content-Type': 'application/json' },
      loginBody(MAX_BODY_BYTES),
    )
    expect(atLimit.status).toBe(200)

    const over = await call(
      'POST',
      '/api/auth/login',
      { 'Content-Type': 'application/json' },
      loginBody(MAX_BODY_BYTES + 1),
    )
    expect(over).toMatchObject({
      status: 413,
      body: { message: 'Request body too large: the simulated backend accepts at most 1000000 bytes (1 MB)' },
    })
    expect(over.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('counts the bytes of a body sent without Content-Length, and stops at 1 MB', async () => {
    const text = new TextEncoder().encode(loginBody(MAX_BODY_BYTES + 1))
    const chunks = Array.from({ length: Math.ceil(text.length / 65_536) }, (_, index) =>
      text.subarray(index * 65_536, (index + 1) * 65_536),
    )
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift()
        if (chunk) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(((await response.json()) as { message: string }).message).toContain('at most 1000000 bytes')
  })

  it('answers a failure inside the backend with a JSON 500 and keeps serving', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(server.backend, 'data').mockImplementationOnce(() => {
      throw new Error('the world fell over')
    })
    const failed = await call('GET', '/api/health', { Authorization: `Bearer ${token}` })
    expect(failed).toMatchObject({ status: 500, body: { message: 'The simulated backend failed; see its console' } })
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'the world fell over' }))
    expect((await call('GET', '/api/health', { Authorization: `Bearer ${token}` })).status).toBe(200)
  })

  it('answers a request target it cannot read with 400', async () => {
    const raw = await sendRaw('GET http://[/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(raw).toContain('{"message":"Malformed request target: http://[/"}')
  })
})
