import { memo } from 'react'
import Button from 'react-bootstrap/Button'
import Table from 'react-bootstrap/Table'
import { useLocation } from 'react-router-dom'
import type { ParkingLot, ParkingLotSortField, SortOrder } from '@/api/types'
import { tableMinWidth } from '@/components/DataTable'
import { ScrollBox } from '@/components/ScrollBox'
import { SortHeader } from '@/components/SortHeader'
import { useFirstRowsFirst } from '@/components/useFirstRowsFirst'
import { Words } from '@/components/Words'
import { SORT_LABELS } from './listParams'
import { LotDetailLink } from './LotDetailLink'
import { lotLabel, NOT_AVAILABLE, spacesOr, textOr } from './lotDetails'
import { OrNotAvailable } from './NotAvailable'
import { ParkingTypeBadge } from './ParkingTypeBadge'

// Up to 200 rows. Each row is memoised on its lot object, so opening the modal or another
// re-render of the page does not touch them. A new answer re-renders them all, though: a
// new page, sort or search, and also a 30 s refresh or the refetch after a save whenever
// anything in the answer changed (one lot, or just the total), since every lot in it is
// then a new object. (An answer equal to the one shown is dropped: SWR compares deeply
// and keeps the old objects.) The layout is fixed (column widths from the header, not
// from every cell): a new page lays out in a fraction of the time, and the columns stay
// put from one page or sort to the next.
//
// A new answer shows in two frames (useFirstRowsFirst).

/** Name and address share what the fixed columns leave. */
const COLUMNS: ReadonlyArray<{ field: ParkingLotSortField; className?: string; width?: string }> = [
  { field: 'lotId', width: '7rem' },
  { field: 'name' },
  { field: 'address' },
  { field: 'parking_type', width: '8rem' },
  { field: 'spaces', className: 'text-end', width: '6rem' },
  { field: 'owner', width: '10rem' },
]
const LINK_COLUMN_WIDTH = '7rem'
/**
 * Below this the table would squeeze its text (name and address keep 12rem each,
 * docs/product.md#tables-and-lists): a window this narrow but wider than a phone scrolls it
 * sideways in its box; a phone shows the lots as cards instead (ParkingLotCards).
 */
const TABLE_MIN_WIDTH = tableMinWidth([...COLUMNS, { width: LINK_COLUMN_WIDTH }])

const LotRow = memo(function LotRow({
  lot,
  onOpen,
  listSearch,
}: {
  lot: ParkingLot
  onOpen: (lot: ParkingLot) => void
  /** The list's query string, so the detail page's Back returns to this view. */
  listSearch: string
}) {
  const name = textOr(lot.name, NOT_AVAILABLE)
  const label = lotLabel(lot)
  return (
    <tr
      onClick={() => {
        // A drag that selects text in the row (to copy an address, say) is not a click on it.
        if (!window.getSelection()?.toString()) onOpen(lot)
      }}
      style={{ cursor: 'pointer' }}
    >
      <td className="text-nowrap font-monospace small">
        <OrNotAvailable text={textOr(lot.lotId, '')} />
      </td>
      <td>
        {/* The keyboard way into the modal; a click anywhere on the row does the same. */}
        <Button
          variant="link"
          className="p-0 text-start"
          aria-haspopup="dialog"
          aria-label={label}
          onClick={(event) => {
            event.stopPropagation()
            onOpen(lot)
          }}
        >
          <Words text={name} />
        </Button>
      </td>
      <td>
        <OrNotAvailable text={textOr(lot.address, '')} />
      </td>
      <td>
        <ParkingTypeBadge type={lot.parking_type} />
      </td>
      <td className="text-end">
        <OrNotAvailable text={spacesOr(lot.spaces, '')} />
      </td>
      <td>
        <OrNotAvailable text={textOr(lot.owner, '')} />
      </td>
      <td className="text-nowrap sticky-end">
        <LotDetailLink lot={lot} listSearch={listSearch} onClick={(event) => event.stopPropagation()}>
          Detail page
        </LotDetailLink>
      </td>
    </tr>
  )
})

interface ParkingLotsTableProps {
  lots: ParkingLot[]
  sortBy: ParkingLotSortField
  sortOrder: SortOrder
  onSort: (field: ParkingLotSortField) => void
  onOpen: (lot: ParkingLot) => void
  /** The next page is loading: the rows shown are the previous ones. */
  stale: boolean
}

export function ParkingLotsTable({ lots, sortBy, sortOrder, onSort, onOpen, stale }: ParkingLotsTableProps) {
  const shownLots = useFirstRowsFirst(lots)
  const { search: listSearch } = useLocation()
  return (
    // Scrolls sideways in its own box in a narrow window, the detail link kept in view.
    <ScrollBox label="Parking lots">
      <Table
        hover
        className={`align-middle ${stale ? 'opacity-50' : ''}`}
        style={{ tableLayout: 'fixed', minWidth: TABLE_MIN_WIDTH }}
        aria-label="Parking lots"
        aria-busy={stale}
      >
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader
                key={column.field}
                {...column}
                label={SORT_LABELS[column.field]}
                sortBy={sortBy}
                sortOrder={sortOrder}
                onSort={onSort}
              />
            ))}
            <th scope="col" className="sticky-end" style={{ width: LINK_COLUMN_WIDTH }}>
              <span className="visually-hidden">Detail page</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shownLots.map((lot) => (
            <LotRow key={lot._id} lot={lot} onOpen={onOpen} listSearch={listSearch} />
          ))}
        </tbody>
      </Table>
    </ScrollBox>
  )
}
