import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildConsole, listJsFiles, makeTempDir, REAL_API_BASE_URL, serveBuild } from '../support/builds'
import { metaPolicy, policyDirectives, sha256Source } from '../support/policy'
import { browserPerFile } from './browserSession'

// `npm run build:real` must ship none of the simulated backend. Each marker below is text
// that the library's bundled code really contains; the demo build (made by the global
// setup) must contain every one of them, so a marker that stops matching fails here
// instead of letting the real build pass without proving anything.

const MARKERS: Record<string, string[]> = {
  msw: [
    '[MSW]', // prefix of every message msw prints
    'MOCKING_ENABLED', // message between msw and its service worker
    'INTEGRITY_CHECK_REQUEST',
    'mockServiceWorker.js', // the worker script's name
  ],
  '@faker-js/faker': [
    'should be greater than min', // faker.number range check
    'multipleOf should be an integer',
  ],
  'the simulated backend (mocks/)': [
    'simulated-backend-signing-key', // mocks/auth.ts
    'parking-admin', // the demo sign-in's password, mocks/demoAccount.ts
    'The simulated backend could not start', // the page's side of the backend worker, mocks/browser.ts
  ],
  'the scenario panel (src/app/ScenarioPanel.tsx, loaded from main.tsx on the demo-only path)': [
    'Error on this screen', // one of its presets
    'Link to this screen with this scenario, seed, clock and role', // the label of its link
  ],
}

async function readBundle(outDir: string): Promise<Array<{ file: string; code: string }>> {
  const files = await listJsFiles(outDir)
  return Promise.all(
    files.map(async (file) => ({ file: path.relative(outDir, file), code: await readFile(file, 'utf8') })),
  )
}

/** Each marker with the files that contain it. */
function findMarkers(bundle: Array<{ file: string; code: string }>, markers: string[]): Record<string, string[]> {
  return Object.fromEntries(
    markers.map((marker) => [marker, bundle.filter(({ code }) => code.includes(marker)).map(({ file }) => file)]),
  )
}

const { openPage } = browserPerFile()

/** The directives of the Content-Security-Policy meta tag of a page, each with its sources. */
const pagePolicy = (html: string) => Object.fromEntries(policyDirectives(metaPolicy(html) ?? ''))

describe('the build for the real backend', () => {
  const demoOutDir = inject('demoOutDir')
  let realOutDir = ''
  let real: Array<{ file: string; code: string }> = []
  let demo: Array<{ file: string; code: string }> = []

  beforeAll(async () => {
    realOutDir = await makeTempDir('real-build')
    await buildConsole('real', realOutDir)
    ;[real, demo] = await Promise.all([readBundle(realOutDir), readBundle(demoOutDir)])
  })

  afterAll(async () => {
    if (realOutDir) await rm(realOutDir, { recursive: true, force: true })
  })

  it('is a build of the console that talks to VITE_API_BASE_URL', () => {
    expect(real.length).toBeGreaterThan(0)
    expect(real.some(({ code }) => code.includes(REAL_API_BASE_URL))).toBe(true)
    expect(demo.some(({ code }) => code.includes(REAL_API_BASE_URL))).toBe(false)
  })

  it("carries a content security policy that lets it call the backend's origin, and has no simulated backend to start", async () => {
    const index = await readFile(path.join(realOutDir, 'index.html'), 'utf8')
    const notFound = await readFile(path.join(realOutDir, '404.html'), 'utf8')
    expect(notFound).toBe(index)
    const policy = pagePolicy(index)
    expect(policy['connect-src']).toEqual(["'self'", new URL(REAL_API_BASE_URL).origin])
    // Its one inline script is the colour mode's: no early start of the backend's worker, nor its hash.
    expect(index).not.toContain('backendWorker')
    const inline = [...index.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text!)
    expect(inline).toHaveLength(1)
    expect(inline[0]).toContain('colourMode')
    expect(policy['script-src']).toEqual(["'self'", sha256Source(inline[0]!)])
    expect(JSON.stringify(policy)).not.toMatch(/unsafe/)
    // The demo's policy has neither the backend nor the real build's script-src.
    const demoPolicy = pagePolicy(await readFile(path.join(demoOutDir, 'index.html'), 'utf8'))
    expect(demoPolicy['connect-src']).toEqual(["'self'"])
    expect(demoPolicy['script-src']).toHaveLength(3)
  })

  it('opens at its login screen without a content security policy violation', async () => {
    const server = await serveBuild(realOutDir, { port: 4193 })
    const page = await openPage()
    try {
      await page.goto(server.baseURL)
      await page.getByRole('button', { name: 'Sign in' }).waitFor()
      // The colour-mode script ran (its hash is allowed): the page has a theme.
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-bs-theme'))).toMatch(
        /^(light|dark)$/,
      )
      // Violations are errors of the page, which browserPerFile's afterEach checks.
    } finally {
      await page.close()
      await server.close()
    }
  })

  it('does not ship the MSW worker script', () => {
    expect(existsSync(path.join(demoOutDir, 'mockServiceWorker.js'))).toBe(true)
    expect(existsSync(path.join(realOutDir, 'mockServiceWorker.js'))).toBe(false)
  })

  describe.each(Object.entries(MARKERS))('%s', (_library, markers) => {
    it('is in the demo build (the markers are real)', () => {
      const found = findMarkers(demo, markers)
      const missing = markers.filter((marker) => found[marker]!.length === 0)
      expect(missing, `markers not found in the demo build ${demoOutDir}`).toEqual([])
    })

    it('is not in any JavaScript file of the real build', () => {
      const found = findMarkers(real, markers)
      const leaks = Object.entries(found).filter(([, files]) => files.length > 0)
      expect(Object.fromEntries(leaks), `mock code (marker: files) in the real build ${realOutDir}`).toEqual({})
    })
  })
})
