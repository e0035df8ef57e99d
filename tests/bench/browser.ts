import type { Page } from 'playwright-core'
import { preview } from 'vite'
import { PROJECT_ROOT } from '../support/builds'

// What the browser benches share: a build served as the browser tests serve theirs, and a
// page's errors failing the run.

export interface ServedBuild {
  /** Origin of the served build, without a trailing slash. */
  baseURL: string
  close: () => Promise<void>
}

/**
 * Serves a build's outDir with vite preview, as tests/e2e/global-setup.ts does: on
 * 127.0.0.1 (a secure context, for the service worker), port 4173 or the next free one, at
 * '/' where buildConsole built it, whatever CONSOLE_BASE the environment holds.
 */
export async function serveBuild(outDir: string): Promise<ServedBuild> {
  const server = await preview({
    root: PROJECT_ROOT,
    base: '/',
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 4173, strictPort: false, open: false },
  })
  const baseURL = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!baseURL) {
    await server.close()
    throw new Error('vite preview started without a local URL')
  }
  return { baseURL, close: () => server.close() }
}

/**
 * Runs `load` on the page and fails on any uncaught error or console error the page reports
 * meanwhile, as tests/e2e/browserSession.ts fails a test, naming them with whatever else failed.
 */
export async function failOnPageErrors<T>(page: Page, what: string, load: () => Promise<T>): Promise<T> {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? String(error)}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error at ${page.url()}: ${message.text()}`)
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
