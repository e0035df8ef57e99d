import { HOSTILE_TEXTS } from '@mocks/db/hostileText'

// What the hostile scenario (mocks/db/hostileText.ts) plants, as tests recognise it in an
// answer: the unit tests find it on each list's first page, the browser tests on its screen.

/** Markup, right-to-left scripts, joined emoji or a 200-letter word: what the scenario plants and the default world never has. */
const HOSTILE = /<script|<img|<svg|<b>|<!--|[\u0590-\u06ff]|\u200d|\S{200}/

/** Every string in an answer, however deep. */
export function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

export const isHostile = (text: string) => HOSTILE.test(text) || HOSTILE_TEXTS.some((planted) => text.includes(planted))
