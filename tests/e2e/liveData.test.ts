import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserPerFile, resetBackend, screenshot } from './browserSession'

// Live Data Controls in the demo build: a lot toggled and still toggled after a reload, a
// version bump, and a toggle's message over the page leaving the row under the pointer in
// place. The table's filter, sort, paging and links, and the readiness test's runs, are the
// component tests' (liveDataControls, productionTest); every screen at 1440 and 375 px is
// allRoutes.ts's. How soon the live-data table shows its new rows is measured by
// `npm run bench:interactions`.

const POLL = { timeout: 15_000 }

const { pageAt } = browserPerFile()

function lotsTable(page: Page) {
  return page.getByRole('table', { name: 'Live data controls' })
}

/** The first row's cells after its selection box. */
async function firstRow(page: Page): Promise<string[]> {
  return (await lotsTable(page).locator('tbody tr').first().locator('td').allInnerTexts()).slice(1)
}

describe('live data controls', () => {
  it('live data: a toggled lot keeps its new status across a reload; a version bump shows the new number', async () => {
    const page = await pageAt('/live-data-controls?search=OSL-0001')
    try {
      await expect.poll(async () => (await firstRow(page))[0], POLL).toBe('OSL-0001')
      const [, , status] = await firstRow(page)
      const action = status === 'Disabled' ? 'Enable' : 'Disable'
      await lotsTable(page)
        .getByRole('button', { name: `${action} OSL-0001` })
        .click()
      await expect.poll(async () => (await firstRow(page))[2], POLL).not.toBe(status)
      const toggled = (await firstRow(page))[2]
      expect(toggled === 'Disabled').toBe(action === 'Disable')
      await page.reload()
      await expect.poll(async () => (await firstRow(page))[2], POLL).toBe(toggled)

      const version = page.getByTestId('current-version')
      await version.waitFor(POLL)
      const before = await version.innerText()
      await page.getByRole('button', { name: 'Update Version' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Update to version \d+$/ })
        .click()
      await expect.poll(() => version.innerText(), POLL).not.toBe(before)
      const after = await version.innerText()
      expect(Number(after.replace(/\D/g, ''))).toBe(Number(before.replace(/\D/g, '')) + 1)
      await page.getByText(new RegExp(`^Version updated to ${after}\\.`)).waitFor()
      await screenshot(page, 'live-data-controls-1440.png', { fullPage: false })
    } finally {
      await resetBackend(page)
    }
  })

  it("live data: a toggle's message shows over the page, so the row under the pointer stays put", async () => {
    const page = await pageAt('/live-data-controls')
    try {
      const row = lotsTable(page).locator('tbody tr').nth(7)
      await row.waitFor(POLL)
      const lotId = (await row.locator('td').nth(1).innerText()).trim()
      const button = row.getByRole('button', { name: new RegExp(`^(Enable|Disable) ${lotId}$`) })
      await button.scrollIntoViewIfNeeded()
      const before = await row.boundingBox()
      await button.click()
      const message = page.getByText(new RegExp(`^Live data (enabled|disabled) for ${lotId}( \\(.+\\))?\\.$`))
      await message.waitFor(POLL)
      // The row has not moved, so the pointer is still on its button.
      expect(await row.boundingBox()).toEqual(before)
      const shown = (await message.boundingBox())!
      const viewport = page.viewportSize()!
      expect(shown.y).toBeGreaterThanOrEqual(0)
      expect(shown.y + shown.height).toBeLessThanOrEqual(viewport.height)
      expect(shown.x + shown.width).toBeLessThanOrEqual(viewport.width)
      await screenshot(page, 'live-data-controls-message-1440.png', { fullPage: false })
    } finally {
      await resetBackend(page)
    }
  })
})
