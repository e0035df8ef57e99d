import { useState } from 'react'
import Button from 'react-bootstrap/Button'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import Spinner from 'react-bootstrap/Spinner'
import { ErrorBlock } from '@/components/ErrorBlock'
import { GradeBadge } from '@/components/GradeBadge'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import { errorText } from '@/components/PagedList'
import { useListState } from '@/components/useListState'
import { useMockBackend } from '@/config/env'
import { param } from '@/lib/listQuery'
import { MemoryUsage } from './MemoryUsage'
import { MonitoringPanel } from './MonitoringPanel'
import { RecentApiCalls, apiPageOf } from './RecentApiCalls'
import { ApiSuccessRate, CachePerformance, DatabaseStatus, RequestMetrics } from './StatusPanels'
import { SystemOverview } from './SystemOverview'
import {
  useApiSuccessEvents,
  useApiSuccessSummary,
  useCacheStatus,
  useHealth,
  useMemoryPerformance,
  useMetrics,
} from './useMonitoring'

/** The Refresh spinner shows for 1 s, even when the answers come sooner (docs/product.md#system-monitoring). */
export const REFRESH_SPINNER_MS = 1_000

/** The recent-calls view in the URL (`?calls.page=3`), so a reload shows the same rows. */
const CALLS_LIST = { page: param.page() }

function MockBadge({ text }: { text: string }) {
  return useMockBackend ? <GradeBadge grade={{ variant: 'warning', word: text }} /> : null
}

export default function MonitoringPage() {
  const health = useHealth()
  const metrics = useMetrics()
  const cache = useCacheStatus()
  const memory = useMemoryPerformance()
  const summary = useApiSuccessSummary()
  const { view, update } = useListState(CALLS_LIST, 'calls.')
  const events = useApiSuccessEvents(apiPageOf(view.page))
  const sources = [health, metrics, cache, memory, summary, events]

  // The loading message shows until every call has answered once (figures or an error);
  // later loads (another page of calls) show in their own panel.
  const [ready, setReady] = useState(false)
  if (!ready && sources.every((source) => source.data !== undefined || source.error !== undefined)) setReady(true)
  const nothingLoaded = sources.every((source) => source.data === undefined && source.error !== undefined)
  const retrying = sources.some((source) => source.isLoading)

  const refetchAll = () => Promise.allSettled(sources.map((source) => source.mutate()))
  const [refreshing, setRefreshing] = useState(false)
  const refresh = async () => {
    setRefreshing(true)
    await Promise.all([refetchAll(), new Promise((resolve) => setTimeout(resolve, REFRESH_SPINNER_MS))])
    setRefreshing(false)
  }

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div className="d-flex flex-wrap align-items-center gap-2">
          <h1 className="h3 mb-0">System Monitoring</h1>
          <MockBadge text="Using mock data" />
        </div>
        <Button variant="outline-primary" onClick={() => void refresh()} disabled={refreshing}>
          {refreshing && (
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" data-testid="refresh-spinner" />
          )}
          Refresh
        </Button>
        <span className="visually-hidden" role="status">
          {refreshing ? 'Refreshing monitoring data...' : ''}
        </span>
      </div>

      {!ready && <LoadingSpinner label="Loading monitoring data..." />}
      {ready && nothingLoaded && !retrying && (
        <ErrorBlock
          message={`Error loading monitoring data: ${errorText(sources.find((source) => source.error !== undefined)?.error)}`}
          onRetry={() => void refetchAll()}
        />
      )}
      {ready && nothingLoaded && retrying && <LoadingSpinner label="Loading monitoring data..." />}
      {ready && !nothingLoaded && (
        <Row className="g-3">
          <Col xs={12} md={6} xl={4}>
            <MonitoringPanel title="System Overview" source={health}>
              {(data) => <SystemOverview health={data} />}
            </MonitoringPanel>
          </Col>
          <Col xs={12} md={6} xl={4}>
            <MonitoringPanel title="Database Status" source={metrics}>
              {(data) => <DatabaseStatus system={data.system} />}
            </MonitoringPanel>
          </Col>
          <Col xs={12} md={12} xl={4}>
            <MonitoringPanel title="Cache Performance" source={cache}>
              {(data) => <CachePerformance cache={data} />}
            </MonitoringPanel>
          </Col>
          <Col xs={12}>
            <MonitoringPanel title="Memory Usage" source={memory}>
              {(data) => <MemoryUsage memory={data} />}
            </MonitoringPanel>
          </Col>
          <Col xs={12} lg={6}>
            <MonitoringPanel title="Request Metrics" source={metrics}>
              {(data) => <RequestMetrics metrics={data} />}
            </MonitoringPanel>
          </Col>
          <Col xs={12} lg={6}>
            <MonitoringPanel title="API Success Rate" source={summary} badge={<MockBadge text="Mock data" />}>
              {(answer) => <ApiSuccessRate summary={answer.data} />}
            </MonitoringPanel>
          </Col>
          <Col xs={12}>
            <MonitoringPanel title="Recent API Calls" source={events}>
              {(answer) => (
                <RecentApiCalls view={view.page} answer={answer} onViewChange={(page) => update({ page })} />
              )}
            </MonitoringPanel>
          </Col>
        </Row>
      )}
    </section>
  )
}
