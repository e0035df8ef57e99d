// The parking lots' values (docs/product.md#parking-lot): the types a lot can be, and what
// the lots list can be sorted by.

/** The five parking types, in the order the server's message names them. */
export const PARKING_TYPES = ['street', 'surface', 'garage', 'underground', 'park_and_ride'] as const
export type ParkingType = (typeof PARKING_TYPES)[number]

/** The fields the lots list sorts by (`sortBy`), in the order of the console's table columns. */
export const LOT_SORT_FIELDS = ['lotId', 'name', 'address', 'parking_type', 'spaces', 'owner'] as const
export type ParkingLotSortField = (typeof LOT_SORT_FIELDS)[number]

/** The lots list's order when the call names none: by address, ascending. */
export const DEFAULT_LOT_SORT = { sortBy: 'address', sortOrder: 'asc' } as const

/** The most spaces a lot can have: far above any car park, and a typo's 1e23 is refused. */
export const MAX_SPACES = 100_000
/** The range of spaces as messages say it (a literal: Intl at import time would slow the first screen). */
export const SPACES_RANGE = 'from 0 to 100,000'
