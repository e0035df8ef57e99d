import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { OPENAPI_DOCUMENT } from '../../apiReference'

// The API reference (apiReference.ts) as a backend developer reads it, for the tests of the
// demo build (apiReference.test.ts) and of a sub-path build (subPath.test.ts). What it must
// show is read from the committed contracts/openapi.json, whichever version that is: its
// title and its list call of parking lots, which every version has.

/** The path of the operation the tests look for. */
export const LOTS_PATH = '/api/parking-lots'

/** The committed document's title and the summary of `GET /api/parking-lots`, as the reference shows them. */
export function committedDocument(): { title: string; lotsSummary: string } {
  const document = JSON.parse(readFileSync(OPENAPI_DOCUMENT, 'utf8')) as {
    info: { title: string }
    paths: Record<string, { get?: { summary?: string } }>
  }
  const lotsSummary = document.paths[LOTS_PATH]?.get?.summary
  if (!lotsSummary) throw new Error(`contracts/openapi.json has no summary for GET ${LOTS_PATH}`)
  return { title: document.info.title, lotsSummary }
}

/**
 * Refuses, and lists, every request the page's profile sends to a host other than
 * 127.0.0.1, where the tests serve the build: the reference must need none. A refused
 * request is also a console error, which fails the test by itself (browserSession.ts).
 */
export async function refuseOutsideRequests(page: Page): Promise<string[]> {
  const outside: string[] = []
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      outside.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  return outside
}

/** Resolves once the reference shows the document's title, as its first page does. */
export async function waitForReference(page: Page): Promise<void> {
  const { title } = committedDocument()
  // Redoc's heading is the title and the version: "Parking API (0.1.0)".
  await page.getByRole('heading', { level: 1, name: title }).filter({ visible: true }).first().waitFor()
}

/**
 * Opens `GET /api/parking-lots` as a person finds it, whatever pages the document's tags
 * and description make: its path typed into Redoc's search (in the sidebar, which a phone
 * opens from its menu first), its result chosen. Resolves once the operation's page shows
 * its summary as its title and its path.
 */
export async function openLotsOperation(page: Page): Promise<void> {
  const { lotsSummary } = committedDocument()
  await page
    .getByText(/^Search/)
    .filter({ visible: true })
    .first()
    .click()
  await page.getByPlaceholder('Search docs...').fill(LOTS_PATH)
  await page.getByRole('link').filter({ hasText: lotsSummary }).filter({ visible: true }).first().click()
  await page.getByRole('heading', { level: 2, name: lotsSummary }).waitFor()
  await lotsPath(page).waitFor()
}

/** The path of `GET /api/parking-lots`, beside its method, on the operation's page. */
export function lotsPath(page: Page) {
  return page.getByText(LOTS_PATH, { exact: true }).filter({ visible: true }).first()
}
