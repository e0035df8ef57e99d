import { useDeferredValue } from 'react'
import Button from 'react-bootstrap/Button'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import Spinner from 'react-bootstrap/Spinner'
import type { DashboardResponse } from '@/api/types'
import { DateRangeControl } from '@/components/DateRangeControl'
import { ErrorBlock } from '@/components/ErrorBlock'
import { DateRangeFields } from '@/components/FilterBar'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import { useListState } from '@/components/useListState'
import { useMockBackend } from '@/config/env'
import { RANGE_PARAMS, boundedRangeDays, chosenRange, customRange, today } from '@/lib/dateRange'
import { MAX_RANGE_DAYS } from '@/schema/lists'
import { formatCount, formatPercent, formatTime, localTimeZone } from '@/lib/format'
import { BreakdownPanel } from './BreakdownPanel'
import { DashboardCards } from './DashboardCards'
import { TrendsSection } from './TrendsSection'
import { preloadDashboard, useDashboard, useTrends } from './useDashboard'

const ID_PREFIX = 'dashboard'

function Panels({ data }: { data: DashboardResponse }) {
  const { lifecycle, search, navigation, share, deeplink } = data
  return (
    <Row xs={1} md={2} xl={3} className="g-3">
      <Col>
        <BreakdownPanel
          title="Lifecycle"
          parts={[
            {
              section: lifecycle,
              breakdowns: [
                {
                  title: 'Lifecycle events by type',
                  allTime: lifecycle.eventTypeBreakdown,
                  today: lifecycle.todayEventTypeBreakdown,
                },
              ],
            },
          ]}
          extra={
            <p className="small text-body-secondary mb-0">{formatCount(lifecycle.newUsersToday)} new users today</p>
          }
        />
      </Col>
      <Col>
        <BreakdownPanel
          title="Search"
          parts={[
            {
              section: search,
              breakdowns: [
                {
                  title: 'Searches by type',
                  allTime: search.searchTypeBreakdown,
                  today: search.todaySearchTypeBreakdown,
                },
              ],
            },
          ]}
        />
      </Col>
      <Col>
        <BreakdownPanel
          title="Navigation"
          parts={[
            {
              section: navigation,
              breakdowns: [
                {
                  title: 'Navigations by app',
                  allTime: navigation.navigationTypeBreakdown,
                  today: navigation.todayNavigationTypeBreakdown,
                },
              ],
            },
          ]}
        />
      </Col>
      <Col md={12} xl={12}>
        <BreakdownPanel
          wide
          title="Share and Deeplink"
          parts={[
            {
              heading: 'Shares',
              section: share,
              breakdowns: [
                { title: 'Shares by type', allTime: share.shareTypeBreakdown, today: share.todayShareTypeBreakdown },
              ],
            },
            {
              heading: 'Deeplinks',
              section: deeplink,
              breakdowns: [
                {
                  title: 'Deeplink events by type',
                  allTime: deeplink.eventTypeBreakdown,
                  today: deeplink.todayEventTypeBreakdown,
                },
              ],
            },
          ]}
          extra={
            <p className="small text-body-secondary mb-0">
              App conversion rate: {formatPercent(deeplink.appConversionRate)} of deeplink clicks opened the app.
            </p>
          }
        />
      </Col>
    </Row>
  )
}

/** The answer when it has figures to show: an empty world's has none. */
const withFigures = (answer: DashboardResponse | undefined) =>
  answer && answer.overview.totalEvents > 0 ? answer : undefined

/** The first call, started by src/app/start.tsx when a load opens on the dashboard (lazyScreen's preloadWithData). */
export const preloadData = preloadDashboard

export default function DashboardPage() {
  const { data, error, isLoading, isValidating, mutate } = useDashboard()
  const figures = withFigures(data)
  const isEmpty = data !== undefined && !figures
  // The panels' tables follow the key figures in a render of their own, which React slices
  // and pauses for input: drawn with the cards, in the one render an answer starts (which
  // React cannot slice), they held the page for over a tenth of a second on a cold load.
  const deferred = useDeferredValue(data)
  const panels = withFigures(deferred)
  // While a retry is under way only the spinner shows; a failed refresh over figures
  // already shown says that those figures are the last ones that arrived.
  const showError = error && !isLoading
  // The trends' range: the lists' one in the URL, the last 7 days when none is chosen.
  const { view, update } = useListState(RANGE_PARAMS)
  const days = boundedRangeDays(view, today(), 'last-7-days')
  const trends = useTrends(days)
  const retry = () => void mutate()
  // Refresh asks for the figures and the trends again; a Retry asks only for what failed.
  const refresh = () => void Promise.all([mutate(), trends.mutate()])
  const refreshing = isValidating || trends.isValidating

  return (
    // Busy until the panels have followed the answer: the screen is not whole yet.
    <section aria-busy={deferred !== data}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h1 className="h3 mb-0">Analytics Dashboard</h1>
          {data?.overview && (
            <div className="small text-body-secondary">
              Last updated: <time dateTime={data.overview.lastUpdated}>{formatTime(data.overview.lastUpdated)}</time>
              {/* The simulated backend counts "today" in this browser's time zone; a real one says nothing of its own. */}
              {useMockBackend
                ? ` · today is since midnight, ${localTimeZone()} time`
                : ` · times in ${localTimeZone()}`}
            </div>
          )}
        </div>
        <Button variant="outline-primary" onClick={refresh} disabled={refreshing}>
          {refreshing && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Refresh
        </Button>
      </div>

      {showError && (
        <ErrorBlock
          message={`Error loading dashboard: ${(error as Error).message}${data ? '. Showing the last figures that arrived.' : ''}`}
          onRetry={retry}
        />
      )}
      {isLoading && <LoadingSpinner label="Loading dashboard..." />}
      {isEmpty && <p className="text-body-secondary py-4">No dashboard data available.</p>}
      {figures && <DashboardCards data={figures} />}
      <TrendsSection
        days={days}
        trends={trends}
        dates={
          // The range changes only the trends (the dashboard's call takes no dates), so it sits in their header.
          <>
            <DateRangeControl
              value={chosenRange(view)}
              days={days}
              onChange={update}
              startFieldId={`${ID_PREFIX}-startDate`}
              defaultPreset="last-7-days"
            />
            <DateRangeFields
              idPrefix={ID_PREFIX}
              {...days}
              maxDays={MAX_RANGE_DAYS}
              onChange={(range) => update(customRange(range))}
            />
          </>
        }
      />
      {panels && <Panels data={panels} />}
    </section>
  )
}
