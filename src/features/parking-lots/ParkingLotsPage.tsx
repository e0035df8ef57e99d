import { useCallback, useState } from 'react'
import type { ParkingLot } from '@/api/types'
import { useWriteRefusal } from '@/auth/useRole'
import { DebouncedTextField } from '@/components/DebouncedTextField'
import { EmptyState, PagedList } from '@/components/PagedList'
import { PageSizeSelect } from '@/components/FilterBar'
import { ReadOnlyNote } from '@/components/ReadOnlyNote'
import { PHONE_QUERY, useMediaQuery } from '@/components/useMediaQuery'
import { useListState, useSearchAndSort } from '@/components/useListState'
import { MAX_TEXT_LENGTH } from '@/schema/lists'
import { LotModal } from './LotModalLoader'
import { LotSortSelect } from './LotSortSelect'
import { LOTS_LIST, PAGE_SIZES } from './listParams'
import { ParkingLotCards } from './ParkingLotCards'
import { ParkingLotsTable } from './ParkingLotsTable'
import { useParkingLots } from './useParkingLots'

/** The lot whose modal is open, and whether it opened on its editor (the phone's Edit) or on its details. */
interface Opened {
  lot: ParkingLot
  editing: boolean
}

export default function ParkingLotsPage() {
  const list = useListState(LOTS_LIST)
  const { view, update } = list
  const { data, error, isLoading, mutate } = useParkingLots(view)
  const [opened, setOpened] = useState<Opened | null>(null)
  // A phone shows cards, and sorts with a select instead of the table's headers.
  const phone = useMediaQuery(PHONE_QUERY)
  // A viewer gets the lots without Edit: one note for the list says why (docs/product.md#roles).
  const refusal = useWriteRefusal('updateParkingLot')

  const { search, sort } = useSearchAndSort(list)
  // Stable, so the memoised rows and cards are not drawn again when a modal opens.
  const openDetails = useCallback((lot: ParkingLot) => setOpened({ lot, editing: false }), [])
  const openEditor = useCallback((lot: ParkingLot) => setOpened({ lot, editing: true }), [])

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
          maxLength={MAX_TEXT_LENGTH}
          style={{ maxWidth: '32rem' }}
          value={view.search}
          onApply={search}
        />
        <div className="d-flex align-items-end gap-2">
          {phone && (
            <LotSortSelect
              sortBy={view.sortBy}
              sortOrder={view.sortOrder}
              onChange={(sortBy, sortOrder) => update({ sortBy, sortOrder })}
            />
          )}
          <PageSizeSelect
            id="parking-lot-page-size"
            label="Rows per page"
            sizes={PAGE_SIZES}
            value={view.limit}
            onChange={(limit) => update({ limit })}
          />
        </div>
      </div>
      {refusal && <ReadOnlyNote refusal={refusal} className="mb-3" />}

      <PagedList
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        pagination={(answer) => answer.pagination}
        rowCount={(answer) => answer.parkingLots.length}
        loadingLabel="Loading parking lots..."
        errorMessage={(failure) => `Error loading parking lots: ${(failure as Error).message}`}
        empty={
          <EmptyState
            text={view.search ? `No parking lots found matching "${view.search}"` : 'No parking lots found'}
          />
        }
        itemLabel="parking lots"
        page={view.page}
        goToPage={(page, replace) => update({ page }, { replace })}
      >
        {(answer, stale) =>
          phone ? (
            <ParkingLotCards lots={answer.parkingLots} onEdit={refusal ? undefined : openEditor} stale={stale} />
          ) : (
            <ParkingLotsTable
              lots={answer.parkingLots}
              sortBy={view.sortBy}
              sortOrder={view.sortOrder}
              onSort={sort}
              onOpen={openDetails}
              stale={stale}
            />
          )
        }
      </PagedList>

      {opened && (
        <LotModal
          key={opened.lot._id}
          lot={opened.lot}
          editing={opened.editing}
          onSaved={(saved) => setOpened({ lot: saved, editing: false })}
          onClosed={() => setOpened(null)}
        />
      )}
    </section>
  )
}
