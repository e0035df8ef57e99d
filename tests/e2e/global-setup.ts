import { rm } from 'node:fs/promises'
import type { TestProject } from 'vitest/node'
import { buildConsole, makeTempDir, serveBuild } from '../support/builds'
import { launchChromiumServer } from './chromium'

// Builds the demo (as `npm run build`) and serves it (as `npm run preview`, serveBuild) for
// the browser tests: port 4173, or the next free one when 4173 is taken. Starts the one
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
  const server = await serveBuild(demoOutDir).catch(async (error: unknown) => {
    await browserServer.close()
    throw error
  })
  project.provide('baseURL', server.baseURL)
  project.provide('demoOutDir', demoOutDir)
  project.provide('browserWSEndpoint', browserServer.wsEndpoint())
  return async () => {
    await Promise.all([server.close(), browserServer.close()])
    await rm(demoOutDir, { recursive: true, force: true })
  }
}
