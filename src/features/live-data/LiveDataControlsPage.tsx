import { useMemo } from 'react'
import Button from 'react-bootstrap/Button'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { updateLiveDataMetrics } from '@/api/liveData'
import type { LiveDataControl } from '@/api/types'
import { useWriteRefusal } from '@/auth/useRole'
import { ErrorBlock } from '@/components/ErrorBlock'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import { ReadOnlyNote } from '@/components/ReadOnlyNote'
import { errorText } from '@/components/PagedList'
import { RelativeTime } from '@/components/RelativeTime'
import { exactCountCard, StatCardGrid } from '@/components/StatCard'
import { useWrite } from '@/components/useWrites'
import { DataGuide } from './DataGuide'
import { failureText } from './failureText'
import { LiveLotsList } from './LiveLotsList'
import { countByStatus, toRows } from './liveRows'
import { MessageBanner } from './MessageBanner'
import { CONTROLS_KEY, useLiveDataControls } from './useLiveData'
import { useBulkToggle } from './useBulkToggle'
import { useMessageBanner } from './useMessageBanner'
import { useToggleLot } from './useToggleLot'
import { VersionCard } from './VersionCard'

const NO_CONTROLS: LiveDataControl[] = []

export default function LiveDataControlsPage() {
  const { data, error, isLoading, mutate } = useLiveDataControls()
  const banner = useMessageBanner()
  const bulk = useBulkToggle(data?.data.controls ?? NO_CONTROLS)
  // A bulk run fetches the list once, at its end: a toggle meanwhile does not.
  const toggle = useToggleLot(banner.show, !bulk.running)

  const rows = useMemo(() => (data ? toRows(data.data.controls) : []), [data])
  const counts = useMemo(() => countByStatus(rows), [rows])

  // A viewer reads the figures; the reason stands where Refresh Metrics would (docs/product.md#roles).
  const metricsRefusal = useWriteRefusal('updateLiveDataMetrics')
  const refreshMetrics = useWrite({
    send: () => updateLiveDataMetrics(),
    revalidate: CONTROLS_KEY,
    onSuccess: (answer) => banner.show('success', answer.data.message),
    onError: (failure) =>
      banner.show('danger', `Failed to update metrics: ${failureText(failure, 'Update metrics failed')}`),
  })

  let content
  if (data) {
    const { summary } = data.data
    content = (
      <>
        <StatCardGrid
          label="Live data summary"
          cards={[
            // An operator acts on single lots: every card shows the exact count too.
            exactCountCard('Total Lots', summary.total),
            exactCountCard('Enabled Lots', summary.enabled),
            exactCountCard('Disabled Lots', summary.disabled),
            exactCountCard('Static Lots', counts.static, '0 changes/hour'),
            exactCountCard('Active Lots', counts.active, 'Above 0 changes/hour'),
          ]}
        />
        <LiveLotsList rows={rows} busy={toggle.busy} onToggle={toggle.run} bulk={bulk} />
      </>
    )
  } else if (error && !isLoading) {
    content = (
      <section aria-labelledby="live-data-error-title">
        <h2 id="live-data-error-title" className="h5 text-danger-emphasis">
          Error Loading Live Data Controls
        </h2>
        <ErrorBlock message={errorText(error)} onRetry={() => void mutate()} />
      </section>
    )
  } else {
    content = <LoadingSpinner label="Loading live data controls..." />
  }

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h1 className="h3 mb-1">Live Data Controls</h1>
          {data && (
            <p className="small text-body-secondary mb-0">
              Last updated <RelativeTime timestamp={data.timestamp} />
            </p>
          )}
        </div>
        {metricsRefusal ? (
          <ReadOnlyNote refusal={metricsRefusal} />
        ) : (
          <Button variant="primary" disabled={refreshMetrics.busy} onClick={() => void refreshMetrics.run()}>
            {refreshMetrics.busy ? 'Updating...' : 'Refresh Metrics'}
          </Button>
        )}
      </div>

      <MessageBanner message={banner.message} onClose={banner.close} />
      {content}
      <Row className="g-3">
        <Col lg={5} xl={4}>
          <VersionCard showMessage={banner.show} />
        </Col>
        <Col lg={7} xl={8}>
          <DataGuide />
        </Col>
      </Row>
    </section>
  )
}
