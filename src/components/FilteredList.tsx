import type { Pagination as PageInfo } from '@/api/types'
import { DataTable, type Column } from './DataTable'
import { ExportCsvButton } from './ExportCsvButton'
import { FilterBar, type FilterBarProps } from './FilterBar'
import { EmptyState, PagedList } from './PagedList'
import type { PagedListState } from './useListState'

interface FilteredListProps<R extends { pagination: PageInfo }, T> {
  /** The list's URL state (useListState): its page and size, and Clear Filters, which keeps the size. */
  list: PagedListState
  /** The filter bar but its page size; its Clear Filters shows while `filtered`. */
  filters: Omit<FilterBarProps, 'onClear' | 'pageSize'>
  filtered: boolean
  /** The SWR answer of the list's call for the page shown. */
  data: R | undefined
  error: unknown
  isLoading: boolean
  onRetry: () => void
  /** One page of the list under the filters shown: Export CSV pages through them all with it. */
  fetchPage: (page: number, limit: number) => Promise<R>
  rows: (answer: R) => T[]
  /** The list's name, first in the export's file name (then the filters set, then the day): 'search-events'. */
  exportName: string
  table: { label: string; columns: ReadonlyArray<Column<T>>; rowKey: (row: T) => string }
  loadingLabel: string
  /** The empty state, without and with filters set. */
  emptyText: string
  filteredEmptyText: string
  /** What the rows are, plural, for the pagination control. */
  itemLabel: string
}

/** The type filter set, in the screen's word (its option's label, 'Negative' for down), lower case; '' for all. */
function typeWord(type: FilterBarProps['type']): string {
  if (!type?.value) return ''
  return (type.options.find((option) => option.value === type.value)?.label ?? type.value).toLowerCase()
}

/**
 * A filterable list as every analytics screen shows one: the filter bar and Export CSV,
 * then the rows in a table with pagination, or the loading, error or empty state.
 */
export function FilteredList<R extends { pagination: PageInfo }, T>({
  list,
  filters,
  filtered,
  data,
  error,
  isLoading,
  onRetry,
  fetchPage,
  rows,
  exportName,
  table,
  loadingLabel,
  emptyText,
  filteredEmptyText,
  itemLabel,
}: FilteredListProps<R, T>) {
  const { view, update, reset } = list
  const onClear = () => reset(['limit'])
  return (
    <>
      <div className="d-flex flex-wrap align-items-end justify-content-between column-gap-2">
        <FilterBar
          {...filters}
          pageSize={{ value: view.limit, onChange: (limit) => update({ limit }) }}
          onClear={filtered ? onClear : undefined}
        />
        <div className="mb-3">
          <ExportCsvButton
            name={exportName}
            filters={[
              ['type', typeWord(filters.type)],
              ...(filters.texts ?? []).map((text) => [text.name, text.value] as const),
              ['user', filters.userId?.value ?? ''],
              ['from', filters.dates?.startDate ?? ''],
              ['to', filters.dates?.endDate ?? ''],
            ]}
            columns={table.columns}
            rowKey={table.rowKey}
            disabled={!data || data.pagination.total === 0}
            fetchPage={async (number, limit) => {
              const answer = await fetchPage(number, limit)
              return { rows: rows(answer), total: answer.pagination.total, pages: answer.pagination.pages }
            }}
          />
        </div>
      </div>
      <PagedList
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={onRetry}
        pagination={(answer) => answer.pagination}
        rowCount={(answer) => rows(answer).length}
        loadingLabel={loadingLabel}
        empty={
          <EmptyState text={filtered ? filteredEmptyText : emptyText} onClearFilters={filtered ? onClear : undefined} />
        }
        itemLabel={itemLabel}
        page={view.page}
        goToPage={(page, replace) => update({ page }, { replace })}
      >
        {(answer, stale) => <DataTable {...table} rows={rows(answer)} stale={stale} />}
      </PagedList>
    </>
  )
}
