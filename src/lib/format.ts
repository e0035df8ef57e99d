// Number formatting (docs/product.md#number-and-time-formatting): 1,000 or more as K with
// one decimal, 1,000,000 or more as M; percentages with one decimal.

const exact = new Intl.NumberFormat('en-US')

export function formatCount(value: number): string {
  const magnitude = Math.abs(value)
  if (magnitude >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`
  if (magnitude >= 1_000) {
    const thousands = (value / 1_000).toFixed(1)
    // 999,960 rounds to "1000.0K"; say 1.0M instead.
    return Math.abs(Number(thousands)) >= 1_000 ? `${(value / 1_000_000).toFixed(1)}M` : `${thousands}K`
  }
  return exact.format(value)
}

/** The exact figure with thousands separators, for tooltips and screen readers. */
export function formatExact(value: number): string {
  return exact.format(value)
}

/** A value already in percent (0-100) with one decimal. */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`
}

/** Per-user ratio with two decimals, '0.00' when there are no users. */
export function formatPerUser(total: number, users: number): string {
  return users > 0 ? (total / users).toFixed(2) : '0.00'
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/**
 * How long ago `timestamp` was, as docs/product.md#number-and-time-formatting writes it:
 * under a minute 'Just now', then '5m ago', '3h ago', '2d ago'. A time in the future (a
 * clock ahead of ours) is 'Just now' too; an unreadable one gives null.
 */
export function formatRelativeTime(timestamp: string, now: number): string | null {
  const time = Date.parse(timestamp)
  if (Number.isNaN(time)) return null
  const elapsed = now - time
  if (elapsed < MINUTE_MS) return 'Just now'
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`
  return `${Math.floor(elapsed / DAY_MS)}d ago`
}

// Every date and time the console shows goes through these, in the browser's locale and
// time zone: 'Nov 25, 2026, 3:34:55 PM', '3:34:55 PM', and '15:30' on a chart's time axis.
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })
const timeOnly = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' })
const hourMinute = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })

function readable(timestamp: string | number): number | null {
  const time = typeof timestamp === 'number' ? timestamp : Date.parse(timestamp)
  return Number.isNaN(time) ? null : time
}

/** The exact local date and time ('Nov 25, 2026, 3:34:55 PM'); null when unreadable. */
export function formatDateTime(timestamp: string | number): string | null {
  const time = readable(timestamp)
  return time === null ? null : dateTime.format(time)
}

/** The local time of day with seconds ('3:34:55 PM'); null when unreadable. */
export function formatTime(timestamp: string | number): string | null {
  const time = readable(timestamp)
  return time === null ? null : timeOnly.format(time)
}

/** Hours and minutes ('03:35 PM', '15:35'), for a chart's time axis; null when unreadable. */
export function formatHourMinute(timestamp: string | number): string | null {
  const time = readable(timestamp)
  return time === null ? null : hourMinute.format(time)
}

// Calendar days (YYYY-MM-DD) are days, not instants: formatted as written, in UTC, so no
// time zone moves them to the day before.
const dayWithYear = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' })
const dayWithoutYear = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' })

const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** A calendar day, 'Nov 25, 2026'. */
export function formatDay(day: string): string {
  return dayWithYear.format(utcDay(day))
}

/** A calendar day without its year, 'Nov 25': a chart's day axis. */
export function formatShortDay(day: string): string {
  return dayWithoutYear.format(utcDay(day))
}

/**
 * A range of calendar days in words: 'Nov 19 – Nov 25, 2026', one day 'Nov 25, 2026', across
 * years 'Dec 28, 2025 – Jan 3, 2026'; an open end 'From Nov 19, 2026' or 'Until Nov 25,
 * 2026'; no days at all 'All time'.
 */
export function formatDayRange(startDate: string, endDate: string): string {
  if (startDate === '' && endDate === '') return 'All time'
  if (endDate === '') return `From ${formatDay(startDate)}`
  if (startDate === '') return `Until ${formatDay(endDate)}`
  if (startDate === endDate) return formatDay(endDate)
  const sameYear = startDate.slice(0, 4) === endDate.slice(0, 4)
  const start = sameYear ? formatShortDay(startDate) : formatDay(startDate)
  return `${start} – ${formatDay(endDate)}`
}

/** A duration in seconds as minutes and seconds: '4m 05s', '45s'. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '-'
  const whole = Math.round(seconds)
  const minutes = Math.floor(whole / 60)
  const rest = whole % 60
  return minutes === 0 ? `${rest}s` : `${minutes}m ${String(rest).padStart(2, '0')}s`
}

/** The time zone the console shows times in: the browser's (an IANA name such as Europe/Oslo). */
export function localTimeZone(): string {
  return dateTime.resolvedOptions().timeZone
}
