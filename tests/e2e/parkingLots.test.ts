import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ParkingLot } from '../../src/api/types'
import { PHONE, resetBackend, screenshot, browserPerFile } from './browserSession'

// The parking lots list and its modal in the demo build: search, an edit that is refused
// and then saved, the saved lot and the list's view surviving a reload, how fast a page of
// 200 rows appears, and the layout at 1440 and 375 px.

/** From the list's answer arriving to its first row on screen. */
const RESPONSIVE_MS = 100
/** expect.poll waits 1 s by default; a cold start of the simulated backend can take longer. */
const POLL = { timeout: 15_000 }

const { signedInPage } = browserPerFile()

function lotsTable(page: Page) {
  return page.getByRole('table', { name: 'Parking lots' })
}

/** The text of each cell of the first body row. */
async function firstRow(page: Page): Promise<string[]> {
  return lotsTable(page).locator('tbody tr').first().locator('td').allInnerTexts()
}

interface Timing {
  /** ms from the answer's last byte to React's commit of the new page's first rows. */
  commit: number
  /** ms from the answer's last byte to the frame showing them. */
  paint: number
  /** ms from the answer's last byte to the frame showing all of the page's rows. */
  whole: number
}

interface PageTimes {
  responseEnd: number
  committed: number
  painted: number
  whole: number
}

/**
 * Runs `action` (a sort or page click) and times, inside the page, the list's answer
 * (resource timing) against the new page appearing: its first row (a MutationObserver,
 * then the next frame), and then all `rows` of it.
 */
async function timeNewRows(page: Page, action: () => Promise<void>, rows = 200): Promise<Timing> {
  await page.evaluate((rows) => {
    const table = () => document.querySelector<HTMLTableElement>('table[aria-label="Parking lots"]')
    const body = () => table()?.tBodies[0]
    const firstLotId = () => body()?.rows[0]?.cells[0]?.textContent
    const before = firstLotId()
    const start = performance.now()
    const afterNextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))))
    const rendered = new Promise<PageTimes>((resolve) => {
      let committed: number | undefined
      let painted: Promise<number> | undefined
      const observer = new MutationObserver(() => {
        if (table()?.getAttribute('aria-busy') === 'true' || firstLotId() === before) return
        if (committed === undefined) {
          committed = performance.now()
          painted = afterNextFrame()
        }
        if (body()!.rows.length < rows) return
        observer.disconnect()
        void Promise.all([painted!, afterNextFrame()]).then(([paintedAt, wholeAt]) => {
          const answer = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= start && new URL(entry.name).pathname === '/api/parking-lots')
            .at(-1) as PerformanceResourceTiming | undefined
          resolve({ responseEnd: answer?.responseEnd ?? Number.NaN, committed: committed!, painted: paintedAt, whole: wholeAt })
        })
      })
      observer.observe(document.querySelector('main')!, { subtree: true, childList: true, characterData: true, attributes: true })
    })
    Object.assign(window, { lotsRendered: rendered })
  }, rows)
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/parking-lots')
  await action()
  expect((await answered).status()).toBe(200)
  const times = await page.evaluate(() => (window as unknown as { lotsRendered: Promise<PageTimes> }).lotsRendered)
  expect(times.responseEnd, 'the list call in the resource timings').not.toBeNaN()
  const since = (at: number) => Math.round(at - times.responseEnd)
  return { commit: since(times.committed), paint: since(times.painted), whole: since(times.whole) }
}

