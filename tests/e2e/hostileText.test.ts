import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { EVENT_PAGE_SIZE } from '@/api/analytics'
import type { EventPage, FeedbackActivityResponse, ParkingLot, ParkingLotsResponse, SearchEvent } from '@/api/types'
import { HOSTILE_TEXTS } from '@mocks/db/hostileText'
import { isHostile as carriesHostileText, strings } from '../support/hostileText'
import { DESKTOP, PHONE, browserPerFile, getInPage, screenshot } from './browserSession'
import { followLink } from './inPage'
import { resizeTo } from './tableText'

// The hostile scenario (?scenario=hostile, mocks/db/hostileText.ts) in the demo build: the
// screens that show what operators and users wrote (the lots list, a lot's details, Search
// Analytics, Feedback Analytics, Lifecycle Analytics, Share and Deeplink Analytics, User
// Insights) show markup, scripts, right-to-left text, emoji and 200-letter words as text.
// No script runs (each would set window.__pwned, and open an alert), on a phone nothing
// widens the page, and on a desktop a long id leaves a table's figures in view.

const POLL = { timeout: 15_000 }

const { pageAt } = browserPerFile()

/**
 * A page at 375 px (or `viewport`) under the hostile scenario, and with `query`'s other
 * scenario settings, noting every dialog a script would open. It opens on the not-found
 * page, which shows nothing anyone wrote and asks the backend nothing, so that the dialogs
 * are counted before any hostile text shows; `showScreen` moves it in place from there.
 */
async function hostilePage(viewport = PHONE, query = ''): Promise<{ page: Page; dialogs: string[] }> {
  const page = await pageAt(`/no-hostile-text-here?scenario=hostile${query}`, viewport)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return { page, dialogs }
}

/** Moves the page in place to `path`, once `shown` (the new screen's title, or its tab) shows. */
async function showScreen(page: Page, path: string, shown: Locator): Promise<void> {
  await followLink(page, path)
  await shown.waitFor(POLL)
}

const title = (page: Page, name: string) => page.getByRole('heading', { name, level: 1, exact: true })

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
    const { page, dialogs } = await hostilePage()
    await showScreen(page, '/parking-lots?sortBy=name', title(page, 'Parking Lots'))
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
      await showScreen(page, `/parking-lots/${lot._id}`, title(page, lot.name))
      await expectShownAsText(page, text, dialogs)
    }
    await screenshot(page, 'hostile-parking-lot-detail-375.png')
  })

  it("shows hostile search queries, feedback comments, devices, shared lots, link sources and user ids as text on their screens, and keeps User Insights' figures in view at 1440 px beside a 200-character user id", async () => {
    // Under a frozen clock, so that no new event moves a planted row off its page.
    const { page, dialogs } = await hostilePage(PHONE, `&now=${new Date().toISOString()}`)

    // Search Analytics has no user filter: the hostile search is found on the page of the
    // list that shows it.
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
    await showScreen(page, `/analytics/search?page=${listPage}`, title(page, 'Search Analytics'))
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
    await showScreen(
      page,
      `/analytics/feedback?userId=${encodeURIComponent(comment!.userId)}`,
      title(page, 'Feedback Analytics'),
    )
    await expectShownAsText(page, comment!.comment!, dialogs)
    await screenshot(page, 'hostile-feedback-375.png')

    // Each list's first screen holds planted text.
    const firstPage = `page=1&limit=${EVENT_PAGE_SIZE}`
    const screens = [
      {
        path: '/analytics/lifecycle',
        call: `/api/analytics/lifecycle?${firstPage}`,
        name: 'lifecycle',
        shown: title(page, 'Lifecycle Analytics'),
      },
      {
        path: '/analytics/share-deeplink',
        call: `/api/analytics/share?${firstPage}`,
        name: 'share',
        shown: page.getByRole('tab', { name: 'Share Events', selected: true }),
      },
      {
        path: '/analytics/share-deeplink?tab=deeplink',
        call: `/api/analytics/deeplink?${firstPage}`,
        name: 'deeplink',
        shown: page.getByRole('tab', { name: 'Deeplink Events', selected: true }),
      },
      {
        path: '/analytics/user-insights',
        call: '/api/analytics/user-insights',
        name: 'user-insights',
        shown: title(page, 'User Insights'),
      },
    ]
    for (const { path, call, name, shown } of screens) {
      const planted = strings(await getInPage<unknown>(page, call)).find(carriesHostileText)
      expect(planted, `hostile text in ${call}`).toBeDefined()
      await showScreen(page, path, shown)
      await expectShownAsText(page, planted!, dialogs)
      await screenshot(page, `hostile-${name}-375.png`)
    }

    // On a desktop User Insights is a table: its last column stays in view beside the long id.
    await resizeTo(page, DESKTOP.width, DESKTOP.height)
    const table = page.getByRole('main').getByRole('table')
    await table.getByRole('link', { name: /\S{150}/ }).waitFor(POLL)
    const lastColumn = table.getByRole('columnheader').last()
    const box = (await lastColumn.boundingBox())!
    expect(box.x + box.width, `${await lastColumn.innerText()}'s right edge`).toBeLessThanOrEqual(DESKTOP.width)
  })
})
