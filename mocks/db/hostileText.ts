import type { ParkingLot } from '@/api/types'
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
 */
export function plantsRecentHostileText(time: number, until: number, sequence: number): boolean {
  return until - time <= RECENT_HOSTILE_MS && noise(sequence) < RECENT_HOSTILE_SHARE
}

/** One word of 200 letters: no place to break it. */
export const LONG_WORD = ('Parkeringsautomatbetalingsordningsendringsvarsel'.repeat(4) + 'forskriften').slice(0, 200)

const SKIN_TONES_AND_ZWJ = '👍🏽 👩🏾‍🔧 👨‍👩‍👧 🧑🏻‍🦽'

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
