import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import Table from 'react-bootstrap/Table'
import { lazy, Suspense, useId, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { ApiError } from '@/api/http'
import type { TrendKey, TrendSeries, TrendsResponse } from '@/api/types'
import { ChartPlaceholder } from '@/components/charts/ChartBox'
import { ErrorBlock } from '@/components/ErrorBlock'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import { addDays, today, type DayRange } from '@/lib/dateRange'
import { daysIn } from '@/schema/lists'
import { formatCount, formatDayRange, formatExact, formatShortDay, localTimeZone } from '@/lib/format'
import type { useTrends } from './useDashboard'
import {
  TREND_TITLES,
  changeMeaning,
  trendChange,
  trendChangeWords,
  trendDayAmong,
  trendDayLinkName,
  trendDayPath,
} from './trendWords'

// The charts load after the figures, as the panels' doughnuts do: each card's total, change
// and table say everything its chart draws.
const LineChart = lazy(() => import('@/components/charts/LineChart').then((module) => ({ default: module.LineChart })))
const CHART_HEIGHT = 160

/** What a backend without the trends call gets in place of the charts (docs/product.md#analytics-dashboard). */
export const TRENDS_NOT_OFFERED = 'Trends need GET /api/analytics/trends, which this backend does not offer yet'

const TREND_KEYS = Object.keys(TREND_TITLES) as TrendKey[]

/** A day's figure in the table; a day past today has none yet. */
const formatDayValue = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : formatExact(value)

const TONES = { good: 'text-success-emphasis', bad: 'text-danger-emphasis', neutral: '' } as const

function TrendChange({ trendKey, series, previous }: { trendKey: TrendKey; series: TrendSeries; previous: DayRange }) {
  const change = trendChange(series.currentTotal, series.previousTotal)
  const words = trendChangeWords(change, { from: previous.startDate, to: previous.endDate })
  return (
    <div className={`small ${TONES[changeMeaning(trendKey, change)]}`}>
      <span aria-hidden="true">{change.arrow} </span>
      {words}
    </div>
  )
}

function TrendCard({ trendKey, trends }: { trendKey: TrendKey; trends: TrendsResponse }) {
  const navigate = useNavigate()
  const title = TREND_TITLES[trendKey]
  const series = trends.series[trendKey]
  // Every day of the range, those past today too (the current line stops at today); the
  // previous period's day at the same place.
  const days = Array.from({ length: daysIn(trends.range.from, trends.range.to) }, (_, index) =>
    addDays(trends.range.from, index),
  )
  const previousDays = days.map((_, index) => addDays(trends.previous.from, index))
  const current = days.map((day) => series.current.find((point) => point.date === day)?.value ?? null)
  const previous = previousDays.map((day) => series.previous.find((point) => point.date === day)?.value ?? null)
  const among = trendDayAmong(trendKey)
  return (
    <Card className="h-100 shadow-sm" as="section" aria-label={title}>
      <Card.Body>
        <h3 className="fs-6 text-body-secondary fw-normal mb-1">{title}</h3>
        <div className="fs-4 fw-semibold" title={formatExact(series.currentTotal)} data-testid="trend-total">
          {formatCount(series.currentTotal)}
        </div>
        <TrendChange
          trendKey={trendKey}
          series={series}
          previous={{ startDate: trends.previous.from, endDate: trends.previous.to }}
        />
        <Suspense fallback={<ChartPlaceholder height={CHART_HEIGHT} />}>
          <LineChart
            title={title}
            labels={days.map(formatShortDay)}
            series={[
              { label: 'This period', values: current, color: 'blue', pointLabels: days.map(formatShortDay) },
              {
                label: 'Previous period',
                values: previous,
                color: 'purple',
                dashed: true,
                pointLabels: previousDays.map(formatShortDay),
              },
            ]}
            formatValue={formatExact}
            height={CHART_HEIGHT}
            markers={days.length <= 31}
            maxXTicks={7}
            onPick={(index) => void navigate(trendDayPath(trendKey, days[index]!))}
          />
        </Suspense>
        {/* A day's list holding more than its figure says so where the click is made. */}
        {among && <p className="small text-body-secondary mt-1 mb-0">{among}</p>}
        <details className="small mt-1">
          <summary>Show data</summary>
          <Table size="sm" className="mb-0">
            <caption className="caption-top pt-0">{title} by day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className="text-end">
                  This period
                </th>
                <th scope="col" className="text-end">
                  Previous period
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => (
                <tr key={day}>
                  <th scope="row" className="fw-normal">
                    <Link to={trendDayPath(trendKey, day)} aria-label={trendDayLinkName(trendKey, formatShortDay(day))}>
                      {formatShortDay(day)}
                    </Link>
                  </th>
                  <td className="text-end">{formatDayValue(current[index])}</td>
                  <td className="text-end">
                    {formatShortDay(previousDays[index]!)}: {formatDayValue(previous[index])}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </details>
      </Card.Body>
    </Card>
  )
}

/**
 * The daily series of the range chosen, each against the days before it, under the key
 * figures; it loads and fails on its own, the cards never waiting for it. A failed refresh
 * keeps the charts that arrived last and says so above them.
 */
export function TrendsSection({
  days,
  dates,
  trends: { data, error, isLoading, mutate },
}: {
  days: DayRange
  dates: ReactNode
  trends: ReturnType<typeof useTrends>
}) {
  const headingId = useId()
  const day = today()
  const partial = days.startDate <= day && day <= days.endDate
  const failed = error && !isLoading
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h5 mb-1">
        Trends, {formatDayRange(days.startDate, days.endDate)}
        {partial && ' so far'}
      </h2>
      <p className="small text-body-secondary mb-2">
        Each day against the same day of the period before, the dashed line.
        {partial && ' Today counts so far, while the previous period is whole days.'}
        {/* The backend cuts the days; one in another zone than this browser's says so, and so does the console. */}
        {data &&
          data.timeZone !== localTimeZone() &&
          ` Days are calendar days in ${data.timeZone}, the backend's zone.`}
      </p>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3" role="group" aria-label="Trends dates">
        {dates}
      </div>
      {failed && error instanceof ApiError && error.status === 404 ? (
        <p className="text-body-secondary border rounded p-3 mb-0">{TRENDS_NOT_OFFERED}</p>
      ) : (
        <>
          {failed && (
            <ErrorBlock
              message={`Error loading trends: ${(error as Error).message}${data ? '. Showing the last trends that arrived.' : ''}`}
              onRetry={() => void mutate()}
            />
          )}
          {isLoading && <LoadingSpinner label="Loading trends..." />}
          {data && !isLoading && (
            <Row xs={1} md={2} xl={3} className="g-3">
              {TREND_KEYS.map((key) => (
                <Col key={key}>
                  <TrendCard trendKey={key} trends={data} />
                </Col>
              ))}
            </Row>
          )}
        </>
      )}
    </section>
  )
}
