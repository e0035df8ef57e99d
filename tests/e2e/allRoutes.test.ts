import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ParkingLotsResponse } from '@/api/types'
import { axeViolations } from './axe'
import { browserPerFile, callInPage, DESKTOP, PHONE, screenshot } from './browserSession'
import { chooseColourMode } from './colourMode'

// The login screen and every route of docs/product.md#routes in the demo build, at 1440 and
// 375 px: each screen's title shows, its loading ends, nothing throws, nothing sticks out
// sideways on a phone, and axe-core finds no serious or critical WCAG 2.1 A/AA violation,
// in the light and in the dark colour mode. Screens are still being built, so nothing
// beyond the title is asserted about any of them.

const { openPage } = browserPerFile()

/** Generous: a cold simulated backend on a busy two-core machine. */
const WAIT_MS = 15_000

interface Route {
  path: string
  /** The h1 a person sees there; the lot detail's h1 is the lot's name, known only at run time. */
  title: string | null
  /** Where the address bar ends up, when not at `path`. */
  landsOn?: string
}

/** The routes with their titles (docs/product.md#routes, src/app/screens.tsx). */
const ROUTES: Route[] = [
  { path: '/', title: 'Analytics Dashboard', landsOn: '/dashboard' },
  { path: '/dashboard', title: 'Analytics Dashboard' },
  { path: '/analytics/activity-feed', title: 'Activity Feed' },
  { path: '/analytics/user-insights', title: 'User Insights' },
  { path: '/analytics/retention', title: 'Retention Analytics' },
  { path: '/analytics/cohorts', title: 'Cohort Analytics' },
  { path: '/analytics/lifecycle', title: 'Lifecycle Analytics' },
  { path: '/analytics/share-deeplink', title: 'Share and Deeplink Analytics' },
  { path: '/analytics/search', title: 'Search Analytics' },
  { path: '/analytics/navigation', title: 'Navigation Analytics' },
  { path: '/analytics/feedback', title: 'Feedback Analytics' },
  { path: '/parking-lots', title: 'Parking Lots' },
  { path: '/parking-lots/:id', title: null },
  { path: '/monitoring', title: 'System Monitoring' },
  { path: '/live-data-controls', title: 'Live Data Controls' },
  { path: '/production-test', title: 'Production Readiness Test' },
]

/** '/analytics/activity-feed' -> 'analytics-activity-feed', '/' -> 'root', '/parking-lots/:id' -> 'parking-lots-id'. */
function screenshotName(path: string): string {
  return path.replace(/[/:]+/g, '-').replace(/^-|-$/g, '') || 'root'
}

/** A real lot to open, the first of the list. */
async function firstLot(page: Page): Promise<{ id: string; name: string }> {
  const answer = await callInPage<ParkingLotsResponse>(page, 'GET', '/api/parking-lots?limit=1')
  expect(answer.status, 'GET /api/parking-lots?limit=1').toBe(200)
  const lot = answer.body.parkingLots[0]
  if (!lot) throw new Error('The seeded world has no parking lot')
  return { id: lot._id, name: lot.name }
}

/** Texts of the loading indicators (role=status reading 'Loading…') still on screen. */
function loadingShown(page: Page): Promise<string[]> {
  return page
    .getByRole('status')
    .filter({ hasText: /^\s*Loading/, visible: true })
    .allInnerTexts()
}

/** Waits for the screen as a person would: its title, then the end of every loading indicator. */
async function waitForScreen(page: Page, route: Route, lot: { name: string }): Promise<void> {
  if (route.title === null) {
    // The detail page's header waits for the lot; its back button shows at once.
    await page.getByRole('link', { name: 'Back to Parking Lots' }).waitFor({ timeout: WAIT_MS })
  } else {
    await page.getByRole('heading', { name: route.title, level: 1 }).waitFor({ timeout: WAIT_MS })
  }
  await expect
    .poll(() => loadingShown(page), { timeout: WAIT_MS, message: 'loading indicators still shown' })
    .toEqual([])
  if (route.title === null) await page.getByRole('heading', { name: lot.name, level: 1 }).waitFor({ timeout: WAIT_MS })
}

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
 * The checks on a screen that has finished showing: no sideways scrolling on a phone, axe
 * and a screenshot; then the same page in the dark colour mode, chosen from its theme menu
 * (so the charts draw again in it), axe and a screenshot again, and back to light.
 */
async function checkShownScreen(
  page: Page,
  viewport: typeof DESKTOP,
  name: string,
  report: (problem: string) => void,
): Promise<void> {
  if (viewport.width === PHONE.width) {
    const sideways = await overflow(page)
    if (sideways) report(sideways)
  }
  for (const violation of await axeViolations(page)) report(violation)
  await screenshot(page, `route-${name}-${viewport.width}.png`)
  await chooseColourMode(page, 'Dark')
  for (const violation of await axeViolations(page)) report(`in dark mode: ${violation}`)
  await screenshot(page, `route-${name}-${viewport.width}-dark.png`)
  await chooseColourMode(page, 'Light')
}

/**
 * Visits the login screen, signs in, then visits every route in the same page; returns
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
  await signIn.waitFor({ timeout: WAIT_MS })
  await checkShownScreen(page, viewport, 'login', report)
  await signIn.click()
  await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor({ timeout: WAIT_MS })
  const lot = await firstLot(page)

  for (const route of ROUTES) {
    const url = route.path.replace(':id', encodeURIComponent(lot.id))
    current = url
    try {
      await page.goto(url)
      await waitForScreen(page, route, lot)
    } catch (error) {
      report(`the screen did not finish showing: ${(error as Error).message.split('\n')[0]}`)
      await screenshot(page, `route-${screenshotName(route.path)}-${viewport.width}.png`)
      continue
    }
    const landedOn = new URL(page.url()).pathname
    if (landedOn !== (route.landsOn ?? url)) report(`ended up at ${landedOn} instead of ${route.landsOn ?? url}`)
    await checkShownScreen(page, viewport, screenshotName(route.path), report)
  }
  return problems
}

describe('every route', () => {
  // Sixteen screens, each with axe and a full-page screenshot: more than the default minute.
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
