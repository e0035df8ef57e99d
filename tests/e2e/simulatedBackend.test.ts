import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { DashboardResponse, ParkingLot, ParkingLotsResponse } from '@/api/types'
import { countAlive, heapSession } from '../support/heap'
import { callInPage as call, browserPerFile, holdFiles } from './browserSession'

// The simulated backend in the browser: changes survive a reload, /__mock/reset brings
// back the seeded world, fault scenarios chosen in the URL last for the session, and a
// large world is built without freezing the page, and a call answered leaves nothing behind.

const { openPage, pageAt, takeErrors } = browserPerFile()

/**
 * Holds back the simulated backend's service worker script, so that the page runs as a first
 * visit's does before its service worker is active, for as long as a test needs.
 */
const holdServiceWorker = (page: Page) => holdFiles(page, '**/simulatedBackendWorker.js')

describe('the simulated backend in the browser', () => {
  it('keeps a lot edit across a reload, until /__mock/reset', async () => {
    const page = await pageAt('/dashboard')
    const list = await call<ParkingLotsResponse>(page, 'GET', '/api/parking-lots?search=OSL-0042')
    const lot = list.body.parkingLots[0]!
    expect(lot.lotId).toBe('OSL-0042')

    const { feedback: _feedback, ...edited } = { ...lot, name: 'Renamed in the browser test' }
    expect((await call<ParkingLot>(page, 'PUT', `/api/parking-lots/${lot._id}`, edited)).status).toBe(200)

    await page.reload()
    await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor()
    expect((await call<ParkingLot>(page, 'GET', `/api/parking-lots/${lot._id}`)).body.name).toBe(
      'Renamed in the browser test',
    )

    expect((await call(page, 'POST', '/__mock/reset')).status).toBe(200)
    expect((await call<ParkingLot>(page, 'GET', `/api/parking-lots/${lot._id}`)).body.name).toBe(lot.name)
    await page.reload()
    await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor()
    expect((await call<ParkingLot>(page, 'GET', `/api/parking-lots/${lot._id}`)).body.name).toBe(lot.name)
  })

  it("answers a first visit's first calls from its worker before the service worker is active, and lists each with how it went", async () => {
    const page = await openPage()
    const serviceWorker = await holdServiceWorker(page)
    const network: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) network.push(`${request.method()} ${request.url()}`)
    })
    const debugLines: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'debug') debugLines.push(message.text())
    })

    await page.goto('/')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('list', { name: 'Key figures' }).waitFor()
    // Signed in and the figures shown while the service worker's script was still held back.
    expect(serviceWorker.requested).toBe(1)
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    expect(network, 'calls on the network').toEqual([])
    for (const call of ['POST /api/auth/login 200', 'GET /api/analytics/dashboard 200'])
      expect(debugLines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^\\[simulated backend\\] ${call.replace(/[/?]/g, '\\$&')} in \\d+ ms, answered by the backend's worker: the service worker did not control the page yet$`,
          ),
        ),
      )

    serviceWorker.release()
    expect(await page.evaluate(() => window.simulatedBackend!.throughServiceWorker)).toBe(true)
    const lots = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/parking-lots')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Parking Lots' }).click()
    expect((await lots).fromServiceWorker()).toBe(true)
    await page.getByRole('table', { name: 'Parking lots' }).waitFor()

    await page.getByRole('banner').getByRole('button', { name: 'Scenario panel' }).click()
    const recent = page
      .getByRole('dialog', { name: 'Scenario panel' })
      .getByRole('list', { name: 'Recent calls, newest first' })
    const shown = async (path: string) =>
      (await recent.getByRole('listitem').filter({ hasText: path }).first().innerText()).replace(/\s+/g, ' ')
    await recent.getByRole('listitem').filter({ hasText: 'GET /api/parking-lots?' }).first().waitFor()
    expect(await shown('GET /api/analytics/dashboard')).toMatch(
      /^GET \/api\/analytics\/dashboard 200 in \d+ ms, at \d{1,2}:\d{2}:\d{2}( [AP]M)?, straight to the backend's worker$/,
    )
    expect(await shown('POST /api/auth/login')).toMatch(/ 200 in \d+ ms, .*, straight to the backend's worker$/)
    expect(await shown('GET /api/parking-lots?')).toMatch(/ 200 in \d+ ms, .*, through the service worker$/)
  })

  it('keeps a write made before the service worker took over for the reads through it, and across a reload', async () => {
    const page = await openPage()
    const serviceWorker = await holdServiceWorker(page)
    await page.goto('/parking-lots')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const table = page.getByRole('table', { name: 'Parking lots' })
    await table.locator('tbody tr').first().waitFor()
    const [lotId = '', name = ''] = await table.locator('tbody tr').first().locator('td').allInnerTexts()
    await table.getByRole('button', { name: `${name} (${lotId})`, exact: true }).click()
    const dialog = page.getByRole('dialog', { name })
    await dialog.getByRole('button', { name: 'Edit' }).click()
    const spaces = dialog.getByRole('textbox', { name: 'Spaces', exact: true })
    const before = Number(await spaces.inputValue())
    await spaces.fill(String(before + 7))
    await dialog.getByRole('button', { name: 'Save 1 change' }).click()
    await dialog.getByText('Parking lot updated successfully!').waitFor()
    // Saved while the service worker's script was held back: straight to the backend's worker.
    expect(serviceWorker.requested).toBe(1)
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    const saves = await page.evaluate(() => window.simulatedBackend!.calls().filter(({ method }) => method === 'PUT'))
    expect(saves).toEqual([expect.objectContaining({ status: 200, way: 'backend worker' })])

    serviceWorker.release()
    const read = await call<ParkingLotsResponse>(page, 'GET', `/api/parking-lots?search=${lotId}`)
    const lot = read.body.parkingLots[0]!
    expect(lot).toMatchObject({ lotId, spaces: before + 7 })
    await page.goto(`/parking-lots/${lot._id}`)
    await page.getByText(`Spaces: ${before + 7}`, { exact: true }).waitFor()
    expect((await call(page, 'POST', '/__mock/reset')).status).toBe(200)
  })

  it('keeps a page loaded past the service worker (a hard reload) as it is, its calls straight to the worker, and a normal reload goes through it again', async () => {
    const page = await pageAt('/parking-lots')
    expect(await page.evaluate(() => window.simulatedBackend!.throughServiceWorker)).toBe(true)
    const infoLines: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'info') infoLines.push(message.text())
    })

    // Shift+Reload, as a person does it: Chromium loads the page past its service worker.
    await (await page.context().newCDPSession(page)).send('Page.reload', { ignoreCache: true })
    const table = page.getByRole('table', { name: 'Parking lots' })
    await table.locator('tbody tr').first().waitFor()
    const loaded = await page.evaluate(() => performance.timeOrigin)
    // msw would reload a page its registered worker does not control, at the moment this
    // resolves; the page stays, with what a person did in it meanwhile.
    expect(await page.evaluate(() => window.simulatedBackend!.throughServiceWorker)).toBe(false)
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    const search = page.getByRole('searchbox', { name: 'Search parking lots' })
    await search.fill('OSL-0042')
    await table.locator('tbody tr').filter({ hasText: 'OSL-0042' }).waitFor()
    expect(await table.locator('tbody tr').count()).toBe(1)
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(loaded)
    const ways = await page.evaluate(() => window.simulatedBackend!.calls().map(({ way }) => way))
    expect(new Set(ways)).toEqual(new Set(['backend worker']))
    expect(infoLines).toContainEqual(
      expect.stringMatching(/^\[simulated backend\] msw's service worker does not control this page \(a hard reload/),
    )

    await page.reload()
    await table.locator('tbody tr').first().waitFor()
    expect(await page.evaluate(() => window.simulatedBackend!.throughServiceWorker)).toBe(true)
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/simulatedBackendWorker\.js$/,
    )
  })

  it("starts its worker from the page's HTML, before the stylesheets and the page's code, and the page takes that worker over; a call answered through the service worker leaves nothing behind, so a screen that polls holds a flat heap", async () => {
    const page = await pageAt('/dashboard')
    const html = await (await page.request.get('/')).text()
    // A SharedWorker, which every tab of the site shares, where the browser has one.
    expect(html).toMatch(/new \(window\.SharedWorker\|\|Worker\)\("\/assets\/backendWorker-[\w-]+\.js"/)
    expect(html.indexOf('Worker)(')).toBeLessThan(html.indexOf('rel="stylesheet"'))
    // Chromium has one: no dedicated worker runs in the page.
    expect(page.workers()).toHaveLength(0)
    expect(await page.evaluate(() => 'earlyBackendWorker' in window)).toBe(false)

    const heap = await heapSession(page)
    const streamsBefore = await countAlive(heap, 'ReadableStream')
    for (let index = 0; index < 30; index++) expect((await call(page, 'GET', '/api/health')).status).toBe(200)
    // msw's service worker hands the page a copy of each answer, its body a stream; left
    // unread, each stayed open. A call of the console's in flight may hold one for a moment.
    expect(await countAlive(heap, 'ReadableStream')).toBeLessThanOrEqual(streamsBefore + 2)
  })

  it('says the console could not start when the worker fails to load before the page listens to it', async () => {
    const page = await openPage()
    // Routed on the context: a shared worker's script is fetched for the profile, not always for the page.
    await page
      .context()
      .route(/\/backendWorker-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }))
    await page.goto('/')
    await page
      .getByText('The console could not start: the simulated backend did not start (its script could not be loaded)')
      .waitFor()
    expect(await page.getByRole('button', { name: 'Try Again' }).isVisible()).toBe(true)
    // The start-up failure is written to the console too; the test's own browser may report it a moment after the screen shows it.
    await expect
      .poll(() => takeErrors(/the simulated backend did not start \(its script could not be loaded\)/).length)
      .toBeGreaterThan(0)
  })

  it('answers from an empty world with ?scenario=empty, for the rest of the session; fails one endpoint with ?error=, and the dashboard says so with Retry', async () => {
    const page = await pageAt('/dashboard?scenario=empty')
    await page.getByText('No dashboard data available.').waitFor()
    await page.goto('/dashboard')
    await page.getByText('No dashboard data available.').waitFor()
    await page.goto('/dashboard?scenario=default')
    await page.getByRole('list', { name: 'Key figures' }).waitFor()

    await page.goto('/dashboard?error=/api/analytics/dashboard:503')
    await page.getByText('Error loading dashboard: API call failed: 503 Service Unavailable').waitFor()
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true)
  })

  it('builds a world ten times larger with ?worldScale=10 off the page, which goes on answering a person meanwhile', async () => {
    const page = await pageAt('/dashboard?worldScale=10')
    await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor()
    // A million events take seconds to build, on any machine: the dashboard is still waiting for its figures.
    await page
      .getByRole('status')
      .filter({ hasText: /^\s*Loading/ })
      .first()
      .waitFor()
    await page.getByRole('link', { name: 'Parking Lots' }).click()
    await page.getByRole('heading', { name: 'Parking Lots', level: 1 }).waitFor()
    // Moved while the world is still being built: the lots wait for it too.
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /^\s*Loading/ })
        .first()
        .isVisible(),
    ).toBe(true)
    await page.getByRole('link', { name: 'Dashboard' }).click()
    await page.getByRole('list', { name: 'Key figures' }).waitFor({ timeout: 60_000 })
    const dashboard = await call<DashboardResponse>(page, 'GET', '/api/analytics/dashboard')
    expect(dashboard.body.overview.totalUniqueUsers).toBeGreaterThan(20_000)
  })
})
