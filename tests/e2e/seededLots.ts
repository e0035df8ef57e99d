import type { ParkingLot } from '@/api/types'
import { DEFAULT_SEED } from '@mocks/defaultSeed'
import { createWorld, fromLotRecord } from '@mocks/db/world'

// The demo's lots as its simulated backend seeds them, read here rather than from a page:
// a test can open the lot it needs at its address in one load. Lots follow from the seed
// alone (not the day); their feedback follows the clock, so a test reads that from the page.

let lots: ParkingLot[] | undefined

/** Every lot of the demo's default world, in the order the world made them. */
export function seededLots(): readonly ParkingLot[] {
  lots ??= createWorld({ seed: DEFAULT_SEED }).db.parkingLot.getAll().map(fromLotRecord)
  return lots
}

/** The first seeded lot `matches` accepts; fails the test when none does. */
export function seededLot(what: string, matches: (lot: ParkingLot) => boolean): ParkingLot {
  const lot = seededLots().find(matches)
  if (!lot) throw new Error(`The seeded world has no ${what}`)
  return lot
}
