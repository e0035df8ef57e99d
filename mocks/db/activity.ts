import type { ParkingLot, Platform } from '@/api/types'
import { EVENT_SOURCES, SEARCH_MODES } from '@/schema/events'
import { EventColumns } from './eventColumns'
import {
  HOSTILE_TEXTS,
  HOSTILE_TEXT_SHARE,
  SHARES_HOSTILE_MS,
  SHARES_HOSTILE_SHARE,
  plantsRecentHostileText,
} from './hostileText'
import { objectId } from './ids'
import { EVENT_TYPES, type EventKind, type EventLog, type TypeOf } from './indexes'
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
const PLATFORMS: ReadonlyArray<readonly [Platform, number]> = [
  ['ios', 50],
  ['android', 45],
  ['web', 5],
]
const APP_VERSIONS = ['2.3.1', '2.4.0', '2.4.2', '2.5.0'] as const
const SHARE_METHODS = ['sms', 'whatsapp', 'messenger', 'email', 'copy_link'] as const
const DEEPLINK_SOURCES = ['instagram', 'facebook', 'sms', 'email', 'qr_code', 'website'] as const
/** A deeplink's source by code: the usual ones, then what the hostile world's links say (whoever makes a link writes its source). */
const SOURCES: readonly string[] = [...DEEPLINK_SOURCES, ...HOSTILE_TEXTS]
/** What drivers search for: places and streets in Oslo. */
const PLACES = [
  'Oslo S',
  'Aker Brygge',
  'Majorstuen',
  'Grünerløkka',
  'Ullevål stadion',
  'Oslo Spektrum',
  'Frognerparken',
  'Bislett',
  'Tjuvholmen',
  'Nydalen',
  'Karl Johans gate',
  'Bogstadveien',
]
/** What people write with a thumbs down: what went wrong. */
const COMPLAINTS = [
  'The entrance was hard to find.',
  'Price was higher than shown.',
  'Lot was full when I arrived.',
  'Barrier did not open, had to call support.',
  'The EV chargers were all taken.',
  'Height limit too low for my van.',
]
/** What people write as a comment of its own, without a rating: mostly thanks and suggestions. */
const REMARKS = [
  'Great spot, close to the station.',
  'Plenty of free spaces, as the app said.',
  'Easy to pay with the app.',
  'Would be good to see the height limit in the app.',
  'Cheaper in the evening, worth knowing.',
  'Nice to have EV charging here.',
]

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

const ENGAGEMENT = [
  [0, 25],
  [1, 45],
  [2, 22],
  [3, 8],
] as const
/** How likely a user is to come back on a given day, by engagement. */
const RETURN_RATES = [0, 0.07, 0.19, 0.54] as const
const SEARCHES_PER_SESSION = [
  [0, 15],
  [1, 40],
  [2, 30],
  [3, 15],
] as const

// The history is drawn as numbers (HistoryColumns): each enumeration as its code, the index of
// its value in EVENT_TYPES (or SEARCH_MODES for a search's mode). The weight tables draw codes
// with the same weights in the same order as the values, so the same draws.

function coded<K extends EventKind>(
  kind: K,
  weights: ReadonlyArray<readonly [TypeOf<K>, number]>,
): ReadonlyArray<readonly [number, number]> {
  return weights.map(([value, weight]) => [EVENT_TYPES[kind].indexOf(value), weight] as const)
}

