import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import Papa from 'papaparse'
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { allLots } from '@mocks/db/lotIndex'
import { DEMO_ACCOUNTS } from '@mocks/demoAccount'
import { getDataVersion, getLiveDataControls } from '@/api/liveData'
import { getParkingLot } from '@/api/parkingLots'
import type { AuditEntry, ParkingLot, User } from '@/api/types'
import { SCREENS } from '@/app/screens'
import { wcagViolations } from '../support/axe'
import { catchDownloads, readDownload } from '../support/downloads'
import { bodyRows, cells, definitionOf, visibleText } from '../support/queries'
import { renderApp } from '../support/renderApp'
import { TEST_USER, TEST_VIEWER, signIn, testBackend, testServer } from '../support/mockBackend'

// Roles in the console (docs/product.md#roles): a viewer sees every screen without its write
// controls, and the reason in words where they would be; the header names the role; the audit
// log shows each entry's; and a write the backend refuses anyway (403, the role changed
// meanwhile) says why where the action says its failures, the edit kept and the session on.

const origin = window.location.origin
const LIVE = '/live-data-controls'
const NINE_LOTS = `${LIVE}?search=OSL-000`

const LOTS_REFUSAL = 'Your role (viewer) cannot change parking lots.'
const TOGGLE_REFUSAL = 'Your role (viewer) cannot switch live data on or off.'
const METRICS_REFUSAL = 'Your role (viewer) cannot refresh the live data metrics.'
const BUMP_REFUSAL = 'Your role (viewer) cannot update the data version.'
const EXPIRED = 'Your session has expired. Please sign in again.'

const PATHS = ['/parking-lots', '/parking-lots/:id', LIVE, '/audit-log']
beforeAll(async () => {
  await Promise.all(SCREENS.filter(({ path }) => PATHS.includes(path)).map(({ page }) => page.preload()))
  await signIn()
  await Promise.all([getLiveDataControls(), getDataVersion()])
}, 60_000)

/** A seeded lot with a name. */
function namedLot(): ParkingLot {
  const lot = allLots(testBackend.world)
    .map((entry) => entry.lot())
    .find((candidate) => candidate.name)
  if (!lot) throw new Error('The seeded world has no named lot')
  return lot
}

/** The read-only note in `container`: the refusal, said after 'Read only:' in words. */
function readOnlyNote(refusal: string, container: HTMLElement = document.body) {
  expect(within(container).getByText(refusal)).toBeVisible()
  expect(container).toHaveTextContent(`Read only: ${refusal}`)
}

const noNote = (refusal: string) => expect(screen.queryByText(refusal)).not.toBeInTheDocument()

/** The signed-in admin's account becomes a viewer's at the backend, as if changed meanwhile: the console still thinks it may write. */
function demoteAdminAtTheBackend() {
  const where = { id: { equals: DEMO_ACCOUNTS.admin.id } }
  testBackend.world.db.account.update({ where, data: { role: 'viewer' } })
  onTestFinished(() => {
    testBackend.world.db.account.update({ where, data: { role: 'admin' } })
  })
}

/** Opens the Parking Lots list on `lot` and the lot's dialog from its name. */
async function openFromTheList(lot: ParkingLot): Promise<HTMLElement> {
  renderApp(`/parking-lots?search=${lot.lotId}`)
  await userEvent.click(await screen.findByRole('button', { name: `${lot.name} (${lot.lotId})` }))
  return screen.findByRole('dialog', { name: lot.name })
}

/** A save's failure, said at once (an alert) inside the lot's dialog. */
async function saveFailure(dialog: HTMLElement, text: string) {
  expect(await within(dialog).findByText(text)).toHaveAttribute('role', 'alert')
}

/** Types a new name into the editor's Name field in place of the old one. */
async function rename(dialog: HTMLElement, name: string) {
  const field = within(dialog).getByRole('textbox', { name: 'Name' })
  await userEvent.clear(field)
  await userEvent.type(field, name)
}

/** The session is still on: no login screen, no word of an expired session. */
function expectSignedIn() {
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
  expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument()
}

