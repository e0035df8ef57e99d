import { describe, expect, it } from 'vitest'
import { computeDashboard } from '@mocks/db/aggregates/dashboard'
import { createWorld, type World } from '@mocks/db/world'
import type { EventLog } from '@mocks/db/indexes'

// The dashboard aggregate against a tiny world whose answer is worked out by hand.

const NOW = new Date(2026, 10, 21, 15, 0).getTime()
const today = (hour: number) => new Date(2026, 10, 21, hour).toISOString()
const earlier = (day: number) => new Date(2026, 10, day, 12).toISOString()

function tinyWorld(events: Partial<EventLog>): World {
  const world = createWorld({ seed: 1, now: NOW, lots: 0, users: 0 })
  world.events = { lifecycle: [], search: [], navigation: [], share: [], deeplink: [], feedback: [], ...events }
  return world
}

const launch = (userId: string, eventType: 'app_launch' | 'first_launch', timestamp: string) => ({
  _id: `${userId}-${timestamp}`,
  eventType,
  userId,
  timestamp,
  deviceInfo: 'Pixel 8',
  appVersion: '2.5.0',
  platform: 'android' as const,
  sessionDuration: 60,
})
const search = (userId: string, searchMode: 'general' | 'cheap' | 'easy', timestamp: string) => ({
  _id: `s-${userId}-${timestamp}`,
  searchType: 'address' as const,
  searchMode,
  searchQuery: 'Oslo S',
  userId,
  deviceInfo: 'Pixel 8',
  appVersion: '2.5.0',
  timestamp,
})
const deeplink = (
  userId: string,
  eventType: 'DEEPLINK_CLICKED' | 'DEEPLINK_REDIRECTED_TO_APP' | 'DEEPLINK_REDIRECTED_TO_WEB',
  timestamp: string,
) => ({
  _id: `d-${userId}-${eventType}`,
  eventType,
  source: 'sms',
  deeplinkId: 'dl_1',
  platform: 'ios' as const,
  userId,
  timestamp,
})

describe('computeDashboard', () => {
  const world = tinyWorld({
    lifecycle: [
      launch('u1', 'first_launch', earlier(10)),
      launch('u1', 'app_launch', today(9)),
      launch('u2', 'first_launch', today(10)),
    ],
    search: [
      search('u1', 'cheap', earlier(10)),
      search('u1', 'general', today(9)),
      search('u2', 'general', today(10)),
      search('u2', 'easy', today(11)),
    ],
    navigation: [
      {
        _id: 'n1',
        navigationType: 'waze',
        spotId: 'OSL-0001',
        spotAddress: 'Storgata 1',
        destinationAddress: 'Oslo S',
        userId: 'u3',
        timestamp: earlier(12),
      },
    ],
    share: [
      {
        _id: 'sh1',
        shareType: 'app_store',
        shareMethod: 'sms',
        shareContent: 'Get the app',
        userId: 'u2',
        timestamp: today(12),
      },
    ],
    deeplink: [
      deeplink('u4', 'DEEPLINK_CLICKED', earlier(5)),
      deeplink('u4', 'DEEPLINK_REDIRECTED_TO_APP', earlier(5)),
      deeplink('u5', 'DEEPLINK_CLICKED', today(8)),
      deeplink('u5', 'DEEPLINK_REDIRECTED_TO_WEB', today(8)),
      deeplink('u6', 'DEEPLINK_CLICKED', today(9)),
    ],
  })
  const dashboard = computeDashboard(world, NOW)

  it('counts all events and users, all time and today', () => {
    expect(dashboard.overview).toEqual({
      totalEvents: 14,
      todayEvents: 9,
      totalUniqueUsers: 6,
      todayUniqueUsers: 4,
      lastUpdated: new Date(NOW).toISOString(),
    })
  })

  it('breaks lifecycle down by type and counts new users by first launch today', () => {
    expect(dashboard.lifecycle).toEqual({
      totalEvents: 3,
      todayEvents: 2,
      uniqueUsers: 2,
      todayUniqueUsers: 2,
      newUsersToday: 1,
      eventTypeBreakdown: { APP_LAUNCH: 1, FIRST_LAUNCH: 2 },
      todayEventTypeBreakdown: { APP_LAUNCH: 1, FIRST_LAUNCH: 1 },
    })
  })

  it('breaks searches down by mode, in upper case', () => {
    expect(dashboard.search.searchTypeBreakdown).toEqual({ GENERAL: 2, CHEAP: 1, EASY: 1 })
    expect(dashboard.search.todaySearchTypeBreakdown).toEqual({ GENERAL: 2, CHEAP: 0, EASY: 1 })
    expect(dashboard.search).toMatchObject({ totalEvents: 4, todayEvents: 3, uniqueUsers: 2, todayUniqueUsers: 2 })
  })

  it('lists every navigation and share type, zero when unused', () => {
    expect(dashboard.navigation.navigationTypeBreakdown).toEqual({ GOOGLE_MAPS: 0, APPLE_MAPS: 0, WAZE: 1 })
    expect(dashboard.navigation.todayNavigationTypeBreakdown).toEqual({ GOOGLE_MAPS: 0, APPLE_MAPS: 0, WAZE: 0 })
    expect(dashboard.share.shareTypeBreakdown).toEqual({ APP_STORE: 1, PARKING_SPOT: 0 })
    expect(dashboard.share.todayShareTypeBreakdown).toEqual({ APP_STORE: 1, PARKING_SPOT: 0 })
  })

  it('computes the app conversion rate as redirects to the app per click, in percent', () => {
    expect(dashboard.deeplink.eventTypeBreakdown).toEqual({
      DEEPLINK_CLICKED: 3,
      DEEPLINK_REDIRECTED_TO_APP: 1,
      DEEPLINK_REDIRECTED_TO_WEB: 1,
      DOWNLOAD_CLICKED: 0,
    })
    expect(dashboard.deeplink.appConversionRate).toBe(33.33)
  })

  it('answers zeros, not errors, for an empty world', () => {
    const empty = computeDashboard(tinyWorld({}), NOW)
    expect(empty.overview).toMatchObject({ totalEvents: 0, todayEvents: 0, totalUniqueUsers: 0, todayUniqueUsers: 0 })
    expect(empty.deeplink.appConversionRate).toBe(0)
  })
})
