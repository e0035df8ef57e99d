import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ParkingLot } from '@/api/types'
import { TILE_HOST } from '@/features/parking-lots/mapTiles'
import { browserPerFile, callInPage, DESKTOP, getInPage, PHONE, resetBackend, screenshot } from './browserSession'
import { seededLots } from './seededLots'
import { routeTiles } from './tiles'

// The detail page of a parking lot in the demo build, on its seeded simulated backend: full
// loads under the backend's worker, a complete lot on its map (over tiles and without them)
// with its feedback, and on a phone nothing long (coordinates, JSON, a 200-letter word)
// widens the page. What the page shows for each field and geometry, fallbacks included, is
// the component tests' (tests/component/parkingLotDetail.test.tsx).

const LONG_WORD = 'Parkeringsautomatbetalingsordningsendringsvarsel'.repeat(4)

const { pageAt, reportedErrors, takeErrors } = browserPerFile()

/** The seeded lots drawn as an outline with every field filled in, most likely first to have feedback. */
const COMPLETE_OUTLINED = seededLots().filter(
  (lot) =>
    lot.geometry?.type === 'MultiPolygon' &&
    lot.address &&
    lot.owner &&
    lot.notes &&
    lot.restriction_description &&
    lot.parking_type,
)

/**
 * A page at the page of a complete outlined lot with some feedback, and that lot as the
 * backend holds it. Feedback follows the clock, so the backend says which lot has some.
 */
async function completeOutlinedLot(viewport = DESKTOP): Promise<{ page: Page; lot: ParkingLot }> {
  const page = await pageAt(`/parking-lots/${COMPLETE_OUTLINED[0]!._id}`, viewport)
  for (const candidate of COMPLETE_OUTLINED) {
    const lot = await getInPage<ParkingLot>(page, `/api/parking-lots/${candidate._id}`)
    if ((lot.feedback?.length ?? 0) >= 2) return { page, lot }
  }
  throw new Error('The seeded world has no complete outlined lot with feedback')
}

/**
 * Opens the lot's page, and answers the lot as the backend now holds it. A page load starts
 * the in-page simulated backend afresh, anchored to that moment: the lots are the same, but
 * their feedback (events, whose ids and times follow the clock) may not be the one read before.
 */
async function openLot(page: Page, lot: ParkingLot): Promise<ParkingLot> {
  await page.goto(`/parking-lots/${lot._id}`)
  await page.getByRole('heading', { name: lot.name, level: 1 }).waitFor()
  return getInPage<ParkingLot>(page, `/api/parking-lots/${lot._id}`)
}

