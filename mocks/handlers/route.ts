import {
  HttpResponse,
  delay,
  http,
  matchRequestUrl,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
  type RequestHandler,
} from 'msw'
import type { ErrorBody } from '@/api/types'
import { verifyToken } from '@mocks/auth'
import { SERVED_CALLS_KEPT, type Backend } from '@mocks/backend'
import type { Actor } from '@mocks/db/audit'
import type { World } from '@mocks/db/world'
import { ChangeNotStored } from '@mocks/persistence'
import { latencyMs, matchesEndpoint, type Endpoint } from '@mocks/scenarios'
import { isWrite, mayWrite, refusal, type Write } from '@/schema/roles'
import { colonPath, ROUTES, type RouteName } from '@/schema/routes'
import { BadRequest, NotFound } from './query'

// Every endpoint of the simulated backend goes through route(): the scenario layer
// (latency, injected errors), the bearer-token check, the role check of a write (403),
// 400/404 for bad requests, 422/507 for a write that could not be stored, and the record
// of served calls behind /api/metrics.

/** Every failure answers with a JSON body carrying a message a person can read. */
export function errorResponse(status: number, message: string) {
  return HttpResponse.json<ErrorBody>({ message }, { status })
}

export interface RouteContext<Params extends PathParams = PathParams> {
  request: Request
  params: Params
  url: URL
  /** The world to answer from (an empty one in the empty scenario). */
  world: World
  backend: Backend
  /** The signed-in account the token names (null for the public login): who an admin action's audit entry names. */
  user: Actor | null
}

/** The caller of a call that needs a token (every one but the login). */
export function callerOf({ user }: Pick<RouteContext, 'user'>): Actor {
  if (!user) throw new Error('A public call has no caller')
  return user
}

type Method = 'GET' | 'POST' | 'PUT'
export type RouteHandler<Params extends PathParams> = (context: RouteContext<Params>) => Response | Promise<Response>

interface RouteOptions {
  /** Login is the one call without a token. */
  public?: boolean
  /** A call that changes something: only a role that may write makes it (src/schema/roles.ts). */
  write?: Write
}

/** The token's account, or the 401 that refuses the call. */
async function checkToken(request: Request, backend: Backend): Promise<Response | Actor> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')
  if (!match) return errorResponse(401, 'Authentication required: send a bearer token')
  const check = await verifyToken(match[1]!, backend.now())
  if (!check.valid) return errorResponse(401, `Authentication required: ${check.message}`)
  // 'Sessions expire at once' ends the sessions already open too, not only those signed in from now on.
  if (backend.scenario.sessionExpiryMinutes === 0)
    return errorResponse(401, 'Authentication required: Session ended (session expiry scenario "now")')
  // The scenario panel's 'Session expired' ended this one (Backend.endedTokens).
  if (backend.endedTokens.has(match[1]!))
    return errorResponse(401, 'Authentication required: Session ended (the scenario panel ended it)')
  // A well-signed token is still no session unless its subject is an account of this
  // backend (the world login answers from; the empty one keeps the console's account).
  const account = backend.data().db.account.findFirst({ where: { id: { equals: check.userId } } })
  return account
    ? { id: account.id, username: account.username, role: account.role }
    : errorResponse(401, 'Authentication required: Unknown account')
}

function route<Params extends PathParams>(
  backend: Backend,
  method: Method,
  endpoint: string,
  handler: RouteHandler<Params>,
  options: RouteOptions,
  /** The path the backend answers under ('' at an origin's root, '/console' under the console's base path). */
  root: string,
): HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType> {
  return async ({ request, params }) => {
    const started = performance.now()
    const response = await answer()
    backend.servedTotal++
    backend.served.push({
      method,
      endpoint,
      status: response.status,
      ms: performance.now() - started,
      at: backend.now(),
    })
    if (backend.served.length > SERVED_CALLS_KEPT) backend.served.splice(0, backend.served.length - SERVED_CALLS_KEPT)
    return response

    async function answer(): Promise<Response> {
      const { scenario } = backend
      const url = new URL(request.url)
      // The scenario names an API path (/api/parking-lots), wherever the backend answers.
      const path = url.pathname.slice(root.length)
      const wait = latencyMs(scenario, path)
      if (wait > 0) await delay(wait)
      if (scenario.error && matchesEndpoint(scenario.error.endpoint, path)) {
        return errorResponse(
          scenario.error.status,
          `Simulated ${scenario.error.status} for ${scenario.error.endpoint} (error scenario)`,
        )
      }
      if (scenario.flaky > 0 && Math.random() < scenario.flaky) {
        return errorResponse(500, 'Simulated failure (flaky scenario)')
      }
      let user: Actor | null = null
      if (!options.public) {
        const caller = await checkToken(request, backend)
        if (caller instanceof Response) return caller
        user = caller
        // Refused before the handler runs: nothing changes, and no audit entry is recorded.
        if (options.write && !mayWrite(caller.role)) return errorResponse(403, refusal(caller.role, options.write))
      }
      try {
        return await handler({ request, params: params as Params, url, world: backend.data(), backend, user })
      } catch (error) {
        if (error instanceof BadRequest) return errorResponse(400, error.message)
        if (error instanceof NotFound) return errorResponse(404, error.message)
        // A write the world or the storage refused (422, 507): nothing changed, and it says why.
        if (error instanceof ChangeNotStored) return errorResponse(error.status, error.message)
        throw error
      }
    }
  }
}

