import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { AuditAction, AuditResponse, ParkingLotsResponse } from '@/api/types'
import { axeViolations } from './axe'
import { browserPerFile, DESKTOP, getInPage, PHONE, resetBackend, screenshot } from './browserSession'
import { chooseColourMode, type ColourModeLabel } from './colourMode'

// The actions that reach every user of the app, in the demo build: disabling every static
// lot in four clicks and undoing it, a toggle's Undo in its message, the version bump
// behind its confirmation, a lot's save undone; axe with the dialog and the message open,
// in light and dark, and screenshots at 375 and 1440 px. How long the bulk run takes is
// measured by `npm run bench:interactions` ("bulk disable").

const POLL = { timeout: 15_000 }

const { pageAt } = browserPerFile()

/** A card's exact figure (its title on hover). */
async function cardCount(page: Page, title: string): Promise<number> {
  const value = page
    .getByRole('list', { name: 'Live data summary' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByTestId('stat-value')
  return Number((await value.getAttribute('title'))!.replace(/,/g, ''))
}

/** The bulk report's summary, once there is one. */
function report(page: Page) {
  return page.getByRole('region', { name: 'Bulk report' }).getByRole('status')
}

/** The newest audit entries of one action, as the Audit Log's call answers them. */
function auditEntries(page: Page, action: AuditAction, limit: number): Promise<AuditResponse> {
  return getInPage<AuditResponse>(page, `/api/admin/audit?action=${action}&limit=${limit}`)
}

// Each width once and each colour mode once: the run is the same, and CI's time counts.
const VARIANTS = [
  { width: 'desktop', viewport: DESKTOP, px: 1440, mode: 'Light' },
  { width: 'phone', viewport: PHONE, px: 375, mode: 'Dark' },
] as const
const MODES: ColourModeLabel[] = ['Light', 'Dark']

describe('admin actions', () => {
  for (const { width, viewport, px, mode } of VARIANTS) {
    it(`disables every static lot in four clicks and undoes it, each change in the audit log (${width}, ${mode.toLowerCase()})`, async () => {
      const page = await pageAt('/live-data-controls', viewport)
      try {
        if (mode === 'Dark') await chooseColourMode(page, 'Dark')
        // A table on a desktop, a list of lots on a phone.
        await page.getByRole(px === 375 ? 'list' : 'table', { name: 'Live data controls' }).waitFor(POLL)
        const statics = await cardCount(page, 'Static Lots')
        const disabled = await cardCount(page, 'Disabled Lots')
        const disablesBefore = (await auditEntries(page, 'live-data.disable', 1)).pagination.total
        expect(statics).toBeGreaterThan(50)
        const suffix = `${px}${mode === 'Dark' ? '-dark' : ''}.png`

        // 1: the filter; 2: every lot it matches, on every page.
        await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Static' })
        await page.getByRole('button', { name: `Select all ${statics} matching the filter` }).click()
        const selected = page.getByText(`${statics} lots selected`)
        await selected.waitFor()
        // The bar and the ticked rows under it in view, for the screenshot.
        await selected.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
        expect(await page.getByRole('checkbox', { name: 'Select all 50 shown' }).isChecked()).toBe(true)
        await screenshot(page, `live-data-selection-${suffix}`, { fullPage: false })

        // 3: the action; 4: its confirmation, which names the count.
        await page.getByRole('button', { name: 'Disable live data' }).click()
        const dialog = page.getByRole('dialog', { name: `Disable live data for ${statics} lots?` })
        await dialog.waitFor()
        expect(await axeViolations(page)).toEqual([])
        await screenshot(page, `live-data-bulk-confirm-${suffix}`, { fullPage: false })
        await dialog.getByRole('button', { name: `Disable ${statics} lots` }).click()

        await expect.poll(() => report(page).innerText(), POLL).toBe(`Disable live data: ${statics} done.`)
        await expect.poll(() => cardCount(page, 'Static Lots'), POLL).toBe(0)
        expect(await cardCount(page, 'Disabled Lots')).toBe(disabled + statics)
        // One entry per lot, by the signed-in user.
        const disables = await auditEntries(page, 'live-data.disable', statics)
        expect(disables.pagination.total).toBe(disablesBefore + statics)
        const changedLots = new Set(disables.entries.map((entry) => entry.lotId))
        expect(changedLots.size).toBe(statics)
        expect(new Set(disables.entries.map((entry) => entry.username))).toEqual(new Set(['admin']))
        expect(await page.getByText('No lots found').isVisible()).toBe(true)
        expect(await axeViolations(page)).toEqual([])
        await screenshot(page, `live-data-bulk-report-${suffix}`, { fullPage: false })

        await page.getByRole('region', { name: 'Bulk report' }).getByRole('button', { name: 'Undo' }).click()
        await expect.poll(() => report(page).innerText(), POLL).toBe(`Enable live data (undo): ${statics} done.`)
        await expect.poll(() => cardCount(page, 'Static Lots'), POLL).toBe(statics)
        expect(await cardCount(page, 'Disabled Lots')).toBe(disabled)
        // The undo is recorded too: the same lots, enabled again.
        const enables = await auditEntries(page, 'live-data.enable', statics)
        expect(new Set(enables.entries.map((entry) => entry.lotId))).toEqual(changedLots)

        // On a phone the sidebar is behind the header's ☰.
        if (px === 375) await page.getByRole('button', { name: 'Open menu' }).click()
        await page.getByRole('link', { name: 'Audit Log' }).click()
        const log = page.getByRole(px === 375 ? 'list' : 'table', { name: 'Audit log' })
        await expect.poll(() => log.innerText(), POLL).toMatch(/admin enabled live data for OSL-\d+/)
      } finally {
        await resetBackend(page)
      }
    })
  }

  it("offers Undo in a toggle's message and asks before a version bump, in light and then in dark", async () => {
    const page = await pageAt('/live-data-controls?search=OSL-0010')
    try {
      for (const mode of MODES) {
        if (mode === 'Dark') await chooseColourMode(page, 'Dark')
        const table = page.getByRole('table', { name: 'Live data controls' })
        const toggle = table.getByRole('button', { name: /^(Enable|Disable) OSL-0010$/ })
        await toggle.waitFor(POLL)
        const before = (await toggle.innerText()).trim()
        await toggle.click()
        const message = page.getByText(/^Live data (enabled|disabled) for OSL-0010 \(Bislett\)\.$/)
        await message.waitFor(POLL)
        expect(await axeViolations(page)).toEqual([])
        await page.getByRole('status').getByRole('button', { name: 'Undo' }).click()
        await page.getByText(/^Live data for OSL-0010 (enabled|disabled) again\.$/).waitFor(POLL)
        await expect.poll(async () => (await toggle.innerText()).trim(), POLL).toBe(before)

        const version = page.getByTestId('current-version')
        await version.waitFor(POLL)
        const current = Number(await version.innerText())
        await page.getByRole('button', { name: 'Update Version' }).click()
        const dialog = page.getByRole('dialog', { name: 'Update the data version?' })
        await dialog.waitFor()
        expect(await dialog.innerText()).toContain(
          `Every app will download the lot data again. Current version ${current} → ${current + 1}`,
        )
        expect(await axeViolations(page)).toEqual([])
        await screenshot(page, `live-data-version-confirm-1440${mode === 'Dark' ? '-dark' : ''}.png`, {
          fullPage: false,
        })
        await dialog.getByRole('button', { name: `Update to version ${current + 1}` }).click()
        await page.getByText(new RegExp(`^Version updated to ${current + 1}\\.`)).waitFor(POLL)
        expect(Number(await version.innerText())).toBe(current + 1)
      }
    } finally {
      await resetBackend(page)
    }
  })

  it("undoes a lot's save in the list's modal; a reload shows the lot as it was", async () => {
    const page = await pageAt('/parking-lots?search=OSL-0042')
    try {
      const before = (await getInPage<ParkingLotsResponse>(page, '/api/parking-lots?search=OSL-0042')).parkingLots[0]!
      const table = page.getByRole('table', { name: 'Parking lots' })
      await table.getByRole('button', { name: `${before.name} (OSL-0042)`, exact: true }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Edit' }).click()
      // The editor opens on its form; the raw JSON is its second tab.
      await dialog.getByRole('tab', { name: 'JSON' }).click()
      await dialog
        .getByRole('textbox', { name: 'Raw JSON' })
        .fill(JSON.stringify({ ...before, name: 'Renamed, then undone' }, null, 2))
      await dialog.getByRole('button', { name: 'Save' }).click()
      await dialog.getByText('Parking lot updated successfully!').waitFor(POLL)
      expect(await axeViolations(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Undo' }).click()
      await dialog.getByText('Save undone: the lot is back as it was before your save.').waitFor(POLL)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })

      await page.reload()
      const row = table.locator('tbody tr').first()
      await row.waitFor(POLL)
      expect(await row.innerText()).toContain(before.name!)
      const after = (await getInPage<ParkingLotsResponse>(page, '/api/parking-lots?search=OSL-0042')).parkingLots[0]!
      expect(after).toEqual(before)
    } finally {
      await resetBackend(page)
    }
  })
})
