import { useEffect, useReducer, useRef, type FormEvent, type ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import Form from 'react-bootstrap/Form'
import InputGroup from 'react-bootstrap/InputGroup'
import type { Credentials } from '@/api/types'
import { useAuth } from '@/auth/useAuth'
import { ColourModeMenu } from '@/components/ColourModeMenu'
import { emptyFields, loginFormReducer, openLoginForm } from './loginForm'

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.'

/**
 * Signs in at whatever address the console was opened or left at: once signed in, the
 * console shows that very page ('/' leads to the dashboard), so a deep link or an expired
 * session comes back to where it was, and no address from elsewhere is ever followed.
 * `notice` runs across the top of the page (the simulated backend's scenario).
 */
export function LoginPage({ defaults, notice }: { defaults?: Credentials; notice?: ReactNode }) {
  const { state, login } = useAuth()
  const [form, dispatch] = useReducer(
    loginFormReducer,
    { defaults, sessionExpired: state.status === 'unauthenticated' && state.sessionExpired },
    openLoginForm,
  )
  const { username, password, passwordShown, checked, phase } = form

  const usernameInput = useRef<HTMLInputElement>(null)
  const passwordInput = useRef<HTMLInputElement>(null)

  const empty = emptyFields(form)
  const usernameInvalid = checked && empty.username
  const passwordInvalid = checked && empty.password
  const busy = phase.name === 'submitting'

  useEffect(() => {
    document.title = 'Sign in · Parking Admin Console'
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    dispatch({ type: 'submitted' })
    if (empty.username || empty.password) {
      ;(empty.username ? usernameInput : passwordInput).current?.focus()
      return
    }
    try {
      await login({ username: username.trim(), password })
    } catch (failure) {
      dispatch({ type: 'failed', message: (failure as Error).message })
    }
  }

  return (
    <div className="min-vh-100 d-flex flex-column bg-body-tertiary">
      {notice}
      <main className="flex-grow-1 d-flex flex-column gap-3 align-items-center justify-content-center p-3">
        <Card className="shadow-sm w-100" style={{ maxWidth: 400 }}>
          <Card.Body className="p-4">
            <h1 className="h4 mb-1">Parking Admin Console</h1>
            <p className="text-body-secondary mb-4">Sign in to continue</p>
            {phase.name === 'sessionExpired' && (
              <Alert variant="warning" role="alert">
                {SESSION_EXPIRED_MESSAGE}
              </Alert>
            )}
            {phase.name === 'failed' && (
              <Alert variant="danger" role="alert">
                {phase.message}
              </Alert>
            )}
            <Form noValidate onSubmit={submit}>
              <Form.Group className="mb-3" controlId="login-username">
                <Form.Label>Username</Form.Label>
                <Form.Control
                  ref={usernameInput}
                  autoComplete="username"
                  value={username}
                  onChange={(event) => dispatch({ type: 'edited', field: 'username', value: event.target.value })}
                  isInvalid={usernameInvalid}
                  aria-invalid={usernameInvalid}
                  aria-describedby="login-username-error"
                  required
                />
                <Form.Control.Feedback type="invalid" id="login-username-error">
                  {usernameInvalid ? 'Username is required' : ''}
                </Form.Control.Feedback>
              </Form.Group>
              <Form.Group className="mb-4" controlId="login-password">
                <Form.Label>Password</Form.Label>
                <InputGroup hasValidation>
                  <Form.Control
                    ref={passwordInput}
                    type={passwordShown ? 'text' : 'password'}
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => dispatch({ type: 'edited', field: 'password', value: event.target.value })}
                    isInvalid={passwordInvalid}
                    aria-invalid={passwordInvalid}
                    aria-describedby="login-password-error"
                    required
                  />
                  <Button
                    variant="outline-secondary"
                    onClick={() => dispatch({ type: 'passwordToggled' })}
                    aria-label="Show password"
                    aria-pressed={passwordShown}
                  >
                    {passwordShown ? 'Hide' : 'Show'}
                  </Button>
                  <Form.Control.Feedback type="invalid" id="login-password-error">
                    {passwordInvalid ? 'Password is required' : ''}
                  </Form.Control.Feedback>
                </InputGroup>
              </Form.Group>
              <Button type="submit" className="w-100" disabled={busy}>
                {busy ? 'Signing in...' : 'Sign in'}
              </Button>
            </Form>
            {defaults && (
              <p className="small text-body-secondary mt-3 mb-0">
                Demo mode: the simulated backend's administrator sign-in is filled in.
              </p>
            )}
          </Card.Body>
        </Card>
        {/* Signed out too: the console's header, where it sits otherwise, is not there yet. */}
        <ColourModeMenu variant="outline-dark" />
      </main>
    </div>
  )
}
