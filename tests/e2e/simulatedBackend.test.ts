import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { ParkingLot, ParkingLotsResponse } from '../../src/api/types'
import { launchChromium } from './chromium'

// The simulated backend in the browser: changes survive a reload, /__mock/reset brings
// back the seeded world, and fault scenarios chosen in the URL last for the session.

const baseURL = inject('baseURL')
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

async function signedInPage(path = '/'): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto(path)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor()
  return page
}

/** A call from inside the page, so it goes through the service worker like the console's own. */
function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: await response.json() }
    },
    { method, path, body },
  )
}

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
    expect((await call<ParkingLot>(page, 'GET', `/api/parking-lots/${lot._id}`)).body.name).toBe('Renamed in the browser test')

    expect((await call(page, 'POST', '/__mock/reset')).status).toBe(200)
    expect((await call<ParkingLot>(page, 'GET', `/api/parking-lots/${lot._id}`)).body.name).toBe(lot.name)
    await page.reload()
    await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor()
    expect((await call<ParkingLot>(page, 'GET', `/api/parking-lots/${lot._id}`)).body.name).toBe(lot.name)
    await page.context().close()
  })

  it('answers from an empty world with ?scenario=empty, for the rest of the session', async () => {
    const page = await signedInPage('/?scenario=empty')
    await page.getByText('No dashboard data available.').waitFor()
    await page.goto('/dashboard')
    await page.getByText('No dashboard data available.').waitFor()
    await page.goto('/dashboard?scenario=default')
    await page.getByRole('list', { name: 'Key figures' }).waitFor()
    await page.context().close()
  })

  it('fails one endpoint with ?error=, and the dashboard says so with Retry', async () => {
    const page = await signedInPage('/?error=/api/analytics/dashboard:503')
    await page.getByText('Error loading dashboard: API call failed: 503 Service Unavailable').waitFor()
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true)
    await page.context().close()
  })
})
