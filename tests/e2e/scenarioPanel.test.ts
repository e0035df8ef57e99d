import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe'
import { DESKTOP, PHONE, browserPerFile, screenshot } from './browserSession'

// The scenario panel (docs/product.md#scenario-line-and-panel) in the demo build: it opens
// from the header (by mouse and by keyboard), injects and clears a failure of the
// dashboard's call, reaches every state of a screen within two clicks of the header,
// reloads with another seed, and its copied link opens the same screen, list state and
// scenario in another browser.

const POLL = { timeout: 15_000 }
const DASHBOARD_ERROR = 'Error loading dashboard: API call failed: 503 Service Unavailable'

const { openPage, pageAt } = browserPerFile()

const panelButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Scenario panel' })
const panel = (page: Page) => page.getByRole('dialog', { name: 'Scenario panel' })
const scenarioLine = (page: Page) => page.getByRole('banner').getByText(/^Scenario: \S/)
const figures = (page: Page) => page.getByRole('list', { name: 'Key figures' })
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/** Clicks, counting them: every state must be within three clicks of the header. */
async function click(target: Locator, clicks: { count: number }): Promise<void> {
  await target.click()
  clicks.count++
}

async function openPanel(page: Page, clicks = { count: 0 }): Promise<Locator> {
  await click(panelButton(page), clicks)
  await panel(page).waitFor(POLL)
  return panel(page)
}

async function closePanel(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await panel(page).waitFor({ state: 'hidden', ...POLL })
}

