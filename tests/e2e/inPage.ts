import type { Frame, Page } from 'playwright-core'

// What a browser test or script does from inside the page. Plain playwright, no vitest:
// tests/screenshots.ts runs outside it.

/**
 * The browser's own console line for an HTTP answer of 4xx or 5xx. Tests ask for such answers
 * on purpose (a lot that does not exist, an expired session, a fault scenario), and the page
 * shows them as messages: they are answers, not errors of the page.
 */
export const FAILED_ANSWER = /^Failed to load resource: the server responded with a status of \d{3}\b/

/**
 * A call from inside the page with its stored token, through the simulated backend's service
 * worker. A plain fetch reaches the backend only through it, and a first visit's page gets it
 * a moment after the console's first calls (mocks/browser.ts): the call waits for it.
 */
export async function callInPage<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  await page.waitForFunction(() => window.simulatedBackend !== undefined)
  return page.evaluate(
    async ({ method, url, body }) => {
      if (!(await window.simulatedBackend!.throughServiceWorker))
        throw new Error(
          "The simulated backend's service worker did not start: a fetch of the page's own cannot reach it",
        )
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

/** The page's clock now, from which `callAnswered` looks for a call. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now())
}

/**
 * The first of the console's calls sent at or after `since` (pageNow) whose method, path and
 * query (`GET /api/parking-lots?search=OSL-00`) match `call`, once it has been answered: from
 * the simulated backend's list of calls (mocks/browser.ts), which holds those that went
 * through the service worker, and so the network, and those that went straight to its worker.
 */
export async function callAnswered(
  page: Page,
  call: RegExp,
  since: number,
): Promise<{ path: string; status: number | null }> {
  const found = await page.waitForFunction(
    ({ source, flags, since }) =>
      window.simulatedBackend
        ?.calls()
        .find((made) => made.sentAt >= since && new RegExp(source, flags).test(`${made.method} ${made.path}`)),
    { source: call.source, flags: call.flags, since },
  )
  const { path, status } = (await found.jsonValue())!
  return { path, status }
}

/** Moves the page to `url` in place, as a link of the console does: the history entry, then the router's turn. */
export function followLink(page: Page, url: string): Promise<void> {
  return page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, url)
}

/**
 * Resolves once the page's CSS transitions have ended: Bootstrap's buttons, menus and the
 * phone's menu fade their colours and place over 0.15-0.3 s, and a check of contrast or
 * position halfway through would see neither the state before nor the one after.
 */
export async function settleTransitions(page: Page | Frame): Promise<void> {
  await page.evaluate(async () => {
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition)
    // A transition another replaces is cancelled rather than finished: settled either way.
    await Promise.allSettled(transitions.map((transition) => transition.finished))
  })
}
