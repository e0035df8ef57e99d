import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { issueToken } from '@mocks/auth'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { createTestServer } from '@mocks/node'
import {
  DEFAULT_SCENARIO,
  parseScenario,
  readRole,
  scenarioControl,
  scenarioParams,
  type Scenario,
} from '@mocks/scenarios'

// The scenario panel's side in the simulated backend: the scenario written back
// as URL parameters (the inverse of parseScenario, for 'Copy link'), the control the panel
// drives, the list of endpoints, and session expiry 'now' ending the sessions already open.

const ORIGIN = 'http://backend.test'
const { backend, server } = createTestServer({ seed: 1, origin: ORIGIN })
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => backend.setScenario(DEFAULT_SCENARIO))
afterAll(() => server.close())

const request = (path: string, init?: RequestInit) => fetch(`${ORIGIN}${path}`, init)

/**
 * An endpoint as parseScenario reads one: '/' and at least one more character, none of them
 * whitespace; colons and digits too, as in /api/parking-lots/:id or /a:404.
 */
const endpoints = fc
  .string({ unit: fc.constantFrom(...'/abc:-_.~%?#&=+019'.split('')), minLength: 1, maxLength: 30 })
  .map((rest) => `/${rest}`)

/** Every scenario parseScenario can produce: the values a URL, the mock server or the panel can set. */
const scenarios: fc.Arbitrary<Scenario> = fc.record({
  latency: fc.constantFrom('none', 'realistic', 'slow'),
  error: fc.option(fc.record({ endpoint: endpoints, status: fc.integer({ min: 100, max: 599 }) })),
  slowEndpoint: fc.option(endpoints),
  flaky: fc.double({ min: 0, max: 1, noNaN: true }).map((share) => share + 0), // + 0: -0 reads back as 0
  empty: fc.boolean(),
  hostile: fc.boolean(),
  sessionExpiryMinutes: fc.option(fc.stringMatching(/^\d{1,6}(\.\d{1,3})?$/).map(Number)),
  frozenAt: fc.option(
    fc.integer({ min: Date.parse('0000-01-01T00:00:00Z'), max: Date.parse('9999-12-31T23:59:59.999Z') }),
  ),
})

describe('scenarioParams, the inverse of parseScenario', () => {
  it('reads back as the same scenario, over whatever scenario a browser session already has', () => {
    fc.assert(
      fc.property(scenarios, scenarios, (scenario, remembered) => {
        // Through the text of a URL, as a link carries it.
        const { scenario: read, problems } = parseScenario(
          new URLSearchParams(scenarioParams(scenario).toString()),
          remembered,
        )
        expect(problems).toEqual([])
        expect(read).toEqual(scenario)
      }),
      { numRuns: 500 },
    )
  })

  it('writes only what differs from the default, after scenario=default', () => {
    expect(scenarioParams(DEFAULT_SCENARIO).toString()).toBe('scenario=default')
    const written = scenarioParams({
      latency: 'slow',
      error: { endpoint: '/api/parking-lots/:id', status: 404 },
      flaky: 0.2,
      empty: true,
      hostile: true,
      sessionExpiryMinutes: 0,
      frozenAt: Date.parse('2026-06-01T10:00:00Z'),
    })
    expect([...written]).toEqual([
      ['scenario', 'default'],
      ['scenario', 'empty'],
      ['scenario', 'hostile'],
      ['latency', 'slow'],
      ['error', '/api/parking-lots/:id:404'],
      ['flaky', '0.2'],
      ['sessionExpiry', 'now'],
      ['now', '2026-06-01T10:00:00.000Z'],
    ])
    expect(scenarioParams({ ...DEFAULT_SCENARIO, sessionExpiryMinutes: 2.5 }).get('sessionExpiry')).toBe('2.5')
  })

  it('parseScenario still reads a single scenario= as before, and names a bad one among several', () => {
    const emptySlow = { ...DEFAULT_SCENARIO, empty: true, latency: 'slow' as const }
    expect(
      parseScenario(new URLSearchParams('scenario=empty'), { ...DEFAULT_SCENARIO, latency: 'slow' }).scenario,
    ).toEqual(emptySlow)
    expect(parseScenario(new URLSearchParams('scenario=default&scenario=empty'), emptySlow).scenario).toEqual({
      ...DEFAULT_SCENARIO,
      empty: true,
    })
    expect(parseScenario(new URLSearchParams('scenario=default&scenario=chaos')).problems).toEqual([
      'scenario must be default, empty or hostile, got "chaos"',
    ])
  })
})

