import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { OPENAPI_DOCUMENT } from '../../apiReference'
import { metaPolicy, policyDirectives } from '../support/policy'
import { committedDocument, lotsPath, openLotsOperation, refuseOutsideRequests, waitForReference } from './apiReference'
import { axeViolations } from './axe'
import { browserPerFile, PHONE, screenshot } from './browserSession'

// The API reference published with the demo build at /api-reference/ (apiReference.ts,
// docs/decisions/0011-api-reference-viewer.md): the committed contracts/openapi.json drawn by
// Redoc, from the site's own files only, under a policy of its own with nothing inline
// allowed but an empty style element. Every browser test fails on a page error or a console
// error, content security policy violations included (browserSession.ts); these also fail
// on any request that leaves 127.0.0.1.

const { openPage } = browserPerFile()

/** Redoc's colour mode, the class it puts on <html>. */
const colourMode = (page: Page) => page.evaluate(() => document.documentElement.className)

describe('the API reference of the demo build', () => {
  it('shows the committed document at /api-reference/ and finds GET /api/parking-lots, asking no other host for anything', async () => {
    const page = await openPage()
    const outside = await refuseOutsideRequests(page)

    expect((await page.goto('/api-reference/'))!.status()).toBe(200)
    await waitForReference(page)
    expect(await page.title()).toBe(`${committedDocument().title}: API reference`)
    await screenshot(page, 'api-reference-1440.png', { fullPage: false })
    await openLotsOperation(page)
    await screenshot(page, 'api-reference-operation-1440.png', { fullPage: false })

    // The document the reference offers for download is the committed one.
    const served = await page.request.get('/api-reference/openapi.json')
    expect(served.status()).toBe(200)
    expect(await served.text()).toBe(await readFile(OPENAPI_DOCUMENT, 'utf8'))
    expect(outside).toEqual([])
  })

  it('carries its own policy: scripts and styles from the site, nothing inline but an empty style, nothing evaluated', async () => {
    const page = await openPage()
    const html = await (await page.request.get('/api-reference/')).text()
    const policy = Object.fromEntries(policyDirectives(metaPolicy(html) ?? ''))
    expect(policy['script-src']).toEqual(["'self'"])
    // The hash of the empty text: styled-components' <style> element, filled through the CSSOM.
    expect(policy['style-src']).toEqual(["'self'", "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"])
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(JSON.stringify(policy)).not.toMatch(/unsafe|\*|https?:/)
    expect(html).not.toMatch(/<script>|<style>|\sstyle=/)
  })

  it('has no serious or critical axe violation, light and dark, on its first page and on an operation', async () => {
    const page = await openPage()
    await refuseOutsideRequests(page)
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/api-reference/')
    await waitForReference(page)
    expect(await colourMode(page)).toBe('light')
    expect(await axeViolations(page), 'the first page, light').toEqual([])
    await openLotsOperation(page)
    expect(await axeViolations(page), 'an operation, light').toEqual([])

    // Redoc's own switch, at the foot of its sidebar, named for the mode it shows.
    await page.getByRole('button', { name: 'light', exact: true }).click()
    await expect.poll(() => colourMode(page)).toBe('dark')
    expect(await axeViolations(page), 'an operation, dark').toEqual([])
    await page.goto('/api-reference/')
    await waitForReference(page)
    expect(await colourMode(page)).toBe('dark')
    expect(await axeViolations(page), 'the first page, dark').toEqual([])
  })

  it('fits a phone, and finds GET /api/parking-lots from its menu', async () => {
    const page = await openPage(PHONE)
    await refuseOutsideRequests(page)
    await page.goto('/api-reference/')
    await waitForReference(page)
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth)
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'api-reference-375.png', { fullPage: false })

    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    await openLotsOperation(page)
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width)
    const path = (await lotsPath(page).boundingBox())!
    expect(path.x + path.width).toBeLessThanOrEqual(PHONE.width)
    expect(await axeViolations(page)).toEqual([])
  })
})
