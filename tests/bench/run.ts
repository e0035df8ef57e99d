import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { DEFAULT_WORLD, createWorld, type WorldOptions } from '@mocks/db/world'
import { ENDPOINTS, measureEndpoints, type EndpointFigures, type WorldSize } from './endpoints'
import { kB, median, sizeOf, sum, table, type FileSize } from './report'
import { buildConsole, listInitialJs, listJsFiles, makeTempDir, PROJECT_ROOT, type BuildKind } from '../support/builds'

// `npm run bench`: how long the simulated backend takes to build its world, how long each
// endpoint's handler takes, both at the default world and at ten times its size, and how
// much JavaScript a browser downloads before the console starts (demo and real build).
// Prints tables, marks figures over budget, and writes everything to artifacts/bench/bench.json.
// `npm run bench -- --only TEXT` times only the endpoints whose name holds TEXT ('--only
// trends'), at both sizes, and nothing else; it writes no file.

/** The default world and one ten times larger (15,000 lots, about a million events). */
const SIZES: ReadonlyArray<{
  name: WorldSize
  world: Partial<WorldOptions>
  runs: number
  generationBudgetMs: number | null
  endpointBudgetMs: number
}> = [
  { name: '1x', world: {}, runs: 5, generationBudgetMs: 400, endpointBudgetMs: 10 },
  {
    name: '10x',
    world: { lots: DEFAULT_WORLD.lots * 10, users: DEFAULT_WORLD.users * 10 },
    runs: 2,
    generationBudgetMs: null,
    endpointBudgetMs: 100,
  },
]
const OUTPUT = path.join(PROJECT_ROOT, 'artifacts', 'bench', 'bench.json')

interface WorldFigures {
  seed: number
  runs: number
  runsMs: number[]
  medianMs: number
  maxMs: number
  lots: number
  users: number
  events: number
  eventsByKind: Record<string, number>
}

interface BundleFigures {
  build: BuildKind
  initial: FileSize[]
  initialBytes: number
  initialGzipBytes: number
  allJsFiles: number
  allJsBytes: number
  allJsGzipBytes: number
}

function measureWorld(seed: number, size: Partial<WorldOptions>, runs: number): WorldFigures {
  createWorld({ seed, ...size }) // warm-up: JIT, module initialisation
  const runsMs: number[] = []
  let world: ReturnType<typeof createWorld> | undefined
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    world = createWorld({ seed, ...size })
    runsMs.push(performance.now() - start)
  }
  const eventsByKind = Object.fromEntries(Object.entries(world!.events).map(([kind, list]) => [kind, list.length]))
  return {
    seed,
    runs,
    runsMs: runsMs.map((ms) => Math.round(ms * 10) / 10),
    medianMs: Math.round(median(runsMs) * 10) / 10,
    maxMs: Math.round(Math.max(...runsMs) * 10) / 10,
    lots: world!.db.parkingLot.count(),
    users: world!.users.length,
    events: Object.values(eventsByKind).reduce((sum, count) => sum + count, 0),
    eventsByKind,
  }
}

