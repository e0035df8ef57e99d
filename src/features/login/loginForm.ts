import type { Credentials } from '@/api/types'

// The login form as a state machine (docs/product.md#login-screen): what it shows follows
// from its phase, and every change is one of the actions below.

export type LoginPhase =
  /** Typing. */
  | { name: 'editing' }
  /** Typing under 'Your session has expired...': the session ended on its own; the next sign-in takes the notice away. */
  | { name: 'sessionExpired' }
  /** The login call runs: 'Signing in...', disabled. Its success replaces the login screen with the console. */
  | { name: 'submitting' }
  /** The call failed: its message shows until a field is edited. */
  | { name: 'failed'; message: string }

export interface LoginForm {
  username: string
  password: string
  /** The password shown as text (the button reads 'Hide'), or masked ('Show'). */
  passwordShown: boolean
  /** A submit has been tried: from then on an empty field says it is required. */
  checked: boolean
  phase: LoginPhase
}

export type LoginAction =
  | { type: 'edited'; field: 'username' | 'password'; value: string }
  | { type: 'passwordToggled' }
  /** Submitted: sent when both fields are filled, else nothing is sent and the empty ones say so. */
  | { type: 'submitted' }
  | { type: 'failed'; message: string }

/** The form as it opens: prefilled on the simulated backend, under the notice when the session ended on its own. */
export function openLoginForm({
  defaults,
  sessionExpired,
}: {
  defaults?: Credentials
  sessionExpired: boolean
}): LoginForm {
  return {
    username: defaults?.username ?? '',
    password: defaults?.password ?? '',
    passwordShown: false,
    checked: false,
    phase: sessionExpired ? { name: 'sessionExpired' } : { name: 'editing' },
  }
}

/** The fields that are empty: the username is trimmed, the password is taken as typed. */
export function emptyFields({ username, password }: LoginForm): { username: boolean; password: boolean } {
  return { username: username.trim() === '', password: password === '' }
}

export function loginFormReducer(form: LoginForm, action: LoginAction): LoginForm {
  switch (action.type) {
    case 'edited':
      return {
        ...form,
        [action.field]: action.value,
        phase: form.phase.name === 'failed' ? { name: 'editing' } : form.phase,
      }
    case 'passwordToggled':
      return { ...form, passwordShown: !form.passwordShown }
    case 'submitted': {
      const empty = emptyFields(form)
      return { ...form, checked: true, phase: empty.username || empty.password ? form.phase : { name: 'submitting' } }
    }
    case 'failed':
      return { ...form, phase: { name: 'failed', message: action.message } }
  }
}
