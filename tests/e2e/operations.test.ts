import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserPerFile, resetBackend, screenshot } from './browserSession'

// System Monitoring, Live Data Controls and the Production Readiness Test in the demo
// build: a lot toggled and still toggled after a reload, a version bump, the live-data
// table's filter, sort and paging over all 1500 lots, the readiness test's results, a
// session about to expire. Every screen at 1440 and 375 px is allRoutes.test.ts's. How soon
// the live-data table shows its new rows is measured by `npm run bench:interactions`.

const POLL = { timeout: 15_000 }

const { signedInPage, pageAt } = browserPerFile()

function lotsTable(page: Page) {
  return page.getByRole('table', { name: 'Live data controls' })
}

/** The first row's cells after its selection box. */
async function firstRow(page: Page): Promise<string[]> {
  return (await lotsTable(page).locator('tbody tr').first().locator('td').allInnerTexts()).slice(1)
}

/** Runs `action` and waits until the table shows other rows than before. */
async function expectRowsChanged(page: Page, action: () => Promise<unknown>): Promise<void> {
  const rows = lotsTable(page).locator('tbody')
  const before = await rows.textContent()
  await action()
  await expect.poll(() => rows.textContent(), POLL).not.toBe(before)
}

describe('operations screens', () => {
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

  it('live data: a lot id opens the Parking Lots list searched by it, showing that lot', async () => {
    const page = await pageAt('/live-data-controls?search=OSL-0007')
    await expect.poll(async () => (await firstRow(page))[0], POLL).toBe('OSL-0007')
    await lotsTable(page).getByRole('link', { name: 'OSL-0007' }).click()
    await page.getByRole('heading', { level: 1, name: 'Parking Lots' }).waitFor(POLL)
    expect(new URL(page.url()).searchParams.get('search')).toBe('OSL-0007')
    const lots = page.getByRole('table', { name: 'Parking lots' })
    await expect.poll(() => lots.locator('tbody tr').count(), POLL).toBe(1)
    expect(await lots.locator('tbody tr').first().innerText()).toContain('OSL-0007')
  })

  it('live data: filtering, sorting and paging all 1500 lots each show the new rows', async () => {
    const page = await pageAt('/live-data-controls')
    await expect.poll(() => lotsTable(page).locator('tbody tr').count(), POLL).toBe(50)
    expect(await page.getByRole('navigation', { name: 'Pagination, bottom' }).innerText()).toContain('1,500 lots')

    for (const status of ['Active', 'Static', 'Disabled', 'All'])
      await expectRowsChanged(page, () => page.getByLabel('Status', { exact: true }).selectOption({ label: status }))
    for (const column of ['Changes/Hour', 'Changes/Hour', 'Max Change', 'Data Points', 'Lot ID']) {
      await expectRowsChanged(page, () =>
        lotsTable(page)
          .getByRole('columnheader', { name: new RegExp(column) })
          .getByRole('button')
          .click(),
      )
    }
    for (let i = 0; i < 6; i++)
      await expectRowsChanged(page, () =>
        page.getByRole('navigation', { name: 'Pagination, bottom' }).getByRole('button', { name: 'Next' }).click(),
      )
    expect(new URL(page.url()).searchParams.get('page')).toBe('7')
  })

  it('the readiness test runs on open and reports every endpoint; a session about to expire says so', async () => {
    // Tokens issued from now on last 3 minutes (the simulated backend's scenario, kept for the session).
    const page = await signedInPage(undefined, '/?sessionExpiry=3')
    await page.goto('/production-test')
    await page.getByText(/^\d of 4 endpoints working$/).waitFor(POLL)
    expect(await page.getByText('4 of 4 endpoints working').isVisible()).toBe(true)
    for (const path of ['/api/health', '/api/parking-lots', '/api/analytics/dashboard', '/api/admin/bump-version']) {
      expect(await page.getByRole('row', { name: new RegExp(path.replace(/\//g, '\\/')) }).innerText()).toMatch(
        /\d+ ms/,
      )
    }
    expect(await page.getByText('Should refresh soon').isVisible()).toBe(true)
    await screenshot(page, 'production-test-1440.png', { fullPage: false })
  })

  it('the readiness test times each endpoint on its own, one after another, and says when it ran', async () => {
    // The simulated backend answers the health check after 2-4 s, every other call at once.
    const page = await pageAt('/production-test?slow=/api/health')
    const row = (path: string) => page.getByRole('row', { name: new RegExp(`GET ${path.replace(/\//g, '\\/')}\\b`) })
    const msOf = async (path: string) => Number(/(\d+) ms/.exec(await row(path).innerText())?.[1])
    await row('/api/health').getByText('Running…').waitFor(POLL)
    // The others wait their turn instead of queueing behind it at the server.
    expect(await row('/api/parking-lots').innerText()).toContain('Waiting…')
    const summary = page.getByText(/^\d of 4 endpoints working$/)
    await summary.waitFor(POLL)
    expect(await msOf('/api/health')).toBeGreaterThanOrEqual(2000)
    for (const path of ['/api/parking-lots', '/api/analytics/dashboard', '/api/admin/bump-version'])
      expect(await msOf(path), path).toBeLessThan(2000)

    const ranAt = page.getByText(/^Ran at /)
    const first = await ranAt.innerText()
    expect(first).toMatch(/^Ran at \d{1,2}:\d{2}:\d{2}/)
    await page.getByRole('button', { name: 'Run Tests' }).click()
    await row('/api/health').getByText('Running…').waitFor(POLL)
    await summary.waitFor(POLL)
    // The rerun started over 2 s after the first (which waited for the slow check): another second.
    expect(await ranAt.innerText()).not.toBe(first)
  })
})
