import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { computeDashboard } from '@mocks/db/aggregates/dashboard'
import { renderApp } from '../support/renderApp'
import { signIn, testBackend, testServer } from '../support/mockBackend'

// A backend whose answer does not hold the API's schema (a field renamed, retyped or
// dropped): the screen that reads it says which call and which field, in its error state,
// and the console's log says it too; the rest of the console keeps working.

const origin = window.location.origin
let log: MockInstance<typeof console.error>

beforeEach(async () => {
  log = vi.spyOn(console, 'error').mockImplementation(() => {})
  await signIn()
})
afterEach(() => log.mockRestore())

/** What the console logged: the first argument of each console.error. */
const logged = () => log.mock.calls.map((args) => String(args[0]))

describe('an answer that does not hold its schema', () => {
  it('shows the dashboard error naming the call and the renamed field', async () => {
    const { overview, ...rest } = computeDashboard(testBackend.world, Date.now())
    const { totalEvents, ...others } = overview
    testServer.use(
      http.get(`${origin}/api/analytics/dashboard`, () =>
        HttpResponse.json({ ...rest, overview: { ...others, total_events: totalEvents } }),
      ),
    )
    renderApp('/dashboard')
    const message =
      'Unexpected answer from GET /api/analytics/dashboard: overview.totalEvents should be number, but is nothing'
    expect(await screen.findByText(`Error loading dashboard: ${message}`)).toBeInTheDocument()
    expect(logged()).toContain(message)
    expect(screen.queryByText('NaN')).not.toBeInTheDocument()
  })

  it('shows the list error naming a list sent under another name', async () => {
    testServer.use(
      http.get(`${origin}/api/parking-lots`, () =>
        HttpResponse.json({ lots: [], pagination: { page: 1, total: 0, pages: 0 } }),
      ),
    )
    renderApp('/parking-lots')
    expect(
      await screen.findByText(
        'Error loading parking lots: Unexpected answer from GET /api/parking-lots: parkingLots should be array, but is nothing',
      ),
    ).toBeInTheDocument()
  })

  it('shows it in the one monitoring panel that reads the field, the others keep their figures', async () => {
    testServer.use(
      http.get(`${origin}/api/cache/status`, () =>
        HttpResponse.json({ metrics: { hits: 10, misses: 2, hit_rate: '83%' } }),
      ),
    )
    renderApp('/monitoring')
    const cache = await screen.findByRole('region', { name: 'Cache Performance' })
    expect(
      await within(cache).findByText(
        'Cache Performance unavailable: Unexpected answer from GET /api/cache/status: metrics.hit_rate should be number, but is the text "83%"',
      ),
    ).toBeInTheDocument()
    const memory = screen.getByRole('region', { name: 'Memory Usage' })
    expect(within(memory).queryByText(/unavailable/)).not.toBeInTheDocument()
  })

  it('names the row of a list whose field has a value the API does not have', async () => {
    const controls = await (
      await fetch(`${origin}/api/v1/lots/admin/live-data-controls`, { headers: await auth() })
    ).json()
    controls.data.controls[3].isEnabled = 'yes'
    testServer.use(http.get(`${origin}/api/v1/lots/admin/live-data-controls`, () => HttpResponse.json(controls)))
    renderApp('/live-data-controls')
    expect(
      await screen.findByText(
        /Unexpected answer from GET \/api\/v1\/lots\/admin\/live-data-controls: data\.controls\[3\]\.isEnabled should be boolean, but is the text "yes"/,
      ),
    ).toBeInTheDocument()
  })
})

async function auth(): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await signIn()}` }
}
