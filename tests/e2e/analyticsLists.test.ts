import { text as streamText } from 'node:stream/consumers'
import Papa from 'papaparse'
import type { Download, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserPerFile, screenshot } from './browserSession'
import { followLink } from './inPage'
import { expectNewRows } from './listRows'
import { EXPLORERS } from './lists'

// The analytics event explorers in the demo build: a filter and a page change on each
// list show the new rows; the same view after a reload; Export CSV of the whole activity
// feed, every row of it. Export with a filter, its file's name and columns are the component
// tests' (eventLists, feedback, activityFeed). Every screen at 1440 and 375 px is
// allRoutes.ts's. How soon the rows and the export come is measured by
// `npm run bench:interactions`.

const POLL = { timeout: 15_000 }
/** The whole activity feed (about 119k rows) pages through the simulated backend: give it room on a busy machine. */
const FEED_EXPORT_TIMEOUT = { timeout: 150_000 }

/**
 * The exports compare the file with the count the list showed before it: on a frozen clock,
 * as on the live one the lists gain the events the clock passes while an export runs, and
 * the file (rightly) holds more rows than the list said.
 */
const FROZEN_CLOCK = `now=${new Date().toISOString()}`

const { pageAt } = browserPerFile()

function table(page: Page, name: string) {
  return page.getByRole('table', { name, exact: true })
}

async function waitForRows(page: Page, name: string, rows: number) {
  await expect.poll(() => table(page, name).locator('tbody tr').count(), POLL).toBe(rows)
}

/** A download's content: streamed from the shared browser, which keeps the file on its side. */
async function downloadedText(download: Download): Promise<string> {
  return streamText(await download.createReadStream())
}

function pagination(scope: Page | Locator) {
  return scope.getByRole('navigation', { name: 'Pagination, bottom' })
}

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

  it(
    'exports the whole activity feed: every row in the file, the progress bar moving',
    { timeout: 180_000 },
    async () => {
      const page = await pageAt(`/analytics/activity-feed?${FROZEN_CLOCK}`)
      await waitForRows(page, 'Activity feed', 50)
      const total = Number((await pagination(page).locator('span').first().innerText()).replace(/\D/g, ''))
      expect(total).toBeGreaterThan(100_000)
      // Every value the progress bar takes, as a person would see it move.
      await page.evaluate(() => {
        const values: number[] = []
        new MutationObserver(() => {
          const now = Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'))
          if (Number.isFinite(now) && now !== values.at(-1)) values.push(now)
        }).observe(document.querySelector('main')!, { subtree: true, childList: true, attributes: true })
        Object.assign(window, { progressValues: values })
      })

      const downloaded = page.waitForEvent('download', FEED_EXPORT_TIMEOUT)
      await page.getByRole('button', { name: 'Export CSV' }).click()
      const download = await downloaded
      const progress = await page.evaluate(() => (window as unknown as { progressValues: number[] }).progressValues)
      const text = await downloadedText(download)
      const records = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data

      expect(records.length - 1).toBe(total)
      expect(new Set(records.slice(1).map((record) => record[0])).size).toBeGreaterThan(1000)
      expect(progress.length).toBeGreaterThan(10)
      expect(progress).toEqual([...progress].sort((a, b) => a - b))
      await page
        .getByText(`Exported ${total.toLocaleString('en-US')} rows to ${download.suggestedFilename()}`)
        .waitFor(POLL)
    },
  )
})
