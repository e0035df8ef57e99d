import { describe, expect, it } from 'vitest'
import { formatCount, formatExact, formatPerUser, formatPercent } from '../../src/lib/format'

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
