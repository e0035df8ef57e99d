import type { Page } from 'playwright-core'
import { expect } from 'vitest'

// How fast a list shows its new rows once the server's answer has arrived: the budget of
// every list (100 ms), measured inside the page from the answer's last byte (resource
// timing) to the frame that shows the new rows.

export interface Timing {
  /** ms from the answer's last byte to React's commit of the new page's first rows. */
  commit: number
  /** ms from the answer's last byte to the frame showing them. */
  paint: number
  /** ms from the answer's last byte to the frame showing all of the page's rows. */
  whole: number
}

interface PageTimes {
  responseEnd: number
  committed: number
  painted: number
  whole: number
}

export interface TimedList {
  /** The table's accessible name (its aria-label). */
  table: string
  /** The path of the list's call. */
  path: string
  /** Rows the new page has when it is whole. */
  rows: number
}

/**
 * Runs `action` (a sort, page or filter change) and times, inside the page, the list's
 * answer against the new page appearing: its first row (a MutationObserver, then the next
 * frame), and then all of its rows.
 */
export async function timeNewRows(page: Page, list: TimedList, action: () => Promise<void>): Promise<Timing> {
  await page.evaluate(({ table: label, path, rows }) => {
    const table = () => document.querySelector<HTMLTableElement>(`table[aria-label="${label}"]`)
    const body = () => table()?.tBodies[0]
    // The rows' text: a new page or filter changes it (a filter whose first rows happen to
    // be the same as before still changes some of the page).
    const rowsText = () => body()?.textContent
    const before = rowsText()
    const start = performance.now()
    const afterNextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))))
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
          resolve({ responseEnd: answer?.responseEnd ?? Number.NaN, committed: committed!, painted: paintedAt, whole: wholeAt })
        })
      })
      observer.observe(document.querySelector('main')!, { subtree: true, childList: true, characterData: true, attributes: true })
    })
    Object.assign(window, { listRendered: rendered })
  }, list)
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === list.path)
  await action()
  expect((await answered).status()).toBe(200)
  const times = await page.evaluate(() => (window as unknown as { listRendered: Promise<PageTimes> }).listRendered)
  expect(times.responseEnd, 'the list call in the resource timings').not.toBeNaN()
  const since = (at: number) => Math.round(at - times.responseEnd)
  return { commit: since(times.committed), paint: since(times.painted), whole: since(times.whole) }
}

/** The median of one measure: one slow frame on a busy two-core machine is not the list. */
export function median(timings: Timing[], key: keyof Timing): number {
  const sorted = timings.map((timing) => timing[key]).sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** 'commit 12/9/15 ms (median 12), paint …, whole …' */
export function describeTimings(timings: Timing[]): string {
  return (['commit', 'paint', 'whole'] as const)
    .map((key) => `${key} ${timings.map((timing) => timing[key]).join('/')} ms (median ${median(timings, key)})`)
    .join(', ')
}
