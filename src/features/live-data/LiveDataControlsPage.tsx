import { useCallback, useMemo, useRef, useState } from 'react'
import Button from 'react-bootstrap/Button'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { updateLiveDataMetrics } from '@/api/liveData'
import { ErrorBlock } from '@/components/ErrorBlock'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import { errorText } from '@/components/PagedList'
import { RelativeTime } from '@/components/RelativeTime'
import { countCard, StatCardGrid } from '@/components/StatCard'
import { DataGuide } from './DataGuide'
import { failureText } from './failureText'
import { LiveLotsList } from './LiveLotsList'
import { countByStatus, toRows } from './liveRows'
import { MessageBanner } from './MessageBanner'
import { useLiveDataControls } from './useLiveData'
import { useMessageBanner } from './useMessageBanner'
import { useToggleLot } from './useToggleLot'
import { VersionCard } from './VersionCard'

export default function LiveDataControlsPage() {
  const { data, error, isLoading, mutate } = useLiveDataControls()
  const banner = useMessageBanner()
  const refetch = useCallback(() => mutate(), [mutate])
  const { busy, toggle } = useToggleLot(refetch, banner.show)
  const onToggle = useCallback((lotId: string) => void toggle(lotId), [toggle])

  const rows = useMemo(() => (data ? toRows(data.data.controls) : []), [data])
  const counts = useMemo(() => countByStatus(rows), [rows])

  const [updating, setUpdating] = useState(false)
  const updatingRef = useRef(false)
  const refreshMetrics = async () => {
    if (updatingRef.current) return
    updatingRef.current = true
    setUpdating(true)
    try {
      const answer = await updateLiveDataMetrics()
      await mutate()
      banner.show('success', answer.data.message)
    } catch (failure) {
      banner.show('danger', `Failed to update metrics: ${failureText(failure, 'Update metrics failed')}`)
    } finally {
      updatingRef.current = false
      setUpdating(false)
    }
  }

  let content
  if (data) {
    const { summary } = data.data
    content = (
      <>
        <StatCardGrid
          label="Live data summary"
          cards={[
            countCard('Total Lots', summary.total),
            countCard('Enabled Lots', summary.enabled),
            countCard('Disabled Lots', summary.disabled),
            countCard('Static Lots', counts.static, '0 changes/hour'),
            countCard('Active Lots', counts.active, 'Above 0 changes/hour'),
          ]}
        />
        <LiveLotsList rows={rows} busy={busy} onToggle={onToggle} />
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
        <Button variant="primary" disabled={updating} onClick={() => void refreshMetrics()}>
          {updating ? 'Updating...' : 'Refresh Metrics'}
        </Button>
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
