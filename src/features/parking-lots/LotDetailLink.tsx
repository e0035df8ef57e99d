import type { MouseEventHandler, ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { ParkingLot } from '@/api/types'
import type { FromList } from './listLink'
import { lotLabel } from './lotDetails'

/** A link from the list to a lot's detail page, named after the lot, carrying the list's view for Back. */
export function LotDetailLink({
  lot,
  listSearch,
  className,
  onClick,
  children,
}: {
  lot: ParkingLot
  /** The list's query string. */
  listSearch: string
  className?: string
  onClick?: MouseEventHandler<HTMLAnchorElement>
  children: ReactNode
}) {
  return (
    <Link
      to={`/parking-lots/${encodeURIComponent(lot._id)}`}
      state={{ listSearch } satisfies FromList}
      aria-label={`Detail page of ${lotLabel(lot)}`}
      className={className}
      onClick={onClick}
    >
      {children}
    </Link>
  )
}
