import { describe, expect, it } from 'vitest'
import { browserPerFile, screenshot } from './browserSession'
import { followLink } from './inPage'
import { expectNewRows, pagination, waitForRows } from './listRows'
import { EXPLORERS } from './lists'

// The analytics event explorers in the demo build: a filter and a page change on each
// list show the new rows; the same view after a reload. The export of the whole feed is
// feedExport.test.ts's; every screen at 1440 and 375 px is allRoutes.ts's. How soon the
// rows come is measured by `npm run bench:interactions`.

const { pageAt } = browserPerFile()

describe('analytics event explorers', () => {
  it(
    'each explorer: a filter and a page change show the new rows, and a reload shows the same view',
    { timeout: 180_000 },
    async () => {
      // One page walks the six lists, moving in place from one to the next as a link does.
      const page = await pageAt(EXPLORERS[0]!.route)
      for (const explorer of EXPLORERS) {
        await followLink(page, explorer.route)
        await page.getByRole('heading', { name: explorer.heading, level: 1 }).waitFor()
        const scope = explorer.scope?.(page) ?? page
        const { list } = explorer
        await waitForRows(page, list.table, list.rows)
        await screenshot(page, `analytics-${explorer.name}-1440.png`, { fullPage: false })

        await expectNewRows(page, list, async () => {
          await scope.getByLabel(explorer.filter.label).selectOption({ label: explorer.filter.option })
        })
        expect(new URL(page.url()).searchParams.get(explorer.filter.param), explorer.name).toBe(explorer.filter.value)
        for (let i = 0; i < 4; i++)
          await expectNewRows(page, list, () => pagination(scope).getByRole('button', { name: 'Next' }).click())

        const shown = { url: page.url(), pages: await pagination(scope).innerText() }
        expect(shown.pages, explorer.name).toContain('Page 5 of')

        await page.reload()
        await waitForRows(page, list.table, list.rows)
        expect(page.url(), explorer.name).toBe(shown.url)
        // The same view, not necessarily the same rows: a reload starts the in-page backend
        // anchored to that moment, so the newest events (and every page after them) may move.
        expect(await pagination(scope).innerText(), explorer.name).toContain('Page 5 of')
        expect(await scope.getByLabel(explorer.filter.label).inputValue(), explorer.name).toBe(explorer.filter.value)
        await screenshot(page, `analytics-${explorer.name}-filtered-1440.png`, { fullPage: false })
      }
    },
  )
})
