// A detail page opened from the list gets the list's view (its search, sort, page and
// size, as the list's query string) in the router's location state, so 'Back to Parking
// Lots' returns to that same view. Opened any other way (a shared link, a reload in a new
// tab), Back goes to the default list.

const LIST_PATH = '/parking-lots'

/** The location state a link from the list to a detail page carries. */
export interface FromList {
  listSearch: string
}

/** Where 'Back to Parking Lots' goes, given the detail page's location state. */
export function listPathFrom(state: unknown): string {
  const listSearch = (state as Partial<FromList> | null)?.listSearch
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? `${LIST_PATH}${listSearch}` : LIST_PATH
}
