import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { allLots } from '@mocks/db/lotIndex'
import { bumpVersion } from '@/api/admin'
import { getAuditLog } from '@/api/audit'
import { toggleLiveData, updateLiveDataMetrics } from '@/api/liveData'
import { updateParkingLot } from '@/api/parkingLots'
import type { ParkingLot } from '@/api/types'
import { bodyRows, cells, visibleText } from '../support/queries'
import { renderApp } from '../support/renderApp'
import { recordCalls, signIn, testBackend, testServer } from '../support/mockBackend'

// The Audit Log screen and a lot's Recent changes against the simulated backend: each admin
// call made through the real client functions shows as an entry in words, with the role
// (tests/component/roles.test.tsx for the roles the seeded world never writes); the filters,
// pages and URL; the empty state; a backend without the call (404) gets a note, and the rest
// of the lot page stays.

const origin = window.location.origin
const AUDIT = '/api/admin/audit'
const calls = recordCalls(AUDIT)

/** A seeded lot with a name, spaces and an hourly rate, whose live data is enabled. */
function chosenLot(): ParkingLot {
  const lot = allLots(testBackend.world)
    .map((entry) => entry.lot())
    .find(
      (candidate) =>
        candidate.name &&
        typeof candidate.spaces === 'number' &&
        typeof candidate.additionalProperties?.hourlyRate === 'number' &&
        testBackend.world.live.controls.get(candidate.lotId)?.isEnabled,
    )
  if (!lot) throw new Error('The seeded world has no enabled lot with spaces and an hourly rate')
  return lot
}

let lot: ParkingLot
let versionBefore: number

beforeAll(async () => {
  await import('@/features/audit-log/AuditLogPage')
  await signIn()
  lot = chosenLot()
  versionBefore = testBackend.world.live.version.version
  // The four admin actions, as the console's screens make them.
  const { feedback: _feedback, ...sent } = lot
  await updateParkingLot(lot._id, {
    ...sent,
    spaces: lot.spaces! + 20,
    additionalProperties: { ...lot.additionalProperties, hourlyRate: 99 },
  })
  await toggleLiveData(lot.lotId)
  await bumpVersion()
  await updateLiveDataMetrics()
})

const table = () => screen.getByRole('table', { name: 'Audit log' })
const rowTexts = () => bodyRows(table()).map((row) => cells(row).slice(1).map(visibleText))
const location = () =>
  `${screen.getByTestId('location').textContent}${screen.getByTestId('location-search').textContent}`

async function open(route = '/audit-log') {
  await signIn()
  renderApp(route)
  return screen.findByRole('table', { name: 'Audit log' })
}

describe('Audit Log: what the admin calls recorded', () => {
  it('shows each admin action in words, newest first, with its time, the user and the lot linked', async () => {
    await open()
    const name = lot.name
    const lotWords = `${lot.lotId} (${name})`
    expect(screen.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeInTheDocument()
    await waitFor(() =>
      expect(rowTexts().slice(0, 4)).toEqual([
        ['Metrics refreshed', 'admin refreshed live-data metrics', 'Admin'],
        ['Version bumped', `admin bumped the lot-data version ${versionBefore} → ${versionBefore + 1}`, 'Admin'],
        ['Live data disabled', `admin disabled live data for ${lotWords}`, 'Admin'],
        [
          'Lot saved',
          `admin changed 2 fields on ${lotWords}:` +
            `spaces ${lot.spaces} → ${lot.spaces! + 20}` +
            `additionalProperties.hourlyRate ${String(lot.additionalProperties!.hourlyRate)} → 99`,
          'Admin',
        ],
      ]),
    )
    const saveRow = bodyRows(table())[3]!
    expect(
      within(saveRow)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `spaces ${lot.spaces} → ${lot.spaces! + 20}`,
      `additionalProperties.hourlyRate ${String(lot.additionalProperties!.hourlyRate)} → 99`,
    ])
    expect(within(saveRow).getByRole('link', { name: 'admin' })).toHaveAttribute('href', '/audit-log?userId=admin-1')
    expect(within(saveRow).getByRole('link', { name: lotWords })).toHaveAttribute('href', `/parking-lots/${lot._id}`)
    const time = within(cells(saveRow)[0]!).getByRole('time', { hidden: true })
    const { entries } = await getAuditLog({ limit: 4 })
    expect(time).toHaveAttribute('datetime', entries[3]!.at)
    expect(time).toHaveTextContent(/Just now|m ago/)
  })

  it('filters by action and lot id, each in the URL and the request, and clears them', async () => {
    await open()
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Live data disabled')
    await waitFor(() => expect(location()).toBe('/audit-log?action=live-data.disable'))
    await waitFor(() =>
      expect(calls.map((call) => call.query)).toContainEqual({ action: 'live-data.disable', page: '1', limit: '50' }),
    )
    await waitFor(() => expect(rowTexts().every(([action]) => action === 'Live data disabled')).toBe(true))

    await userEvent.type(screen.getByLabelText('Lot ID'), `${lot.lotId}{Enter}`)
    await waitFor(() => expect(location()).toBe(`/audit-log?action=live-data.disable&lotId=${lot.lotId}`))
    await waitFor(() =>
      expect(rowTexts()).toEqual([
        ['Live data disabled', `admin disabled live data for ${lot.lotId} (${lot.name})`, 'Admin'],
      ]),
    )

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))
    await waitFor(() => expect(location()).toBe('/audit-log'))
  })

  it('filters by the user whose name was clicked, in the URL, the field and the request', async () => {
    await open()
    await userEvent.click(within(bodyRows(table())[0]!).getByRole('link', { name: 'admin' }))
    await waitFor(() => expect(location()).toBe('/audit-log?userId=admin-1'))
    expect(screen.getByLabelText('User ID')).toHaveValue('admin-1')
    await waitFor(() =>
      expect(calls.map((call) => call.query)).toContainEqual({ userId: 'admin-1', page: '1', limit: '50' }),
    )
  })

  it('refuses a start date after the end date on the spot and sends no such request', async () => {
    await open()
    await userEvent.type(screen.getByLabelText('End date'), '2026-11-01')
    await userEvent.type(screen.getByLabelText('Start date'), '2026-11-05')
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must be on or before the end date.')
    expect(calls.some((call) => call.query.startDate === '2026-11-05')).toBe(false)
  })

  it('pages with both pagers, the page in the URL, rows as the server answers them', async () => {
    await open()
    const { pagination } = await getAuditLog()
    expect(pagination.pages).toBeGreaterThan(1)
    expect(screen.getByRole('navigation', { name: 'Pagination, top' })).toBeInTheDocument()
    const bottom = screen.getByRole('navigation', { name: 'Pagination, bottom' })
    expect(bottom).toHaveTextContent(`${pagination.total.toLocaleString('en-US')} admin actions`)
    await userEvent.click(within(bottom).getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(location()).toBe('/audit-log?page=2'))
    const { entries } = await getAuditLog({ page: 2 })
    await waitFor(() => expect(bodyRows(table()).length).toBe(entries.length))
    expect(
      within(table())
        .getAllByRole('time', { hidden: true })
        .map((time) => time.getAttribute('datetime')),
    ).toEqual(entries.map((entry) => entry.at))
  })

  it('says when no action matches the filters, with Clear filters', async () => {
    await signIn()
    renderApp('/audit-log?lotId=NO-SUCH-LOT')
    expect(await screen.findByText('No admin actions match these filters')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(location()).toBe('/audit-log'))
    expect(await screen.findByRole('table', { name: 'Audit log' })).toBeInTheDocument()
  })

  it('says so when nothing is recorded at all', async () => {
    testBackend.setScenario({ empty: true })
    try {
      await signIn()
      renderApp('/audit-log')
      expect(await screen.findByText('No admin actions recorded')).toBeInTheDocument()
    } finally {
      testBackend.setScenario({ empty: false })
    }
  })
})

