import { describe, expect, it } from 'vitest'
import { getDataVersion, getLiveDataControls, toggleLiveData, updateLiveDataMetrics } from '@/api/liveData'
import type {
  LiveDataControl,
  LiveDataControlsResponse,
  MessageResponse,
  ToggleLiveDataResponse,
  VersionResponse,
} from '@/api/types'
import { EXAMPLE_LOT_ID, TOGGLE_PATH } from './lotExamples'
import { STATES } from './pactNames'
import {
  answersWith,
  AUTHENTICATED_HEADERS,
  count,
  counts,
  createPact,
  signedInInteraction,
  exampleOf,
  executeTest,
  flag,
  isoDateTime,
  listOf,
  rate,
  signIn,
  text,
  type Template,
} from './support'

// The Live Data Controls calls of the API (docs/product.md#api-calls): the controls per
// lot, the version of the lot data the app downloads, and the two actions without a body
// (toggle, refresh metrics). A POST without a body still carries the JSON Content-Type:
// apiRequest sets it on every call.

const pact = createPact()

describe('GET /api/v1/lots/admin/live-data-controls', () => {
  it('answers with a control per lot, the summary and when it was computed', async () => {
    signIn()
    const control: Template<LiveDataControl> = {
      lotId: text(EXAMPLE_LOT_ID),
      isEnabled: flag(true),
      lastUpdated: isoDateTime('2024-05-14T09:12:30.000Z'),
      occupancyChangesLastHour: count(14),
      // Percent, one decimal.
      maxChangeLastHour: rate(12.5),
      dataPointsLastHour: count(58),
    }
    const body: Template<LiveDataControlsResponse> = {
      data: {
        controls: listOf<LiveDataControl>(control),
        summary: counts({ total: 25, enabled: 22, disabled: 3 }),
      },
      timestamp: isoDateTime('2024-05-14T09:30:00.000Z'),
    }

    const interaction = signedInInteraction(pact, STATES.liveDataControlsExist)
      .uponReceiving('a request for the live data controls')
      .withRequest('GET', '/api/v1/lots/admin/live-data-controls', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith(interaction, body, () => getLiveDataControls())
  })
})

describe('GET /api/v1/parking-lots/version', () => {
  it('answers with the version of the lot data, when it changed and how long ago', async () => {
    signIn()
    const body: Template<VersionResponse> = {
      data: {
        version: count(17),
        lastModified: isoDateTime('2024-05-12T06:45:00.000Z'),
        age: counts({ days: 2, hours: 2, minutes: 45 }),
      },
    }

    const interaction = signedInInteraction(pact, STATES.lotDataHasVersion)
      .uponReceiving('a request for the version of the lot data')
      .withRequest('GET', '/api/v1/parking-lots/version', (request) => request.headers(AUTHENTICATED_HEADERS))

    await answersWith(interaction, body, () => getDataVersion())
  })
})

describe('POST /api/v1/lots/admin/live-data-controls/{lotId}/toggle', () => {
  it('switches an enabled lot off and answers with its new state', async () => {
    signIn()
    const body: Template<ToggleLiveDataResponse> = {
      data: {
        message: text(`Live data for ${EXAMPLE_LOT_ID} is now disabled`),
        // Pinned, not flag(): the state's lot is enabled, so after the toggle it must be off.
        // The screen reads the new state from the list it fetches next; this is the one
        // place a contract can see that the toggle really switched the lot.
        isEnabled: false,
      },
    }

    const interaction = signedInInteraction(pact, STATES.lotIsEnabled)
      .uponReceiving('a toggle of the live data of an enabled lot')
      .withRequest('POST', TOGGLE_PATH, (request) => request.headers(AUTHENTICATED_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(body))

    await executeTest(interaction, async () => {
      const answer = await toggleLiveData(EXAMPLE_LOT_ID)
      expect(answer).toEqual(exampleOf(body))
      expect(answer.data.isEnabled).toBe(false)
    })
  })
})

describe('POST /api/v1/lots/admin/live-data-metrics/update', () => {
  it('recomputes the live data metrics and answers with a message', async () => {
    signIn()
    const body: Template<MessageResponse> = { data: { message: text('Live data metrics recomputed for 25 lots') } }

    const interaction = signedInInteraction(pact, STATES.liveDataControlsExist)
      .uponReceiving('a request to recompute the live data metrics')
      .withRequest('POST', '/api/v1/lots/admin/live-data-metrics/update', (request) =>
        request.headers(AUTHENTICATED_HEADERS),
      )

    await answersWith(interaction, body, () => updateLiveDataMetrics())
  })
})
