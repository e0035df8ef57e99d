import { describe, expect, it } from 'vitest'
import {
  LEVEL_STYLES,
  formatRate,
  levelRanges,
  retentionLevel,
  type RetentionLevel,
  type RetentionWindow,
} from '@/features/retention/retentionLevels'

// The levels of the Retention Analytics screen, at both sides of every band edge. The
// backend sends fractions with four decimals; the screen shows percent with one decimal,
// and a level is read from the figure as shown (0.3999 shows as 40.0%, so it is strong).

const EDGES: Array<[RetentionWindow, number, string, RetentionLevel]> = [
  // day 1: strong from 40%, fair from 20%
  ['day1', 1, '100.0%', 'strong'],
  ['day1', 0.4, '40.0%', 'strong'],
  ['day1', 0.3999, '40.0%', 'strong'],
  ['day1', 0.3994, '39.9%', 'fair'],
  ['day1', 0.2, '20.0%', 'fair'],
  ['day1', 0.1999, '20.0%', 'fair'],
  ['day1', 0.1994, '19.9%', 'weak'],
  ['day1', 0, '0.0%', 'weak'],
  // week 1 (back within 7 days): strong from 60%, fair from 35%
  ['week1', 1, '100.0%', 'strong'],
  ['week1', 0.6, '60.0%', 'strong'],
  ['week1', 0.5994, '59.9%', 'fair'],
  ['week1', 0.35, '35.0%', 'fair'],
  ['week1', 0.3494, '34.9%', 'weak'],
  ['week1', 0.4, '40.0%', 'fair'],
  ['week1', 0, '0.0%', 'weak'],
  // month 1 (back within 30 days): strong from 75%, fair from 50%
  ['month1', 1, '100.0%', 'strong'],
  ['month1', 0.75, '75.0%', 'strong'],
  ['month1', 0.7494, '74.9%', 'fair'],
  ['month1', 0.5, '50.0%', 'fair'],
  ['month1', 0.4994, '49.9%', 'weak'],
  ['month1', 0.6, '60.0%', 'fair'],
  ['month1', 0, '0.0%', 'weak'],
]

describe('retentionLevel', () => {
  it.each(EDGES)('%s at %d shows as %s and is %s', (window, fraction, shown, level) => {
    expect(formatRate(fraction)).toBe(shown)
    expect(retentionLevel(window, fraction)).toBe(level)
  })

  it.each<RetentionWindow>(['day1', 'week1', 'month1'])(
    '%s: a higher rate is never a lower level, over every four-decimal fraction',
    (window) => {
      const levels = Array.from({ length: 10_001 }, (_, step) => retentionLevel(window, step / 10_000))
      // Each level change, in order: weak, then fair, then strong, and never back.
      const changes = levels.filter((level, step) => step === 0 || level !== levels[step - 1])
      expect(changes).toEqual(['weak', 'fair', 'strong'])
    },
  )
})

describe('the legend', () => {
  it.each<[RetentionWindow, Record<RetentionLevel, string>]>([
    ['day1', { strong: '40% or more', fair: '20% to 39.9%', weak: 'under 20%' }],
    ['week1', { strong: '60% or more', fair: '35% to 59.9%', weak: 'under 35%' }],
    ['month1', { strong: '75% or more', fair: '50% to 74.9%', weak: 'under 50%' }],
  ])('%s reads %o', (window, ranges) => {
    expect(levelRanges(window)).toEqual(ranges)
  })

  it('names each level in words, so colour is never the only sign', () => {
    expect(Object.values(LEVEL_STYLES).map((style) => style.label)).toEqual(['Strong', 'Fair', 'Weak'])
  })
})
