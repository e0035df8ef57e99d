import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ParkingLot } from '@/api/types'
import { TILE_HOST } from '@/features/parking-lots/mapTiles'
import { buildConsole, makeTempDir, serveBuild, type BuildKind } from '../support/builds'
import { serveStatic, type StaticHost } from '../support/staticHost'
import { openLotsOperation, refuseOutsideRequests, waitForReference } from './apiReference'
import { browserPerFile, screenshot } from './browserSession'
import { callAnswered, pageNow } from './inPage'

// A sub-path build (docs/architecture.md#build-modes): the demo built with
// `--base /console/` and published on a host without rewrites (tests/support/staticHost.ts:
// any unknown path answers 404.html with status 404, as GitHub Pages does). Signing in, deep
// links and their reloads, an edit, logout and the not-found page all stay under /console/,
// and so does every request but the lot map's tiles: the simulated API included, which the service worker answers
// without reaching the host; so does the API reference (/console/api-reference/). `vite
// preview`, which rewrites every path to index.html, serves the same build; and the real
// build follows the base path too.

const BASE = '/console/'
/** expect.poll waits 1 s by default; a cold start of the simulated backend can take longer. */
const POLL = { timeout: 15_000 }

const { openPage } = browserPerFile()

/** Builds `kind` with the base path into a temp dir and publishes it on a host of its own for the tests of one describe block. */
function publishedAt(kind: BuildKind) {
  const site = { outDir: '', host: undefined as StaticHost | undefined }
  beforeAll(async () => {
    site.outDir = await makeTempDir(`e2e-${kind}-at-console`)
    await buildConsole(kind, site.outDir, { base: BASE })
    site.host = await serveStatic(site.outDir, BASE)
  })
  afterAll(async () => {
    await site.host?.close()
    if (site.outDir) await rm(site.outDir, { recursive: true, force: true })
  })
  return {
    get origin() {
      return site.host!.origin
    },
    get outDir() {
      return site.outDir
    },
    /** The paths the host has been sent since `from` (an index into its log). */
    requestsSince(from: number) {
      return site.host!.requests.slice(from)
    },
    get requestCount() {
      return site.host!.requests.length
    },
  }
}

/** The http(s) URL of every request the page makes from now on, those the service worker answers included. */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (/^https?:/.test(request.url())) urls.push(request.url())
  })
  return urls
}

const lotsTable = (page: Page) => page.getByRole('table', { name: 'Parking lots' })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search parking lots' })

/** The parking lots list filtered to OSL-0042, as a deep link shows it: one row, the search box filled in. */
async function expectOneLotListed(page: Page, name?: string): Promise<void> {
  await expect.poll(() => lotsTable(page).locator('tbody tr').count(), POLL).toBe(1)
  expect(await searchBox(page).inputValue()).toBe('OSL-0042')
  const [lotId, shownName] = await lotsTable(page).locator('tbody tr').first().locator('td').allInnerTexts()
  expect(lotId).toBe('OSL-0042')
  if (name) expect(shownName).toBe(name)
}

