import Badge from 'react-bootstrap/Badge'
import type { ParkingType } from '@/api/types'

// One look per parking type (docs/product.md#parking-lot), shared by the list, the modal and
// the detail page. A lot without a type says 'Unknown' (docs/product.md#parking-lot-detail).

const TYPES: Record<ParkingType, { label: string; bg: string; text?: 'dark' }> = {
  garage: { label: 'Garage', bg: 'primary' },
  underground: { label: 'Underground', bg: 'dark' },
  surface: { label: 'Surface', bg: 'success' },
  street: { label: 'Street', bg: 'info', text: 'dark' },
  park_and_ride: { label: 'Park & Ride', bg: 'warning', text: 'dark' },
}

/** The types with their labels, in the product's order, for the editor's select. */
export const PARKING_TYPE_OPTIONS = (Object.keys(TYPES) as ParkingType[]).map((type) => ({
  value: type,
  label: TYPES[type].label,
}))

function isParkingType(value: unknown): value is ParkingType {
  return typeof value === 'string' && Object.hasOwn(TYPES, value)
}

/** The lot's parking type as a badge; null, absent or (from a real backend) a value outside the five is a grey 'Unknown'. */
export function ParkingTypeBadge({ type }: { type: ParkingType | null | undefined }) {
  if (!isParkingType(type)) return <Badge bg="secondary">Unknown</Badge>
  const { label, bg, text } = TYPES[type]
  return (
    <Badge bg={bg} text={text}>
      {label}
    </Badge>
  )
}
