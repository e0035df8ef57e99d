import type { ParkingLotSortField, SortOrder } from '@/api/types'
import { param } from '@/lib/listQuery'

// The lots list's view in the URL: search, sortBy, sortOrder, page, limit (lib/listQuery.ts).

export const PAGE_SIZES = [25, 50, 100, 200] as const
/** The sortable fields, in the table's column order. */
export const SORT_FIELDS: readonly ParkingLotSortField[] = [
  'lotId',
  'name',
  'address',
  'parking_type',
  'spaces',
  'owner',
]
/** Their names, as the table's headers and the phone's sort select give them. */
export const SORT_LABELS: Readonly<Record<ParkingLotSortField, string>> = {
  lotId: 'Lot ID',
  name: 'Name',
  address: 'Address',
  parking_type: 'Type',
  spaces: 'Spaces',
  owner: 'Owner',
}
/** The server's limit on the search text (mocks/README.md). */
export const SEARCH_MAX_LENGTH = 200

/** Defaults: no search, address ascending, page 1 of 50 (docs/product.md#page-sizes). */
export const LOTS_LIST = {
  search: param.text(SEARCH_MAX_LENGTH),
  sortBy: param.oneOf(SORT_FIELDS, 'address'),
  sortOrder: param.oneOf<SortOrder>(['asc', 'desc'], 'asc'),
  page: param.page(),
  limit: param.oneOf<number>(PAGE_SIZES, 50),
}
