import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, browserPerFile, resetBackend, screenshot } from './browserSession'

// System Monitoring, Live Data Controls and the Production Readiness Test in the demo
// build: a lot toggled and still toggled after a reload, a version bump, the live-data
// table's filter, sort and paging over all 1500 lots timed, the readiness test's results,
// a session about to expire, and each screen at 1440 and 375 px.

/** From an interaction with the live-data table to the frame showing its new rows. */
const INTERACTION_MS = 100
const POLL = { timeout: 15_000 }

const { signedInPage } = browserPerFile()

function lotsTable(page: Page) {
  return page.getByRole('table', { name: 'Live data controls' })
}

/** The first row's cells. */
async function firstRow(page: Page): Promise<string[]> {
  return lotsTable(page).locator('tbody tr').first().locator('td').allInnerTexts()
}

/**
 * Runs `action` and times, inside the page, the input event it causes against the frame
 * that shows the table's rows changed (a MutationObserver, then the next frame).
 */
async function timeInteraction(page: Page, action: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const body = () => document.querySelector('table[aria-label="Live data controls"] tbody')
    const before = body()?.textContent
    const shown = new Promise<number>((resolve) => {
      let startedAt: number | undefined
      const start = () => (startedAt ??= performance.now())
      for (const type of ['click', 'change', 'keydown']) document.addEventListener(type, start, { capture: true, once: true })
      const observer = new MutationObserver(() => {
        if (startedAt === undefined || body()?.textContent === before) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - startedAt!)))
      })
      observer.observe(document.querySelector('main')!, { subtree: true, childList: true, characterData: true })
    })
    Object.assign(window, { tableShown: shown })
  })
  await action()
  return Math.round(await page.evaluate(() => (window as unknown as { tableShown: Promise<number> }).tableShown))
}

describe('operations screens', () => {
  it('live data: a toggled lot keeps its new status across a reload; a version bump shows the new number', async () => {
    const page = await signedInPage()
    try {
      await page.goto('/live-data-controls?search=OSL-0001')
      await expect.poll(async () => (await firstRow(page))[0], POLL).toBe('OSL-0001')
      const [, , status] = await firstRow(page)
      const action = status === 'Disabled' ? 'Enable' : 'Disable'
      await lotsTable(page).getByRole('button', { name: `${action} OSL-0001` }).click()
      await expect.poll(async () => (await firstRow(page))[2], POLL).not.toBe(status)
      const toggled = (await firstRow(page))[2]
      expect(toggled === 'Disabled').toBe(action === 'Disable')
      await page.reload()
      await expect.poll(async () => (await firstRow(page))[2], POLL).toBe(toggled)

      const version = page.getByTestId('current-version')
      await version.waitFor(POLL)
      const before = await version.innerText()
      await page.getByRole('button', { name: 'Update Version' }).click()
      await expect.poll(() => version.innerText(), POLL).not.toBe(before)
      const after = await version.innerText()
      expect(Number(after.replace(/\D/g, ''))).toBe(Number(before.replace(/\D/g, '')) + 1)
      await page.getByText(new RegExp(`^Version updated to ${after}\\.`)).waitFor()
      await screenshot(page, 'live-data-controls-1440.png', { fullPage: false })
    } finally {
      await resetBackend(page)
    }
  })

  it(`live data: filtering, sorting and paging all 1500 lots each show within ${INTERACTION_MS} ms`, async () => {
    const page = await signedInPage()
    await page.goto('/live-data-controls')
    await expect.poll(() => lotsTable(page).locator('tbody tr').count(), POLL).toBe(50)
    expect(await page.getByRole('navigation', { name: 'Pagination' }).innerText()).toContain('1,500 lots')

    const times: Record<string, number[]> = { filter: [], sort: [], page: [] }
    const statuses = ['Active', 'Static', 'Disabled', 'All']
    for (const status of statuses) times.filter!.push(await timeInteraction(page, () => page.getByLabel('Status', { exact: true }).selectOption({ label: status }).then(() => {})))
    for (const column of ['Changes/Hour', 'Changes/Hour', 'Max Change', 'Data Points', 'Lot ID']) {
      times.sort!.push(await timeInteraction(page, () => lotsTable(page).getByRole('columnheader', { name: new RegExp(column) }).getByRole('button').click()))
    }
    for (let i = 0; i < 6; i++) {
      times.page!.push(await timeInteraction(page, () => page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click()))
    }
    expect(new URL(page.url()).searchParams.get('page')).toBe('7')

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    console.log(
      `Live-data table, 1500 lots, from the input to the new rows on screen:\n${Object.entries(times)
        .map(([name, values]) => `  ${name}: ${values.join('/')} ms (median ${median(values)})`)
        .join('\n')}`,
    )
    for (const [name, values] of Object.entries(times)) expect(median(values), name).toBeLessThan(INTERACTION_MS)
  })

  it('the readiness test runs on open and reports every endpoint; a session about to expire says so', async () => {
    // Tokens issued from now on last 3 minutes (the simulated backend's scenario, kept for the session).
    const page = await signedInPage(undefined, '/?sessionExpiry=3')
    await page.goto('/production-test')
    await page.getByText(/^\d of 4 endpoints working$/).waitFor(POLL)
    expect(await page.getByText('4 of 4 endpoints working').isVisible()).toBe(true)
    for (const path of ['/api/health', '/api/parking-lots', '/api/analytics/dashboard', '/api/admin/bump-version']) {
      expect(await page.getByRole('row', { name: new RegExp(path.replace(/\//g, '\\/')) }).innerText()).toMatch(/\d+ ms/)
    }
    expect(await page.getByText('Should refresh soon').isVisible()).toBe(true)
    await screenshot(page, 'production-test-1440.png', { fullPage: false })
  })

  it('each screen at 375 px: nothing wider than the screen', async () => {
    const page = await signedInPage(PHONE)
    for (const [path, heading, name] of [
      ['/monitoring', 'System Monitoring', 'monitoring'],
      ['/live-data-controls', 'Live Data Controls', 'live-data-controls'],
      ['/production-test', 'Production Readiness Test', 'production-test'],
    ] as const) {
      await page.goto(path)
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
      await expect.poll(() => page.getByRole('status').filter({ hasText: /^Loading/ }).count(), POLL).toBe(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(PHONE.width)
      await screenshot(page, `${name}-375.png`)
    }
  })
})
