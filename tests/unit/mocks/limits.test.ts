import { beforeEach, describe, expect, it } from 'vitest'
import { createBackend, type Backend } from '@mocks/backend'
import { BODY_TOO_LARGE, JSON_TOO_DEEP, MAX_BODY_BYTES, MAX_JSON_DEPTH, nestedDeeperThan } from '@mocks/limits'
import type { BumpVersionResponse, ErrorBody, ParkingLot, ParkingLotsResponse } from '@/api/types'
import { backendCaller } from './backendCall'

// The limits on a lot PUT (mocks/limits.ts) at their edges: exactly the limit is stored,
// one over is refused with a message before anything changes, and the backend goes on.

/** `depth` arrays, one inside the other, as JSON text. */
const nestedArraysText = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

/** The same as a value. */
function nestedArrays(depth: number): unknown {
  let value: unknown = []
  for (let level = 1; level < depth; level++) value = [value]
  return value
}

describe('nestedDeeperThan', () => {
  it('lets exactly the limit through and stops one level over, arrays and objects alike', () => {
    expect(nestedDeeperThan(nestedArraysText(MAX_JSON_DEPTH))).toBe(false)
    expect(nestedDeeperThan(nestedArraysText(MAX_JSON_DEPTH + 1))).toBe(true)
    const objects = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1)
    expect(nestedDeeperThan(objects(MAX_JSON_DEPTH))).toBe(false)
    expect(nestedDeeperThan(objects(MAX_JSON_DEPTH + 1))).toBe(true)
    expect(nestedDeeperThan('[{"a":[1]}, {"b":[[2]]}]', 4)).toBe(false)
    expect(nestedDeeperThan('[{"a":[1]}, {"b":[[2]]}]', 3)).toBe(true)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestedDeeperThan(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(false)
    expect(nestedDeeperThan(JSON.stringify({ text: 'say \\"[[[[' }), 1)).toBe(false)
    expect(nestedDeeperThan(JSON.stringify({ text: 'say "[[[[' }), 1)).toBe(false)
    expect(nestedDeeperThan(JSON.stringify({ text: '\\', list: [[1]] }), 2)).toBe(true)
  })

  it('reads a 100,000-level body without exhausting the stack', () => {
    expect(nestedDeeperThan(nestedArraysText(100_000))).toBe(true)
    expect(nestedDeeperThan(JSON.stringify({ text: nestedArraysText(100_000) }))).toBe(false)
  })
})

describe('a lot PUT at the limits', () => {
  let backend: Backend
  let call: ReturnType<typeof backendCaller>
  let lot: ParkingLot
  beforeEach(async () => {
    backend = createBackend({ seed: 11, lots: 20, users: 10 })
    call = backendCaller(backend)
    const { feedback: _feedback, ...first } = (await call<ParkingLotsResponse>('GET', '/api/parking-lots?limit=1')).body
      .parkingLots[0]!
    lot = first
  })

  const put = (body: unknown) => call<ParkingLot & ErrorBody>('PUT', `/api/parking-lots/${lot._id}`, { body })
  const stored = async () => (await call<ParkingLot>('GET', `/api/parking-lots/${lot._id}`)).body

  /** The lot with notes that make its JSON exactly `bytes` long, in `letter`s of 1 or 2 bytes. */
  function lotOfBytes(bytes: number, letter = 'n') {
    const frame = new TextEncoder().encode(JSON.stringify({ ...lot, notes: '' })).byteLength
    const letterBytes = new TextEncoder().encode(letter).byteLength
    const notes = letter.repeat(Math.floor((bytes - frame) / letterBytes)) + 'n'.repeat((bytes - frame) % letterBytes)
    const body = { ...lot, notes }
    expect(new TextEncoder().encode(JSON.stringify(body)).byteLength).toBe(bytes)
    return body
  }

  it(`stores a body of exactly ${MAX_BODY_BYTES} bytes`, async () => {
    const body = lotOfBytes(MAX_BODY_BYTES)
    expect((await put(body)).status).toBe(200)
    expect((await stored()).notes).toBe(body.notes)
  })

  it('refuses a body one byte over with 413 and its message, counting bytes, not characters', async () => {
    for (const body of [lotOfBytes(MAX_BODY_BYTES + 1), lotOfBytes(MAX_BODY_BYTES + 1, 'ø')]) {
      const answer = await put(body)
      expect(answer).toEqual({ status: 413, body: { message: BODY_TOO_LARGE } })
      expect(await stored()).toEqual({ ...lot, feedback: expect.any(Array) })
    }
    expect(BODY_TOO_LARGE).toBe('Request body too large: the simulated backend accepts at most 1000000 bytes (1 MB)')
  })

  // The lot is one level, additionalProperties a second: the arrays inside make up the rest.
  const lotOfDepth = (depth: number) => ({ ...lot, additionalProperties: { deep: nestedArrays(depth - 2) } })

  it(`stores a lot nested exactly ${MAX_JSON_DEPTH} levels deep`, async () => {
    expect((await put(lotOfDepth(MAX_JSON_DEPTH))).status).toBe(200)
    expect((await stored()).additionalProperties).toEqual({ deep: nestedArrays(MAX_JSON_DEPTH - 2) })
  })

  it('refuses a lot nested one level deeper with 400 and its message, before anything changes', async () => {
    expect(await put(lotOfDepth(MAX_JSON_DEPTH + 1))).toEqual({ status: 400, body: { message: JSON_TOO_DEEP } })
    expect(await stored()).toEqual({ ...lot, feedback: expect.any(Array) })
    expect(JSON_TOO_DEEP).toBe(
      'JSON nested too deep: the simulated backend accepts at most 100 levels of arrays and objects',
    )
  })

  it('refuses a 5000-level additionalProperties, and every later write works', async () => {
    expect(await put({ ...lot, additionalProperties: { deep: nestedArrays(5000) } })).toEqual({
      status: 400,
      body: { message: JSON_TOO_DEEP },
    })
    expect((await put({ ...lot, name: 'Saved after the refusal' })).status).toBe(200)
    expect((await stored()).name).toBe('Saved after the refusal')
    const [control] = backend.world.live.controls.values()
    expect((await call('POST', `/api/v1/lots/admin/live-data-controls/${control!.lotId}/toggle`)).status).toBe(200)
    expect((await call<BumpVersionResponse>('POST', '/api/admin/bump-version')).status).toBe(200)
  })
})
