import * as z from 'zod/mini'
import { ROUTES } from '@/schema/routes'
import { SORT_ORDERS } from '@/schema/lists'
import { DEFAULT_LOT_SORT, LOT_SORT_FIELDS, MAX_SPACES, PARKING_TYPES } from '@/schema/parkingLots'
import { FeedbackItem } from './events'
import { call, PageQuery, Pagination, shownAsSent, textFilter } from './shared'

// The parking lots (docs/product.md#parking-lot): the list, a lot's detail and its save.

const text = () => z.optional(z.nullable(z.string()))

const Point = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]).check(z.describe('Longitude, then latitude.')),
})
const MultiPolygon = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(z.array(z.number())))),
})
/** The console draws a Point or a MultiPolygon and shows any other geometry as it is stored. */
const Geometry = z.union([Point, MultiPolygon, z.object({ type: z.string(), coordinates: z.optional(z.unknown()) })])

const lotFields = {
  _id: z.string(),
  lotId: z.string().check(z.describe('The id live data and app events name the lot by; it never changes.')),
  name: z.string(),
  address: text(),
  spaces: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(MAX_SPACES)))),
  owner: text(),
  notes: text(),
  restriction_description: text(),
  parking_type: z.optional(z.nullable(z.enum(PARKING_TYPES))),
  geometry: z.optional(z.nullable(Geometry)),
  additionalProperties: z.optional(z.record(z.string(), z.unknown())),
}

/** A save sends every field of the lot but its feedback; the server checks each one. */
const LotSave = z.strictObject(lotFields)

// Lots come from many sources, and the console shows each field of one whatever it holds
// (a fallback text for a missing or odd one): one odd lot never hides the others.
const { _id, ...shownFields } = lotFields

export const ParkingLot = z.object({
  _id,
  ...(Object.fromEntries(
    Object.entries(shownFields).map(([name, schema]) => [name, shownAsSent(schema)]),
  ) as typeof shownFields),
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
    errors: { 400: 'A parameter is not valid' },
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
    },
  }),
}
