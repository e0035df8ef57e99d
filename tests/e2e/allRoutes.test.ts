import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe'
import { browserPerFile, DESKTOP, PHONE } from './browserSession'
import { chooseColourMode } from './colourMode'
import { followLink } from './inPage'
import { firstLot, ROUTES, routeUrl, SCREEN_WAIT_MS, waitForScreen } from './routes'

// The login screen and every route of docs/product.md#routes in the demo build, at 1440 and
// 375 px: each screen's title shows, its loading ends, nothing throws, nothing sticks out
// sideways on a phone, and axe-core finds no serious or critical WCAG 2.1 A/AA violation,
// in the light and in the dark colour mode. The page signs in once and then moves from
// route to route in place, as a link does (a full load of each is what deep links in
// subPath.test.ts and the other files do): each load builds the backend's world again.
// `npm run screenshots` takes every route at every width, light and dark, for a person to look at.

const { openPage } = browserPerFile()

/** Horizontal overflow on a phone, or null when the page fits its width. */
async function overflow(page: Page): Promise<string | null> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  return scrollWidth <= innerWidth
    ? null
    : `scrolls sideways: document scrollWidth ${scrollWidth} px > window innerWidth ${innerWidth} px`
}

/**
 * The checks on a screen that has finished showing: no sideways scrolling on a phone and
 * axe; then the same page in the dark colour mode, chosen from its theme menu (so the
 * charts draw again in it), axe again, and back to light.
 */
async function checkShownScreen(
  page: Page,
  viewport: typeof DESKTOP,
  report: (problem: string) => void,
): Promise<void> {
  if (viewport.width === PHONE.width) {
    const sideways = await overflow(page)
    if (sideways) report(sideways)
  }
  for (const violation of await axeViolations(page)) report(violation)
  await chooseColourMode(page, 'Dark')
  for (const violation of await axeViolations(page)) report(`in dark mode: ${violation}`)
  await chooseColourMode(page, 'Light')
}

/**
 * Visits the login screen, signs in, then follows every route in the same page; returns
 * what is wrong, route by route, so one failure message lists every problem at once.
 */
async function checkEveryRoute(viewport: typeof DESKTOP): Promise<string[]> {
  const page = await openPage(viewport)
  const problems: string[] = []
  let current = '/ (signed out)'
  const report = (problem: string) => problems.push(`${current}: ${problem}`)
  // browserSession fails the test on any page error as well; here it is also tied to its route.
  page.on('pageerror', (error) => report(`uncaught error in the page: ${error.message}`))

  // Signed out, / is the login screen.
  await page.goto('/')
  const signIn = page.getByRole('button', { name: 'Sign in' })
  await signIn.waitFor({ timeout: SCREEN_WAIT_MS })
  await checkShownScreen(page, viewport, report)
  await signIn.click()
  await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor({ timeout: SCREEN_WAIT_MS })
  const lot = await firstLot(page)

  for (const route of ROUTES) {
    const url = routeUrl(route, lot)
    current = url
    try {
      await followLink(page, url)
      await waitForScreen(page, route, lot)
    } catch (error) {
      report(`the screen did not finish showing: ${(error as Error).message.split('\n')[0]}`)
      continue
    }
    const landedOn = new URL(page.url()).pathname
    if (landedOn !== (route.landsOn ?? url)) report(`ended up at ${landedOn} instead of ${route.landsOn ?? url}`)
    await checkShownScreen(page, viewport, report)
  }
  return problems
}

describe('every route', () => {
  // Sixteen screens, each with axe in both colour modes: more than the default minute.
  const TIMEOUT_MS = 240_000

  it(
    'at 1440 px: each screen shows its title and finishes loading, without page errors or serious axe violations',
    async () => {
      const problems = await checkEveryRoute(DESKTOP)
      expect(problems, `problems at 1440 px:\n${problems.join('\n')}`).toEqual([])
    },
    TIMEOUT_MS,
  )

  it(
    'at 375 px: the same, and no screen scrolls sideways',
    async () => {
      const problems = await checkEveryRoute(PHONE)
      expect(problems, `problems at 375 px:\n${problems.join('\n')}`).toEqual([])
    },
    TIMEOUT_MS,
  )
})
