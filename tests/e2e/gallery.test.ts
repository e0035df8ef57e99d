import { execFile } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenGroups } from '../../gallery/screenGroups'
import { makeTempDir, PROJECT_ROOT } from '../support/builds'
import { serveStatic, type StaticHost } from '../support/staticHost'
import { browserPerFile, DESKTOP } from './browserSession'
import { axeViolations } from './axe'

// The designers' gallery as `npm run build-storybook` writes it, published under a sub-path
// on a plain static host: every screen in every state and a docs page each, the toolbar's
// settings carried by a story's link, and a docs page listing the calls its screen made.
// What each story shows, and axe on each, is checked in jsdom (tests/gallery).

const BASE = '/design/gallery/'
const { openPage } = browserPerFile()

interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
}

let outDir = ''
let host: StaticHost | undefined
let entries: IndexEntry[] = []
/** What the build printed, its warnings among it. */
let buildOutput = ''

beforeAll(async () => {
  outDir = await makeTempDir('e2e-gallery')
  const { stdout, stderr } = await promisify(execFile)(
    path.join(PROJECT_ROOT, 'node_modules', '.bin', 'storybook'),
    ['build', '--output-dir', outDir, '--quiet', '--disable-telemetry'],
    { cwd: PROJECT_ROOT, env: { ...process.env, NODE_ENV: 'production' } },
  )
  buildOutput = stdout + stderr
  host = await serveStatic(outDir, BASE)
  const index = JSON.parse(await readFile(path.join(outDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>
  }
  entries = Object.values(index.entries)
})

afterAll(async () => {
  await host?.close()
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

/** The frame a story or docs page draws in, inside Storybook's own page. */
async function previewFrame(page: Page): Promise<Frame> {
  const iframe = await page.locator('#storybook-preview-iframe').elementHandle()
  const frame = await iframe?.contentFrame()
  if (!frame) throw new Error("Storybook's preview frame is missing")
  return frame
}

describe('the gallery built by npm run build-storybook', () => {
  it('has every screen in each of its states, a docs page each, and the shared components', () => {
    for (const group of screenGroups()) {
      const ofScreen = entries.filter((entry) => entry.title === group.title)
      expect(
        ofScreen.filter((entry) => entry.type === 'docs'),
        group.title,
      ).toHaveLength(1)
      expect(
        ofScreen.filter((entry) => entry.type === 'story').map((entry) => entry.name),
        group.title,
      ).toEqual(group.stories.map((story) => story.name))
    }
    const components = entries.filter((entry) => entry.type === 'story' && entry.title.startsWith('Components/'))
    expect(new Set(components.map((entry) => entry.title)).size).toBeGreaterThanOrEqual(8)
  })

  it('builds without warnings about the files Storybook reads (main.ts, preview.tsx, the stories)', () => {
    expect(buildOutput).not.toMatch(/CSF Parsing error/)
  })

  it("fits a story into the canvas beside the sidebar, without a warning from msw, and scrolls the canvas to show a width picked wider than it (1440 px); leaves out Storybook's 'Get started' checklist and onboarding guide", async () => {
    const page = await openPage(DESKTOP)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('[MSW]')) warnings.push(message.text())
    })
    await page.goto(`${host!.origin}${BASE}?path=/story/screens-parking-lots--data`)
    const frame = await previewFrame(page)
    await frame
      .getByText(/^Page 1 of \d+$/)
      .first()
      .waitFor({ timeout: 30_000 })
    const canvas = page.locator('#storybook-preview-wrapper')
    const canvasWidth = await canvas.evaluate((element) => element.clientWidth)
    expect(
      await frame.locator('#storybook-root').evaluate((root) => root.getBoundingClientRect().width),
    ).toBeLessThanOrEqual(canvasWidth)
    // The page's own files pass msw by; only a call the backend does not know would be worth a word.
    expect(warnings).toEqual([])

    // The 'Get started' checklist and the onboarding guide teach writing stories by hand.
    // Both show only under `npm run storybook`, which reads the same features as the build.
    const features = await page.evaluate(() => (window as unknown as { FEATURES?: Record<string, unknown> }).FEATURES)
    expect(features).toMatchObject({ sidebarOnboardingChecklist: false, menuOnboardingChecklist: false })
    expect(entries.filter((entry) => /onboarding|get started/i.test(`${entry.title} ${entry.name}`))).toEqual([])

    // A width wider than the canvas, picked in the toolbar, in place. Storybook sets the
    // frame up again as it applies the width: wait for the story in it first.
    await page.getByRole('button', { name: /size of the preview|viewport/i }).click()
    await page.getByText('Desktop 1440', { exact: true }).click()
    await expect.poll(() => decodeURIComponent(page.url())).toContain('viewport.value:w1440')
    await page
      .frameLocator('#storybook-preview-iframe')
      .getByText(/^Page 1 of \d+$/)
      .first()
      .waitFor({ timeout: 30_000 })
    const wide = await previewFrame(page)
    await expect.poll(() => wide.evaluate(() => window.innerWidth)).toBe(1440)
    // Scrolled to its end, the canvas shows the frame's right edge.
    const edges = await canvas.evaluate((element) => {
      element.scrollLeft = element.scrollWidth
      const frameBox = element.querySelector('iframe')!.getBoundingClientRect()
      return { frameRight: frameBox.right, canvasRight: element.getBoundingClientRect().right }
    })
    expect(edges.frameRight).toBeLessThanOrEqual(edges.canvasRight)
  })

  it("opens a story's link with its theme, width, clock and seed, and keeps a changed setting in the link", async () => {
    const page = await openPage(DESKTOP)
    await page.goto(
      `${host!.origin}${BASE}?path=/story/screens-parking-lots--data&globals=theme:dark;clock:year-end;seed:2;viewport.value:w375`,
    )
    const frame = await previewFrame(page)
    await frame.getByRole('heading', { name: 'Parking Lots', level: 1 }).waitFor({ timeout: 30_000 })
    expect(await frame.locator('html').getAttribute('data-bs-theme')).toBe('dark')
    await expect.poll(() => frame.evaluate(() => window.innerWidth)).toBe(375)
    // The list's data has arrived (a phone shows it as cards).
    await frame
      .getByText(/^Page 1 of \d+$/)
      .first()
      .waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: /Seed 2/ }).waitFor()
    await page.getByRole('button', { name: /New Year's Eve/ }).waitFor()

    await page.getByRole('button', { name: /Dark mode/ }).click()
    await page.getByText('Light mode', { exact: true }).click()
    await expect.poll(() => frame.locator('html').getAttribute('data-bs-theme')).toBe('light')
    await page.getByRole('button', { name: /Seed 2/ }).click()
    await page.getByText('Seed 3', { exact: true }).click()
    // The link now says what shows: seed 3, the light mode being the default it leaves out.
    await expect.poll(() => decodeURIComponent(page.url())).toContain('seed:3')
    expect(decodeURIComponent(page.url())).not.toContain('theme:')
    expect(decodeURIComponent(page.url())).toContain('clock:year-end')
    await frame
      .getByText(/^Page 1 of \d+$/)
      .first()
      .waitFor({ timeout: 30_000 })
  })

  it("lists on a screen's docs page the calls the screen made, as the simulated backend answered them", async () => {
    const page = await openPage(DESKTOP)
    await page.goto(`${host!.origin}${BASE}?path=/docs/screens-parking-lots--docs`)
    const frame = await previewFrame(page)
    const calls = frame.getByRole('region', { name: 'The calls it makes' })
    await calls
      .getByRole('cell', { name: /^\/api\/parking-lots\?/ })
      .first()
      .waitFor({ timeout: 30_000 })
    const row = await calls.locator('tbody tr').first().locator('td').allInnerTexts()
    expect(row[0]).toBe('GET')
    expect(row[2]).toBe('200')
    expect(await axeViolations(frame)).toEqual([])
  })
})
