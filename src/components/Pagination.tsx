import BsPagination from 'react-bootstrap/Pagination'
import { formatExact } from '@/lib/format'

interface PaginationProps {
  page: number
  pages: number
  total: number
  /** What is counted, plural: '1,500 parking lots'. */
  itemLabel: string
  onPageChange: (page: number) => void
}

/** The pagination control (docs/product.md#pagination): Previous, Next, 'Page X of Y' and the total; nothing when there is one page or fewer. */
export function Pagination({ page, pages, total, itemLabel, onPageChange }: PaginationProps) {
  if (pages <= 1) return null
  return (
    <nav aria-label="Pagination" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span className="text-body-secondary small">
        {formatExact(total)} {itemLabel}
      </span>
      <BsPagination className="mb-0 align-items-center gap-2">
        <BsPagination.Prev disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </BsPagination.Prev>
        <li className="small text-nowrap">
          Page {page} of {pages}
        </li>
        <BsPagination.Next disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
        </BsPagination.Next>
      </BsPagination>
    </nav>
  )
}
