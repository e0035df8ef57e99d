import { HttpResponse } from 'msw'
import type { LoginResponse } from '@/api/types'
import { TOKEN_TTL_SECONDS, issueToken } from '@mocks/auth'
import { BadRequest } from './query'
import { errorResponse, readJson, type Api } from './route'

export function authHandlers(api: Api) {
  return [
    api.serve(
      'login',
      async ({ request, world, backend }) => {
        const body = await readJson(request, 'an object with username and password')
        const { username, password } = (typeof body === 'object' && body !== null ? body : {}) as Record<
          string,
          unknown
        >
        if (typeof username !== 'string' || !username.trim() || typeof password !== 'string' || !password) {
          throw new BadRequest('Username and password are required')
        }
        const account = world.db.account.findFirst({ where: { username: { equals: username.trim() } } })
        if (!account || account.password !== password) return errorResponse(401, 'Invalid username or password')

        const user = { id: account.id, username: account.username, role: account.role, email: account.email }
        const minutes = backend.scenario.sessionExpiryMinutes
        const ttl = minutes === null ? TOKEN_TTL_SECONDS : Math.round(minutes * 60)
        return HttpResponse.json<LoginResponse>({ token: await issueToken(user, ttl, backend.now()), user })
      },
      { public: true },
    ),
  ]
}
