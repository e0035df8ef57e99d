import { HttpResponse, http, type DefaultBodyType, type PathParams } from 'msw'
import type { ErrorBody, LoginResponse } from '../../src/api/types'
import { issueToken } from '../auth'
import type { Backend } from '../backend'
import { errorResponse, type ApiUrl } from './respond'

export function authHandlers({ world }: Backend, at: ApiUrl) {
  return [
    http.post<PathParams, DefaultBodyType, LoginResponse | ErrorBody>(at('/api/auth/login'), async ({ request }) => {
      let body: unknown
      try {
        body = await request.json()
      } catch {
        return errorResponse(400, 'The request body must be JSON with username and password')
      }
      const { username, password } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
      if (typeof username !== 'string' || !username.trim() || typeof password !== 'string' || !password) {
        return errorResponse(400, 'Username and password are required')
      }
      const account = world.db.account.findFirst({ where: { username: { equals: username.trim() } } })
      if (!account || account.password !== password) return errorResponse(401, 'Invalid username or password')

      const user = { id: account.id, username: account.username, role: account.role, email: account.email }
      return HttpResponse.json<LoginResponse>({ token: await issueToken(user), user })
    }),
  ]
}
