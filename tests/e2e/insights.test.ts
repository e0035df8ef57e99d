import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserPerFile, screenshot } from './browserSession'

// User Insights, Retention and Cohorts in the demo build: each shows its first figure
// after a click in the sidebar from another screen, a cohort ticked into the
// retention-curve chart. Every screen at 1440 and 375 px is allRoutes.ts's. How soon
// the first figure comes is measured by `npm run bench:interactions`.

const POLL = { timeout: 15_000 }

const { pageAt } = browserPerFile()

const SCREENS = [
  { name: 'user-insights', link: 'User Insights', heading: 'User Insights' },
  { name: 'retention', link: 'Retention', heading: 'Retention Analytics' },
  { name: 'cohorts', link: 'Cohorts', heading: 'Cohort Analytics' },
] as const

/** The text of the first figure (a stat card's value) on the screen. */
function firstFigure(page: Page): Promise<string | null> {
  return page.locator('main [data-testid="stat-value"]').first().textContent()
}

/** The chart's text alternative: which lines it draws, with their values. */
function curveLabel(page: Page): Promise<string | null> {
  return page.getByRole('img', { name: /^Retention curve/ }).getAttribute('aria-label')
}

describe('user insights, retention and cohorts', () => {
  it('each shows its first figure after a click in the sidebar from another screen; a ticked cohort joins the retention curve, and leaves it when unticked', async () => {
    const page = await pageAt('/parking-lots')
    const sidebar = page.getByRole('navigation', { name: 'Main' })
    for (const screen of SCREENS) {
      await page.getByRole('table', { name: 'Parking lots' }).waitFor(POLL)
      await sidebar.getByRole('link', { name: screen.link, exact: true }).click()
      await page.getByRole('heading', { name: screen.heading, level: 1 }).waitFor(POLL)
      expect(new URL(page.url()).pathname).toBe(`/analytics/${screen.name}`)
      await expect.poll(() => firstFigure(page), { ...POLL, message: screen.name }).toMatch(/\d/)
      await sidebar.getByRole('link', { name: 'Parking Lots', exact: true }).click()
    }

    // A ticked cohort joins the retention curve, and leaves it when unticked.
    await page.getByRole('table', { name: 'Parking lots' }).waitFor(POLL)
    await sidebar.getByRole('link', { name: 'Cohorts', exact: true }).click()
    await page.getByRole('heading', { name: 'Cohort Analytics', level: 1 }).waitFor(POLL)
    const table = page.getByRole('table').first()
    await table.waitFor(POLL)
    const before = await curveLabel(page)
    expect(before).toMatch(/Average/)
    const unticked = table.getByRole('checkbox', { checked: false }).first()
    const name = await unticked.getAttribute('aria-label')
    const week = /\d{4}-W\d{2}/.exec(name ?? '')?.[0]
    expect(week, `a week in '${name}'`).toBeDefined()
    expect(before).not.toContain(week)

    await unticked.check()
    await expect.poll(() => curveLabel(page), POLL).toContain(week)
    await screenshot(page, 'analytics-cohorts-ticked-1440.png', { fullPage: false })
    await table.getByRole('checkbox', { name: name! }).uncheck()
    await expect.poll(() => curveLabel(page), POLL).not.toContain(week)
  })
})
