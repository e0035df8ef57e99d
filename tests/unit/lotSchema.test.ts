import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createBackend } from '@mocks/backend'
import { memoryStorage } from '@mocks/persistence'
import { lotProblem } from '@/api/lotSchema'
import { validateLot } from '@/api/lotValidation'
import type { ErrorBody, ParkingLot, ParkingLotsResponse } from '@/api/types'
import { fromForm, lotFormSchema, editsPoint, toForm } from '@/features/parking-lots/lotForm'
import { backendCaller } from './mocks/backendCall'

// The lot schema (src/api/lotSchema.ts), the editor's form (lotForm.ts) and the simulated
// backend's PUT, over a fast-check range of lots: seeded lots with fields replaced by values
// of every JSON kind, at the edges the rules draw (negative, fractional, 100,000 and more
// spaces, the five types and others, blank and missing text, other geometry types, a field
// a lot does not have). The backend accepts exactly the lots that pass the lot JSON checks
// and the schema, and refuses the others with the first of their messages; a lot the form
// can show comes back from it unchanged; and whatever the form accepts, the backend does.

const backend = createBackend({ seed: 5, lots: 8, users: 4, storage: memoryStorage() })
const call = backendCaller(backend)

const anyJson = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(''),
  fc.string({ maxLength: 12 }),
  fc.boolean(),
  fc.integer({ min: -5, max: 2000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant(1e21),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
)

const FIELD_VALUES: Record<string, fc.Arbitrary<unknown>> = {
  _id: anyJson,
  lotId: anyJson,
  name: fc.oneof(fc.string({ maxLength: 12 }), anyJson),
  address: fc.oneof(fc.string({ maxLength: 12 }), anyJson),
  spaces: fc.oneof(
    fc.integer({ min: -3, max: 5000 }),
    fc.constantFrom(0, 1.5, -1, 100_000, 100_001, 1e23, null),
    anyJson,
  ),
  owner: anyJson,
  notes: anyJson,
  restriction_description: anyJson,
  parking_type: fc.oneof(
    fc.constantFrom('garage', 'underground', 'surface', 'street', 'park_and_ride', 'helipad'),
    anyJson,
  ),
  geometry: fc.oneof(
    fc.record({
      type: fc.constantFrom('Point', 'MultiPolygon', 'LineString', 7),
      coordinates: fc.oneof(
        fc.tuple(fc.double({ min: -200, max: 200, noNaN: true }), fc.double({ min: -100, max: 100, noNaN: true })),
        fc.constant([[[[10.7, 59.9]]]]),
        anyJson,
      ),
    }),
    anyJson,
  ),
  additionalProperties: fc.oneof(
    fc.dictionary(
      fc.constantFrom('hourlyRate', 'dailyRate', 'cleaned_price_zone', 'free_duration_rules', 'ev'),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 4 },
    ),
    anyJson,
  ),
  feedback: anyJson,
  website: anyJson,
}

/** A seeded lot with some of its fields replaced (undefined: left out). */
const changedLot = (lots: ParkingLot[]) =>
  fc
    .tuple(
      fc.nat({ max: lots.length - 1 }),
      fc
        .subarray(Object.keys(FIELD_VALUES), { maxLength: 3 })
        .chain((fields) =>
          fc.tuple(...fields.map((field) => FIELD_VALUES[field]!.map((value) => [field, value] as const))),
        ),
    )
    .map(([index, changes]) => {
      const lot = structuredClone(lots[index]!) as unknown as Record<string, unknown>
      for (const [field, value] of changes) {
        if (value === undefined) delete lot[field]
        else lot[field] = value
      }
      // As JSON carries it, for a lot reaches the form and the backend as JSON: there -0 is 0.
      return { seeded: lots[index]!, lot: JSON.parse(JSON.stringify(lot)) as Record<string, unknown> }
    })

async function seededLots(): Promise<ParkingLot[]> {
  const answer = await call<ParkingLotsResponse>('GET', '/api/parking-lots?limit=8')
  return answer.body.parkingLots
}

/** The schema's and the checks' verdict: null to accept, else the first message. */
function expectedProblem(lot: unknown, seeded: ParkingLot): string | null {
  const checked = validateLot(lot)
  if (!checked.ok) return checked.message
  return lotProblem(lot, { id: seeded._id, currentLotId: seeded.lotId })
}

describe('the lot schema and the simulated backend', () => {
  it('agree on every accept and refuse, with the same first message', { timeout: 60_000 }, async () => {
    const lots = await seededLots()
    await fc.assert(
      fc.asyncProperty(changedLot(lots), async ({ seeded, lot }) => {
        const answer = await call<ErrorBody>('PUT', `/api/parking-lots/${seeded._id}`, { body: lot })
        const problem = expectedProblem(lot, seeded)
        if (problem === null) expect(answer.status).toBe(200)
        else expect(answer).toEqual({ status: 400, body: { message: problem } })
      }),
      { numRuns: 300 },
    )
  })

  it(
    'the form gives back a lot it can show unchanged, and what it accepts the backend accepts',
    { timeout: 60_000 },
    async () => {
      const lots = await seededLots()
      let shown = 0
      await fc.assert(
        fc.asyncProperty(changedLot(lots), async ({ seeded, lot }) => {
          const { feedback: _feedback, ...fields } = lot
          if (!validateLot(fields).ok) return
          const form = toForm(fields as unknown as ParkingLot)
          if (!form.ok) return
          shown++
          const back = fromForm(form.values, fields as unknown as ParkingLot)
          expect(back).toEqual(fields)
          const formValid = lotFormSchema(editsPoint(back)).safeParse(form.values).success
          if (!formValid || Object.hasOwn(fields, 'website')) return
          const answer = await call<ErrorBody>('PUT', `/api/parking-lots/${seeded._id}`, { body: back })
          // The lotId and _id are the form's to keep, not to change: a changed one the backend judges.
          if (back._id === seeded._id && back.lotId === seeded.lotId) expect(answer.status).toBe(200)
        }),
        { numRuns: 300 },
      )
      expect(shown).toBeGreaterThan(50)
    },
  )
})
