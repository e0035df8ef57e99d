import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { ALIASES } from '../../vite.config.ts'
import { listInitialJs, PROJECT_ROOT } from '../support/builds'
import { failOnPageErrors, runBench, withDemoInBrowser, writeReport } from './browser'
import { kB, median, sizeOf, sum, table, type FileSize } from './report'

// `npm run bench:cold-load` (docs/decisions/0002-simulated-backend-in-a-web-worker.md):
// cold loads of the built demo's dashboard in headless Chromium, each in a fresh browser
// context (no HTTP cache, no service worker) but signed in, as a returning user's: the time
// to the first figure, the main thread's long tasks and total blocking time, and every
// JavaScript file the load downloads, the console's code told from the simulated backend's
// by the sources in each chunk's sourcemap.
// Options: --runs N (default 7), --world-scale N (opens /dashboard?worldScale=N).
// Prints tables, marks figures over the goals, and writes everything to artifacts/bench/cold-load.json.

/**
 * The cold-load goals. The console's own initial code may not grow: 113.5 kB gzip is what
 * this bench counted before the cold-load work (184e9e0: the entry, 101.1 kB, and the
 * chunks index.html preloaded with it); "about 107" is Vite's printout of the entry alone.
 */
const GOALS = { maxTaskMs: 120, tbtMs: 100, mockGzipBytes: 250_000, initialGzipBytes: 113_500 }
const VIEWPORT = { width: 1440, height: 900 }
/** How long the load is watched after the first figure: what a person does next. */
const AFTER_FIGURE_MS = 1000
const TIMEOUT_MS = 120_000
/** The sign of the dashboard's first figure ('Total Users' and a digit), checked every frame. */
const FIGURE = /total users[^0-9]{0,40}[0-9]/i
/** The simulated backend's service worker scripts, from public/: mock code, with no sourcemap. */
const SERVICE_WORKER_SCRIPTS = ['simulatedBackendWorker.js', 'mockServiceWorker.js']
const OUTPUT = path.join(PROJECT_ROOT, 'artifacts', 'bench', 'cold-load.json')

interface LongTask {
  startTime: number
  duration: number
}

declare global {
  interface Window {
    /** The long tasks observed so far (set by the bench's init script). */
    benchLongTasks?: () => LongTask[]
  }
}

interface Run {
  figureMs: number
  longTasks: LongTask[]
  maxTaskMs: number
  tbtToFigureMs: number
  tbtToAfterMs: number
  downloads: string[]
}

interface Download extends FileSize {
  kind: 'app' | 'mock' | 'mixed'
  /** The console's sources in a chunk that also holds mock code: what makes it mixed. */
  appSources: string[]
}

/** Total blocking time: each long task's time past 50 ms. */
const blocking = (tasks: LongTask[]) => tasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0)
const ms = (value: number) => `${Math.round(value)} ms`
const over = (text: string, isOver: boolean) => (isOver ? `${text} OVER` : text)

/**
 * Runs in the page before its own scripts: restores the signed-in session and observes long
 * tasks. No named function inside: tsx would wrap it in a helper the page does not have.
 */
function initScript({ origin, storage }: { origin: string; storage: Record<string, string> }): void {
  if (location.origin !== origin) return
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value)
  const entries: PerformanceEntry[] = []
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()))
  observer.observe({ type: 'longtask', buffered: true })
  window.benchLongTasks = () => {
    entries.push(...observer.takeRecords())
    return entries.map(({ startTime, duration }) => ({ startTime, duration }))
  }
}

/** Signs in once through the login form (its prefilled demo account) and returns what it stored. */
async function signIn(browser: Browser, baseURL: string): Promise<Record<string, string>> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT })
  try {
    const page = await context.newPage()
    return await failOnPageErrors(page, 'the sign-in', async () => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.waitForURL(/\/dashboard/, { timeout: TIMEOUT_MS })
      return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)))
    })
  } finally {
    await context.close()
  }
}

/**
 * The JavaScript files a context downloads, by path: the context's requests cover its pages,
 * their dedicated workers and its service workers; the scripts of the workers that started are
 * added too, and a dedicated worker whose script the requests missed fails the run, since its
 * imports would then be missing as well.
 */
function recordScripts(context: BrowserContext, page: Page, origin: string) {
  const paths = new Set<string>()
  const workers: string[] = []
  const add = (url: string) => {
    const { origin: from, pathname } = new URL(url)
    if (from === origin && /\.m?js$/.test(pathname)) paths.add(pathname)
  }
  context.on('request', (request) => add(request.url()))
  page.on('worker', (worker) => workers.push(worker.url()))
  return () => {
    const missed = workers.filter((url) => !paths.has(new URL(url).pathname))
    if (missed.length > 0) throw new Error(`The requests of the page's workers were not reported: ${missed.join(', ')}`)
    for (const worker of context.serviceWorkers()) add(worker.url())
    return [...paths].sort()
  }
}

