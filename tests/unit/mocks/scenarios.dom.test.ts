import { decodeJwt } from 'jose'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { issueToken } from '@mocks/auth'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { createTestServer } from '@mocks/node'
import {
  DEFAULT_SCENARIO,
  describeScenario,
  latencyMs,
  matchesEndpoint,
  parseScenario,
  scenarioControl,
  scenarioParams,
} from '@mocks/scenarios'

// The fault scenarios, through the handlers: what a client sees in each.

const ORIGIN = 'http://backend.test'
const { backend, server } = createTestServer({ seed: 1, origin: ORIGIN })
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  backend.setScenario(DEFAULT_SCENARIO)
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const token = () => issueToken({ id: 'admin-1', username: 'admin' })
async function dashboard() {
  const response = await fetch(`${ORIGIN}/api/analytics/dashboard`, {
    headers: { Authorization: `Bearer ${await token()}` },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const login = () =>
  fetch(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_CREDENTIALS),
  })

describe('parseScenario (the URL interface)', () => {
  it('reads every setting', () => {
    const { scenario, problems } = parseScenario(
      new URLSearchParams('scenario=empty&latency=slow&error=/api/parking-lots/:id:404&flaky=0.25&sessionExpiry=5'),
    )
    expect(problems).toEqual([])
    expect(scenario).toEqual({
      latency: 'slow',
      error: { endpoint: '/api/parking-lots/:id', status: 404 },
      flaky: 0.25,
      empty: true,
      hostile: false,
      sessionExpiryMinutes: 5,
      frozenAt: null,
      slowEndpoint: null,
    })
  })

  it('goes back to no slow endpoint with scenario=default', () => {
    const slow = parseScenario(new URLSearchParams('slow=/api/health')).scenario
    expect(slow.slowEndpoint).toBe('/api/health')
    expect(parseScenario(new URLSearchParams('scenario=default'), slow).scenario).toEqual(DEFAULT_SCENARIO)
  })

  it('reads scenario=hostile, which adds up with empty as the scenario= values do', () => {
    expect(parseScenario(new URLSearchParams('scenario=hostile')).scenario).toEqual({
      ...DEFAULT_SCENARIO,
      hostile: true,
    })
    expect(parseScenario(new URLSearchParams('scenario=hostile&scenario=empty')).scenario).toEqual({
      ...DEFAULT_SCENARIO,
      hostile: true,
      empty: true,
    })
    const hostile = { ...DEFAULT_SCENARIO, hostile: true }
    expect(parseScenario(new URLSearchParams('latency=slow'), hostile).scenario).toEqual({
      ...hostile,
      latency: 'slow',
    })
    expect(parseScenario(new URLSearchParams('scenario=default'), hostile).scenario).toEqual(DEFAULT_SCENARIO)
  })

  it('freezes the clock at a moment with its time zone, and now=live lets it run again', () => {
    expect(parseScenario(new URLSearchParams('now=2026-06-01T10:00:00Z')).scenario.frozenAt).toBe(
      Date.UTC(2026, 5, 1, 10),
    )
    expect(parseScenario(new URLSearchParams('now=2026-06-01T12:00+02:00')).scenario.frozenAt).toBe(
      Date.UTC(2026, 5, 1, 10),
    )
    const frozen = { ...DEFAULT_SCENARIO, frozenAt: 1 }
    expect(parseScenario(new URLSearchParams('now=live'), frozen).scenario.frozenAt).toBeNull()
    expect(parseScenario(new URLSearchParams('scenario=default'), frozen).scenario.frozenAt).toBeNull()
    // Without a zone the moment would differ from machine to machine.
    for (const value of ['2026-06-01T10:00:00', '2026-06-01', 'yesterday', '2026-13-01T10:00:00Z']) {
      const { scenario, problems } = parseScenario(new URLSearchParams({ now: value }), frozen)
      expect(scenario.frozenAt).toBe(1)
      expect(problems).toEqual([
        `now must be a moment with its time zone, such as 2026-06-01T10:00:00Z, or "live", got "${value}"`,
      ])
    }
  })

  it('keeps what the URL does not mention, and scenario=default clears everything', () => {
    const base = { ...DEFAULT_SCENARIO, empty: true, latency: 'slow' as const }
    expect(parseScenario(new URLSearchParams('flaky=0.1'), base).scenario).toMatchObject({
      empty: true,
      latency: 'slow',
      flaky: 0.1,
    })
    expect(parseScenario(new URLSearchParams('scenario=default'), base).scenario).toEqual(DEFAULT_SCENARIO)
    expect(parseScenario(new URLSearchParams('sessionExpiry=now')).scenario.sessionExpiryMinutes).toBe(0)
  })

  it('names each malformed value instead of ignoring it', () => {
    const { scenario, problems } = parseScenario(
      new URLSearchParams('scenario=chaos&latency=fast&error=health&flaky=2&sessionExpiry=soon'),
    )
    expect(scenario).toEqual(DEFAULT_SCENARIO)
    expect(problems).toEqual([
      'scenario must be default, empty or hostile, got "chaos"',
      'latency must be none, realistic or slow, got "fast"',
      'error must look like /api/health:503, got "health"',
      'flaky must be a share from 0 to 1, got "2"',
      'sessionExpiry must be a number of minutes or "now", got "soon"',
    ])
  })

  it('matches path shapes against concrete paths', () => {
    expect(matchesEndpoint('/api/parking-lots/:id', '/api/parking-lots/abc')).toBe(true)
    expect(matchesEndpoint('/api/parking-lots/:id', '/api/parking-lots')).toBe(false)
    expect(matchesEndpoint('/api/analytics', '/api/analytics/dashboard')).toBe(false)
  })

  it('draws latency from the named range', () => {
    expect(latencyMs({ ...DEFAULT_SCENARIO, latency: 'none' }, '/api/health')).toBe(0)
    expect(latencyMs({ ...DEFAULT_SCENARIO, latency: 'realistic' }, '/api/health', () => 0)).toBe(150)
    expect(latencyMs({ ...DEFAULT_SCENARIO, latency: 'realistic' }, '/api/health', () => 0.9999)).toBe(600)
    expect(latencyMs({ ...DEFAULT_SCENARIO, latency: 'slow' }, '/api/health', () => 0)).toBe(2000)
    expect(latencyMs({ ...DEFAULT_SCENARIO, latency: 'slow' }, '/api/health', () => 0.9999)).toBe(4000)
  })

  it('answers the slow endpoint alone after the slow latency (?slow=/api/health)', () => {
    const { scenario, problems } = parseScenario(new URLSearchParams('slow=/api/parking-lots/:id'))
    expect(problems).toEqual([])
    expect(latencyMs(scenario, '/api/parking-lots/abc', () => 0)).toBe(2000)
    expect(latencyMs(scenario, '/api/parking-lots', () => 0)).toBe(0)
    expect(describeScenario(scenario)).toEqual(['slow /api/parking-lots/:id'])
    expect(parseScenario(scenarioParams(scenario)).scenario.slowEndpoint).toBe('/api/parking-lots/:id')
    expect(parseScenario(new URLSearchParams('slow=health')).problems).toEqual([
      'slow must be an API path such as /api/health, got "health"',
    ])
  })
})

describe('describeScenario (the header says which scenario is on)', () => {
  const described = (query: string) => describeScenario(parseScenario(new URLSearchParams(query)).scenario)

  it('says nothing of the default scenario', () => {
    expect(describeScenario(DEFAULT_SCENARIO)).toEqual([])
    expect(described('scenario=default&latency=none&error=none&flaky=0&sessionExpiry=default')).toEqual([])
  })

  it('names each setting in words', () => {
    expect(described('error=/api/parking-lots:500')).toEqual(['error 500 on /api/parking-lots'])
    expect(described('error=/api/parking-lots/:id:404')).toEqual(['error 404 on /api/parking-lots/:id'])
    expect(described('flaky=0.2')).toEqual(['flaky 20%'])
    expect(described('flaky=1')).toEqual(['flaky 100%'])
    expect(described('flaky=0.3333')).toEqual(['flaky 33.3%'])
    expect(described('scenario=empty')).toEqual(['empty world'])
    expect(described('scenario=hostile')).toEqual(['hostile text'])
    expect(described('latency=slow')).toEqual(['latency slow'])
    expect(described('latency=realistic')).toEqual(['latency realistic'])
    expect(described('sessionExpiry=1')).toEqual(['sessions expire after 1 min'])
    expect(described('sessionExpiry=2.5')).toEqual(['sessions expire after 2.5 min'])
    expect(described('sessionExpiry=now')).toEqual(['sessions expire at once'])
    expect(described('now=2026-06-01T10:00:00Z')).toEqual(['clock frozen at 2026-06-01T10:00:00Z'])
  })

  it('lists several in a fixed order: errors first', () => {
    expect(described('sessionExpiry=5&latency=slow&scenario=empty&flaky=0.1&error=/api/health:503')).toEqual([
      'error 503 on /api/health',
      'flaky 10%',
      'empty world',
      'latency slow',
      'sessions expire after 5 min',
    ])
  })

  it('gives the console a control: the words joined, and reset back to the default (forgetting the remembered one)', () => {
    let forgotten = 0
    const control = scenarioControl(backend, () => forgotten++)
    expect(control.describe()).toBeNull()
    backend.setScenario({ flaky: 0.2, empty: true })
    expect(control.describe()).toBe('flaky 20%, empty world')
    control.reset()
    expect(backend.scenario).toEqual(DEFAULT_SCENARIO)
    expect(control.describe()).toBeNull()
    expect(forgotten).toBe(1)
    expect(control.params).toEqual(['scenario', 'latency', 'slow', 'error', 'flaky', 'sessionExpiry', 'now', 'role'])
  })
})

describe('the scenario layer over the handlers', () => {
  it('delays answers by the scenario latency', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    backend.setScenario({ latency: 'realistic' })
    const started = performance.now()
    await dashboard()
    expect(performance.now() - started).toBeGreaterThanOrEqual(145)
  })

  it('makes the named endpoint answer the chosen status, and only that one', async () => {
    backend.setScenario({ error: { endpoint: '/api/analytics/dashboard', status: 503 } })
    expect(await dashboard()).toEqual({
      status: 503,
      body: { message: 'Simulated 503 for /api/analytics/dashboard (error scenario)' },
    })
    expect((await login()).status).toBe(200)
  })

  it('answers 500 for the flaky share of calls', async () => {
    backend.setScenario({ flaky: 0.5 })
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.4)
    expect(await dashboard()).toEqual({ status: 500, body: { message: 'Simulated failure (flaky scenario)' } })
    random.mockReturnValue(0.6)
    expect((await dashboard()).status).toBe(200)
  })

  it('answers an empty world: zero figures, yet sign-in still works', async () => {
    backend.setScenario({ empty: true })
    const { status, body } = await dashboard()
    expect(status).toBe(200)
    expect(body.overview).toMatchObject({ totalEvents: 0, todayEvents: 0, totalUniqueUsers: 0, todayUniqueUsers: 0 })
    expect((await login()).status).toBe(200)
  })

  it('issues tokens that expire after the chosen minutes, or at once', async () => {
    backend.setScenario({ sessionExpiryMinutes: 2 })
    const { token: shortLived } = (await (await login()).json()) as { token: string }
    const { exp, iat } = decodeJwt(shortLived)
    expect(exp! - iat!).toBe(120)

    backend.setScenario({ sessionExpiryMinutes: 0 })
    const { token: expired } = (await (await login()).json()) as { token: string }
    const response = await fetch(`${ORIGIN}/api/analytics/dashboard`, {
      headers: { Authorization: `Bearer ${expired}` },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Authentication required: Token has expired' })
  })

  it('answers from a frozen clock: the same figures at every call, tokens issued on it, a world rebuilt when it is set back', async () => {
    backend.setScenario({ frozenAt: Date.parse('2026-06-01T10:00:00Z') })
    const first = await dashboard()
    const second = await dashboard()
    expect(first.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect((first.body.overview as { lastUpdated: string }).lastUpdated).toBe('2026-06-01T10:00:00.000Z')
    const { token } = (await (await login()).json()) as { token: string }
    expect(decodeJwt(token).iat).toBe(Date.parse('2026-06-01T10:00:00Z') / 1000)
    expect(
      Object.values(backend.world.events)
        .flat()
        .every((event) => event.timestamp <= '2026-06-01T10:00:00.000Z'),
    ).toBe(true)
    // Set back within the same day: what the later moment showed must not stay.
    backend.setScenario({ frozenAt: Date.parse('2026-06-01T08:00:00Z') })
    const earlier = await dashboard()
    expect((earlier.body.overview as { totalEvents: number }).totalEvents).toBeLessThan(
      (first.body.overview as { totalEvents: number }).totalEvents,
    )
    expect(
      Object.values(backend.world.events)
        .flat()
        .every((event) => event.timestamp <= '2026-06-01T08:00:00.000Z'),
    ).toBe(true)
  })

  it('answers the hostile world: the same events and lots, with hostile text where the default world has plain text', async () => {
    const firstByName = async () => {
      const response = await fetch(`${ORIGIN}/api/parking-lots?sortBy=name&limit=1`, {
        headers: { Authorization: `Bearer ${await token()}` },
      })
      return ((await response.json()) as { parkingLots: Array<{ name: string }> }).parkingLots[0]!.name
    }
    const plain = await dashboard()
    // First by name: a street's lot ('Akersgata 4 Parkering'), or one named after its place ('Aker Brygge Parkering').
    expect(await firstByName()).toMatch(/^[A-ZÅØÆ][\p{L}. ]+( \d+)? [\p{L}-]+$/u)

    backend.setScenario({ hostile: true })
    const hostile = await dashboard()
    const { lastUpdated: _, ...counts } = plain.body.overview as Record<string, unknown>
    expect(hostile.body.overview).toEqual({ ...counts, lastUpdated: expect.any(String) })
    expect(await firstByName()).toMatch(/^<b>.*<\/b> & "Sons" <!-- OSL-\d{4} -->$/)

    backend.setScenario({ hostile: false })
    expect(await firstByName()).not.toContain('<')
  })

  it('ends one session, once, at POST /__mock/end-session: a sign-in after it works as usual', async () => {
    const call = async (token: string) =>
      fetch(`${ORIGIN}/api/analytics/dashboard`, { headers: { Authorization: `Bearer ${token}` } })
    const signIn = async () => ((await (await login()).json()) as { token: string }).token
    const ending = await signIn()
    const other = await signIn()
    expect((await call(ending)).status).toBe(200)

    const ended = await fetch(`${ORIGIN}/__mock/end-session`, {
      method: 'POST',
      body: JSON.stringify({ token: ending }),
    })
    expect(await ended.json()).toEqual({ message: 'The session has ended; signing in again starts a new one.' })
    const refused = await call(ending)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({
      message: 'Authentication required: Session ended (the scenario panel ended it)',
    })
    expect((await call(other)).status).toBe(200)

    const after = await signIn()
    expect((await call(after)).status).toBe(200)
    const { exp, iat } = decodeJwt(after)
    expect(exp! - iat!).toBe(8 * 60 * 60)
    // Once: no scenario stays on that would end the next session too.
    expect(backend.scenario).toEqual(DEFAULT_SCENARIO)

    const bad = await fetch(`${ORIGIN}/__mock/end-session`, { method: 'POST', body: '{}' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ message: 'Expected a JSON body { token }: the token of the session to end' })
  })

  it('can be read and set over HTTP at /__mock/scenario, rejecting bad values', async () => {
    const set = await fetch(`${ORIGIN}/__mock/scenario?latency=none&scenario=empty`, { method: 'POST' })
    expect(await set.json()).toMatchObject({ empty: true, latency: 'none' })
    expect(backend.scenario.empty).toBe(true)
    const bad = await fetch(`${ORIGIN}/__mock/scenario?latency=warp`, { method: 'POST' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ message: 'latency must be none, realistic or slow, got "warp"' })
    expect(await (await fetch(`${ORIGIN}/__mock/scenario`)).json()).toMatchObject({ empty: true })
  })
})