describe('parking lots', () => {
  it('finds a lot, refuses an invalid edit, saves the fixed one, and keeps it and the view across a reload', async () => {
    const page = await signedInPage()
    try {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Parking Lots' }).click()
      await lotsTable(page).waitFor()
      await screenshot(page, 'parking-lots-1440.png', { fullPage: false })

      // Typed in two goes, a debounce apart: still one step in the history (see goBack below).
      const searchBox = page.getByRole('searchbox', { name: 'Search parking lots' })
      for (const text of ['OSL-00', 'OSL-0042']) {
        const searched = page.waitForResponse((response) => new URL(response.url()).searchParams.get('search') === text)
        await searchBox.fill(text)
        await searched
      }
      await expect.poll(() => lotsTable(page).locator('tbody tr').count(), POLL).toBe(1)
      expect(new URL(page.url()).search).toBe('?search=OSL-0042')
      const [lotId, name] = await firstRow(page)
      expect(lotId).toBe('OSL-0042')

      await lotsTable(page).getByRole('button', { name: `${name} (${lotId})`, exact: true }).click()
      // Named after the lot, until the lot is renamed.
      const dialog = page.getByRole('dialog')
      expect(await dialog.getByRole('heading', { name }).isVisible()).toBe(true)
      await dialog.getByRole('button', { name: 'Edit' }).click()
      const editor = dialog.getByRole('textbox', { name: 'Raw JSON' })
      const lot = JSON.parse(await editor.inputValue()) as ParkingLot
      expect(lot.lotId).toBe('OSL-0042')

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

  it(`shows a new page of 200 rows within ${RESPONSIVE_MS} ms of its answer, after a sort and after a page change`, async () => {
    const page = await signedInPage()
    await page.goto('/parking-lots?limit=200')
    await expect.poll(() => lotsTable(page).locator('tbody tr').count(), POLL).toBe(200)
    const sortBy = (column: string) => () => lotsTable(page).getByRole('columnheader', { name: column }).getByRole('button').click()
    const nextPage = () => page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click()

    // Five of each, judged by the median: one slow frame on a busy two-core machine is not the list.
    const sorts: Timing[] = []
    for (const column of ['Name', 'Name', 'Owner', 'Owner', 'Spaces']) sorts.push(await timeNewRows(page, sortBy(column)))
    expect(await lotsTable(page).getByRole('columnheader', { name: 'Spaces' }).getAttribute('aria-sort')).toBe('ascending')
    const pages: Timing[] = []
    for (let i = 0; i < 5; i++) pages.push(await timeNewRows(page, nextPage))
    expect(await page.getByRole('navigation', { name: 'Pagination' }).innerText()).toContain('Page 6 of 8')
    expect(await lotsTable(page).locator('tbody tr').count()).toBe(200)

    const median = (timings: Timing[], key: keyof Timing) => timings.map((timing) => timing[key]).sort((a, b) => a - b)[2]!
    const describe = (timings: Timing[]) =>
      (['commit', 'paint', 'whole'] as const)
        .map((key) => `${key} ${timings.map((timing) => timing[key]).join('/')} ms (median ${median(timings, key)})`)
        .join(', ')
    console.log(`200 rows, from the list's answer to the new page (first rows, then all):\n  sort: ${describe(sorts)}\n  next page: ${describe(pages)}`)
    // "Shows" is the frame a person sees: the new page's first rows rendered, styled, laid
    // out and painted. The rest of the 200 follow in the frames after (printed as "whole").
    expect(median(sorts, 'paint')).toBeLessThan(RESPONSIVE_MS)
    expect(median(pages, 'paint')).toBeLessThan(RESPONSIVE_MS)
  })

  it('on a 375 px phone the table scrolls sideways inside its box, and the modal editor fits the screen', async () => {
    const page = await signedInPage(PHONE)
    await page.goto('/parking-lots')
    await lotsTable(page).waitFor()
    await screenshot(page, 'parking-lots-375.png', { fullPage: false })

    // The page itself does not scroll sideways; the table's responsive wrapper does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    const wrapper = await lotsTable(page).evaluate((table) => {
      const box = table.parentElement!
      return { className: box.className, scrollWidth: box.scrollWidth, clientWidth: box.clientWidth }
    })
    expect(wrapper.className).toContain('table-responsive')
    expect(wrapper.scrollWidth).toBeGreaterThan(wrapper.clientWidth)

    const [lotId, name] = await firstRow(page)
    await lotsTable(page).getByRole('button', { name: `${name} (${lotId})`, exact: true }).click()
    const dialog = page.getByRole('dialog', { name })
    await dialog.getByRole('button', { name: 'Edit' }).click()
    const editor = dialog.getByRole('textbox', { name: 'Raw JSON' })
    await editor.waitFor()
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