describe('the scenario panel in the demo build', () => {
  it("opens from the header, fails the dashboard's call with 503 and clears it again; axe passes on it; 1440 px; a scenario chosen there holds across a reload, and another seed loads by reloading with ?seed=N, the scenario kept", async () => {
    const page = await pageAt('/dashboard')
    await figures(page).waitFor(POLL)
    await screenshot(page, 'scenario-panel-header-1440.png', { fullPage: false })
    const open = await openPanel(page)

    const endpoint = open.getByRole('combobox', { name: 'Failing call' })
    // The dashboard's calls come first, as this screen's own: its figures and its trends.
    await expect
      .poll(() => endpoint.locator('optgroup[label="This screen\'s calls"] option').allInnerTexts(), POLL)
      .toEqual(['/api/analytics/dashboard (GET)', '/api/analytics/trends (GET)'])
    await endpoint.selectOption('/api/analytics/dashboard')
    await open.getByRole('combobox', { name: 'Status' }).selectOption('503')
    await open.getByRole('button', { name: 'Apply' }).click()

    await page.getByText(DASHBOARD_ERROR).waitFor(POLL)
    expect(await scenarioLine(page).innerText()).toBe('Scenario: error 503 on /api/analytics/dashboard')
    expect(
      await open
        .getByText(/^Scenario now:/)
        .locator('..')
        .innerText(),
    ).toBe('Scenario now: error 503 on /api/analytics/dashboard')
    expect(await axeViolations(page), 'axe on the open panel').toEqual([])
    // Apply is below the fold: back to the top of the panel for the picture.
    await open.locator('.offcanvas-body').evaluate((body) => body.scrollTo(0, 0))
    await screenshot(page, 'scenario-panel-1440.png', { fullPage: false })

    await endpoint.selectOption('')
    await open.getByRole('button', { name: 'Apply' }).click()
    await figures(page).waitFor(POLL)
    expect(await page.getByText(DASHBOARD_ERROR).count()).toBe(0)
    expect(await scenarioLine(page).count()).toBe(0)

    // Remembered for the browser session, as a scenario chosen in the URL is: a reload keeps it.
    await open.getByRole('button', { name: 'Empty' }).click()
    await page.getByText('No dashboard data available.').waitFor(POLL)
    await page.reload()
    await page.getByText('No dashboard data available.').waitFor(POLL)
    expect(await scenarioLine(page).innerText()).toBe('Scenario: empty world')

    const reopened = await openPanel(page)
    await reopened.getByRole('button', { name: 'Loading / slow' }).click()
    await reopened.getByRole('spinbutton', { name: 'Seed' }).fill('2')
    await Promise.all([
      page.waitForURL(/[?&]seed=2\b/, POLL),
      reopened.getByRole('button', { name: 'Load this seed' }).click(),
    ])
    await figures(page).waitFor({ timeout: 30_000 })
    expect(await scenarioLine(page).innerText()).toBe('Scenario: latency slow')
    await (await openPanel(page)).getByText('Seed 2 is on.', { exact: false }).waitFor(POLL)
  })

  it('opens by keyboard and closes with Escape, back on its button; at 375 px the header and the panel fit; axe passes', async () => {
    const page = await pageAt('/dashboard', PHONE)
    await figures(page).waitFor(POLL)
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width)
    await screenshot(page, 'scenario-panel-header-375.png', { fullPage: false })
    const button = panelButton(page)
    // Tab from the top of the page, as a keyboard user gets there.
    await page.locator('body').focus()
    for (let step = 0; step < 10 && !(await button.evaluate((element) => element === document.activeElement)); step++)
      await page.keyboard.press('Tab')
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    const open = panel(page)
    await open.waitFor(POLL)
    await expect.poll(() => open.evaluate((element) => element.contains(document.activeElement)), POLL).toBe(true)
    await expect.poll(() => open.getByRole('button', { name: 'Error on this screen' }).isEnabled(), POLL).toBe(true)

    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width)
    // Once it has slid in, the panel takes the phone's width and no more.
    await expect
      .poll(async () => {
        const box = (await open.boundingBox())!
        return [box.x, box.x + box.width]
      }, POLL)
      .toEqual([0, PHONE.width])
    expect(await axeViolations(page), 'axe on the open panel at 375 px').toEqual([])
    await screenshot(page, 'scenario-panel-375.png', { fullPage: false })
    await open.getByRole('combobox', { name: 'Failing call' }).scrollIntoViewIfNeeded()
    await screenshot(page, 'scenario-panel-375-details.png', { fullPage: false })
    await open.getByRole('heading', { name: 'Share' }).scrollIntoViewIfNeeded()
    await screenshot(page, 'scenario-panel-375-end.png', { fullPage: false })

    await closePanel(page)
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await button.getAttribute('aria-expanded')).toBe('false')
  })

  it('reaches the loading, error, empty, session-expired and slow states of a list within two clicks of the header', async () => {
    const page = await pageAt('/parking-lots?sortBy=name')
    const table = page.getByRole('table', { name: 'Parking lots' })
    await table.waitFor(POLL)
    const reached: Record<string, number> = {}

    /** From the header: open the panel, click the preset, and see the state on screen. */
    async function preset(name: string, state: () => Promise<unknown>): Promise<void> {
      const clicks = { count: 0 }
      const open = await openPanel(page, clicks)
      await expect.poll(() => open.getByRole('button', { name }).isEnabled(), POLL).toBe(true)
      await click(open.getByRole('button', { name }), clicks)
      await state()
      reached[name] = clicks.count
    }

    await preset('Error on this screen', () =>
      page.getByText('Error loading parking lots: API call failed: 503 Service Unavailable').waitFor(POLL),
    )
    await closePanel(page)
    await preset('Empty', () => page.getByText('No parking lots found', { exact: true }).waitFor(POLL))
    await closePanel(page)
    // Slow: every answer takes 2-4 s, so the list is loading (its rows marked busy) and then there.
    await preset('Loading / slow', () =>
      page
        .locator(
          'table[aria-label="Parking lots"][aria-busy="true"], [role="status"]:has-text("Loading parking lots...")',
        )
        .first()
        .waitFor(POLL),
    )
    await closePanel(page)
    await table.and(page.locator('[aria-busy="false"]')).waitFor(POLL)
    await preset('Back to default', () => table.and(page.locator('[aria-busy="false"]')).waitFor(POLL))
    await closePanel(page)
    await preset('Session expired', () =>
      page.getByRole('alert').filter({ hasText: 'Your session has expired. Please sign in again.' }).waitFor(POLL),
    )
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/parking-lots?sortBy=name')
    // Once: signing in again works, back on the same list, with no scenario left on.
    await page.getByRole('button', { name: 'Sign in' }).click()
    await table.and(page.locator('[aria-busy="false"]')).waitFor(POLL)
    expect(await scenarioLine(page).count()).toBe(0)
    expect(reached).toEqual({
      'Error on this screen': 2,
      Empty: 2,
      'Loading / slow': 2,
      'Back to default': 2,
      'Session expired': 2,
    })
  })

  it('copies a link that opens the same screen, list state and scenario in another browser session', async () => {
    const page = await pageAt('/parking-lots?sortBy=name&page=3')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('navigation', { name: 'Pagination, bottom' }).getByText('Page 3 of 30').waitFor(POLL)
    const firstRow = await page.getByRole('table', { name: 'Parking lots' }).getByRole('row').nth(1).innerText()
    const open = await openPanel(page)
    await open.getByRole('radio', { name: 'Realistic (150-600 ms)' }).check()
    await open.getByRole('combobox', { name: 'Failing call' }).selectOption('/api/health')
    await open.getByRole('button', { name: 'Apply' }).click()
    await open.getByRole('button', { name: 'Copy link' }).click()
    await open.getByText('Link copied to the clipboard.').waitFor(POLL)
    const link = await page.evaluate(() => navigator.clipboard.readText())
    // The running clock, frozen at the moment of copying: the other browser sees the same rows.
    const copiedAt = new URL(link).searchParams.get('now')!
    expect(Date.now() - Date.parse(copiedAt)).toBeLessThan(60_000)
    expect(link).toBe(
      `${new URL(page.url()).origin}/parking-lots?sortBy=name&page=3&scenario=default&latency=realistic&error=/api/health:503&now=${copiedAt}&seed=1&role=admin`,
    )

    // Another browser profile: its own session storage, no scenario, signed out.
    const other = await openPage(DESKTOP)
    await other.goto(link)
    await other.getByRole('button', { name: 'Sign in' }).click()
    await other.getByRole('navigation', { name: 'Pagination, bottom' }).getByText('Page 3 of 30').waitFor(POLL)
    expect(await scenarioLine(other).innerText()).toBe(
      `Scenario: error 503 on /api/health, latency realistic, clock frozen at ${copiedAt.replace('.000Z', 'Z')}`,
    )
    const url = new URL(other.url())
    expect(url.pathname).toBe('/parking-lots')
    expect(url.searchParams.get('sortBy')).toBe('name')
    expect(url.searchParams.get('page')).toBe('3')
    expect(await other.getByRole('table', { name: 'Parking lots' }).getByRole('row').nth(1).innerText()).toBe(firstRow)
  })
})