/** The modes a search is made in, by code: its index in SEARCH_MODES. */
const SEARCH_MODE_WEIGHTS = [
  [0, 60],
  [1, 25],
  [2, 15],
] as const
const SEARCH_TYPES = coded('search', [
  ['address', 55],
  ['location', 45],
])
const NAVIGATION_TYPES: Record<Platform, ReadonlyArray<readonly [number, number]>> = {
  ios: coded('navigation', [
    ['apple_maps', 55],
    ['google_maps', 35],
    ['waze', 10],
  ]),
  android: coded('navigation', [
    ['google_maps', 80],
    ['waze', 20],
  ]),
  web: coded('navigation', [['google_maps', 100]]),
}
const FEEDBACK_TYPES = coded('feedback', [
  ['up', 60],
  ['down', 25],
  ['comment', 15],
])
const FEEDBACK_UP = EVENT_TYPES.feedback.indexOf('up')
const FEEDBACK_DOWN = EVENT_TYPES.feedback.indexOf('down')
const FIRST_LAUNCH = EVENT_TYPES.lifecycle.indexOf('first_launch')
const APP_LAUNCH = EVENT_TYPES.lifecycle.indexOf('app_launch')
const SHARE_SPOT = EVENT_TYPES.share.indexOf('parking_spot')
const SHARE_APP = EVENT_TYPES.share.indexOf('app_store')
const DEEPLINK_CLICKED = EVENT_TYPES.deeplink.indexOf('DEEPLINK_CLICKED')
const DEEPLINK_TO_APP = EVENT_TYPES.deeplink.indexOf('DEEPLINK_REDIRECTED_TO_APP')
const DEEPLINK_TO_WEB = EVENT_TYPES.deeplink.indexOf('DEEPLINK_REDIRECTED_TO_WEB')
const DOWNLOAD_CLICKED = EVENT_TYPES.deeplink.indexOf('DOWNLOAD_CLICKED')
/** Every text a user types, by code: the places searched for, the comments, the hostile texts. */
const TEXTS: readonly string[] = [...PLACES, ...COMPLAINTS, ...REMARKS, ...HOSTILE_TEXTS]
const COMPLAINTS_AT = PLACES.length
const REMARKS_AT = COMPLAINTS_AT + COMPLAINTS.length
const HOSTILE_AT = REMARKS_AT + REMARKS.length
/** A feedback's text code when it has no comment. */
const NO_TEXT = -1

/** The history as numbers, a list of columns per kind of event, in the order they were made (see createHistory). */
export interface HistoryColumns {
  lifecycle: EventColumns<'type' | 'duration'>
  search: EventColumns<'type' | 'mode' | 'text'>
  /** `text`: what the search it followed asked for. */
  navigation: EventColumns<'type' | 'lot' | 'text'>
  share: EventColumns<'type' | 'method' | 'lot'>
  /** `source`: its code in SOURCES; `link`: the number in the deeplink's id. */
  deeplink: EventColumns<'type' | 'source' | 'link'>
  /** `searchAgo` (ms before it) and `searchSequence`: the search it was given after, for its id. */
  feedback: EventColumns<'type' | 'text' | 'lot' | 'searchAgo' | 'searchSequence'>
}

/**
 * One run of createHistory: what the functions that add a user's events share. Plain
 * functions over it rather than closures per user: building the history makes hundreds
 * of thousands of calls.
 */
interface Generation {
  random: Random
  lots: number
  until: number
  history: HistoryColumns
  /** The last event's sequence number, for its id: counted for events dropped at `until` too, as their ids were once made. */
  sequence: number
  /** Plants hostile text (the hostile scenario's world). */
  hostile: boolean
  /** In the hostile world, the lots (by index) whose operator-written text is hostile: what its planted shares are of. */
  hostileLots: readonly number[]
}

/**
 * The code of a text typed at `time`: one of `usualCount` from `usualAt`, or in the hostile
 * world now and then a hostile one, and more often among the newest. The same two draws
 * either way, so both worlds have the same events.
 */
function userText(generation: Generation, usualAt: number, usualCount: number, time: number): number {
  const { random } = generation
  const drawn = random.chance(HOSTILE_TEXT_SHARE)
  const hostile = generation.hostile && (drawn || plantsRecentHostileText(time, generation.until, generation.sequence))
  // random.int(0, n - 1) draws as random.pick of n items does.
  return hostile ? HOSTILE_AT + random.int(0, HOSTILE_TEXTS.length - 1) : usualAt + random.int(0, usualCount - 1)
}

/** A row in `columns` for the next event, or -1 if it falls at or after `until`; the event takes the next sequence number either way. */
function add(generation: Generation, columns: EventColumns<string>, time: number, user: number): number {
  const sequence = ++generation.sequence
  // A session still going on at the end of the history has not done the rest yet.
  if (time >= generation.until) return -1
  return columns.add(time, sequence, user)
}

/**
 * Everything the users do from the first one's first day until `until` (exclusive): the end
 * of today, with the hours still to come, as numbers (createEventLog makes the events and
 * sorts them by time). The world shows the events up to its clock's now (see releaseEvents in
 * world.ts). `hostileLots` (the hostile world's lots with hostile text) plants hostile text.
 */
