import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe'
import { browserPerFile, callInPage, DESKTOP, holdFiles, PHONE, screenshot } from './browserSession'
import { resizeTo } from './tableText'

// The shell in the demo build (docs/product.md#the-shell, docs/product.md#pagination): the
// sidebar stays in view beside a long list, the header's every item reads whole from a phone
// to a desktop, with a scenario and the session notice too, and the pager reaches any page.

const POLL = { timeout: 15_000 }
const TABLET = { width: 820, height: 1180 }

const { openPage, pageAt } = browserPerFile()

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const pager = (page: Page, position: 'top' | 'bottom') =>
  page.getByRole('navigation', { name: `Pagination, ${position}` })

/** Where an element is in the window, top and bottom. */
async function verticalBox(locate: Locator) {
  const box = await locate.boundingBox()
  if (!box) throw new Error('not shown')
  return { top: Math.round(box.y), bottom: Math.round(box.y + box.height) }
}

/**
 * Every item of the header (the bar and the notices under it) and of whatever else `within`
 * names, that cuts its text or sticks out of the window: a line each, naming the item. An
 * item is cut when its content is wider than its box, or when its text's own box (a range
 * over it) is not inside the item's box and the window.
 */
function cutItems(page: Page, within = 'header'): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = []
    const items = document.querySelectorAll<HTMLElement>(
      `${selector} :is(.navbar-brand, .badge, .btn, p, span:not(.visually-hidden):not([aria-hidden]))`,
    )
    for (const item of items) {
      const box = item.getBoundingClientRect()
      if (box.width === 0 || getComputedStyle(item).visibility === 'hidden') continue
      const name = item.getAttribute('aria-label') ?? item.textContent?.trim() ?? item.tagName
      if (item.scrollWidth > item.clientWidth + 1)
        problems.push(`'${name}': content ${item.scrollWidth}px wide in a box of ${item.clientWidth}px`)
      const range = document.createRange()
      range.selectNodeContents(item)
      const text = range.getBoundingClientRect()
      if (text.width === 0) continue
      if (text.left < box.left - 1 || text.right > box.right + 1)
        problems.push(`'${name}': its text (${Math.round(text.left)}-${Math.round(text.right)}px) leaves its box`)
      if (text.left < 0 || text.right > window.innerWidth)
        problems.push(`'${name}': its text (${Math.round(text.left)}-${Math.round(text.right)}px) leaves the window`)
    }
    return problems
  }, within)
}

/** Every item of the header reads whole and the page keeps to the window's width (and axe passes, if asked). */
async function expectHeaderWhole(
  page: Page,
  viewport: { width: number },
  name: string,
  { axe = false } = {},
): Promise<void> {
  expect(await cutItems(page)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
  if (axe) expect(await axeViolations(page)).toEqual([])
  await screenshot(page, name, { fullPage: false })
}

/** Scrolled from the top to the list's bottom pager, the header and the sidebar stay where they were. */
async function expectSidebarAtListBottom(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0))
  const header = await verticalBox(page.getByRole('banner'))
  const before = await verticalBox(sidebar(page))

  await pager(page, 'bottom').scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(viewport.height)
  expect(await verticalBox(page.getByRole('banner'))).toEqual(header)
  // The sidebar has not moved: its first link is in view just under the header.
  expect(await verticalBox(sidebar(page))).toEqual(before)
  const dashboard = await verticalBox(sidebar(page).getByRole('link', { name: 'Dashboard' }))
  expect(dashboard.top).toBeGreaterThanOrEqual(header.bottom)
  expect(dashboard.bottom).toBeLessThanOrEqual(viewport.height)
  await screenshot(page, `sidebar-at-list-bottom-${viewport.width}.png`, { fullPage: false })
}

describe('login screen', () => {
  it("stays put while the theme menu's code arrives: a click aimed at Sign in lands on it", async () => {
    const page = await openPage()
    const menuCode = await holdFiles(page, /\/ColourModeMenuButton-[\w-]+\.js$/)
    await page.goto('/')
    const signIn = page.getByRole('button', { name: 'Sign in' })
    await signIn.waitFor()
    const before = await signIn.boundingBox()
    menuCode.release()
    await page.getByRole('button', { name: /^Theme: / }).waitFor()
    expect(await signIn.boundingBox()).toEqual(before)
  })
})

