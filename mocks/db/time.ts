// Calendar arithmetic for the simulated backend. "Today" is the local calendar day of
// the process that runs the backend (the browser tab, or the mock server's machine).

export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS

export function startOfDay(time: number): number {
  const date = new Date(time)
  date.setHours(0, 0, 0, 0)
  return date.getTime()
}

/** Start of the local day `days` days before the day of `time`. */
export function startOfDayBefore(time: number, days: number): number {
  const date = new Date(startOfDay(time))
  date.setDate(date.getDate() - days)
  return date.getTime()
}

/** The local calendar day holding `time`, as YYYY-MM-DD. */
export function dayText(time: number): string {
  const date = new Date(time)
  const pad = (value: number, digits = 2) => String(value).padStart(digits, '0')
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

let timeZone: string | undefined

/** The IANA time zone the local calendar days are cut in (the process's, read once: a formatter is slow to make). */
export function localTimeZone(): string {
  return (timeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone)
}
