import { text as streamText } from 'node:stream/consumers'
import Papa from 'papaparse'
import type { Download, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserPerFile, screenshot } from './browserSession'
import { expectNewRows } from './listRows'
import { EXPLORERS } from './lists'

// The analytics event explorers in the demo build: a filter and a page change on each
// list show the new rows; the same view after a reload; Export CSV with a filter (every
// matching row) and of the whole activity feed. Every screen at 1440 and 375 px is
// allRoutes.test.ts's. How soon the rows and the export come is measured by
// `npm run bench:interactions`.

const POLL = { timeout: 15_000 }
/** The whole activity feed (about 119k rows) pages through the simulated backend: give it room on a busy machine. */
const FEED_EXPORT_TIMEOUT = { timeout: 150_000 }

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
  it.each(EXPLORERS)(
    '$name: a filter and a page change show the new rows, and a reload shows the same view',
    async (explorer) => {
      const page = await pageAt(explorer.route)
      await page.getByRole('heading', { name: explorer.heading, level: 1 }).waitFor()
      const scope = explorer.scope?.(page) ?? page
      const { list } = explorer
      await waitForRows(page, list.table, list.rows)
      await screenshot(page, `analytics-${explorer.name}-1440.png`, { fullPage: false })

      await expectNewRows(page, list, async () => {
        await scope.getByLabel(explorer.filter.label).selectOption({ label: explorer.filter.option })
      })
      expect(new URL(page.url()).searchParams.get(explorer.filter.param)).toBe(explorer.filter.value)
      for (let i = 0; i < 4; i++)
        await expectNewRows(page, list, () => pagination(scope).getByRole('button', { name: 'Next' }).click())

      const shown = { url: page.url(), pages: await pagination(scope).innerText() }
      expect(shown.pages).toContain('Page 5 of')

      await page.reload()
      await waitForRows(page, list.table, list.rows)
      expect(page.url()).toBe(shown.url)
      // The same view, not necessarily the same rows: a reload starts the in-page backend
      // anchored to that moment, so the newest events (and every page after them) may move.
      expect(await pagination(scope).innerText()).toContain('Page 5 of')
      expect(await scope.getByLabel(explorer.filter.label).inputValue()).toBe(explorer.filter.value)
      await screenshot(page, `analytics-${explorer.name}-filtered-1440.png`, { fullPage: false })
    },
  )

  it('exports every search event of one type: the file has as many rows as the list says', async () => {
    const page = await pageAt('/analytics/search?searchType=address&limit=25')
    await waitForRows(page, 'Search events', 25)
    const total = Number((await pagination(page).locator('span').first().innerText()).replace(/\D/g, ''))
    expect(total).toBeGreaterThan(1000)

    const downloaded = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloaded
    // The name says the filter applied; the values are the screen's words.
    expect(download.suggestedFilename()).toMatch(/^search-events-type-address-\d{4}-\d\d-\d\d\.csv$/)
    const text = await downloadedText(download)
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('Time,Type,Query,Ranking,Device,App version,User')
    // Seeded queries hold no line breaks, so a line is a row.
    expect(lines.length - 1).toBe(total)
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'Address')).toBe(true)
    await page.getByText(`Exported ${total.toLocaleString('en-US')} rows to ${download.suggestedFilename()}`).waitFor()
  })

  it("exports the negative feedback: the file is named after the filter, its type reads 'Negative', not down", async () => {
    const page = await pageAt('/analytics/feedback?feedbackType=down&limit=25')
    await waitForRows(page, 'Feedback activity', 25)
    const total = Number((await pagination(page).locator('span').first().innerText()).replace(/\D/g, ''))

    const downloaded = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloaded
    // The filter as the screen words it ('Negative (down)').
    expect(download.suggestedFilename()).toMatch(/^feedback-type-negative-down-\d{4}-\d\d-\d\d\.csv$/)
    const text = (await downloadedText(download)).replace(/^\uFEFF/, '')
    const [header, ...records] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data
    expect(header).toEqual(['Timestamp', 'User ID', 'Type', 'Parking lot', 'Address', 'Comment'])
    expect(records).toHaveLength(total)
    expect(new Set(records.map((record) => record[2]))).toEqual(new Set(['Negative']))
  })

  it(
    'exports the whole activity feed: every row in the file, the progress bar moving',
    { timeout: 180_000 },
    async () => {
      const page = await pageAt('/analytics/activity-feed')
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
