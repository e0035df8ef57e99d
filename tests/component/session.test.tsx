import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { issueToken } from '@mocks/auth'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { DEFAULT_SCENARIO } from '@mocks/scenarios'
import { useLayoutEffect } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { TOKEN_KEY, clearCredentials, saveCredentials } from '@/api/credentials'
import { AuthGate } from '@/app/App'
import { AppProviders } from '@/app/AppProviders'
import { freezeClock, now } from '@/lib/clock'
import { renderApp } from '../support/renderApp'
import { TEST_USER, signIn, testBackend, testServer } from '../support/mockBackend'

// How a session ends (docs/product.md#session-handling): a refused data call or an expired
// token brings the login screen with a word on why, signing in again comes back to the same
// page and query, and the last 5 minutes of a token are announced.

const EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.'
const DEEP_LINK = '/parking-lots?sortBy=name&page=3'
const lotsUrl = `${window.location.origin}/api/parking-lots`

// The lots page's code is compiled once here, under the hook timeout.
beforeAll(async () => {
  await import('@/features/parking-lots/ParkingLotsPage')
})

afterEach(() => {
  freezeClock(null)
  vi.useRealTimers()
  testBackend.setScenario(DEFAULT_SCENARIO)
})

async function signInOnForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

/** The lots list at DEEP_LINK: page 3 of the lots sorted by name, at that very address. */
async function expectDeepLinkShown() {
  const pagination = await screen.findByRole('navigation', { name: 'Pagination, bottom' })
  expect(pagination).toHaveTextContent('Page 3 of 30')
  expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending')
  expect(screen.getByTestId('location')).toHaveTextContent('/parking-lots')
  expect(screen.getByTestId('location-search')).toHaveTextContent('?sortBy=name&page=3')
}

describe('a session that ends', () => {
  it('by a 401 answer to a data call: the login screen says it expired, and signing in comes back to the page and query', async () => {
    await signIn()
    testServer.use(
      http.get(
        lotsUrl,
        () => HttpResponse.json({ message: 'Authentication required: Token has expired' }, { status: 401 }),
        { once: true },
      ),
    )
    renderApp(DEEP_LINK, { loginDefaults: DEMO_CREDENTIALS })

    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED_MESSAGE)
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(screen.getByTestId('location-search')).toHaveTextContent('?sortBy=name&page=3')

    await signInOnForm()
    await expectDeepLinkShown()
    expect(screen.queryByText(EXPIRED_MESSAGE)).not.toBeInTheDocument()
  })

  it("not by a 403: the screen shows the backend's reason and the session stays", async () => {
    await signIn()
    testServer.use(
      http.get(lotsUrl, () => HttpResponse.json({ message: 'Viewers may not list lots here' }, { status: 403 }), {
        once: true,
      }),
    )
    renderApp(DEEP_LINK, { loginDefaults: DEMO_CREDENTIALS })

    expect(await screen.findByText(/Viewers may not list lots here/)).toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull()
    expect(screen.queryByText(EXPIRED_MESSAGE)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
  })

  it('by a refusal that came before the console listened: the login screen says it expired all the same', async () => {
    // The first screen's call goes out before React draws; a fast backend's 401 can arrive
    // before the auth provider's effect listens. http.ts clears the stored session on it, as here.
    function RefusedBeforeListening() {
      useLayoutEffect(() => clearCredentials(), [])
      return null
    }
    await signIn()
    render(
      <MemoryRouter initialEntries={[DEEP_LINK]}>
        <AppProviders>
          <RefusedBeforeListening />
          <AuthGate loginDefaults={DEMO_CREDENTIALS} />
        </AppProviders>
      </MemoryRouter>,
    )

    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED_MESSAGE)
  })

  it('by a stored token that has expired: the login screen says so, at the address that was opened', async () => {
    saveCredentials(await issueToken(TEST_USER, 60, Date.now() - 61_000), TEST_USER)
    renderApp(DEEP_LINK, { loginDefaults: DEMO_CREDENTIALS })
    expect(screen.getByRole('alert')).toHaveTextContent(EXPIRED_MESSAGE)
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    await signInOnForm()
    await expectDeepLinkShown()
  })

  it('by a token issued already expired (?sessionExpiry=now): signing in drops back to the login screen, which says why', async () => {
    testBackend.setScenario({ sessionExpiryMinutes: 0 })
    renderApp('/', { loginDefaults: DEMO_CREDENTIALS })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await signInOnForm()
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED_MESSAGE)
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
  })

  it('a wrong password after it shows the server message alone', async () => {
    saveCredentials(await issueToken(TEST_USER, 60, Date.now() - 61_000), TEST_USER)
    renderApp('/dashboard')
    expect(screen.getByRole('alert')).toHaveTextContent(EXPIRED_MESSAGE)
    await userEvent.type(screen.getByLabelText('Username'), 'admin')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong')
    await signInOnForm()
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })
})

describe('a deep link opened signed out', () => {
  it('shows the login screen at that address, and the page and query after signing in', async () => {
    renderApp(DEEP_LINK, { loginDefaults: DEMO_CREDENTIALS })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByTestId('location-search')).toHaveTextContent('?sortBy=name&page=3')
    await signInOnForm()
    await expectDeepLinkShown()
  })
})

describe('the last 5 minutes of a session', () => {
  /** A whole second, so that a token's expiry (whole seconds) is exactly as far off as asked. */
  const start = () => Math.floor(Date.now() / 1000) * 1000

  async function signedInFor(seconds: number, at: number) {
    freezeClock(at)
    saveCredentials(await issueToken(TEST_USER, seconds, at), TEST_USER)
  }

  /** Time passes, for the console's clock and its timers alike. */
  function pass(ms: number) {
    freezeClock(now() + ms)
    act(() => vi.advanceTimersByTime(ms))
  }

  const notice = () => screen.queryByText(/^Your session ends in/)

  it('are announced from their start, minute by minute, until the session ends where it was', async () => {
    await signedInFor(5 * 60 + 30, start())
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderApp(DEEP_LINK)
    const header = screen.getByRole('banner')
    const status = within(header).getByRole('status')
    expect(notice()).not.toBeInTheDocument()

    pass(30_000)
    expect(notice()).not.toBeInTheDocument()
    pass(1)
    expect(status).toHaveTextContent('Your session ends in 5 minutes.')
    expect(within(status).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument()

    pass(59_998)
    expect(status).toHaveTextContent('Your session ends in 5 minutes.')
    pass(1)
    expect(status).toHaveTextContent('Your session ends in 4 minutes.')
    pass(3 * 60_000)
    expect(status).toHaveTextContent('Your session ends in 1 minute.')

    pass(59_999)
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument()
    pass(1)
    expect(screen.getByRole('alert')).toHaveTextContent(EXPIRED_MESSAGE)
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(screen.getByTestId('location-search')).toHaveTextContent('?sortBy=name&page=3')
  })

  it("offer 'Sign in again', which keeps the page", async () => {
    await signedInFor(4 * 60, start())
    renderApp(DEEP_LINK, { loginDefaults: DEMO_CREDENTIALS })
    await expectDeepLinkShown()
    expect(within(screen.getByRole('banner')).getByRole('status')).toHaveTextContent('Your session ends in 4 minutes.')

    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    await signInOnForm()
    await expectDeepLinkShown()
    expect(notice()).not.toBeInTheDocument()
  })
})
