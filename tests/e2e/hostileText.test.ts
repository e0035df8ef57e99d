import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { EVENT_PAGE_SIZE } from '@/api/analytics'
import type { EventPage, FeedbackActivityResponse, ParkingLot, ParkingLotsResponse, SearchEvent } from '@/api/types'
import { HOSTILE_TEXTS } from '@mocks/db/hostileText'
import { isHostile as carriesHostileText, strings } from '../support/hostileText'
import { DESKTOP, PHONE, browserPerFile, getInPage, screenshot } from './browserSession'

// The hostile scenario (?scenario=hostile, mocks/db/hostileText.ts) in the demo build: the
// screens that show what operators and users wrote (the lots list, a lot's details, Search
// Analytics, Feedback Analytics, Lifecycle Analytics, Share and Deeplink Analytics, User
// Insights) show markup, scripts, right-to-left text, emoji and 200-letter words as text.
// No script runs (each would set window.__pwned, and open an alert), on a phone nothing
// widens the page, and on a desktop a long id leaves a table's figures in view.

const POLL = { timeout: 15_000 }

const { openPage } = browserPerFile()

/** A page at 375 px signed in at `path` under the hostile scenario, noting every dialog a script would open. */
async function hostilePage(path: string, viewport = PHONE): Promise<{ page: Page; dialogs: string[] }> {
  const page = await openPage(viewport)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}scenario=hostile`)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // Signed in once the form has gone (the login screen has a heading too).
  await page.getByLabel('Password', { exact: true }).waitFor({ state: 'detached', ...POLL })
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor(POLL)
  return { page, dialogs }
}

/** What the page shows `text` as: text, in one piece, and nothing made of it or run. */
async function expectShownAsText(page: Page, text: string, dialogs: string[]): Promise<void> {
  await page.getByRole('main').getByText(text, { exact: false }).first().waitFor(POLL)
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
  expect(await page.locator('main img[src="x"], main svg[onload], main script, main b').count()).toBe(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
}

const isHostile = (text: string | null | undefined) => (HOSTILE_TEXTS as readonly string[]).includes(text ?? '')

describe('the hostile scenario', () => {
  it('shows hostile lot names, addresses and notes as text in the list and on the detail pages', async () => {
    const { page, dialogs } = await hostilePage('/parking-lots?sortBy=name')
    // '<' sorts before every letter: the marked-up names come first.
    const first = (await getInPage<ParkingLotsResponse>(page, '/api/parking-lots?sortBy=name&limit=1')).parkingLots[0]!
    expect(first.name).toMatch(/^<b>.*<\/b> & "Sons" <!-- OSL-\d{4} -->$/)
    await expectShownAsText(page, first.name, dialogs)
    await screenshot(page, 'hostile-parking-lots-375.png')

    const lots: ParkingLot[] = []
    for (let number = 1; ; number++) {
      const answer = await getInPage<ParkingLotsResponse>(page, `/api/parking-lots?page=${number}&limit=200`)
      lots.push(...answer.parkingLots)
      if (!answer.pagination.hasNext) break
    }
    const planted = (test: (lot: ParkingLot) => string | null | undefined) => {
      const lot = lots.find((item) => test(item))
      expect(lot, 'a lot with that hostile text').toBeDefined()
      return { lot: lot!, text: test(lot!)! }
    }
    const kinds = [
      planted((lot) => (lot.notes?.startsWith('<script>') ? lot.notes : null)),
      planted((lot) => (lot.restriction_description?.startsWith('<img') ? lot.restriction_description : null)),
      planted((lot) => (lot.address?.includes('<svg') ? lot.address : null)),
      planted((lot) => (/[\u0600-\u06ff]/.test(lot.address ?? '') ? lot.address : null)),
      planted((lot) => (lot.notes?.includes('\u200d') ? lot.notes : null)),
      planted((lot) => (/\S{200}/.test(lot.name) ? lot.name : null)),
    ]
    for (const { lot, text } of kinds) {
      await page.goto(`/parking-lots/${lot._id}`)
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor(POLL)
      await expectShownAsText(page, text, dialogs)
    }
    await screenshot(page, 'hostile-parking-lot-detail-375.png')
  })

  it('shows hostile search queries and feedback comments as text', async () => {
    // Search Analytics has no user filter: the hostile search is found on the page of the
    // list that shows it, under a frozen clock, so that no new search moves it to the next.
    const { page, dialogs } = await hostilePage(`/analytics/search?now=${new Date().toISOString()}`)
    let search: SearchEvent | undefined
    let listPage = 0
    while (!search) {
      listPage++
      const answer = await getInPage<EventPage<SearchEvent>>(
        page,
        `/api/analytics?limit=${EVENT_PAGE_SIZE}&page=${listPage}`,
      )
      search = answer.events.find((event) => isHostile(event.searchQuery))
      if (answer.events.length < EVENT_PAGE_SIZE) break
    }
    expect(search, 'a hostile search').toBeDefined()
    await page.goto(`/analytics/search?page=${listPage}`)
    await expectShownAsText(page, search!.searchQuery, dialogs)
    await screenshot(page, 'hostile-search-375.png')

    let comment: { userId: string; comment?: string } | undefined
    for (let number = 1; !comment; number++) {
      const answer = await getInPage<FeedbackActivityResponse>(
        page,
        `/api/analytics/feedback/activity?page=${number}&limit=200`,
      )
      comment = answer.feedback.find((item) => isHostile(item.comment))
      if (!answer.pagination.hasNext) break
    }
    expect(comment, 'a hostile feedback comment').toBeDefined()
    await page.goto(`/analytics/feedback?userId=${encodeURIComponent(comment!.userId)}`)
    await expectShownAsText(page, comment!.comment!, dialogs)
    await screenshot(page, 'hostile-feedback-375.png')
  })

  it('shows hostile devices, shared lots, link sources and user ids as text on their first screen', async () => {
    // Under a frozen clock, so that no new event moves the planted row off the first page.
    const { page, dialogs } = await hostilePage(`/analytics/lifecycle?now=${new Date().toISOString()}`)
    const firstPage = `page=1&limit=${EVENT_PAGE_SIZE}`
    const screens = [
      { path: '/analytics/lifecycle', call: `/api/analytics/lifecycle?${firstPage}`, name: 'lifecycle' },
      { path: '/analytics/share-deeplink', call: `/api/analytics/share?${firstPage}`, name: 'share' },
      {
        path: '/analytics/share-deeplink?tab=deeplink',
        call: `/api/analytics/deeplink?${firstPage}`,
        name: 'deeplink',
      },
      { path: '/analytics/user-insights', call: '/api/analytics/user-insights', name: 'user-insights' },
    ]
    for (const { path, call, name } of screens) {
      const planted = strings(await getInPage<unknown>(page, call)).find(carriesHostileText)
      expect(planted, `hostile text in ${call}`).toBeDefined()
      await page.goto(path)
      await expectShownAsText(page, planted!, dialogs)
      await screenshot(page, `hostile-${name}-375.png`)
    }
  })

  it("keeps User Insights' figures in view at 1440 px beside a client's 200-character user id", async () => {
    const { page } = await hostilePage('/analytics/user-insights', DESKTOP)
    const table = page.getByRole('main').getByRole('table')
    await table.getByRole('link', { name: /\S{150}/ }).waitFor(POLL)
    const lastColumn = table.getByRole('columnheader').last()
    const box = (await lastColumn.boundingBox())!
    expect(box.x + box.width, `${await lastColumn.innerText()}'s right edge`).toBeLessThanOrEqual(DESKTOP.width)
  })
})
