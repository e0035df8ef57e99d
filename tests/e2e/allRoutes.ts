import type { Page } from 'playwright-core'
import { axeViolations } from './axe'
import { DESKTOP, PHONE } from './browserSession'
import { followLink } from './inPage'
import { firstLot, ROUTES, routeUrl, SCREEN_WAIT_MS, waitForScreen } from './routes'
import { clippedSelects, eventsOnFirstScreen, resizeTo, tableTextProblems } from './tableText'

// The walk of the login screen and every route of docs/product.md#routes in the demo build,
// which allRoutes.test.ts takes at 1440 px and allRoutesPhone.test.ts at 375 px. A page
// signs in and then moves from route to route in place, as a link does (a full load of each
// is what deep links in subPath.test.ts and the other files do). On every screen: its title
// shows, its loading ends, nothing throws, and axe-core finds no serious or critical WCAG
// 2.1 A/AA violation, in the light and in the dark colour mode. Then at 1440, 1280, 1024,
// 768 and 375 px (the page at 1440 is resized in place to the three widths between):
// nothing sticks out sideways, no word of a table cell is broken across lines and no
// table header runs into the next, a table wider than its box says so and can be scrolled
// from the keyboard, and the rows' actions of Live Data Controls and the lots list lie in
// the window (docs/product.md#tables-and-lists); and at 375 px each event list shows at
// least 6 events in its first screen, and the screens whose rows show whole on a phone
// show no table.
// `npm run screenshots` takes every route at every width, light and dark, for a person to look at.

/** Seventeen screens, each with axe in both colour modes (and at 1440 px three more widths): minutes on a busy machine. */
export const WALK_TIMEOUT_MS = 300_000

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

/** A row's action: its role and name. */
interface RowAction {
  role: 'button' | 'link'
  name: RegExp
}
/**
 * The rows' actions of a route's list (its table, or its list on a phone), by their names:
 * at every width each lies inside the window, not out of view in a box that scrolls.
 */
const ROW_ACTIONS: Record<string, { list: string; action: RowAction; phoneAction?: RowAction }> = {
  '/live-data-controls': { list: 'Live data controls', action: { role: 'button', name: /^(Disable|Enable) / } },
  '/parking-lots': {
    list: 'Parking lots',
    action: { role: 'link', name: /^Detail page of / },
    phoneAction: { role: 'button', name: /^Edit / },
  },
}
/** docs/product.md#tables-and-lists: on a phone these screens show every field of a row with no sideways scrolling. */
const WHOLE_ON_PHONE = new Set(['/live-data-controls', '/analytics/user-insights', '/parking-lots'])

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

/**
 * The tables wider than their box, each described by what is wrong with how it says so:
 * the box must be a keyboard stop (a region with a name, as axe's scrollable-region-focusable
 * asks) described by a visible 'Scroll sideways for more columns'.
 */
function unmarkedScrollBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *:has(> table)')]
      .filter(
        (box) =>
          box.checkVisibility() &&
          ['auto', 'scroll'].includes(getComputedStyle(box).overflowX) &&
          box.scrollWidth > box.clientWidth + 1,
      )
      .flatMap((box) => {
        const table = box.querySelector('table')?.getAttribute('aria-label') ?? 'a table'
        const hint = [...(box.getAttribute('aria-describedby') ?? '').split(/\s+/)]
          .map((id) => document.getElementById(id))
          .find(
            (element) =>
              element?.checkVisibility() && element.textContent?.includes('Scroll sideways for more columns'),
          )
        const problems: string[] = []
        if (
          !(box instanceof HTMLElement) ||
          box.tabIndex < 0 ||
          box.getAttribute('role') !== 'region' ||
          !box.getAttribute('aria-label')
        )
          problems.push(`the table "${table}" scrolls sideways in a box that is not a named, focusable region`)
        if (!hint)
          problems.push(`the table "${table}" scrolls sideways without a visible 'Scroll sideways for more columns'`)
        return problems
      }),
  )
}

