import { SignJWT } from 'jose'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, screenshot, browserPerFile } from './browserSession'
import { callAnswered } from './inPage'

// The demo build in a real browser, on its simulated backend: sign-in, the dashboard's key
// figures, the session across reloads, logout, bad tokens and the shell on a phone.

const { openPage, pageAt } = browserPerFile()

/** The dashboard's cards in display order, with the form each value is written in. */
const COUNT = /^(\d{1,3}|\d+\.\d[KM])$/ // 119, 5.0K, 1.2M
const KEY_FIGURES: Array<[title: string, format: RegExp]> = [
  ['New Users Today', COUNT],
  ['Active Users Today', COUNT],
  ['Total Users', COUNT],
  ['Events Today', COUNT],
  ['Total Searches', COUNT],
  ['Navigations', COUNT],
  ['Shares', COUNT],
  ['Deeplink Clicks', COUNT],
  ['Share Rate per User', /^\d+\.\d{2}$/], // 0.22
  ['App Conversion Rate', /^\d+\.\d%$/], // 63.3%
]

function signInButton(page: Page) {
  return page.getByRole('button', { name: 'Sign in' })
}

function dashboardHeading(page: Page) {
  return page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 })
}

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main' })
}

async function showsLoginScreen(page: Page): Promise<void> {
  await signInButton(page).waitFor()
  expect(await page.getByRole('heading', { name: 'Parking Admin Console' }).isVisible()).toBe(true)
  expect(await dashboardHeading(page).count()).toBe(0)
  expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0)
}

/** Signs in from the login screen the page shows, with the demo account it has prefilled. */
async function signIn(page: Page): Promise<void> {
  await signInButton(page).waitFor()
  expect(await page.getByLabel('Username', { exact: true }).inputValue()).toBe('admin')
  expect(await page.getByLabel('Password', { exact: true }).inputValue()).not.toBe('')
  await signInButton(page).click()
  await dashboardHeading(page).waitFor()
  expect(new URL(page.url()).pathname).toBe('/dashboard')
}

/** Waits for the key figures and returns them as [title, value] pairs, as shown. */
async function keyFigures(page: Page): Promise<Array<[string, string]>> {
  const cards = page.getByRole('list', { name: 'Key figures' }).getByRole('listitem')
  await cards.first().waitFor()
  return Promise.all(
    (await cards.all()).map(async (card) => {
      const title = (await card.getByRole('heading').innerText()).trim()
      const value = (await card.getByTestId('stat-value').innerText()).trim()
      return [title, value] as [string, string]
    }),
  )
}

async function expectKeyFigures(page: Page): Promise<void> {
  const figures = await keyFigures(page)
  expect(figures.map(([title]) => title)).toEqual(KEY_FIGURES.map(([title]) => title))
  expect(await page.getByTestId('stat-value').count()).toBe(10)
  figures.forEach(([title, value], index) => {
    expect(value, `value of ${title}`).toMatch(KEY_FIGURES[index]![1])
  })
  // The seeded world has history: the all-time figures are not empty.
  const totalUsers = figures.find(([title]) => title === 'Total Users')![1]
  expect(totalUsers).not.toBe('0')
}

function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('authToken'))
}

async function storeSession(page: Page, token: string): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('authToken', value)
    localStorage.setItem('authUser', JSON.stringify({ id: 'x', username: 'admin' }))
  }, token)
}

describe('session', () => {
  it('signs in to the ten key figures, keeps the session across a reload, shows Page not found inside the console; Logout and a token the backend did not sign end it', async () => {
    const page = await openPage()
    await page.goto('/')
    await signIn(page)
    await expectKeyFigures(page)
    expect(await page.getByText('Welcome, admin', { exact: true }).first().isVisible()).toBe(true)
    expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    await screenshot(page, 'dashboard-1440.png')

    await page.reload()
    await dashboardHeading(page).waitFor()
    await expectKeyFigures(page)
    expect(new URL(page.url()).pathname).toBe('/dashboard')
    expect(await signInButton(page).count()).toBe(0)

    await page.goto('/no-such-page')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    expect(await page.getByText('There is no page at /no-such-page.').isVisible()).toBe(true)
    expect(await sidebar(page).isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Logout' }).click()
    await showsLoginScreen(page)
    expect(await storedToken(page)).toBeNull()
    expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull()
    // Signed out means signed out: going back to the dashboard shows the login screen.
    await page.goto('/dashboard')
    await showsLoginScreen(page)

    // A well-formed token the backend did not sign: the first data call ends the session.
    // msw reloads a page its service worker does not control yet, and the page's record of
    // its calls with it: the next page is opened once the worker controls this one.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const forged = await new SignJWT({ username: 'admin', role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('admin-1')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 10 * 365 * 24 * 3600)
      .sign(new TextEncoder().encode('some other key, not the backend one'))
    await storeSession(page, forged)
    await page.goto('/dashboard')
    await showsLoginScreen(page)
    expect((await callAnswered(page, /^GET \/api\/analytics\/dashboard$/, 0)).status).toBe(401)
    expect(await storedToken(page)).toBeNull()
  })
})

describe('shell', () => {
  it('on a 375px phone the sidebar is an overlay opened from the menu button', async () => {
    const page = await pageAt('/dashboard', PHONE)
    await expectKeyFigures(page)
    await screenshot(page, 'dashboard-375.png')
    // Nothing sticks out sideways: the page does not scroll horizontally on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

    expect(await sidebar(page).isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await sidebar(page).waitFor()
    await expect
      .poll(() =>
        sidebar(page)
          .boundingBox()
          .then((box) => box?.x),
      )
      .toBeGreaterThanOrEqual(0)
    // The menu is a fixed overlay: a viewport shot shows it as a person sees it.
    await screenshot(page, 'menu-open-375.png', { fullPage: false })

    await sidebar(page).getByRole('link', { name: 'Parking Lots' }).click()
    await page.getByRole('heading', { name: 'Parking Lots', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/parking-lots')
    // On a phone the lots are a list of cards, not a table.
    await page.getByRole('list', { name: 'Parking lots' }).waitFor()
    await sidebar(page).waitFor({ state: 'hidden' })
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true)
  })
})

describe('cold load', () => {
  it("fetches the console's first code in eight files, all named by index.html so that they download at once", async () => {
    const page = await openPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const response = await page.goto('/')
    // Its script tag, its preloads and the inline script that starts the backend's worker.
    const named = new Set((await response!.text()).match(/\/assets\/[\w.-]+\.js/g))
    await signInButton(page).waitFor()
    // The theme menu shows once its code has come: every script asked for by then.
    await page.getByRole('button', { name: /^Theme/ }).waitFor()

    // The entry, React's DOM renderer, the screens, the start with the dashboard, the
    // simulated backend's page side and its worker, msw's service worker code, and
    // rolldown's runtime helpers (0.4 kB, a chunk of their own since the lazily loaded
    // answer checks share them): before they were put in chunks of their own
    // (vite.config.ts, firstChunks), some 30 files.
    expect(named.size).toBeLessThanOrEqual(8)
    // Only the theme menu's code comes later, on purpose: after the first screen is drawn.
    const later = scripts.filter((file) => !named.has(file))
    expect(later).toHaveLength(1)
    expect(later[0]).toMatch(/^\/assets\/ColourModeMenuButton-[\w-]+\.js$/)
    expect(scripts.filter((file) => named.has(file)).sort()).toEqual([...named].sort())
  })
})
