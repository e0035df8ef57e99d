import Button from 'react-bootstrap/Button'
import type { SortOrder } from '@/api/types'

export interface SortHeaderProps<F extends string> {
  field: F
  label: string
  className?: string
  width?: string
  /** The column the table is sorted by, and which way. */
  sortBy: F
  sortOrder: SortOrder
  onSort: (field: F) => void
}

/**
 * A sortable column's header: a button naming the column, aria-sort on the header cell,
 * and a mark (▲ ascending, ▼ descending, ↕ sortable) that is shown, not read out.
 */
export function SortHeader<F extends string>({
  field,
  label,
  className,
  width,
  sortBy,
  sortOrder,
  onSort,
}: SortHeaderProps<F>) {
  const active = field === sortBy
  return (
    <th
      scope="col"
      className={className}
      style={{ width }}
      aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <Button
        variant="link"
        className="p-0 fw-semibold text-body text-decoration-none text-nowrap"
        onClick={() => onSort(field)}
      >
        {label}
        <span aria-hidden="true" className={active ? 'ms-1' : 'ms-1 text-body-secondary opacity-50'}>
          {active ? (sortOrder === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </Button>
    </th>
  )
}
