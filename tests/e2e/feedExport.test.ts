import { text as streamText } from 'node:stream/consumers'
import Papa from 'papaparse'
import type { Download } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browserSession'
import { pagination, waitForRows } from './listRows'

// Export CSV of the whole activity feed in the demo build: every row in the file, as a real
// download, the progress bar moving. Export with a filter, its file's name and columns are
// the component tests' (eventLists, feedback, activityFeed). How soon the export ends is
// measured by `npm run bench:interactions`.

const POLL = { timeout: 15_000 }
/** The whole activity feed (about 119k rows) pages through the simulated backend: give it room on a busy machine. */
const FEED_EXPORT_TIMEOUT = { timeout: 150_000 }

/**
 * The export is compared with the count the list showed before it: on a frozen clock, as on
 * the live one the list gains the events the clock passes while an export runs, and the
 * file (rightly) holds more rows than the list said.
 */
const FROZEN_CLOCK = `now=${new Date().toISOString()}`

const { pageAt } = browserPerFile()

/** A download's content: streamed from the shared browser, which keeps the file on its side. */
async function downloadedText(download: Download): Promise<string> {
  return streamText(await download.createReadStream())
}

describe('activity feed export', () => {
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
