import type { Cohort } from '@/api/types'
import { LineChart, type LineSeries } from '@/components/charts/LineChart'
import { CHART_PALETTE } from '@/components/charts/theme'
import { formatPercent } from '@/lib/format'
import { COHORT_POINTS, isComplete, isPointReached, retentionPercent } from './heatmap'

/** How many complete cohorts are drawn before anyone ticks one. */
const DEFAULT_SHOWN = 3

/** The newest cohorts whose day 30 is measured (the list comes newest first). */
export function defaultShownCohorts(cohorts: Cohort[]): Set<string> {
  return new Set(
    cohorts
      .filter(isComplete)
      .slice(0, DEFAULT_SHOWN)
      .map((cohort) => cohort.cohortWeek),
  )
}

/** A cohort's measured points in percent; null where a point is not reached yet. */
function curve(cohort: Cohort): Array<number | null> {
  return COHORT_POINTS.map((point) =>
    isPointReached(cohort.daysSinceCohort, point.days) ? retentionPercent(cohort.retention[point.key]) : null,
  )
}

/** Per point, the plain mean of the shown cohorts that have reached it; null where none has. */
function averageCurve(cohorts: Cohort[]): Array<number | null> {
  return COHORT_POINTS.map((point) => {
    const reached = cohorts.filter((cohort) => isPointReached(cohort.daysSinceCohort, point.days))
    if (reached.length === 0) return null
    return retentionPercent(reached.reduce((sum, cohort) => sum + cohort.retention[point.key], 0) / reached.length)
  })
}

/** One line per shown cohort, in the table's order, and their average. */
export function retentionLines(cohorts: Cohort[], shown: ReadonlySet<string>): LineSeries[] {
  // A cohort keeps its colour (by its place in the list) whichever others are shown.
  const lines = cohorts.flatMap((cohort, index) =>
    shown.has(cohort.cohortWeek)
      ? [{ label: cohort.cohortWeek, values: curve(cohort), color: CHART_PALETTE[index % CHART_PALETTE.length] }]
      : [],
  )
  const shownCohorts = cohorts.filter((cohort) => shown.has(cohort.cohortWeek))
  return [...lines, { label: 'Average', values: averageCurve(shownCohorts), color: 'body-color', dashed: true }]
}

export function RetentionCurve({ cohorts, shown }: { cohorts: Cohort[]; shown: ReadonlySet<string> }) {
  if (!cohorts.some((cohort) => shown.has(cohort.cohortWeek))) {
    return (
      <p className="text-body-secondary mb-0">
        No cohort is shown: tick one in the table below to draw its retention curve.
      </p>
    )
  }
  return (
    <LineChart
      title="Retention curve"
      labels={COHORT_POINTS.map((point) => `Day ${point.days}`)}
      spokenLabels={COHORT_POINTS.map((point) => `day ${point.days}`)}
      series={retentionLines(cohorts, shown)}
      formatValue={formatPercent}
      formatTick={(value) => `${value}%`}
      xTitle="Days after first use"
      yTitle="Users active again"
      suggestedMax={20}
    />
  )
}
