// The colour thresholds (docs/product.md#colour-thresholds), each with the word that says
// the same as its colour (colour is never the only sign). A level's colour is a Bootstrap
// variant.

/** 'secondary' is the grey of a state that is neither good nor bad (disabled, unknown). */
export type Variant = 'success' | 'warning' | 'danger' | 'info' | 'secondary'

export interface Grade {
  variant: Variant
  /** What the colour means, in a word: shown beside the figure. */
  word: string
}

/** Heap used, percent: green below 80, yellow below 90, red otherwise. */
export function memoryGrade(percent: number): Grade {
  if (percent < 80) return { variant: 'success', word: 'Normal' }
  if (percent < 90) return { variant: 'warning', word: 'High' }
  return { variant: 'danger', word: 'Critical' }
}

/** Response time, ms: green below 1000, yellow below 3000, red otherwise. */
export function responseTimeGrade(ms: number): Grade {
  if (ms < 1000) return { variant: 'success', word: 'Fast' }
  if (ms < 3000) return { variant: 'warning', word: 'Slow' }
  return { variant: 'danger', word: 'Very slow' }
}

/** API success rate, percent: green at 95 or more, yellow at 90 or more, red below. */
export function successRateGrade(percent: number): Grade {
  if (percent >= 95) return { variant: 'success', word: 'Healthy' }
  if (percent >= 90) return { variant: 'warning', word: 'Degraded' }
  return { variant: 'danger', word: 'Failing' }
}

/** A lot's occupancy changes in the last hour: 0 yellow, above 10 green, else blue. */
export function changesPerHourGrade(changes: number): Grade {
  if (changes === 0) return { variant: 'warning', word: 'None' }
  if (changes > 10) return { variant: 'success', word: 'Busy' }
  return { variant: 'info', word: 'Quiet' }
}

/** A lot's largest change in the last hour, percent: above 50 red, above 20 yellow, else green. */
export function maxChangeGrade(percent: number): Grade {
  if (percent > 50) return { variant: 'danger', word: 'Extreme' }
  if (percent > 20) return { variant: 'warning', word: 'Large' }
  return { variant: 'success', word: 'Normal' }
}
