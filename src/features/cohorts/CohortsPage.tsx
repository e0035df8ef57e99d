import { useState } from 'react'
import Card from 'react-bootstrap/Card'
import type { CohortsResponse } from '@/api/types'
import { ErrorBlock } from '@/components/ErrorBlock'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import { EmptyState, errorText } from '@/components/PagedList'
import { CohortCards } from './CohortCards'
import { CohortTable, HeatmapLegend } from './CohortTable'
import { defaultShownCohorts, RetentionCurve } from './RetentionCurve'
import { useCohorts } from './useCohorts'

const EMPTY_DETAIL = "Cohorts appear once people start using the app: each week's new users form one."

function Cohorts({ data }: { data: CohortsResponse }) {
  // null until someone ticks a box: the newest complete cohorts are shown, following refreshes.
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null)
  const shown = picked ?? defaultShownCohorts(data.cohorts)
  const setShown = (cohortWeek: string, show: boolean) => {
    const next = new Set(shown)
    if (show) next.add(cohortWeek)
    else next.delete(cohortWeek)
    setPicked(next)
  }

  return (
    <>
      <CohortCards data={data} />
      <Card as="section" className="shadow-sm mb-4" aria-labelledby="retention-curve-heading">
        <Card.Header as="h2" id="retention-curve-heading" className="fs-5">
          Retention curve
        </Card.Header>
        <Card.Body>
          <p className="small text-body-secondary">
            Share of each cohort active again 1, 7, 14 and 30 days after first use, for the cohorts ticked in the table,
            and their average. Points a cohort has not reached yet are left out.
          </p>
          <RetentionCurve cohorts={data.cohorts} shown={shown} />
        </Card.Body>
      </Card>
      <Card as="section" className="shadow-sm" aria-labelledby="cohort-table-heading">
        <Card.Header as="h2" id="cohort-table-heading" className="fs-5">
          Cohorts by week
        </Card.Header>
        <Card.Body>
          <HeatmapLegend />
          <CohortTable cohorts={data.cohorts} shown={shown} onShowChange={setShown} />
        </Card.Body>
      </Card>
    </>
  )
}

export default function CohortsPage() {
  const { data, error, isLoading, mutate } = useCohorts()
  const retry = () => void mutate()
  const isEmpty = data !== undefined && data.cohorts.length === 0
  // While a retry is under way only the spinner shows; a failed refresh over figures
  // already shown says that those are the last ones that arrived.
  const showError = error && !isLoading

  return (
    <section>
      <h1 className="h3 mb-3">Cohort Analytics</h1>
      {showError && (
        <ErrorBlock
          message={`Error loading cohorts: ${errorText(error)}${data ? '. Showing the last figures that arrived.' : ''}`}
          onRetry={retry}
        />
      )}
      {isLoading && <LoadingSpinner label="Loading cohorts..." />}
      {isEmpty && <EmptyState text="No data yet" detail={EMPTY_DETAIL} />}
      {data && !isEmpty && <Cohorts data={data} />}
    </section>
  )
}
