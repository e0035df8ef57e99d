import { describe, expect, it } from 'vitest'
import type { DashboardResponse, ParkingLot, ParkingLotsResponse } from '@/api/types'
import { callInPage as call, DESKTOP, browserPerFile } from './browserSession'

// The simulated backend in the browser: changes survive a reload, /__mock/reset brings
// back the seeded world, fault scenarios chosen in the URL last for the session, and a
// large world is built without freezing the page.

const { openPage, signedInPage, takeErrors } = browserPerFile()

describe('the simulated backend in the browser', () => {
  it('keeps a lot edit across a reload, until /__mock/reset', async () => {
    const page = await signedInPage()
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

  it("starts its worker from the page's HTML, before the stylesheets and the page's code, and the page takes that worker over", async () => {
    const page = await signedInPage()
    const html = await (await page.request.get('/')).text()
    expect(html).toMatch(/new Worker\("\/assets\/backendWorker-[\w-]+\.js"/)
    expect(html.indexOf('new Worker(')).toBeLessThan(html.indexOf('rel="stylesheet"'))
    expect(page.workers()).toHaveLength(1)
    expect(await page.evaluate(() => 'earlyBackendWorker' in window)).toBe(false)
  })

  it('says the console could not start when the worker fails to load before the page listens to it', async () => {
    const page = await openPage()
    await page.route(/\/backendWorker-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }))
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

  it('answers from an empty world with ?scenario=empty, for the rest of the session', async () => {
    const page = await signedInPage(DESKTOP, '/?scenario=empty')
    await page.getByText('No dashboard data available.').waitFor()
    await page.goto('/dashboard')
    await page.getByText('No dashboard data available.').waitFor()
    await page.goto('/dashboard?scenario=default')
    await page.getByRole('list', { name: 'Key figures' }).waitFor()
  })

  it('fails one endpoint with ?error=, and the dashboard says so with Retry', async () => {
    const page = await signedInPage(DESKTOP, '/?error=/api/analytics/dashboard:503')
    await page.getByText('Error loading dashboard: API call failed: 503 Service Unavailable').waitFor()
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true)
  })

  it('builds a world ten times larger with ?worldScale=10 off the page, which goes on answering a person meanwhile', async () => {
    const page = await signedInPage()
    await page.goto('/dashboard?worldScale=10')
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
