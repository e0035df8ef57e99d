import type { ReactNode } from 'react'
import Button from 'react-bootstrap/Button'
import type { Pagination as PageInfo } from '@/api/types'
import { ErrorBlock } from './ErrorBlock'
import { LoadingSpinner } from './LoadingSpinner'
import { Pagination } from './Pagination'
import { useLastPageRedirect } from './useListState'

/** A list's fetch failure shows its message, or this (docs/product.md#error-texts). */
export const GENERIC_ERROR = 'An error occurred'

/** The message of a failed call, as list screens show it (docs/product.md#error-texts). */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : GENERIC_ERROR
}

/** No rows: what is missing (and, when given, what would fill it), and a way out when filters caused it. */
export function EmptyState({
  text,
  detail,
  onClearFilters,
}: {
  text: string
  detail?: string
  onClearFilters?: () => void
}) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 py-4">
      <div>
        <p className="text-body-secondary mb-0">{text}</p>
        {detail && <p className="small text-body-secondary mb-0">{detail}</p>}
      </div>
      {onClearFilters && (
        <Button variant="outline-secondary" size="sm" onClick={onClearFilters}>
          Clear filters
        </Button>
      )}
    </div>
  )
}

interface PagedListProps<R> {
  /** The SWR answer of the list's call (with keepPreviousData: the last page stays while the next loads). */
  data: R | undefined
  error: unknown
  isLoading: boolean
  onRetry: () => void
  pagination: (data: R) => PageInfo
  rowCount: (data: R) => number
  loadingLabel: string
  /** The error text; by default the call's message or 'An error occurred'. */
  errorMessage?: (error: unknown) => string
  /** Shown when the answer has no rows. */
  empty: ReactNode
  /** What is counted, plural, for the pagination control. */
  itemLabel: string
  /** The page the view asks for, and how to go to another (replace: in place of the history entry). */
  page: number
  goToPage: (page: number, replace?: boolean) => void
  /** The rows; `stale` while the next page loads and the previous one is still shown. */
  children: (data: R, stale: boolean) => ReactNode
}

/** One paged list's states: loading, error with Retry, empty, or its rows with the pagination control above and below them. */
export function PagedList<R>({
  data,
  error,
  isLoading,
  onRetry,
  pagination,
  rowCount,
  loadingLabel,
  errorMessage = errorText,
  empty,
  itemLabel,
  page,
  goToPage,
  children,
}: PagedListProps<R>) {
  // While the next page loads, SWR keeps the previous one on screen.
  const stale = isLoading && data !== undefined
  const info = data === undefined ? undefined : pagination(data)
  const movingTo = useLastPageRedirect(page, info?.pages, !stale && !error, (last) => goToPage(last, true))

  if (error && !isLoading) return <ErrorBlock message={errorMessage(error)} onRetry={onRetry} />
  // No rows shown yet, or only an empty answer's: the spinner until there is something to show.
  if (data === undefined || info === undefined || movingTo !== null || (rowCount(data) === 0 && stale))
    return <LoadingSpinner label={loadingLabel} />
  if (rowCount(data) === 0) return <>{empty}</>
  const pager = (position: 'top' | 'bottom') => (
    <Pagination
      position={position}
      page={info.page}
      pages={info.pages}
      total={info.total}
      itemLabel={itemLabel}
      onPageChange={(next) => goToPage(next)}
    />
  )
  return (
    <>
      {pager('top')}
      {children(data, stale)}
      {pager('bottom')}
    </>
  )
}
