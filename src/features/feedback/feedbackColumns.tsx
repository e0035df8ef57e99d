import type { FeedbackItem, FeedbackType } from '../../api/types'
import type { Column } from '../../components/DataTable'
import { LotLink, UserLink } from '../../components/EntityLinks'
import type { FilterOption } from '../../components/FilterBar'
import { RelativeTime } from '../../components/RelativeTime'

// The activity table's columns (SPEC section 2), which the CSV export writes too.

/** SPEC section 2: up is positive, down negative; a comment is neither. */
export const FEEDBACK_TYPE_OPTIONS: readonly FilterOption[] = [
  { value: 'up', label: 'Positive (up)' },
  { value: 'down', label: 'Negative (down)' },
  { value: 'comment', label: 'Comment' },
]

// 16 x 16 glyphs: an arrow up, an arrow down, a speech bubble.
const ICONS: Record<FeedbackType, { label: string; colour: string; path: string }> = {
  up: { label: 'Positive', colour: 'text-success', path: 'M8 1.5 14.5 8.5H10.5V14.5H5.5V8.5H1.5Z' },
  down: { label: 'Negative', colour: 'text-danger', path: 'M8 14.5 14.5 7.5H10.5V1.5H5.5V7.5H1.5Z' },
  comment: { label: 'Comment', colour: 'text-secondary', path: 'M2 2H14A1 1 0 0 1 15 3V11A1 1 0 0 1 14 12H7L3.5 15V12H2A1 1 0 0 1 1 11V3A1 1 0 0 1 2 2Z' },
}

/**
 * The type as an icon and a word: the shape and the word tell the types apart, not the
 * colour alone. One image to assistive technology, named by the word. A type the console
 * does not know (from a real backend; even 'toString') shows as it came.
 */
export function FeedbackTypeIcon({ type }: { type: string }) {
  if (!Object.hasOwn(ICONS, type)) {
    return (
      <span role="img" aria-label={`Unknown type ${type}`} className="text-secondary text-break">
        {type || 'Unknown'}
      </span>
    )
  }
  const { label, colour, path } = ICONS[type as FeedbackType]
  return (
    <span role="img" aria-label={label} title={label} className="d-inline-flex align-items-center gap-1">
      <svg viewBox="0 0 16 16" width="16" height="16" className={`flex-shrink-0 ${colour}`} fill="currentColor" aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
      <span className="small">{label}</span>
    </span>
  )
}

/** User-written or imported text: shown as text, wrapping anywhere (a 195-letter word must not widen the table). */
const text = (value: string | null | undefined) => <span className="text-break">{value?.trim() ? value : '-'}</span>

export const FEEDBACK_COLUMNS: ReadonlyArray<Column<FeedbackItem>> = [
  { header: 'Timestamp', width: '8rem', cell: (item) => <RelativeTime timestamp={item.timestamp} />, csv: (item) => item.timestamp },
  { header: 'User ID', width: '9rem', cell: (item) => <UserLink userId={item.userId} />, csv: (item) => item.userId },
  { header: 'Type', width: '7.5rem', cell: (item) => <FeedbackTypeIcon type={item.feedbackType} />, csv: (item) => item.feedbackType },
  {
    header: 'Parking lot',
    cell: (item) => <LotLink id={item.parkingLotId} name={item.parkingLotName} />,
    csv: (item) => item.parkingLotName,
  },
  { header: 'Address', cell: (item) => text(item.spotAddress), csv: (item) => item.spotAddress },
  { header: 'Comment', cell: (item) => text(item.comment), csv: (item) => item.comment },
]
