import type {
  DeeplinkEvent,
  DeeplinkEventType,
  FeedbackItem,
  LifecycleEvent,
  NavigationEvent,
  NavigationType,
  ParkingLot,
  Platform,
  SearchEvent,
  SearchMode,
  SearchType,
  ShareEvent,
  ShareType,
} from '../../src/api/types'
import { objectId } from './ids'
import { isoString } from './isoString'
import type { Random } from './random'
import { sortByTime } from './sortByTime'
import { HOUR_MS, MINUTE_MS, startOfDay, startOfDayBefore } from './time'

// The app's users and everything they did: launches, searches, navigations, shares,
// deeplink clicks and feedback, with a daily and weekly rhythm. Every list is sorted
// by timestamp, oldest first, so "today" is always a suffix of it.

export interface AppUser {
  userId: string
  platform: Platform
  deviceInfo: string
  appVersion: string
  /** First activity (ms). */
  firstSeen: number
}

export interface EventLog {
  lifecycle: LifecycleEvent[]
  search: SearchEvent[]
  navigation: NavigationEvent[]
  share: ShareEvent[]
  deeplink: DeeplinkEvent[]
  feedback: FeedbackItem[]
}

export interface ActivityOptions {
  users: number
  /** Days back from today over which users first appear. */
  historyDays: number
  /** Where the history ends (exclusive): the end of "today", so one seed gives one history all day. */
  until: number
}

const DEVICES: Record<Platform, readonly string[]> = {
  ios: ['iPhone 13', 'iPhone 14 Pro', 'iPhone 15', 'iPhone 16 Pro Max', 'iPhone SE'],
  android: ['Pixel 8', 'Samsung Galaxy S23', 'Samsung Galaxy A54', 'OnePlus 12', 'Xiaomi 13T'],
  web: ['Chrome', 'Safari'],
}
const PLATFORMS: ReadonlyArray<readonly [Platform, number]> = [['ios', 50], ['android', 45], ['web', 5]]
const APP_VERSIONS = ['2.3.1', '2.4.0', '2.4.2', '2.5.0'] as const
const SEARCH_MODES: ReadonlyArray<readonly [SearchMode, number]> = [['general', 60], ['cheap', 25], ['easy', 15]]
const SEARCH_TYPES: ReadonlyArray<readonly [SearchType, number]> = [['address', 55], ['location', 45]]
const NAVIGATION_TYPES: Record<Platform, ReadonlyArray<readonly [NavigationType, number]>> = {
  ios: [['apple_maps', 55], ['google_maps', 35], ['waze', 10]],
  android: [['google_maps', 80], ['waze', 20]],
  web: [['google_maps', 100]],
}
const SHARE_METHODS = ['sms', 'whatsapp', 'messenger', 'email', 'copy_link'] as const
const DEEPLINK_SOURCES = ['instagram', 'facebook', 'sms', 'email', 'qr_code', 'website'] as const
const PLACES = ['Oslo S', 'Aker Brygge', 'Majorstuen', 'Grünerløkka', 'Ullevål stadion', 'Oslo Spektrum', 'Frognerparken', 'Bislett', 'Tjuvholmen', 'Nydalen']
const COMMENTS = [
  'Plenty of free spaces, as the app said.',
  'The entrance was hard to find.',
  'Price was higher than shown.',
  'Great spot, close to the station.',
  'Lot was full when I arrived.',
  'Barrier did not open, had to call support.',
]
/**
 * What real users also type: markup, emoji, right-to-left scripts, words longer than any
 * column. A small share of search queries and comments are drawn from here so that every
 * screen is seen showing them as plain text, without breaking its layout.
 */
export const HOSTILE_TEXTS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(document.cookie)>',
  '🚗🅿️ parkering ved Oslo S 😡👎',
  'موقف سيارات قريب من المحطة',
  'חניה ליד תחנת הרכבת',
  'Parkeringsplass'.repeat(13),
] as const
const HOSTILE_SHARE = 0.015

/** Relative activity by hour of day: quiet nights, a morning and an afternoon peak. */
const HOUR_WEIGHTS = [1, 0.5, 0.3, 0.3, 0.5, 1, 3, 6, 8, 6, 5, 5, 6, 5, 5, 6, 8, 9, 8, 6, 4, 3, 2, 1.5]
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0)
/** Relative activity by weekday, Sunday first: weekends are quieter. */
const WEEKDAY_WEIGHTS = [0.6, 1, 1, 1, 1.05, 1.15, 0.75]