describe('the control the scenario panel drives', () => {
  const control = (options: Parameters<typeof scenarioControl>[2] = {}) =>
    scenarioControl(backend, () => {}, { request, ...options })

  it('changes the backend scenario and tells its subscribers; reset goes back to the default and forgets it', () => {
    let forgotten = 0
    const panel = scenarioControl(backend, () => forgotten++, { request })
    const seen: Array<string | null> = []
    const stop = panel.subscribe(() => seen.push(panel.describe()))
    const next = { ...DEFAULT_SCENARIO, latency: 'slow' as const, empty: true }
    panel.set(next)
    expect(backend.scenario).toEqual(next)
    expect(panel.settings()).toEqual(next)
    panel.reset()
    stop()
    panel.set(next)
    expect(seen).toEqual(['empty world, latency slow', null])
    expect(forgotten).toBe(1)
    expect(panel.seed).toBe(1)
    expect(panel.defaults).toEqual(DEFAULT_SCENARIO)
  })

  it("lists every endpoint the backend serves, the screen's own calls first, in the order it made them", async () => {
    const panel = control()
    const token = { headers: { Authorization: 'Bearer x' } }
    // A cold load's first call goes out before the console says which screen it shows.
    panel.record(`${ORIGIN}/api/analytics/dashboard`, token)
    panel.showing('/dashboard')
    // The sign-in carries no token: no screen's call.
    panel.record(`${ORIGIN}/api/auth/login`, { method: 'POST' })
    panel.showing('/parking-lots/:id')
    panel.record(`${ORIGIN}/api/parking-lots/abc?x=1`, token)
    panel.record(`${ORIGIN}/api/parking-lots/abc`, { ...token, method: 'PUT' })
    panel.showing('/monitoring')
    panel.record(`${ORIGIN}/api/metrics`, token)
    panel.record(`${ORIGIN}/api/health`, token)

    const onScreen = async (screen: string) =>
      (await panel.endpoints(screen)).filter((endpoint) => endpoint.onScreen).map(({ path }) => path)
    expect(await onScreen('/dashboard')).toEqual(['/api/analytics/dashboard'])
    expect(await onScreen('/parking-lots/:id')).toEqual(['/api/parking-lots/:id'])
    expect(await onScreen('/monitoring')).toEqual(['/api/metrics', '/api/health'])
    expect(await onScreen('/production-test')).toEqual([])

    const all = await panel.endpoints('/monitoring')
    expect(all.slice(0, 2).map(({ path }) => path)).toEqual(['/api/metrics', '/api/health'])
    // The 29 calls of the API (docs/product.md#api-calls), the four monitoring paths apart;
    // GET and PUT of a lot are one path.
    expect(all).toHaveLength(28)
    expect(all).toContainEqual({ path: '/api/analytics/trends', methods: ['GET'], onScreen: false })
    expect(all).toContainEqual({ path: '/api/admin/audit', methods: ['GET'], onScreen: false })
    expect(all).toContainEqual({ path: '/api/parking-lots/:id', methods: ['GET', 'PUT'], onScreen: false })
    expect(all).toContainEqual({ path: '/api/auth/login', methods: ['POST'], onScreen: false })
  })

  it('tells the calls of a console served under a base path by their path below it, and asks its controls there', async () => {
    const asked: string[] = []
    const underBase = control({
      root: 'https://example.org/console',
      request: async (path) => {
        asked.push(path)
        return request(path)
      },
    })
    underBase.showing('/parking-lots/:id')
    underBase.record('https://example.org/console/api/parking-lots/abc', { headers: { Authorization: 'Bearer x' } })
    expect(
      (await underBase.endpoints('/parking-lots/:id')).filter((endpoint) => endpoint.onScreen).map(({ path }) => path),
    ).toEqual(['/api/parking-lots/:id'])
    expect(asked).toEqual(['/__mock/endpoints'])
  })

  it('GET /__mock/endpoints answers the same list, in declaration order', async () => {
    const response = await request('/__mock/endpoints')
    expect(response.status).toBe(200)
    const { endpoints } = (await response.json()) as { endpoints: Array<{ path: string; methods: string[] }> }
    expect(endpoints[0]).toEqual({ path: '/api/auth/login', methods: ['POST'] })
    expect(endpoints.map(({ path }) => path)).toContain('/api/v1/lots/admin/live-data-controls/:lotId/toggle')
  })

  it('says why when the list cannot be had, and asks again next time', async () => {
    let answer = new Response('{}', { status: 503 })
    const panel = control({ request: async () => answer })
    await expect(panel.endpoints('/dashboard')).rejects.toThrow('GET /__mock/endpoints answered 503')
    answer = Response.json({ endpoints: [{ path: '/api/health', methods: ['GET'] }] })
    expect(await panel.endpoints('/dashboard')).toEqual([{ path: '/api/health', methods: ['GET'], onScreen: false }])
  })

  it("resets the stored edits with the backend's own message", async () => {
    expect(await control().resetData()).toBe('The seeded world (seed 1) is back; stored changes were discarded.')
    const failing = control({ request: async () => Response.json({ message: 'Not today' }, { status: 500 }) })
    await expect(failing.resetData()).rejects.toThrow('Not today')
  })

  it('links to the same address, list state kept as written, with the scenario, seed and world size after it', () => {
    backend.setScenario({
      error: { endpoint: '/api/parking-lots', status: 500 },
      latency: 'slow',
      frozenAt: Date.parse('2026-06-01T10:00:00Z'),
    })
    const panel = control({ worldScale: 3 })
    const link = panel.link(
      'https://console.example/parking-lots?sortBy=name&search=Oslo%20S&page=3&error=/api/health:503&seed=7&worldScale=2#top',
    )
    expect(link).toBe(
      'https://console.example/parking-lots?sortBy=name&search=Oslo%20S&page=3&scenario=default&latency=slow&error=/api/parking-lots:500&now=2026-06-01T10:00:00.000Z&seed=1&worldScale=3#top',
    )
    const url = new URL(link)
    expect(parseScenario(url.searchParams, { ...DEFAULT_SCENARIO, empty: true }).scenario).toEqual(backend.scenario)
    expect(url.searchParams.get('search')).toBe('Oslo S')
    expect(control().link('http://localhost/dashboard')).toBe(
      'http://localhost/dashboard?scenario=default&latency=slow&error=/api/parking-lots:500&now=2026-06-01T10:00:00.000Z&seed=1',
    )
  })

  it("writes the session's role after the rest, in place of a role the address had, and readRole reads it back", () => {
    const at = Date.parse('2026-11-28T23:10:05.250Z')
    const link = control({ clock: () => at }).link('http://localhost/audit?role=admin&page=2', 'viewer')
    expect(link).toBe('http://localhost/audit?page=2&scenario=default&now=2026-11-28T23:10:05.250Z&seed=1&role=viewer')
    expect(readRole(new URL(link).searchParams)).toEqual({ role: 'viewer', problem: null })
    expect(readRole(new URLSearchParams('role=owner'))).toEqual({
      role: null,
      problem: 'role must be admin or viewer, got "owner"',
    })
    expect(readRole(new URLSearchParams(''))).toEqual({ role: null, problem: null })
  })

  it('freezes a running clock in the link at the moment it is made, so the other browser sees the same rows', () => {
    backend.setScenario({ ...DEFAULT_SCENARIO, hostile: true })
    let clock = Date.parse('2026-11-28T23:10:05.250Z')
    const panel = control({ clock: () => clock })
    const link = panel.link('http://localhost/analytics/activity-feed?page=2')
    expect(link).toBe(
      'http://localhost/analytics/activity-feed?page=2&scenario=default&scenario=hostile&now=2026-11-28T23:10:05.250Z&seed=1',
    )
    expect(parseScenario(new URL(link).searchParams, DEFAULT_SCENARIO).scenario).toEqual({
      ...DEFAULT_SCENARIO,
      hostile: true,
      frozenAt: Date.parse('2026-11-28T23:10:05.250Z'),
    })
    // Copied again a minute later: that moment, and the clock in this browser still runs.
    clock += 60_000
    expect(new URL(panel.link('http://localhost/dashboard')).searchParams.get('now')).toBe('2026-11-28T23:11:05.250Z')
    expect(backend.scenario.frozenAt).toBeNull()
  })
})

describe("session expiry 'now'", () => {
  const dashboard = (token: string) =>
    request('/api/analytics/dashboard', { headers: { Authorization: `Bearer ${token}` } })

  it('ends the session already signed in: its next call answers 401 with a message, and the default lets it in again', async () => {
    const token = await issueToken({ id: 'admin-1', username: 'admin' })
    expect((await dashboard(token)).status).toBe(200)

    backend.setScenario({ sessionExpiryMinutes: 0 })
    const refused = await dashboard(token)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({
      message: 'Authentication required: Session ended (session expiry scenario "now")',
    })
    // Signing in still answers (a token that has expired already), never a 500.
    const login = await request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS),
    })
    expect(login.status).toBe(200)

    backend.setScenario({ sessionExpiryMinutes: null })
    expect((await dashboard(token)).status).toBe(200)
  })

  it('leaves sessions alone for a number of minutes: those apply from the next sign-in', async () => {
    const token = await issueToken({ id: 'admin-1', username: 'admin' })
    backend.setScenario({ sessionExpiryMinutes: 1 })
    expect((await dashboard(token)).status).toBe(200)
  })
})
