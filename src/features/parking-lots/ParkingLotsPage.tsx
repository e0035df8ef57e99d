import { useCallback, useState } from 'react'
import Form from 'react-bootstrap/Form'
import type { ParkingLot, ParkingLotSortField } from '../../api/types'
import { DebouncedTextField } from '../../components/DebouncedTextField'
import { EmptyState, PagedList } from '../../components/PagedList'
import { useListState } from '../../components/useListState'
import { LotModal } from './LotModal'
import { LOTS_LIST, PAGE_SIZES, SEARCH_MAX_LENGTH } from './listParams'
import { ParkingLotsTable } from './ParkingLotsTable'
import { useParkingLots } from './useParkingLots'

export default function ParkingLotsPage() {
  const { view, update } = useListState(LOTS_LIST)
  const { data, error, isLoading, mutate } = useParkingLots(view)
  const [selected, setSelected] = useState<ParkingLot | null>(null)

  // A sort, a page or a size is a step Back returns from. A search is one step however
  // often it is refined: the first search from the unsearched list adds a history entry,
  // so Back returns to that list; each debounced change after it replaces the entry.
  const searching = view.search !== ''
  const search = useCallback((text: string) => update({ search: text }, { replace: searching }), [update, searching])
  const sort = useCallback(
    (field: ParkingLotSortField) =>
      update((current) => ({ sortBy: field, sortOrder: current.sortBy === field && current.sortOrder === 'asc' ? 'desc' : 'asc' })),
    [update],
  )

  return (
    <section>
      <h1 className="h3 mb-3">Parking Lots</h1>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <DebouncedTextField
          id="parking-lot-search"
          role="search"
          label="Search parking lots"
          labelHidden
          placeholder="Search name, address, lot ID, owner"
          maxLength={SEARCH_MAX_LENGTH}
          style={{ maxWidth: '32rem' }}
          value={view.search}
          onApply={search}
        />
        <Form.Group controlId="parking-lot-page-size" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0 text-nowrap">Rows per page</Form.Label>
          <Form.Select value={view.limit} style={{ width: 'auto' }} onChange={(event) => update({ limit: Number(event.target.value) })}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>

      <PagedList
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        pagination={(answer) => answer.pagination}
        rowCount={(answer) => answer.parkingLots.length}
        loadingLabel="Loading parking lots..."
        errorMessage={(failure) => `Error loading parking lots: ${(failure as Error).message}`}
        empty={<EmptyState text={view.search ? `No parking lots found matching "${view.search}"` : 'No parking lots found'} />}
        itemLabel="parking lots"
        page={view.page}
        goToPage={(page, replace) => update({ page }, { replace })}
      >
        {(answer, stale) => (
          <ParkingLotsTable lots={answer.parkingLots} sortBy={view.sortBy} sortOrder={view.sortOrder} onSort={sort} onOpen={setSelected} stale={stale} />
        )}
      </PagedList>

      {selected && (
        <LotModal
          key={selected._id}
          lot={selected}
          onSaved={(saved) => {
            setSelected(saved)
            void mutate()
          }}
          onClosed={() => setSelected(null)}
        />
      )}
    </section>
  )
}