export function createUsers(random: Random, options: ActivityOptions): AppUser[] {
  const earliest = startOfDayBefore(options.until, options.historyDays)
  const users: AppUser[] = []
  const firstSeens: number[] = []
  for (let index = 0; index < options.users; index++) {
    const platform = random.weighted(PLATFORMS)
    // Growth: newer days have somewhat more first launches than older ones.
    const age = Math.pow(random.next(), 1.3)
    const firstSeen = earliest + Math.floor((1 - age) * (options.until - 1 - earliest))
    firstSeens.push(firstSeen)
    users.push({
      userId: `user_${(index + 1).toString(36).padStart(5, '0')}${random.int(0, 1295).toString(36).padStart(2, '0')}`,
      platform,
      deviceInfo: random.pick(DEVICES[platform]),
      appVersion: random.pick(APP_VERSIONS),
      firstSeen,
    })
  }
  sortByTime(users, firstSeens)
  return users
}

/** A moment on the day starting at `dayStart`, following the hourly rhythm. */
function momentOnDay(random: Random, dayStart: number): number {
  let roll = random.next() * HOUR_TOTAL
  let hour = 0
  while (hour < 23 && roll >= HOUR_WEIGHTS[hour]!) roll -= HOUR_WEIGHTS[hour++]!
  return dayStart + hour * HOUR_MS + Math.floor(random.next() * HOUR_MS)
}

const ENGAGEMENT = [[0, 25], [1, 45], [2, 22], [3, 8]] as const
/** How likely a user is to come back on a given day, by engagement. */
const RETURN_RATES = [0, 0.07, 0.19, 0.54] as const
const SEARCHES_PER_SESSION = [[0, 15], [1, 40], [2, 30], [3, 15]] as const
const FEEDBACK_TYPES = [['up', 60], ['down', 25], ['comment', 15]] as const

/**
 * One run of createEvents: what the functions that add a user's events share. Plain
 * functions over it rather than closures per user: building the history makes hundreds
 * of thousands of calls.
 */
interface Generation {
  random: Random
  lots: readonly ParkingLot[]
  until: number
  log: EventLog
  /** Each event's time as a number beside it, for the final sort. */
  times: Record<keyof EventLog, number[]>
  sequence: number
}

function eventId(generation: Generation, time: number): string {
  return objectId(time, ++generation.sequence)
}

function userText(random: Random, usual: readonly string[]): string {
  return random.pick(random.chance(HOSTILE_SHARE) ? HOSTILE_TEXTS : usual)
}

function add<K extends keyof EventLog>(generation: Generation, kind: K, time: number, event: EventLog[K][number]): void {
  // A session still going on at the end of the history has not done the rest yet.
  if (time >= generation.until) return
  ;(generation.log[kind] as Array<EventLog[K][number]>).push(event)
  generation.times[kind].push(time)
}

/**
 * Everything the users do from the first one's first day until `until` (exclusive): the end
 * of today, with the hours still to come. The world shows the events up to its clock's now
 * (see releaseEvents in world.ts).
 */
export function createEvents(random: Random, users: readonly AppUser[], lots: readonly ParkingLot[], until: number): EventLog {
  const generation: Generation = {
    random,
    lots,
    until,
    log: { lifecycle: [], search: [], navigation: [], share: [], deeplink: [], feedback: [] },
    times: { lifecycle: [], search: [], navigation: [], share: [], deeplink: [], feedback: [] },
    sequence: 0,
  }
  // Every calendar day of the history once, with its weekday weight, instead of date
  // arithmetic per user and day.
  const days: Array<{ start: number; weight: number }> = []
  for (let day = startOfDay(users[0]?.firstSeen ?? until); day < until; day = startOfDayBefore(day, -1)) {
    days.push({ start: day, weight: WEEKDAY_WEIGHTS[new Date(day).getDay()]! })
  }
  let firstDayIndex = 0

  for (const user of users) {
    // Engagement: most users come back a few times, a few are heavy users, some never return.
    const returnRate = RETURN_RATES[random.weighted(ENGAGEMENT)]

    add(generation, 'lifecycle', user.firstSeen, {
      _id: eventId(generation, user.firstSeen),
      eventType: 'first_launch',
      timestamp: isoString(user.firstSeen),
      userId: user.userId,
      deviceInfo: user.deviceInfo,
      appVersion: user.appVersion,
      platform: user.platform,
      sessionDuration: random.int(60, 900),
    })
    session(generation, user, user.firstSeen, true)

    // Users are sorted by first activity, so their first day only moves forward.
    while (days[firstDayIndex + 1] && days[firstDayIndex + 1]!.start <= user.firstSeen) firstDayIndex++
    for (let index = firstDayIndex + 1; index < days.length; index++) {
      const day = days[index]!
      if (!random.chance(returnRate * day.weight)) continue
      const start = momentOnDay(random, day.start)
      add(generation, 'lifecycle', start, {
        _id: eventId(generation, start),
        eventType: 'app_launch',
        timestamp: isoString(start),
        userId: user.userId,
        deviceInfo: user.deviceInfo,
        appVersion: user.appVersion,
        platform: user.platform,
        sessionDuration: random.int(20, 1200),
      })
      session(generation, user, start, false)
    }
  }

  const { log, times } = generation
  for (const kind of Object.keys(log) as Array<keyof EventLog>) sortByTime(log[kind] as unknown[], times[kind])
  return log
}

