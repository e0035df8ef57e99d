import type { Cohort, CohortStatus, CohortsResponse } from '@/api/types'
import type { EventLog } from '@mocks/db/indexes'
import { memoOnEvents } from '@mocks/db/indexes'
import { DAY_MS, startOfDayBefore } from '@mocks/db/time'
import { COHORT_DAYS, dayNumber, fraction, userActivity } from './userActivity'

// GET /api/analytics/cohorts: users grouped by the ISO week of their first activity, and
// the share of each group that was active again 1, 7, 14 and 30 days after its first day.

/** A cohort's day-7 retention this much above or below the reference counts as different. */
const BAND = 0.1

interface WeekCohort {
  /** Day number (see userActivity) of the cohort week's Monday. */
  monday: number
  cohortWeek: string
  users: number
  /** Per COHORT_DAYS entry: users active exactly that many days after their first day. */
  returned: number[]
}

/** ISO 8601 week of the week starting on the local date year-month-day (a Monday), as 2026-W07. */
export function isoWeekOfMonday(year: number, month: number, day: number): string {
  // The ISO year and week are those of the week's Thursday.
  const thursday = Date.UTC(year, month - 1, day + 3)
  const isoYear = new Date(thursday).getUTCFullYear()
  const week = Math.floor((thursday - Date.UTC(isoYear, 0, 1)) / DAY_MS / 7) + 1
  return `${isoYear}-W${String(week).padStart(2, '0')}`
}

/** Cohorts newest first; they depend on the events only, not on the time of the call. */
const weekCohorts = memoOnEvents((events): WeekCohort[] => {
  const activity = userActivity(events)
  const mondayBased = (date: Date) => (date.getDay() + 6) % 7
  const dayZeroWeekday = mondayBased(new Date(activity.dayZero))
  const byMonday = new Map<number, WeekCohort>()
  activity.firstDay.forEach((firstDay, user) => {
    const monday = firstDay - ((dayZeroWeekday + firstDay) % 7)
    let cohort = byMonday.get(monday)
    if (!cohort) {
      const date = new Date(startOfDayBefore(activity.dayZero, -monday))
      cohort = {
        monday,
        cohortWeek: isoWeekOfMonday(date.getFullYear(), date.getMonth() + 1, date.getDate()),
        users: 0,
        returned: COHORT_DAYS.map(() => 0),
      }
      byMonday.set(monday, cohort)
    }
    cohort.users++
    COHORT_DAYS.forEach((_, bit) => {
      if (activity.activeOnCohortDays[user]! & (1 << bit)) cohort.returned[bit]!++
    })
  })
  return [...byMonday.values()].sort((a, b) => b.monday - a.monday)
})

type Comparison = 'above' | 'level' | 'below'

function compare(value: number, reference: number): Comparison {
  if (value > reference * (1 + BAND) || (reference === 0 && value > 0)) return 'above'
  if (value < reference * (1 - BAND)) return 'below'
  return 'level'
}

const STATUS: Record<Comparison, CohortStatus> = { above: 'growing', level: 'stable', below: 'declining' }

/** The mean of fractions, itself a fraction with four decimals; 0 for none. */
const mean = (values: number[]) =>
  fraction(
    values.reduce((sum, value) => sum + value, 0),
    values.length,
  )

export function computeCohorts(events: EventLog, now: number): CohortsResponse {
  const today = dayNumber(userActivity(events), now)
  const rows = weekCohorts(events).map((cohort) => {
    // Day N is measured once it has ended for every user of the cohort, the week's Sunday included.
    const measured = COHORT_DAYS.map((days) => cohort.monday + 6 + days < today)
    const [day1, day7, day14, day30] = COHORT_DAYS.map((_, point) =>
      measured[point] ? fraction(cohort.returned[point]!, cohort.users) : 0,
    )
    return {
      cohort,
      day1: day1!,
      day7: day7!,
      day14: day14!,
      day30: day30!,
      day1Measured: measured[0]!,
      day7Measured: measured[1]!,
    }
  })

  const day7Rows = rows.filter((row) => row.day7Measured)
  const averageDay7 = mean(day7Rows.map((row) => row.day7))
  const trends = { improving: 0, stable: 0, declining: 0 }
  // Each cohort against the one exactly a week older; a week without first activities has none.
  const byMonday = new Map(day7Rows.map((row) => [row.cohort.monday, row]))
  day7Rows.forEach((row) => {
    const older = byMonday.get(row.cohort.monday - 7)
    if (!older) return
    const comparison = compare(row.day7, older.day7)
    trends[comparison === 'above' ? 'improving' : comparison === 'below' ? 'declining' : 'stable']++
  })

  const cohorts: Cohort[] = rows.map((row) => ({
    cohortWeek: row.cohort.cohortWeek,
    totalUsers: row.cohort.users,
    retention: { day1: row.day1, day7: row.day7, day14: row.day14, day30: row.day30 },
    status: row.day7Measured ? STATUS[compare(row.day7, averageDay7)] : 'new',
    daysSinceCohort: today - row.cohort.monday,
  }))

  return {
    cohorts,
    summary: {
      totalCohorts: cohorts.length,
      averageDay1Retention: mean(rows.filter((row) => row.day1Measured).map((row) => row.day1)),
      averageDay7Retention: averageDay7,
      totalUsers: cohorts.reduce((sum, cohort) => sum + cohort.totalUsers, 0),
    },
    trends,
  }
}
