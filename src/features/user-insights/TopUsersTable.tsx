import type { ReactNode } from 'react'
import Badge from 'react-bootstrap/Badge'
import Table from 'react-bootstrap/Table'
import type { SortOrder } from '@/api/types'
import { CompactList } from '@/components/DataTable'
import { UserLink } from '@/components/EntityLinks'
import { RelativeTime } from '@/components/RelativeTime'
import { ScrollBox } from '@/components/ScrollBox'
import { SortHeader } from '@/components/SortHeader'
import { SortSelect, type SortField } from '@/components/SortSelect'
import { PHONE_QUERY, useMediaQuery } from '@/components/useMediaQuery'
import { formatCount, formatExact } from '@/lib/format'
import type { RankedUser, TopUserSortField } from './sortUsers'

// The most engaged users: each column a sort button. Twenty rows, so the layout is the
// browser's own, so no column is narrower than its longest word; a window too narrow
// scrolls the table sideways in its box. On a phone each user is a compact row instead,
// every figure in view, sorted from a select. User ids (12 characters from the backend)
// stay on one line as Words keeps any short word; a client's 200-character id breaks
// inside its cell rather than pushing every figure out of view.

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

/** Each column: its sort field, how its cell shows a user, where a phone's compact row puts it, and how its sort reads there. */
const COLUMNS: ReadonlyArray<
  SortField<TopUserSortField> & {
    className?: string
    cell: (user: RankedUser) => ReactNode
    compact?: 'title' | 'corner'
    compactCell?: (user: RankedUser) => ReactNode
  }
> = [
  {
    field: 'rank',
    label: 'Rank',
    kind: 'rank',
    className: 'text-end',
    cell: (user) => user.rank,
    compact: 'corner',
    compactCell: (user) => `#${user.rank}`,
  },
  {
    field: 'userId',
    label: 'User ID',
    kind: 'text',
    cell: (user) => <UserLink userId={user.userId} />,
    compact: 'title',
  },
  { field: 'userType', label: 'Type', kind: 'text', cell: (user) => <UserTypeBadge type={user.userType} /> },
  {
    field: 'totalSearches',
    label: 'Searches',
    kind: 'count',
    className: 'text-end',
    cell: (user) => <Count value={user.totalSearches} />,
  },
  {
    field: 'totalNavigations',
    label: 'Navigations',
    kind: 'count',
    className: 'text-end',
    cell: (user) => <Count value={user.totalNavigations} />,
  },
  {
    field: 'searchVariety',
    label: 'Search variety',
    kind: 'count',
    className: 'text-end',
    cell: (user) => <Count value={user.searchVariety} />,
  },
  {
    field: 'daysActive',
    label: 'Days active',
    kind: 'count',
    className: 'text-end',
    cell: (user) => <Count value={user.daysActive} />,
  },
  {
    field: 'isActiveToday',
    label: 'Active today',
    kind: 'yesNo',
    cell: (user) => <ActiveToday active={user.isActiveToday} />,
  },
  { field: 'lastSeen', label: 'Last seen', kind: 'time', cell: (user) => <RelativeTime timestamp={user.lastSeen} /> },
]

const COMPACT_COLUMNS = COLUMNS.map((column) => ({ ...column, header: column.label }))

interface TopUsersTableProps {
  users: readonly RankedUser[]
  sortBy: TopUserSortField
  sortOrder: SortOrder
  /** A header clicked: a new column ascending, the same one reversed. */
  onSort: (field: TopUserSortField) => void
  /** A phone's sort select: the field and the way chosen. */
  onSortChoice: (sortBy: TopUserSortField, sortOrder: SortOrder) => void
}

export function TopUsersTable({ users, sortBy, sortOrder, onSort, onSortChoice }: TopUsersTableProps) {
  const phone = useMediaQuery(PHONE_QUERY)
  if (phone)
    return (
      <>
        <div className="d-flex mb-2">
          <SortSelect
            id="top-users-sort"
            fields={COLUMNS}
            sortBy={sortBy}
            sortOrder={sortOrder}
            onChange={onSortChoice}
          />
        </div>
        <CompactList
          label="Most engaged users"
          columns={COMPACT_COLUMNS}
          rows={users}
          rowKey={(user) => String(user.rank)}
        />
      </>
    )
  return (
    <ScrollBox label="Most engaged users">
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
    </ScrollBox>
  )
}
