import { describe, expect, it } from 'vitest'
import { LOT_NAMES } from '@/api/lotNames'
import type {
  AuditResponse,
  FeedbackActivityResponse,
  LiveDataControlsResponse,
  Pagination,
  ParkingLot,
  ParkingLotsResponse,
  TrendKey,
  TrendsResponse,
} from '@/api/types'
import { trendDayAmong, trendDayPath } from '@/features/dashboard/trendWords'
import { toRows } from '@/features/live-data/liveRows'
import { createBackend } from '@mocks/backend'
import { backendCaller } from './backendCall'

// Two views of one fact agree, in small seeded worlds through the simulated backend's
// handlers: a trends figure and the list its day opens (docs/product.md#analytics-dashboard),
// and a lot's name on the live-data screen, in the lots list, on its page, in its feedback
// and in the audit log (docs/product.md#live-data-controls).

const SEEDS = [1, 2, 7]
/** Thursday 26 November 2026, 15:00 local time: today counts so far. */
const NOW = new Date(2026, 10, 26, 15, 0).getTime()

const smallBackend = (seed: number) => createBackend({ seed, lots: 30, users: 300, clock: () => NOW })

/**
 * The lists a day opens, by the console's path, and the call each makes: its dates are the
 * call's start and end days; on a screen of tabs, the list is the tab's, its filter under
 * the tab's prefix.
 */
const LIST_CALLS: Record<string, { path: string; rows: 'events' | 'feedback'; tabs?: Record<string, string> }> = {
  '/analytics/activity-feed': { path: '/api/analytics/all-events', rows: 'events' },
  '/analytics/feedback': { path: '/api/analytics/feedback/activity', rows: 'feedback' },
  '/analytics/lifecycle': { path: '/api/analytics/lifecycle', rows: 'events' },
  '/analytics/share-deeplink': {
    path: '/api/analytics/share',
    rows: 'events',
    tabs: { deeplink: '/api/analytics/deeplink' },
  },
}

type ListRow = { userId: string }
type ListAnswer = { pagination: Pagination } & Partial<Record<'events' | 'feedback', ListRow[]>>

/** Where the list holds more than the figure (the card says what, trendDayAmong), the part the figure is. */
const PART_OF_LIST: Partial<Record<TrendKey, (rows: ListRow[]) => number>> = {
  activeUsers: (rows) => new Set(rows.map((row) => row.userId)).size,
}

/** The call a console path makes: the list's path and query (the tab's list, unprefixed; the range as its days). */
function callOf(consolePath: string): { path: string; rows: 'events' | 'feedback'; query: URLSearchParams } {
  const url = new URL(consolePath, 'http://console.test')
  const list = LIST_CALLS[url.pathname]
  if (!list) throw new Error(`A drill-down opens ${url.pathname}, which this test does not know`)
  const tab = url.searchParams.get('tab')
  const path = tab ? list.tabs?.[tab] : list.path
  if (!path) throw new Error(`A drill-down opens the tab ${tab} of ${url.pathname}, which this test does not know`)
  const query = new URLSearchParams()
  for (const [name, value] of url.searchParams) {
    if (name === 'tab') continue
    const unprefixed = tab && name.startsWith(`${tab}.`) ? name.slice(tab.length + 1) : name
    query.set({ from: 'startDate', to: 'endDate' }[unprefixed] ?? unprefixed, value)
  }
  return { path, rows: list.rows, query }
}

describe.each(SEEDS)('a trends day and the list it opens, seed %i', (seed) => {
  const call = backendCaller(smallBackend(seed))

  /** Every row of the list a console path opens, page by page, and the total it answers. */
  async function openList(consolePath: string): Promise<{ total: number; rows: ListRow[] }> {
    const list = callOf(consolePath)
    const { query } = list
    expect(query.get('startDate'), consolePath).toBe(query.get('endDate'))
    query.set('limit', '200')
    const rows: ListRow[] = []
    for (let page = 1; ; page++) {
      query.set('page', String(page))
      const { status, body } = await call<ListAnswer>('GET', `${list.path}?${query.toString()}`)
      expect(status).toBe(200)
      rows.push(...body[list.rows]!)
      if (page >= body.pagination.pages) return { total: body.pagination.total, rows }
    }
  }

  it('each day of each series opens a list of its figure, or says what else the list holds and holds the figure in it', async () => {
    const { body: trends } = await call<TrendsResponse>('GET', '/api/analytics/trends?from=2026-11-20&to=2026-11-26')
    for (const [key, series] of Object.entries(trends.series) as Array<
      [TrendKey, TrendsResponse['series'][TrendKey]]
    >) {
      for (const { date, value } of [...series.previous, ...series.current]) {
        const { total, rows } = await openList(trendDayPath(key, date))
        const part = PART_OF_LIST[key]
        const seen = { key, date, figure: value }
        if (part) {
          expect(trendDayAmong(key), `${key} says what else its list holds`).toBeDefined()
          expect({ ...seen, figure: part(rows) }).toEqual(seen)
        } else {
          expect(trendDayAmong(key), `${key} opens just its figure`).toBeUndefined()
          expect({ ...seen, figure: total }).toEqual(seen)
        }
      }
    }
  })
})

describe.each(SEEDS)("a lot of the live-data lookup and the world's lot, seed %i", (seed) => {
  const call = backendCaller(smallBackend(seed))

  it('is named after the place in the lots list, on its page, in its feedback and in the audit log', async () => {
    const controls = (await call<LiveDataControlsResponse>('GET', '/api/v1/lots/admin/live-data-controls')).body.data
      .controls
    const liveNames = new Map(toRows(controls).map((row) => [row.control.lotId, row.name]))
    const feedback = (await call<FeedbackActivityResponse>('GET', '/api/analytics/feedback/activity?limit=200')).body
      .feedback
    for (const [lotId, friendly] of Object.entries(LOT_NAMES)) {
      expect(liveNames.get(lotId)).toBe(friendly)
      const listed = (await call<ParkingLotsResponse>('GET', `/api/parking-lots?search=${lotId}`)).body.parkingLots
      const lot = listed.find((each) => each.lotId === lotId)!
      expect({ lotId, name: lot.name }).toEqual({ lotId, name: expect.stringContaining(friendly) as string })
      const page = (await call<ParkingLot>('GET', `/api/parking-lots/${lot._id}`)).body
      expect(page.name).toBe(lot.name)
      expect(page.address).toBe(lot.address)
      expect(page.geometry).toEqual(lot.geometry)
      for (const item of feedback.filter((each) => each.parkingLotId === lot._id)) {
        expect(item.parkingLotName).toBe(lot.name)
      }
      expect((await call('POST', `/api/v1/lots/admin/live-data-controls/${lotId}/toggle`)).status).toBe(200)
      const entries = (await call<AuditResponse>('GET', `/api/admin/audit?lotId=${lotId}`)).body.entries
      expect(entries.length).toBeGreaterThan(0)
      for (const entry of entries) expect({ lotId, lotName: entry.lotName }).toEqual({ lotId, lotName: lot.name })
    }
  })
})
