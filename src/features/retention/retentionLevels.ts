import type { RetentionResponse } from '@/api/types'
import type { ThemeColor } from '@/components/charts/theme'
import { formatPercent } from '@/lib/format'

// How good a retention rate is, per window. The original spec gives no thresholds; these
// are ours (docs/product.md#retention-analytics).
//
// The backend's windows are cumulative (mocks/README.md "Retention"): day 1 is "back the
// day after the first day", week 1 "back on any of the 7 days after it", month 1 "on any
// of the 30 days after it". So week 1 >= day 1 and month 1 >= week 1 always, and the
// cut-offs must rise with the window, or a longer window would look better merely for
// being longer. Day 1 uses the common mobile-app yardstick (40% next day is strong, under
// 20% is weak). The longer windows follow what such a product typically reaches when
// people keep coming back: strong 40% on day 1 goes with about 60% within a week and 75%
// within a month, fair 20% with about 35% and 50%. A parking finder is used when someone
// drives somewhere, not daily, so the week and month windows are the fairer test of it.

export type RetentionWindow = keyof RetentionResponse['retention']
export type RetentionLevel = 'strong' | 'fair' | 'weak'

/** The windows in display order, with their names on screen and what each counts. */
export const RETENTION_WINDOWS: ReadonlyArray<{ key: RetentionWindow; label: string; meaning: string }> = [
  { key: 'day1', label: 'Day 1', meaning: 'back the day after their first day' },
  { key: 'week1', label: 'Week 1', meaning: 'back within 7 days' },
  { key: 'month1', label: 'Month 1', meaning: 'back within 30 days' },
]

/** Lowest rate, in percent, of each level above weak. */
export const RETENTION_THRESHOLDS: Readonly<Record<RetentionWindow, { strong: number; fair: number }>> = {
  day1: { strong: 40, fair: 20 },
  week1: { strong: 60, fair: 35 },
  month1: { strong: 75, fair: 50 },
}

/**
 * How each level looks: its word (shown beside every figure, so colour is never the only
 * sign), the Bootstrap variant of its text and badge (the *-emphasis text colours reach
 * 4.5:1 on white and on their subtle backgrounds) and its bar colour from charts/theme.ts.
 */
export const LEVEL_STYLES: Readonly<
  Record<RetentionLevel, { label: string; variant: 'success' | 'warning' | 'danger'; chartColor: ThemeColor }>
> = {
  strong: { label: 'Strong', variant: 'success', chartColor: 'green' },
  fair: { label: 'Fair', variant: 'warning', chartColor: 'yellow' },
  weak: { label: 'Weak', variant: 'danger', chartColor: 'red' },
}

export const LEVELS: readonly RetentionLevel[] = ['strong', 'fair', 'weak']

/** A rate (a fraction 0-1) as the screen shows it: percent with one decimal (docs/product.md#number-and-time-formatting). */
export function formatRate(fraction: number): string {
  return formatPercent(fraction * 100)
}

/**
 * The level of a rate (a fraction 0-1) in a window. It is read from the figure as shown,
 * so 0.3999, shown as 40.0%, is as strong as the legend's "40% or more" promises.
 */
export function retentionLevel(window: RetentionWindow, fraction: number): RetentionLevel {
  const shown = Number.parseFloat(formatRate(fraction))
  const { strong, fair } = RETENTION_THRESHOLDS[window]
  if (shown >= strong) return 'strong'
  if (shown >= fair) return 'fair'
  return 'weak'
}

/** The legend's words for each level of a window: '40% or more', '20% to 39.9%', 'under 20%'. */
export function levelRanges(window: RetentionWindow): Record<RetentionLevel, string> {
  const { strong, fair } = RETENTION_THRESHOLDS[window]
  return {
    strong: `${strong}% or more`,
    fair: `${fair}% to ${formatPercent(strong - 0.1)}`,
    weak: `under ${fair}%`,
  }
}