/** A session's searches, with the navigations, feedback and shares that follow them. */
function session(generation: Generation, user: AppUser, start: number, firstTime: boolean): void {
  const { random, lots } = generation
  let time = start
  const searches = random.weighted(SEARCHES_PER_SESSION) + (firstTime ? 1 : 0)
  for (let s = 0; s < searches; s++) {
    const searchAt = (time += random.int(5, 120) * 1000)
    const search: SearchEvent = {
      _id: eventId(generation, searchAt),
      searchType: random.weighted(SEARCH_TYPES),
      searchMode: random.weighted(SEARCH_MODES),
      searchQuery: userText(random, PLACES),
      userId: user.userId,
      deviceInfo: user.deviceInfo,
      appVersion: user.appVersion,
      timestamp: isoString(searchAt),
    }
    add(generation, 'search', searchAt, search)
    if (!random.chance(0.45)) continue
    const lot = random.pick(lots)
    const navigateAt = (time += random.int(5, 120) * 1000)
    add(generation, 'navigation', navigateAt, {
      _id: eventId(generation, navigateAt),
      navigationType: random.weighted(NAVIGATION_TYPES[user.platform]),
      spotId: lot.lotId,
      spotAddress: lot.address ?? lot.name,
      destinationAddress: `${search.searchQuery}, Oslo`,
      userId: user.userId,
      timestamp: isoString(navigateAt),
    })
    if (random.chance(0.08)) {
      const feedbackAt = (time += random.int(5, 120) * 1000)
      const feedbackType = random.weighted(FEEDBACK_TYPES)
      // Two literals rather than a spread of an optional comment: a spread copies properties
      // one by one at run time, several times slower to make.
      add(
        generation,
        'feedback',
        feedbackAt,
        feedbackType === 'up'
          ? {
              _id: eventId(generation, feedbackAt),
              userId: user.userId,
              feedbackType,
              timestamp: isoString(feedbackAt),
              searchId: search._id,
              spotAddress: lot.address ?? undefined,
              spotType: lot.parking_type ?? undefined,
              parkingLotName: lot.name,
              parkingLotId: lot._id,
            }
          : {
              _id: eventId(generation, feedbackAt),
              userId: user.userId,
              feedbackType,
              comment: userText(random, COMMENTS),
              timestamp: isoString(feedbackAt),
              searchId: search._id,
              spotAddress: lot.address ?? undefined,
              spotType: lot.parking_type ?? undefined,
              parkingLotName: lot.name,
              parkingLotId: lot._id,
            },
      )
    }
    if (random.chance(0.05)) {
      const shareAt = (time += random.int(5, 120) * 1000)
      const shareType: ShareType = random.chance(0.7) ? 'parking_spot' : 'app_store'
      add(
        generation,
        'share',
        shareAt,
        shareType === 'parking_spot'
          ? {
              _id: eventId(generation, shareAt),
              shareType,
              shareMethod: random.pick(SHARE_METHODS),
              spotId: lot.lotId,
              spotAddress: lot.address ?? lot.name,
              shareContent: `Parking at ${lot.name}, found with the parking app`,
              timestamp: isoString(shareAt),
              userId: user.userId,
            }
          : {
              _id: eventId(generation, shareAt),
              shareType,
              shareMethod: random.pick(SHARE_METHODS),
              shareContent: 'Find parking in Oslo with this app',
              timestamp: isoString(shareAt),
              userId: user.userId,
            },
      )
    }
  }
  if (random.chance(firstTime ? 0.12 : 0.04)) deeplinkFunnel(generation, user, time + random.int(5, 120) * 1000)
}

/** A click on a shared link, where it led, and sometimes the download that followed. */
function deeplinkFunnel(generation: Generation, user: AppUser, start: number): void {
  const { random } = generation
  const source = random.pick(DEEPLINK_SOURCES)
  const deeplinkId = `dl_${source}_${random.int(1, 40)}`
  addDeeplink(generation, user, source, deeplinkId, 'DEEPLINK_CLICKED', start)
  const toApp = random.chance(0.62)
  addDeeplink(generation, user, source, deeplinkId, toApp ? 'DEEPLINK_REDIRECTED_TO_APP' : 'DEEPLINK_REDIRECTED_TO_WEB', start + 2000)
  if (!toApp && random.chance(0.3)) addDeeplink(generation, user, source, deeplinkId, 'DOWNLOAD_CLICKED', start + MINUTE_MS)
}

function addDeeplink(
  generation: Generation,
  user: AppUser,
  source: DeeplinkEvent['source'],
  deeplinkId: string,
  eventType: DeeplinkEventType,
  time: number,
): void {
  add(generation, 'deeplink', time, {
    _id: eventId(generation, time),
    eventType,
    source,
    deeplinkId,
    platform: user.platform,
    userId: user.userId,
    timestamp: isoString(time),
  })
}
