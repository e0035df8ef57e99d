import type { EventFeedItem } from '@/api/types'
import type { Column } from '@/components/DataTable'
import { LotLink, UserLink } from '@/components/EntityLinks'
import { FeedbackTypeIcon, feedbackTypeWord } from '@/components/FeedbackTypeIcon'
import { RelativeTime } from '@/components/RelativeTime'
import { Words } from '@/components/Words'
import { sourceLabel } from './eventSources'

// The feed's table: when, what (name and source), the description with a feedback item's
// type, comment and lot beneath it, and who. The CSV export writes every field of an event
// feed item (docs/product.md#analytics-events) as a plain value in a column of its own
// (source, feedback type, comment and lot too), so a spreadsheet can sort and filter on
// each.

const isFeedback = (item: EventFeedItem) => item.eventSource === 'feedback'

/** A feedback item's type, comment and lot, under its description. */
function FeedbackDetails({ item }: { item: EventFeedItem }) {
  return (
    <div className="d-flex flex-wrap align-items-baseline column-gap-3 row-gap-1 mt-1 small">
      <FeedbackTypeIcon type={item.feedbackType} />
      {item.comment && (
        <q className="fst-italic">
          <Words text={item.comment} />
        </q>
      )}
      <span>
        <span className="text-body-secondary">Lot: </span>
        <LotLink id={item.parkingLotId} name={item.parkingLotName} />
      </span>
    </div>
  )
}

export const FEED_COLUMNS: ReadonlyArray<Column<EventFeedItem>> = [
  {
    header: 'Time',
    csvHeader: 'Timestamp',
    width: '6.5rem',
    compact: 'corner',
    cell: (item) => <RelativeTime timestamp={item.timestamp} />,
    csv: (item) => item.timestamp,
  },
  {
    header: 'Event',
    width: '10rem',
    compact: 'title',
    cell: (item) => (
      <>
        <div className="fw-semibold">
          <Words text={item.displayName || '-'} />
        </div>
        <div className="small text-body-secondary">{sourceLabel(item.eventSource)}</div>
      </>
    ),
    // On a phone the source follows the name on the row's first line.
    compactCell: (item) => (
      <>
        <Words text={item.displayName || '-'} />{' '}
        <span className="small fw-normal text-body-secondary">{sourceLabel(item.eventSource)}</span>
      </>
    ),
    csv: (item) => item.displayName,
    csvExtra: [{ header: 'Source', csv: (item) => sourceLabel(item.eventSource) }],
  },
  {
    header: 'Description',
    compact: 'line',
    cell: (item) => (
      <>
        <div>
          <Words text={item.description || '-'} />
        </div>
        {isFeedback(item) && <FeedbackDetails item={item} />}
      </>
    ),
    csv: (item) => item.description,
    csvExtra: [
      { header: 'Feedback type', csv: (item) => (isFeedback(item) ? feedbackTypeWord(item.feedbackType) : null) },
      { header: 'Comment', csv: (item) => item.comment },
      { header: 'Lot', csv: (item) => item.parkingLotName },
    ],
  },
  { header: 'User', width: '8.5rem', cell: (item) => <UserLink userId={item.userId} />, csv: (item) => item.userId },
]