async function coldLoad(browser: Browser, baseURL: string, storage: Record<string, string>, url: string): Promise<Run> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT })
  try {
    await context.addInitScript(initScript, { origin: baseURL, storage })
    const page = await context.newPage()
    const downloads = recordScripts(context, page, baseURL)
    return await failOnPageErrors(page, `the cold load of ${url}`, async () => {
      await page.goto(url, { waitUntil: 'commit' })
      const figure = await page.waitForFunction(
        (source) => (new RegExp(source, 'i').test(document.body.innerText) ? performance.now() : null),
        FIGURE.source,
        { polling: 'raf', timeout: TIMEOUT_MS },
      )
      const figureMs = (await figure.jsonValue()) as number
      await page.evaluate(
        (until) => new Promise((resolve) => setTimeout(resolve, until - performance.now())),
        figureMs + AFTER_FIGURE_MS,
      )
      const longTasks = (await page.evaluate(() => window.benchLongTasks!())).filter(
        (task) => task.startTime < figureMs + AFTER_FIGURE_MS,
      )
      return {
        figureMs,
        longTasks,
        maxTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
        tbtToFigureMs: blocking(longTasks.filter((task) => task.startTime < figureMs)),
        tbtToAfterMs: blocking(longTasks),
        downloads: downloads(),
      }
    })
  } finally {
    await context.close()
  }
}

/** The npm packages a package needs to run, with theirs, each found as Node would from where it is needed. */
async function packageClosure(roots: string[]): Promise<Set<string>> {
  const found = new Set<string>()
  const queue = roots.map((name) => ({ name, from: PROJECT_ROOT }))
  for (let next = queue.pop(); next; next = queue.pop()) {
    if (found.has(next.name)) continue
    let dir = next.from
    while (!existsSync(path.join(dir, 'node_modules', next.name, 'package.json')) && dir !== path.dirname(dir))
      dir = path.dirname(dir)
    const packageDir = path.join(dir, 'node_modules', next.name)
    if (!existsSync(path.join(packageDir, 'package.json'))) continue // an optional dependency not installed
    found.add(next.name)
    const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'))
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }))
      queue.push({ name, from: packageDir })
  }
  return found
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/** Who owns the code a chunk holds: the console's packages, those the simulated backend shares with it, and the console's files it imports. */
interface Owners {
  app: Set<string>
  shared: Set<string>
  /** The console's files the simulated backend imports (the API's types, the lot checks and schema) and theirs, from the project root. */
  sharedSources: Set<string>
}

/** A source file of the project an import names, from the project root: through one of the build's ALIASES, or a path relative to `from`. */
function sourceFile(specifier: string, from: string): string | null {
  const alias = Object.entries(ALIASES).find(([name]) => specifier.startsWith(`${name}/`))
  const base = alias
    ? path.relative(PROJECT_ROOT, path.join(alias[1], specifier.slice(alias[0].length)))
    : specifier.startsWith('.')
      ? path.join(path.dirname(from), specifier)
      : null
  if (base === null) return null
  return (
    ['', '.ts', '.tsx', '/index.ts']
      .map((ending) => base + ending)
      .find((file) => existsSync(path.join(PROJECT_ROOT, file))) ?? null
  )
}

/**
 * Which npm packages are the console's: its runtime packages (package.json's dependencies
 * and theirs) less those the simulated backend needs too (jose, zod, @babel/runtime, ...),
 * which are shared: a module of theirs lands in a mock chunk only when the mocks alone use
 * it. The simulated backend's imports are followed into the console's files it may import
 * (eslint.config.js: the API's types, the lot checks and schema), which are shared too.
 */
