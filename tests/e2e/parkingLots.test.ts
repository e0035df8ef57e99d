import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ParkingLot, ParkingLotsResponse } from '@/api/types'
import { callInPage, getInPage, PHONE, resetBackend, screenshot, browserPerFile } from './browserSession'
import { callAnswered, pageNow } from './inPage'
import { expectNewRows } from './listRows'
import { LOTS_200 } from './lists'

// The parking lots list and its modal in the demo build: search, the JSON editor's height, an
// edit that is refused and then saved, the saved lot and the list's view surviving a reload,
// a page of 200 rows after a sort and a page change, and the layout at 1440 and 375 px. How
// soon the 200 rows come is measured by `npm run bench:interactions`.

/** expect.poll waits 1 s by default; a cold start of the simulated backend can take longer. */
const POLL = { timeout: 15_000 }

const { pageAt } = browserPerFile()

const TYPE_LABELS: Record<string, string> = {
  garage: 'Garage',
  underground: 'Underground',
  surface: 'Surface',
  street: 'Street',
  park_and_ride: 'Park & Ride',
}

function lotsTable(page: Page) {
  return page.getByRole('table', { name: 'Parking lots' })
}

/** The text of each cell of the first body row. */
async function firstRow(page: Page): Promise<string[]> {
  return lotsTable(page).locator('tbody tr').first().locator('td').allInnerTexts()
}

