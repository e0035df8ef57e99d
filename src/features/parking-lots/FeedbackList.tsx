import type { ReactNode } from 'react'
import Badge from 'react-bootstrap/Badge'
import ListGroup from 'react-bootstrap/ListGroup'
import type { FeedbackItem, FeedbackType } from '@/api/types'
import { UserLink } from '@/components/EntityLinks'
import { formatDateTime } from '@/lib/format'
import { FieldList } from './FieldList'
import { textOr } from './lotDetails'
import { SectionCard } from './SectionCard'

const LABELS: Record<FeedbackType, { text: string; bg: string }> = {
  up: { text: 'Positive', bg: 'success' },
  down: { text: 'Negative', bg: 'danger' },
  // The app also sends plain comments, which are neither positive nor negative.
  comment: { text: 'Comment', bg: 'secondary' },
}

/** One of the three, not a name LABELS inherits such as 'toString'. */
function isFeedbackType(value: unknown): value is FeedbackType {
  return typeof value === 'string' && Object.hasOwn(LABELS, value)
}

/** The console's one date and time format (src/lib/format.ts), as every other screen writes a time. */
function FeedbackTime({ timestamp }: { timestamp: string | undefined }) {
  const shown = timestamp ? formatDateTime(timestamp) : null
  if (shown === null) return <span>Unknown date</span>
  return <time dateTime={timestamp}>{shown}</time>
}

function FeedbackEntry({ item }: { item: FeedbackItem }) {
  // Any other type (from a real backend) is a grey 'Unknown'.
  const label = isFeedbackType(item.feedbackType) ? LABELS[item.feedbackType] : { text: 'Unknown', bg: 'secondary' }
  const comment = textOr(item.comment, '')
  // Fields an item may lack are left out, all but the user.
  const details: Array<[string, ReactNode]> = [
    // A link to the user's activity, as everywhere else ('Unknown user' without one).
    ['User ID', <UserLink userId={textOr(item.userId, '')} />],
    ['Search ID', textOr(item.searchId, '')],
    ['Spot address', textOr(item.spotAddress, '')],
    ['Spot type', textOr(item.spotType, '')],
    ['Feedback ID', textOr(item._id, '')],
  ]
  return (
    <ListGroup.Item as="li" className="text-break">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <Badge bg={label.bg}>{label.text}</Badge>
        <span className="small text-body-secondary">
          <FeedbackTime timestamp={item.timestamp} />
        </span>
      </div>
      {comment && <p className="mb-1">{comment}</p>}
      <FieldList
        className="lot-fields-inline small text-body-secondary"
        fields={details.filter(([, value]) => value)}
      />
    </ListGroup.Item>
  )
}

/** Every feedback item about the lot, newest first as the server sends them, in a box of its own that scrolls. */
export function FeedbackList({ feedback }: { feedback: readonly FeedbackItem[] }) {
  return (
    <SectionCard id="lot-feedback" title={`All Feedback (${feedback.length})`} flush={feedback.length > 0}>
      {feedback.length > 0 ? (
        <ListGroup as="ol" variant="flush" className="lot-feedback-list" tabIndex={0} aria-label="All feedback">
          {feedback.map((item, index) => (
            // An item without an id is known by its place in the list.
            <FeedbackEntry key={textOr(item._id, '') || index} item={item} />
          ))}
        </ListGroup>
      ) : (
        <p className="text-body-secondary mb-0">No feedback for this parking lot yet.</p>
      )}
    </SectionCard>
  )
}
