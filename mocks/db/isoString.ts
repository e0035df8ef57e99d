import { DAY_MS } from './time'

// An event's timestamp, written as Date#toISOString writes it, without a Date: the history
// has a hundred thousand events and more, and a Date per event with its formatting was
// most of the time taken to build it. The calendar date comes from the day number by
// integer arithmetic (Howard Hinnant's days-to-civil, the proleptic Gregorian calendar
// ECMAScript uses), and the string is made in one piece by String.fromCharCode: flat, as
// toISOString's is, so comparing timestamps later costs no flattening of joined strings.

const ZERO = 48
const DAYS_BEFORE_1970_FROM_0000_03_01 = 719_468
const DAYS_PER_400_YEARS = 146_097

/** `new Date(time).toISOString()` for a whole number of ms in the years 0000 to 9999. */
export function isoString(time: number): string {
  const day = Math.floor(time / DAY_MS)
  // Whole numbers from here on, none negative but the era before year 0's March: `x / y | 0`
  // is their floor division, and keeps them 32-bit integers for the engine (as floats, `%`
  // is a call into the C library).
  let rest = (time - day * DAY_MS) | 0
  const ms = rest % 1000
  rest = (rest / 1000) | 0
  const second = rest % 60
  rest = (rest / 60) | 0
  const minute = rest % 60
  const hour = (rest / 60) | 0

  const shifted = day + DAYS_BEFORE_1970_FROM_0000_03_01
  const era = Math.floor(shifted / DAYS_PER_400_YEARS)
  const dayOfEra = (shifted - era * DAYS_PER_400_YEARS) | 0
  const yearOfEra =
    ((dayOfEra - ((dayOfEra / 1460) | 0) + ((dayOfEra / 36_524) | 0) - ((dayOfEra / 146_096) | 0)) / 365) | 0
  const dayOfYear = dayOfEra - (365 * yearOfEra + ((yearOfEra / 4) | 0) - ((yearOfEra / 100) | 0))
  // Months counted from March, so that February's leap day comes last.
  const monthFromMarch = ((5 * dayOfYear + 2) / 153) | 0
  const date = dayOfYear - (((153 * monthFromMarch + 2) / 5) | 0) + 1
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)

  return String.fromCharCode(
    ZERO + ((year / 1000) | 0),
    ZERO + (((year / 100) | 0) % 10),
    ZERO + (((year / 10) | 0) % 10),
    ZERO + (year % 10),
    45, // -
    ZERO + ((month / 10) | 0),
    ZERO + (month % 10),
    45,
    ZERO + ((date / 10) | 0),
    ZERO + (date % 10),
    84, // T
    ZERO + ((hour / 10) | 0),
    ZERO + (hour % 10),
    58, // :
    ZERO + ((minute / 10) | 0),
    ZERO + (minute % 10),
    58,
    ZERO + ((second / 10) | 0),
    ZERO + (second % 10),
    46, // .
    ZERO + ((ms / 100) | 0),
    ZERO + (((ms / 10) | 0) % 10),
    ZERO + (ms % 10),
    90, // Z
  )
}
