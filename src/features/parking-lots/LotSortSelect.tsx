import type { ParkingLotSortField, SortOrder } from '@/api/types'
import { SortSelect, type SortField } from '@/components/SortSelect'
import { LOT_SORT_FIELDS } from '@/schema/parkingLots'
import { SORT_LABELS } from './listParams'

// The table's sort headers as one select, for the phone's cards: spaces count, the rest read as text.

const FIELDS: ReadonlyArray<SortField<ParkingLotSortField>> = LOT_SORT_FIELDS.map((field) => ({
  field,
  label: SORT_LABELS[field],
  kind: field === 'spaces' ? 'count' : 'text',
}))

export function LotSortSelect(props: {
  sortBy: ParkingLotSortField
  sortOrder: SortOrder
  onChange: (sortBy: ParkingLotSortField, sortOrder: SortOrder) => void
}) {
  return <SortSelect id="parking-lot-sort" fields={FIELDS} {...props} />
}
