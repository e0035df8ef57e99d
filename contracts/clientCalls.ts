import { vi } from 'vitest'
import * as admin from '@/api/admin'
import * as analytics from '@/api/analytics'
import * as audit from '@/api/audit'
import * as auth from '@/api/auth'
import * as liveData from '@/api/liveData'
import * as monitoring from '@/api/monitoring'
import * as parkingLots from '@/api/parkingLots'

// The typed client's list of calls: every function of the API modules, and the request
// each one sends, recorded with a stubbed fetch (nothing leaves the process). The pact's
// coverage check and the generated 401 interactions both start from this list, so a new
// function of src/api is covered by both without anyone adding it to a table.

export const API_MODULES = { auth, analytics, parkingLots, monitoring, liveData, admin, audit }

export type ClientFunction = (...args: never[]) => Promise<unknown>

/** Every function of the typed client, by name. */
export function clientFunctions(): Array<[name: string, call: ClientFunction]> {
  return Object.values(API_MODULES).flatMap((module) =>
    Object.entries(module).filter((entry): entry is [string, ClientFunction] => typeof entry[1] === 'function'),
  )
}

export interface RecordedRequest {
  method: string
  path: string
  /** The query string's parameters, as sent. */
  query: Record<string, string>
  /** The JSON body, if the call sends one. */
  body?: unknown
}

/** The request `call(...args)` sends, with `fetch` stubbed to answer 404; the stub is removed after. */
export async function recordRequest(call: ClientFunction, args: readonly unknown[]): Promise<RecordedRequest> {
  let request: RecordedRequest | undefined
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const { pathname, searchParams } = new URL(url)
      request = {
        method: init.method ?? 'GET',
        path: pathname,
        query: Object.fromEntries(searchParams),
        ...(typeof init.body === 'string' ? { body: JSON.parse(init.body) as unknown } : {}),
      }
      // Only the request matters: a 404 ends the call before its answer is read.
      return Response.json({ message: 'Recorded' }, { status: 404 })
    }),
  )
  try {
    await (call as (...args: readonly unknown[]) => Promise<unknown>)(...args).catch(() => {})
  } finally {
    vi.unstubAllGlobals()
  }
  if (!request) throw new Error(`${call.name} sent no request`)
  return request
}
