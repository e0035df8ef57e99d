import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { getParkingLot, getParkingLots, updateParkingLot } from '@/api/parkingLots'
import type { ParkingLot, ParkingLotsResponse, SortOrder } from '@/api/types'
import { EDIT, editedLot, EXAMPLE_ID, EXAMPLE_LOT_ID, LOT_PATH } from './lotExamples'
import { STATES } from './pactNames'
import {
  answersWith,
  AUTHENTICATED_HEADERS,
  createPact,
  signedInInteraction,
  errorBody,
  exactly,
  exampleOf,
  executeTest,
  fromState,
  listOf,
  paginationOf,
  signIn,
  text,
  type Template,
} from './support'

// The parking-lot calls of the API (docs/product.md#api-calls): the list (search, sort,
// pages), one lot, and saving an edited lot (docs/product.md#lot-json-checks).

const pact = createPact()

/** What the list screen sends when it opens (src/features/parking-lots/listParams.ts). */
const FIRST_PAGE = { page: 1, limit: 50, sortBy: 'address', sortOrder: 'asc' } as const
const FIRST_PAGE_QUERY = { page: '1', limit: '50', sortBy: 'address', sortOrder: 'asc' }

/**
 * A lot as the console needs it, in the list and on its page: its ids and name. Every other
 * field has a fallback the screens show when it is missing
 * (docs/product.md#parking-lot-detail: 'Address not available', N/A spaces, Unknown type
 * and owner, 'No notes available', 'No restrictions', 'No additional properties available',
 * 'No location data available', no feedback), so the pact leaves them out: a backend may
 * send them or not. Pact has no matcher for "this type or absent", so their types are not
 * checked either; the screens show an odd-typed value as text
 * (tests/component/parkingLotDetail.test.tsx).
 */
const lotIdentity: Template<ParkingLot> = {
  _id: text(EXAMPLE_ID),
  lotId: text(EXAMPLE_LOT_ID),
  name: text('Storgata 12 Parkeringshus'),
}

/** The street of lots the `streetOfLots` state sets up: '{street} 01' to '{street} 30'. */
const STREET = { street: 'Kontraktveien', count: 30 }
const streetLotName = (number: number) => `${STREET.street} ${String(number).padStart(2, '0')}`

/** What the list screen sends for a page of the street's lots sorted by name (25 a page, a size it offers). */
function streetQuery(page: number, sortOrder: SortOrder) {
  return { page: String(page), limit: '25', sortBy: 'name', sortOrder, search: STREET.street }
}

/** A page of the street's lots: exactly these, in this order (the list has no matcher, so its length is exact too). */
function streetPage(page: number, numbers: number[]): Template<ParkingLotsResponse> {
  return {
    parkingLots: numbers.map((number) => ({ ...lotIdentity, name: exactly(streetLotName(number)) })),
    // Exact: the pagination control shows 'Page X of Y' and the count of lots.
    pagination: { page, total: STREET.count, pages: 2 },
  }
}

/** Numbers from `first` to `last`, either way. */
function numbersFrom(first: number, last: number): number[] {
  const step = first <= last ? 1 : -1
  return Array.from({ length: Math.abs(last - first) + 1 }, (_, index) => first + index * step)
}

describe('GET /api/parking-lots', () => {
  it('answers the list screen’s first request with a page of lots and the pagination', async () => {
    signIn()
    const body: Template<ParkingLotsResponse> = {
      parkingLots: listOf<ParkingLot>(lotIdentity),
      // The state has more than one page of lots.
      pagination: paginationOf(1, 50, 1240),
    }

    const interaction = signedInInteraction(pact, STATES.parkingLotsExist)
      .uponReceiving('a request for the first page of parking lots sorted by address')
      .withRequest('GET', '/api/parking-lots', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query(FIRST_PAGE_QUERY),
      )

    // The list screen's default search is '', which the client leaves out of the query.
    await answersWith<ParkingLotsResponse>(interaction, body, () => getParkingLots({ ...FIRST_PAGE, search: '' }))
  })

  it('finds a lot by its lotId, and only that lot', async () => {
    signIn()
    const body: Template<ParkingLotsResponse> = {
      // No other lot contains the state's lotId, so the answer is that one lot: a list of
      // exactly one. A backend that ignores the search answers a page of other lots.
      parkingLots: [lotIdentity],
      pagination: paginationOf(1, 50, 1),
    }

    const interaction = signedInInteraction(pact, STATES.parkingLotExists)
      .uponReceiving('a search for parking lots by the lotId of an existing lot')
      .withRequest('GET', '/api/parking-lots', (request) =>
        request
          .headers(AUTHENTICATED_HEADERS)
          // Trimmed: no space at either end.
          .query({ ...FIRST_PAGE_QUERY, search: fromState('${lotId}', EXAMPLE_LOT_ID, '^\\S(.*\\S)?$') }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))

    await executeTest(interaction, async () => {
      // Typed with spaces around it: the client sends the term trimmed.
      const answer = await getParkingLots({ ...FIRST_PAGE, search: ` ${EXAMPLE_LOT_ID} ` })
      expect(answer).toEqual(exampleOf(body))
      expect(answer.parkingLots[0]?.lotId).toBe(EXAMPLE_LOT_ID)
    })
  })

  it.each([
    ['asc', 1, numbersFrom(1, 25)],
    ['desc', 1, numbersFrom(30, 6)],
    ['asc', 2, numbersFrom(26, 30)],
  ] as const)(
    'sorts by name %s and answers page %i of 25, exactly the lots that belong there',
    async (sortOrder, page, numbers) => {
      // The street's names and addresses run opposite ways, so a backend that ignores sortBy
      // (and sorts by address), sortOrder, page or limit answers other lots or another count.
      signIn()
      const body = streetPage(page, numbers)

      const interaction = signedInInteraction(pact, STATES.streetOfLots, STREET)
        .uponReceiving(
          `a request for page ${page} of 25 of the lots of a street, sorted by name ${sortOrder === 'asc' ? 'ascending' : 'descending'}`,
        )
        .withRequest('GET', '/api/parking-lots', (request) =>
          request.headers(AUTHENTICATED_HEADERS).query(streetQuery(page, sortOrder)),
        )
        .willRespondWith(200, (response) => response.jsonBody(body))

      await executeTest(interaction, async () => {
        const answer = await getParkingLots({ page, limit: 25, sortBy: 'name', sortOrder, search: STREET.street })
        expect(answer.parkingLots.map((lot) => lot.name)).toEqual(numbers.map(streetLotName))
      })
    },
  )

  it('answers a search nothing matches with an empty page', async () => {
    signIn()
    const search = 'no-such-lot-zz9'
    const body: Template<ParkingLotsResponse> = {
      // Nothing matches, so the list is pinned empty: the screen says 'No parking lots found matching …'.
      parkingLots: [],
      pagination: paginationOf(1, 50, 0),
    }

    const interaction = signedInInteraction(pact, STATES.noParkingLotMatches, { search })
      .uponReceiving('a search for parking lots that no lot matches')
      .withRequest('GET', '/api/parking-lots', (request) =>
        request.headers(AUTHENTICATED_HEADERS).query({ ...FIRST_PAGE_QUERY, search }),
      )
      .willRespondWith(200, (response) => response.jsonBody(body))

    await executeTest(interaction, async () => {
      const answer = await getParkingLots({ ...FIRST_PAGE, search })
      expect(answer).toEqual(exampleOf(body))
    })
  })
})

