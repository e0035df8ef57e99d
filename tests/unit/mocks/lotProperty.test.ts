import fc from 'fast-check'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { issueToken } from '@mocks/auth'
import { createBackend } from '@mocks/backend'
import { createHandlers } from '@mocks/handlers'
import { memoryStorage } from '@mocks/persistence'
import type {
  BumpVersionResponse,
  ErrorBody,
  ParkingLot,
  ParkingLotsResponse,
  ToggleLiveDataResponse,
} from '@/api/types'
import { backendCaller } from './backendCall'

// Whatever JSON value a client puts in any field of a lot it PUTs (deep ones too), the
// simulated backend answers 2xx, or 4xx with a message: never a 5xx. And nothing it
// stores can break a later call: a valid PUT, a toggle and a bump still work, every lot
// still reads, and a restart loads what was stored without a warning. Bodies are sent as
// text through fetch (msw/node), so a value can be deeper than JSON.stringify reaches.

const SEED = 21
const options = { seed: SEED, lots: 12, users: 10 }

/** Where in a lot the value goes: a field, a field inside geometry or additionalProperties, or one a lot does not have. */
const PLACES: readonly (readonly (string | number)[])[] = [
  ...[
    '_id',
    'lotId',
    'name',
    'address',
    'spaces',
    'owner',
    'notes',
    'restriction_description',
    'parking_type',
    'geometry',
    'additionalProperties',
    'feedback',
    'unknown',
  ].map((field) => [field]),
  ['geometry', 'type'],
  ['geometry', 'coordinates'],
  ['geometry', 'coordinates', 0],
  ['additionalProperties', 'extra'],
]

/** JSON text of arrays or objects nested `depth` levels: around the limit of 100 and far past it (built as text: too deep for JSON.stringify). */
const deepText = fc
  .tuple(fc.integer({ min: 1, max: 50_000 }), fc.boolean())
  .map(([depth, asObjects]) =>
    asObjects ? '{"level":'.repeat(depth) + '0' + '}'.repeat(depth) : '['.repeat(depth) + ']'.repeat(depth),
  )
/** The JSON text of a value, or undefined for a field left out. */
const anyValueText = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 8 }).map((value) => JSON.stringify(value)),
  deepText,
  fc.constant(undefined),
)

const MARK = '\u0000value\u0000'

/** The JSON text of `lot` with the value `text` at `place` (undefined: the field left out). */
function lotText(lot: ParkingLot, place: readonly (string | number)[], text: string | undefined): string {
  const copy = structuredClone(lot) as unknown as Record<string | number, unknown>
  let parent = copy
  for (const key of place.slice(0, -1)) {
    if (typeof parent[key] !== 'object' || parent[key] === null) parent[key] = {}
    parent = parent[key] as Record<string | number, unknown>
  }
  parent[place.at(-1)!] = text === undefined ? undefined : MARK
  return JSON.stringify(copy).replace(JSON.stringify(MARK), text ?? '')
}

const ORIGIN = 'http://backend.test'
const storage = memoryStorage()
const backend = createBackend({ ...options, storage })
const server = setupServer(...createHandlers(backend, ORIGIN))
let token = ''
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  token = await issueToken({ id: 'admin-1', username: 'admin' })
})
afterAll(() => server.close())

async function call<T = ErrorBody>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body,
  })
  return { status: response.status, body: (await response.json()) as T }
}

it(
  'any JSON value in any field of a lot PUT gives 2xx or 4xx with a message, and never breaks a later call',
  { timeout: 120_000 },
  async () => {
    const lots = (
      await call<ParkingLotsResponse>('GET', `/api/parking-lots?limit=${options.lots}`)
    ).body.parkingLots.map(({ feedback: _feedback, ...lot }) => lot)
    const [control] = backend.world.live.controls.values()
    let saves = 0

    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: lots.length - 1 }),
        fc.constantFrom(...PLACES),
        anyValueText,
        async (index, place, text) => {
          const lot = lots[index]!
          const answer = await call('PUT', `/api/parking-lots/${lot._id}`, lotText(lot, place, text))
          expect(answer.status).toBeLessThan(500)
          if (answer.status >= 300) {
            expect(answer.status).toBeGreaterThanOrEqual(400)
            expect(answer.body.message).toEqual(expect.stringMatching(/\S/))
          }

          const other = lots[(index + 1) % lots.length]!
          const saved = await call<ParkingLot>(
            'PUT',
            `/api/parking-lots/${other._id}`,
            JSON.stringify({ ...other, name: `Saved ${++saves}` }),
          )
          expect(saved.status).toBe(200)
          expect((await call<ParkingLot>('GET', `/api/parking-lots/${other._id}`)).body.name).toBe(`Saved ${saves}`)
          expect(
            (
              await call<ToggleLiveDataResponse>(
                'POST',
                `/api/v1/lots/admin/live-data-controls/${control!.lotId}/toggle`,
              )
            ).status,
          ).toBe(200)
          expect((await call<BumpVersionResponse>('POST', '/api/admin/bump-version')).status).toBe(200)
          expect((await call('GET', `/api/parking-lots/${lot._id}`)).status).toBe(200)
          expect((await call('GET', '/api/parking-lots?sortBy=name')).status).toBe(200)
        },
      ),
      { numRuns: 200 },
    )

    const warn = vi.spyOn(console, 'warn')
    const restarted = backendCaller(createBackend({ ...options, storage }))
    for (const lot of lots) expect((await restarted('GET', `/api/parking-lots/${lot._id}`)).status).toBe(200)
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  },
)
