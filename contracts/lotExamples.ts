import type { ParkingLot } from '@/api/types'
import { fromState, type Template } from './support'

// The lots the parking-lot and live-data interactions name. The provider's state picks the
// real lot and injects its ids (Pact's provider-state values); these are the examples the
// consumer tests run with.

/** The `_id` of the lot the `parkingLotExists` state stands for. */
export const EXAMPLE_ID = '665f1c2ab4e5d6f7a8b9c0d1'
/** Its `lotId`, and the lot the `lotIsEnabled` state stands for. */
export const EXAMPLE_LOT_ID = 'OSL-0042'

/** The detail (and save) path of the state's lot. */
export const LOT_PATH = fromState(
  '/api/parking-lots/${id}',
  `/api/parking-lots/${EXAMPLE_ID}`,
  '^/api/parking-lots/[^/]+$',
)

/** The toggle path of the `lotIsEnabled` state's lot. */
export const TOGGLE_PATH = fromState(
  '/api/v1/lots/admin/live-data-controls/${lotId}/toggle',
  `/api/v1/lots/admin/live-data-controls/${EXAMPLE_LOT_ID}/toggle`,
  '^/api/v1/lots/admin/live-data-controls/[^/]+/toggle$',
)

/**
 * What the save changes: values no seeded lot has (the `parkingLotExists` state promises a
 * lot whose name is not this one), so an answer holding them is the lot as saved, not the
 * record as it was.
 */
export const EDIT = {
  name: 'Storgata 12 Parkeringshus (renamed in the editor)',
  spaces: 241,
  notes: 'EV chargers on level -1 and -2',
} as const

/**
 * The edited lot as the console sends it: every field of the lot but its feedback (the
 * modal leaves it out), the state's _id and lotId, the changed values and the rest.
 */
export const editedLot = {
  _id: fromState('${id}', EXAMPLE_ID),
  lotId: fromState('${lotId}', EXAMPLE_LOT_ID),
  name: EDIT.name,
  address: 'Storgata 12, 0155 Oslo',
  spaces: EDIT.spaces,
  owner: 'Oslo Kommune',
  notes: EDIT.notes,
  restriction_description: 'Max 2 hours on weekdays',
  parking_type: 'garage',
  geometry: { type: 'Point', coordinates: [10.7522, 59.9139] },
  additionalProperties: { hourlyRate: 30, dailyRate: 180, cleaned_price_zone: 'Zone 1 - Sentrum' },
} satisfies Template<ParkingLot>