describe('parking lots', () => {
  it('finds a lot, keeps its JSON editor 16 lines tall for one line, refuses an invalid edit, saves the fixed one, and keeps it and the view across a reload', async () => {
    const page = await pageAt('/parking-lots')
    try {
      await lotsTable(page).waitFor()
      await screenshot(page, 'parking-lots-1440.png', { fullPage: false })

      // Typed in two goes, a debounce apart: still one step in the history (see goBack below).
      const searchBox = page.getByRole('searchbox', { name: 'Search parking lots' })
      for (const text of ['OSL-00', 'OSL-0042']) {
        const since = await pageNow(page)
        await searchBox.fill(text)
        await callAnswered(page, new RegExp(`^GET /api/parking-lots\\?.*\\bsearch=${text}(&|$)`), since)
      }
      await expect.poll(() => lotsTable(page).locator('tbody tr').count(), POLL).toBe(1)
      expect(new URL(page.url()).search).toBe('?search=OSL-0042')
      const [lotId, name] = await firstRow(page)
      expect(lotId).toBe('OSL-0042')

      await lotsTable(page)
        .getByRole('button', { name: `${name} (${lotId})`, exact: true })
        .click()
      // Named after the lot, until the lot is renamed.
      const dialog = page.getByRole('dialog')
      // The modal's code comes when it first opens (LotModalLoader.tsx).
      await dialog.getByRole('heading', { name }).waitFor()
      expect(await dialog.getByRole('heading', { name }).isVisible()).toBe(true)
      await dialog.getByRole('button', { name: 'Edit' }).click()
      // The editor opens on its form; the raw JSON is its second tab.
      await dialog.getByRole('tab', { name: 'JSON' }).click()
      const editor = dialog.getByRole('textbox', { name: 'Raw JSON' })
      const lot = JSON.parse(await editor.inputValue()) as ParkingLot
      expect(lot.lotId).toBe('OSL-0042')
      // One line of JSON still gets an editor 16 lines tall.
      await editor.fill(JSON.stringify(lot))
      const { height, lineHeight } = await editor.evaluate((box) => ({
        height: box.clientHeight,
        lineHeight: parseFloat(getComputedStyle(box).lineHeight),
      }))
      expect(height).toBeGreaterThanOrEqual(16 * lineHeight)

      const { geometry: _geometry, ...withoutGeometry } = lot
      await editor.fill(JSON.stringify(withoutGeometry, null, 2))
      await dialog.getByRole('button', { name: 'Save' }).click()
      await dialog.getByText('Missing required field: geometry').waitFor()
      await screenshot(page, 'parking-lot-modal-edit-1440.png', { fullPage: false })

      await editor.fill(JSON.stringify({ ...lot, name: 'Renamed in the browser' }, null, 2))
      await dialog.getByRole('button', { name: 'Save' }).click()
      await dialog.getByText('Parking lot updated successfully!').waitFor()
      expect(await dialog.getByRole('heading', { name: 'Renamed in the browser' }).isVisible()).toBe(true)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await expect.poll(async () => (await firstRow(page))[1], POLL).toBe('Renamed in the browser')

      await page.reload()
      await lotsTable(page).waitFor()
      expect(await page.getByRole('searchbox', { name: 'Search parking lots' }).inputValue()).toBe('OSL-0042')
      expect((await firstRow(page)).slice(0, 2)).toEqual(['OSL-0042', 'Renamed in the browser'])

      // Back to the list before the search (not to its first go, 'OSL-00'), and forward to it again.
      await page.goBack()
      await expect.poll(() => lotsTable(page).locator('tbody tr').count(), POLL).toBe(50)
      expect(await page.getByRole('searchbox', { name: 'Search parking lots' }).inputValue()).toBe('')
      await page.goForward()
      await expect.poll(() => lotsTable(page).locator('tbody tr').count(), POLL).toBe(1)
      expect(await page.getByRole('searchbox', { name: 'Search parking lots' }).inputValue()).toBe('OSL-0042')
    } finally {
      await resetBackend(page)
    }
  })

  it('shows a new page of 200 rows after each sort and each page change', async () => {
    const page = await pageAt('/parking-lots?limit=200')
    await expect.poll(() => lotsTable(page).locator('tbody tr').count(), POLL).toBe(200)
    const sortBy = (column: string) => () =>
      lotsTable(page).getByRole('columnheader', { name: column }).getByRole('button').click()
    const nextPage = () =>
      page.getByRole('navigation', { name: 'Pagination, bottom' }).getByRole('button', { name: 'Next' }).click()

    for (const column of ['Name', 'Name', 'Owner', 'Owner', 'Spaces'])
      await expectNewRows(page, LOTS_200, sortBy(column))
    expect(await lotsTable(page).getByRole('columnheader', { name: 'Spaces' }).getAttribute('aria-sort')).toBe(
      'ascending',
    )
    for (let i = 0; i < 5; i++) await expectNewRows(page, LOTS_200, nextPage)
    expect(await page.getByRole('navigation', { name: 'Pagination, bottom' }).innerText()).toContain('Page 6 of 8')
    expect(await lotsTable(page).locator('tbody tr').count()).toBe(200)
  })

  it('on a 375 px phone shows each lot as a card that needs no sideways scrolling, sorts with a select, and its Edit opens an editor that fits the screen', async () => {
    const page = await pageAt('/parking-lots', PHONE)
    const list = page.getByRole('list', { name: 'Parking lots' })
    await list.waitFor()
    await screenshot(page, 'parking-lots-375.png', { fullPage: false })

    // Neither the page nor the list scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    expect(await list.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0)
    expect(await lotsTable(page).count()).toBe(0)

    // The card of the first lot with every one of them shows its name, address, type and spaces, all inside the screen.
    const answer = await callInPage<ParkingLotsResponse>(
      page,
      'GET',
      '/api/parking-lots?page=1&limit=50&sortBy=address&sortOrder=asc',
    )
    const index = answer.body.parkingLots.findIndex(
      (candidate) =>
        candidate.name && candidate.address && candidate.parking_type && typeof candidate.spaces === 'number',
    )
    const lot = answer.body.parkingLots[index]!
    const card = list.getByRole('listitem').nth(index)
    const shown = [
      card.getByRole('link', { name: `Detail page of ${lot.name} (${lot.lotId})` }),
      card.getByText(lot.address!, { exact: true }),
      card.getByText(TYPE_LABELS[lot.parking_type!]!, { exact: true }),
      card.getByText(`Spaces: ${lot.spaces!.toLocaleString('en-US')}`, { exact: true }),
    ]
    for (const part of shown) {
      expect(await part.isVisible()).toBe(true)
      const box = (await part.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    }

    // Sorting, which the table's headers do on a wider screen.
    const since = await pageNow(page)
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Spaces, most first' })
    const sortedBySpaces = await callAnswered(page, /^GET \/api\/parking-lots\?.*\bsortBy=spaces\b/, since)
    const most = await getInPage<ParkingLotsResponse>(page, sortedBySpaces.path)
    const firstCard = list.getByRole('listitem').first()
    await firstCard
      .getByRole('link', { name: `Detail page of ${most.parkingLots[0]!.name} (${most.parkingLots[0]!.lotId})` })
      .waitFor()
    expect(new URL(page.url()).search).toBe('?sortBy=spaces&sortOrder=desc')

    await firstCard.getByRole('button', { name: /^Edit / }).click()
    const dialog = page.getByRole('dialog', { name: most.parkingLots[0]!.name })
    // The editor opens on its form, the caret in its first field; the raw JSON is its second tab.
    const nameField = dialog.getByRole('textbox', { name: 'Name' })
    await nameField.waitFor()
    expect(await nameField.evaluate((box) => box === document.activeElement)).toBe(true)
    await dialog.getByRole('tab', { name: 'JSON' }).click()
    const editor = dialog.getByRole('textbox', { name: 'Raw JSON' })
    // With a refused edit: the problem above the editor, both within the screen.
    const { geometry: _geometry, ...withoutGeometry } = JSON.parse(await editor.inputValue()) as ParkingLot
    await editor.fill(JSON.stringify(withoutGeometry, null, 2))
    await dialog.getByRole('button', { name: 'Save' }).click()
    const problem = dialog.getByRole('alert').filter({ hasText: 'Missing required field: geometry' })
    await problem.waitFor()
    for (const box of [(await editor.boundingBox())!, (await problem.boundingBox())!]) {
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    }
    await screenshot(page, 'parking-lot-modal-edit-375.png', { fullPage: false })
  })
})
