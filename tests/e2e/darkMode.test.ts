import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe'
import { browserPerFile, PHONE, screenshot } from './browserSession'
import { chooseColourMode, pageScheme } from './colourMode'

// The colour mode (docs/product.md#colour-mode) in the demo build: the colour mode chosen
// in the header holds across a reload from the very first frame, 'auto' follows the system
// as it changes, a chart already drawn takes the new colours without a reload, and the
// login screen has the choice too. tests/e2e/allRoutes.ts runs axe on every route in
// both modes and saves each screen's screenshot in dark (route-<screen>-<width>-dark.png).

const POLL = { timeout: 15_000 }
const { openPage, pageAt } = browserPerFile()

/** Bootstrap's body text colours: the charts' labels and bar outlines are drawn in them. */
const LIGHT_TEXT = [33, 37, 41] as const // #212529
const DARK_TEXT = [222, 226, 230] as const // #dee2e6, also the light mode's grid lines

/**
 * How many pixels of the page's first chart are drawn in `rgb` (mostly opaque, within a
 * small distance, for antialiasing): what a person sees of its labels, ticks and outlines.
 */
function chartPixels(page: Page, rgb: readonly [number, number, number]): Promise<number> {
  return page.evaluate((rgb) => {
    const canvas = document.querySelector('canvas')
    const context = canvas?.getContext('2d')
    if (!canvas || !context) return 0
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
    let count = 0
    for (let index = 0; index < data.length; index += 4) {
      const near =
        Math.abs(data[index]! - rgb[0]) + Math.abs(data[index + 1]! - rgb[1]) + Math.abs(data[index + 2]! - rgb[2]) <=
        24
      if (near && data[index + 3]! >= 192) count++
    }
    return count
  }, rgb)
}

describe('dark mode', () => {
  it("chosen in the header, is remembered and drawn from the first frame after a reload, and passes axe; 'Auto' follows the system's preference as it changes", async () => {
    const page = await pageAt('/dashboard')
    expect(await pageScheme(page)).toBe('light')
    await chooseColourMode(page, 'Dark')
    expect(await pageScheme(page)).toBe('dark')
    expect(await page.evaluate(() => localStorage.getItem('colourMode'))).toBe('dark')

    // Every frame the browser draws until the console's own <main> is there: a dark page
    // from the first, so a dark-mode user never sees a white flash while the console starts.
    await page.addInitScript(() => {
      const seen: Array<string | null> = []
      Object.assign(window, { schemesBeforeConsole: seen })
      const record = () => {
        seen.push(document.documentElement.getAttribute('data-bs-theme'))
        if (!document.querySelector('main#main')) requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    })
    await page.reload()
    await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor(POLL)
    const frames = await page.evaluate(
      () => (window as unknown as { schemesBeforeConsole: Array<string | null> }).schemesBeforeConsole,
    )
    expect(frames.length).toBeGreaterThan(0)
    expect(new Set(frames)).toEqual(new Set(['dark']))
    await page.getByRole('button', { name: 'Theme: Dark' }).waitFor(POLL)

    await page.getByRole('list', { name: 'Key figures' }).getByRole('listitem').first().waitFor(POLL)
    // Graded at rest, as a person reads it: every call answered (Refresh, disabled while one
    // is under way, is enabled again), and the pointer, left where the Theme menu's 'Dark'
    // was, off the Refresh button that now lies under it: axe grades whatever state it sees.
    await page.mouse.move(0, 0)
    await expect.poll(() => page.getByRole('button', { name: 'Refresh' }).isEnabled(), POLL).toBe(true)
    expect(await axeViolations(page)).toEqual([])

    await chooseColourMode(page, 'Auto')
    expect(await pageScheme(page)).toBe('light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => pageScheme(page), POLL).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => pageScheme(page), POLL).toBe('light')
    // A choice of its own no longer follows the system.
    await chooseColourMode(page, 'Light')
    await page.emulateMedia({ colorScheme: 'dark' })
    expect(await pageScheme(page)).toBe('light')
  })

  it('a chart drawn in light draws itself again in the dark colours when the mode changes, without a reload', async () => {
    const page = await pageAt('/analytics/retention')
    await page.getByRole('img', { name: /^Retention by window: / }).waitFor(POLL)
    await expect.poll(() => chartPixels(page, LIGHT_TEXT), POLL).toBeGreaterThan(50)

    await chooseColourMode(page, 'Dark')
    // No label left in the light mode's dark text, which would vanish on the dark page.
    await expect.poll(() => chartPixels(page, LIGHT_TEXT), POLL).toBe(0)
    expect(await chartPixels(page, DARK_TEXT)).toBeGreaterThan(50)
    // A bar's tooltip, to look at on the dark page.
    const chart = page.getByRole('img', { name: /^Retention by window: / })
    const box = (await chart.boundingBox())!
    await page.mouse.move(box.x + box.width * 0.85, box.y + box.height * 0.6)
    await screenshot(page, 'retention-tooltip-1440-dark.png', { fullPage: false })
  })

  it("on a phone, the page keeps its width with the menu's theme menu open, axe passes on it, and the login screen offers the choice too", async () => {
    const page = await pageAt('/dashboard', PHONE)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Theme: / })
      .click()
    const menu = page.getByRole('menu')
    await menu.waitFor()
    expect(await menu.getByRole('menuitemradio', { checked: true }).innerText()).toMatch(/^✓\s*Auto/)
    await menu.getByRole('menuitemradio', { name: /^Dark/ }).click()
    await page.getByRole('button', { name: /^Theme: / }).click()
    await menu.waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'theme-menu-375-dark.png', { fullPage: false })
    await page.keyboard.press('Escape')

    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('button', { name: 'Sign in' }).waitFor(POLL)
    expect(await pageScheme(page)).toBe('dark')
    await page.getByRole('button', { name: 'Theme: Dark' }).waitFor(POLL)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await screenshot(page, 'login-375-dark.png', { fullPage: false })
    await chooseColourMode(page, 'Light')
    expect(await pageScheme(page)).toBe('light')
  })

  it("signed out, the login screen remembers a choice made there; the header's notices and an error block stay readable in dark, on a phone", async () => {
    const page = await openPage(PHONE)
    await page.goto('/?sessionExpiry=3&error=/api/analytics/dashboard:503')
    await page.getByRole('button', { name: 'Sign in' }).waitFor(POLL)
    await chooseColourMode(page, 'Dark')
    await page.reload()
    await page.getByRole('button', { name: 'Theme: Dark' }).waitFor(POLL)
    expect(await pageScheme(page)).toBe('dark')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText(/^Error loading dashboard: /).waitFor(POLL)
    const header = page.getByRole('banner')
    await header.getByText(/^Your session ends in [1-3] minutes?\.$/).waitFor(POLL)
    expect(await header.getByRole('button', { name: 'Back to default' }).isVisible()).toBe(true)
    expect(await pageScheme(page)).toBe('dark')
    expect(await axeViolations(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await screenshot(page, 'header-notices-375-dark.png', { fullPage: false })
  })
})
