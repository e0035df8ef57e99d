import { describe, expect, it } from 'vitest'
import { login } from '@/api/auth'
import type { LoginResponse } from '@/api/types'
import { STATES } from './pactNames'
import {
  answersWith,
  createPact,
  errorBody,
  exactly,
  exampleOf,
  EXAMPLE_TOKEN,
  executeTest,
  fromState,
  JSON_CONTENT_TYPE,
  jwt,
  text,
  VIEWER_ROLE,
  type Template,
} from './support'

// POST /api/auth/login (docs/product.md#api-calls): the one call made without a token.

const pact = createPact()

/**
 * The account the state sets up, as an example: the verifier sets up the account it was
 * given instead (`--username`, `--password`), or takes the one the provider's state
 * answers, and the login requests send those (Pact's provider-state values), so no test
 * deployment has to accept this password.
 */
const adminAccount = { username: 'admin', password: 'parking-admin' }
const injectedUsername = fromState('${username}', adminAccount.username)

/** The viewer the state answers, as an example: the login sends what the provider's state answers. */
const viewerAccount = { username: 'viewer', password: 'parking-viewer' }

describe('POST /api/auth/login', () => {
  it('answers a valid username and password with a token and the user', async () => {
    // The user as the console reads it: the welcome line shows its username, and its role
    // decides which writes the screens offer (the state's account is an admin).
    const body: Template<LoginResponse> = {
      // The console reads the token as a JWT (its expiry) when it restores a session.
      token: jwt(EXAMPLE_TOKEN),
      user: { username: text('admin'), role: exactly('admin') },
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.adminAccountExists, adminAccount)
      .uponReceiving('a login with valid credentials')
      .withRequest('POST', '/api/auth/login', (request) =>
        request
          .headers({ 'Content-Type': JSON_CONTENT_TYPE })
          .jsonBody({ username: injectedUsername, password: fromState('${password}', adminAccount.password) }),
      )

    await answersWith<LoginResponse>(interaction, body, () => login(adminAccount))
  })

  it('answers a viewer’s username and password with a user whose role is viewer', async () => {
    // A viewer's screens offer no write; a backend that sent no role would make it an admin there.
    const body: Template<LoginResponse> = {
      token: jwt(EXAMPLE_TOKEN),
      user: { username: text(viewerAccount.username), role: exactly('viewer') },
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.accountWithRole, VIEWER_ROLE)
      .uponReceiving('a login of an account with role viewer')
      .withRequest('POST', '/api/auth/login', (request) =>
        request.headers({ 'Content-Type': JSON_CONTENT_TYPE }).jsonBody({
          username: fromState('${username}', viewerAccount.username),
          password: fromState('${password}', viewerAccount.password),
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))

    await executeTest(interaction, async () => {
      const answer = await login(viewerAccount)
      expect(answer).toEqual(exampleOf(body))
      expect(answer.user.role).toBe('viewer')
    })
  })

  it('answers a wrong password with 401 and a message the login form shows', async () => {
    const body = errorBody('Invalid username or password')

    const interaction = pact
      .addInteraction()
      .given(STATES.adminAccountExists, adminAccount)
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/api/auth/login', (request) =>
        request
          .headers({ 'Content-Type': JSON_CONTENT_TYPE })
          .jsonBody({ username: injectedUsername, password: 'not-the-password' }),
      )
      .willRespondWith(401, (response) => response.jsonBody(body))

    await executeTest(interaction, async () => {
      await expect(login({ username: adminAccount.username, password: 'not-the-password' })).rejects.toMatchObject({
        name: 'ApiError',
        status: 401,
        message: 'Invalid username or password',
      })
    })
  })
})
