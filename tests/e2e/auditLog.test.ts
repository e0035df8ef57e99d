import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe'
import { browserPerFile, resetBackend } from './browserSession'

// The audit log in the demo build (docs/product.md#audit-log): a lot toggled on Live Data
// Controls shows on the Audit Log in words, and still does after a reload (the entry is
// stored with the toggle). Every route's axe check at both widths and in both colour modes
// is allRoutes.ts's; this one checks the screen with the new entry on it.

const POLL = { timeout: 15_000 }
const LOT_ID = 'OSL-0002'

const { pageAt } = browserPerFile()

describe('audit log', () => {
  it('shows a toggle made on Live Data Controls in words, after a reload too', async () => {
    const page = await pageAt('/live-data-controls')
    try {
      await page.getByLabel('Search lots').fill(LOT_ID)
      const table = page.getByRole('table', { name: 'Live data controls' })
      const button = table.getByRole('button', { name: new RegExp(`^(Enable|Disable) ${LOT_ID}$`) })
      await expect.poll(() => table.locator('tbody tr').count(), POLL).toBe(1)
      const verb = (await button.innerText()).trim() === 'Enable' ? 'enabled' : 'disabled'
      await button.click()
      await page.getByText(new RegExp(`^Live data ${verb} for ${LOT_ID}\\b`)).waitFor(POLL)

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit Log' }).click()
      const words = new RegExp(`^admin ${verb} live data for ${LOT_ID} \\(.+\\)$`)
      const firstEntry = () =>
        page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').first().locator('td').nth(2).innerText()
      await expect.poll(firstEntry, POLL).toMatch(words)
      expect(await axeViolations(page)).toEqual([])

      await page.reload()
      await expect.poll(firstEntry, POLL).toMatch(words)
    } finally {
      await resetBackend(page)
    }
  })
})
