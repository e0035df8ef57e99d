import { useMemo } from 'react'
import Form from 'react-bootstrap/Form'
import { DebouncedTextField } from '@/components/DebouncedTextField'
import { EmptyState } from '@/components/PagedList'
import { Pagination } from '@/components/Pagination'
import { PageSizeSelect } from '@/components/FilterBar'
import { useLastPageRedirect, useListState, useSearchAndSort } from '@/components/useListState'
import { LIVE_DATA_LIST, LIVE_STATUSES, SEARCH_MAX_LENGTH, type LiveStatus } from './listParams'
import { filterRows, sortRows, type LiveRow } from './liveRows'
import { LiveDataTable } from './LiveDataTable'
import { STATUS_LABELS } from './StatusBadge'

interface LiveLotsListProps {
  /** Every lot of the answer; filtered, sorted and paged here. */
  rows: LiveRow[]
  busy: ReadonlySet<string>
  onToggle: (lotId: string) => void
}

/** The lots table with its status filter, search, sort and pages, its view in the URL. */
export function LiveLotsList({ rows, busy, onToggle }: LiveLotsListProps) {
  const list = useListState(LIVE_DATA_LIST)
  const { view, update, reset } = list
  // Each step is memoised apart: a new page slices the sorted list again, nothing more.
  const matching = useMemo(() => filterRows(rows, view.status, view.search), [rows, view.status, view.search])
  const sorted = useMemo(() => sortRows(matching, view.sortBy, view.sortOrder), [matching, view.sortBy, view.sortOrder])
  const pages = Math.ceil(sorted.length / view.limit)
  const pageRows = useMemo(
    () => sorted.slice((view.page - 1) * view.limit, view.page * view.limit),
    [sorted, view.page, view.limit],
  )
  const movingTo = useLastPageRedirect(view.page, pages, true, (last) => update({ page: last }, { replace: true }))

  const { search, sort } = useSearchAndSort(list)
  const pager = (position: 'top' | 'bottom') => (
    <Pagination
      position={position}
      page={view.page}
      pages={pages}
      total={sorted.length}
      itemLabel="lots"
      onPageChange={(page) => update({ page })}
    />
  )

  return (
    <section aria-labelledby="live-lots-title" className="mb-4">
      <h2 id="live-lots-title" className="h5 mb-3">
        Lots
      </h2>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <DebouncedTextField
          id="live-data-search"
          role="search"
          label="Search lots"
          placeholder="Lot ID or location"
          maxLength={SEARCH_MAX_LENGTH}
          style={{ maxWidth: '24rem', minWidth: '12rem' }}
          value={view.search}
          onApply={search}
        />
        <Form.Group controlId="live-data-status">
          <Form.Label className="small mb-1">Status</Form.Label>
          <Form.Select
            value={view.status}
            onChange={(event) => update({ status: event.target.value as LiveStatus | '' })}
          >
            <option value="">All</option>
            {LIVE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <PageSizeSelect
          id="live-data-page-size"
          label="Rows per page"
          value={view.limit}
          onChange={(limit) => update({ limit })}
        />
      </div>

      {sorted.length === 0 ? (
        <EmptyState
          text={view.search ? `No lots found matching "${view.search}"` : 'No lots found'}
          onClearFilters={view.search || view.status ? () => reset(['limit', 'sortBy', 'sortOrder']) : undefined}
        />
      ) : movingTo === null ? (
        <>
          {pager('top')}
          <LiveDataTable
            rows={pageRows}
            busy={busy}
            sortBy={view.sortBy}
            sortOrder={view.sortOrder}
            onSort={sort}
            onToggle={onToggle}
          />
          {pager('bottom')}
        </>
      ) : null}
    </section>
  )
}