describe('header', () => {
  it('at 375 and 820 px every item reads whole, signed in as usual and with a scenario and the session notice; axe passes on the notices and the phone menu', async () => {
    const page = await pageAt('/analytics/activity-feed', PHONE)
    const header = page.getByRole('banner')
    await header.getByText(/^Parking Admin/).waitFor()
    await expectHeaderWhole(page, PHONE, 'shell-header-375.png')
    await resizeTo(page, TABLET.width, TABLET.height)
    await header.getByRole('button', { name: /^Theme: / }).waitFor()
    await expectHeaderWhole(page, TABLET, 'shell-header-820.png')

    // The session notice comes with a session signed in under the scenario.
    await header.getByRole('button', { name: 'Logout' }).click()
    await page.goto('/analytics/activity-feed?sessionExpiry=3&latency=realistic')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await header.getByText(/^Your session ends in [1-3] minutes?\.$/).waitFor(POLL)
    await header.getByText(/^Scenario: /).waitFor()
    await pager(page, 'bottom').waitFor(POLL)
    await header.getByRole('button', { name: /^Theme: / }).waitFor()
    await expectHeaderWhole(page, TABLET, 'shell-header-notices-820.png', { axe: true })
    expect(await header.getByText('Welcome, admin', { exact: true }).isVisible()).toBe(true)
    expect(await header.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true)

    await resizeTo(page, PHONE.width, PHONE.height)
    await header.getByRole('button', { name: 'Open menu' }).waitFor()
    await expectHeaderWhole(page, PHONE, 'shell-header-notices-375.png', { axe: true })
    // On a phone the greeting, the theme menu and Logout are in the menu, whole there too.
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog')
    await menu.getByRole('button', { name: 'Logout' }).waitFor()
    await menu.getByRole('button', { name: /^Theme: / }).click()
    await menu.getByRole('menu', { name: 'Theme' }).waitFor()
    expect(await cutItems(page, '.offcanvas')).toEqual([])
    // The theme menu opens inside the window.
    const themes = await menu.getByRole('menu', { name: 'Theme' }).boundingBox()
    expect(themes!.x).toBeGreaterThanOrEqual(0)
    expect(themes!.x + themes!.width).toBeLessThanOrEqual(PHONE.width)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'shell-header-menu-375.png', { fullPage: false })
  })
})

describe('the activity feed', () => {
  it('the top pager reaches the last page and First comes back; the sidebar stays in view under the header at the bottom of the long list (1440 and 1024 px), scrolling on its own when taller than the window', async () => {
    // On a frozen clock: on the live one an event the clock passes between the screen's
    // call and the test's own moves the last page's rows by one.
    const page = await pageAt(`/analytics/activity-feed?now=${new Date().toISOString()}`)
    const table = page.getByRole('table', { name: 'Activity feed', exact: true })
    await pager(page, 'bottom').waitFor(POLL)
    const [, lastPage] = /Page 1 of ([\d,]+)/.exec(await pager(page, 'bottom').innerText()) ?? []
    const pages = Number(lastPage!.replace(/,/g, ''))
    expect(pages).toBeGreaterThan(1000)

    await pager(page, 'top').getByRole('textbox', { name: 'Go to page' }).fill(String(pages))
    await pager(page, 'top').getByRole('textbox', { name: 'Go to page' }).press('Enter')
    await pager(page, 'top').getByText(`Page ${lastPage} of ${lastPage}`).waitFor(POLL)
    expect(new URL(page.url()).searchParams.get('page')).toBe(String(pages))
    const { status, body } = await callInPage<{ events: Array<{ userId: string }> }>(
      page,
      'GET',
      `/api/analytics/all-events?page=${pages}&limit=50`,
    )
    expect(status).toBe(200)
    const lastUsers = body.events.map((event) => event.userId)
    await expect.poll(() => table.locator('tbody tr td:last-child').allInnerTexts(), POLL).toEqual(lastUsers)
    expect(await pager(page, 'bottom').getByRole('button', { name: 'Last' }).count()).toBe(0)
    await screenshot(page, 'activity-feed-last-page-1440.png', { fullPage: false })

    // And First goes back to the newest.
    await pager(page, 'bottom').getByRole('button', { name: 'First' }).click()
    await pager(page, 'bottom').getByText(`Page 1 of ${lastPage}`).waitFor(POLL)
    expect(new URL(page.url()).searchParams.has('page')).toBe(false)

    await expectSidebarAtListBottom(page, DESKTOP)
    await resizeTo(page, 1024, 768)
    await expectSidebarAtListBottom(page, { width: 1024, height: 768 })

    // A window lower than the sidebar: it scrolls on its own to its last link, the page staying put.
    await resizeTo(page, 1024, 480)
    await pager(page, 'bottom').scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    const last = sidebar(page).getByRole('link', { name: 'Production Test' })
    await last.scrollIntoViewIfNeeded()
    const box = await verticalBox(last)
    expect(box.top).toBeGreaterThanOrEqual((await verticalBox(page.getByRole('banner'))).bottom)
    expect(box.bottom).toBeLessThanOrEqual(480)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  })
})