export function createHistory(
  random: Random,
  users: readonly AppUser[],
  lots: number,
  until: number,
  hostileLots: readonly number[] | null = null,
): HistoryColumns {
  const generation: Generation = {
    random,
    lots,
    until,
    hostile: hostileLots !== null,
    hostileLots: hostileLots ?? [],
    history: {
      lifecycle: new EventColumns(['type', 'duration']),
      search: new EventColumns(['type', 'mode', 'text']),
      navigation: new EventColumns(['type', 'lot', 'text']),
      share: new EventColumns(['type', 'method', 'lot']),
      deeplink: new EventColumns(['type', 'source', 'link']),
      feedback: new EventColumns(['type', 'text', 'lot', 'searchAgo', 'searchSequence']),
    },
    sequence: 0,
  }
  const { lifecycle } = generation.history
  // Every calendar day of the history once, with its weekday weight, instead of date
  // arithmetic per user and day.
  const days: Array<{ start: number; weight: number }> = []
  for (let day = startOfDay(users[0]?.firstSeen ?? until); day < until; day = startOfDayBefore(day, -1)) {
    days.push({ start: day, weight: WEEKDAY_WEIGHTS[new Date(day).getDay()]! })
  }
  let firstDayIndex = 0

  for (let user = 0; user < users.length; user++) {
    const { firstSeen, platform } = users[user]!
    // Engagement: most users come back a few times, a few are heavy users, some never return.
    const returnRate = RETURN_RATES[random.weighted(ENGAGEMENT)]

    let row = add(generation, lifecycle, firstSeen, user)
    let duration = random.int(60, 900)
    if (row >= 0) {
      lifecycle.fields.type[row] = FIRST_LAUNCH
      lifecycle.fields.duration[row] = duration
    }
    session(generation, user, platform, firstSeen, true)

    // Users are sorted by first activity, so their first day only moves forward.
    while (days[firstDayIndex + 1] && days[firstDayIndex + 1]!.start <= firstSeen) firstDayIndex++
    for (let index = firstDayIndex + 1; index < days.length; index++) {
      const day = days[index]!
      if (!random.chance(returnRate * day.weight)) continue
      const start = momentOnDay(random, day.start)
      row = add(generation, lifecycle, start, user)
      duration = random.int(20, 1200)
      if (row >= 0) {
        lifecycle.fields.type[row] = APP_LAUNCH
        lifecycle.fields.duration[row] = duration
      }
      session(generation, user, platform, start, false)
    }
  }
  return generation.history
}

/** A session's searches, with the navigations, feedback and shares that follow them. */
function session(generation: Generation, user: number, platform: Platform, start: number, firstTime: boolean): void {
  const { random, history } = generation
  const { search, navigation, feedback, share } = history
  let time = start
  const searches = random.weighted(SEARCHES_PER_SESSION) + (firstTime ? 1 : 0)
  for (let s = 0; s < searches; s++) {
    const searchAt = (time += random.int(5, 120) * 1000)
    const searchRow = add(generation, search, searchAt, user)
    const searchSequence = generation.sequence
    const searchType = random.weighted(SEARCH_TYPES)
    const searchMode = random.weighted(SEARCH_MODE_WEIGHTS)
    const query = userText(generation, 0, PLACES.length, searchAt)
    if (searchRow >= 0) {
      search.fields.type[searchRow] = searchType
      search.fields.mode[searchRow] = searchMode
      search.fields.text[searchRow] = query
    }
    if (!random.chance(0.45)) continue
    const lot = random.int(0, generation.lots - 1)
    const navigateAt = (time += random.int(5, 120) * 1000)
    const navigationRow = add(generation, navigation, navigateAt, user)
    const navigationType = random.weighted(NAVIGATION_TYPES[platform])
    if (navigationRow >= 0) {
      navigation.fields.type[navigationRow] = navigationType
      navigation.fields.lot[navigationRow] = lot
      navigation.fields.text[navigationRow] = query
    }
    if (random.chance(0.08)) {
      const feedbackAt = (time += random.int(5, 120) * 1000)
      const feedbackType = random.weighted(FEEDBACK_TYPES)
      const row = add(generation, feedback, feedbackAt, user)
      // A thumbs up comes without words; a thumbs down says what went wrong.
      const comment =
        feedbackType === FEEDBACK_UP
          ? NO_TEXT
          : feedbackType === FEEDBACK_DOWN
            ? userText(generation, COMPLAINTS_AT, COMPLAINTS.length, feedbackAt)
            : userText(generation, REMARKS_AT, REMARKS.length, feedbackAt)
      if (row >= 0) {
        feedback.fields.type[row] = feedbackType
        feedback.fields.text[row] = comment
        feedback.fields.lot[row] = lot
        feedback.fields.searchAgo[row] = feedbackAt - searchAt
        feedback.fields.searchSequence[row] = searchSequence
      }
    }
    if (random.chance(0.05)) {
      const shareAt = (time += random.int(5, 120) * 1000)
      const shareType = random.chance(0.7) ? SHARE_SPOT : SHARE_APP
      const row = add(generation, share, shareAt, user)
      const method = random.int(0, SHARE_METHODS.length - 1)
      if (row >= 0) {
        share.fields.type[row] = shareType
        share.fields.method[row] = method
        share.fields.lot[row] = shareType === SHARE_SPOT ? sharedLot(generation, lot, shareAt) : lot
      }
    }
  }
  if (random.chance(firstTime ? 0.12 : 0.04)) deeplinkFunnel(generation, user, time + random.int(5, 120) * 1000)
}

