import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, browserPerFile, screenshot } from './browserSession'

// User Insights, Retention and Cohorts in the demo build: how soon each shows its first
// figure after a click in the sidebar from another screen, a cohort ticked into the
// retention-curve chart, and each screen at 1440 and 375 px.

/** From the click on the sidebar link to the first figure on screen. */
const FIRST_FIGURE_MS = 300
const POLL = { timeout: 15_000 }

const { signedInPage } = browserPerFile()

const SCREENS = [
  { name: 'user-insights', link: 'User Insights', heading: 'User Insights' },
  { name: 'retention', link: 'Retention', heading: 'Retention Analytics' },
  { name: 'cohorts', link: 'Cohorts', heading: 'Cohort Analytics' },
] as const

/**
 * Clicks the sidebar link and times, inside the page, the click against the frame that
 * first shows a figure of the new screen (a stat card's value).
 */
async function timeToFirstFigure(page: Page, link: string): Promise<number> {
  await page.evaluate(() => {
    const shown = new Promise<number>((resolve) => {
      let clickedAt: number | undefined
      document.addEventListener('click', () => (clickedAt ??= performance.now()), { capture: true, once: true })
      const observer = new MutationObserver(() => {
        const figure = document.querySelector('main [data-testid="stat-value"]')
        if (clickedAt === undefined || !figure?.textContent) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt!)))
      })
      observer.observe(document.querySelector('main')!, { subtree: true, childList: true, characterData: true })
    })
    Object.assign(window, { firstFigure: shown })
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click()
  return Math.round(await page.evaluate(() => (window as unknown as { firstFigure: Promise<number> }).firstFigure))
}

/** Whether the code of the three screens has arrived (it is fetched in idle time). */
function screenCodeFetched(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const fetched = performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
    return ['UserInsightsPage', 'RetentionPage', 'CohortsPage'].every((name) => fetched.some((entry) => entry.name.includes(`/assets/${name}-`)))
  })
}

/** The chart's text alternative: which lines it draws, with their values. */
function curveLabel(page: Page): Promise<string | null> {
  return page.getByRole('img', { name: /^Retention curve/ }).getAttribute('aria-label')
}

describe('user insights, retention and cohorts', () => {
  it(`each shows its first figure within ${FIRST_FIGURE_MS} ms of a click from another screen`, async () => {
    const page = await signedInPage()
    const times: Record<string, number[]> = {}
    // Three fresh starts: each time the backend computes the screen's figures anew.
    for (let round = 0; round < 3; round++) {
      for (const screen of SCREENS) {
        await page.goto('/parking-lots')
        await page.getByRole('table', { name: 'Parking lots' }).waitFor(POLL)
        // A person moves on once the screen has settled: by then the console has fetched
        // the other screens' code in idle time (app/lazyScreen.ts).
        await expect.poll(() => screenCodeFetched(page), POLL).toBe(true)
        ;(times[screen.name] ??= []).push(await timeToFirstFigure(page, screen.link))
        await page.getByRole('heading', { name: screen.heading, level: 1 }).waitFor()
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    console.log(
      `From a sidebar click to the screen's first figure:\n${Object.entries(times)
        .map(([name, values]) => `  ${name}: ${values.join('/')} ms (median ${median(values)})`)
        .join('\n')}`,
    )
    for (const [name, values] of Object.entries(times)) expect(median(values), name).toBeLessThan(FIRST_FIGURE_MS)
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
      expect(await page.evaluate(() => document.documentElement.scrollWidth), screen.name).toBeLessThanOrEqual(viewport?.width ?? 1440)
      await screenshot(page, `analytics-${screen.name}-${width}.png`)
    }
  })
})
