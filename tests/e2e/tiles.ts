import type { BrowserContext } from 'playwright-core'
import { TILE_HOST } from '@/features/parking-lots/mapTiles'

// The lot map's tiles in the browser tests and scripts: never fetched from OpenStreetMap.
// Every page the tests open serves them blank (browserSession.ts's openPage, the screenshots);
// a test of the map without tiles makes them fail instead. Plain playwright, no vitest:
// tests/screenshots.ts runs outside it.

/** Every tile address: TILE_URL's {z}/{x}/{y}.png on TILE_HOST. */
const TILES = `${TILE_HOST}/**`

/**
 * A tile's 256x256 PNG, all of it the colour OpenStreetMap gives land without anything on it
 * (#f2efe9): an empty but opaque background, as real tiles are. Full size, not 1x1: a tiny
 * image stretched over 256 px fades at its edges, striping the map.
 */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEXy7+kRCi+bAAAAVElEQVR42u3BAQEAAACAkP6v7ggKAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGAEPAAEccgnDAAAAAElFTkSuQmCC',
  'base64',
)

/**
 * Answers the context's tile requests with a blank tile ('blank'), or fails them as a
 * browser offline would ('fail'). The later call wins: a test that wants failing tiles on a
 * page openPage made calls it with 'fail' before the map shows.
 */
export async function routeTiles(context: BrowserContext, answer: 'blank' | 'fail'): Promise<void> {
  await context.route(TILES, (route) =>
    answer === 'blank'
      ? route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE })
      : route.abort('internetdisconnected'),
  )
}
