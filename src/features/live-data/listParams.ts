import type { SortOrder } from '@/api/types'
import { FILTER_PAGE_SIZES, param } from '@/lib/listQuery'

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

export const SEARCH_MAX_LENGTH = 100

/** Defaults: every status, no search, lot id ascending, page 1 of 50. */
export const LIVE_DATA_LIST = {
  status: param.optional(LIVE_STATUSES),
  search: param.text(SEARCH_MAX_LENGTH),
  sortBy: param.oneOf(LIVE_DATA_SORT_FIELDS, 'lotId'),
  sortOrder: param.oneOf<SortOrder>(['asc', 'desc'], 'asc'),
  page: param.page(),
  limit: param.oneOf<number>(FILTER_PAGE_SIZES, 50),
}
