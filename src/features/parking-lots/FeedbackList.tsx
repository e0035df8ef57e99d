import Badge from 'react-bootstrap/Badge'
import ListGroup from 'react-bootstrap/ListGroup'
import type { FeedbackItem, FeedbackType } from '../../api/types'
import { FieldList } from './FieldList'
import { SectionCard } from './SectionCard'

const LABELS: Record<FeedbackType, { text: string; bg: string }> = {
  up: { text: 'Positive', bg: 'success' },
  down: { text: 'Negative', bg: 'danger' },
  // The app also sends plain comments, which are neither positive nor negative.
  comment: { text: 'Comment', bg: 'secondary' },
}

function FeedbackTime({ timestamp }: { timestamp: string | undefined }) {
  const date = timestamp ? new Date(timestamp) : null
  if (!date || Number.isNaN(date.getTime())) return <span>Unknown date</span>
  return <time dateTime={timestamp}>{date.toLocaleString()}</time>
}

function FeedbackEntry({ item }: { item: FeedbackItem }) {
  const label = LABELS[item.feedbackType] ?? { text: item.feedbackType || 'Unknown', bg: 'secondary' }
  const details: Array<[string, string | undefined]> = [
    ['User ID', item.userId || 'Unknown user'],
    ['Search ID', item.searchId],
    ['Spot address', item.spotAddress],
    ['Spot type', item.spotType],
  ]
  return (
    <ListGroup.Item as="li" className="text-break">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <Badge bg={label.bg}>{label.text}</Badge>
        <span className="small text-secondary">
          <FeedbackTime timestamp={item.timestamp} />
        </span>
      </div>
      {item.comment && <p className="mb-1">{item.comment}</p>}
      <FieldList className="lot-fields-inline small text-secondary" fields={[...details.filter(([, value]) => value), ['Feedback ID', item._id]]} />
    </ListGroup.Item>
  )
}

/** Every feedback item about the lot, newest first as the server sends them, in a box of its own that scrolls. */
export function FeedbackList({ feedback }: { feedback: readonly FeedbackItem[] }) {
  return (
    <SectionCard id="lot-feedback" title={`All Feedback (${feedback.length})`} flush={feedback.length > 0}>
      {feedback.length > 0 ? (
        <ListGroup as="ol" variant="flush" className="lot-feedback-list" tabIndex={0} aria-label="All feedback">
          {feedback.map((item) => (
            <FeedbackEntry key={item._id} item={item} />
          ))}
        </ListGroup>
      ) : (
        <p className="text-secondary mb-0">No feedback for this parking lot yet.</p>
      )}
    </SectionCard>
  )
}
