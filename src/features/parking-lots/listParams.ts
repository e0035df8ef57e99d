import type { ParkingLotSortField } from '@/api/types'
import { param } from '@/lib/listQuery'
import { MAX_TEXT_LENGTH, SORT_ORDERS } from '@/schema/lists'
import { DEFAULT_LOT_SORT, LOT_SORT_FIELDS } from '@/schema/parkingLots'

// The lots list's view in the URL: search, sortBy, sortOrder, page, limit (lib/listQuery.ts).

export const PAGE_SIZES = [25, 50, 100, 200] as const
/** Their names, as the table's headers and the phone's sort select give them. */
export const SORT_LABELS: Readonly<Record<ParkingLotSortField, string>> = {
  lotId: 'Lot ID',
  name: 'Name',
  address: 'Address',
  parking_type: 'Type',
  spaces: 'Spaces',
  owner: 'Owner',
}
/** Defaults: no search, address ascending, page 1 of 50 (docs/product.md#page-sizes). */
export const LOTS_LIST = {
  search: param.text(MAX_TEXT_LENGTH),
  sortBy: param.oneOf(LOT_SORT_FIELDS, DEFAULT_LOT_SORT.sortBy),
  sortOrder: param.oneOf(SORT_ORDERS, DEFAULT_LOT_SORT.sortOrder),
  page: param.page(),
  limit: param.oneOf<number>(PAGE_SIZES, 50),
}
