import { MatchersV3, type Matcher } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { getParkingLot, getParkingLots, updateParkingLot } from '../src/api/parkingLots'
import type { FeedbackItem, FeedbackType, Geometry, ParkingLot, ParkingLotsResponse, ParkingType } from '../src/api/types'
import { STATES } from './pactNames'
import {
  answersWith,
  AUTHENTICATED_HEADERS,
  count,
  createPact,
  errorBody,
  everyMember,
  exampleOf,
  executeTest,
  fromState,
  isoDateTime,
  listOf,
  oneOf,
  paginationOf,
  rate,
  signIn,
  text,
  type Template,
} from './support'

// The parking-lot calls of SPEC section 7: the list (search, sort, pages), one lot, and
// saving an edited lot (SPEC section 5's checks).

const pact = createPact()

/** The example lot the `parkingLotExists` state stands for; the provider injects its own id and lotId. */
const EXAMPLE_ID = '665f1c2ab4e5d6f7a8b9c0d1'
const EXAMPLE_LOT_ID = 'OSL-0042'
const LOT_PATH = fromState('/api/parking-lots/${id}', `/api/parking-lots/${EXAMPLE_ID}`, '^/api/parking-lots/[^/]+$')

/** What the list screen sends when it opens (src/features/parking-lots/listParams.ts). */
const FIRST_PAGE = { page: 1, limit: 50, sortBy: 'address', sortOrder: 'asc' } as const
const FIRST_PAGE_QUERY = { page: '1', limit: '50', sortBy: 'address', sortOrder: 'asc' }

const PARKING_TYPES = everyMember<ParkingType>({ garage: true, underground: true, surface: true, street: true, park_and_ride: true })
const FEEDBACK_TYPES = everyMember<FeedbackType>({ up: true, down: true, comment: true })

/**
 * A free key/value map: any object, with any keys (none too) and values of any type.
 * `like(example)` would require every key of the example (Pact reports "Actual map is
 * missing the following keys"), which the spec does not promise; eachKeyMatches with its
 * default rule accepts any key and leaves the values alone, but still refuses a non-object.
 */
function freeMap(example: Record<string, unknown>): Matcher<Record<string, unknown>> {
  return MatchersV3.eachKeyMatches(example) as unknown as Matcher<Record<string, unknown>>
}

/** A Point as SPEC section 3 has it: [longitude, latitude], here in Oslo. */
const pointGeometry: Template<Geometry> = {
  // A regex, not a literal: inside a list (listOf) a literal would only be type-matched.
  type: oneOf(['Point'], 'Point'),
  // Any JSON number: a coordinate that happens to be whole is written without decimals.
  coordinates: [rate(10.7522), rate(59.9139)],
}

/** A lot with every field set, as the `parkingLotExists` state promises; without its feedback. */
const completeLot = {
  _id: text(EXAMPLE_ID),
  lotId: text(EXAMPLE_LOT_ID),
  name: text('Storgata 12 Parkeringshus'),
  address: text('Storgata 12, 0155 Oslo'),
  spaces: count(240),
  owner: text('Oslo Kommune'),
  notes: text('EV chargers on level -1'),
  restriction_description: text('Max 2 hours on weekdays'),
  parking_type: oneOf(PARKING_TYPES, 'garage'),
  geometry: pointGeometry,
  additionalProperties: freeMap({ hourlyRate: 30, dailyRate: 180, cleaned_price_zone: 'Zone 1 - Sentrum' }),
} satisfies Template<ParkingLot>

/**
 * A feedback item: only the fields FeedbackItem requires. comment, searchId, spotAddress,
 * spotType, parkingLotName and parkingLotId are optional (absent, e.g., on a thumbs-up
 * without a comment), and Pact cannot say "this type or absent" for a field in a list.
 */
const feedbackItem: Template<FeedbackItem> = {
  _id: text('665f1d09b4e5d6f7a8b9c1a2'),
  userId: text('user-0187'),
  feedbackType: oneOf(FEEDBACK_TYPES, 'up'),
  timestamp: isoDateTime('2024-05-14T08:12:45.120Z'),
}

/**
 * A lot in a list. Imported lots may lack any field but these three (address, spaces,
 * owner, type and geometry are null on some): the list shows its fallbacks, and Pact has
 * no matcher for "this type or null", so the nullable fields are left out.
 */
const listItem: Template<ParkingLot> = {
  _id: text(EXAMPLE_ID),
  lotId: text(EXAMPLE_LOT_ID),
  name: text('Storgata 12 Parkeringshus'),
}

