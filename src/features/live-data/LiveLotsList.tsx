import { useCallback, useMemo, useState } from 'react'
import Form from 'react-bootstrap/Form'
import { useWriteRefusal } from '@/auth/useRole'
import { DebouncedTextField } from '@/components/DebouncedTextField'
import { EmptyState } from '@/components/PagedList'
import { ReadOnlyNote } from '@/components/ReadOnlyNote'
import { WithPagers } from '@/components/Pagination'
import { PageSizeSelect } from '@/components/FilterBar'
import { useLastPageRedirect, useListState, useSearchAndSort } from '@/components/useListState'
import { PHONE_QUERY, useMediaQuery } from '@/components/useMediaQuery'
import { BulkPanel } from './BulkPanel'
import { LIVE_DATA_LIST, LIVE_STATUSES, SEARCH_MAX_LENGTH, type LiveStatus } from './listParams'
import { filterRows, sortRows, type LiveRow } from './liveRows'
import { LiveDataTable, LiveSortSelect } from './LiveDataTable'
import { STATUS_LABELS } from './StatusBadge'
import type { useBulkToggle } from './useBulkToggle'

interface LiveLotsListProps {
  /** Every lot of the answer; filtered, sorted and paged here. */
  rows: LiveRow[]
  busy: ReadonlySet<string>
  onToggle: (lotId: string) => void
  bulk: ReturnType<typeof useBulkToggle>
}

/**
 * The lots table with its status filter, search, sort and pages, its view in the URL, and
 * the lots selected for a bulk action. The selection belongs to the filter it was made
 * under (status and search): a new filter starts with none, so an action never reaches
 * lots the operator can no longer see; a new page, sort or page size keeps it. Only lots
 * still matching count, so a lot that moved out of the filter (disabled by a bulk run,
 * say) drops out of it. A role that may not switch live data gets the list alone, with one
 * note where the bulk bar would be (docs/product.md#roles).
 */
export function LiveLotsList({ rows, busy, onToggle, bulk }: LiveLotsListProps) {
  const list = useListState(LIVE_DATA_LIST)
  const { view, update, reset } = list
  // Each step is memoised apart: a new page slices the sorted list again, nothing more.
  const matching = useMemo(() => filterRows(rows, view.status, view.search), [rows, view.status, view.search])
  const filter = `${view.status}\n${view.search}`
  const [selection, setSelection] = useState<{ filter: string; ids: ReadonlySet<string> }>({ filter, ids: new Set() })
  // A new filter drops the selection for good: going back to the old filter does not bring it back.
  if (selection.filter !== filter) setSelection({ filter, ids: new Set() })
  const chosen = selection.filter === filter ? selection.ids : null
  const selectedRows = useMemo(
    () => (chosen ? matching.filter((row) => chosen.has(row.control.lotId)) : []),
    [chosen, matching],
  )
  const selected = useMemo(() => new Set(selectedRows.map((row) => row.control.lotId)), [selectedRows])
  const change = useCallback(
    (lotIds: readonly string[], add: boolean) =>
      setSelection((current) => {
        const ids = new Set(current.filter === filter ? current.ids : [])
        for (const lotId of lotIds) {
          if (add) ids.add(lotId)
          else ids.delete(lotId)
        }
        return { filter, ids }
      }),
    [filter],
  )
  const selectOne = useCallback((lotId: string, add: boolean) => change([lotId], add), [change])
  const sorted = useMemo(() => sortRows(matching, view.sortBy, view.sortOrder), [matching, view.sortBy, view.sortOrder])
  const pages = Math.ceil(sorted.length / view.limit)
  const pageRows = useMemo(
    () => sorted.slice((view.page - 1) * view.limit, view.page * view.limit),
    [sorted, view.page, view.limit],
  )
  const movingTo = useLastPageRedirect(view.page, pages, true, (last) => update({ page: last }, { replace: true }))

  const { search, sort } = useSearchAndSort(list)
  // A phone shows the lots as a list, sorted from a select instead of the table's headers.
  const phone = useMediaQuery(PHONE_QUERY)
  const refusal = useWriteRefusal('toggleLiveData')

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
        {phone && (
          <LiveSortSelect
            sortBy={view.sortBy}
            sortOrder={view.sortOrder}
            onChange={(sortBy, sortOrder) => update({ sortBy, sortOrder })}
          />
        )}
        <PageSizeSelect
          id="live-data-page-size"
          label="Rows per page"
          value={view.limit}
          onChange={(limit) => update({ limit })}
        />
      </div>

      {refusal ? (
        <ReadOnlyNote refusal={refusal} className="mb-3" />
      ) : (
        <BulkPanel
          selected={selectedRows}
          matching={matching.length}
          onSelectAllMatching={() =>
            change(
              matching.map((row) => row.control.lotId),
              true,
            )
          }
          onClearSelection={() => setSelection({ filter, ids: new Set() })}
          bulk={bulk}
        />
      )}

      {sorted.length === 0 ? (
        <EmptyState
          text={view.search ? `No lots found matching "${view.search}"` : 'No lots found'}
          onClearFilters={view.search || view.status ? () => reset(['limit', 'sortBy', 'sortOrder']) : undefined}
        />
      ) : movingTo === null ? (
        <WithPagers
          page={view.page}
          pages={pages}
          total={sorted.length}
          itemLabel="lots"
          onPageChange={(page) => update({ page })}
        >
          <LiveDataTable
            rows={pageRows}
            busy={busy}
            selected={selected}
            writable={refusal === null}
            sortBy={view.sortBy}
            sortOrder={view.sortOrder}
            onSort={sort}
            onToggle={onToggle}
            onSelect={selectOne}
            onSelectShown={(add) =>
              change(
                pageRows.map((row) => row.control.lotId),
                add,
              )
            }
          />
        </WithPagers>
      ) : null}
    </section>
  )
}
