import { describe, expect, it } from 'vitest'
import {
  changesPerHourGrade,
  maxChangeGrade,
  memoryGrade,
  responseTimeGrade,
  successRateGrade,
  type Grade,
} from '@/lib/thresholds'

// The colour thresholds (docs/product.md#colour-thresholds), at their edges.

const variantOf = (grade: Grade) => grade.variant

describe('thresholds', () => {
  it.each([
    [0, 'success'],
    [79.99, 'success'],
    [80, 'warning'],
    [89.99, 'warning'],
    [90, 'danger'],
    [100, 'danger'],
  ])('memory %d%% is %s', (percent, variant) => expect(variantOf(memoryGrade(percent))).toBe(variant))

  it.each([
    [0, 'success'],
    [999, 'success'],
    [1000, 'warning'],
    [2999, 'warning'],
    [3000, 'danger'],
  ])('a response of %d ms is %s', (ms, variant) => expect(variantOf(responseTimeGrade(ms))).toBe(variant))

  it.each([
    [100, 'success'],
    [95, 'success'],
    [94.99, 'warning'],
    [90, 'warning'],
    [89.99, 'danger'],
    [0, 'danger'],
  ])('a success rate of %d%% is %s', (percent, variant) => expect(variantOf(successRateGrade(percent))).toBe(variant))

  it.each([
    [0, 'warning'],
    [1, 'info'],
    [10, 'info'],
    [11, 'success'],
  ])('%d changes an hour is %s', (changes, variant) => expect(variantOf(changesPerHourGrade(changes))).toBe(variant))

  it.each([
    [0, 'success'],
    [20, 'success'],
    [20.01, 'warning'],
    [50, 'warning'],
    [50.01, 'danger'],
  ])('a largest change of %d%% is %s', (percent, variant) => expect(variantOf(maxChangeGrade(percent))).toBe(variant))

  it('every level has a word, so colour is never the only sign', () => {
    const grades = [
      memoryGrade(0),
      memoryGrade(85),
      memoryGrade(95),
      responseTimeGrade(5000),
      successRateGrade(92),
      changesPerHourGrade(0),
      maxChangeGrade(60),
    ]
    for (const grade of grades) expect(grade.word).toMatch(/\w/)
  })
})