/** The value shown beside a field name inside a part of the page. */
function fieldValue(container: Locator, name: string): Promise<string> {
  return container
    .locator('dt', { hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText()
}

/** The lot's map: its marker, its outline (an SVG path, for the eye only) and the tiles' attribution link. */
function lotMap(page: Page, lot: ParkingLot) {
  const map = page.getByRole('region', { name: `Location of ${lot.name}` })
  return {
    map,
    marker: map.getByRole('img', { name: 'Position of the lot' }),
    outline: map.locator('path.lot-map-outline'),
    attribution: map.getByRole('link', { name: 'OpenStreetMap' }),
  }
}

/** Where a box is on the page; fails when it is not drawn. */
async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${String(locator)} is not drawn`)
  return box
}

describe('parking lot detail', () => {
  it("a full load of a lot's page, again and again, starts under the simulated backend's worker, which stays registered, and reports no error", async () => {
    const lot = seededLots()[0]!
    const page = await pageAt(`/parking-lots/${lot._id}`)
    // A first visit registers the worker only once its first screen is drawn and the page
    // has a moment free, so the page's title can show before it: the loads below are the
    // later visits, which find it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    // What each page finds as it starts, before the console's code runs. The worker used to
    // unregister itself as the previous page unloaded: the next one found no registration
    // and installed it again, or raced its removal, and msw's update() of it failed with
    // "Failed to update a ServiceWorker ... mockServiceWorker.js: Not found".
    await page.addInitScript(() => {
      const started = navigator.serviceWorker.getRegistrations().then((registrations) => ({
        controlled: navigator.serviceWorker.controller !== null,
        registrations: registrations.map(
          (registration) => `${registration.scope} ${registration.active?.scriptURL ?? 'not active'}`,
        ),
      }))
      Object.assign(window, { workerAtStart: started })
    })
    const origin = new URL(page.url()).origin
    for (let load = 1; load <= 4; load++) {
      await openLot(page, lot!)
      const atStart = await page.evaluate(
        () => (window as unknown as { workerAtStart: Promise<unknown> }).workerAtStart,
      )
      expect(atStart, `full load ${load}`).toEqual({
        controlled: true,
        registrations: [`${origin}/ ${origin}/simulatedBackendWorker.js`],
      })
    }
    expect(reportedErrors()).toEqual([])
  })

  it('a complete lot shows where it is, on a map, and all its feedback', async () => {
    const { page, lot: outlined } = await completeOutlinedLot()
    const tile = page.waitForResponse((response) => response.url().startsWith(`${TILE_HOST}/`))
    const lot = await openLot(page, outlined)
    expect((await tile).status(), 'a tile, served blank by the test').toBe(200)

    const location = page.getByRole('region', { name: 'Location' })
    expect(await fieldValue(location, 'Geometry type')).toBe('MultiPolygon')
    const [cornerLongitude, cornerLatitude] = (lot.geometry!.coordinates as number[][][][])[0]![0]![0]!
    const latitude = await fieldValue(location, 'Latitude')
    const longitude = await fieldValue(location, 'Longitude')
    expect(latitude).toMatch(/^\d+\.\d{6}$/)
    expect(longitude).toMatch(/^\d+\.\d{6}$/)
    // The middle of a lot's outline lies within about a hundred metres of its corners.
    expect(Math.abs(Number(latitude) - cornerLatitude!)).toBeLessThan(0.001)
    expect(Math.abs(Number(longitude) - cornerLongitude!)).toBeLessThan(0.001)

    // On the map, over tiles served blank: the pin's tip (the middle of its box, 5 px below)
    // inside the outline, and OpenStreetMap's attribution linked.
    const { map, marker, outline, attribution } = lotMap(page, lot)
    await marker.waitFor()
    const pin = await boxOf(marker)
    const shape = await boxOf(outline)
    const tip = { x: pin.x + pin.width / 2, y: pin.y + pin.height + 5 }
    expect(tip.x).toBeGreaterThan(shape.x)
    expect(tip.x).toBeLessThan(shape.x + shape.width)
    expect(tip.y).toBeGreaterThan(shape.y)
    expect(tip.y).toBeLessThan(shape.y + shape.height)
    expect(await attribution.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright')
    expect(await map.getByText(/contributors/).innerText()).toContain('© OpenStreetMap contributors')
    expect(await location.getByText(/Map tiles could not load/).count()).toBe(0)
    // The keyboard: the map takes the arrow keys (the lot moves west as the map pans east),
    // and Tab goes on through its buttons and links and out of it.
    await map.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => (await boxOf(marker)).x).toBeLessThan(pin.x - 20)
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)
    const passed: Array<string | null | undefined> = []
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab')
      passed.push(await focusedName())
    }
    expect(passed.slice(0, 4)).toEqual(['Zoom in', 'Zoom out', 'Leaflet', 'OpenStreetMap'])
    expect(await map.evaluate((element) => element.contains(document.activeElement))).toBe(false)

    const feedback = page.getByRole('region', { name: `All Feedback (${lot.feedback!.length})` })
    expect(await feedback.getByRole('listitem').count()).toBe(lot.feedback!.length)
    await feedback.getByText(lot.feedback![0]!._id, { exact: true }).waitFor()
    const up = lot.feedback!.filter((item) => item.feedbackType === 'up').length
    const down = lot.feedback!.filter((item) => item.feedbackType === 'down').length
    const summary = page.getByRole('complementary', { name: 'Feedback Summary' })
    expect(await fieldValue(summary, 'Positive')).toBe(String(up))
    expect(await fieldValue(summary, 'Negative')).toBe(String(down))
    await screenshot(page, 'parking-lot-detail-1440.png')
  })

  it('without tiles (offline) the map says so once, and still draws the lot', async () => {
    const { page, lot } = await completeOutlinedLot()
    await routeTiles(page.context(), 'fail')
    await openLot(page, lot)
    const location = page.getByRole('region', { name: 'Location' })
    await location
      .getByText('Map tiles could not load; the lot is still drawn, without the streets around it.')
      .waitFor()
    expect(await location.getByText(/Map tiles could not load/).count()).toBe(1)
    const { marker, outline } = lotMap(page, lot)
    expect(await marker.isVisible()).toBe(true)
    expect((await boxOf(outline)).width).toBeGreaterThan(10)
    await screenshot(page, 'parking-lot-detail-offline-1440.png')
    // Each failed tile is a failed download in the browser's console (ERR_FAILED: the simulated
    // backend's service worker passes the request on, and its fetch fails): expected here, and nothing else.
    expect(takeErrors(/Failed to load resource: net::ERR_FAILED/).length).toBeGreaterThan(0)
  })

  it('on a 375px phone long coordinates, JSON and words wrap inside their boxes', async () => {
    const { page, lot } = await completeOutlinedLot(PHONE)
    // An operator pastes a word too long for any screen into the notes and a property.
    const { feedback: _feedback, ...fields } = lot
    try {
      const saved = await callInPage(page, 'PUT', `/api/parking-lots/${lot._id}`, {
        ...fields,
        notes: LONG_WORD,
        additionalProperties: { ...lot.additionalProperties, openingHours: { weekdays: LONG_WORD, note: LONG_WORD } },
      })
      expect(saved.status).toBe(200)
      await openLot(page, lot)
      await page.getByText('Opening Hours', { exact: true }).waitFor()
      await screenshot(page, 'parking-lot-detail-375.png')

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      const widePre = await page
        .locator('pre')
        .evaluateAll((blocks) => blocks.filter((block) => block.scrollWidth > block.clientWidth).length)
      expect(widePre, 'pre blocks wider than their box').toBe(0)
    } finally {
      await resetBackend(page)
    }
  })
})
