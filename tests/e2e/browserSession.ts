import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject, type TestContext } from 'vitest'
import { issueToken } from '@mocks/auth'
import { TOKEN_KEY, USER_KEY } from '@/api/credentials'
import type { User } from '@/api/types'
import { PROJECT_ROOT } from '../support/builds'
import { connectChromium } from './chromium'
import { callInPage, FAILED_ANSWER } from './inPage'
import { routeTiles } from './tiles'

// What every browser test file shares: the one Chromium of the run (global-setup.ts), a
// fresh profile per page, signing in on the demo build, screenshots, and calls made from
// inside the page.

export const DESKTOP = { width: 1440, height: 900 }
export const PHONE = { width: 375, height: 812 }
const SCREENSHOT_DIR = path.join(PROJECT_ROOT, 'artifacts', 'screenshots')
/**
 * Whether the tests save the states they reach (a dialog open, a menu over a phone's
 * screen, a report) for a person to look at: `E2E_SCREENSHOTS=1 npm run test:e2e`. No test
 * asserts on them, and each costs the browser a render and an encoding, so a run nobody
 * looks at them in goes without; a failed test's pages are kept either way (keepFailure).
 */
const SAVE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'
/** Where a failed test's pages are kept: a screenshot and a log of each (see keepFailure). */
const FAILURE_DIR = path.join(PROJECT_ROOT, 'artifacts', 'e2e-failures')

/**
 * What a page reports as gone wrong: uncaught errors and rejected promises nobody handled
 * ('pageerror'), and every console error other than a failed HTTP answer: the console's
 * error boundary and start-up failure, and msw's own errors, write there without throwing.
 */
function watchErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? String(error)}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !FAILED_ANSWER.test(message.text()))
      errors.push(`console.error at ${page.url()}: ${message.text()}`)
  })
}

/** How the page reports a content security policy violation (reportViolations): the start of its console error. */
const VIOLATION = 'Content security policy violation:'
/** Chromium's own console error for a violation ('Refused to load …', 'Executing inline script violates …'): the same one said again. */
const BROWSER_VIOLATION = /^console\.error at \S+: .* violates the following Content Security Policy directive/

/**
 * Makes every page of the context report each content security policy violation as a
 * console error, which watchErrors counts as an error of the page: the directive, what it
 * blocked ('inline' for an inline script, style or handler) and where in which file. A
 * listener on the document in the capture phase, added before the page's own scripts, hears
 * them all, those of its elements included.
 */
async function reportViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript((prefix) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        console.error(
          `${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'nothing'} at ${event.sourceFile || '(a script without a file)'}:${event.lineNumber}:${event.columnNumber}`,
        ),
      true,
    )
  }, VIOLATION)
}

/** A violation reportViolations reported: the directive, what it blocked and where, as its console error says. */
export interface Violation {
  directive: string
  blocked: string
  /** file:line:column of the code or element that was blocked ('(a script without a file)' for one a test evaluated). */
  at: string
}

/** A page the test opened, with what it logged: its console, its errors, every request and its answer. */
interface WatchedPage {
  page: Page
  log: string[]
}

function recordLog(page: Page, log: string[]): void {
  const line = (text: string) => log.push(`${new Date().toISOString()} ${text}`)
  page.on('console', (message) => line(`console.${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => line(`uncaught: ${error.stack ?? String(error)}`))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) line(`navigated to ${frame.url()}`)
  })
  page.on('requestfinished', (request) => {
    // The page may close before its answer is read (a test ends): the log says so instead.
    void request.response().then(
      (response) => line(`${request.method()} ${request.url()} -> ${response?.status() ?? 'no answer'}`),
      () => line(`${request.method()} ${request.url()} -> (the page closed before its answer was read)`),
    )
  })
  page.on('requestfailed', (request) =>
    line(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? 'unknown'}`),
  )
}

/**
 * Keeps what a person needs to see why a test failed: each page it left open as a screenshot
 * of what it showed and a log of its console and network, under artifacts/e2e-failures/,
 * and says where in the test run's output.
 */
async function keepFailure(context: TestContext, pages: readonly WatchedPage[]): Promise<void> {
  const name = `${path.basename(context.task.file.name, '.test.ts')}--${context.task.name}`
    .replace(/[^\w.-]+/g, '-')
    .slice(0, 120)
  const dir = path.join(FAILURE_DIR, name)
  await mkdir(dir, { recursive: true })
  await Promise.all(
    pages.map(async ({ page, log }, index) => {
      const shot = page.isClosed()
        ? Promise.resolve()
        : page.screenshot({ path: path.join(dir, `page-${index + 1}.png`), fullPage: true }).catch(() => undefined)
      await Promise.all([
        shot,
        writeFile(
          path.join(dir, `page-${index + 1}.log`),
          `${page.isClosed() ? '(closed)' : page.url()}\n${log.join('\n')}\n`,
        ),
      ])
    }),
  )
  console.error(
    `The failed test's pages are kept in ${path.relative(PROJECT_ROOT, dir)}/ (screenshot and console and network log of each).`,
  )
}

/**
 * Registers the file's browser hooks; call it once at the top of a test file. Each page
 * gets a fresh browser profile (so no stored session or edit leaks between tests), and any
 * error a page reports (see watchErrors) fails the test that opened it.
 */
