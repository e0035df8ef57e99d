import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from '../e2e/chromium'
import { FAILED_ANSWER } from '../e2e/inPage'
import { buildConsole, makeTempDir, PROJECT_ROOT, serveBuild, type ServedBuild } from '../support/builds'

// What the browser benches share: a build served as the browser tests serve theirs, and a
// page's errors failing the run.

/**
 * Builds the demo into a temporary folder (with source maps when asked), serves it, starts
 * Chromium, and runs `run` with them; closes and removes everything afterwards, however `run` ended.
 */
export async function withDemoInBrowser<T>(
  name: string,
  run: (demo: { baseURL: string; browser: Browser; outDir: string }) => Promise<T>,
  { sourcemap = false } = {},
): Promise<T> {
  const outDir = await makeTempDir(name)
  let browser: Browser | undefined
  let server: ServedBuild | undefined
  try {
    await buildConsole('demo', outDir, { sourcemap })
    server = await serveBuild(outDir)
    browser = await launchChromium()
    return await run({ baseURL: server.baseURL, browser, outDir })
  } finally {
    await browser?.close()
    await server?.close()
    await rm(outDir, { recursive: true, force: true })
  }
}

/**
 * Runs `load` on the page and fails on any uncaught error or console error the page reports
 * meanwhile (an HTTP answer of 4xx or 5xx is an answer, not an error), as
 * tests/e2e/browserSession.ts fails a test, naming them with whatever else failed.
 */
export async function failOnPageErrors<T>(page: Page, what: string, load: () => Promise<T>): Promise<T> {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? String(error)}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !FAILED_ANSWER.test(message.text()))
      errors.push(`console.error at ${page.url()}: ${message.text()}`)
  })
  try {
    const result = await load()
    if (errors.length === 0) return result
  } catch (error) {
    if (errors.length === 0) throw error
    errors.push(`and then: ${String(error)}`)
  }
  throw new Error(`The page reported errors during ${what}:\n${errors.join('\n')}`)
}

/** Writes a bench's figures as JSON to `file` (under artifacts/bench/), dated, and says where. */
export async function writeReport(file: string, report: object): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), ...report }, null, 2)}\n`)
  console.log(`Written to ${path.relative(PROJECT_ROOT, file)}`)
}

/**
 * Runs a bench: its options read from the command line, then `main`. Options that do not
 * read end it with exit code 2 and `usage`; a failure of the bench itself with exit code 1.
 */
export function runBench<Options>(
  parseOptions: () => Options,
  main: (options: Options) => Promise<void>,
  usage: string,
): void {
  let options: Options
  try {
    options = parseOptions()
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\nUsage: ${usage}`)
    process.exitCode = 2
    return
  }
  main(options).catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
