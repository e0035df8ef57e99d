import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { failOnPageErrors, runBench, withDemoInBrowser } from './bench/browser'
import { chooseColourMode, type ColourModeLabel } from './e2e/colourMode'
import { followLink } from './e2e/inPage'
import { firstLot, type Route, ROUTES, routeUrl, waitForScreen } from './e2e/routes'
import { routeTiles } from './e2e/tiles'
import { PROJECT_ROOT } from './support/builds'

// `npm run screenshots`: the login screen and every route of the demo build at the widths a
// person uses (phone, tablets, small laptops, desktop), light and dark, as full-page PNGs under
// artifacts/screenshots/, for a person to look at: layout, overflow, words broken in table
// cells, empty and error states. Paths given after `--` take only those routes (and the login
// screen): `npm run screenshots -- /monitoring /parking-lots/:id`. `--as viewer` signs in as the
// seeded viewer (a link's `?role=viewer` prefills it) and names the files `…-viewer`: the
// screens as someone who may only look sees them. The browser tests check what can be checked without eyes
// (tests/e2e/allRoutes.ts) and keep a screenshot of whatever page a failed test left.

const WIDTHS = [375, 768, 820, 1024, 1280, 1440]
const MODES: ColourModeLabel[] = ['Light', 'Dark']
const OUT_DIR = path.join(PROJECT_ROOT, 'artifacts', 'screenshots')

/** The role asked for with `--as ROLE`, or null for the prefilled administrator. */
function chosenRole(): string | null {
  const at = process.argv.indexOf('--as')
  return at === -1 ? null : (process.argv[at + 1] ?? null)
}

/** The routes named on the command line, or every route. */
function chosenRoutes(): Route[] {
  const wanted = process.argv.slice(2).filter((arg, index, args) => arg !== '--as' && args[index - 1] !== '--as')
  if (wanted.length === 0) return ROUTES
  const unknown = wanted.filter((wantedPath) => !ROUTES.some((route) => route.path === wantedPath))
  if (unknown.length > 0)
    throw new Error(`no such route: ${unknown.join(', ')}; routes: ${ROUTES.map((route) => route.path).join(' ')}`)
  return ROUTES.filter((route) => wanted.includes(route.path))
}

/** '/analytics/activity-feed' -> 'analytics-activity-feed', '/' -> 'root', '/parking-lots/:id' -> 'parking-lots-id'. */
function fileName(routePath: string, width: number, mode: ColourModeLabel, role: string | null): string {
  const name = routePath.replace(/[/:]+/g, '-').replace(/^-|-$/g, '') || 'root'
  return `route-${name}-${width}${mode === 'Dark' ? '-dark' : ''}${role ? `-${role}` : ''}.png`
}

/** Signs in at `width` in `mode`, then takes every route in place, as the all-routes test walks them. */
async function takeAll(
  browser: Browser,
  baseURL: string,
  routes: Route[],
  width: number,
  mode: ColourModeLabel,
  role: string | null,
): Promise<number> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } })
  try {
    // The lot map's tiles, blank: the pictures show the console, not OpenStreetMap's server.
    await routeTiles(context, 'blank')
    const page = await context.newPage()
    return await failOnPageErrors(page, `the screenshots at ${width} px, ${mode}`, async () => {
      const shoot = (file: string) =>
        page.screenshot({ path: path.join(OUT_DIR, file), fullPage: true, animations: 'disabled' })
      await page.goto(role ? `/?role=${role}` : '/')
      const signIn = page.getByRole('button', { name: 'Sign in' })
      await signIn.waitFor()
      await chooseColourMode(page, mode)
      await shoot(fileName('login', width, mode, role))
      await signIn.click()
      await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor()
      const lot = await firstLot(page)
      for (const route of routes) {
        await followLink(page, routeUrl(route, lot))
        await waitForScreen(page, route, lot)
        await shoot(fileName(route.path, width, mode, role))
      }
      return routes.length + 1
    })
  } finally {
    await context.close()
  }
}

async function main(): Promise<void> {
  const routes = chosenRoutes()
  const role = chosenRole()
  await withDemoInBrowser('screenshots', async ({ baseURL, browser }) => {
    await mkdir(OUT_DIR, { recursive: true })
    let taken = 0
    for (const width of WIDTHS)
      for (const mode of MODES) {
        taken += await takeAll(browser, baseURL, routes, width, mode, role)
        console.log(`${width} px, ${mode}: done`)
      }
    console.log(`${taken} screenshots in ${path.relative(PROJECT_ROOT, OUT_DIR)}/`)
  })
}

runBench(() => undefined, main, 'npm run screenshots')
