import { getResponse } from 'msw'
import * as z from 'zod/mini'
import { CALLS } from '@/schema/calls'
import type { Call } from '@/schema/calls/shared'
import { routePath, type RouteName } from '@/schema/routes'
import { issueToken } from '@mocks/auth'
import { createBackend } from '@mocks/backend'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { createHandlers } from '@mocks/handlers'
import { memoryStorage } from '@mocks/persistence'

// The OpenAPI document's examples: one answer of every call by the simulated backend over its
// seeded world, on a frozen clock, so that every run writes the same document.

/**
 * The world the examples come from: the demo's seed, its clock frozen at one moment, days
 * cut in UTC (the simulated backend cuts them in its process's zone), so every run on any
 * day and machine writes the same document.
 */
export const EXAMPLE_WORLD = { seed: 1, now: Date.parse('2026-06-01T10:00:00Z'), timeZone: 'UTC' } as const

/** Longer lists of an example are cut to this many items. */
export const EXAMPLE_ITEMS = 2

type Json = Record<string, unknown>
type ApiCall = Call & { method: 'GET' | 'POST' | 'PUT'; path: string }

/** One answer of every call, and the bodies and path parameters the writes were sent with. */
export interface Examples {
  answers: Record<RouteName, unknown>
  bodies: Partial<Record<RouteName, unknown>>
  pathParams: Partial<Record<RouteName, Record<string, string>>>
  /** The query parameters an example was asked with, besides its page size. */
  queries: Partial<Record<RouteName, Record<string, string>>>
}

const ORIGIN = 'http://backend.example'

/** Lists of objects cut to EXAMPLE_ITEMS, everywhere in `value`; lists of numbers (coordinates) kept whole. */
function cut(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.some((item) => item && typeof item === 'object' && !Array.isArray(item))
      ? value.slice(0, EXAMPLE_ITEMS)
      : value
    return items.map(cut)
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cut(v)]))
  return value
}

/**
 * Every call answered by the simulated backend over the seeded world, in a fixed order:
 * the reads first (the audit log before any write adds to it), then the writes, on one
 * lot. Needs the process's zone to be UTC, as the world cuts its days in it.
 */
export async function seededWorldExamples(loginAnswer: unknown): Promise<Examples> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (zone !== EXAMPLE_WORLD.timeZone)
    throw new Error(
      `The examples are built in ${EXAMPLE_WORLD.timeZone}, this process runs in ${zone}: run it with TZ=UTC`,
    )
  const { seed, now } = EXAMPLE_WORLD
  const backend = createBackend({ seed, clock: () => now, storage: memoryStorage() })
  const handlers = createHandlers(backend, ORIGIN)
  const token = await issueToken({ id: 'admin-1', username: DEMO_CREDENTIALS.username, role: 'admin' }, 3600, now)

  async function send(method: string, path: string, body?: unknown): Promise<unknown> {
    // As a freshly started backend answers: the calls served so far, each timed by the
    // machine, would otherwise show in the request metrics and the API call lists.
    backend.served.length = 0
    backend.servedTotal = 0
    const request = new Request(`${ORIGIN}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const response = await getResponse(handlers, request)
    if (!response?.ok) throw new Error(`The simulated backend answered ${method} ${path} with ${response?.status}`)
    return response.json()
  }

  const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10)
  /** The lot the examples name: the first of the lots the live-data screen names by their place. */
  const lotId = 'OSL-0001'
  const found = (await send('GET', `/api/parking-lots?search=${lotId}`)) as { parkingLots: Array<{ _id: string }> }
  const id = found.parkingLots[0]!._id
  const pathParams: Examples['pathParams'] = {
    getParkingLot: { id },
    updateParkingLot: { id },
    toggleLiveData: { lotId },
  }
  const queries: Examples['queries'] = { getTrends: { from: day(-1), to: day(0) } }

  const answers: Partial<Record<RouteName, unknown>> = {}
  const bodies: Examples['bodies'] = {}
  for (const [name, call] of Object.entries(CALLS) as Array<[RouteName, ApiCall]>) {
    if (call.method !== 'GET') continue
    const query = new URLSearchParams({
      ...(call.query && 'limit' in call.query.shape ? { limit: String(EXAMPLE_ITEMS) } : {}),
      ...queries[name],
    })
    answers[name] = await send('GET', `${routePath(name, pathParams[name])}${query.size ? `?${query}` : ''}`)
  }

  const { feedback: _feedback, ...lot } = answers.getParkingLot as Json
  bodies.updateParkingLot = { ...lot, spaces: 180, notes: 'EV chargers on level -1 and -2.' }
  bodies.login = { ...DEMO_CREDENTIALS }
  for (const [name, call] of Object.entries(CALLS) as Array<[RouteName, ApiCall]>) {
    if (call.method === 'GET' || call.public) continue
    answers[name] = await send(call.method, routePath(name, pathParams[name]), bodies[name])
  }
  // The login's token carries a random id, so the pact's example stands in for its answer.
  answers.login = loginAnswer

  for (const [name, call] of Object.entries(CALLS) as Array<[RouteName, Call]>) {
    answers[name] = cut(answers[name])
    const checked = z.safeParse(call.answer, answers[name])
    if (!checked.success) throw new Error(`The example answer of ${name} is not what its schema says: ${checked.error}`)
    if (call.body && !z.safeParse(call.body, bodies[name]).success)
      throw new Error(`The example body of ${name} is not what its schema says`)
  }
  return { answers: answers as Examples['answers'], bodies, pathParams, queries }
}