async function measureBundle(kind: BuildKind): Promise<BundleFigures> {
  const outDir = await makeTempDir(`bench-${kind}`)
  try {
    await buildConsole(kind, outDir)
    const initial = await Promise.all((await listInitialJs(outDir)).map((file) => sizeOf(file, outDir)))
    const all = await Promise.all((await listJsFiles(outDir)).map((file) => sizeOf(file, outDir)))
    return {
      build: kind,
      initial,
      initialBytes: sum(initial, 'bytes'),
      initialGzipBytes: sum(initial, 'gzipBytes'),
      allJsFiles: all.length,
      allJsBytes: sum(all, 'bytes'),
      allJsGzipBytes: sum(all, 'gzipBytes'),
    }
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

const count = (value: number) => value.toLocaleString('en-US')

const verdict = (ms: number, budget: number | null) => (budget === null ? '' : ms <= budget ? 'ok' : 'OVER BUDGET')

function endpointsTable(size: (typeof SIZES)[number], endpoints: EndpointFigures[]): string {
  return table([
    ['endpoint', 'status', 'first', 'median', 'p95', 'budget', ''],
    ...endpoints.map((figures) => {
      const budget = figures.budgetsMs?.[size.name] ?? size.endpointBudgetMs
      return [
        figures.endpoint,
        figures.statuses.join('/'),
        `${figures.firstMs.toFixed(2)} ms`,
        `${figures.medianMs.toFixed(2)} ms`,
        `${figures.p95Ms.toFixed(2)} ms`,
        `${budget} ms`,
        verdict(figures.p95Ms, budget),
      ]
    }),
  ])
}

function readOnly(): string {
  const { values } = parseArgs({ options: { only: { type: 'string', default: '' } } })
  if (!ENDPOINTS.some(({ name }) => name.includes(values.only)))
    throw new Error(`--only matches no endpoint (${ENDPOINTS.map(({ name }) => `'${name}'`).join(', ')})`)
  return values.only
}

/** `--only TEXT`: the endpoints whose name holds TEXT, at both sizes, printed only. */
async function measureOnly(only: string): Promise<void> {
  for (const size of SIZES) {
    const endpoints = await measureEndpoints(size.world, only)
    console.log(`\nEndpoints ${size.name}: handler time over ${endpoints[0]?.calls} calls each`)
    console.log(endpointsTable(size, endpoints))
  }
}

async function main(): Promise<void> {
  const only = readOnly()
  if (only) return measureOnly(only)
  const sizes: Array<{ name: string; world: WorldFigures; endpoints: EndpointFigures[] }> = []
  for (const size of SIZES) {
    const world = measureWorld(1, size.world, size.runs)
    console.log(
      `\nSeeded world ${size.name}: createWorld(${JSON.stringify({ seed: 1, ...size.world })}), ${world.runs} runs after 1 warm-up`,
    )
    console.log(
      table([
        ['median', 'max', 'lots', 'users', 'events', 'budget'],
        [
          `${world.medianMs.toFixed(1)} ms`,
          `${world.maxMs.toFixed(1)} ms`,
          count(world.lots),
          count(world.users),
          count(world.events),
          size.generationBudgetMs === null
            ? '-'
            : `${size.generationBudgetMs} ms ${verdict(world.medianMs, size.generationBudgetMs)}`,
        ],
      ]),
    )
    console.log(`runs: ${world.runsMs.map((ms) => `${ms.toFixed(1)} ms`).join(', ')}`)
    console.log(
      `events: ${Object.entries(world.eventsByKind)
        .map(([kind, n]) => `${kind} ${count(n)}`)
        .join(', ')}`,
    )

    const endpoints = await measureEndpoints(size.world)
    console.log(
      `\nEndpoints ${size.name}: handler time over ${endpoints[0]?.calls} calls each; budget p95 <= ${size.endpointBudgetMs} ms unless named`,
    )
    console.log(endpointsTable(size, endpoints))
    sizes.push({ name: size.name, world, endpoints })
  }

  // One after the other: two cores, and each build uses both.
  const bundles: BundleFigures[] = []
  for (const kind of ['demo', 'real'] as const) bundles.push(await measureBundle(kind))

  console.log(
    '\nInitial JavaScript: the entry script and the modulepreload chunks of index.html (gzip: node:zlib, level 6)',
  )
  console.log(
    table([
      ['build', 'files', 'initial raw', 'initial gzip', 'all JS files', 'all JS gzip'],
      ...bundles.map((bundle) => [
        bundle.build,
        String(bundle.initial.length),
        kB(bundle.initialBytes),
        kB(bundle.initialGzipBytes),
        String(bundle.allJsFiles),
        kB(bundle.allJsGzipBytes),
      ]),
    ]),
  )
  for (const bundle of bundles)
    console.log(`${bundle.build} initial: ${bundle.initial.map((size) => size.file).join(', ')}`)

  await mkdir(path.dirname(OUTPUT), { recursive: true })
  const report = { date: new Date().toISOString(), node: process.version, sizes, bundles }
  await writeFile(OUTPUT, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\nWritten to ${path.relative(PROJECT_ROOT, OUTPUT)}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
