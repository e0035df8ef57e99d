import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { buildConsole, listInitialJs, makeTempDir, PROJECT_ROOT } from '../support/builds'
import { kB, sizeOf, sum, table, type FileSize } from './report'

// `npm run bench:sizes`: what a browser downloads, JavaScript and CSS, gzip (node:zlib, level
// 6), from a demo build as `npm run build` makes it (plus Vite's manifest, which says which
// chunk holds each source module): first what index.html loads (the entry, the dashboard
// and the simulated backend's start: the console's initial code), then for each screen what
// opening it adds to that (its chunk and the chunks it imports) and what it loads only on
// demand (its dynamic imports: the lot page's map, Leaflet and its CSS). Writes
// artifacts/bench/sizes.json to compare between commits.

const OUTPUT = path.join(PROJECT_ROOT, 'artifacts', 'bench', 'sizes.json')
/** A screen's module, as the manifest names it. */
const SCREEN = /^src\/features\/[^/]+\/[^/]+Page\.tsx$/

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  isDynamicEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

interface Part {
  files: FileSize[]
  jsGzipBytes: number
  cssGzipBytes: number
}

/** The files a module's chunk needs before it runs: its own, those it imports (recursively), and their CSS. */
function staticFiles(
  manifest: Manifest,
  key: string,
  files = new Set<string>(),
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return files
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the build's manifest`)
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const imported of chunk.imports ?? []) staticFiles(manifest, imported, files, seen)
  return files
}

async function measure(outDir: string, files: Iterable<string>): Promise<Part> {
  const sizes = await Promise.all([...files].sort().map((file) => sizeOf(path.join(outDir, file), outDir)))
  const of = (pattern: RegExp) =>
    sum(
      sizes.filter((size) => pattern.test(size.file)),
      'gzipBytes',
    )
  return { files: sizes, jsGzipBytes: of(/\.m?js$/), cssGzipBytes: of(/\.css$/) }
}

const without = (files: Set<string>, loaded: Set<string>) => [...files].filter((file) => !loaded.has(file))

async function main(): Promise<void> {
  const outDir = await makeTempDir('bench-sizes')
  try {
    await buildConsole('demo', outDir, { manifest: true })
    const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
    const initialFiles = new Set(
      (await listInitialJs(outDir, { stylesheets: true })).map((file) => path.relative(outDir, file)),
    )
    const initial = await measure(outDir, initialFiles)
    const screens = await Promise.all(
      Object.keys(manifest)
        .filter((key) => SCREEN.test(key))
        .sort()
        .map(async (key) => {
          const modules = new Set<string>()
          const opened = staticFiles(manifest, key, new Set(), modules)
          // What the screen and the modules it brings import on demand (a shared part's lazy
          // map, say); the initial code's other lazy imports (every screen, through the
          // routes) are not the screen's.
          const onDemand = new Set<string>()
          for (const module of modules)
            if (module === key || !initialFiles.has(manifest[module]!.file))
              for (const dynamic of manifest[module]!.dynamicImports ?? []) staticFiles(manifest, dynamic, onDemand)
          return {
            screen: key,
            adds: await measure(outDir, without(opened, initialFiles)),
            onDemand: await measure(outDir, without(onDemand, new Set([...initialFiles, ...opened]))),
          }
        }),
    )

    const total = (part: Part) => part.jsGzipBytes + part.cssGzipBytes
    console.log('\nWhat index.html loads (the initial code), gzip:')
    console.log(
      table([
        ['', 'files', 'JS', 'CSS', 'total'],
        [
          'initial',
          String(initial.files.length),
          kB(initial.jsGzipBytes),
          kB(initial.cssGzipBytes),
          kB(total(initial)),
        ],
      ]),
    )
    console.log(`initial: ${initial.files.map((size) => `${size.file} ${kB(size.gzipBytes)}`).join(', ')}`)
    console.log('\nWhat opening each screen adds to it, and what the screen loads on demand, gzip (JS + CSS):')
    console.log(
      table([
        ['screen', 'adds', 'on demand', 'initial + screen + on demand'],
        ...screens.map(({ screen, adds, onDemand }) => [
          path.basename(screen, '.tsx'),
          kB(total(adds)),
          onDemand.files.length > 0 ? kB(total(onDemand)) : '-',
          kB(total(initial) + total(adds) + total(onDemand)),
        ]),
      ]),
    )
    for (const { screen, onDemand } of screens)
      if (onDemand.files.length > 0)
        console.log(
          `${path.basename(screen, '.tsx')} on demand: ${onDemand.files.map((size) => `${size.file} ${kB(size.gzipBytes)}`).join(', ')}`,
        )

    await mkdir(path.dirname(OUTPUT), { recursive: true })
    await writeFile(
      OUTPUT,
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, initial, screens }, null, 2)}\n`,
    )
    console.log(`\nWritten to ${path.relative(PROJECT_ROOT, OUTPUT)}`)
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
