import { describe, expect, it } from 'vitest'
import { loginFormReducer, openLoginForm, type LoginAction, type LoginForm } from '@/features/login/loginForm'

// The login form's transitions (docs/product.md#login-screen), one action at a time.

const DEMO = { username: 'admin', password: 'parking-admin' }
const run = (form: LoginForm, ...actions: LoginAction[]) => actions.reduce(loginFormReducer, form)
const edit = (field: 'username' | 'password', value: string): LoginAction => ({ type: 'edited', field, value })

describe('the login form', () => {
  it('opens empty, or prefilled, masked and unchecked; under the notice when the session ended on its own', () => {
    expect(openLoginForm({ sessionExpired: false })).toEqual({
      username: '',
      password: '',
      passwordShown: false,
      checked: false,
      phase: { name: 'editing' },
    })
    expect(openLoginForm({ defaults: DEMO, sessionExpired: true })).toEqual({
      ...DEMO,
      passwordShown: false,
      checked: false,
      phase: { name: 'sessionExpired' },
    })
  })

  it('submits when both fields are filled, a username of spaces counting as empty and a password of spaces not', () => {
    const empty = openLoginForm({ sessionExpired: false })
    expect(run(empty, { type: 'submitted' })).toEqual({ ...empty, checked: true })
    expect(run(empty, edit('username', '  '), edit('password', 'x'), { type: 'submitted' }).phase).toEqual({
      name: 'editing',
    })
    expect(run(empty, edit('username', 'admin'), edit('password', ' '), { type: 'submitted' }).phase).toEqual({
      name: 'submitting',
    })
  })

  it('keeps the session-expired notice while typing and after a submit with an empty field, and drops it when the form is sent', () => {
    const expired = openLoginForm({ sessionExpired: true })
    expect(run(expired, edit('username', 'admin'), { type: 'submitted' })).toMatchObject({
      username: 'admin',
      checked: true,
      phase: { name: 'sessionExpired' },
    })
    expect(run(expired, edit('username', 'admin'), edit('password', 'secret'), { type: 'submitted' }).phase).toEqual({
      name: 'submitting',
    })
  })

  it("fails with the call's message, which an edit of either field takes away", () => {
    const failed = run(
      openLoginForm({ defaults: DEMO, sessionExpired: false }),
      { type: 'submitted' },
      { type: 'failed', message: 'Invalid username or password' },
    )
    expect(failed.phase).toEqual({ name: 'failed', message: 'Invalid username or password' })
    expect(run(failed, edit('password', 'other'))).toEqual({ ...failed, password: 'other', phase: { name: 'editing' } })
    expect(run(failed, edit('username', '')).phase).toEqual({ name: 'editing' })
    expect(run(failed, { type: 'submitted' }).phase).toEqual({ name: 'submitting' })
  })

  it('stays submitting while a field is edited during the call', () => {
    const submitting = run(openLoginForm({ defaults: DEMO, sessionExpired: false }), { type: 'submitted' })
    expect(run(submitting, edit('username', 'admin2'))).toEqual({ ...submitting, username: 'admin2' })
  })

  it('shows and hides the password, whatever the phase', () => {
    const submitting = run(openLoginForm({ defaults: DEMO, sessionExpired: false }), { type: 'submitted' })
    expect(run(submitting, { type: 'passwordToggled' })).toEqual({ ...submitting, passwordShown: true })
    expect(run(submitting, { type: 'passwordToggled' }, { type: 'passwordToggled' })).toEqual(submitting)
  })
})
