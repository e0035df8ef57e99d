import { describe, expect, it } from 'vitest'
import {
  formatCount,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatDuration,
  formatExact,
  formatPerUser,
  formatPercent,
  formatRelativeTime,
} from '@/lib/format'

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1_000, '1.0K'],
    [1_250, '1.3K'],
    [47_602, '47.6K'],
    [999_949, '999.9K'],
    [999_960, '1.0M'],
    [1_000_000, '1.0M'],
    [2_345_678, '2.3M'],
    [-1_500, '-1.5K'],
  ])('%d shows as %s', (value, shown) => {
    expect(formatCount(value)).toBe(shown)
  })
})

it('formatExact adds thousands separators', () => {
  expect(formatExact(1234567)).toBe('1,234,567')
})

it('formatPercent keeps one decimal', () => {
  expect(formatPercent(63.7342)).toBe('63.7%')
  expect(formatPercent(0)).toBe('0.0%')
  expect(formatPercent(100)).toBe('100.0%')
})

describe('formatPerUser (share rate per user)', () => {
  it('divides with two decimals', () => {
    expect(formatPerUser(1104, 5000)).toBe('0.22')
    expect(formatPerUser(10, 3)).toBe('3.33')
  })
  it("is '0.00' when there are no users", () => {
    expect(formatPerUser(12, 0)).toBe('0.00')
  })
})

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z')
  it.each([
    ['2026-11-23T11:59:30.000Z', 'Just now'],
    ['2026-11-23T12:00:05.000Z', 'Just now'],
    ['2026-11-23T11:59:00.000Z', '1m ago'],
    ['2026-11-23T11:01:00.000Z', '59m ago'],
    ['2026-11-23T11:00:00.000Z', '1h ago'],
    ['2026-11-22T12:00:01.000Z', '23h ago'],
    ['2026-11-22T12:00:00.000Z', '1d ago'],
    ['2026-08-25T12:00:00.000Z', '90d ago'],
  ])('%s reads %s', (timestamp, shown) => {
    expect(formatRelativeTime(timestamp, now)).toBe(shown)
  })

  it('gives null for a timestamp it cannot read', () => {
    expect(formatRelativeTime('yesterday', now)).toBeNull()
    expect(formatDateTime('')).toBeNull()
  })
})

describe('formatDuration', () => {
  it.each([
    [0, '0s'],
    [45, '45s'],
    [60, '1m 00s'],
    [245, '4m 05s'],
    [3725, '62m 05s'],
    [-1, '-'],
    [Number.NaN, '-'],
  ])('%d seconds read %s', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown)
  })
})

describe('formatDayRange (the date range in words)', () => {
  it.each([
    ['2026-11-19', '2026-11-25', 'Nov 19 – Nov 25, 2026'],
    ['2026-11-25', '2026-11-25', 'Nov 25, 2026'],
    ['2025-12-28', '2026-01-03', 'Dec 28, 2025 – Jan 3, 2026'],
    ['2026-10-31', '2026-11-01', 'Oct 31 – Nov 1, 2026'],
    ['2026-11-19', '', 'From Nov 19, 2026'],
    ['', '2026-11-25', 'Until Nov 25, 2026'],
    ['', '', 'All time'],
  ])('%s to %s reads %s', (start, end, words) => {
    expect(formatDayRange(start, end)).toBe(words)
  })

  it('a day is the day written, whatever the time zone', () => {
    expect(formatDay('2027-01-01')).toBe('Jan 1, 2027')
  })
})
