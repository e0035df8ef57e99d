import type { Page } from 'playwright-core'
import type { ListOnScreen } from '../e2e/lists'

// The interactions bench's clocks, each read inside the page (performance.now, a
// MutationObserver, then the next frame), so the browser's own timings are measured and
// not playwright's round trips. They moved here from the browser tests, which assert what a
// person sees and no time.
//
// tsx (esbuild's keepNames) wraps named functions in __name(...), also in the functions
// handed to page.evaluate: interactions.ts gives each page an __name (IN_PAGE_NAME).

/** For the pages of a bench run under tsx: the helper named functions are wrapped in. */
export const IN_PAGE_NAME = { content: 'globalThis.__name = (target) => target' }

/** The ms of one list change: from the answer's last byte (resource timing) to each point. */
export interface ListTiming {
  /** React's commit of the new page's first rows. */
  commit: number
  /** The frame showing them. */
  paint: number
  /** The frame showing all of the page's rows. */
  whole: number
}

interface PageTimes {
  responseEnd: number
  committed: number
  painted: number
  whole: number
}

/**
 * Runs `action` (a sort, page or filter change) and times, inside the page, the list's
 * answer against the new page appearing: its first row (a MutationObserver, then the next
 * frame), and then all of its rows.
 */
export async function timeNewRows(page: Page, list: ListOnScreen, action: () => Promise<void>): Promise<ListTiming> {
  await page.evaluate(({ table: label, path, rows }) => {
    const table = () => document.querySelector<HTMLTableElement>(`table[aria-label="${label}"]`)
    const body = () => table()?.tBodies[0]
    // The rows' text: a new page or filter changes it (a filter whose first rows happen to
    // be the same as before still changes some of the page).
    const rowsText = () => body()?.textContent
    const before = rowsText()
    const start = performance.now()
    const afterNextFrame = () =>
      new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))))
    const rendered = new Promise<PageTimes>((resolve) => {
      let committed: number | undefined
      let painted: Promise<number> | undefined
      const observer = new MutationObserver(() => {
        if (table()?.getAttribute('aria-busy') === 'true' || rowsText() === before) return
        if (committed === undefined) {
          committed = performance.now()
          painted = afterNextFrame()
        }
        if (body()!.rows.length < rows) return
        observer.disconnect()
        void Promise.all([painted!, afterNextFrame()]).then(([paintedAt, wholeAt]) => {
          const answer = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= start && new URL(entry.name).pathname === path)
            .at(-1) as PerformanceResourceTiming | undefined
          resolve({
            responseEnd: answer?.responseEnd ?? Number.NaN,
            committed: committed!,
            painted: paintedAt,
            whole: wholeAt,
          })
        })
      })
      observer.observe(document.querySelector('main')!, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      })
    })
    Object.assign(window, { listRendered: rendered })
  }, list)
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === list.path)
  await action()
  const status = (await answered).status()
  if (status !== 200) throw new Error(`${list.path} answered ${status}`)
  const times = await page.evaluate(() => (window as unknown as { listRendered: Promise<PageTimes> }).listRendered)
  if (Number.isNaN(times.responseEnd)) throw new Error(`${list.path} is not in the page's resource timings`)
  const since = (at: number) => Math.round(at - times.responseEnd)
  return { commit: since(times.committed), paint: since(times.painted), whole: since(times.whole) }
}

/**
 * Clicks the sidebar link and times, inside the page, the click against the frame that
 * first shows a figure of the new screen (a stat card's value).
 */
export async function timeToFirstFigure(page: Page, link: string): Promise<number> {
  await page.evaluate(() => {
    const shown = new Promise<number>((resolve) => {
      let clickedAt: number | undefined
      document.addEventListener('click', () => (clickedAt ??= performance.now()), { capture: true, once: true })
      const observer = new MutationObserver(() => {
        const figure = document.querySelector('main [data-testid="stat-value"]')
        if (clickedAt === undefined || !figure?.textContent) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt!)))
      })
      observer.observe(document.querySelector('main')!, { subtree: true, childList: true, characterData: true })
    })
    Object.assign(window, { firstFigure: shown })
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click()
  return Math.round(await page.evaluate(() => (window as unknown as { firstFigure: Promise<number> }).firstFigure))
}

/** Whether the code of the screens named has arrived (the console fetches it in idle time, app/lazyScreen.ts). */
export function screenCodeFetched(page: Page, screens: readonly string[]): Promise<boolean> {
  return page.evaluate((names) => {
    const fetched = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
    return names.every((name) => fetched.some((entry) => entry.name.includes(`/assets/${name}-`)))
  }, screens)
}

/**
 * Runs `action` and times, inside the page, the input event it causes against the frame
 * that shows the table's rows changed (a MutationObserver, then the next frame): for a
 * table that sorts, filters and pages in the page, without a call.
 */
export async function timeTableChange(page: Page, table: string, action: () => Promise<void>): Promise<number> {
  await page.evaluate((label) => {
    const body = () => document.querySelector(`table[aria-label="${label}"] tbody`)
    const before = body()?.textContent
    const shown = new Promise<number>((resolve) => {
      let startedAt: number | undefined
      const start = () => (startedAt ??= performance.now())
      for (const type of ['click', 'change', 'keydown'])
        document.addEventListener(type, start, { capture: true, once: true })
      const observer = new MutationObserver(() => {
        if (startedAt === undefined || body()?.textContent === before) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - startedAt!)))
      })
      observer.observe(document.querySelector('main')!, { subtree: true, childList: true, characterData: true })
    })
    Object.assign(window, { tableShown: shown })
  }, table)
  await action()
  return Math.round(await page.evaluate(() => (window as unknown as { tableShown: Promise<number> }).tableShown))
}
