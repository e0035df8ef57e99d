import fc from 'fast-check'
import { expect, it } from 'vitest'
import { objectId } from '@mocks/db/ids'

// objectId writes its hex digits one by one; the ids it gives must stay those of the plain
// definition (seconds and sequence in padded hex), or every seeded event id changes.

const plainObjectId = (at: number, sequence: number) =>
  Math.floor(at / 1000)
    .toString(16)
    .padStart(8, '0') + sequence.toString(16).padStart(16, '0')

it('writes the seconds in 8 and the sequence in 16 lower-case hex digits, from 1970 to 2106 and any sequence below 2^53', () => {
  const at = fc
    .tuple(fc.integer({ min: 0, max: 0xffff_ffff }), fc.integer({ min: 0, max: 999 }))
    .map(([seconds, ms]) => seconds * 1000 + ms)
  const sequence = fc.oneof(fc.nat({ max: 5_000_000 }), fc.maxSafeNat())
  fc.assert(
    fc.property(at, sequence, (time, number) => {
      expect(objectId(time, number)).toBe(plainObjectId(time, number))
    }),
    { numRuns: 10_000 },
  )
  expect(objectId(Date.parse('2026-11-23T15:30:00.999Z'), 2 ** 40 + 10)).toBe('6b045bf8000001000000000a')
})
