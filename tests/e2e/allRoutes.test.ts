import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe'
import { browserPerFile, DESKTOP, PHONE } from './browserSession'
import { chooseColourMode } from './colourMode'
import { followLink } from './inPage'
import { firstLot, ROUTES, routeUrl, SCREEN_WAIT_MS, waitForScreen } from './routes'
import { clippedSelects, eventsOnFirstScreen, resizeTo, tableTextProblems } from './tableText'

// The login screen and every route of docs/product.md#routes in the demo build. One page
// signs in at 1440 px and another at 375 px, and each then moves from route to route in
// place, as a link does (a full load of each is what deep links in subPath.test.ts and the
// other files do): each load builds the backend's world again. On every screen: its title
// shows, its loading ends, nothing throws, and axe-core finds no serious or critical WCAG
// 2.1 A/AA violation, in the light and in the dark colour mode. Then at 1440, 1280, 1024,
// 768 and 375 px (the page at 1440 is resized in place to the three widths between):
// nothing sticks out sideways, no word of a table cell is broken across lines and no
// table header runs into the next (docs/product.md#tables-and-lists); and at 375 px each
// event list shows at least 6 events in its first screen.
// `npm run screenshots` takes every route at every width, light and dark, for a person to look at.

const { openPage } = browserPerFile()

/** The widths the page signed in at 1440 px is resized to, in place, on every screen. */
const RESIZED_WIDTHS = [1280, 1024, 768]

/** The event lists on each route's first view, by their accessible name; a list in another tab is opened by its tab. */
const EVENT_LISTS: Record<string, ReadonlyArray<{ name: string; tab?: string }>> = {
  '/analytics/activity-feed': [{ name: 'Activity feed' }],
  '/analytics/lifecycle': [{ name: 'Lifecycle events' }],
  '/analytics/search': [{ name: 'Search events' }],
  '/analytics/navigation': [{ name: 'Navigation events' }],
  '/analytics/share-deeplink': [{ name: 'Share events' }, { name: 'Deeplink events', tab: 'Deeplink Events' }],
  '/analytics/feedback': [{ name: 'Feedback activity' }],
}
/** docs/product.md#tables-and-lists: a phone's first screen of an event list holds this many events at least. */
const PHONE_EVENTS_PER_SCREEN = 6

/** Horizontal overflow, or null when the page fits its width. */
async function overflow(page: Page): Promise<string | null> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  return scrollWidth <= innerWidth
    ? null
    : `scrolls sideways: document scrollWidth ${scrollWidth} px > window innerWidth ${innerWidth} px`
}

/** What is wrong with the screen's layout at its width: sideways scrolling, broken words, overlapping headers, a select's text cut short. */
async function checkLayout(page: Page, report: (problem: string) => void): Promise<void> {
  const width = page.viewportSize()?.width
  const sideways = await overflow(page)
  if (sideways) report(`at ${width} px: ${sideways}`)
  for (const problem of await tableTextProblems(page)) report(`at ${width} px: ${problem}`)
  for (const problem of await clippedSelects(page)) report(`at ${width} px: ${problem}`)
}

/**
 * The checks on a screen that has finished showing: its layout and axe; then the same page
 * in the dark colour mode, chosen from its theme menu (so the charts draw again in it), axe
 * again, and back to light. The page at 1440 px is then resized to each of RESIZED_WIDTHS
 * and back, its layout checked at each; the page at 375 px counts each event list's first screen.
 */
async function checkShownScreen(
  page: Page,
  viewport: typeof DESKTOP,
  report: (problem: string) => void,
  eventLists: ReadonlyArray<{ name: string; tab?: string }> = [],
): Promise<void> {
  await checkLayout(page, report)
  for (const violation of await axeViolations(page)) report(violation)
  await chooseColourMode(page, 'Dark')
  for (const violation of await axeViolations(page)) report(`in dark mode: ${violation}`)
  await chooseColourMode(page, 'Light')
  if (viewport.width === DESKTOP.width) {
    for (const width of RESIZED_WIDTHS) {
      await resizeTo(page, width)
      await checkLayout(page, report)
    }
    await resizeTo(page, DESKTOP.width)
  }
  if (viewport.width === PHONE.width) {
    for (const list of eventLists) {
      if (list.tab) await page.getByRole('tab', { name: list.tab }).click()
      const count = await eventsOnFirstScreen(page, list.name)
      if (count < PHONE_EVENTS_PER_SCREEN)
        report(
          `at ${viewport.width} px: the list "${list.name}" shows ${count} events in its first screen, fewer than ${PHONE_EVENTS_PER_SCREEN}`,
        )
    }
  }
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
    await checkShownScreen(page, viewport, report, EVENT_LISTS[route.path])
  }
  return problems
}

describe('every route', () => {
  // Seventeen screens, each with axe in both colour modes (and at 1440 px three more widths): more than the default minute.
  const TIMEOUT_MS = 240_000

  it(
    'at 1440 px: each screen shows its title and finishes loading, without page errors or serious axe violations; at 1440, 1280, 1024 and 768 px its tables read whole',
    async () => {
      const problems = await checkEveryRoute(DESKTOP)
      expect(problems, `problems on the page signed in at 1440 px:\n${problems.join('\n')}`).toEqual([])
    },
    TIMEOUT_MS,
  )

  it(
    'at 375 px: the same, no screen scrolls sideways, and each event list shows 6 events in its first screen',
    async () => {
      const problems = await checkEveryRoute(PHONE)
      expect(problems, `problems at 375 px:\n${problems.join('\n')}`).toEqual([])
    },
    TIMEOUT_MS,
  )
})
