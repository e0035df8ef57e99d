import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { callAnswered, pageNow } from './inPage'
import type { ListOnScreen } from './lists'

// A list's new rows after a sort, page or filter change, as a person sees them. How soon
// they appear is measured by `npm run bench:interactions`, never asserted by a test.

/** expect.poll waits 1 s by default; a busy two-core machine can take longer. */
const POLL = { timeout: 15_000 }

/**
 * Runs `action` (a sort, page or filter change) and waits until the list's call has answered
 * 200 and the table shows the new page: no longer busy, other rows than before (a filter
 * whose first rows happen to be the same still changes some of the page), all of them.
 */
export async function expectNewRows(page: Page, list: ListOnScreen, action: () => Promise<void>): Promise<void> {
  const table = page.getByRole('table', { name: list.table, exact: true })
  const rowsText = () => table.locator('tbody').textContent()
  const before = await rowsText()
  const since = await pageNow(page)
  await action()
  expect((await callAnswered(page, new RegExp(`^GET ${list.path}(\\?|$)`), since)).status).toBe(200)
  await expect
    .poll(
      async () => ({
        busy: (await table.getAttribute('aria-busy')) === 'true',
        changed: (await rowsText()) !== before,
        rows: await table.locator('tbody tr').count(),
      }),
      POLL,
    )
    .toEqual({ busy: false, changed: true, rows: list.rows })
}

/** Resolves once the table named `name` shows `rows` rows. */
export async function waitForRows(page: Page, name: string, rows: number): Promise<void> {
  const table = page.getByRole('table', { name, exact: true })
  await expect.poll(() => table.locator('tbody tr').count(), POLL).toBe(rows)
}

/** The pager under a list. */
export function pagination(scope: Page | Locator): Locator {
  return scope.getByRole('navigation', { name: 'Pagination, bottom' })
}
