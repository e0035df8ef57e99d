import ListGroup from 'react-bootstrap/ListGroup'
import { Link } from 'react-router-dom'
import useSWR from 'swr'
import { getAuditLog } from '@/api/audit'
import { AuditNotRecordedNote, auditLotPath, auditNotRecorded, AuditSentence } from '@/components/AuditWords'
import { ErrorBlock } from '@/components/ErrorBlock'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import { errorText } from '@/components/PagedList'
import { RelativeTime } from '@/components/RelativeTime'
import { SectionCard } from './SectionCard'

// docs/product.md#parking-lot-detail, 'Recent changes': the lot's latest admin actions from
// the audit log, in the Audit Log's words. Its own states: a failed call shows here only,
// the rest of the page stays.

/** How many of the lot's latest entries show. */
export const RECENT_CHANGES_SHOWN = 10

function useRecentChanges(lotId: string) {
  return useSWR(['admin/audit/lot', lotId], () => getAuditLog({ lotId, limit: RECENT_CHANGES_SHOWN }))
}

function Entries({ lotId }: { lotId: string }) {
  const { data, error, isLoading, mutate } = useRecentChanges(lotId)
  if (auditNotRecorded(error)) return <AuditNotRecordedNote />
  if (error && !isLoading)
    return (
      <ErrorBlock message={`Could not load the recent changes: ${errorText(error)}`} onRetry={() => void mutate()} />
    )
  if (!data) return <LoadingSpinner label="Loading recent changes..." />
  if (data.entries.length === 0) return <p className="text-body-secondary mb-0">No recorded changes to this lot yet.</p>
  return (
    <ListGroup as="ol" variant="flush" className="mb-2" aria-label="Recent changes">
      {data.entries.map((entry) => (
        <ListGroup.Item as="li" key={entry.id} className="px-0">
          <div className="small text-body-secondary">
            <RelativeTime timestamp={entry.at} />
          </div>
          <AuditSentence entry={entry} />
        </ListGroup.Item>
      ))}
    </ListGroup>
  )
}

export function RecentChanges({ lotId }: { lotId: string }) {
  return (
    <SectionCard id="lot-recent-changes" title="Recent changes">
      <Entries lotId={lotId} />
      <Link to={auditLotPath(lotId)} className="d-inline-block mt-2">
        All changes to this lot
      </Link>
    </SectionCard>
  )
}
