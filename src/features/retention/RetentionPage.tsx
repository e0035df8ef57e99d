import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import type { RetentionResponse } from '@/api/types'
import { ErrorBlock } from '@/components/ErrorBlock'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import { EmptyState, errorText } from '@/components/PagedList'
import { countCard, StatCardGrid } from '@/components/StatCard'
import { ActionsTable } from './ActionsTable'
import { RetentionRates } from './RetentionRates'
import { isEmptyRetention, useRetention } from './useRetention'

function UsersToday({ kpis }: { kpis: RetentionResponse['kpis'] }) {
  return (
    <StatCardGrid
      label="Users today"
      cards={[
        countCard('New Users Today', kpis.newUsersToday, 'first activity today'),
        countCard('Returning Users Today', kpis.returningUsersToday, 'first seen on an earlier day'),
        countCard('Active Users Today', kpis.activeUsersToday, 'new and returning'),
      ]}
    />
  )
}

export default function RetentionPage() {
  const { data, error, isLoading, mutate } = useRetention()
  const retry = () => void mutate()

  return (
    <section>
      <h1 className="h3 mb-3">Retention Analytics</h1>
      {error && !isLoading && (
        <ErrorBlock
          message={`Error loading retention: ${errorText(error)}${data ? '. Showing the last figures that arrived.' : ''}`}
          onRetry={retry}
        />
      )}
      {isLoading && <LoadingSpinner label="Loading retention..." />}
      {data && isEmptyRetention(data) && (
        <EmptyState text="No data yet" detail="Retention appears once people have used the app on more than one day." />
      )}
      {data && !isEmptyRetention(data) && (
        <>
          <UsersToday kpis={data.kpis} />
          <Row className="g-3">
            <Col xs={12} xl={8}>
              <RetentionRates retention={data.retention} />
            </Col>
            <Col xs={12} xl={4}>
              <ActionsTable actions={data.actions} />
            </Col>
          </Row>
        </>
      )}
    </section>
  )
}
