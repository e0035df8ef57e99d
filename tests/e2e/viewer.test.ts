import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type {
  AuditResponse,
  LiveDataControlsResponse,
  ParkingLot,
  ParkingLotsResponse,
  VersionResponse,
} from '@/api/types'
import { refusal, WRITES, type Write } from '@/schema/roles'
import { routePath, ROUTES as API } from '@/schema/routes'
import { axeViolations } from './axe'
import { browserPerFile, callInPage, DESKTOP, getInPage, PHONE } from './browserSession'
import { chooseColourMode } from './colourMode'
import { followLink } from './inPage'
import { firstLot, ROUTES, routeUrl, waitForScreen } from './routes'

// A viewer in the demo build (docs/product.md#roles): signed in through the
// login form with the seeded viewer account, they walk every route and find every screen,
// and no enabled control that would change something; the screens that offer writes to an
// admin say why in words; each write tried anyway, from inside the page with the viewer's
// own token, answers 403 with its reason and changes nothing. axe finds nothing serious on
// the viewer's screens in light and dark. A link made as a viewer opens as one.

const WAIT = { timeout: 15_000 }

const { openPage, pageAt } = browserPerFile()

/** The names of the controls that change something, as an admin sees them (row actions carry the lot's name after). */
const WRITE_CONTROL = /^(Edit|Save|Save mine anyway|Update Version|Refresh Metrics|Enable|Disable|Select|Undo)\b/

/** The screens that offer writes to an admin, and the refusal each says instead. */
const SAYS_WHY: Record<string, Write[]> = {
  '/parking-lots': ['updateParkingLot'],
  '/parking-lots/:id': ['updateParkingLot'],
  '/live-data-controls': ['toggleLiveData', 'bumpVersion', 'updateLiveDataMetrics'],
}

async function signInAsViewer(viewport = DESKTOP): Promise<Page> {
  const page = await openPage(viewport)
  await page.goto('/dashboard')
  await page.getByLabel('Username', { exact: true }).fill('viewer')
  await page.getByLabel('Password', { exact: true }).fill('parking-viewer')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 }).waitFor(WAIT)
  return page
}

/** The enabled buttons, switches, checkboxes and links in the main area (and any dialog) whose names say they change something. */
function enabledWriteControls(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source)
    const scope = [...document.querySelectorAll('main, [role="dialog"]')]
    return scope.flatMap((root) =>
      [...root.querySelectorAll<HTMLElement>('button, [role="button"], [role="switch"], input[type="checkbox"], a')]
        .filter(
          (control) => !(control as HTMLButtonElement).disabled && control.getAttribute('aria-disabled') !== 'true',
        )
        .map((control) => (control.getAttribute('aria-label') ?? control.textContent ?? '').trim())
        .filter((name) => pattern.test(name)),
    )
  }, WRITE_CONTROL.source)
}

/** What any write would change, as the viewer can read it: the lot, the live controls, the version and the audit log. */
async function readable(page: Page, lot: ParkingLot) {
  const [stored, controls, version, audit] = await Promise.all([
    getInPage<ParkingLot>(page, routePath('getParkingLot', { id: lot._id })),
    getInPage<LiveDataControlsResponse>(page, routePath('getLiveDataControls')),
    getInPage<VersionResponse>(page, routePath('getDataVersion')),
    getInPage<AuditResponse>(page, `${routePath('getAuditLog')}?limit=1`),
  ])
  return {
    lot: { ...stored, feedback: undefined },
    controls: controls.data.controls.map(({ lotId, isEnabled, lastUpdated }) => ({ lotId, isEnabled, lastUpdated })),
    version: version.data.version,
    audit: { total: audit.pagination.total, newest: audit.entries[0]?.id },
  }
}