/** The row actions of the route's list (ROW_ACTIONS) that lie outside the window, or in a part of a scrolling box out of view. */
async function actionsOutOfView(page: Page, route: string, phone: boolean): Promise<string[]> {
  const actions = ROW_ACTIONS[route]
  if (!actions) return []
  const { role, name } = (phone && actions.phoneAction) || actions.action
  const buttons = page.locator(`main :is(table, ul)[aria-label="${actions.list}"]`).getByRole(role, { name })
  const outside = await buttons.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect()
      let [left, right] = [0, window.innerWidth]
      // Each box that clips its content sideways narrows what is in view.
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue
        const clip = box.getBoundingClientRect()
        ;[left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)]
      }
      return rect.left < left - 0.5 || rect.right > right + 0.5
        ? `"${element.getAttribute('aria-label') ?? element.textContent}" at x ${Math.round(rect.left)}-${Math.round(rect.right)}, in view ${Math.round(left)}-${Math.round(right)}`
        : null
    }),
  )
  if (outside.length === 0) return [`no row action named ${String(name)} in the list "${actions.list}"`]
  const out = outside.filter((problem) => problem !== null)
  return out.length === 0 ? [] : [`${out.length} of ${outside.length} row actions out of view, e.g. ${out[0]}`]
}

/**
 * What is wrong with the screen's layout at its width: sideways scrolling, broken words,
 * overlapping headers, a select's text cut short, a table scrolling without saying so, a
 * row's action out of view; on a phone, a table of a screen whose rows show whole there.
 */
async function checkLayout(page: Page, report: (problem: string) => void, route = ''): Promise<void> {
  const width = page.viewportSize()?.width ?? 0
  const sideways = await overflow(page)
  if (sideways) report(`at ${width} px: ${sideways}`)
  for (const problem of await tableTextProblems(page)) report(`at ${width} px: ${problem}`)
  for (const problem of await clippedSelects(page)) report(`at ${width} px: ${problem}`)
  for (const problem of await unmarkedScrollBoxes(page)) report(`at ${width} px: ${problem}`)
  const phone = width < 768
  for (const problem of await actionsOutOfView(page, route, phone)) report(`at ${width} px: ${problem}`)
  if (phone && WHOLE_ON_PHONE.has(route) && (await page.locator('main table').count()) > 0)
    report(`at ${width} px: shows a table, whose columns scroll sideways, instead of a list`)
}

/**
 * Turns the system's colour scheme to `scheme`; resolves once the page is drawn in it. No
 * mode is chosen in the walk, so the console follows the system's (Auto), the charts drawing
 * themselves again: the same page as a chosen mode gives, without opening the theme menu,
 * which on a phone is behind ☰ (choosing it is darkMode.test.ts's).
 */
async function followScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme })
  await page.waitForFunction((wanted) => document.documentElement.getAttribute('data-bs-theme') === wanted, scheme)
}

/**
 * The checks on a screen that has finished showing: its layout and axe; then the same page
 * in the dark colour mode, axe again, and back to light. The page at 1440 px is then resized to each of RESIZED_WIDTHS
 * and back, its layout checked at each; the page at 375 px counts each event list's first screen.
 */
async function checkShownScreen(
  page: Page,
  viewport: typeof DESKTOP,
  report: (problem: string) => void,
  route = '',
  eventLists: ReadonlyArray<{ name: string; tab?: string }> = [],
): Promise<void> {
  await checkLayout(page, report, route)
  for (const violation of await axeViolations(page)) report(violation)
  await followScheme(page, 'dark')
  for (const violation of await axeViolations(page)) report(`in dark mode: ${violation}`)
  await followScheme(page, 'light')
  if (viewport.width === DESKTOP.width) {
    for (const width of RESIZED_WIDTHS) {
      await resizeTo(page, width)
      await checkLayout(page, report, route)
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
export async function checkEveryRoute(
  openPage: (viewport: typeof DESKTOP) => Promise<Page>,
  viewport: typeof DESKTOP,
): Promise<string[]> {
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
    await checkShownScreen(page, viewport, report, route.path, EVENT_LISTS[route.path])
  }
  return problems
}
