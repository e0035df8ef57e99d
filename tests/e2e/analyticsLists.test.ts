import { readFile } from 'node:fs/promises'
import Papa from 'papaparse'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, browserPerFile, screenshot } from './browserSession'
import { describeTimings, median, timeNewRows, type TimedList, type Timing } from './listTiming'

// The analytics event explorers in the demo build: a filter and a page change on each
// list, timed from the answer to the new rows; the same view after a reload; Export CSV
// with a filter (every matching row) and of the whole activity feed (timed); and each
// screen at 1440 and 375 px.

/** From a list's answer arriving to its new rows on screen. */
const RESPONSIVE_MS = 100
/** The whole activity feed's export, in the built demo on this machine. */
const FEED_EXPORT_MS = 15_000
const POLL = { timeout: 15_000 }

const { signedInPage } = browserPerFile()

interface Explorer {
  name: string
  route: string
  heading: string
  list: TimedList
  /** The filter a person applies, by its label and the option's label. */
  filter: { label: string; option: string; param: string; value: string }
  /** Where the list's controls are (a tab panel on the share and deeplink screen). */
  scope?: (page: Page) => Locator
}

const EXPLORERS: Explorer[] = [
  {
    name: 'activity-feed',
    route: '/analytics/activity-feed',
    heading: 'Activity Feed',
    list: { table: 'Activity feed', path: '/api/analytics/all-events', rows: 50 },
    filter: { label: 'Event source', option: 'Feedback', param: 'eventType', value: 'feedback' },
  },
  {
    name: 'lifecycle',
    route: '/analytics/lifecycle',
    heading: 'Lifecycle Analytics',
    list: { table: 'Lifecycle events', path: '/api/analytics/lifecycle', rows: 50 },
    filter: { label: 'Event type', option: 'First launch', param: 'eventType', value: 'first_launch' },
  },
  {
    name: 'search',
    route: '/analytics/search',
    heading: 'Search Analytics',
    list: { table: 'Search events', path: '/api/analytics', rows: 50 },
    filter: { label: 'Search type', option: 'Address', param: 'searchType', value: 'address' },
  },
  {
    name: 'navigation',
    route: '/analytics/navigation',
    heading: 'Navigation Analytics',
    list: { table: 'Navigation events', path: '/api/analytics/navigation', rows: 50 },
    filter: { label: 'Navigation app', option: 'Google Maps', param: 'navigationType', value: 'google_maps' },
  },
  {
    name: 'share-deeplink',
    route: '/analytics/share-deeplink?tab=deeplink',
    heading: 'Share and Deeplink Analytics',
    list: { table: 'Deeplink events', path: '/api/analytics/deeplink', rows: 50 },
    filter: { label: 'Event type', option: 'Redirected to web', param: 'deeplink.eventType', value: 'DEEPLINK_REDIRECTED_TO_WEB' },
    scope: (page) => page.getByRole('tabpanel', { name: 'Deeplink Events' }),
  },
  {
    name: 'feedback',
    route: '/analytics/feedback',
    heading: 'Feedback Analytics',
    list: { table: 'Feedback activity', path: '/api/analytics/feedback/activity', rows: 50 },
    filter: { label: 'Feedback type', option: 'Negative (down)', param: 'feedbackType', value: 'down' },
  },
]

function table(page: Page, name: string) {
  return page.getByRole('table', { name, exact: true })
}


async function waitForRows(page: Page, name: string, rows: number) {
  await expect.poll(() => table(page, name).locator('tbody tr').count(), POLL).toBe(rows)
}

function pagination(scope: Page | Locator) {
  return scope.getByRole('navigation', { name: 'Pagination' })
}

