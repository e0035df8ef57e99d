import { describe, expect, it } from 'vitest'
import type { ParkingLot } from '@/api/types'
import { axeViolations } from './axe'
import { browserPerFile, DESKTOP, PHONE, resetBackend, screenshot } from './browserSession'
import { pageScheme } from './colourMode'
import { seededLot } from './seededLots'

// The lot editor's form in the demo build (docs/product.md#parking-lot-editor): on a lot's
// page, the map's marker dragged and moved by typing, the changes saved and still there
// after a reload; axe with the editor open in light and dark, at 1440 and 375 px, with a
// screenshot of each. Editing from the list's modal and the lot's page, the changes in words
// and the save are the component tests' (tests/component/lotEditor.test.tsx).

const POLL = { timeout: 15_000 }

const { pageAt } = browserPerFile()

/** A seeded lot on a Point with a space count. */
const POINT_LOT = seededLot(
  'lot on a Point with a space count',
  (lot) => lot.geometry?.type === 'Point' && typeof lot.spaces === 'number',
)

function latitudeOf(lot: ParkingLot): number {
  return (lot.geometry as { coordinates: [number, number] }).coordinates[1]
}

describe('lot editor', () => {
  it("on the lot's page: the space count and a drag of the marker, both changes listed, saved, and shown after a reload; typing moves the marker", async () => {
    const lot = POINT_LOT
    const page = await pageAt(`/parking-lots/${lot._id}`)
    try {
      const [longitude] = (lot.geometry as { coordinates: [number, number] }).coordinates
      await page.getByRole('heading', { name: lot.name, level: 1 }).waitFor(POLL)
      await page.getByRole('button', { name: 'Edit', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: lot.name })
      await dialog.getByRole('textbox', { name: 'Spaces', exact: true }).fill(String(lot.spaces! + 3))
      const map = dialog.getByRole('region', { name: 'Position of the lot being edited' })
      const marker = map.getByRole('img', { name: /^Position of the lot: drag it/ })
      await marker.waitFor(POLL)
      const longitudeField = dialog.getByRole('textbox', { name: 'Longitude', exact: true })

      // A drag 80 px to the east, as a person's mouse does it: the fields follow, and the move is a change.
      await map.scrollIntoViewIfNeeded()
      const start = (await marker.boundingBox())!
      await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
      await page.mouse.down()
      await page.mouse.move(start.x + start.width / 2 + 40, start.y + start.height / 2, { steps: 5 })
      await page.mouse.move(start.x + start.width / 2 + 80, start.y + start.height / 2, { steps: 5 })
      await page.mouse.up()
      await expect.poll(async () => Number(await longitudeField.inputValue()), POLL).toBeGreaterThan(longitude)
      const changes = dialog.getByRole('region', { name: 'Changes to save' }).getByRole('listitem')
      await expect
        .poll(() => changes.allInnerTexts(), POLL)
        .toEqual([`spaces: ${lot.spaces} → ${lot.spaces! + 3}`, expect.stringMatching(/^geometry: moved \d+ m$/)])
      await screenshot(page, 'lot-editor-map-1440.png', { fullPage: false })

      // Typing a latitude a little south moves the marker down the map.
      const before = (await marker.boundingBox())!
      const latitude = Number((latitudeOf(lot) - 0.0002).toFixed(6))
      await dialog.getByRole('textbox', { name: 'Latitude', exact: true }).fill(String(latitude))
      await expect.poll(async () => (await marker.boundingBox())!.y, POLL).toBeGreaterThan(before.y + 5)
      const dragged = Number(await longitudeField.inputValue())

      await dialog.getByRole('button', { name: 'Save 2 changes' }).click()
      await dialog.getByText('Parking lot updated successfully!').waitFor(POLL)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })

      // After a reload the page shows both: the count in the header, the position in Location.
      await page.reload()
      await page.getByText(`Spaces: ${lot.spaces! + 3}`, { exact: true }).waitFor(POLL)
      const location = page.getByRole('region', { name: 'Location', exact: true })
      await location.getByText(latitude.toFixed(6), { exact: true }).waitFor(POLL)
      await location.getByText(dragged.toFixed(6), { exact: true }).waitFor(POLL)
    } finally {
      await resetBackend(page)
    }
  })

  for (const viewport of [DESKTOP, PHONE]) {
    it(`passes axe with the editor open, in light and in dark mode at ${viewport.width} px, and fits the screen`, async () => {
      const lot = POINT_LOT
      const page = await pageAt(`/parking-lots/${lot._id}`, viewport)
      await page.getByRole('heading', { name: lot.name, level: 1 }).waitFor(POLL)
      await page.getByRole('button', { name: 'Edit', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: lot.name })
      // A field with its message, and the changes listed: the editor's states at once.
      await dialog.getByRole('textbox', { name: 'Spaces', exact: true }).fill('1e3')
      await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('Karl Johans gate 1')
      await dialog.getByText('Spaces must be a whole number from 0 to 100,000, typed as digits, or blank').waitFor(POLL)
      // Until a mode is chosen the console follows the system's (darkMode.test.ts): the same
      // open editor in each, without closing it to reach the theme menu.
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await expect.poll(() => pageScheme(page), POLL).toBe(scheme)
        expect(await axeViolations(page), `in ${scheme} mode`).toEqual([])
        const suffix = scheme === 'dark' ? '-dark' : ''
        await dialog.getByRole('textbox', { name: 'Name', exact: true }).scrollIntoViewIfNeeded()
        await screenshot(page, `lot-editor-${viewport.width}${suffix}.png`, { fullPage: false })
        // Nothing in the dialog runs past the screen's edge.
        expect(await dialog.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0)
        // The end of the form: the location, the additional properties and the changes listed.
        await dialog.getByRole('region', { name: 'Changes to save' }).scrollIntoViewIfNeeded()
        await screenshot(page, `lot-editor-end-${viewport.width}${suffix}.png`, { fullPage: false })
      }
      await dialog.getByRole('tab', { name: 'JSON' }).click()
      await dialog.getByText('Check the marked fields: Spaces.').waitFor(POLL)
    })
  }
})
