import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ParkingLot, ParkingLotsResponse } from '@/api/types'
import { TILE_HOST } from '@/features/parking-lots/mapTiles'
import { callInPage, getInPage, PHONE, resetBackend, screenshot, browserPerFile } from './browserSession'
import { routeTiles } from './tiles'

// The detail page of a parking lot in the demo build, on its seeded simulated backend:
// a lot with gaps shows its fallback texts, a complete one its location and feedback,
// and on a phone nothing long (coordinates, JSON, a 200-letter word) widens the page.

const LONG_WORD = 'Parkeringsautomatbetalingsordningsendringsvarsel'.repeat(4)

const { signedInPage, reportedErrors, takeErrors } = browserPerFile()

/** Every seeded lot, as the list endpoint answers them (without feedback). */
async function allLots(page: Page): Promise<ParkingLot[]> {
  const lots: ParkingLot[] = []
  for (let number = 1; ; number++) {
    const { parkingLots, pagination } = await getInPage<ParkingLotsResponse>(
      page,
      `/api/parking-lots?page=${number}&limit=200`,
    )
    lots.push(...parkingLots)
    if (!pagination.hasNext) return lots
  }
}

/** A lot drawn as an outline, with every field filled in and some feedback, with that feedback. */
async function completeOutlinedLot(page: Page): Promise<ParkingLot> {
  const candidates = (await allLots(page)).filter(
    (lot) =>
      lot.geometry?.type === 'MultiPolygon' &&
      lot.address &&
      lot.owner &&
      lot.notes &&
      lot.restriction_description &&
      lot.parking_type,
  )
  for (const candidate of candidates) {
    const lot = await getInPage<ParkingLot>(page, `/api/parking-lots/${candidate._id}`)
    if ((lot.feedback?.length ?? 0) >= 2) return lot
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
    const page = await signedInPage()
    const [lot] = (await getInPage<ParkingLotsResponse>(page, '/api/parking-lots?limit=1')).parkingLots
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

  it('a lot without geometry, notes, restrictions or properties shows their fallback texts', async () => {
    const page = await signedInPage()
    const lot = (await allLots(page)).find(
      (candidate) =>
        !candidate.geometry &&
        !candidate.notes &&
        !candidate.restriction_description &&
        Object.keys(candidate.additionalProperties ?? {}).length === 0,
    )
    expect(lot, 'a seeded lot lacking the optional fields').toBeDefined()
    await openLot(page, lot!)

    const basic = page.getByRole('region', { name: 'Basic Information' })
    expect(await fieldValue(basic, 'Notes')).toBe('No notes available')
    expect(await fieldValue(basic, 'Restrictions')).toBe('No restrictions')
    const properties = page.getByRole('region', { name: 'Additional Properties' })
    expect(await properties.getByText('No additional properties available').isVisible()).toBe(true)
    expect(
      await page.getByRole('region', { name: 'Location' }).getByText('No location data available').isVisible(),
    ).toBe(true)
    await screenshot(page, 'parking-lot-detail-fallbacks-1440.png')
  })

  it('a complete lot shows where it is, on a map, and all its feedback', async () => {
    const page = await signedInPage()
    const outlined = await completeOutlinedLot(page)
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
    const page = await signedInPage()
    const lot = await completeOutlinedLot(page)
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

  it('a lot whose geometry gives no position says so, and still shows the geometry as stored', async () => {
    const page = await signedInPage()
    const lot = await completeOutlinedLot(page)
    const { feedback: _feedback, ...fields } = lot
    const line = [
      [10.7, 59.9],
      [10.71, 59.91],
    ]
    try {
      // A type other than Point or MultiPolygon is saved as is
      // (docs/product.md#lot-json-checks: a warning only).
      const saved = await callInPage(page, 'PUT', `/api/parking-lots/${lot._id}`, {
        ...fields,
        geometry: { type: 'LineString', coordinates: line },
      })
      expect(saved.status).toBe(200)
      await openLot(page, lot)
      const location = page.getByRole('region', { name: 'Location' })
      expect(await location.getByText('No location data available').isVisible()).toBe(true)
      expect(await location.locator('dt', { hasText: /^Latitude$/ }).count()).toBe(0)
      expect(await location.getByRole('region').count(), 'a map').toBe(0)
      expect(await fieldValue(location, 'Geometry type')).toBe('LineString')
      expect(await fieldValue(location, 'Coordinates')).toBe(JSON.stringify(line))
      await screenshot(page, 'parking-lot-detail-unreadable-geometry-1440.png')
    } finally {
      await resetBackend(page)
    }
  })

  it('on a 375px phone long coordinates, JSON and words wrap inside their boxes', async () => {
    const page = await signedInPage(PHONE)
    const lot = await completeOutlinedLot(page)
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
