import * as z from 'zod/mini'
import { ROUTES } from '@/schema/routes'
import { SORT_ORDERS } from '@/schema/lists'
import { DEFAULT_LOT_SORT, LOT_SORT_FIELDS, MAX_SPACES, PARKING_TYPES, SPACES_RANGE } from '@/schema/parkingLots'
import { FeedbackItem } from './events'
import { call, PageQuery, Pagination, PARAMETER_NOT_VALID, refusedToRole, shownAsSent, textFilter } from './shared'

// The parking lots (docs/product.md#parking-lot): the list, a lot's detail and its save.

const Point = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]).check(z.describe('Longitude, then latitude.')),
})
const MultiPolygon = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(z.array(z.number())))),
})

/** A text field a lot may leave empty. */
const optionalText = (field: string) => z.nullish(z.string({ error: `${field} must be a string or null` }))

const SPACES_MESSAGE = `spaces must be a whole number ${SPACES_RANGE}, or null`

/**
 * A lot's fields as the server takes them, with its messages: the simulated backend's save,
 * the editor (src/api/lotSchema.ts) and the OpenAPI document read them here. The order is
 * the order the server reports problems in. The lot JSON checks of src/api/lotValidation.ts
 * (required fields, coordinates) come before them.
 */
export const lotFields = {
  _id: z.string({ error: '_id must be a string' }),
  lotId: z
    .string({ error: 'lotId must be a string' })
    .check(z.describe('The id live data and app events name the lot by; it never changes.')),
  name: z.string({ error: 'name must be a string' }),
  address: optionalText('address'),
  spaces: z.nullish(
    z
      .int({ error: SPACES_MESSAGE })
      .check(z.minimum(0, { error: SPACES_MESSAGE }), z.maximum(MAX_SPACES, { error: SPACES_MESSAGE })),
  ),
  owner: optionalText('owner'),
  notes: optionalText('notes'),
  restriction_description: optionalText('restriction_description'),
  parking_type: z.nullish(
    z.enum(PARKING_TYPES, { error: `parking_type must be one of ${PARKING_TYPES.join(', ')}, or null` }),
  ),
  // The console draws a Point or a MultiPolygon, and shows another geometry as it is stored.
  geometry: z.union([Point, MultiPolygon, z.looseObject({ type: z.string(), coordinates: z.array(z.unknown()) })], {
    error: 'geometry.type must be a string',
  }),
  additionalProperties: z.optional(
    z.record(z.string(), z.unknown(), { error: 'additionalProperties must be an object' }),
  ),
}

/** A save sends every field of the lot but its feedback; the server refuses a field it does not know. */
const LotSave = z.strictObject(lotFields)

// Lots come from many sources, and the console shows each field of one whatever it holds
// (a fallback text for a missing or odd one): one odd lot never hides the others. A lot
// without a location has no geometry.
const { _id, geometry, ...shownFields } = lotFields

export const ParkingLot = z.object({
  _id,
  ...(Object.fromEntries(
    Object.entries(shownFields).map(([name, schema]) => [name, shownAsSent(z.clone(schema))]),
  ) as typeof shownFields),
  geometry: shownAsSent(z.nullish(geometry)),
  feedback: shownAsSent(
    z.optional(z.array(FeedbackItem).check(z.describe('The lot’s feedback, newest first (the detail and the save).'))),
  ),
})

export const parkingLotCalls = {
  getParkingLots: call(ROUTES.getParkingLots, {
    summary: 'A page of parking lots, sorted, optionally searched',
    query: z.extend(PageQuery, {
      sortBy: z._default(z.enum(LOT_SORT_FIELDS), DEFAULT_LOT_SORT.sortBy),
      sortOrder: z._default(z.enum(SORT_ORDERS), DEFAULT_LOT_SORT.sortOrder),
      search: z.optional(textFilter().check(z.describe('Part of a lot’s name, address, lotId or owner, any case.'))),
    }),
    answer: z.object({ parkingLots: z.array(ParkingLot), pagination: Pagination }),
    errors: PARAMETER_NOT_VALID,
  }),
  getParkingLot: call(ROUTES.getParkingLot, {
    summary: 'One parking lot with its feedback',
    params: z.object({ id: z.string().check(z.describe('The lot’s _id.')) }),
    answer: ParkingLot,
    errors: { 404: 'No lot has this id' },
  }),
  updateParkingLot: call(ROUTES.updateParkingLot, {
    summary: 'Saves a whole lot; answers with the lot as saved',
    params: z.object({ id: z.string().check(z.describe('The lot’s _id.')) }),
    body: LotSave,
    // The lot as saved. The save is done whatever the answer holds, so the console shows the
    // lot as sent when the answer is not the lot (a proxy's { success: true }).
    answer: shownAsSent(z.object(ParkingLot.shape)),
    errors: {
      400: 'The body is not a lot, or a field is not valid (the message names it)',
      404: 'No lot has this id',
      413: 'The body is too large',
      ...refusedToRole('updateParkingLot'),
    },
  }),
}
