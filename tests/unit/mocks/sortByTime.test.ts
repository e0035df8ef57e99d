import fc from 'fast-check'
import { expect, it } from 'vitest'
import { sortByTime } from '@mocks/db/sortByTime'

// The event lists are sorted by sortByTime's numeric keys; the order must be a stable sort
// by time (events at the same ms stay in the order they were made), or the seeded world
// changes. Times spread over up to 2^53 ms make spans as long as exact keys allow (2^53 /
// the count rounded up to a power of two).

const stableOrder = (times: readonly number[]) => Array.from(times.keys()).sort((a, b) => times[a]! - times[b]!)

function sortedIndexes(times: readonly number[]): number[] {
  const events = Array.from(times.keys())
  sortByTime(events, times)
  return events
}

it('orders events by time and keeps those of the same time in their order', () => {
  const clustered = fc.array(fc.integer({ min: 1_780_000_000_000, max: 1_780_000_000_050 }), { maxLength: 300 })
  const history = fc.array(fc.integer({ min: 1_780_000_000_000, max: 1_790_000_000_000 }), { maxLength: 300 })
  const spread = fc.array(fc.oneof(fc.maxSafeNat(), fc.nat({ max: 10 })), { maxLength: 300 })
  fc.assert(
    fc.property(fc.oneof(clustered, history, spread), (times) => {
      expect(sortedIndexes(times)).toEqual(stableOrder(times))
    }),
    { numRuns: 2_000 },
  )
  expect(sortedIndexes([5, 2 ** 53 - 1, 0, 5, 2 ** 52, 2 ** 52 - 1])).toEqual([2, 0, 3, 5, 4, 1])
})
