import { useState } from 'react'
import type { ParkingLot } from '../../api/types'
import { DebouncedTextField } from '../../components/DebouncedTextField'
import { EmptyState, PagedList } from '../../components/PagedList'
import { PageSizeSelect } from '../../components/FilterBar'
import { useListState, useSearchAndSort } from '../../components/useListState'
import { LotModal } from './LotModal'
import { LOTS_LIST, PAGE_SIZES, SEARCH_MAX_LENGTH } from './listParams'
import { ParkingLotsTable } from './ParkingLotsTable'
import { useParkingLots } from './useParkingLots'

export default function ParkingLotsPage() {
  const list = useListState(LOTS_LIST)
  const { view, update } = list
  const { data, error, isLoading, mutate } = useParkingLots(view)
  const [selected, setSelected] = useState<ParkingLot | null>(null)

  const { search, sort } = useSearchAndSort(list)

  return (
    <section>
      <h1 className="h3 mb-3">Parking Lots</h1>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
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
        <PageSizeSelect id="parking-lot-page-size" label="Rows per page" sizes={PAGE_SIZES} value={view.limit} onChange={(limit) => update({ limit })} />
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