describe('analytics event explorers', () => {
  const timings: Record<string, Timing[]> = {}

  it.each(EXPLORERS)('$name: a filter and a page change show the new rows, and a reload shows the same view', async (explorer) => {
    const page = await signedInPage()
    await page.goto(explorer.route)
    await page.getByRole('heading', { name: explorer.heading, level: 1 }).waitFor()
    const scope = explorer.scope?.(page) ?? page
    const { list } = explorer
    await waitForRows(page, list.table, list.rows)
    await screenshot(page, `analytics-${explorer.name}-1440.png`, { fullPage: false })

    const times: Timing[] = []
    times.push(
      await timeNewRows(page, list, async () => {
        await scope.getByLabel(explorer.filter.label).selectOption({ label: explorer.filter.option })
      }),
    )
    expect(new URL(page.url()).searchParams.get(explorer.filter.param)).toBe(explorer.filter.value)
    for (let i = 0; i < 4; i++) times.push(await timeNewRows(page, list, () => pagination(scope).getByRole('button', { name: 'Next' }).click()))
    timings[explorer.name] = times

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
  })

  it(`each list shows its new rows within ${RESPONSIVE_MS} ms of the answer`, () => {
    const lines = Object.entries(timings).map(([name, times]) => `  ${name}: ${describeTimings(times)}`)
    console.log(`From a list's answer to its new rows (one filter change, four page changes):\n${lines.join('\n')}`)
    expect(Object.keys(timings)).toEqual(EXPLORERS.map((explorer) => explorer.name))
    for (const [name, times] of Object.entries(timings)) expect(median(times, 'paint'), name).toBeLessThan(RESPONSIVE_MS)
  })

  it('exports every search event of one type: the file has as many rows as the list says', async () => {
    const page = await signedInPage()
    await page.goto('/analytics/search?searchType=address&limit=25')
    await waitForRows(page, 'Search events', 25)
    const total = Number((await pagination(page).locator('span').first().innerText()).replace(/\D/g, ''))
    expect(total).toBeGreaterThan(1000)

    const downloaded = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloaded
    expect(download.suggestedFilename()).toMatch(/^search-events-address-\d{4}-\d\d-\d\d\.csv$/)
    const text = await readFile((await download.path())!, 'utf8')
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    expect(lines[0]).toBe('Time,Type,Query,Ranking,Device,App version,User')
    // Seeded queries hold no line breaks, so a line is a row.
    expect(lines.length - 1).toBe(total)
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'address')).toBe(true)
    await page.getByText(`Exported ${total.toLocaleString('en-US')} rows to ${download.suggestedFilename()}`).waitFor()
  })

  it(`exports the whole activity feed within ${FEED_EXPORT_MS / 1000} s, the progress bar moving`, async () => {
    const page = await signedInPage()
    await page.goto('/analytics/activity-feed')
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

    const downloaded = page.waitForEvent('download', { timeout: 60_000 })
    const started = Date.now()
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloaded
    const elapsed = Date.now() - started
    const progress = await page.evaluate(() => (window as unknown as { progressValues: number[] }).progressValues)
    const text = await readFile((await download.path())!, 'utf8')
    const records = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data
    console.log(`Export of the whole activity feed: ${total.toLocaleString('en-US')} rows in ${(elapsed / 1000).toFixed(1)} s (${(text.length / 1e6).toFixed(1)} MB); the progress bar took ${progress.length} values`)

    expect(records.length - 1).toBe(total)
    expect(new Set(records.slice(1).map((record) => record[0])).size).toBeGreaterThan(1000)
    expect(progress.length).toBeGreaterThan(10)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(elapsed).toBeLessThan(FEED_EXPORT_MS)
  })

  it('every explorer on a 375 px phone: the table scrolls in its box, the page never sideways', async () => {
    const page = await signedInPage(PHONE)
    for (const explorer of EXPLORERS) {
      await page.goto(explorer.route)
      await waitForRows(page, explorer.list.table, explorer.list.rows)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), explorer.name).toBeLessThanOrEqual(PHONE.width)
      await screenshot(page, `analytics-${explorer.name}-375.png`, { fullPage: false })
    }
  })
})