/**
 * The lot a spot shared at `time` is of: the one navigated to, or in the hostile world, for
 * half of the week's shares (picked by sequence number), a lot operators wrote hostile text
 * into, which the share's address and content show when it is in the lot's name or address.
 */
function sharedLot(generation: Generation, lot: number, time: number): number {
  const { hostileLots, sequence } = generation
  const planted =
    hostileLots.length > 0 &&
    plantsRecentHostileText(time, generation.until, sequence, SHARES_HOSTILE_MS, SHARES_HOSTILE_SHARE)
  return planted ? hostileLots[sequence % hostileLots.length]! : lot
}

/**
 * A click on a shared link, where it led, and sometimes the download that followed. In the
 * hostile world some of the newest links (picked by the click's sequence number) have a
 * hostile source: whoever makes a link writes it.
 */
function deeplinkFunnel(generation: Generation, user: number, start: number): void {
  const { random } = generation
  const drawn = random.int(0, DEEPLINK_SOURCES.length - 1)
  const click = generation.sequence + 1
  const planted = generation.hostile && plantsRecentHostileText(start, generation.until, click)
  const source = planted ? DEEPLINK_SOURCES.length + (click % HOSTILE_TEXTS.length) : drawn
  const link = random.int(1, 40)
  addDeeplink(generation, user, source, link, DEEPLINK_CLICKED, start)
  const toApp = random.chance(0.62)
  addDeeplink(generation, user, source, link, toApp ? DEEPLINK_TO_APP : DEEPLINK_TO_WEB, start + 2000)
  if (!toApp && random.chance(0.3)) addDeeplink(generation, user, source, link, DOWNLOAD_CLICKED, start + MINUTE_MS)
}

function addDeeplink(
  generation: Generation,
  user: number,
  source: number,
  link: number,
  type: number,
  time: number,
): void {
  const { deeplink } = generation.history
  const row = add(generation, deeplink, time, user)
  if (row < 0) return
  deeplink.fields.type[row] = type
  deeplink.fields.source[row] = source
  deeplink.fields.link[row] = link
}

/**
 * The history's events as objects, oldest first, made from its columns: the objects the
 * console is answered with, their fields in the order they always had. Sorted as objects
 * rather than as columns: a build that is never read pays for no sort.
 */
