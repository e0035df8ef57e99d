import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ParkingLot, ParkingLotsResponse } from '@/api/types'
import { axeViolations } from './axe'
import { browserPerFile, DESKTOP, getInPage, PHONE, resetBackend, screenshot } from './browserSession'
import { chooseColourMode } from './colourMode'

// The lot editor's form in the demo build (docs/product.md#parking-lot-editor): from a lot's
// page and from the list's modal, a change of the space count and the latitude, its changes
// in words, the save, and the change still there after a reload; the map's marker dragged
// and moved by typing; axe with the editor open
// in light and dark, at 1440 and 375 px, with a screenshot of each.

const POLL = { timeout: 15_000 }

const { pageAt } = browserPerFile()

/** A seeded lot on a Point with a space count, from the first page of the list. */
async function pointLot(page: Page): Promise<ParkingLot> {
  const { parkingLots } = await getInPage<ParkingLotsResponse>(page, '/api/parking-lots?limit=50')
  const lot = parkingLots.find(
    (candidate) => candidate.geometry?.type === 'Point' && typeof candidate.spaces === 'number',
  )
  if (!lot) throw new Error('No lot on a Point with a space count on the first page')
  return lot
}

function latitudeOf(lot: ParkingLot): number {
  return (lot.geometry as { coordinates: [number, number] }).coordinates[1]
}

/** Changes the space count and moves the lot about 33 m north; answers the changes listed. */
async function editSpacesAndLatitude(dialog: Locator, lot: ParkingLot): Promise<string[]> {
  await dialog.getByRole('textbox', { name: 'Spaces', exact: true }).fill(String(lot.spaces! + 7))
  await dialog.getByRole('textbox', { name: 'Latitude', exact: true }).fill(String(latitudeOf(lot) + 0.0003))
  const changes = dialog.getByRole('region', { name: 'Changes to save' }).getByRole('listitem')
  await expect.poll(() => changes.count(), POLL).toBe(2)
  return changes.allInnerTexts()
}

describe('lot editor', () => {
  it("from a lot's page: Edit, change spaces and latitude, see the changes, save, and find them after a reload", async () => {
    const page = await pageAt('/parking-lots')
    try {
      const lot = await pointLot(page)
      await page.goto(`/parking-lots/${lot._id}`)
      await page.getByRole('heading', { name: lot.name, level: 1 }).waitFor(POLL)
      await page.getByRole('button', { name: 'Edit', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: lot.name })
      expect(await editSpacesAndLatitude(dialog, lot)).toEqual([
        `spaces: ${lot.spaces} → ${lot.spaces! + 7}`,
        'geometry: moved 33 m',
      ])
      await dialog.getByRole('button', { name: 'Save 2 changes' }).click()
      await dialog.getByText('Parking lot updated successfully!').waitFor(POLL)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })

      await page.reload()
      await page.getByText(`Spaces: ${lot.spaces! + 7}`, { exact: true }).waitFor(POLL)
      const saved = await getInPage<ParkingLot>(page, `/api/parking-lots/${lot._id}`)
      expect(saved.spaces).toBe(lot.spaces! + 7)
      expect(latitudeOf(saved)).toBeCloseTo(latitudeOf(lot) + 0.0003, 9)
    } finally {
      await resetBackend(page)
    }
  })

  it("from the list's modal: the same edit, saved, in the list after a reload", async () => {
    const page = await pageAt('/parking-lots')
    try {
      const lot = await pointLot(page)
      await page.goto(`/parking-lots?search=${lot.lotId}`)
      const table = page.getByRole('table', { name: 'Parking lots' })
      await table.getByRole('button', { name: `${lot.name} (${lot.lotId})`, exact: true }).click(POLL)
      const dialog = page.getByRole('dialog', { name: lot.name })
      await dialog.getByRole('button', { name: 'Edit' }).click()
      expect(await editSpacesAndLatitude(dialog, lot)).toContain(`spaces: ${lot.spaces} → ${lot.spaces! + 7}`)
      await dialog.getByRole('button', { name: 'Save 2 changes' }).click()
      await dialog.getByText('Parking lot updated successfully!').waitFor(POLL)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })

      await page.reload()
      const spacesCell = table.locator('tbody tr').first().locator('td').nth(4)
      await expect.poll(() => spacesCell.innerText(), POLL).toBe((lot.spaces! + 7).toLocaleString('en-US'))
    } finally {
      await resetBackend(page)
    }
  })

  it("on the lot's page: the space count and a drag of the marker, both changes listed, saved, and shown after a reload; typing moves the marker", async () => {
    const page = await pageAt('/parking-lots')
    try {
      const lot = await pointLot(page)
      const [longitude] = (lot.geometry as { coordinates: [number, number] }).coordinates
      await page.goto(`/parking-lots/${lot._id}`)
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
    for (const mode of ['Light', 'Dark'] as const) {
      it(`passes axe with the editor open, in ${mode.toLowerCase()} mode at ${viewport.width} px, and fits the screen`, async () => {
        const page = await pageAt('/parking-lots', viewport)
        const lot = await pointLot(page)
        await page.goto(`/parking-lots/${lot._id}`)
        await page.getByRole('heading', { name: lot.name, level: 1 }).waitFor(POLL)
        if (mode === 'Dark') await chooseColourMode(page, 'Dark')
        await page.getByRole('button', { name: 'Edit', exact: true }).click()
        const dialog = page.getByRole('dialog', { name: lot.name })
        // A field with its message, and the changes listed: the editor's states at once.
        await dialog.getByRole('textbox', { name: 'Spaces', exact: true }).fill('1e3')
        await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('Karl Johans gate 1')
        await dialog
          .getByText('Spaces must be a whole number from 0 to 100,000, typed as digits, or blank')
          .waitFor(POLL)
        expect(await axeViolations(page)).toEqual([])
        const suffix = mode === 'Dark' ? '-dark' : ''
        await screenshot(page, `lot-editor-${viewport.width}${suffix}.png`, { fullPage: false })
        // Nothing in the dialog runs past the screen's edge.
        expect(await dialog.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0)
        // The end of the form: the location, the additional properties and the changes listed.
        await dialog.getByRole('region', { name: 'Changes to save' }).scrollIntoViewIfNeeded()
        await screenshot(page, `lot-editor-end-${viewport.width}${suffix}.png`, { fullPage: false })
        await dialog.getByRole('tab', { name: 'JSON' }).click()
        await dialog.getByText('Check the marked fields: Spaces.').waitFor(POLL)
      })
    }
  }
})
