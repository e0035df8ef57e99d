import { isRecord, validateLotJson } from '@/api/lotValidation'
import type { Geometry, ParkingLot, ParkingType } from '@/api/types'
import { PARKING_TYPE_VALUES } from './db/lots'
import { BadRequest } from './handlers/query'
import { JSON_TOO_DEEP, nestedDeeperThan } from './limits'

// The checks a lot passes before the backend stores it: at PUT /api/parking-lots/:id, and
// again for each lot of the stored changes when they are loaded (a file edited by hand or
// written by an older version), so whatever is laid over the world is a lot the PUT would
// have taken. Each failure is a BadRequest with the message the PUT answers.

/** The fields a lot is stored with; `feedback` is accepted in a body but never stored (it comes from the events). */
const LOT_FIELDS = new Set([
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
])
const OPTIONAL_TEXT_FIELDS = ['address', 'owner', 'notes', 'restriction_description'] as const

/**
 * The checks a server needs beyond the lot JSON checks (docs/product.md#lot-json-checks),
 * which the body has passed: types the console could never display or save sensibly, and,
 * given the lot's `currentLotId`, a changed lotId. Answers the lot as it will be stored:
 * only its own fields, absent ones as null.
 */
function storedLot(id: string, body: ParkingLot, currentLotId?: string): ParkingLot {
  const fields = body as unknown as Record<string, unknown>
  if (typeof fields._id !== 'string') throw new BadRequest('_id must be a string')
  if (fields._id !== id)
    throw new BadRequest(`The body's _id (${fields._id}) does not match the lot in the path (${id})`)
  if (typeof fields.lotId !== 'string') throw new BadRequest('lotId must be a string')
  const lotId = fields.lotId
  // Live-data controls, navigations and shares refer to a lot by its lotId.
  if (currentLotId !== undefined && lotId !== currentLotId) {
    throw new BadRequest(`lotId cannot be changed (it is ${currentLotId}): live data and app events refer to it`)
  }
  if (typeof fields.name !== 'string') throw new BadRequest('name must be a string')
  for (const field of OPTIONAL_TEXT_FIELDS) {
    const value = fields[field]
    if (value !== undefined && value !== null && typeof value !== 'string')
      throw new BadRequest(`${field} must be a string or null`)
  }
  const { spaces, parking_type: parkingType, geometry, additionalProperties } = fields
  if (spaces !== undefined && spaces !== null && !(Number.isInteger(spaces) && (spaces as number) >= 0)) {
    throw new BadRequest('spaces must be a whole number of at least 0, or null')
  }
  if (
    parkingType !== undefined &&
    parkingType !== null &&
    !(PARKING_TYPE_VALUES as readonly unknown[]).includes(parkingType)
  ) {
    throw new BadRequest(`parking_type must be one of ${PARKING_TYPE_VALUES.join(', ')}, or null`)
  }
  // The lot JSON checks passed, so geometry is an object with coordinates.
  if (typeof (geometry as Record<string, unknown>).type !== 'string')
    throw new BadRequest('geometry.type must be a string')
  if (additionalProperties !== undefined && !isRecord(additionalProperties))
    throw new BadRequest('additionalProperties must be an object')
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

/**
 * The lot `id` from the JSON text of a PUT body (whose size the caller has checked), as it
 * will be stored: the nesting limit on the text before it is parsed, the lot JSON checks
 * (validateLotJson, the console editor's own: docs/product.md#lot-json-checks), then the
 * server's.
 */
export function lotFromJson(id: string, text: string, currentLotId?: string): ParkingLot {
  if (nestedDeeperThan(text)) throw new BadRequest(JSON_TOO_DEEP)
  const checked = validateLotJson(text)
  if (!checked.ok) throw new BadRequest(checked.message)
  return storedLot(id, checked.lot, currentLotId)
}
