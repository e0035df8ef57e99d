import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { PROJECT_ROOT } from '../support/builds'
import { launchChromium } from './chromium'

// What every browser test file shares: one Chromium per file, a fresh profile per page,
// signing in on the demo build, screenshots, and calls made from inside the page.

export const DESKTOP = { width: 1440, height: 900 }
export const PHONE = { width: 375, height: 812 }
const SCREENSHOT_DIR = path.join(PROJECT_ROOT, 'artifacts', 'screenshots')

/**
 * Registers the file's browser hooks; call it once at the top of a test file. Each page
 * gets a fresh browser profile (so no stored session or edit leaks between tests), and an
 * uncaught error in a page fails the test that opened it.
 */
export function browserPerFile() {
  const baseURL = inject('baseURL')
  let browser: Browser
  let contexts: BrowserContext[] = []
  let pageErrors: string[] = []

  beforeAll(async () => {
    browser = await launchChromium()
    await mkdir(SCREENSHOT_DIR, { recursive: true })
  })

  afterAll(async () => {
    await browser?.close()
  })

  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()))
    contexts = []
    const errors = pageErrors
    pageErrors = []
    expect(errors, 'uncaught errors in the page').toEqual([])
  })

  async function openPage(viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ baseURL, viewport })
    contexts.push(context)
    const page = await context.newPage()
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? String(error)))
    return page
  }

  /** A page signed in with the demo account prefilled on the login form, on the dashboard. */
  async function signedInPage(viewport = DESKTOP, startAt = '/'): Promise<Page> {
    const page = await openPage(viewport)
    await page.goto(startAt)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor()
    return page
  }

  return { openPage, signedInPage }
}

/** Saves artifacts/screenshots/<name>: the whole page, or only what the viewport shows. */
export function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<Buffer> {
  return page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage, animations: 'disabled' })
}

/** A call from inside the page with its stored token, so it goes through the service worker like the console's own. */
export function callInPage<T>(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: await response.json() }
    },
    { method, url, body },
  )
}

/** Forgets the simulated backend's stored edits (POST /__mock/reset). */
export async function resetBackend(page: Page): Promise<void> {
  expect((await callInPage(page, 'POST', '/__mock/reset')).status).toBe(200)
}
