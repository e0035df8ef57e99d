import * as z from 'zod/mini'
import { ROLE_WHEN_UNSAID, ROLES } from '@/schema/roles'
import { ROUTES } from '@/schema/routes'
import { call } from './shared'

// Signing in (docs/product.md#login): the one call without a token.

/**
 * The signed-in user; the console stores it, shows the username and offers writes by the
 * role. Any role text passes the answer check: a backend without roles sends none, and one
 * with a role the console does not know still signs in (read-only).
 */
export const User = z.looseObject({
  username: z.string(),
  id: z.optional(z.string()),
  role: z.optional(
    z
      .string()
      .check(
        z.describe(
          `What the account may do: one of ${ROLES.join(', ')}. An admin makes every change; a viewer reads every ` +
            'screen but makes no change (each write answers it 403). None sent reads as ' +
            `${ROLE_WHEN_UNSAID}, as before roles existed; the console offers no write to a role it does not know.`,
        ),
      ),
  ),
})

export const authCalls = {
  login: call(ROUTES.login, {
    summary: 'Signs in; answers with a bearer token (a JWT) and the user',
    body: z.object({ username: z.string(), password: z.string() }),
    answer: z.object({
      token: z.string().check(z.describe('A JWT, sent as `Authorization: Bearer <token>`.')),
      user: User,
    }),
    errors: { 400: 'Username or password missing', 401: 'Invalid username or password' },
    public: true,
  }),
}
