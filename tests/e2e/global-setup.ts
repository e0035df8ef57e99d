import { rm } from 'node:fs/promises'
import { preview } from 'vite'
import type { TestProject } from 'vitest/node'
import { buildConsole, makeTempDir, PROJECT_ROOT } from '../support/builds'
import { launchChromiumServer } from './chromium'

// Builds the demo (as `npm run build`) and serves it (as `npm run preview`) for the
// browser tests: port 4173, or the next free one when 4173 is taken. Starts the one
// Chromium every browser-test file connects to (each test still gets a fresh profile).

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the served demo build, without a trailing slash. */
    baseURL: string
    /** The demo build's output directory. */
    demoOutDir: string
    /** Where the shared Chromium listens for playwright's connect. */
    browserWSEndpoint: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A build of its own, so a developer's dist/ is left alone.
  const demoOutDir = await makeTempDir('e2e-demo')
  const [browserServer] = await Promise.all([launchChromiumServer(), buildConsole('demo', demoOutDir)])
  const server = await preview({
    root: PROJECT_ROOT,
    // Where buildConsole built it, whatever CONSOLE_BASE the developer's environment holds.
    base: '/',
    logLevel: 'warn',
    build: { outDir: demoOutDir },
    // 127.0.0.1 rather than localhost: one address to probe for a free port, and still a
    // secure context, which the simulated backend's service worker needs.
    preview: { host: '127.0.0.1', port: 4173, strictPort: false, open: false },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) {
    await Promise.all([server.close(), browserServer.close()])
    throw new Error('vite preview started without a local URL')
  }
  project.provide('baseURL', url.replace(/\/$/, ''))
  project.provide('demoOutDir', demoOutDir)
  project.provide('browserWSEndpoint', browserServer.wsEndpoint())
  return async () => {
    await Promise.all([server.close(), browserServer.close()])
    await rm(demoOutDir, { recursive: true, force: true })
  }
}
