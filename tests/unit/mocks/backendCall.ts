import { getResponse } from 'msw'
import { issueToken } from '@mocks/auth'
import type { Backend } from '@mocks/backend'
import { createHandlers } from '@mocks/handlers'

// Calls one simulated backend directly through its handlers (the same ones the worker and
// the mock server use), so a test can hold several backends, e.g. before and after a restart.

const ORIGIN = 'http://backend.test'

/**
 * An answer as the simulated backend sends it: every field, also those the console does
 * without and the API's types therefore leave optional.
 */
export type Sent<T> = {
  [Key in keyof T]-?: T[Key] extends object | undefined ? Sent<Exclude<T[Key], undefined>> : T[Key]
}

export interface Answer<T> {
  status: number
  body: T
}

export function backendCaller(backend: Backend) {
  const handlers = createHandlers(backend, ORIGIN)
  return async function call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { token?: string | null; body?: unknown } = {},
  ): Promise<Answer<T>> {
    // Issued on the backend's clock, which tests move: it checks tokens against that clock.
    const bearer =
      options.token === undefined
        ? await issueToken({ id: 'admin-1', username: 'admin' }, 3600, backend.now())
        : options.token
    const request = new Request(`${ORIGIN}${path}`, {
      method,
      headers: {
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const response = await getResponse(handlers, request)
    if (!response) throw new Error(`No handler answered ${method} ${path}`)
    return { status: response.status, body: (await response.json()) as T }
  }
}