describe('GET /api/parking-lots', () => {
  it('answers the list screen’s first request with a page of lots and the pagination', async () => {
    signIn()
    const body: Template<ParkingLotsResponse> = {
      parkingLots: listOf<ParkingLot>(listItem),
      // The state has more than one page of lots.
      pagination: paginationOf(1, 50, 1240),
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.parkingLotsExist)
      .uponReceiving('a request for the first page of parking lots sorted by address')
      .withRequest('GET', '/api/parking-lots', (request) => request.headers(AUTHENTICATED_HEADERS).query(FIRST_PAGE_QUERY))

    // The list screen's default search is '', which the client leaves out of the query.
    await answersWith(interaction, body, () => getParkingLots({ ...FIRST_PAGE, search: '' }))
  })

  it('finds a lot by its lotId', async () => {
    signIn()
    const body: Template<ParkingLotsResponse> = {
      // The search matches text anywhere, so other lots (OSL-00421, say) may come back with
      // gaps in their fields: each item is held to the list's fields only.
      parkingLots: listOf<ParkingLot>(listItem),
      pagination: paginationOf(1, 50, 1),
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.parkingLotExists)
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

  it('answers a search nothing matches with an empty page', async () => {
    signIn()
    const search = 'no-such-lot-zz9'
    const body: Template<ParkingLotsResponse> = {
      parkingLots: [],
      // Nothing matches, so the total is pinned: the screen says 'No parking lots found matching …'.
      pagination: { ...paginationOf(1, 50, 0), total: 0 },
    }

    const interaction = pact
      .addInteraction()
      .given(STATES.noParkingLotMatches, { search })
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
  it('answers with the lot, every field set, and its feedback', async () => {
    signIn()
    const body: Template<ParkingLot> = { ...completeLot, feedback: listOf<FeedbackItem>(feedbackItem) }

    const interaction = pact
      .addInteraction()
      .given(STATES.parkingLotExists)
      .uponReceiving('a request for an existing parking lot')
      .withRequest('GET', LOT_PATH, (request) => request.headers(AUTHENTICATED_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(body))

    await executeTest(interaction, async () => {
      const lot = await getParkingLot(EXAMPLE_ID)
      expect(lot).toEqual(exampleOf(body))
      expect(lot.geometry).toEqual({ type: 'Point', coordinates: [10.7522, 59.9139] })
    })
  })

  it('answers an unknown id with 404, which the console reports as API call failed: 404 Not Found', async () => {
    signIn()
    const id = 'ffffffffffffffffffffffff'

    const interaction = pact
      .addInteraction()
      .given(STATES.parkingLotMissing, { id })
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
  /**
   * The edited lot as the console sends it: every field of the lot but its feedback (the
   * modal leaves it out), the state's _id and lotId, and values the provider stores as given.
   */
  const editedLot = {
    _id: fromState('${id}', EXAMPLE_ID),
    lotId: fromState('${lotId}', EXAMPLE_LOT_ID),
    name: 'Storgata 12 Parkeringshus',
    address: 'Storgata 12, 0155 Oslo',
    spaces: 240,
    owner: 'Oslo Kommune',
    notes: 'EV chargers on level -1',
    restriction_description: 'Max 2 hours on weekdays',
    parking_type: 'garage',
    geometry: { type: 'Point', coordinates: [10.7522, 59.9139] },
    additionalProperties: { hourlyRate: 30, dailyRate: 180, cleaned_price_zone: 'Zone 1 - Sentrum' },
  } satisfies Template<ParkingLot>

  it('saves the full edited lot and answers with the lot as saved', async () => {
    signIn()
    // The saved lot, every field set (the body set them all); its feedback is not part of the promise.
    const body: Template<ParkingLot> = completeLot

    const interaction = pact
      .addInteraction()
      .given(STATES.parkingLotExists)
      .uponReceiving('a save of an edited parking lot')
      .withRequest('PUT', LOT_PATH, (request) => request.headers(AUTHENTICATED_HEADERS).jsonBody(editedLot))

    await answersWith(interaction, body, () => updateParkingLot(EXAMPLE_ID, exampleOf<ParkingLot>(editedLot)))
  })

  it('answers a lot without geometry with 400 and the reason, which the editor shows', async () => {
    // The editor checks SPEC section 5's rules before it sends, so it never sends this lot;
    // the server must still refuse it (any client can call the API), and the 400 with its
    // message is what the editor shows for every save the server refuses.
    signIn()
    const { geometry: _geometry, ...lotWithoutGeometry } = editedLot
    const reason = 'Missing required field: geometry'

    const interaction = pact
      .addInteraction()
      .given(STATES.parkingLotExists)
      .uponReceiving('a save of a parking lot without geometry')
      .withRequest('PUT', LOT_PATH, (request) => request.headers(AUTHENTICATED_HEADERS).jsonBody(lotWithoutGeometry))
      .willRespondWith(400, (response) => response.jsonBody(errorBody(reason)))

    await executeTest(interaction, async () => {
      // apiRequest keeps SPEC section 8's generic message and the body's text as
      // serverMessage, which the lot editor shows (LotModal: the server's message, or
      // 'Failed to update parking lot' when there is none).
      await expect(updateParkingLot(EXAMPLE_ID, exampleOf<ParkingLot>(lotWithoutGeometry))).rejects.toMatchObject({
        name: 'ApiError',
        status: 400,
        message: 'API call failed: 400 Bad Request',
        serverMessage: reason,
      })
    })
  })
})
