// The map's background (docs/product.md#parking-lot-detail): OpenStreetMap's standard tiles,
// the only images the console loads from another host (a content security policy allows
// img-src from TILE_HOST and nothing else outside). The browser tests serve them blank.

export const TILE_HOST = 'https://tile.openstreetmap.org'
export const TILE_URL = `${TILE_HOST}/{z}/{x}/{y}.png`
/** What OpenStreetMap asks of every map that shows its tiles. */
export const TILE_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
/** The highest zoom OpenStreetMap's standard tiles are drawn at. */
export const TILE_MAX_ZOOM = 19
