import type { ParkingLot, Platform } from '@/api/types'
import { noise } from './noise'

// The hostile scenario's text (`?scenario=hostile`, mocks/README.md#scenarios): what people
// really type into an app and an admin tool, planted in a world of the same shape as the
// default one, where the screens show it: markup and scripts, an HTML comment, right-to-left
// scripts, emoji with skin tones and joined sequences, words too long to wrap. The screens
// must show it as text, never run it or let it widen the page. Every script here would set
// `window.__pwned` (and open an alert), so a browser test sees at once that none ran.
// The default world plants nothing: the same draws give it ordinary text there.

/** Lots (per 1000) whose operator-written text is hostile, picked by a hash of their id. */
export const HOSTILE_LOTS_PER_MILLE = 15

/** A share of the search queries and feedback comments. */
export const HOSTILE_TEXT_SHARE = 0.015

/** How far back from the end of the history texts are hostile more often: today and yesterday. */
export const RECENT_HOSTILE_MS = 2 * 86_400_000

/** The share of those recent texts that is hostile, so that every list's newest rows hold some. */
export const RECENT_HOSTILE_SHARE = 0.25

/**
 * Whether the hostile world makes a recent text hostile whatever its draw said: the newest
 * rows are a list's first screen at any hour, and 1.5% of them is often none. Picked by
 * the event's sequence number, not by a draw, so that both worlds draw the same numbers.
 * `windowMs` and `share` for a list sparser than the searches.
 */
export function plantsRecentHostileText(
  time: number,
  until: number,
  sequence: number,
  windowMs = RECENT_HOSTILE_MS,
  share = RECENT_HOSTILE_SHARE,
): boolean {
  return until - time <= windowMs && noise(sequence) < share
}

/**
 * Shares are few (a score a day), so their first screen reaches days back, and a third of
 * the lots with hostile text have it only in fields a share does not show: half of the
 * week's shared spots are planted.
 */
export const SHARES_HOSTILE_MS = 7 * 86_400_000
export const SHARES_HOSTILE_SHARE = 0.5

/** One word of 200 letters: no place to break it. */
export const LONG_WORD = ('Parkeringsautomatbetalingsordningsendringsvarsel'.repeat(4) + 'forskriften').slice(0, 200)

const SKIN_TONES_AND_ZWJ = '👍🏽 👩🏾‍🔧 👨‍👩‍👧 🧑🏻‍🦽'

/** A push token some clients send with their id: long, and nowhere to break it. */
const PUSH_TOKEN = 'cKx9Qm2TRvGd7Ew1:APA91bHq3Zr8Vn5Lp0Ys6Ft4Uj2Wk7Xa9Bc1De3Gf5Hh7Ij9Kl1Mn3Op5Qr7St9Uv1Wx3Yz5'

/** What users type into the app's search and feedback: one of these in HOSTILE_TEXT_SHARE of them. */
export const HOSTILE_TEXTS = [
  '<script>window.__pwned = true; alert(1)</script>',
  '<img src=x onerror="window.__pwned = true; alert(1)">',
  '"><svg onload="window.__pwned = true; alert(document.cookie)">',
  '<!-- Oslo S --> parkering',
  `🚗🅿️ parkering ved Oslo S ${SKIN_TONES_AND_ZWJ} 😡`,
  'موقف سيارات قريب من المحطة',
  'חניה ליד תחנת הרכבת',
  LONG_WORD,
] as const

/**
 * The hostile kinds of lot text, taking turns over the lots picked. The first lot picked
 * gets the first kind, whose name and address start with markup: '"' and '<' sort before
 * every letter, so those lots are the first by name and by address (the lots list's
 * default sort), on its first screen.
 */
export const HOSTILE_LOT_TEXT: ReadonlyArray<(lot: ParkingLot) => void> = [
  (lot) => {
    lot.name = `<b>${lot.name}</b> & "Sons" <!-- ${lot.lotId} -->`
    lot.address = `"><svg onload="window.__pwned = true"> ${lot.address ?? 'Storgata 1, 0155 Oslo'}`
  },
  (lot) => {
    lot.notes = '<script>window.__pwned = true; alert("x")</script>'
  },
  (lot) => {
    lot.restriction_description = '<img src=x onerror="window.__pwned = true; alert(1)"> Max 2 hours'
  },
  (lot) => {
    lot.name = `${lot.name} 🅿️🚗`
    lot.notes = `Great spot ${SKIN_TONES_AND_ZWJ} EV chargers ⚡ on level -1 🔌`
  },
  (lot) => {
    lot.address = 'شارع كارل يوهان 12، 0154 أوسلو'
    lot.restriction_description = 'موقف للمقيمين فقط بعد الساعة 17:00'
    lot.notes = 'חניה חינם בסופי שבוע'
  },
  (lot) => {
    lot.name = `${lot.name} ${LONG_WORD}`
    if (lot.additionalProperties && 'cleaned_notes' in lot.additionalProperties)
      lot.additionalProperties.cleaned_notes = LONG_WORD
    else lot.notes = LONG_WORD
  },
]

/**
 * The device strings of a quarter of the users active today and yesterday (picked by a
 * hash of their number), by platform: what a phone reports as its name when its owner has
 * named it, in their own script and with emoji, a build fingerprint sent over and over, a
 * browser's whole user agent.
 */
export const HOSTILE_DEVICES: Record<Platform, readonly string[]> = {
  ios: ['iPhone של דנה', 'Kari sin iPhone 👩🏾‍🔧📱'],
  android: [
    'هاتف أحمد Galaxy S23',
    'samsung/dm3qxeea/dm3q:14/UP1A.231005.007/S918BXXU3BWK5:user/release-keys;'.repeat(3).slice(0, 200),
  ],
  web: [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  ],
}

/**
 * The user ids the most engaged users' clients send, each keeping the id it replaces so
 * that ids stay unique: prefixed in Arabic, with joined emoji, or with a push token
 * appended, 200 characters (the longest a user filter takes) without a space.
 */
export const HOSTILE_USER_IDS: ReadonlyArray<(userId: string) => string> = [
  (userId) => `مستخدم_${userId}`,
  (userId) => `${userId}🚗👨‍👩‍👧`,
  (userId) => `${userId}:${PUSH_TOKEN.repeat(3)}`.slice(0, 200),
]