describe('a viewer', () => {
  it(
    'walks every route, finds every screen and no enabled write control; the write screens say why',
    { timeout: 300_000 },
    async () => {
      const page = await signInAsViewer()
      await expect(page.getByRole('banner').getByText('Role: Viewer').isVisible()).resolves.toBe(true)
      const lot = await firstLot(page)
      const problems: string[] = []
      for (const route of ROUTES) {
        await followLink(page, routeUrl(route, lot))
        await waitForScreen(page, route, lot)
        const writes = await enabledWriteControls(page)
        if (writes.length > 0) problems.push(`${route.path}: ${writes.join(', ')}`)
        for (const write of SAYS_WHY[route.path] ?? []) {
          const note = page.getByText(refusal('viewer', write), { exact: true })
          if (!(await note.first().isVisible())) problems.push(`${route.path}: no '${refusal('viewer', write)}'`)
        }
      }
      // A lot's details from the list: the modal shows the lot, and no Edit.
      await followLink(page, '/parking-lots')
      await page.getByRole('table', { name: 'Parking lots' }).waitFor(WAIT)
      await page.getByRole('table', { name: 'Parking lots' }).locator('button[aria-haspopup="dialog"]').first().click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor(WAIT)
      const inDialog = await enabledWriteControls(page)
      if (inDialog.length > 0) problems.push(`the lot modal: ${inDialog.join(', ')}`)
      expect(problems).toEqual([])
    },
  )

  it('is refused every write tried from inside the page, with its reason, and nothing changes', async () => {
    const page = await signInAsViewer()
    const { parkingLots } = await getInPage<ParkingLotsResponse>(page, `${routePath('getParkingLots')}?limit=1`)
    const lot = parkingLots[0]!
    const before = await readable(page, lot)
    const requests: Record<Write, { path: string; body?: unknown }> = {
      updateParkingLot: { path: routePath('updateParkingLot', { id: lot._id }), body: { ...lot, name: 'By a viewer' } },
      toggleLiveData: { path: routePath('toggleLiveData', { lotId: lot.lotId }) },
      updateLiveDataMetrics: { path: routePath('updateLiveDataMetrics') },
      bumpVersion: { path: routePath('bumpVersion') },
    }
    for (const write of Object.keys(WRITES) as Write[]) {
      const { path, body } = requests[write]
      expect(await callInPage(page, API[write].method, path, body), write).toEqual({
        status: 403,
        body: { message: refusal('viewer', write) },
      })
    }
    expect(await readable(page, lot)).toEqual(before)
    // Still signed in: a 403 is not the end of the session.
    await expect(page.getByRole('button', { name: 'Logout' }).isVisible()).resolves.toBe(true)
  })

  for (const mode of ['Light', 'Dark'] as const) {
    it(
      `meets WCAG 2.1 A/AA on the screens that differ for a viewer (${mode.toLowerCase()})`,
      { timeout: 120_000 },
      async () => {
        const page = await signInAsViewer()
        if (mode === 'Dark') await chooseColourMode(page, 'Dark')
        const lot = await firstLot(page)
        const found: string[] = []
        for (const route of ROUTES.filter(
          ({ path }) => path in SAYS_WHY || path === '/audit-log' || path === '/dashboard',
        )) {
          await followLink(page, routeUrl(route, lot))
          await waitForScreen(page, route, lot)
          found.push(...(await axeViolations(page)).map((violation) => `${route.path}: ${violation}`))
        }
        expect(found).toEqual([])
      },
    )
  }

  it("opens a link made as a viewer as one: a browser signed in as admin signs in again with the link's account", async () => {
    const admin = await pageAt('/dashboard')
    await expect(admin.getByRole('banner').getByText('Role: Admin').isVisible()).resolves.toBe(true)
    await admin.goto('/live-data-controls?role=viewer')
    await admin.getByRole('heading', { name: 'Live Data Controls', level: 1 }).waitFor(WAIT)
    await admin.getByText(refusal('viewer', 'toggleLiveData'), { exact: true }).first().waitFor(WAIT)
    await expect(admin.getByRole('banner').getByText('Role: Viewer').isVisible()).resolves.toBe(true)
  })

  it('finds the login form prefilled with the viewer account when a viewer link opens signed out (phone)', async () => {
    const page = await openPage(PHONE)
    await page.goto('/audit-log?role=viewer')
    await expect(page.getByLabel('Username', { exact: true }).inputValue()).resolves.toBe('viewer')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor(WAIT)
  })
})
