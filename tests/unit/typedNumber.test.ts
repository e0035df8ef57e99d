import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { digitsOf, readDecimal, readWhole, withDecimalPoint } from '@/features/parking-lots/typedNumber'

// How the lot editor reads a typed number (docs/product.md#parking-lot-editor): as its
// digits say, never as JavaScript's Number() would (exponents, hex, blank as 0), and the
// numbers it shows read back to themselves.

describe('typed numbers', () => {
  it.each([
    ['42', 42],
    [' 42 ', 42],
    ['007', 7],
    ['-3.5', -3.5],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', null],
    ['1E3', null],
    ['0x1A', null],
    ['+5', null],
    ['59,88', null],
    ['Infinity', null],
    ['', null],
    ['-', null],
    ['1 000', null],
  ])('reads %j as a decimal: %j', (text, value) => {
    expect(readDecimal(text)).toBe(value)
  })

  it.each([
    ['0', 0],
    ['100000', 100_000],
    ['-1', null],
    ['1.0', null],
    ['1e3', null],
    ['0b11', null],
    ['', null],
  ])('reads %j as a whole number: %j', (text, value) => {
    expect(readWhole(text)).toBe(value)
  })

  it.each([
    ['59,88', '59.88'],
    ['-10,7522', '-10.7522'],
    [',5', '.5'],
    ['59.88', null],
    ['1,000,000', null],
    ['a,b', null],
  ])('takes the comma of %j for a decimal point: %j', (text, dotted) => {
    expect(withDecimalPoint(text)).toBe(dotted)
  })

  it.each([
    [1e21, '1000000000000000000000'],
    [1.5e-7, '0.00000015'],
    [-2.5e-10, '-0.00000000025'],
    [59.9139, '59.9139'],
  ])('writes %s as digits: %s', (value, text) => {
    expect(digitsOf(value)).toBe(text)
  })

  it('writes every finite number as digits that read back to it', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = digitsOf(value)
        expect(text).not.toMatch(/e/i)
        expect(readDecimal(text)).toBe(value === 0 ? 0 : value)
      }),
      { numRuns: 2000 },
    )
  })
})
