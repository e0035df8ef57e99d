import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react'
import Form from 'react-bootstrap/Form'
import { useSearchParams, type NavigateOptions } from 'react-router-dom'
import type { ParkingLot, ParkingLotSortField } from '../../api/types'
import { ErrorBlock } from '../../components/ErrorBlock'
import { LoadingSpinner } from '../../components/LoadingSpinner'
import { Pagination } from '../../components/Pagination'
import { LotModal } from './LotModal'
import { PAGE_SIZES, readListParams, SEARCH_MAX_LENGTH, writeListParams, type ListParams } from './listParams'
import { ParkingLotsTable } from './ParkingLotsTable'
import { useParkingLots } from './useParkingLots'

/** SPEC sections 5 and 9. */
const SEARCH_DEBOUNCE_MS = 500

/** The search box: sends the text 500 ms after the last keystroke, or at once on Enter. */
function SearchField({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const [draft, setDraft] = useState(search)
  // A search applied from elsewhere (back/forward, a link) shows in the box; the box's own
  // applied text is left alone, so a trailing space being typed is not taken away.
  const [shownSearch, setShownSearch] = useState(search)
  if (search !== shownSearch) {
    setShownSearch(search)
    if (draft.trim() !== search) setDraft(search)
  }

  const apply = (text: string) => {
    if (text.trim() !== search) onSearch(text.trim())
  }
  // Reads the search as applied when the timer fires, not as it was at the keystroke.
  const applyLater = useEffectEvent(apply)
  useEffect(() => {
    const timer = setTimeout(() => applyLater(draft), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft])

  return (
    <Form
      role="search"
      className="flex-grow-1"
      style={{ maxWidth: '32rem' }}
      onSubmit={(event) => {
        event.preventDefault()
        apply(draft)
      }}
    >
      <Form.Label htmlFor="parking-lot-search" visuallyHidden>
        Search parking lots
      </Form.Label>
      <Form.Control
        id="parking-lot-search"
        type="search"
        placeholder="Search name, address, lot ID, owner"
        maxLength={SEARCH_MAX_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </Form>
  )
}

export default function ParkingLotsPage() {
  const [query, setQuery] = useSearchParams()
  const view = useMemo(() => readListParams(query), [query])
  const { data, error, isLoading, mutate } = useParkingLots(view)
  const [selected, setSelected] = useState<ParkingLot | null>(null)

  const changeView = useCallback(
    (change: (view: ListParams) => ListParams, options?: NavigateOptions) =>
      setQuery((current) => writeListParams(current, change(readListParams(current))), options),
    [setQuery],
  )
  // SPEC section 4: a new search, sort or page size starts again from page 1.
  // A sort, a page or a size is a step Back returns from. A search is one step however
  // often it is refined: the first search from the unsearched list adds a history entry,
  // so Back returns to that list; each debounced change after it replaces the entry.
  const searching = view.search !== ''
  const search = useCallback(
    (text: string) => changeView((current) => ({ ...current, search: text, page: 1 }), { replace: searching }),
    [changeView, searching],
  )
  const sort = useCallback(
    (field: ParkingLotSortField) =>
      changeView((current) => ({
        ...current,
        sortBy: field,
        sortOrder: current.sortBy === field && current.sortOrder === 'asc' ? 'desc' : 'asc',
        page: 1,
      })),
    [changeView],
  )
  const retry = () => void mutate()

  // While the next page loads, SWR keeps the previous one on screen.
  const stale = isLoading && data !== undefined
  const pagination = data?.pagination
  // A page past the end (an old link, or lots saved or deleted out of it meanwhile) goes to
  // the last page. From an effect, not by rendering <Navigate> instead of the page: the
  // modal stays open, with its edit or its success message, while the list moves.
  const lastPage = pagination && !stale && !error && pagination.pages > 0 && view.page > pagination.pages ? pagination.pages : null
  useEffect(() => {
    if (lastPage !== null) changeView((current) => ({ ...current, page: lastPage }), { replace: true })
  }, [lastPage, changeView])

  return (
    <section>
      <h1 className="h3 mb-3">Parking Lots</h1>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <SearchField search={view.search} onSearch={search} />
        <Form.Group controlId="parking-lot-page-size" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0 text-nowrap">Rows per page</Form.Label>
          <Form.Select
            value={view.limit}
            style={{ width: 'auto' }}
            onChange={(event) => changeView((current) => ({ ...current, limit: Number(event.target.value), page: 1 }))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>

      {error && !isLoading ? (
        <ErrorBlock message={`Error loading parking lots: ${(error as Error).message}`} onRetry={retry} />
      ) : data === undefined || lastPage !== null ? (
        <LoadingSpinner label="Loading parking lots..." />
      ) : data.parkingLots.length === 0 && !stale ? (
        <p className="text-secondary py-4">{view.search ? `No parking lots found matching "${view.search}"` : 'No parking lots found'}</p>
      ) : (
        <>
          <ParkingLotsTable lots={data.parkingLots} sortBy={view.sortBy} sortOrder={view.sortOrder} onSort={sort} onOpen={setSelected} stale={stale} />
          <Pagination
            page={data.pagination.page}
            pages={data.pagination.pages}
            total={data.pagination.total}
            itemLabel="parking lots"
            onPageChange={(page) => changeView((current) => ({ ...current, page }))}
          />
        </>
      )}

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