describe('GET /api/parking-lots/{id}', () => {
  it('answers with the lot: its ids and name, and whatever else it has', async () => {
    signIn()
    const body: Template<ParkingLot> = lotIdentity

    const interaction = signedInInteraction(pact, STATES.parkingLotExists)
      .uponReceiving('a request for an existing parking lot')
      .withRequest('GET', LOT_PATH, (request) => request.headers(AUTHENTICATED_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(body))

    await executeTest(interaction, async () => {
      expect(await getParkingLot(EXAMPLE_ID)).toEqual(exampleOf(body))
    })
  })

  it('answers an unknown id with 404, which the console reports as API call failed: 404 Not Found', async () => {
    signIn()
    const id = 'ffffffffffffffffffffffff'

    const interaction = signedInInteraction(pact, STATES.parkingLotMissing, { id })
      .uponReceiving('a request for a parking lot that does not exist')
      .withRequest('GET', `/api/parking-lots/${id}`, (request) => request.headers(AUTHENTICATED_HEADERS))
      .willRespondWith(404, (response) => response.jsonBody(errorBody(`Parking lot ${id} not found`)))

    await executeTest(interaction, async () => {
      await expect(getParkingLot(id)).rejects.toMatchObject({
        name: 'ApiError',
        status: 404,
        message: 'API call failed: 404 Not Found',
        serverMessage: `Parking lot ${id} not found`,
      })
    })
  })
})

describe('PUT /api/parking-lots/{id}', () => {
  it('saves the full edited lot and answers with the lot as saved, the changes in it', async () => {
    signIn()
    // The changed values, exactly: an answer holding the record as it was before the save
    // fails. The console shows this answer as the saved lot.
    const body: Template<ParkingLot> = {
      ...lotIdentity,
      name: exactly(EDIT.name),
      spaces: MatchersV3.equal<number>(EDIT.spaces),
      notes: exactly(EDIT.notes),
    }

    const interaction = signedInInteraction(pact, STATES.parkingLotExists)
      .uponReceiving('a save of an edited parking lot')
      .withRequest('PUT', LOT_PATH, (request) => request.headers(AUTHENTICATED_HEADERS).jsonBody(editedLot))

    await answersWith(interaction, body, () => updateParkingLot(EXAMPLE_ID, exampleOf<ParkingLot>(editedLot)))
  })

  it('answers a lot without geometry with 400 and the reason, which the editor shows', async () => {
    // The editor checks the lot JSON rules (docs/product.md#lot-json-checks) before it
    // sends, so it never sends this lot; the server must still refuse it (any client can
    // call the API), and the 400 with its message is what the editor shows for every save
    // the server refuses.
    signIn()
    const { geometry: _geometry, ...lotWithoutGeometry } = editedLot
    const reason = 'Missing required field: geometry'

    const interaction = signedInInteraction(pact, STATES.parkingLotExists)
      .uponReceiving('a save of a parking lot without geometry')
      .withRequest('PUT', LOT_PATH, (request) => request.headers(AUTHENTICATED_HEADERS).jsonBody(lotWithoutGeometry))
      .willRespondWith(400, (response) => response.jsonBody(errorBody(reason)))

    await executeTest(interaction, async () => {
      // apiRequest keeps the generic message (docs/product.md#error-texts) and the body's
      // text as serverMessage, which the lot editor shows (LotModal: the server's message,
      // or 'Failed to update parking lot' when there is none).
      await expect(updateParkingLot(EXAMPLE_ID, exampleOf<ParkingLot>(lotWithoutGeometry))).rejects.toMatchObject({
        name: 'ApiError',
        status: 400,
        message: 'API call failed: 400 Bad Request',
        serverMessage: reason,
      })
    })
  })
})