async function packageOwners(): Promise<Owners> {
  const manifest = JSON.parse(await readFile(path.join(PROJECT_ROOT, 'package.json'), 'utf8'))
  const mockImports = new Set<string>()
  const sharedSources = new Set<string>()
  const files: string[] = []
  for (const entry of await readdir(path.join(PROJECT_ROOT, 'mocks'), { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.tsx?$/.test(entry.name))
      files.push(path.relative(PROJECT_ROOT, path.join(entry.parentPath, entry.name)))
  }
  for (let file = files.pop(); file !== undefined; file = files.pop()) {
    const code = await readFile(path.join(PROJECT_ROOT, file), 'utf8')
    for (const [, specifier] of code.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
      if (specifier!.startsWith('node:')) continue
      const source = sourceFile(specifier!, file)
      if (source === null) mockImports.add(packageOf(specifier!))
      else if (source.startsWith('src/') && !sharedSources.has(source)) {
        sharedSources.add(source)
        files.push(source)
      }
    }
  }
  const mockPackages = await packageClosure([...mockImports])
  const appPackages = await packageClosure(Object.keys(manifest.dependencies))
  return {
    app: new Set([...appPackages].filter((name) => !mockPackages.has(name))),
    shared: new Set([...appPackages].filter((name) => mockPackages.has(name))),
    sharedSources,
  }
}

/**
 * A chunk is the console's code when its sourcemap names a source in src/ or in one of the
 * console's own packages, mock code when it names mocks/ or another package (msw, faker, ...)
 * and none of those, mixed (a bug, counted as mock) when both. A chunk with neither (the
 * bundler's runtime, or shared packages and files alone) counts as the console's.
 */
async function classify(file: string, owners: Owners): Promise<Pick<Download, 'kind' | 'appSources'>> {
  if (SERVICE_WORKER_SCRIPTS.includes(path.basename(file))) return { kind: 'mock', appSources: [] }
  const mapFile = `${file}.map`
  const map = existsSync(mapFile) ? JSON.parse(await readFile(mapFile, 'utf8')) : { sources: [] }
  const appSources: string[] = []
  let mockSources = 0
  for (const source of map.sources as string[]) {
    const resolved = path.relative(PROJECT_ROOT, path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', source))
    const name = resolved.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1]
    // A worker's sourcemap names its sources from dist/assets wherever the build went: the
    // project's own are read from their src/ or mocks/ on.
    const fromRoot = (!name && resolved.match(/(?:^|\/)((?:src|mocks)\/.*)$/)?.[1]) || resolved
    if (name ? owners.app.has(name) : fromRoot.startsWith('src/') && !owners.sharedSources.has(fromRoot))
      appSources.push(fromRoot)
    else if (name ? !owners.shared.has(name) : fromRoot.startsWith('mocks/')) mockSources++
  }
  const kind = mockSources === 0 ? 'app' : appSources.length === 0 ? 'mock' : 'mixed'
  return { kind, appSources: kind === 'mixed' ? appSources : [] }
}

function parseOptions() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '7' }, 'world-scale': { type: 'string' } },
  })
  const runs = Number(values.runs)
  const worldScale = values['world-scale'] === undefined ? null : Number(values['world-scale'])
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs takes a whole number of runs, at least 1 (got ${values.runs})`)
  if (worldScale !== null && !(worldScale > 0))
    throw new Error(`--world-scale takes a positive number (got ${values['world-scale']})`)
  return { runs, worldScale }
}

async function main({ runs: runCount, worldScale }: ReturnType<typeof parseOptions>): Promise<void> {
  const url = worldScale === null ? '/dashboard' : `/dashboard?worldScale=${worldScale}`
  await withDemoInBrowser(
    'bench-cold-load',
    async ({ baseURL, browser, outDir }) => {
      const storage = await signIn(browser, baseURL)

      // One load first, not counted, as the shared bench does: it warms the OS's file cache.
      await coldLoad(browser, baseURL, storage, url)
      const runs: Run[] = []
      for (let run = 0; run < runCount; run++) runs.push(await coldLoad(browser, baseURL, storage, url))

      console.log(
        `\nCold loads of ${url}: ${runCount} run${runCount === 1 ? '' : 's'} (after 1 not counted), fresh context each, ${VIEWPORT.width}x${VIEWPORT.height}, Chromium ${browser.version()}`,
      )
      console.log(
        `Goals: longest task < ${GOALS.maxTaskMs} ms, TBT (each long task's time past 50 ms) < ${GOALS.tbtMs} ms`,
      )
      const row = (name: string, run: Omit<Run, 'longTasks' | 'downloads'> & { tasks: number }) => [
        name,
        ms(run.figureMs),
        String(run.tasks),
        over(ms(run.maxTaskMs), run.maxTaskMs >= GOALS.maxTaskMs),
        over(ms(run.tbtToFigureMs), run.tbtToFigureMs >= GOALS.tbtMs),
        over(ms(run.tbtToAfterMs), run.tbtToAfterMs >= GOALS.tbtMs),
      ]
      const medians = {
        figureMs: median(runs.map((run) => run.figureMs)),
        tasks: median(runs.map((run) => run.longTasks.length)),
        maxTaskMs: median(runs.map((run) => run.maxTaskMs)),
        tbtToFigureMs: median(runs.map((run) => run.tbtToFigureMs)),
        tbtToAfterMs: median(runs.map((run) => run.tbtToAfterMs)),
      }
      console.log(
        table([
          [
            'run',
            'first figure',
            'long tasks',
            'longest',
            'TBT to figure',
            `TBT to figure + ${AFTER_FIGURE_MS / 1000} s`,
          ],
          ...runs.map((run, index) => row(String(index + 1), { ...run, tasks: run.longTasks.length })),
          row('median', medians),
        ]),
      )
      const byBlocking = [...runs].sort((a, b) => a.tbtToAfterMs - b.tbtToAfterMs)
      const medianRun = byBlocking[Math.floor((byBlocking.length - 1) / 2)]!
      console.log(
        `\nLong tasks of run ${runs.indexOf(medianRun) + 1} (the median by TBT to figure + ${AFTER_FIGURE_MS / 1000} s; figure at ${ms(medianRun.figureMs)}):`,
      )
      console.log(
        table([
          ['start', 'duration', 'end'],
          ...medianRun.longTasks.map((task) => [
            ms(task.startTime),
            ms(task.duration),
            ms(task.startTime + task.duration),
          ]),
        ]),
      )

      // Every file any run downloaded, measured on disk.
      const owners = await packageOwners()
      // index.html preloads the simulated backend's page side too (vite.config.ts): counted as mock code, apart.
      const preloaded = await Promise.all(
        (await listInitialJs(outDir)).map(async (file) => ({
          ...(await sizeOf(file, outDir)),
          ...(await classify(file, owners)),
        })),
      )
      const initial = preloaded.filter((file) => file.kind === 'app')
      const downloads: Download[] = []
      for (const urlPath of [...new Set(runs.flatMap((run) => run.downloads))].sort()) {
        const file = path.join(outDir, decodeURIComponent(urlPath))
        if (!existsSync(file)) throw new Error(`The load downloaded ${urlPath}, which is not a file of the build`)
        downloads.push({ ...(await sizeOf(file, outDir)), ...(await classify(file, owners)) })
      }
      downloads.sort((a, b) => b.gzipBytes - a.gzipBytes)
      const app = downloads.filter((download) => download.kind === 'app')
      const mock = downloads.filter((download) => download.kind !== 'app')
      const totals = {
        initialGzipBytes: sum(initial, 'gzipBytes'),
        appGzipBytes: sum(app, 'gzipBytes'),
        mockGzipBytes: sum(mock, 'gzipBytes'),
      }

      console.log(
        `\nJavaScript downloaded by the cold load: ${downloads.length} files (gzip: node:zlib, level 6; mock: no source from src/ or the console's packages)`,
      )
      console.log(
        table([
          ['file', 'raw', 'gzip', 'code'],
          ...downloads.map((download) => [download.file, kB(download.bytes), kB(download.gzipBytes), download.kind]),
        ]),
      )
      for (const download of downloads.filter((file) => file.kind === 'mixed')) {
        console.log(
          `MIXED (a bug): ${download.file} holds the console's ${download.appSources.slice(0, 5).join(', ')}${download.appSources.length > 5 ? ', ...' : ''}`,
        )
      }
      console.log(
        '\n' +
          table([
            ['', 'files', 'raw', 'gzip', 'goal'],
            [
              "initial, the console's (entry + modulepreloads)",
              String(initial.length),
              kB(sum(initial, 'bytes')),
              kB(totals.initialGzipBytes),
              over(`<= ${kB(GOALS.initialGzipBytes)}`, totals.initialGzipBytes > GOALS.initialGzipBytes),
            ],
            ['app code downloaded', String(app.length), kB(sum(app, 'bytes')), kB(totals.appGzipBytes), ''],
            [
              'mock code downloaded',
              String(mock.length),
              kB(sum(mock, 'bytes')),
              kB(totals.mockGzipBytes),
              over(`< ${kB(GOALS.mockGzipBytes)}`, totals.mockGzipBytes >= GOALS.mockGzipBytes),
            ],
          ]),
      )
      console.log(
        `initial: ${preloaded.map((size) => `${size.file} ${kB(size.gzipBytes)}${size.kind === 'app' ? '' : ` (${size.kind})`}`).join(', ')}`,
      )

      await writeReport(OUTPUT, {
        chromium: browser.version(),
        url,
        goals: GOALS,
        afterFigureMs: AFTER_FIGURE_MS,
        medians,
        runs,
        initial,
        downloads,
        totals,
      })
    },
    { sourcemap: true },
  )
}

runBench(parseOptions, main, 'npm run bench:cold-load -- [--runs N] [--world-scale N]')
