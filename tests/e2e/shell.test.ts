import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe'
import { browserPerFile, callInPage, holdFiles, PHONE, screenshot } from './browserSession'

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

describe('sidebar', () => {
  it.each([
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ])('at $width px stays in view, under the header, at the bottom of a long list', async (viewport) => {
    const page = await pageAt('/analytics/activity-feed', viewport)
    await pager(page, 'bottom').waitFor(POLL)
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
  })

  it('taller than the window, scrolls on its own to its last link, the page staying put', async () => {
    const viewport = { width: 1024, height: 480 }
    const page = await pageAt('/analytics/activity-feed', viewport)
    await pager(page, 'bottom').waitFor(POLL)
    await pager(page, 'bottom').scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)

    const last = sidebar(page).getByRole('link', { name: 'Production Test' })
    await last.scrollIntoViewIfNeeded()
    const box = await verticalBox(last)
    expect(box.top).toBeGreaterThanOrEqual((await verticalBox(page.getByRole('banner'))).bottom)
    expect(box.bottom).toBeLessThanOrEqual(viewport.height)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  })
})

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
  it.each([PHONE, TABLET])('at $width px every item reads whole, signed in as usual', async (viewport) => {
    const page = await pageAt('/analytics/activity-feed', viewport)
    await page
      .getByRole('banner')
      .getByText(/^Parking Admin/)
      .waitFor()
    if (viewport.width >= 768)
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Theme: / })
        .waitFor()
    expect(await cutItems(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await screenshot(page, `shell-header-${viewport.width}.png`, { fullPage: false })
  })

  it.each([PHONE, TABLET])(
    'at $width px every item reads whole with a scenario and the session notice, and axe passes',
    async (viewport) => {
      const page = await openPage(viewport)
      await page.goto('/analytics/activity-feed?sessionExpiry=3&latency=realistic')
      await page.getByRole('button', { name: 'Sign in' }).click()
      const header = page.getByRole('banner')
      await header.getByText(/^Your session ends in [1-3] minutes?\.$/).waitFor(POLL)
      await header.getByText(/^Scenario: /).waitFor()
      await pager(page, 'bottom').waitFor(POLL)
      if (viewport.width >= 768) await header.getByRole('button', { name: /^Theme: / }).waitFor()
      expect(await cutItems(page)).toEqual([])
      expect(await axeViolations(page)).toEqual([])
      await screenshot(page, `shell-header-notices-${viewport.width}.png`, { fullPage: false })

      if (viewport.width >= 768) {
        expect(await header.getByText('Welcome, admin', { exact: true }).isVisible()).toBe(true)
        expect(await header.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true)
        return
      }
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
      expect(themes!.x + themes!.width).toBeLessThanOrEqual(viewport.width)
      expect(await axeViolations(page)).toEqual([])
      await screenshot(page, 'shell-header-menu-375.png', { fullPage: false })
    },
  )
})

describe('pager', () => {
  it("jumping to the activity feed's last page from the top pager shows its last rows", async () => {
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
  })
})
