import { describe, expect, it } from 'vitest'
import { getDashboard } from '../src/api/analytics'
import { readCredentials } from '../src/api/credentials'
import type { DashboardResponse } from '../src/api/types'
import { STATES } from './pactNames'
import {
  ANONYMOUS_HEADERS,
  AUTHENTICATED_HEADERS,
  count,
  counts,
  createPact,
  errorBody,
  exampleOf,
  isoDateTime,
  pointClientAt,
  rate,
  signIn,
  signOut,
  type Template,
} from './support'

// The analytics calls of SPEC section 7.

const pact = createPact()

/** The counts every dashboard section has, all time and today. */
function section(totalEvents: number, todayEvents: number, uniqueUsers: number, todayUniqueUsers: number) {
  return {
    totalEvents: count(totalEvents),
    todayEvents: count(todayEvents),
    uniqueUsers: count(uniqueUsers),
    todayUniqueUsers: count(todayUniqueUsers),
  }
}

const dashboard: Template<DashboardResponse> = {
  overview: {
    totalEvents: count(48210),
    todayEvents: count(1320),
    totalUniqueUsers: count(4870),
    todayUniqueUsers: count(610),
    lastUpdated: isoDateTime('2024-05-14T09:30:00.000Z'),
  },
  lifecycle: {
    ...section(15400, 420, 4870, 560),
    newUsersToday: count(35),
    eventTypeBreakdown: counts({ APP_LAUNCH: 10530, FIRST_LAUNCH: 4870 }),
    todayEventTypeBreakdown: counts({ APP_LAUNCH: 385, FIRST_LAUNCH: 35 }),
  },
  search: {
    ...section(18900, 510, 4200, 330),
    searchTypeBreakdown: counts({ GENERAL: 11340, CHEAP: 4725, EASY: 2835 }),
    todaySearchTypeBreakdown: counts({ GENERAL: 306, CHEAP: 128, EASY: 76 }),
  },
  navigation: {
    ...section(9300, 260, 3100, 190),
    navigationTypeBreakdown: counts({ GOOGLE_MAPS: 5580, APPLE_MAPS: 2790, WAZE: 930 }),
    todayNavigationTypeBreakdown: counts({ GOOGLE_MAPS: 156, APPLE_MAPS: 78, WAZE: 26 }),
  },
  share: {
    ...section(1800, 52, 1200, 47),
    shareTypeBreakdown: counts({ APP_STORE: 700, PARKING_SPOT: 1100 }),
    todayShareTypeBreakdown: counts({ APP_STORE: 20, PARKING_SPOT: 32 }),
  },
  deeplink: {
    ...section(2400, 64, 1500, 58),
    eventTypeBreakdown: counts({
      DEEPLINK_CLICKED: 1200,
      DEEPLINK_REDIRECTED_TO_APP: 510,
      DEEPLINK_REDIRECTED_TO_WEB: 390,
      DOWNLOAD_CLICKED: 300,
    }),
    todayEventTypeBreakdown: counts({
      DEEPLINK_CLICKED: 32,
      DEEPLINK_REDIRECTED_TO_APP: 14,
      DEEPLINK_REDIRECTED_TO_WEB: 10,
      DOWNLOAD_CLICKED: 8,
    }),
    appConversionRate: rate(42.5),
  },
}

describe('GET /api/analytics/dashboard', () => {
  it('answers a signed-in console with every figure of the dashboard', async () => {
    signIn()

    await pact
      .addInteraction()
      .given(STATES.analyticsEventsExist)
      .uponReceiving('a request for the dashboard')
      .withRequest('GET', '/api/analytics/dashboard', (request) => request.headers(AUTHENTICATED_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(dashboard))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer)
        expect(await getDashboard()).toEqual(exampleOf(dashboard))
      })
  })

  it('answers a request without a token with 401, which the console reports as Authentication required', async () => {
    signOut()
    expect(readCredentials()).toBeNull()

    await pact
      .addInteraction()
      .uponReceiving('a request for the dashboard without a token')
      .withRequest('GET', '/api/analytics/dashboard', (request) => request.headers(ANONYMOUS_HEADERS))
      .willRespondWith(401, (response) => response.jsonBody(errorBody('Authentication required')))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer)
        await expect(getDashboard()).rejects.toMatchObject({
          name: 'ApiError',
          status: 401,
          message: 'Authentication required',
        })
      })
  })
})
