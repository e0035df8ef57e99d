import type { FeedbackItem } from '@/api/types'
import type { Column } from '@/components/DataTable'
import { LotLink, UserLink } from '@/components/EntityLinks'
import { FeedbackTypeIcon, feedbackTypeWord } from '@/components/FeedbackTypeIcon'
import type { FilterOption } from '@/components/FilterBar'
import { RelativeTime } from '@/components/RelativeTime'
import { Words } from '@/components/Words'

// The activity table's columns (docs/product.md#feedback-analytics), which the CSV export
// writes too.

/** Up is positive, down negative; a comment is neither (docs/product.md#feedback-analytics). */
export const FEEDBACK_TYPE_OPTIONS: readonly FilterOption[] = [
  { value: 'up', label: 'Positive (up)' },
  { value: 'down', label: 'Negative (down)' },
  { value: 'comment', label: 'Comment' },
]

/** User-written or imported text: shown as text, its words whole but a long one (a 195-letter word must not widen the table). */
const text = (value: string | null | undefined) => <Words text={value?.trim() ? value : '-'} />

export const FEEDBACK_COLUMNS: ReadonlyArray<Column<FeedbackItem>> = [
  {
    header: 'Timestamp',
    width: '7.5rem',
    compact: 'corner',
    cell: (item) => <RelativeTime timestamp={item.timestamp} />,
    csv: (item) => item.timestamp,
  },
  { header: 'User ID', width: '8.5rem', cell: (item) => <UserLink userId={item.userId} />, csv: (item) => item.userId },
  {
    header: 'Type',
    width: '7.5rem',
    compact: 'title',
    cell: (item) => <FeedbackTypeIcon type={item.feedbackType} />,
    csv: (item) => feedbackTypeWord(item.feedbackType),
  },
  {
    header: 'Parking lot',
    cell: (item) => <LotLink id={item.parkingLotId} name={item.parkingLotName} />,
    csv: (item) => item.parkingLotName,
  },
  { header: 'Address', cell: (item) => text(item.spotAddress), csv: (item) => item.spotAddress },
  { header: 'Comment', cell: (item) => text(item.comment), csv: (item) => item.comment },
]
