import type { Grade } from '@/lib/thresholds'

const BYTES_PER_MB = 1024 * 1024
const milliseconds = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** Bytes as megabytes with one decimal: '212.4 MB'. */
export function formatMb(bytes: number): string {
  return `${(bytes / BYTES_PER_MB).toFixed(1)} MB`
}

/** A duration in ms as the server gave it (up to two decimals): '1,234.5 ms'. */
export function formatMs(ms: number): string {
  return `${milliseconds.format(ms)} ms`
}

/**
 * A percentage's grade, read from the figure as shown (one decimal): 79.96 shows as 80.0%
 * and must not be called Normal beside it.
 */
export function gradeShownPercent(percent: number, grade: (percent: number) => Grade): Grade {
  return grade(Number(percent.toFixed(1)))
}
