import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe'
import { PHONE, browserPerFile, screenshot } from './browserSession'
import { chooseColourMode } from './colourMode'
import { followLink } from './inPage'
import { resizeTo } from './tableText'

// The dashboard's trends in the demo build (docs/product.md#analytics-dashboard): a range
// chosen, the nine charts, a day's figure against the Activity Feed that day's drill-down
// opens (by a click on the chart and by keyboard) and against Lifecycle's and the Deeplink
// tab's list of the launches and clicks, Back and a reload keeping the range, and
// axe in both colour modes. The clock is frozen, so the figures cannot grow between the
// chart and the feed.

const FROZEN_CLOCK = `now=${new Date().toISOString()}`
const POLL = { timeout: 15_000 }
const SERIES = [
  'Searches',
  'Navigations',
  'App launches',
  'First launches',
  'Shares',
  'Deeplink clicks',
  'Positive feedback',
  'Negative feedback',
  'Active users',
]

const { pageAt } = browserPerFile()

const trendCard = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const trendsHeading = (page: Page) => page.getByRole('heading', { name: /^Trends, / })
const figure = (text: string) => Number(text.replace(/\D/g, ''))

async function chooseRange(page: Page, label: string): Promise<void> {
  await page.getByLabel('Date range').selectOption({ label })
}

/** A list's total for its filters once its rows have come: as its pagination states it, or its rows on one page. */
async function listTotal(page: Page, table: string): Promise<number> {
  const rows = page.getByRole('table', { name: table, exact: true }).locator('tbody tr')
  await rows.first().waitFor()
  const pager = page.getByRole('navigation', { name: 'Pagination, bottom' })
  return (await pager.count()) > 0 ? figure(await pager.locator('span').first().innerText()) : rows.count()
}

const feedTotal = (page: Page) => listTotal(page, 'Activity feed')

/** A card's 'Show data' table: each day ('Nov 25') with its figure in this period. */
async function dayFigures(card: Locator): Promise<Map<string, number>> {
  await card.getByText('Show data').click()
  const rows = await card.getByRole('table').locator('tbody tr').all()
  const figures = await Promise.all(
    rows.map(
      async (row) =>
        [(await row.locator('th').innerText()).trim(), figure(await row.locator('td').first().innerText())] as const,
    ),
  )
  return new Map(figures)
}

/** '2026-11-25' as the dashboard writes a day: 'Nov 25'. */
const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

function expectFeedOf(page: Page, source: string): string {
  const query = new URL(page.url()).searchParams
  expect(query.get('eventType')).toBe(source)
  expect(query.get('from')).toBe(query.get('to'))
  return query.get('from')!
}

