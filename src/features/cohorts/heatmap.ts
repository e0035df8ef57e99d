import type { CSSProperties } from 'react'
import type { Cohort } from '@/api/types'

// The cohort table's heat map and the "not reached yet" rule, as pure functions.

/** Cohorts are measured 1, 7, 14 and 30 days after a member's first day (docs/product.md#analytics-definitions). */
export const COHORT_POINTS = [
  { days: 1, key: 'day1' },
  { days: 7, key: 'day7' },
  { days: 14, key: 'day14' },
  { days: 30, key: 'day30' },
] as const

export type CohortPoint = (typeof COHORT_POINTS)[number]

/**
 * Whether day N has ended for every member of a cohort. Its members started between the
 * week's Monday (daysSinceCohort counts from it) and its Sunday, day 6; the latest of them
 * reaches day N on day 6 + N, which is over from day 6 + N + 1 on. The simulated backend
 * measures a point from then on and sends 0 before (mocks/db/aggregates/cohorts.ts:
 * `monday + 6 + days < today`, that is daysSinceCohort > 6 + days), so a 0 before that day
 * means "not yet", never "nobody came back".
 */
export function isPointReached(daysSinceCohort: number, days: number): boolean {
  return daysSinceCohort >= 6 + days + 1
}

/** A cohort whose last point, day 30, is measured. */
export function isComplete(cohort: Pick<Cohort, 'daysSinceCohort'>): boolean {
  return isPointReached(cohort.daysSinceCohort, COHORT_POINTS[COHORT_POINTS.length - 1]!.days)
}

/**
 * A retention fraction (0-1) in percent, rounded half up to one decimal as the screen shows
 * it (docs/product.md#number-and-time-formatting). Rounding here, once, keeps the printed
 * figure and its shade in step (0.1235 is 12.4%, where (0.1235 * 100).toFixed(1) gives 12.3
 * from binary noise).
 */
export function retentionPercent(fraction: number): number {
  const tenths = Math.round(Number((fraction * 1000).toPrecision(12)))
  return tenths / 10
}

/**
 * The heat map's steps, 10 points wide, the last open: 0-10%, 10-20%, 20-30%, 30-40%, 40%+.
 * Each is Bootstrap's primary colour at a rising opacity over the page, with the body text
 * colour on it (a light-to-mid ramp with dark text): both come from the theme's CSS
 * variables, so a dark theme recolours the table without a change here. Contrast of the
 * text, light theme (#212529 on primary over white) / dark theme (#dee2e6 on primary over
 * #212529): 14.2/11.2, 12.1/9.9, 9.8/8.4, 7.7/6.8, 5.9/5.5, every one above 4.5:1.
 */
export const SHADE_STEPS = [
  { from: 0, label: '0–10%', opacity: 0.06 },
  { from: 10, label: '10–20%', opacity: 0.18 },
  { from: 20, label: '20–30%', opacity: 0.32 },
  { from: 30, label: '30–40%', opacity: 0.48 },
  { from: 40, label: '40%+', opacity: 0.65 },
] as const

/** The step (0-4) of a percentage as printed: from a step's lower edge inclusive to the next's exclusive. */
export function shadeStep(percent: number): number {
  let step = 0
  SHADE_STEPS.forEach((shade, index) => {
    if (percent >= shade.from) step = index
  })
  return step
}

/** The cell's colours for a step. */
export function shadeStyle(step: number): CSSProperties {
  const shade = SHADE_STEPS[Math.min(Math.max(step, 0), SHADE_STEPS.length - 1)]!
  return { backgroundColor: `rgba(var(--bs-primary-rgb), ${shade.opacity})`, color: 'var(--bs-body-color)' }
}
