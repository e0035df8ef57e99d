import { memo } from 'react'
import Button from 'react-bootstrap/Button'
import { useLocation } from 'react-router-dom'
import type { ParkingLot } from '@/api/types'
import { useFirstRowsFirst } from '@/components/useFirstRowsFirst'
import { Words } from '@/components/Words'
import { LotDetailLink } from './LotDetailLink'
import { lotLabel, NOT_AVAILABLE, spacesOr, textOr } from './lotDetails'
import { OrNotAvailable } from './NotAvailable'
import { ParkingTypeBadge } from './ParkingTypeBadge'

// The lots list on a phone, where the table's seven columns would need 62rem: one compact
// card per lot with what tells lots apart at a glance (name, address, type, spaces, and
// the lot ID operators search by), each line wrapping inside the card. The name is the
// link to the detail page; Edit opens the modal's editor (not for a viewer: the list's note
// says why). The owner is left to the modal and the detail page. Cards are memoised on their
// lot, as the table's rows are.

const LotCard = memo(function LotCard({
  lot,
  onEdit,
  listSearch,
}: {
  lot: ParkingLot
  onEdit?: (lot: ParkingLot) => void
  /** The list's query string, so the detail page's Back returns to this view. */
  listSearch: string
}) {
  return (
    // Edit keeps a column of its own, level with the name, however the lines beside it wrap.
    <li className="border rounded p-2 d-flex align-items-start gap-2">
      <div className="d-flex flex-column gap-1 flex-grow-1" style={{ minWidth: 0 }}>
        <LotDetailLink lot={lot} listSearch={listSearch} className="fw-semibold">
          <Words text={textOr(lot.name, NOT_AVAILABLE)} />
        </LotDetailLink>
        <span className="small">
          <Words text={textOr(lot.address, 'Address not available')} />
        </span>
        <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-1 small">
          <ParkingTypeBadge type={lot.parking_type} />
          <span>
            <span className="text-body-secondary">Spaces:</span> <OrNotAvailable text={spacesOr(lot.spaces, '')} />
          </span>
          <span className="font-monospace">
            <OrNotAvailable text={textOr(lot.lotId, '')} />
          </span>
        </div>
      </div>
      {onEdit && (
        <Button
          variant="outline-primary"
          size="sm"
          className="flex-shrink-0"
          aria-haspopup="dialog"
          aria-label={`Edit ${lotLabel(lot)}`}
          onClick={() => onEdit(lot)}
        >
          Edit
        </Button>
      )}
    </li>
  )
})

interface ParkingLotCardsProps {
  lots: ParkingLot[]
  /** Opens the lot's editor; none for a role that may not change lots. */
  onEdit?: (lot: ParkingLot) => void
  /** The next page is loading: the cards shown are the previous ones. */
  stale: boolean
}

export function ParkingLotCards({ lots, onEdit, stale }: ParkingLotCardsProps) {
  const shownLots = useFirstRowsFirst(lots)
  const { search: listSearch } = useLocation()
  return (
    <ul
      className={`list-unstyled d-flex flex-column gap-2 mb-3 ${stale ? 'opacity-50' : ''}`}
      aria-label="Parking lots"
      aria-busy={stale}
    >
      {shownLots.map((lot) => (
        <LotCard key={lot._id} lot={lot} onEdit={onEdit} listSearch={listSearch} />
      ))}
    </ul>
  )
}