describe('the header', () => {
  const noRole: User = { id: TEST_USER.id, username: 'admin' }
  const unknownRole: User = { ...TEST_USER, role: 'auditor' }
  it.each([
    ['an admin', TEST_USER, 'Welcome, admin', 'Admin'],
    ['a viewer', TEST_VIEWER, 'Welcome, viewer', 'Viewer'],
    ['a user the backend sent no role for, as an admin', noRole, 'Welcome, admin', 'Admin'],
    ['a role the console does not know, as sent', unknownRole, 'Welcome, admin', 'auditor'],
  ])('names the role beside the greeting: %s', async (_, user, greeting, role) => {
    await signIn(user)
    renderApp('/audit-log')
    const header = screen.getByRole('banner')
    expect(within(header).getByText(greeting)).toBeVisible()
    expect(within(header).getByText(role)).toBeVisible()
    expect(visibleText(header)).toContain(`${greeting} ${role}`)
    // A screen reader hears what the word is.
    expect(header).toHaveTextContent(`${greeting} Role: ${role}`)
  })

  it('names it in the phone menu too', async () => {
    window.innerWidth = 375
    await signIn(TEST_VIEWER)
    renderApp('/audit-log')
    expect(within(screen.getByRole('banner')).queryByText('Welcome, viewer')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = await screen.findByRole('dialog')
    expect(within(menu).getByText('Welcome, viewer')).toBeVisible()
    expect(menu).toHaveTextContent('Welcome, viewer Role: Viewer')
  })
})

describe('Parking Lots as a viewer', () => {
  it('lists the lots with the reason instead of Edit, and the modal shows the lot without Edit', async () => {
    const lot = namedLot()
    await signIn(TEST_VIEWER)
    renderApp(`/parking-lots?search=${lot.lotId}`)
    await screen.findByRole('table', { name: 'Parking lots' })
    readOnlyNote(LOTS_REFUSAL)

    await userEvent.click(screen.getByRole('button', { name: `${lot.name} (${lot.lotId})` }))
    const dialog = await screen.findByRole('dialog', { name: lot.name })
    expect(definitionOf(dialog, 'Lot ID')).toHaveTextContent(lot.lotId)
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    readOnlyNote(LOTS_REFUSAL, dialog)
    expect(await wcagViolations(document.body)).toEqual([])
  })

  it('offers Edit to an admin, with no note', async () => {
    const lot = namedLot()
    await signIn()
    const dialog = await openFromTheList(lot)
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument()
    noNote(LOTS_REFUSAL)
  })

  it.each([
    ['a viewer', TEST_VIEWER, 0],
    ['an admin', TEST_USER, 1],
  ])('on a phone shows %s the lots as cards, with Edit only for an admin', async (_, user, edits) => {
    window.innerWidth = 375
    const lot = namedLot()
    await signIn(user)
    renderApp(`/parking-lots?search=${lot.lotId}`)
    const cards = await screen.findByRole('list', { name: 'Parking lots' })
    const card = within(cards).getAllByRole('listitem')[0]!
    expect(within(card).getByRole('link', { name: `Detail page of ${lot.name} (${lot.lotId})` })).toBeInTheDocument()
    expect(within(card).queryAllByRole('button', { name: /^Edit / })).toHaveLength(edits)
    if (edits === 0) readOnlyNote(LOTS_REFUSAL)
    else noNote(LOTS_REFUSAL)
  })

  it('opened by its address, a lot’s page is read-only with the reason where Edit would be', async () => {
    const lot = namedLot()
    await signIn(TEST_VIEWER)
    renderApp(`/parking-lots/${lot._id}`)
    await screen.findByRole('heading', { name: lot.name, level: 1 })
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    readOnlyNote(LOTS_REFUSAL)
    expect(screen.getByRole('region', { name: 'Basic Information' })).toHaveTextContent(lot.lotId)
  })

  it('offers an admin Edit on the lot’s page', async () => {
    const lot = namedLot()
    await signIn()
    renderApp(`/parking-lots/${lot._id}`)
    await screen.findByRole('heading', { name: lot.name, level: 1 })
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument()
    noNote(LOTS_REFUSAL)
  })
})

describe('Live Data Controls as a viewer', () => {
  const table = () => screen.getByRole('table', { name: 'Live data controls' })
  const statusWords = (rows: HTMLElement[], cell: number) => rows.map((row) => visibleText(cells(row)[cell]!))

  it('shows the lots, their status in words and the version, with a note for each write instead of its control', async () => {
    await signIn(TEST_VIEWER)
    const { controls } = (await getLiveDataControls()).data
    const { version } = (await getDataVersion()).data
    renderApp(NINE_LOTS)
    await screen.findByRole('table', { name: 'Live data controls' })
    const rows = bodyRows(table())
    expect(rows).toHaveLength(9)
    // Lot ID, Location, Status, ...: no box before them, no action after them.
    const headers = within(table()).getAllByRole('columnheader', { hidden: true })
    // Each header without its sort mark.
    expect(headers.map((header) => visibleText(header).replace(/[▲▼↕]$/, ''))).toEqual([
      'Lot ID',
      'Location',
      'Status',
      'Last Updated',
      'Changes/Hour',
      'Max Change %',
      'Data Points',
    ])
    const expected = controls
      .filter((control) => control.lotId.startsWith('OSL-000'))
      .sort((a, b) => a.lotId.localeCompare(b.lotId))
      .map((control) => (!control.isEnabled ? 'Disabled' : control.occupancyChangesLastHour > 0 ? 'Active' : 'Static'))
    expect(statusWords(rows, 2)).toEqual(expected)

    expect(screen.queryByRole('button', { name: /^(Disable|Enable) OSL-/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /live data$/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Refresh Metrics' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Update Version' })).not.toBeInTheDocument()
    // One note for the whole list, in its section; one where each button of the page would be.
    readOnlyNote(TOGGLE_REFUSAL, screen.getByRole('region', { name: 'Lots' }))
    readOnlyNote(METRICS_REFUSAL)
    const versionCard = screen.getByRole('region', { name: 'Version Control' })
    readOnlyNote(BUMP_REFUSAL, versionCard)
    expect(await within(versionCard).findByTestId('current-version')).toHaveTextContent(String(version))
    expect(await wcagViolations(screen.getByRole('main'))).toEqual([])
  })

  it('on a phone shows each lot with its status and no box or toggle', async () => {
    window.innerWidth = 375
    await signIn(TEST_VIEWER)
    renderApp(NINE_LOTS)
    const list = await screen.findByRole('list', { name: 'Live data controls' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(9)
    for (const item of items) expect(visibleText(item)).toMatch(/^OSL-000\d.*(Active|Static|Disabled)/)
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^(Disable|Enable) OSL-/ })).not.toBeInTheDocument()
    readOnlyNote(TOGGLE_REFUSAL)
  })

  it('offers an admin every control, with no note', async () => {
    await signIn()
    renderApp(NINE_LOTS)
    await screen.findByRole('table', { name: 'Live data controls' })
    expect(within(bodyRows(table())[0]!).getByRole('button', { name: /^(Disable|Enable) OSL-0001$/ })).toBeEnabled()
    expect(screen.getByRole('checkbox', { name: 'Select OSL-0001' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Disable live data' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Refresh Metrics' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Update Version' })).toBeInTheDocument()
    expect(screen.queryByText(/^Read only:/)).not.toBeInTheDocument()
    for (const refusal of [TOGGLE_REFUSAL, METRICS_REFUSAL, BUMP_REFUSAL]) noNote(refusal)
  })
})

describe('a write the backend refuses anyway (403: the role changed meanwhile)', () => {
  it("keeps the lot editor's edit and says why, in the backend's words", async () => {
    const lot = namedLot()
    await signIn()
    const dialog = await openFromTheList(lot)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }))
    await rename(dialog, 'Renamed while demoted')
    demoteAdminAtTheBackend()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save 1 change' }))
    await saveFailure(dialog, LOTS_REFUSAL)
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Renamed while demoted')
    expect(within(dialog).getByRole('region', { name: 'Changes to save' })).toHaveTextContent(
      `name: ${lot.name} → Renamed while demoted`,
    )
    expect(within(dialog).getByRole('button', { name: 'Save 1 change' })).toBeEnabled()
    expectSignedIn()
    expect((await getParkingLot(lot._id)).name).toBe(lot.name)
  })

  it("says the role was refused in the client's words when the backend's 403 has no message", async () => {
    const lot = namedLot()
    testServer.use(http.put(`${origin}/api/parking-lots/:id`, () => new HttpResponse(null, { status: 403 })))
    await signIn()
    renderApp(`/parking-lots/${lot._id}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: lot.name })
    await rename(dialog, 'Renamed, refused')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save 1 change' }))
    await saveFailure(dialog, 'Not allowed: your role cannot do this')
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Renamed, refused')
    expectSignedIn()
  })

  it("says why a toggle failed in the backend's words, and the lot stays as it was", async () => {
    await signIn()
    const before = (await getLiveDataControls()).data.controls.find((control) => control.lotId === 'OSL-0001')!
    const action = before.isEnabled ? 'Disable' : 'Enable'
    renderApp(NINE_LOTS)
    await screen.findByRole('table', { name: 'Live data controls' })
    demoteAdminAtTheBackend()

    await userEvent.click(screen.getByRole('button', { name: `${action} OSL-0001` }))
    const message = `Failed to toggle lot OSL-0001: ${TOGGLE_REFUSAL}`
    expect(await screen.findByText(message)).toBeInTheDocument()
    // Said at once, as every failure is.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
      expect.stringContaining(message),
    )
    await waitFor(() => expect(screen.getByRole('button', { name: `${action} OSL-0001` })).toBeEnabled())
    expectSignedIn()
    const after = (await getLiveDataControls()).data.controls.find((control) => control.lotId === 'OSL-0001')!
    expect(after.isEnabled).toBe(before.isEnabled)
  })

  it("reports a bulk run's refused lots with the backend's words", async () => {
    await signIn()
    const before = (await getLiveDataControls()).data.controls.find((control) => control.lotId === 'OSL-0001')!
    const action = before.isEnabled ? 'Disable' : 'Enable'
    renderApp(NINE_LOTS)
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select OSL-0001' }))
    demoteAdminAtTheBackend()
    await userEvent.click(screen.getByRole('button', { name: `${action} live data` }))
    await userEvent.click(await screen.findByRole('button', { name: `${action} 1 lot` }))
    const report = screen.getByRole('region', { name: 'Bulk report' })
    await waitFor(() => expect(report).toHaveTextContent(`${action} live data: 0 done, 1 failed.`))
    expect(within(report).getByRole('listitem')).toHaveTextContent(`OSL-0001: ${TOGGLE_REFUSAL}`)
    expectSignedIn()
  })

  it("says why Refresh Metrics and Update Version failed in the backend's words", async () => {
    await signIn()
    const { version } = (await getDataVersion()).data
    renderApp(NINE_LOTS)
    await screen.findByRole('table', { name: 'Live data controls' })
    demoteAdminAtTheBackend()

    await userEvent.click(screen.getByRole('button', { name: 'Refresh Metrics' }))
    expect(await screen.findByText(`Failed to update metrics: ${METRICS_REFUSAL}`)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Update Version' }))
    await userEvent.click(await screen.findByRole('button', { name: `Update to version ${version + 1}` }))
    expect(await screen.findByText(`Failed to update version: ${BUMP_REFUSAL}`)).toBeInTheDocument()
    expect(screen.getByTestId('current-version')).toHaveTextContent(String(version))
    expectSignedIn()
  })
})

describe('the Audit Log', () => {
  const auditTable = () => screen.getByRole('table', { name: 'Audit log' })
  const roles = () => bodyRows(auditTable()).map((row) => visibleText(cells(row).at(-1)!))

  /** Entries from a backend that sends a role, one the console does not know, and none. */
  function auditAnswers(entries: AuditEntry[]) {
    testServer.use(
      http.get(`${origin}/api/admin/audit`, () =>
        HttpResponse.json({ entries, pagination: { page: 1, limit: 50, total: entries.length, pages: 1 } }),
      ),
    )
  }
  const entry = (id: string, role?: string): AuditEntry => ({
    id,
    at: '2026-11-25T10:00:00.000Z',
    userId: `user-${id}`,
    username: `user ${id}`,
    ...(role === undefined ? {} : { role }),
    action: 'metrics.refresh',
  })

  it("shows each entry's role in a column of its own, an entry without one as an admin's, and exports it", async () => {
    auditAnswers([entry('1', 'viewer'), entry('2'), entry('3', 'auditor'), entry('4', 'admin')])
    const files = catchDownloads()
    await signIn()
    renderApp('/audit-log')
    await screen.findByRole('table', { name: 'Audit log' })
    expect(within(auditTable()).getByRole('columnheader', { name: 'Role', hidden: true })).toBeInTheDocument()
    expect(roles()).toEqual(['Viewer', 'Admin', 'auditor', 'Admin'])

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await screen.findByText(/^Exported 4 rows to audit-log-/)
    const [header, ...records] = Papa.parse<string[]>(await readDownload(files[0]!), { skipEmptyLines: 'greedy' }).data
    const role = header!.indexOf('Role')
    expect(role).toBeGreaterThan(-1)
    expect(records.map((record) => record[role])).toEqual(['Viewer', 'Admin', 'auditor', 'Admin'])
  })

  it("shows the seeded entries' role, an admin's", async () => {
    await signIn(TEST_VIEWER)
    renderApp('/audit-log')
    await screen.findByRole('table', { name: 'Audit log' })
    await waitFor(() => expect(roles().length).toBeGreaterThan(0))
    expect(new Set(roles())).toEqual(new Set(['Admin']))
  })
})
