import { validateLotJson } from '@/api/lotValidation'
import { lotProblem } from '@/api/lotSchema'
import type { ParkingLot } from '@/api/types'
import { BadRequest } from './handlers/query'
import { JSON_TOO_DEEP, nestedDeeperThan } from './limits'

// The checks a lot passes before the backend stores it: at PUT /api/parking-lots/:id, and
// again for each lot of the stored changes when they are loaded (a file edited by hand or
// written by an older version), so whatever is laid over the world is a lot the PUT would
// have taken. Each failure is a BadRequest with the message the PUT answers.

/**
 * The checks a server needs beyond the lot JSON checks (docs/product.md#lot-json-checks),
 * which the body has passed: the lot schema (src/api/lotSchema.ts, the console editor's
 * own): types the console could never display or save sensibly, the path's id, and, given
 * the lot's `currentLotId`, a changed lotId. Answers the lot as it will be stored: only its
 * own fields, absent ones as null.
 */
function storedLot(id: string, body: ParkingLot, currentLotId?: string): ParkingLot {
  const problem = lotProblem(body, { id, currentLotId })
  if (problem !== null) throw new BadRequest(problem)
  return {
    _id: id,
    lotId: body.lotId,
    name: body.name,
    address: body.address ?? null,
    spaces: body.spaces ?? null,
    owner: body.owner ?? null,
    notes: body.notes ?? null,
    restriction_description: body.restriction_description ?? null,
    parking_type: body.parking_type ?? null,
    geometry: body.geometry,
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
