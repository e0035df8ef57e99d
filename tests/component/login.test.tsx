import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { TOKEN_KEY } from '@/api/credentials'
import { renderApp } from '../support/renderApp'
import { testServer } from '../support/mockBackend'

const loginUrl = `${window.location.origin}/api/auth/login`

describe('login screen', () => {
  it('is prefilled with the simulated backend credentials and signs in to the dashboard', async () => {
    renderApp('/', { loginDefaults: DEMO_CREDENTIALS })
    expect(screen.getByLabelText('Username')).toHaveValue('admin')
    expect(screen.getByLabelText('Password')).toHaveValue(DEMO_CREDENTIALS.password)
    expect(
      screen.getByText("Demo mode: the simulated backend's administrator sign-in is filled in."),
    ).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))

    expect(await screen.findByRole('heading', { name: 'Analytics Dashboard' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard')
    expect(within(screen.getByRole('banner')).getByText('Welcome, admin')).toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_KEY)).toMatch(/^ey/)
  })

  it('starts empty when no defaults are given (a real backend)', () => {
    renderApp('/')
    expect(screen.getByLabelText('Username')).toHaveValue('')
    expect(screen.getByLabelText('Password')).toHaveValue('')
    expect(screen.queryByText(/Demo mode/)).not.toBeInTheDocument()
  })

  it('requires both fields and sends nothing until they are filled', async () => {
    let calls = 0
    testServer.events.on('request:start', () => void calls++)
    renderApp('/')
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required')
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required')
    expect(screen.getByLabelText('Username')).toHaveFocus()

    await userEvent.type(screen.getByLabelText('Username'), 'admin')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'false')
    expect(screen.getByLabelText('Password')).toHaveFocus()
    expect(calls).toBe(0)
    testServer.events.removeAllListeners()
  })

  it('shows and hides the password', async () => {
    renderApp('/', { loginDefaults: DEMO_CREDENTIALS })
    const password = screen.getByLabelText('Password')
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(password).toHaveAttribute('type', 'password')
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    expect(password).toHaveAttribute('type', 'text')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(toggle)
    expect(password).toHaveAttribute('type', 'password')
  })

  it("reads 'Signing in...' while busy, then shows the server's message and keeps the input", async () => {
    // The answer waits for the test, however slowly the machine runs it.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    testServer.use(
      http.post(loginUrl, async () => {
        await answered
        return HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 })
      }),
    )
    renderApp('/')
    await userEvent.type(screen.getByLabelText('Username'), 'admin')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))

    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    answer()
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password')
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    expect(screen.getByLabelText('Username')).toHaveValue('admin')
    expect(screen.getByLabelText('Password')).toHaveValue('wrong')
  })

  it('clears an old error as soon as a field is edited', async () => {
    testServer.use(
      http.post(loginUrl, () => HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 })),
    )
    renderApp('/')
    await userEvent.type(screen.getByLabelText('Username'), 'admin')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password')

    await userEvent.type(screen.getByLabelText('Password'), '!')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password')
    await userEvent.clear(screen.getByLabelText('Username'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says so when the network fails', async () => {
    testServer.use(http.post(loginUrl, () => HttpResponse.error()))
    renderApp('/', { loginDefaults: DEMO_CREDENTIALS })
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Network error. Please try again.'))
  })
})