const NOT_RECORDED = 'This backend does not record an audit log yet (GET /api/admin/audit answered 404)'

function auditAnswers(status: number) {
  testServer.use(
    http.get(`${origin}${AUDIT}`, () => HttpResponse.json({ message: `Not found: GET ${AUDIT}` }, { status })),
  )
}

describe('a backend without the audit log (404)', () => {
  it('gets a note on the Audit Log instead of an error', async () => {
    auditAnswers(404)
    await signIn()
    renderApp('/audit-log')
    expect(await screen.findByText(NOT_RECORDED)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Audit log' })).not.toBeInTheDocument()
  })

  it('gets the note in the lot’s Recent changes, and the rest of the lot page stays', async () => {
    auditAnswers(404)
    await signIn()
    renderApp(`/parking-lots/${lot._id}`)
    const section = await screen.findByRole('region', { name: 'Recent changes' })
    expect(await within(section).findByText(NOT_RECORDED)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: lot.name, level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Basic Information' })).toBeInTheDocument()
  })
})

describe('a lot’s Recent changes', () => {
  it('shows the lot’s latest entries in the same words, and links to all of them', async () => {
    await signIn()
    renderApp(`/parking-lots/${lot._id}`)
    const section = await screen.findByRole('region', { name: 'Recent changes' })
    const list = await within(section).findByRole('list', { name: 'Recent changes' })
    const { entries } = await getAuditLog({ lotId: lot.lotId, limit: 10 })
    // One time per entry, the lot's latest first.
    expect(
      within(list)
        .getAllByRole('time', { hidden: true })
        .map((time) => time.getAttribute('datetime')),
    ).toEqual(entries.map((entry) => entry.at))
    expect(list).toHaveTextContent(`admin disabled live data for ${lot.lotId} (${lot.name})`)
    expect(list).toHaveTextContent(`admin changed 2 fields on ${lot.lotId} (${lot.name}):`)
    expect(calls.map((call) => call.query)).toContainEqual({ lotId: lot.lotId, limit: '10' })
    expect(within(section).getByRole('link', { name: 'All changes to this lot' })).toHaveAttribute(
      'href',
      `/audit-log?lotId=${lot.lotId}`,
    )
  })

  it('shows its own error with Retry when the call fails, and the rest of the page stays', async () => {
    auditAnswers(503)
    await signIn()
    renderApp(`/parking-lots/${lot._id}`)
    const section = await screen.findByRole('region', { name: 'Recent changes' })
    expect(
      await within(section).findByText('Could not load the recent changes: API call failed: 503 Service Unavailable'),
    ).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: lot.name, level: 1 })).toBeInTheDocument()
  })
})
