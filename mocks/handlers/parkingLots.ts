import { HttpResponse } from 'msw'
import { isRecord, validateLotJson } from '../../src/api/lotValidation'
import type { Geometry, ParkingLot, ParkingLotSortField, ParkingLotsResponse, ParkingType, SortOrder } from '../../src/api/types'
import { feedbackForLot, findLot, searchLots, sortedLots, type LotEntry } from '../db/lotIndex'
import { PARKING_TYPE_VALUES } from '../db/lots'
import type { World } from '../db/world'
import { BadRequest, NotFound, paginate, readEnum, readPage, readText } from './query'
import type { Api } from './route'

const SORT_FIELDS: readonly ParkingLotSortField[] = ['address', 'name', 'lotId', 'spaces', 'parking_type', 'owner']
const SORT_ORDERS: readonly SortOrder[] = ['asc', 'desc']

/** The fields a lot is stored with; `feedback` is accepted in a body but never stored (it comes from the events). */
const LOT_FIELDS = new Set([
  '_id', 'lotId', 'name', 'address', 'spaces', 'owner', 'notes', 'restriction_description',
  'parking_type', 'geometry', 'additionalProperties', 'feedback',
])
const OPTIONAL_TEXT_FIELDS = ['address', 'owner', 'notes', 'restriction_description'] as const

function lotOrNotFound(world: World, id: string): LotEntry {
  const entry = findLot(world, id)
  if (!entry) throw new NotFound(`Parking lot ${id} not found`)
  return entry
}

/** The detail, and the answer to a save: the lot with every feedback event about it, newest first. */
function lotWithFeedback(world: World, lot: ParkingLot): ParkingLot {
  return { ...lot, feedback: feedbackForLot(world, lot._id) }
}

/**
 * The checks a server needs beyond SPEC section 5's (which the body has passed): types
 * the console could never display or save sensibly, and a changed lotId. Answers
 * the lot as it will be stored: only its own fields, absent ones as null.
 */
function storedLot(world: World, id: string, body: ParkingLot): ParkingLot {
  const fields = body as unknown as Record<string, unknown>
  if (typeof fields._id !== 'string') throw new BadRequest('_id must be a string')
  if (fields._id !== id) throw new BadRequest(`The body's _id (${fields._id}) does not match the lot in the path (${id})`)
  if (typeof fields.lotId !== 'string') throw new BadRequest('lotId must be a string')
  const lotId = fields.lotId
  // Live-data controls, navigations and shares refer to a lot by its lotId.
  const current = findLot(world, id)!.row.lotId
  if (lotId !== current) throw new BadRequest(`lotId cannot be changed (it is ${current}): live data and app events refer to it`)
  if (typeof fields.name !== 'string') throw new BadRequest('name must be a string')
  for (const field of OPTIONAL_TEXT_FIELDS) {
    const value = fields[field]
    if (value !== undefined && value !== null && typeof value !== 'string') throw new BadRequest(`${field} must be a string or null`)
  }
  const { spaces, parking_type: parkingType, geometry, additionalProperties } = fields
  if (spaces !== undefined && spaces !== null && !(Number.isInteger(spaces) && (spaces as number) >= 0)) {
    throw new BadRequest('spaces must be a whole number of at least 0, or null')
  }
  if (parkingType !== undefined && parkingType !== null && !(PARKING_TYPE_VALUES as readonly unknown[]).includes(parkingType)) {
    throw new BadRequest(`parking_type must be one of ${PARKING_TYPE_VALUES.join(', ')}, or null`)
  }
  // SPEC's checks passed, so geometry is an object with coordinates.
  if (typeof (geometry as Record<string, unknown>).type !== 'string') throw new BadRequest('geometry.type must be a string')
  if (additionalProperties !== undefined && !isRecord(additionalProperties)) throw new BadRequest('additionalProperties must be an object')
  const unknown = Object.keys(fields).find((field) => !LOT_FIELDS.has(field))
  if (unknown !== undefined) throw new BadRequest(`Unknown field: ${unknown}`)

  return {
    _id: id,
    lotId,
    name: fields.name,
    address: body.address ?? null,
    spaces: body.spaces ?? null,
    owner: body.owner ?? null,
    notes: body.notes ?? null,
    restriction_description: body.restriction_description ?? null,
    parking_type: (parkingType as ParkingType | null | undefined) ?? null,
    geometry: geometry as Geometry,
    additionalProperties: body.additionalProperties ?? {},
  }
}

export function parkingLotsHandlers(api: Api) {
  return [
    api.get('/api/parking-lots', ({ url, world }) => {
      const page = readPage(url, 50)
      const sortBy = readEnum(url, 'sortBy', SORT_FIELDS) ?? 'address'
      const sortOrder = readEnum(url, 'sortOrder', SORT_ORDERS) ?? 'asc'
      const search = readText(url, 'search')
      const ordered = sortedLots(world, sortBy, sortOrder)
      const { items, pagination } = paginate(search === undefined ? ordered : searchLots(ordered, search), page)
      return HttpResponse.json<ParkingLotsResponse>({ parkingLots: items.map((entry) => entry.lot()), pagination })
    }),

    api.get<{ id: string }>('/api/parking-lots/:id', ({ params, world }) =>
      HttpResponse.json<ParkingLot>(lotWithFeedback(world, lotOrNotFound(world, params.id).lot())),
    ),

    api.put<{ id: string }>('/api/parking-lots/:id', async ({ request, params, world, backend }) => {
      lotOrNotFound(world, params.id)
      const checked = validateLotJson(await request.text())
      if (!checked.ok) throw new BadRequest(checked.message)
      const lot = storedLot(world, params.id, checked.lot)
      backend.commit((changes) => {
        changes.lots[lot._id] = lot
      })
      return HttpResponse.json<ParkingLot>(lotWithFeedback(world, lot))
    }),
  ]
}
