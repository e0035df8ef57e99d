import { render, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpResponse, delay, http } from 'msw'
import { computeDashboard } from '@mocks/db/aggregates/dashboard'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { TOKEN_KEY, USER_KEY } from '@/api/credentials'
import { ErrorBoundary } from '@/app/ErrorBoundary'
import { SCREENS } from '@/app/screens'
import { useAuth } from '@/auth/useAuth'
import { environment } from '@/config/env'
import { renderApp } from '../support/renderApp'
import { signIn, testBackend, testServer } from '../support/mockBackend'

const desktopWidth = window.innerWidth
afterEach(() => {
  window.innerWidth = desktopWidth
})

describe('shell', () => {
  it('redirects / to /dashboard and greets the user in the header', async () => {
    await signIn()
    renderApp('/')
    expect(await screen.findByRole('heading', { name: 'Analytics Dashboard' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard')
    const header = screen.getByRole('banner')
    expect(within(header).getByText('Parking Admin Console')).toBeInTheDocument()
    expect(within(header).getByText('Welcome, admin')).toBeInTheDocument()
    expect(within(header).getByTitle(`Environment: ${environment}`)).toHaveTextContent(
      `${environment} · simulated backend`,
    )
    await waitFor(() => expect(document.title).toBe('Analytics Dashboard · Parking Admin Console'))
  })

  it('names each screen in the browser tab', async () => {
    await signIn()
    renderApp('/monitoring')
    await screen.findByRole('heading', { name: 'System Monitoring' })
    // Set from an effect once the screen's code has loaded and shown.
    await waitFor(() => expect(document.title).toBe('System Monitoring · Parking Admin Console'))
    await userEvent.click(screen.getByRole('link', { name: 'Cohorts' }))
    await waitFor(() => expect(document.title).toBe('Cohort Analytics · Parking Admin Console'))
  })

  it('offers a skip link to the main content', async () => {
    await signIn()
    renderApp('/dashboard')
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
  })

  it('links every screen from the sidebar, in labelled groups', async () => {
    await signIn()
    renderApp('/dashboard')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const groups = within(nav).getAllByRole('list')
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toEqual([
      'nav-Overview',
      'nav-Analytics',
      'nav-Parking',
      'nav-System',
    ])
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual(SCREENS.filter((screen) => !screen.path.includes(':')).map((screen) => screen.path))
    expect(hrefs).toHaveLength(15)
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveClass('active')
  })

  it('shows a not-found page for an unknown path', async () => {
    await signIn()
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByText('/no/such/page')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Go to the dashboard' }))
    expect(await screen.findByRole('heading', { name: 'Analytics Dashboard' })).toBeInTheDocument()
  })

  it('logs out to the login screen at /, with no word of an expired session, and forgets the session and its data', async () => {
    await signIn()
    renderApp('/analytics/cohorts')
    await screen.findByRole('heading', { name: 'Cohort Analytics' })
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(localStorage.getItem(USER_KEY)).toBeNull()

    // The next session starts with nothing cached: the figures load afresh (slowly here,
    // so that cached figures, had there been any, would show first).
    testServer.use(
      http.get(`${window.location.origin}/api/analytics/dashboard`, async () => {
        await delay(150)
        return HttpResponse.json(computeDashboard(testBackend.world, Date.now()))
      }),
    )
    await userEvent.type(screen.getByLabelText('Username'), DEMO_CREDENTIALS.username)
    await userEvent.type(screen.getByLabelText('Password'), DEMO_CREDENTIALS.password)
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    // Found while it shows (findBy fails if it never does); it may be gone a moment later.
    await screen.findByText('Loading dashboard...')
    expect(await screen.findByRole('heading', { name: 'Total Users' })).toBeInTheDocument()
  })

  it.each([
    ['garbage', 'a token that is not a JWT', null],
    [
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbi0xIiwiZXhwIjoxMDAwfQ.x',
      'an expired token',
      'Your session has expired. Please sign in again.',
    ],
  ])('shows the login screen for %s (%s) and clears it', (token, _kind, message) => {
    localStorage.setItem(TOKEN_KEY, token)
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 'admin-1', username: 'admin' }))
    renderApp('/dashboard')
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(screen.queryByRole('alert')?.textContent ?? null).toBe(message)
  })

  it('below 768 px opens the sidebar from the menu button and closes it on a link click', async () => {
    window.innerWidth = 375
    await signIn()
    renderApp('/dashboard')
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = await screen.findByRole('dialog')
    await userEvent.click(within(menu).getByRole('link', { name: 'Monitoring' }))

    expect(screen.getByTestId('location')).toHaveTextContent('/monitoring')
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('header on a phone', () => {
  it("below 768 px shows 'Parking Admin' and moves the greeting, the theme menu and Logout into the menu", async () => {
    window.innerWidth = 375
    await signIn()
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Analytics Dashboard' })
    const header = screen.getByRole('banner')
    expect(within(header).getByText('Parking Admin')).toBeInTheDocument()
    expect(within(header).queryByText('Welcome, admin')).not.toBeInTheDocument()
    expect(within(header).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
    expect(within(header).queryByRole('button', { name: /^Theme: / })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = await screen.findByRole('dialog')
    expect(within(menu).getByText('Welcome, admin')).toBeInTheDocument()
    expect(await within(menu).findByRole('button', { name: /^Theme: / })).toBeInTheDocument()
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }))
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
  })
})

describe('render errors', () => {
  it("show 'Something went wrong' with Try Again and Refresh Page", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    let broken = true
    function LotList() {
      if (broken) throw new Error('Lot list exploded')
      return <p>Recovered</p>
    }
    render(
      <ErrorBoundary>
        <LotList />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByText('Lot list exploded')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument()

    broken = false
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(screen.getByText('Recovered')).toBeInTheDocument()
    consoleError.mockRestore()
  })

  it('useAuth outside an AuthProvider says so', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider')
    consoleError.mockRestore()
  })
})
