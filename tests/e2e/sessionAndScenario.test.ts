import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from '@/lib/format'
import { DESKTOP, PHONE, browserPerFile, screenshot } from './browserSession'
import { resizeTo } from './tableText'

// Session handling and the scenario line (docs/product.md#session-handling,
// docs/product.md#scenario-line-and-panel) in the demo build: a session that ends says so
// on the login screen, and a fault scenario is named in the header until 'Back to default',
// which leaves it for the rest of the browser session.

const POLL = { timeout: 15_000 }
const EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.'

const { openPage, pageAt } = browserPerFile()

/** Opens `path` signed out and signs in with the demo account the login form has prefilled. */
async function signInAt(path: string): Promise<Page> {
  const page = await openPage()
  await page.goto(path)
  await page.getByRole('button', { name: 'Sign in' }).click()
  return page
}

const scenarioLine = (page: Page) => page.getByRole('banner').getByText(/^Scenario: \S/)
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

describe('sessions that end politely', () => {
  it('?sessionExpiry=now: signing in drops back to the login screen, which says the session expired, at 1440 and 375 px', async () => {
    const page = await signInAt('/?sessionExpiry=now')
    await page.getByRole('alert').filter({ hasText: EXPIRED_MESSAGE }).waitFor(POLL)
    expect(await page.getByText(/^Scenario: \S/).innerText()).toBe('Scenario: sessions expire at once')
    expect(await page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
    for (const [viewport, name] of [
      [DESKTOP, 'login-session-expired-1440.png'],
      [PHONE, 'login-session-expired-375.png'],
    ] as const) {
      await resizeTo(page, viewport.width, viewport.height)
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width)
      await screenshot(page, name, { fullPage: false })
    }
  })
})

describe('fault scenarios, visible and easy to leave', () => {
  it('the header names the scenario on every page of the session; Back to default takes it out of the address, so a reload does not bring it back; at 375 px the header fits', async () => {
    const scenarioAddress = '/parking-lots?sortBy=name&error=/api/parking-lots:500'
    const error = (page: Page) => page.getByText(/^Error loading parking lots: .*Server error: 500/)
    const page = await signInAt(scenarioAddress)
    await error(page).waitFor(POLL)
    expect(await scenarioLine(page).innerText()).toBe('Scenario: error 500 on /api/parking-lots')
    await screenshot(page, 'header-scenario-1440.png', { fullPage: false })

    // A clean address: the scenario is remembered for the browser session, and says so.
    await page.goto('/dashboard')
    await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor(POLL)
    expect(await scenarioLine(page).innerText()).toBe('Scenario: error 500 on /api/parking-lots')

    await page.goto(scenarioAddress)
    await error(page).waitFor(POLL)
    await resizeTo(page, PHONE.width, PHONE.height)
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width)
    await screenshot(page, 'header-scenario-375.png', { fullPage: false })

    await page.getByRole('button', { name: 'Back to default' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).search, POLL).toBe('?sortBy=name')
    await page.getByRole('navigation', { name: 'Pagination, bottom' }).waitFor(POLL)
    expect(await scenarioLine(page).count()).toBe(0)
    expect(await error(page).count()).toBe(0)

    // Left for good: a reload does not bring it back.
    await page.reload()
    await page.getByRole('navigation', { name: 'Pagination, bottom' }).waitFor(POLL)
    expect(await scenarioLine(page).count()).toBe(0)
    expect(await error(page).count()).toBe(0)
  })
})

describe('a frozen clock (?now=), for reproducible screenshots', () => {
  it('shows the same figures at every load, with times told from that moment, until Back to default', async () => {
    const page = await pageAt('/dashboard?now=2026-06-01T10:00:00Z')
    await scenarioLine(page).waitFor(POLL)
    expect(await scenarioLine(page).innerText()).toBe('Scenario: clock frozen at 2026-06-01T10:00:00Z')
    const figures = page.getByRole('list', { name: 'Key figures' })
    await figures.getByRole('listitem').first().waitFor(POLL)
    const shown = await figures.innerText()
    await page.reload()
    await figures.getByRole('listitem').first().waitFor(POLL)
    expect(await figures.innerText()).toBe(shown)

    // The newest event is at or before the frozen moment, and its relative time is told from it.
    await page.goto('/analytics/activity-feed')
    const newest = page.getByRole('table').getByRole('row').nth(1).locator('time')
    await newest.waitFor(POLL)
    const at = Date.parse((await newest.getAttribute('datetime'))!)
    expect(at).toBeLessThanOrEqual(Date.parse('2026-06-01T10:00:00Z'))
    expect(await newest.locator('[aria-hidden="true"]').innerText()).toBe(
      formatRelativeTime(new Date(at).toISOString(), Date.parse('2026-06-01T10:00:00Z')),
    )

    await page.getByRole('button', { name: 'Back to default' }).click()
    await expect.poll(() => scenarioLine(page).count(), POLL).toBe(0)
  })
})
