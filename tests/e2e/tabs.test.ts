import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createRandom } from '@mocks/db/random'
import type { AuditResponse, ParkingLot, ParkingLotsResponse } from '@/api/types'
import { browserPerFile, callInPage as call, getInPage } from './browserSession'
import { seededLot } from './seededLots'

// Several tabs of one browser share one simulated backend (docs/decisions/0008): a write in
// one tab is what every other tab reads next and shows without a reload, the editor's
// conflict check sees another tab's save, and no acknowledged write of any tab is lost,
// whichever tab closes while another writes.

const POLL = { timeout: 15_000 }
/** Lots written in turn from the tabs; the first page's lots with a place, which a save needs. */
const LOTS = 3
const ROUNDS = 20
/** The round in which the oldest tab, whose page stores the backend's changes, closes with its save in flight. */
const WRITER_CLOSES = 3
/** Each tab closed makes a page load for the next, several seconds on a busy two-core machine. */
const TIMEOUT = 240_000

const { pageAt, openTab } = browserPerFile()

async function lotsWithAPlace(page: Page, count: number): Promise<ParkingLot[]> {
  const { parkingLots } = await getInPage<ParkingLotsResponse>(page, '/api/parking-lots?limit=20')
  return parkingLots.filter((lot) => lot.geometry).slice(0, count)
}

/** A lot as the editor sends it back, with `spaces`. */
function withSpaces({ feedback: _feedback, ...lot }: ParkingLot, spaces: number): ParkingLot {
  return { ...lot, spaces }
}

describe('tabs of one browser', () => {
  it("show another tab's save on an open screen, and the editor's conflict check sees it", async () => {
    const lot = seededLot(
      'lot with a place and a space count',
      (candidate) => !!candidate.geometry && typeof candidate.spaces === 'number',
    )
    const first = await pageAt(`/parking-lots/${lot._id}`)
    await first.getByRole('heading', { name: lot.name, level: 1 }).waitFor(POLL)
    await first.getByRole('button', { name: 'Edit', exact: true }).click()
    const dialog = first.getByRole('dialog', { name: lot.name })
    await dialog.getByRole('textbox', { name: 'Spaces', exact: true }).fill(String(lot.spaces! + 1))

    const second = await openTab(first, '/parking-lots')
    const renamed = { ...withSpaces(lot, lot.spaces! + 5), name: `${lot.name} (renamed in another tab)` }
    expect((await call(second, 'PUT', `/api/parking-lots/${lot._id}`, renamed)).status).toBe(200)

    // The first tab's page shows it without a reload; its editor, opened before, finds the conflict.
    await first.getByText(`Spaces: ${lot.spaces! + 5}`, { exact: true }).waitFor(POLL)
    await dialog.getByRole('button', { name: /^Save/ }).click()
    await dialog.getByText('This lot was changed by someone else since you opened it').waitFor(POLL)
    await call(second, 'POST', '/__mock/reset')
  })

  it(
    'keep every acknowledged write of two tabs writing in turn, whichever closes, with one audit entry each',
    async () => {
      const seed = Date.now() % 100_000
      const random = createRandom(seed)
      const tabs = [await pageAt('/parking-lots')]
      tabs.push(await openTab(tabs[0]!, '/audit-log'))
      const lots = await lotsWithAPlace(tabs[0]!, LOTS)
      /** Each lot's spaces as its last acknowledged save left them, then those of saves whose tab closed mid-way. */
      const possible = new Map<string, number[]>()
      let saves = 0
      let closed = 0

      for (let round = 0; round < ROUNDS; round++) {
        const writerCloses = round === WRITER_CLOSES
        const tab = writerCloses ? 0 : random.int(0, tabs.length - 1)
        const lot = lots[random.int(0, lots.length - 1)]!
        const spaces = random.int(1, 9000)
        const saved = call(tabs[tab]!, 'PUT', `/api/parking-lots/${lot._id}`, withSpaces(lot, spaces))
        if (writerCloses || random.chance(0.2)) {
          // The tab closes with its save in flight, and another opens: the save may or may not
          // have been stored, and either way the other tabs go on writing.
          const gone = tabs.splice(tab, 1)[0]!
          possible.get(lot._id)?.push(spaces)
          await Promise.all([saved.catch(() => null), gone.close()])
          tabs.push(await openTab(tabs[0] ?? (await pageAt('/parking-lots')), '/parking-lots'))
          closed++
          continue
        }
        expect((await saved).status, `round ${round} (seed ${seed})`).toBe(200)
        possible.set(lot._id, [spaces])
        saves++
      }

      const reader = tabs[0]!
      await reader.reload()
      await reader.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor(POLL)
      for (const [id, spaces] of possible) {
        const { body } = await call<ParkingLot>(reader, 'GET', `/api/parking-lots/${id}`)
        expect(spaces, `lot ${id} (seed ${seed}, ${closed} tabs closed mid-save)`).toContain(body.spaces)
      }
      let entries = 0
      for (const lot of lots) {
        const audit = await getInPage<AuditResponse>(reader, `/api/admin/audit?lotId=${lot.lotId}&limit=100`)
        entries += audit.entries.filter((entry) => entry.action === 'lot.save').length
      }
      // Each acknowledged save has its entry; a save whose tab closed mid-way may have one too.
      expect(entries, `audit entries (seed ${seed})`).toBeGreaterThanOrEqual(saves)
      expect(entries, `audit entries (seed ${seed})`).toBeLessThanOrEqual(saves + closed)
      await call(reader, 'POST', '/__mock/reset')
    },
    TIMEOUT,
  )
})