export function createEventLog(
  history: HistoryColumns,
  users: readonly AppUser[],
  lots: readonly ParkingLot[],
): EventLog {
  const log: EventLog = { lifecycle: [], search: [], navigation: [], share: [], deeplink: [], feedback: [] }
  {
    const { length, time, sequence, user: userAt, fields } = history.lifecycle
    for (let row = 0; row < length; row++) {
      const user = users[userAt[row]!]!
      log.lifecycle.push({
        _id: objectId(time[row]!, sequence[row]!),
        eventType: EVENT_TYPES.lifecycle[fields.type[row]!]!,
        timestamp: isoString(time[row]!),
        userId: user.userId,
        deviceInfo: user.deviceInfo,
        appVersion: user.appVersion,
        platform: user.platform,
        sessionDuration: fields.duration[row]!,
      })
    }
  }
  {
    const { length, time, sequence, user: userAt, fields } = history.search
    for (let row = 0; row < length; row++) {
      const user = users[userAt[row]!]!
      log.search.push({
        _id: objectId(time[row]!, sequence[row]!),
        searchType: EVENT_TYPES.search[fields.type[row]!]!,
        searchMode: SEARCH_MODES[fields.mode[row]!]!,
        searchQuery: TEXTS[fields.text[row]!]!,
        userId: user.userId,
        deviceInfo: user.deviceInfo,
        appVersion: user.appVersion,
        timestamp: isoString(time[row]!),
      })
    }
  }
  {
    const { length, time, sequence, user: userAt, fields } = history.navigation
    for (let row = 0; row < length; row++) {
      const lot = lots[fields.lot[row]!]!
      log.navigation.push({
        _id: objectId(time[row]!, sequence[row]!),
        navigationType: EVENT_TYPES.navigation[fields.type[row]!]!,
        spotId: lot.lotId,
        spotAddress: lot.address ?? lot.name,
        destinationAddress: `${TEXTS[fields.text[row]!]!}, Oslo`,
        userId: users[userAt[row]!]!.userId,
        timestamp: isoString(time[row]!),
      })
    }
  }
  {
    const { length, time, sequence, user: userAt, fields } = history.feedback
    for (let row = 0; row < length; row++) {
      const lot = lots[fields.lot[row]!]!
      const feedbackType = EVENT_TYPES.feedback[fields.type[row]!]!
      const _id = objectId(time[row]!, sequence[row]!)
      const userId = users[userAt[row]!]!.userId
      const searchId = objectId(time[row]! - fields.searchAgo[row]!, fields.searchSequence[row]!)
      // Two literals rather than a spread of an optional comment: a spread copies properties
      // one by one at run time, several times slower to make.
      log.feedback.push(
        feedbackType === 'up'
          ? {
              _id,
              userId,
              feedbackType,
              timestamp: isoString(time[row]!),
              searchId,
              spotAddress: lot.address ?? undefined,
              spotType: lot.parking_type ?? undefined,
              parkingLotName: lot.name,
              parkingLotId: lot._id,
            }
          : {
              _id,
              userId,
              feedbackType,
              comment: TEXTS[fields.text[row]!]!,
              timestamp: isoString(time[row]!),
              searchId,
              spotAddress: lot.address ?? undefined,
              spotType: lot.parking_type ?? undefined,
              parkingLotName: lot.name,
              parkingLotId: lot._id,
            },
      )
    }
  }
  {
    const { length, time, sequence, user: userAt, fields } = history.share
    for (let row = 0; row < length; row++) {
      const shareType = EVENT_TYPES.share[fields.type[row]!]!
      const shareMethod = SHARE_METHODS[fields.method[row]!]!
      const userId = users[userAt[row]!]!.userId
      if (shareType === 'parking_spot') {
        const lot = lots[fields.lot[row]!]!
        log.share.push({
          _id: objectId(time[row]!, sequence[row]!),
          shareType,
          shareMethod,
          spotId: lot.lotId,
          spotAddress: lot.address ?? lot.name,
          shareContent: `Parking at ${lot.name}, found with the parking app`,
          timestamp: isoString(time[row]!),
          userId,
        })
      } else {
        log.share.push({
          _id: objectId(time[row]!, sequence[row]!),
          shareType,
          shareMethod,
          shareContent: 'Find parking in Oslo with this app',
          timestamp: isoString(time[row]!),
          userId,
        })
      }
    }
  }
  {
    const { length, time, sequence, user: userAt, fields } = history.deeplink
    for (let row = 0; row < length; row++) {
      const user = users[userAt[row]!]!
      const source = SOURCES[fields.source[row]!]!
      log.deeplink.push({
        _id: objectId(time[row]!, sequence[row]!),
        eventType: EVENT_TYPES.deeplink[fields.type[row]!]!,
        source,
        deeplinkId: `dl_${source}_${fields.link[row]!}`,
        platform: user.platform,
        userId: user.userId,
        timestamp: isoString(time[row]!),
      })
    }
  }
  for (const kind of EVENT_SOURCES) sortByTime(log[kind] as unknown[], history[kind].time)
  return log
}
