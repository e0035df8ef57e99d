import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { issueToken } from '@mocks/auth'
import { DEFAULT_SCENARIO } from '@mocks/scenarios'
import { TOKEN_KEY, saveCredentials } from '@/api/credentials'
import { environment, useMockBackend } from '@/config/env'
import { SessionPanel } from '@/features/production-test/SessionPanel'
import { rowWithHeader } from '../support/queries'
import { renderApp } from '../support/renderApp'
import { TEST_USER, signIn, testBackend, testServer } from '../support/mockBackend'
import { wcagViolations } from '../support/axe'

// The Production Readiness Test screen against the seeded simulated backend: it runs on
// open, times four GETs and counts the working endpoints, never sends a POST, and shows
// the configuration and the session token as docs/product.md#production-readiness-test
// words them.

const ORIGIN = window.location.origin
const PATHS = ['/api/health', '/api/parking-lots', '/api/analytics/dashboard', '/api/admin/bump-version'] as const
const REACHABLE_NOTE = 'Reachable: 405 Method Not Allowed — only POST changes the version; this check never sends one'
/** The local date and time the screen should show for an expiry, worked out here. */
const localTime = (ms: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(ms)
/** The local time of day the screen should show, worked out here. */
const localClock = (ms: number) => new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' }).format(ms)

beforeAll(async () => {
  await import('@/features/production-test/ProductionTestPage')
  // Warm the backend's dashboard aggregates under the hook timeout.
  const token = await signIn()
  await fetch(`${ORIGIN}/api/analytics/dashboard`, { headers: { Authorization: `Bearer ${token}` } })
})

afterEach(() => {
  vi.useRealTimers()
  testBackend.setScenario(DEFAULT_SCENARIO)
  testServer.events.removeAllListeners()
})

/** Every request the console sends during this test, as METHOD /path. */
function recordRequests(): string[] {
  const seen: string[] = []
  testServer.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  return seen
}

async function open(token?: string) {
  if (token) saveCredentials(token, TEST_USER)
  else await signIn()
  renderApp('/production-test')
  await screen.findByRole('heading', { name: 'Production Readiness Test', level: 1 })
}

/** Waits for the summary of a finished run. */
function summary() {
  return screen.findByText(/^\d of 4 endpoints working$/)
}

function row(path: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Endpoint checks' })
  return rowWithHeader(table, new RegExp(`^GET ${path.replaceAll('/', '\\/')}\\b`))
}

/** A finished row: its time, result and verdict as shown. */
function rowCells(path: string) {
  const [time, result, verdict] = within(row(path)).getAllByRole('cell')
  return { time: time!, result: result!, verdict: verdict! }
}

function field(name: string) {
  return screen.getByTestId(name)
}

describe('the endpoint checks', () => {
  it('run on open: four timed rows, 4 of 4 working (bump-version reachable by its 405), and never a POST', async () => {
    const requests = recordRequests()
    await open()
    expect(await summary()).toHaveTextContent('4 of 4 endpoints working')
    expect(screen.getAllByRole('rowheader')).toHaveLength(4)
    for (const path of PATHS) {
      const { time, result, verdict } = rowCells(path)
      expect(time, path).toHaveTextContent(/^\d+ ms(Fast|Slow|Very slow)$/)
      expect(verdict, path).toHaveTextContent(/^Pass$/)
      expect(result, path).toHaveTextContent(
        path.endsWith('bump-version') ? /^HTTP 405: Method Not Allowed/ : /^HTTP 200: OK$/,
      )
    }
    expect(rowCells('/api/admin/bump-version').result).toHaveTextContent(REACHABLE_NOTE)
    expect(screen.getByRole('button', { name: 'Run Tests' })).toBeEnabled()

    expect(requests.filter((request) => !request.startsWith('GET '))).toEqual([])
    for (const path of PATHS) expect(requests, path).toContain(`GET ${path}`)
  })

  it('run one at a time: "Running…" in the row whose GET runs, "Waiting…" after it, the button disabled meanwhile', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    // Holds the second check, then lets it through to the simulated backend.
    testServer.use(http.get(`${ORIGIN}/api/parking-lots`, async () => void (await gate)))
    await open()
    const button = await screen.findByRole('button', { name: 'Running tests…' })
    expect(button).toBeDisabled()
    await within(row('/api/health')).findByText(/^HTTP 200: OK$/)
    expect(row('/api/parking-lots')).toHaveTextContent(/Running…$/)
    // Not sent yet: they would queue behind the held one and report its time as theirs.
    expect(row('/api/analytics/dashboard')).toHaveTextContent(/Waiting…$/)
    expect(row('/api/admin/bump-version')).toHaveTextContent(/Waiting…$/)
    expect(screen.queryByText(/endpoints working/)).not.toBeInTheDocument()

    release()
    expect(await summary()).toHaveTextContent('4 of 4 endpoints working')
    for (const path of PATHS) expect(row(path)).not.toHaveTextContent(/Running…|Waiting…/)
    expect(screen.getByRole('button', { name: 'Run Tests' })).toBeEnabled()
  })

  it("say when the run started ('Ran at'), and a rerun says its own time", async () => {
    const first = Date.parse('2026-11-25T14:02:11Z')
    vi.useFakeTimers({ toFake: ['Date'], now: first })
    await open()
    await summary()
    expect(screen.getByText(/^Ran at/)).toHaveTextContent(`Ran at ${localClock(first)}`)
    vi.setSystemTime(first + 95_000)
    await userEvent.click(screen.getByRole('button', { name: 'Run Tests' }))
    expect(screen.queryByText(/^Ran at/)).not.toBeInTheDocument()
    await summary()
    expect(screen.getByText(/^Ran at/)).toHaveTextContent(`Ran at ${localClock(first + 95_000)}`)
  })

  it('show a failing endpoint as HTTP {status}: {statusText} and count 3 of 4', async () => {
    testBackend.setScenario({ ...DEFAULT_SCENARIO, error: { endpoint: '/api/health', status: 503 } })
    await open()
    expect(await summary()).toHaveTextContent('3 of 4 endpoints working')
    const { result, verdict } = rowCells('/api/health')
    expect(result).toHaveTextContent(/^HTTP 503: Service Unavailable$/)
    expect(verdict).toHaveTextContent(/^Fail$/)
  })

  it('count any other non-2xx answer to the version bump as failing', async () => {
    testServer.use(
      http.get(`${ORIGIN}/api/admin/bump-version`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    )
    await open()
    expect(await summary()).toHaveTextContent('3 of 4 endpoints working')
    const { result, verdict } = rowCells('/api/admin/bump-version')
    expect(result).toHaveTextContent(/^HTTP 404: Not Found$/)
    expect(verdict).toHaveTextContent(/^Fail$/)
  })

  it("show a network failure's message", async () => {
    testServer.use(http.get(`${ORIGIN}/api/parking-lots`, () => HttpResponse.error()))
    await open()
    expect(await summary()).toHaveTextContent('3 of 4 endpoints working')
    const { result, verdict } = rowCells('/api/parking-lots')
    expect(result).toHaveTextContent(/^Failed to fetch$/)
    expect(verdict).toHaveTextContent(/^Fail$/)
  })

  it('run again on Run Tests', async () => {
    const requests = recordRequests()
    await open()
    expect(await summary()).toHaveTextContent('4 of 4 endpoints working')
    testBackend.setScenario({ ...DEFAULT_SCENARIO, error: { endpoint: '/api/analytics/dashboard', status: 502 } })
    await userEvent.click(screen.getByRole('button', { name: 'Run Tests' }))
    expect(await screen.findByText('3 of 4 endpoints working')).toBeInTheDocument()
    expect(rowCells('/api/analytics/dashboard').result).toHaveTextContent(/^HTTP 502: Bad Gateway$/)
    expect(requests.filter((request) => request === 'GET /api/analytics/dashboard')).toHaveLength(2)
    expect(requests.filter((request) => !request.startsWith('GET '))).toEqual([])
  })

  it('has no WCAG 2.1 A/AA violations axe can find in jsdom, once finished', async () => {
    await open()
    await summary()
    // The page: the main landmark holds the routed screen alone.
    const page = screen.getByRole('main')
    expect(within(page).getByRole('heading', { level: 1 })).toHaveAccessibleName('Production Readiness Test')
    expect(await wcagViolations(page)).toEqual([])
  })
})

describe('the configuration and the session token', () => {
  it('show the environment, the mock data flag, and a token with more than 5 minutes left', async () => {
    const token = await issueToken(TEST_USER, 3630)
    const exp = JSON.parse(atob(token.split('.')[1]!)) as { exp: number }
    await open(token)
    await summary()
    expect(field('environment')).toHaveTextContent(new RegExp(`^${environment}$`))
    // These tests run on the simulated backend (no VITE_API_BASE_URL).
    expect(useMockBackend).toBe(true)
    expect(field('mock-data')).toHaveTextContent(/^Yes$/)
    expect(field('jwt')).toHaveTextContent(/^Valid$/)
    expect(field('jwt-expiry')).toHaveTextContent(new RegExp(`^${localTime(exp.exp * 1000)}$`))
    expect(field('session-timeout')).toHaveTextContent(/^60 minutes remaining$/)
    expect(field('token-refresh')).toHaveTextContent(/^Not needed yet$/)
    expect(screen.queryByText('Should refresh soon')).not.toBeInTheDocument()
  })

  it("warn 'Should refresh soon' under 5 minutes", async () => {
    await open(await issueToken(TEST_USER, 4 * 60 + 30))
    await summary()
    expect(field('jwt')).toHaveTextContent(/^Valid$/)
    expect(field('session-timeout')).toHaveTextContent(/^4 minutes remaining$/)
    expect(field('token-refresh')).toHaveTextContent(/^Should refresh soon$/)
    // The token still works: every check passes.
    expect(screen.getByText('4 of 4 endpoints working')).toBeInTheDocument()
  })

  // A stored token that is expired, garbled or missing signs the console out before the
  // screen opens: the screen is opened signed in, the stored token is then replaced, and
  // Run Tests checks it again, as it does on every run.
  it.each([
    {
      name: 'an expired token',
      message: 'Token has expired',
      replaceToken: async () =>
        localStorage.setItem(TOKEN_KEY, await issueToken(TEST_USER, 60, Date.now() - 3_600_000)),
    },
    {
      name: 'a garbled token',
      message: 'Invalid token format',
      replaceToken: () => localStorage.setItem(TOKEN_KEY, 'not-a-jwt'),
    },
    { name: 'no token', message: 'No token found', replaceToken: () => localStorage.removeItem(TOKEN_KEY) },
  ])('show $name as $message with Should refresh soon', async ({ replaceToken, message }) => {
    await open()
    await summary()
    expect(field('jwt')).toHaveTextContent(/^Valid$/)
    await replaceToken()
    await userEvent.click(screen.getByRole('button', { name: 'Run Tests' }))
    expect(await within(field('jwt')).findByText(message)).toBeInTheDocument()
    expect(field('jwt-expiry')).toHaveTextContent(/^-$/)
    expect(field('session-timeout')).toHaveTextContent(/^-$/)
    expect(field('token-refresh')).toHaveTextContent(/^Should refresh soon$/)
    // The checks report the server's refusal; the screen stays (a probe is not a data call).
    expect(await summary()).toBeInTheDocument()
    expect(rowCells('/api/health').result).toHaveTextContent(/^HTTP 401: Unauthorized$/)
    expect(screen.getByRole('heading', { name: 'Production Readiness Test', level: 1 })).toBeInTheDocument()
  })

  it('show a production configuration without mock data', () => {
    render(
      <SessionPanel
        environment="production"
        mockData={false}
        session={{ valid: true, expiresAt: null, msRemaining: null, shouldRefresh: false }}
      />,
    )
    expect(field('environment')).toHaveTextContent(/^production$/)
    expect(screen.getByText('Production')).toBeInTheDocument()
    expect(field('mock-data')).toHaveTextContent(/^No$/)
  })
})
