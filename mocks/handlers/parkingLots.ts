import { HttpResponse } from 'msw'
import type { ParkingLot, ParkingLotsResponse } from '@/api/types'
import { SORT_ORDERS } from '@/schema/lists'
import { DEFAULT_LOT_SORT, LOT_SORT_FIELDS } from '@/schema/parkingLots'
import { auditEntry, auditLot, lotChanges, withEntries } from '@mocks/db/audit'
import { feedbackForLot, findLot, searchLots, sortedLots, type LotEntry } from '@mocks/db/lotIndex'
import type { World } from '@mocks/db/world'
import { BODY_TOO_LARGE, MAX_BODY_BYTES } from '@mocks/limits'
import { lotFromJson } from '@mocks/storedLot'
import { NotFound, paginate, readEnum, readPage, readText } from './query'
import { callerOf, errorResponse, type Api } from './route'

function lotOrNotFound(world: World, id: string): LotEntry {
  const entry = findLot(world, id)
  if (!entry) throw new NotFound(`Parking lot ${id} not found`)
  return entry
}

/** The detail, and the answer to a save: the lot with every feedback event about it, newest first. */
function lotWithFeedback(world: World, lot: ParkingLot): ParkingLot {
  return { ...lot, feedback: feedbackForLot(world, lot._id) }
}

export function parkingLotsHandlers(api: Api) {
  return [
    api.serve('getParkingLots', ({ url, world }) => {
      const page = readPage(url)
      const sortBy = readEnum(url, 'sortBy', LOT_SORT_FIELDS) ?? DEFAULT_LOT_SORT.sortBy
      const sortOrder = readEnum(url, 'sortOrder', SORT_ORDERS) ?? DEFAULT_LOT_SORT.sortOrder
      const search = readText(url, 'search')
      const ordered = sortedLots(world, sortBy, sortOrder)
      const { items, pagination } = paginate(search === undefined ? ordered : searchLots(ordered, search), page)
      return HttpResponse.json<ParkingLotsResponse>({ parkingLots: items.map((entry) => entry.lot()), pagination })
    }),

    api.serve('getParkingLot', ({ params, world }) =>
      HttpResponse.json<ParkingLot>(lotWithFeedback(world, lotOrNotFound(world, params.id).lot())),
    ),

    api.serve('updateParkingLot', async ({ request, params, world, backend, user }) => {
      const current = lotOrNotFound(world, params.id)
      // In the browser no server caps the body first (mock:server does): measured here, in bytes.
      const body = await request.arrayBuffer()
      if (body.byteLength > MAX_BODY_BYTES) return errorResponse(413, BODY_TOO_LARGE)
      const lot = lotFromJson(params.id, new TextDecoder().decode(body), current.row.lotId)
      await backend.commit((changes) => {
        // Against the lot as stored now, inside the commit: a save still being stored before this one has changed it.
        const fields = lotChanges(findLot(world, lot._id)?.lot() ?? current.lot(), lot)
        changes.lots[lot._id] = lot
        // A save that changes nothing reaches no user: it records nothing.
        if (fields.length > 0)
          changes.audit = withEntries(
            changes.audit,
            auditEntry(backend.now(), callerOf({ user }), 'lot.save', { lot: auditLot(lot), changes: fields }),
          )
      })
      return HttpResponse.json<ParkingLot>(lotWithFeedback(world, lot))
    }),
  ]
}
