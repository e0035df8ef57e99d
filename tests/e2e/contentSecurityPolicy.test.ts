import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ParkingLot, ParkingLotsResponse } from '@/api/types'
import { TILE_HOST } from '@/features/parking-lots/mapTiles'
import { policyDirectives, sha256Source } from '../support/policy'
import { browserPerFile, callInPage, getInPage, type Violation } from './browserSession'
import { followLink } from './inPage'

// The content security policy of the demo build (docs/architecture.md#content-security-policy):
// index.html and 404.html carry it as their first element, allowing their own inline scripts
// and style by hash and nothing else inline; a lot name made of markup is shown as text and
// nothing of it runs or loads; and a script put into the page anyway is blocked and reported.
// Every browser test fails on a violation (browserSession.ts); this one provokes some and
// takes them (takeViolations).

const POLL = { timeout: 15_000 }

const { openPage, pageAt, takeViolations } = browserPerFile()

/** A lot name an attacker would write: a script to load, and an image whose error handler would run. */
const INJECTED_NAME = '<script src="/injected.js"></script><img src="/x.png" onerror="window.__pwned=1"> OSL-0042'

/**
 * The served page as the browser's own parser reads it: its policy, whether the policy comes
 * before every script and style, and the text of its inline scripts and styles.
 */
function readServedPage(page: Page, html: string) {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'text/html')
    const metas = [...document.querySelectorAll('meta[http-equiv]')].filter(
      (meta) => meta.getAttribute('http-equiv')!.toLowerCase() === 'content-security-policy',
    )
    const blocks = [...document.querySelectorAll('script, style')]
    return {
      policies: metas.map((meta) => meta.getAttribute('content') ?? ''),
      inHead: metas.every((meta) => meta.parentElement === document.head),
      beforeEveryBlock: metas.every((meta) =>
        blocks.every((block) => meta.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING),
      ),
      scripts: blocks
        .filter((block) => block.localName === 'script' && !block.hasAttribute('src'))
        .map((block) => block.textContent ?? ''),
      styles: blocks.filter((block) => block.localName === 'style').map((block) => block.textContent ?? ''),
    }
  }, html)
}

describe('the content security policy of the demo build', () => {
  it.each(['/', '/404.html'])(
    '%s carries it first in its head, allowing exactly its own inline scripts and style by hash',
    async (path) => {
      // The browser's own parser reads it: no need to load the console for that.
      const page = await openPage()
      const answer = await page.request.get(path)
      expect(answer.status()).toBe(200)
      const html = await answer.text()
      const served = await readServedPage(page, html)

      expect(served.policies).toHaveLength(1)
      expect(served.inHead).toBe(true)
      expect(served.beforeEveryBlock).toBe(true)
      // The charset still within the first 1024 bytes, where the browser looks for it.
      const charsetEnd = html.search(/<meta charset="UTF-8" \/>/i) + '<meta charset="UTF-8" />'.length
      expect(Buffer.byteLength(html.slice(0, charsetEnd))).toBeLessThanOrEqual(1024)

      const policy = served.policies[0]!
      expect(policy).not.toMatch(/'unsafe-(inline|eval|hashes)'|'strict-dynamic'|\*/)
      // The colour-mode script, and the early start of the simulated backend's worker.
      expect(served.scripts).toHaveLength(2)
      expect(served.scripts.some((script) => script.includes('Worker)('))).toBe(true)
      expect(served.styles).toHaveLength(1)
      expect(Object.fromEntries(policyDirectives(policy))).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'", ...served.scripts.map(sha256Source)],
        'style-src': ["'self'", ...served.styles.map(sha256Source)],
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
        'img-src': ["'self'", 'data:', TILE_HOST],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      })
    },
  )

  it("shows a lot name made of markup as text, in the list and on the lot's page, and nothing of it runs or loads", async () => {
    // Opened where nothing is asked of the backend (the not-found page), so that the lot is
    // renamed before its list is first loaded.
    const page = await pageAt('/no-such-page')
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })

    const lot = (await getInPage<ParkingLotsResponse>(page, '/api/parking-lots?search=OSL-0042')).parkingLots[0]!
    const { feedback: _feedback, ...fields } = lot
    const saved = await callInPage<ParkingLot>(page, 'PUT', `/api/parking-lots/${lot._id}`, {
      ...fields,
      name: INJECTED_NAME,
    })
    expect(saved.status).toBe(200)
    expect(saved.body.name).toBe(INJECTED_NAME)

    await followLink(page, '/parking-lots?search=OSL-0042')
    const table = page.getByRole('table', { name: 'Parking lots' })
    await expect.poll(() => table.locator('tbody tr').count(), POLL).toBe(1)
    await table.getByText(INJECTED_NAME, { exact: true }).first().waitFor(POLL)

    await table.getByRole('link', { name: /^Detail page of / }).click()
    await page.getByRole('heading', { name: INJECTED_NAME, level: 1 }).waitFor(POLL)
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(INJECTED_NAME)

    expect(await page.locator('main script, main img[onerror]').count()).toBe(0)
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
    expect(requested.filter((path) => path === '/injected.js' || path === '/x.png')).toEqual([])
    expect(dialogs).toEqual([])
  })

  it('blocks an inline script, an event handler attribute, eval and an inline style put into the page, and reports each', async () => {
    const page = await openPage()
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()

    const outcome = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__pwned = "inline script"'
      document.body.append(script)
      const holder = document.createElement('div')
      // An image that fails at once (an empty data: URL, which img-src allows), to fire its handler.
      holder.innerHTML = '<img src="data:," alt="" onerror="window.__pwned = \'event handler\'">'
      document.body.append(holder)
      // In a later task: code that page.evaluate runs itself may eval (DevTools allows it).
      const evaluated = await new Promise<string>((resolve) =>
        setTimeout(() => {
          try {
            new Function('window.__pwned = "eval"')()
            resolve('ran')
          } catch (error) {
            resolve(error instanceof EvalError ? 'EvalError' : String(error))
          }
        }),
      )
      const style = document.createElement('style')
      style.textContent = 'body { outline: 5px solid red }'
      document.head.append(style)
      return { evaluated, outline: getComputedStyle(document.body).outlineStyle }
    })
    expect(outcome).toEqual({ evaluated: 'EvalError', outline: 'none' })

    const violations: Violation[] = []
    const directivesReported = () => {
      violations.push(...takeViolations())
      return violations.map(({ directive }) => directive).sort()
    }
    await expect
      .poll(directivesReported, POLL)
      .toEqual(['script-src', 'script-src-attr', 'script-src-elem', 'style-src-elem'])
    expect(violations.find(({ directive }) => directive === 'script-src')?.blocked).toBe('eval')
    expect(violations.filter(({ directive }) => directive !== 'script-src').map(({ blocked }) => blocked)).toEqual([
      'inline',
      'inline',
      'inline',
    ])
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
  })
})