export function browserPerFile() {
  const baseURL = inject('baseURL')
  const browserWSEndpoint = inject('browserWSEndpoint')
  let browser: Browser
  let contexts: BrowserContext[] = []
  let pages: WatchedPage[] = []
  let pageErrors: string[] = []

  beforeAll(async () => {
    browser = await connectChromium(browserWSEndpoint)
    if (SAVE_SCREENSHOTS) await mkdir(SCREENSHOT_DIR, { recursive: true })
  })

  afterAll(async () => {
    // Closes this file's connection and its profiles; the shared Chromium goes on.
    await browser?.close()
  })

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' || pageErrors.length > 0) await keepFailure(context, pages)
    await Promise.all(contexts.map((browserContext) => browserContext.close()))
    contexts = []
    pages = []
    const errors = pageErrors
    pageErrors = []
    expect(errors, 'errors reported by the page').toEqual([])
  })

  /**
   * A page in a fresh profile; the lot map's tiles are served blank (tiles.ts), never fetched.
   * Any content security policy violation is an error of the page (reportViolations).
   */
  async function openPage(viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ baseURL, viewport })
    contexts.push(context)
    await routeTiles(context, 'blank')
    await reportViolations(context)
    const page = await context.newPage()
    watchErrors(page, pageErrors)
    const watched: WatchedPage = { page, log: [] }
    recordLog(page, watched.log)
    pages.push(watched)
    return page
  }

  /**
   * Another tab of `beside`'s browser profile, opened at `route` (its stored session, its
   * simulated backend, its service worker); resolves once the screen's title shows.
   */
  async function openTab(beside: Page, route: string): Promise<Page> {
    const page = await beside.context().newPage()
    watchErrors(page, pageErrors)
    const watched: WatchedPage = { page, log: [] }
    recordLog(page, watched.log)
    pages.push(watched)
    await page.goto(route)
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor()
    return page
  }

  /** The errors the file's pages have reported so far in this test, for a test that asserts on them itself. */
  function reportedErrors(): readonly string[] {
    return pageErrors
  }

  /** A page signed in with the demo account prefilled on the login form, on the dashboard. */
  async function signedInPage(viewport = DESKTOP, startAt = '/'): Promise<Page> {
    const page = await openPage(viewport)
    await page.goto(startAt)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor()
    return page
  }

  /**
   * A page opened at `route` with a session already stored, as signing in leaves it (a token
   * the simulated backend signed, and its user): one load of the console instead of the login
   * screen's and the route's. For tests about a screen; signing in itself is what
   * signedInPage and the session tests go through. The session is written by a script the
   * page's first document runs before its own: a context made with `storageState` opens a
   * page of its own to write it, which costs more than the load. Resolves once the screen's
   * title shows.
   */
  async function pageAt(route: string, viewport = DESKTOP): Promise<Page> {
    const session = { origin: new URL(baseURL).origin, token: await issueToken(DEMO_USER), user: DEMO_USER }
    const page = await openPage(viewport)
    await page.addInitScript(
      ({ origin, token, user, keys }) => {
        // Once per tab: a reload or a later load finds what the console left (a sign-out too).
        if (location.origin !== origin || sessionStorage.getItem(keys.written) !== null) return
        sessionStorage.setItem(keys.written, 'yes')
        localStorage.setItem(keys.token, token)
        localStorage.setItem(keys.user, JSON.stringify(user))
      },
      { ...session, keys: { token: TOKEN_KEY, user: USER_KEY, written: 'e2e:session-written' } },
    )
    await page.goto(route)
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor()
    return page
  }

  /**
   * Takes the errors that match `expected` out of those reported so far, for a test that
   * provokes them: it asserts on what it took, and any other error still fails it.
   */
  function takeErrors(expected: RegExp): string[] {
    const taken = pageErrors.filter((error) => expected.test(error))
    // In place: each page's listener holds this very list.
    for (const error of taken) pageErrors.splice(pageErrors.indexOf(error), 1)
    return taken
  }

  /**
   * Takes the content security policy violations reported so far out of the errors, with
   * Chromium's own console lines for them, for a test that provokes them: it asserts on
   * what it took, and any other error still fails it.
   */
  function takeViolations(): Violation[] {
    takeErrors(BROWSER_VIOLATION)
    return takeErrors(new RegExp(`: ${VIOLATION} `)).map((error) => {
      const said = error.slice(error.indexOf(VIOLATION) + VIOLATION.length)
      const [, directive = '', blocked = '', at = ''] = /^ (\S+) blocked (\S+) at (.+)$/.exec(said) ?? []
      return { directive, blocked, at }
    })
  }

  return { openPage, openTab, signedInPage, pageAt, reportedErrors, takeErrors, takeViolations }
}

export { callInPage }

/** A GET from inside the page that must succeed: its answer's body. */
export async function getInPage<T>(page: Page, url: string): Promise<T> {
  const answer = await callInPage<T>(page, 'GET', url)
  expect(answer.status, `GET ${url}`).toBe(200)
  return answer.body
}

/** The demo account as the simulated backend's sign-in answers it. */
const DEMO_USER: User = { id: 'admin-1', username: 'admin', role: 'admin', email: 'admin@parking.example' }

/** Saves artifacts/screenshots/<name> when asked (SAVE_SCREENSHOTS): the whole page, or only what the viewport shows. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (SAVE_SCREENSHOTS)
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage, animations: 'disabled' })
}

/**
 * Holds back the files whose URL matches `url` (a glob or a pattern, as playwright's route
 * takes it) until `release`, for a test that looks at the page before they arrive. Routed
 * on the page's context, which a service worker's script also goes through; `requested`
 * counts the browser's asks for them.
 */
export async function holdFiles(page: Page, url: string | RegExp) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const held = { requested: 0, release }
  await page.context().route(url, async (route) => {
    held.requested++
    await released
    await route.continue()
  })
  return held
}

/** Forgets the simulated backend's stored edits (POST /__mock/reset). */
export async function resetBackend(page: Page): Promise<void> {
  expect((await callInPage(page, 'POST', '/__mock/reset')).status).toBe(200)
}
