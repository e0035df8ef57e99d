import { describe, expect, it } from 'vitest'
import { computeCohorts } from '@mocks/db/aggregates/cohorts'
import { createWorld } from '@mocks/db/world'
import {
  COHORT_POINTS,
  isComplete,
  isPointReached,
  retentionPercent,
  SHADE_STEPS,
  shadeStep,
  shadeStyle,
} from '@/features/cohorts/heatmap'

// The cohort table's pure parts: the shade of a percentage at each step's edges, the
// percent rounding the cells print, and the day a cohort point counts as reached, checked
// against the simulated backend's own measuring of it.

describe('shadeStep', () => {
  it.each([
    [0, 0],
    [9.9, 0],
    [10, 1],
    [19.9, 1],
    [20, 2],
    [29.9, 2],
    [30, 3],
    [39.9, 3],
    [40, 4],
    [100, 4],
  ])('%s%% is step %s', (percent, step) => {
    expect(shadeStep(percent)).toBe(step)
  })

  it('has five steps from 0% to 40%+, each darker than the one before', () => {
    expect(SHADE_STEPS.map((step) => step.label)).toEqual(['0–10%', '10–20%', '20–30%', '30–40%', '40%+'])
    const opacities = SHADE_STEPS.map((step) => step.opacity)
    expect([...opacities].sort((a, b) => a - b)).toEqual(opacities)
    expect(new Set(opacities).size).toBe(5)
  })

  it('shades with the theme primary colour under the body text colour', () => {
    expect(shadeStyle(0)).toEqual({
      backgroundColor: 'rgba(var(--bs-primary-rgb), 0.06)',
      color: 'var(--bs-body-color)',
    })
    expect(shadeStyle(4)).toEqual({
      backgroundColor: 'rgba(var(--bs-primary-rgb), 0.65)',
      color: 'var(--bs-body-color)',
    })
    // Out of range: the nearest step, never a missing colour.
    expect(shadeStyle(9)).toEqual(shadeStyle(4))
    expect(shadeStyle(-1)).toEqual(shadeStyle(0))
  })
})

describe('retentionPercent', () => {
  it.each([
    [0, 0],
    [0.1, 10],
    [0.0999, 10],
    [0.0994, 9.9],
    [0.1235, 12.4], // (0.1235 * 100).toFixed(1) would say 12.3
    [0.1225, 12.3],
    [0.29996, 30],
    [1, 100],
  ])('%s is %s%%', (fraction, percent) => {
    expect(retentionPercent(fraction)).toBe(percent)
  })

  it('shades a cell by the figure it prints: 0.29996 prints 30.0% and is in the 30-40% step', () => {
    expect(shadeStep(retentionPercent(0.29996))).toBe(3)
    expect(shadeStep(retentionPercent(0.2994))).toBe(2)
  })
})

describe('isPointReached', () => {
  // Day N of the cohort's last members (first seen on its Sunday, day 6) ends on day 6 + N.
  it.each(COHORT_POINTS.map((point) => [point.days, 6 + point.days + 1]))(
    'day %s is reached from %s days after the Monday on',
    (days, first) => {
      expect(isPointReached(first - 1, days)).toBe(false)
      expect(isPointReached(first, days)).toBe(true)
      expect(isPointReached(first + 1, days)).toBe(true)
    },
  )

  it('a cohort is complete from day 37 on, when its day 30 is reached', () => {
    expect(isComplete({ daysSinceCohort: 36 })).toBe(false)
    expect(isComplete({ daysSinceCohort: 37 })).toBe(true)
    expect(isComplete({ daysSinceCohort: 0 })).toBe(false)
  })

  it("matches the simulated backend: a point is 0 the day before it is reached and the cohort's figure on that day", () => {
    const noon = (year: number, month: number, day: number) => new Date(year, month, day, 12).getTime()
    const NOW = noon(2026, 10, 30)
    const world = createWorld({ seed: 1, lots: 20, users: 1500, now: NOW })
    const atNow = computeCohorts(world.events, NOW)
    const base = new Date(NOW)
    /** The cohorts as the backend answers `shift` days later (earlier when negative). */
    const shifted = (shift: number) =>
      computeCohorts(world.events, noon(base.getFullYear(), base.getMonth(), base.getDate() + shift)).cohorts

    let checked = 0
    for (const point of COHORT_POINTS) {
      // An old cohort whose figure at this point is not 0, so "not measured" shows.
      const cohort = atNow.cohorts.find((candidate) => isComplete(candidate) && candidate.retention[point.key] > 0)
      if (!cohort) throw new Error(`No cohort with day ${point.days} above 0 in the seeded world`)
      const edge = 6 + point.days + 1
      const before = shifted(edge - 1 - cohort.daysSinceCohort).find((other) => other.cohortWeek === cohort.cohortWeek)!
      const at = shifted(edge - cohort.daysSinceCohort).find((other) => other.cohortWeek === cohort.cohortWeek)!
      expect(before.daysSinceCohort).toBe(edge - 1)
      expect(isPointReached(before.daysSinceCohort, point.days)).toBe(false)
      expect(before.retention[point.key]).toBe(0)
      expect(at.daysSinceCohort).toBe(edge)
      expect(isPointReached(at.daysSinceCohort, point.days)).toBe(true)
      expect(at.retention[point.key]).toBe(cohort.retention[point.key])
      checked++
    }
    expect(checked).toBe(4)
  })
})