describe('the demo built with --base /console/ on a host without rewrites', () => {
  const site = publishedAt('demo')

  it('emits a 404.html that is its index.html, with every URL under /console/', async () => {
    const index = await readFile(path.join(site.outDir, 'index.html'), 'utf8')
    const notFound = await readFile(path.join(site.outDir, '404.html'), 'utf8')
    expect(notFound).toBe(index)
    const urls = [...index.matchAll(/\b(?:src|href)="([^"]+)"|Worker\)\("([^"]+)"/g)].map(
      ([, attribute, worker]) => attribute ?? worker!,
    )
    expect(urls.filter((url) => !url.startsWith('data:'))).not.toEqual([])
    expect(urls.filter((url) => !url.startsWith('data:') && !url.startsWith(BASE))).toEqual([])
  })

  it('carries the content security policy in index.html and 404.html, before every script', async () => {
    for (const file of ['index.html', '404.html']) {
      const html = await readFile(path.join(site.outDir, file), 'utf8')
      const meta = html.indexOf('<meta http-equiv="Content-Security-Policy" content="')
      expect(meta, file).toBeGreaterThan(0)
      expect(meta, file).toBeLessThan(html.indexOf('<script'))
      // Its two inline scripts (the worker's start names /console/) by hash, nothing inline else.
      const policy = html.slice(meta).split('"')[3]!
      expect(policy).toMatch(/(^|; )script-src 'self' 'sha256-[\w+/]+=' 'sha256-[\w+/]+='; /)
      expect(policy).not.toContain('unsafe')
    }
  })

  it('signs in from /console/, opens deep links and reloads them, keeps an edit across a reload, and asks for nothing outside /console/ but map tiles', async () => {
    const page = await openPage()
    const requested = recordRequests(page)
    const hostLogFrom = site.requestCount
    const at = (route: string) => `${site.origin}/console${route}`

    // Sign-in from the base path: the simulated backend answers the login under the base (on
    // a first visit, before its service worker controls the page, straight from its worker).
    expect((await page.goto(at('/')))!.status()).toBe(200)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor(POLL)
    expect((await callAnswered(page, /^POST \/console\/api\/auth\/login$/, 0)).status).toBe(200)
    expect(page.url()).toBe(at('/dashboard'))
    // The service worker is registered once the first screen is drawn and the page is idle.
    await page.waitForFunction(() => window.simulatedBackend!.throughServiceWorker, undefined, POLL)
    const registrations = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map(({ scope }) => scope),
    )
    expect(registrations).toEqual([`${site.origin}/console/`])
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      at('/simulatedBackendWorker.js'),
    )
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Parking Lots' })
        .getAttribute('href'),
    ).toBe('/console/parking-lots')

    // A deep link with its list state, opened directly: the host answers it with 404.html.
    expect((await page.goto(at('/parking-lots?search=OSL-0042')))!.status()).toBe(404)
    await expectOneLotListed(page)
    await screenshot(page, 'subpath-parking-lots-1440.png', { fullPage: false })
    expect((await page.reload())!.status()).toBe(404)
    await expectOneLotListed(page)
    expect(page.url()).toBe(at('/parking-lots?search=OSL-0042'))

    // One edit: the lot renamed in its JSON editor, saved, and still renamed after a reload.
    await lotsTable(page)
      .getByRole('button', { name: /\(OSL-0042\)$/ })
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Edit' }).click()
    // The editor opens on its form; the raw JSON is its second tab.
    await dialog.getByRole('tab', { name: 'JSON' }).click()
    const editor = dialog.getByRole('textbox', { name: 'Raw JSON' })
    const lot = JSON.parse(await editor.inputValue()) as ParkingLot
    await editor.fill(JSON.stringify({ ...lot, name: 'Renamed under /console/' }, null, 2))
    const since = await pageNow(page)
    await dialog.getByRole('button', { name: 'Save' }).click()
    expect((await callAnswered(page, /^PUT /, since)).path).toBe(`/console/api/parking-lots/${lot._id}`)
    await dialog.getByText('Parking lot updated successfully!').waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.reload()
    await expectOneLotListed(page, 'Renamed under /console/')

    // The lot's detail page, through its link and then opened again by a reload.
    await lotsTable(page)
      .getByRole('link', { name: /^Detail page of .*\(OSL-0042\)$/ })
      .click()
    await page.getByRole('heading', { name: 'Renamed under /console/', level: 1 }).waitFor(POLL)
    expect(page.url()).toBe(at(`/parking-lots/${encodeURIComponent(lot._id)}`))
    expect((await page.reload())!.status()).toBe(404)
    await page.getByRole('heading', { name: 'Renamed under /console/', level: 1 }).waitFor(POLL)

    // The not-found page names the address as the browser shows it, and leads back under the base.
    await page.goto(at('/no-such-page'))
    await page.getByRole('heading', { name: 'Page not found' }).waitFor(POLL)
    expect(await page.getByText('There is no page at /console/no-such-page.').isVisible()).toBe(true)
    await page.getByRole('link', { name: 'Go to the dashboard' }).click()
    await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor(POLL)
    expect(page.url()).toBe(at('/dashboard'))

    // Logout starts again at the base path.
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(page.url()).toBe(at('/'))

    // Everything the page asked for is under /console/, but the lot map's tiles (from their
    // own host, served blank by the test), and the API's calls never reached the host.
    expect(requested.filter((url) => url.includes('/console/api/')).length).toBeGreaterThan(5)
    expect(requested.filter((url) => !url.startsWith(at('/')) && !url.startsWith(`${TILE_HOST}/`))).toEqual([])
    const hostLog = site.requestsSince(hostLogFrom)
    expect(hostLog.filter((url) => !url.startsWith(BASE))).toEqual([])
    expect(hostLog.filter((url) => url.startsWith('/console/api/'))).toEqual([])
  })

  it('at /console, without its slash, goes to /console/ and starts there, the first time and once its service worker is installed', async () => {
    const page = await openPage()
    expect((await page.goto(`${site.origin}/console?seed=1`))!.status()).toBe(404)
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(page.url()).toBe(`${site.origin}/console/?seed=1`)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor(POLL)
    expect(page.url()).toBe(`${site.origin}/console/dashboard`)

    // Out of the worker's scope, msw would reload this page again and again.
    await page.goto(`${site.origin}/console`)
    await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor(POLL)
    expect(page.url()).toBe(`${site.origin}/console/dashboard`)
  })

  it('publishes the API reference at /console/api-reference/, with every file it asks for under it', async () => {
    const page = await openPage()
    const outside = await refuseOutsideRequests(page)
    const requested = recordRequests(page)
    expect((await page.goto(`${site.origin}/console/api-reference/`))!.status()).toBe(200)
    await waitForReference(page)
    await openLotsOperation(page)
    expect(requested.length).toBeGreaterThan(3)
    expect(requested.filter((url) => !url.startsWith(`${site.origin}/console/api-reference/`))).toEqual([])
    expect(outside).toEqual([])
  })

  it('is served by vite preview too, which rewrites: a deep link opened signed out shows its list after signing in, and after a reload', async () => {
    const server = await serveBuild(site.outDir, { base: BASE, port: 4183 })
    let page: Page | undefined
    try {
      const deepLink = `${server.baseURL}/parking-lots?search=OSL-0042`
      expect(new URL(deepLink).pathname).toBe('/console/parking-lots')
      page = await openPage()
      expect((await page.goto(deepLink))!.status()).toBe(200)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expectOneLotListed(page)
      expect((await page.reload())!.status()).toBe(200)
      await expectOneLotListed(page)
      expect(page.url()).toBe(deepLink)
    } finally {
      // The page first: it goes on loading the other screens' code while idle, and each
      // download from a closed server would be a failed request in its console.
      await page?.close()
      await server.close()
    }
  })
})

describe('the real build with --base /console/ on a host without rewrites', () => {
  const site = publishedAt('real')

  it('opens a deep link at the login screen, keeping the address, with every URL under /console/ and no service worker', async () => {
    expect(await readFile(path.join(site.outDir, '404.html'), 'utf8')).toBe(
      await readFile(path.join(site.outDir, 'index.html'), 'utf8'),
    )
    expect(existsSync(path.join(site.outDir, 'simulatedBackendWorker.js'))).toBe(false)

    const page = await openPage()
    const requested = recordRequests(page)
    const deepLink = `${site.origin}/console/parking-lots?search=OSL-0042`
    expect((await page.goto(deepLink))!.status()).toBe(404)
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(page.url()).toBe(deepLink)
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
    expect(requested.length).toBeGreaterThan(1)
    expect(requested.filter((url) => !url.startsWith(`${site.origin}/console/`))).toEqual([])
  })
})