/** The path parameters of an OpenAPI path: `{ id: string }` for `/api/parking-lots/{id}`. */
type PathParamsOf<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? { [Key in Name]: string } & PathParamsOf<Rest>
  : Record<never, string>

/** The handler of a call: its path's parameters typed from its route. */
export type CallHandler<Name extends RouteName> = RouteHandler<PathParamsOf<(typeof ROUTES)[Name]['path']>>

/** Declares the endpoints of one API area: `api.serve('getHealth', handler)`. */
export interface Api {
  /** Answers a call of the API at its route (src/schema/routes.ts): its method and path. */
  serve<Name extends RouteName>(name: Name, handler: CallHandler<Name>, options?: RouteOptions): RequestHandler
  /**
   * The handler to put after every endpoint: a request whose path is declared, but not for
   * its method, answers 405 Method Not Allowed with an `Allow` header, as a careful server
   * does, instead of falling through to the 404 of an unknown path.
   */
  methodNotAllowed(): RequestHandler
  /** Every endpoint declared so far, in declaration order (GET /__mock/endpoints). */
  endpoints(): Endpoint[]
}

/** The absolute URL pattern of `path` at the backend's origin. */
export function urlAt(origin: string): (path: string) => string {
  const base = origin.replace(/\/+$/, '')
  return (path) => `${base}${path}`
}

/** `origin` is where the backend answers; paths are matched on it only. */
export function createApi(backend: Backend, origin: string): Api {
  const at = urlAt(origin)
  const root = new URL(at('/')).pathname.slice(0, -1)
  /** Every declared path with the methods it is served for, in declaration order. */
  const declared = new Map<string, Set<Method>>()
  function declare(method: Method, path: string): string {
    const methods = declared.get(path) ?? new Set<Method>()
    methods.add(method)
    declared.set(path, methods)
    return at(path)
  }
  /** The methods served at the request's path (every declared pattern it matches), or none. */
  function allowedAt(url: URL): Method[] {
    const allowed = new Set<Method>()
    for (const [path, methods] of declared) {
      if (matchRequestUrl(url, at(path)).matches) for (const method of methods) allowed.add(method)
    }
    return (['GET', 'POST', 'PUT'] as const).filter((method) => allowed.has(method))
  }
  return {
    serve: (name, handler, options = {}) => {
      const { method } = ROUTES[name]
      const path = colonPath(name)
      const write = isWrite(name) ? name : undefined
      const resolver = route(backend, method, path, handler as RouteHandler<PathParams>, { ...options, write }, root)
      return http[method.toLowerCase() as 'get' | 'post' | 'put'](declare(method, path), resolver)
    },
    methodNotAllowed: () =>
      http.all(at('/api/*'), ({ request }) => {
        const url = new URL(request.url)
        const allowed = allowedAt(url)
        // An unknown path, or a method that is served there (answered by an earlier handler
        // unless that one passed): not this handler's business.
        if (allowed.length === 0 || (allowed as string[]).includes(request.method)) return undefined
        return HttpResponse.json<ErrorBody>(
          { message: `Method ${request.method} is not allowed on ${url.pathname}; use ${allowed.join(' or ')}` },
          { status: 405, headers: { Allow: allowed.join(', ') } },
        )
      }),
    endpoints: () => [...declared].map(([path, methods]) => ({ path, methods: [...methods] })),
  }
}

/** Reads a JSON body, or answers 400 saying what was expected. */
export async function readJson(request: Request, expected: string): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw new BadRequest(`The request body must be JSON: ${expected}`)
  }
}
