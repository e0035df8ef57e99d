import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, browserPerFile, screenshot } from './browserSession'

// User Insights, Retention and Cohorts in the demo build: each shows its first figure
// after a click in the sidebar from another screen, a cohort ticked into the
// retention-curve chart, and each screen at 1440 and 375 px. How soon the first figure
// comes is measured by `npm run bench:interactions`.

const POLL = { timeout: 15_000 }

const { signedInPage } = browserPerFile()

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
  it('each shows its first figure after a click in the sidebar from another screen', async () => {
    const page = await signedInPage()
    for (const screen of SCREENS) {
      await page.goto('/parking-lots')
      await page.getByRole('table', { name: 'Parking lots' }).waitFor(POLL)
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: screen.link, exact: true }).click()
      await page.getByRole('heading', { name: screen.heading, level: 1 }).waitFor(POLL)
      expect(new URL(page.url()).pathname).toBe(`/analytics/${screen.name}`)
      await expect.poll(() => firstFigure(page), { ...POLL, message: screen.name }).toMatch(/\d/)
    }
  })

  it('a ticked cohort joins the retention curve, and leaves it when unticked', async () => {
    const page = await signedInPage()
    await page.goto('/analytics/cohorts')
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

  it.each([
    ['1440', undefined],
    ['375', PHONE],
  ] as const)('each screen at %s px, nothing wider than the screen', async (width, viewport) => {
    const page = await signedInPage(viewport)
    for (const screen of SCREENS) {
      await page.goto(`/analytics/${screen.name}`)
      await page.getByRole('heading', { name: screen.heading, level: 1 }).waitFor()
      await page.locator('main [data-testid="stat-value"]').first().waitFor(POLL)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), screen.name).toBeLessThanOrEqual(
        viewport?.width ?? 1440,
      )
      await screenshot(page, `analytics-${screen.name}-${width}.png`)
    }
  })
})
