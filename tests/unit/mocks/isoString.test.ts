import fc from 'fast-check'
import { expect, it } from 'vitest'
import { isoString } from '@mocks/db/isoString'

// isoString writes an event's timestamp without a Date: it must give toISOString's string,
// byte for byte, for every moment it is given, or the seeded world changes.

const moment = (from: string, to: string) =>
  fc.date({ min: new Date(from), max: new Date(to), noInvalidDate: true }).map((date) => date.getTime())

it('writes the same string as toISOString for any moment in the years 2000 to 2100', () => {
  fc.assert(
    fc.property(moment('2000-01-01T00:00:00.000Z', '2100-12-31T23:59:59.999Z'), (time) => {
      expect(isoString(time)).toBe(new Date(time).toISOString())
    }),
    { numRuns: 10_000 },
  )
})

it('writes the same string as toISOString from year 0000 to 9999, leap days and century years too', () => {
  fc.assert(
    fc.property(moment('0000-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z'), (time) => {
      expect(isoString(time)).toBe(new Date(time).toISOString())
    }),
    { numRuns: 5_000 },
  )
  for (const text of [
    '1970-01-01T00:00:00.000Z',
    '1969-12-31T23:59:59.999Z',
    '2000-02-29T23:59:59.999Z',
    '2100-02-28T12:00:00.000Z',
    '2100-03-01T00:00:00.000Z',
    '2024-02-29T00:00:00.000Z',
  ]) {
    expect(isoString(Date.parse(text))).toBe(text)
  }
})
