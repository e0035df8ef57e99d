import type { ReactNode } from 'react'
import Badge from 'react-bootstrap/Badge'
import Table from 'react-bootstrap/Table'
import type { SortOrder } from '@/api/types'
import { UserLink } from '@/components/EntityLinks'
import { RelativeTime } from '@/components/RelativeTime'
import { SortHeader } from '@/components/SortHeader'
import { formatCount, formatExact } from '@/lib/format'
import type { RankedUser, TopUserSortField } from './sortUsers'

// The most engaged users: each column a sort button. Twenty rows, so the layout is the
// browser's own, so no column is narrower than its longest word; on a phone the table
// scrolls sideways in its box. User ids (12 characters from the backend) stay on one line.

/** Below this width the table scrolls sideways rather than squeezing its columns. */
const TABLE_MIN_WIDTH = '56rem'

/** The word says the type; the colour only repeats it. A type the console does not know is grey, with its own text. */
const USER_TYPES: Record<string, { label: string; bg: string; text: string }> = {
  new: { label: 'New', bg: 'success-subtle', text: 'success-emphasis' },
  returning: { label: 'Returning', bg: 'primary-subtle', text: 'primary-emphasis' },
}

export function UserTypeBadge({ type }: { type: string | null | undefined }) {
  const known = typeof type === 'string' && Object.hasOwn(USER_TYPES, type) ? USER_TYPES[type]! : undefined
  const { label, bg, text } = known ?? {
    label: type?.trim() || 'Unknown',
    bg: 'secondary-subtle',
    text: 'secondary-emphasis',
  }
  return (
    <Badge bg={bg} text={text} className="border fw-semibold">
      {label}
    </Badge>
  )
}

function ActiveToday({ active }: { active: boolean }) {
  if (!active) return <span className="text-body-secondary">No</span>
  return (
    <span className="d-inline-flex align-items-center gap-1 text-success-emphasis">
      <svg viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
        <path d="M13.5 3.5 6 11 2.5 7.5 1 9l5 5 9-9z" />
      </svg>
      Yes
    </span>
  )
}

/** A count as docs/product.md#number-and-time-formatting shows it, with the exact figure on hover when they differ. */
function Count({ value }: { value: number }) {
  const shown = formatCount(value)
  const exact = formatExact(value)
  return <span title={shown === exact ? undefined : exact}>{shown}</span>
}

const COLUMNS: ReadonlyArray<{
  field: TopUserSortField
  label: string
  className?: string
  cell: (user: RankedUser) => ReactNode
}> = [
  { field: 'rank', label: 'Rank', className: 'text-end', cell: (user) => user.rank },
  { field: 'userId', label: 'User ID', className: 'text-nowrap', cell: (user) => <UserLink userId={user.userId} /> },
  { field: 'userType', label: 'Type', cell: (user) => <UserTypeBadge type={user.userType} /> },
  {
    field: 'totalSearches',
    label: 'Searches',
    className: 'text-end',
    cell: (user) => <Count value={user.totalSearches} />,
  },
  {
    field: 'totalNavigations',
    label: 'Navigations',
    className: 'text-end',
    cell: (user) => <Count value={user.totalNavigations} />,
  },
  {
    field: 'searchVariety',
    label: 'Search variety',
    className: 'text-end',
    cell: (user) => <Count value={user.searchVariety} />,
  },
  {
    field: 'daysActive',
    label: 'Days active',
    className: 'text-end',
    cell: (user) => <Count value={user.daysActive} />,
  },
  { field: 'isActiveToday', label: 'Active today', cell: (user) => <ActiveToday active={user.isActiveToday} /> },
  { field: 'lastSeen', label: 'Last seen', cell: (user) => <RelativeTime timestamp={user.lastSeen} /> },
]

interface TopUsersTableProps {
  users: readonly RankedUser[]
  sortBy: TopUserSortField
  sortOrder: SortOrder
  onSort: (field: TopUserSortField) => void
}

export function TopUsersTable({ users, sortBy, sortOrder, onSort }: TopUsersTableProps) {
  return (
    // position-relative keeps visually hidden text inside the scroll box (see ParkingLotsTable).
    <div className="table-responsive position-relative">
      <Table hover className="align-middle" style={{ minWidth: TABLE_MIN_WIDTH }} aria-label="Most engaged users">
        <thead>
          <tr>
            {COLUMNS.map(({ field, label, className }) => (
              <SortHeader
                key={field}
                field={field}
                label={label}
                className={className}
                sortBy={sortBy}
                sortOrder={sortOrder}
                onSort={onSort}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.rank}>
              {COLUMNS.map(({ field, className, cell }) => (
                <td key={field} className={className}>
                  {cell(user)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  )
}
