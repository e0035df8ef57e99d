import * as z from 'zod/mini'
import { ROUTES } from '@/schema/routes'
import { call } from './shared'

// Signing in (docs/product.md#login): the one call without a token.

/** The signed-in user; the console stores it but shows only the username. */
export const User = z.looseObject({
  username: z.string(),
  id: z.optional(z.string()),
  role: z.optional(z.string()),
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
