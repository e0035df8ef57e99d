import type { ParkingLotSortField, ParkingLotsParams, SortOrder } from '../../api/types'

// The list's view lives in the URL (search, sortBy, sortOrder, page, limit), so a reload,
// back/forward or a shared link shows the same page. A value the console would not send
// (page=abc, sortBy=evil, limit=7) falls back to its default instead of reaching the server.

export const PAGE_SIZES = [25, 50, 100, 200] as const
export const SORT_FIELDS: readonly ParkingLotSortField[] = ['lotId', 'name', 'address', 'parking_type', 'spaces', 'owner']
/** The server's limit on the search text (mocks/README.md). */
export const SEARCH_MAX_LENGTH = 200

export type ListParams = Required<ParkingLotsParams>

export const DEFAULT_LIST_PARAMS: ListParams = { search: '', sortBy: 'address', sortOrder: 'asc', page: 1, limit: 50 }

function oneOf<T>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback
}

export function readListParams(query: URLSearchParams): ListParams {
  const page = Number(query.get('page'))
  return {
    search: (query.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    sortBy: oneOf(SORT_FIELDS, query.get('sortBy'), DEFAULT_LIST_PARAMS.sortBy),
    sortOrder: oneOf<SortOrder>(['asc', 'desc'], query.get('sortOrder'), DEFAULT_LIST_PARAMS.sortOrder),
    page: Number.isSafeInteger(page) && page >= 1 ? page : DEFAULT_LIST_PARAMS.page,
    limit: oneOf<number>(PAGE_SIZES, Number(query.get('limit')), DEFAULT_LIST_PARAMS.limit),
  }
}

/**
 * `query` with the list's view set to `params`: defaults are left out (so /parking-lots is
 * the default view), and any other parameter (e.g. the simulated backend's ?latency=) is kept.
 */
export function writeListParams(query: URLSearchParams, params: ListParams): URLSearchParams {
  const next = new URLSearchParams(query)
  for (const key of Object.keys(DEFAULT_LIST_PARAMS) as Array<keyof ListParams>) {
    const value = params[key]
    if (value === DEFAULT_LIST_PARAMS[key]) next.delete(key)
    else next.set(key, String(value))
  }
  return next
}
