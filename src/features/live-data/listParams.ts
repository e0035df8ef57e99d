import { FILTER_PAGE_SIZES, param } from '@/lib/listQuery'
import { SORT_ORDERS } from '@/schema/lists'

// The lots table's view in the URL: status, search, sortBy, sortOrder, page, limit.

export const LIVE_STATUSES = ['active', 'static', 'disabled'] as const
export type LiveStatus = (typeof LIVE_STATUSES)[number]

export const LIVE_DATA_SORT_FIELDS = [
  'lotId',
  'name',
  'status',
  'lastUpdated',
  'changes',
  'maxChange',
  'dataPoints',
] as const
export type LiveDataSortField = (typeof LIVE_DATA_SORT_FIELDS)[number]

/** The console's own search over the lots it has loaded (not a call's parameter). */
export const SEARCH_MAX_LENGTH = 100

/** Defaults: every status, no search, lot id ascending, page 1 of 50. */
export const LIVE_DATA_LIST = {
  status: param.optional(LIVE_STATUSES),
  search: param.text(SEARCH_MAX_LENGTH),
  sortBy: param.oneOf(LIVE_DATA_SORT_FIELDS, 'lotId'),
  sortOrder: param.oneOf(SORT_ORDERS, 'asc'),
  page: param.page(),
  limit: param.oneOf<number>(FILTER_PAGE_SIZES, 50),
}
