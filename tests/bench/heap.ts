import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Page } from 'playwright-core'
import { PROJECT_ROOT } from '../support/builds'
import { heapContents, heapSession, type HeapContents } from '../support/heap'
import { failOnPageErrors, runBench, withDemoInBrowser, writeReport } from './browser'
import { table } from './report'

// `npm run bench:heap`: whether a signed-in tab left on a screen that polls holds a flat
// heap, as a wall display does for days. The built demo in headless Chromium, one signed-in
// profile with a tab on each polling screen; every few minutes each tab's heap after a forced
// collection, from a heap snapshot: the objects it keeps (V8's and Blink's) apart from V8's
// compiled code, which keeps growing for a while as the polling code is compiled again by
// V8's optimising tiers, and from the DevTools network record playwright's watching adds
// for each request (support/heap.ts). The budget is on the objects' growth over the second
// half of the run, which leaves out the first minutes' caches; a growth over it is marked
// OVER (the run still exits 0: it is a measurement). The other two are printed beside it.
// Options: --minutes N (default 10), --every N (minutes between samples, default 2).
// Writes artifacts/bench/heap.json.

const VIEWPORT = { width: 1440, height: 900 }
const MB = 1024 * 1024
/** The most a tab's objects may grow over the second half of the run. */
const BUDGET_BYTES = 0.2 * MB
const OUTPUT = path.join(PROJECT_ROOT, 'artifacts', 'bench', 'heap.json')

const SCREENS = [
  { name: 'Monitoring', route: '/monitoring', heading: 'System Monitoring' },
  { name: 'Dashboard', route: '/dashboard', heading: 'Analytics Dashboard' },
  { name: 'Live Data', route: '/live-data-controls', heading: 'Live Data Controls' },
] as const

interface Sample {
  minute: number
  heap: HeapContents
  /** The tab's calls to the backend so far. */
  calls: number
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`
const signed = (bytes: number) => `${bytes < 0 ? '-' : '+'}${mb(Math.abs(bytes))}`

function parseOptions() {
  const { values } = parseArgs({
    options: { minutes: { type: 'string', default: '10' }, every: { type: 'string', default: '2' } },
  })
  const minutes = Number(values.minutes)
  const every = Number(values.every)
  if (!(minutes > 0) || !(every > 0) || every > minutes / 2)
    throw new Error(
      `--minutes and --every take minutes, at least two samples apart (got --minutes ${values.minutes} --every ${values.every})`,
    )
  return { minutes, every }
}

/** A tab on a screen, in the signed-in profile, counting its calls to the backend. */
async function openTab(page: Page, screen: (typeof SCREENS)[number]) {
  let calls = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls++
  })
  await page.goto(screen.route)
  await page.getByRole('heading', { name: screen.heading, level: 1 }).waitFor()
  const session = await heapSession(page)
  return {
    screen,
    page,
    samples: [] as Sample[],
    sample: async (minute: number) => ({ minute, heap: await heapContents(session), calls }),
  }
}

/** Growth from the sample at half time (or the first after it) to the last. */
function secondHalf(samples: Sample[], minutes: number) {
  const from = samples.find((sample) => sample.minute >= minutes / 2)!
  const last = samples.at(-1)!
  return {
    from: from.minute,
    growthBytes: last.heap.objectBytes - from.heap.objectBytes,
    codeGrowthBytes: last.heap.codeBytes - from.heap.codeBytes,
    networkRecordGrowthBytes: last.heap.networkRecordBytes - from.heap.networkRecordBytes,
    calls: last.calls - from.calls,
  }
}

async function main({ minutes, every }: ReturnType<typeof parseOptions>): Promise<void> {
  await withDemoInBrowser('bench-heap', async ({ baseURL, browser }) => {
    const context = await browser.newContext({ baseURL, viewport: VIEWPORT })
    const first = await context.newPage()
    const pages = [first, await context.newPage(), await context.newPage()]
    const watched = (index: number, run: () => Promise<void>): Promise<void> =>
      index === pages.length
        ? run()
        : failOnPageErrors(pages[index]!, `${SCREENS[index]!.name}'s run`, () => watched(index + 1, run))

    await watched(0, async () => {
      await first.goto('/')
      await first.getByRole('button', { name: 'Sign in' }).click()
      await first.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor()
      const tabs = await Promise.all(SCREENS.map((screen, index) => openTab(pages[index]!, screen)))
      console.log(
        `Heap after a forced GC of ${tabs.length} signed-in tabs, every ${every} min for ${minutes} min, Chromium ${browser.version()}:\nobjects + compiled code`,
      )
      const row = (cells: string[]) => cells.map((cell) => cell.padStart(22)).join('')
      const contents = ({ objectBytes, codeBytes }: HeapContents) => `${mb(objectBytes)} + ${mb(codeBytes)}`
      console.log(row(['minute', ...SCREENS.map((screen) => screen.name)]))
      const started = Date.now()
      for (let minute = 0; minute <= minutes; minute += every) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + minute * 60_000 - Date.now())))
        for (const tab of tabs) tab.samples.push(await tab.sample(minute))
        console.log(row([String(minute), ...tabs.map((tab) => contents(tab.samples.at(-1)!.heap))]))
      }

      const results = tabs.map((tab) => ({
        screen: tab.screen.name,
        route: tab.screen.route,
        samples: tab.samples,
        secondHalf: secondHalf(tab.samples, minutes),
      }))
      console.log(`\nThe objects' growth over the second half of the run (budget ${signed(BUDGET_BYTES)}):`)
      console.log(
        table([
          ['tab', 'objects first', 'last', 'second half', "code's growth in it", 'network record', 'calls', ''],
          ...results.map(({ screen, samples, secondHalf: half }) => [
            screen,
            mb(samples[0]!.heap.objectBytes),
            mb(samples.at(-1)!.heap.objectBytes),
            `${signed(half.growthBytes)} from ${half.from} min`,
            signed(half.codeGrowthBytes),
            signed(half.networkRecordGrowthBytes),
            String(half.calls),
            half.growthBytes > BUDGET_BYTES ? 'OVER' : 'ok',
          ]),
        ]),
      )
      const over = results.filter((result) => result.secondHalf.growthBytes > BUDGET_BYTES)
      console.log(
        over.length === 0
          ? '\nEvery tab within its budget.'
          : `\nOVER BUDGET: ${over.map((result) => result.screen).join('; ')}`,
      )
      await writeReport(OUTPUT, {
        chromium: browser.version(),
        minutes,
        everyMinutes: every,
        budgetBytes: BUDGET_BYTES,
        tabs: results,
      })
    })
    await context.close()
  })
}

runBench(parseOptions, main, 'npm run bench:heap -- [--minutes N] [--every N]')
