import Button from 'react-bootstrap/Button'
import type { SortOrder } from '@/api/types'
import { Words } from './Words'

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
 * and a mark (▲ ascending, ▼ descending, ↕ sortable) that is shown, not read out. A long
 * name wraps between its words, never inside one ('Changes/Hour'), the mark staying with
 * the last word: a header never runs into the next (docs/product.md#tables-and-lists).
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
  const words = label.split(' ')
  const last = words.pop()!
  return (
    <th
      scope="col"
      className={className}
      style={{ width }}
      aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <Button
        variant="link"
        className={`p-0 fw-semibold text-body text-decoration-none ${className?.includes('text-end') ? 'text-end' : 'text-start'}`}
        onClick={() => onSort(field)}
      >
        {words.length > 0 && (
          <>
            <Words text={words.join(' ')} />{' '}
          </>
        )}
        <span className="text-nowrap">
          {last}
          <span aria-hidden="true" className={active ? 'ms-1' : 'ms-1 text-body-secondary opacity-50'}>
            {active ? (sortOrder === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </span>
      </Button>
    </th>
  )
}
