import type { EventFeedItem } from '../../api/types'
import type { Column } from '../../components/DataTable'
import { LotLink, UserLink } from '../../components/EntityLinks'
import { FeedbackTypeIcon } from '../../components/FeedbackTypeIcon'
import { RelativeTime } from '../../components/RelativeTime'
import { sourceLabel } from './eventSources'

// The feed's table, and the columns of its CSV export: every field of SPEC section 3's
// event feed item, each a plain value in the file (source, feedback type, comment and lot
// name in columns of their own, so a spreadsheet can sort and filter on them).

/** User-written or server-written text: shown as text, and a long word wraps in its cell. */
const text = (value: string | null | undefined) => <span className="text-break">{value || '-'}</span>

const isFeedback = (item: EventFeedItem) => item.eventSource === 'feedback'

export const FEED_COLUMNS: ReadonlyArray<Column<EventFeedItem>> = [
  { header: 'Time', csvHeader: 'Timestamp', width: '7rem', cell: (item) => <RelativeTime timestamp={item.timestamp} />, csv: (item) => item.timestamp },
  { header: 'Source', width: '6.5rem', cell: (item) => sourceLabel(item.eventSource), csv: (item) => item.eventSource },
  { header: 'Event', width: '9rem', cell: (item) => <span className="fw-semibold text-break">{item.displayName || '-'}</span>, csv: (item) => item.displayName },
  { header: 'Description', cell: (item) => text(item.description), csv: (item) => item.description },
  {
    header: 'Feedback',
    csvHeader: 'Feedback type',
    width: '6.5rem',
    className: 'text-center',
    cell: (item) => (isFeedback(item) ? <FeedbackTypeIcon type={item.feedbackType} /> : null),
    csv: (item) => item.feedbackType,
  },
  { header: 'Comment', width: '11rem', cell: (item) => (item.comment ? text(item.comment) : null), csv: (item) => item.comment },
  {
    header: 'Lot',
    width: '9rem',
    cell: (item) => (isFeedback(item) ? <LotLink id={item.parkingLotId} name={item.parkingLotName} /> : null),
    csv: (item) => item.parkingLotName,
  },
  { header: 'User', width: '8.5rem', cell: (item) => <UserLink userId={item.userId} />, csv: (item) => item.userId },
]
