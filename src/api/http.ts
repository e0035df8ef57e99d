import { apiBaseUrl, basePath, environment } from '@/config/env'
import { ROUTES, routePath, type RouteName } from '@/schema/routes'
import { clearCredentials, readCredentials } from './credentials'
import type { Answer, ErrorBody } from './types'

// The one place the console talks HTTP. Error texts follow docs/product.md#error-texts exactly.

export const AUTH_REQUIRED_MESSAGE = 'Authentication required'
export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.'
export const LOGIN_FAILED_MESSAGE = 'Login failed'
/** A 403 without a message of its own: the session stays, the call was not allowed. */
export const FORBIDDEN_MESSAGE = 'Not allowed: your role cannot do this'

/** A failed call: `message` is what the console shows; the rest is for code that needs more. */
export class ApiError extends Error {
  readonly status: number
  readonly statusText: string
  /** The `message` field of the response body, when the server sent one. */
  readonly serverMessage: string | undefined

  constructor(message: string, status: number, statusText = '', serverMessage?: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.statusText = statusText
    this.serverMessage = serverMessage
  }
}

/** An answer its call's schema does not hold: `message` names the call, the field and what was wrong. */
export class AnswerShapeError extends Error {
  constructor(
    message: string,
    readonly issues: readonly unknown[],
  ) {
    super(message)
    this.name = 'AnswerShapeError'
  }
}

let baseUrl = apiBaseUrl

/** Points the client at another backend; contract tests use it for Pact's mock server. */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, '')
}

type UnauthorizedListener = () => void
const unauthorizedListeners = new Set<UnauthorizedListener>()

/** Called after a data call answered 401 and the stored credentials were cleared. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

type QueryValue = string | number | boolean | null | undefined

/** Builds `?a=1&b=x`, leaving out empty filters (undefined, null or ''). */
function buildQuery(params: object = {}): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params) as Array<[string, QueryValue]>) {
    if (value === undefined || value === null || value === '') continue
    search.append(key, String(value))
  }
  const query = search.toString()
  return query ? `?${query}` : ''
}

/**
 * The absolute URL of a call: the configured backend's, or else the simulated backend's,
 * which answers under the console's own base path (/console/api/...), path and query.
 */
export function apiUrl(path: string, params?: object): string {
  const root = baseUrl || `${globalThis.location.origin}${basePath.replace(/\/$/, '')}`
  return `${root}${path}${buildQuery(params)}`
}

interface RequestOptions {
  /** The values of the path's `{name}` parameters. */
  params?: Record<string, string>
  query?: object
  body?: unknown
}

let answerCheck: Promise<typeof import('./answerCheck')> | undefined

/**
 * The answer checks and the API's schemas (answerCheck.ts): loaded once, beside the first
 * call's request, never with the first screen's code. A load that failed is tried again.
 */
function loadAnswerCheck(): Promise<typeof import('./answerCheck')> {
  answerCheck ??= import('./answerCheck').catch(() => {
    answerCheck = undefined
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0)
  })
  return answerCheck
}

/** The answer's JSON, unchanged, once its call's schema holds it; else an AnswerShapeError, logged too. */
async function checked<Name extends RouteName>(name: Name, path: string, response: Response): Promise<Answer<Name>> {
  const [{ answerProblem }, body] = await Promise.all([loadAnswerCheck(), response.json() as Promise<unknown>])
  const problem = answerProblem(name, `${ROUTES[name].method} ${path}`, body)
  if (!problem) return body as Answer<Name>
  console.error(problem.message, problem.issues)
  throw new AnswerShapeError(problem.message, problem.issues)
}

/** A data call: sends the stored bearer token and maps failures as docs/product.md#error-texts says. */
export async function apiRequest<Name extends RouteName>(
  name: Name,
  options: RequestOptions = {},
): Promise<Answer<Name>> {
  const token = readCredentials()?.token
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  // Handled here too: a call that fails before its answer is checked never awaits it.
  loadAnswerCheck().catch(() => {})

  const path = routePath(name, options.params)
  const response = await send(apiUrl(path, options.query), {
    method: ROUTES[name].method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })

  if (response.ok) return checked(name, path, response)

  const serverMessage = await readServerMessage(response)
  const statusText = reasonPhrase(response)
  if (response.status === 401) {
    // A late answer for a token that is no longer stored (the user has signed in again
    // meanwhile) must not end the new session.
    if (token && readCredentials()?.token === token) {
      clearCredentials()
      for (const listener of unauthorizedListeners) listener()
    }
    throw new ApiError(AUTH_REQUIRED_MESSAGE, 401, statusText, serverMessage)
  }
  // Signed in, but not allowed (a viewer's write, docs/product.md#roles): the session stays,
  // and the backend's reason is what the action's own error place shows.
  if (response.status === 403) throw new ApiError(serverMessage ?? FORBIDDEN_MESSAGE, 403, statusText, serverMessage)
  if (response.status === 500) {
    throw new ApiError(
      `[${environment}] Server error: 500 - Please check if the backend is running`,
      500,
      statusText,
      serverMessage,
    )
  }
  throw new ApiError(
    `API call failed: ${response.status} ${statusText}`.trimEnd(),
    response.status,
    statusText,
    serverMessage,
  )
}

const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** HTTP/2 answers carry no status text; the standard phrase keeps messages readable. */
export function reasonPhrase(response: Response): string {
  return response.statusText || REASON_PHRASES[response.status] || ''
}

/** The login call: no token; a failure shows the server's message or 'Login failed'. */
export async function loginRequest(body: unknown): Promise<Answer<'login'>> {
  loadAnswerCheck().catch(() => {})
  const response = await send(apiUrl(ROUTES.login.path), {
    method: ROUTES.login.method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (response.ok) return checked('login', ROUTES.login.path, response)
  const serverMessage = await readServerMessage(response)
  throw new ApiError(serverMessage ?? LOGIN_FAILED_MESSAGE, response.status, reasonPhrase(response), serverMessage)
}

type Transport = (url: string, init: RequestInit) => Promise<Response>

let transport: Transport = (url, init) => fetch(url, init)

/**
 * Sends the console's HTTP exchanges through `next` instead of the network: the simulated
 * backend in the browser answers the first calls of a cold load straight from its worker,
 * before msw's service worker is up (mocks/browser.ts).
 */
export function sendThrough(next: Transport): void {
  transport = next
}

let answered: () => void = () => {}
/**
 * Resolves once the console's first exchange is over (answered or failed): work that can
 * wait, such as loading the other screens' code, waits for it, so as not to slow the first
 * screen down.
 */
export const firstExchangeOver = new Promise<void>((resolve) => (answered = resolve))

/** One HTTP exchange of the console (a data call, the login, a probe), through the transport. */
export function exchange(url: string, init: RequestInit): Promise<Response> {
  return transport(url, init).finally(answered)
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await exchange(url, init)
  } catch {
    // fetch rejects only when no answer arrived at all (offline, refused, CORS).
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0)
  }
}

async function readServerMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as Partial<ErrorBody> | null
    return typeof body?.message === 'string' && body.message ? body.message : undefined
  } catch {
    return undefined
  }
}