describe('dashboard trends', () => {
  it(
    'Last 30 days: nine charts, a day opens the feed of its source with the same count, Back and a reload keep the range; a custom range on a phone in dark mode: one chart a row, no sideways scroll, axe clean',
    { timeout: 120_000 },
    async () => {
      const page = await pageAt(`/dashboard?${FROZEN_CLOCK}`)
      await trendCard(page, 'Searches').waitFor()
      await chooseRange(page, 'Last 30 days')
      await expect.poll(() => new URL(page.url()).searchParams.get('range'), POLL).toBe('last-30-days')
      await expect.poll(async () => (await trendsHeading(page).innerText()).trim(), POLL).toMatch(/ so far$/)
      const heading = (await trendsHeading(page).innerText()).trim()
      for (const title of SERIES) {
        const chart = trendCard(page, title).getByRole('img')
        await chart.waitFor()
        expect(await chart.getAttribute('aria-label')).toMatch(new RegExp(`^${title}: This period `))
        expect(await trendCard(page, title).innerText()).toMatch(
          /(▲ (up [\d.]+%|new)|▼ down [\d.]+%|= no change 0\.0%) vs /,
        )
      }
      // The table shows 30 days, the last of them today.
      expect(await trendCard(page, 'Shares').locator('table tbody tr').count()).toBe(30)

      // A click on the chart opens the feed of navigations on the day under the pointer, as many as the chart says.
      const navigations = trendCard(page, 'Navigations')
      const figures = await dayFigures(navigations)
      const canvas = navigations.locator('canvas')
      const box = (await canvas.boundingBox())!
      await canvas.click({ position: { x: box.width * 0.75, y: box.height * 0.4 } })
      await page.getByRole('heading', { name: 'Activity Feed', level: 1 }).waitFor()
      const navigationDay = expectFeedOf(page, 'navigation')
      expect(figures.has(shortDay(navigationDay))).toBe(true)
      expect(await feedTotal(page)).toBe(figures.get(shortDay(navigationDay)))
      expect(await page.getByLabel('Date range').inputValue()).toBe('custom')
      expect(await page.getByText(new RegExp(`^${shortDay(navigationDay)}, \\d{4}$`)).count()).toBe(1)

      // Back: the dashboard and its range.
      await page.goBack()
      await trendCard(page, 'Searches').waitFor()
      expect(new URL(page.url()).searchParams.get('range')).toBe('last-30-days')
      expect((await trendsHeading(page).innerText()).trim()).toBe(heading)

      // By keyboard: End is today, one step left yesterday; Enter opens that day's searches.
      const chart = trendCard(page, 'Searches').getByRole('img')
      await chart.focus()
      await page.keyboard.press('End')
      await page.keyboard.press('ArrowLeft')
      const said = await trendCard(page, 'Searches').getByRole('status').innerText()
      const [, day, value, previousDay] = said.match(/^(\w+ \d+): This period ([\d,]+); Previous period \((\w+ \d+)\)/)!
      expect(previousDay).not.toBe(day)
      await page.keyboard.press('Enter')
      await page.getByRole('heading', { name: 'Activity Feed', level: 1 }).waitFor()
      const searchDay = expectFeedOf(page, 'search')
      expect(shortDay(searchDay)).toBe(day)
      expect(await feedTotal(page)).toBe(figure(value!))

      // A reload of the dashboard keeps its range.
      await page.goBack()
      await trendCard(page, 'Searches').waitFor()
      await page.reload()
      await trendCard(page, 'Searches').waitFor()
      expect(await page.getByLabel('Date range').inputValue()).toBe('last-30-days')
      expect((await trendsHeading(page).innerText()).trim()).toBe(heading)

      // A launch or click series' busiest day opens its list of that type, as many as the chart says.
      for (const [title, list, table] of [
        ['App launches', 'App launches in Lifecycle Analytics', 'Lifecycle events'],
        ['Deeplink clicks', 'Deeplink clicks in Share and Deeplink Analytics', 'Deeplink events'],
      ] as const) {
        const card = trendCard(page, title)
        const [day, count] = [...(await dayFigures(card))].reduce((most, each) => (each[1] > most[1] ? each : most))
        await card.getByRole('link', { name: `${day}: ${list}` }).click()
        expect(await listTotal(page, table)).toBe(count)
        await page.goBack()
        await trendCard(page, 'Searches').waitFor()
      }

      expect(await axeViolations(page)).toEqual([])
      await screenshot(page, 'dashboard-trends-1440.png')
      await chooseColourMode(page, 'Dark')
      expect(await axeViolations(page)).toEqual([])
      await screenshot(page, 'dashboard-trends-1440-dark.png')

      // A custom range on a phone in dark mode: one chart a row, no sideways scroll, axe clean.
      await followLink(page, '/dashboard?from=2026-10-01&to=2026-10-14')
      await resizeTo(page, PHONE.width, PHONE.height)
      await expect
        .poll(async () => (await trendsHeading(page).innerText()).trim(), POLL)
        .toBe('Trends, Oct 1 – Oct 14, 2026')
      await trendCard(page, 'Active users').getByRole('img').waitFor()
      expect(await page.getByLabel('Date range').inputValue()).toBe('custom')
      expect((await trendsHeading(page).innerText()).trim()).toBe('Trends, Oct 1 – Oct 14, 2026')
      const [first, second] = await Promise.all(
        ['Searches', 'Navigations'].map(async (title) => (await trendCard(page, title).boundingBox())!),
      )
      expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      expect(await axeViolations(page)).toEqual([])
      await screenshot(page, 'dashboard-trends-375-dark.png')
      await chooseColourMode(page, 'Light')
      expect(await axeViolations(page)).toEqual([])
      await screenshot(page, 'dashboard-trends-375.png')
    },
  )
})
