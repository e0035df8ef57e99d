import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getParkingLots } from '@/api/parkingLots'
import { historyBack, renderApp } from '../support/renderApp'
import { signIn } from '../support/mockBackend'

// After a move to another screen the focus is on the new screen's h1, so a screen reader
// announces it; the first load, a redirect and a change of the query alone leave it be.

beforeAll(async () => {
  // The screens' code compiles once here, under the hook timeout, not in the first test.
  await Promise.all([
    import('@/features/parking-lots/ParkingLotsPage'),
    import('@/features/parking-lots/ParkingLotDetailPage'),
  ])
  await signIn()
  await getParkingLots()
})

const desktopWidth = window.innerWidth
afterEach(() => {
  window.innerWidth = desktopWidth
})

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 })
const sidebarLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name })

describe('focus after navigating', () => {
  it("moves to the new screen's heading when a sidebar link is chosen with the keyboard, not on the first load or the redirect to it", async () => {
    await signIn()
    renderApp('/')
    await heading('Analytics Dashboard')
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard')
    expect(document.body).toHaveFocus()

    sidebarLink('Parking Lots').focus()
    await userEvent.keyboard('{Enter}')
    const title = await heading('Parking Lots')
    await waitFor(() => expect(title).toHaveFocus())
    // Focusable from script only: it adds no stop to the Tab order.
    expect(title).toHaveAttribute('tabindex', '-1')

    await userEvent.tab()
    expect(screen.getByRole('searchbox', { name: 'Search parking lots' })).toHaveFocus()
  })

  it('moves there on a mouse click too, and on Back', async () => {
    await signIn()
    renderApp('/monitoring')
    await heading('System Monitoring')
    await userEvent.click(sidebarLink('Cohorts'))
    await waitFor(async () => expect(await heading('Cohort Analytics')).toHaveFocus())

    sidebarLink('Parking Lots').focus()
    await historyBack()
    await waitFor(async () => expect(await heading('System Monitoring')).toHaveFocus())
  })

  it('leaves the focus on the control that changed only the query: a page, the page size', async () => {
    await signIn()
    renderApp('/parking-lots')
    await heading('Parking Lots')
    const pagination = await screen.findByRole('navigation', { name: 'Pagination, bottom' })
    const next = within(pagination).getByRole('button', { name: 'Next' })
    next.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(pagination).toHaveTextContent('Page 2 of 30'))
    expect(screen.getByTestId('location-search')).toHaveTextContent('?page=2')
    expect(within(pagination).getByRole('button', { name: 'Next' })).toHaveFocus()

    const pageSize = screen.getByRole('combobox', { name: 'Rows per page' })
    await userEvent.selectOptions(pageSize, '25')
    await waitFor(() => expect(pagination).toHaveTextContent('Page 1 of 60'))
    expect(pageSize).toHaveFocus()
  })

  it("waits for a lot's heading, which shows once the lot has loaded", async () => {
    await signIn()
    const lot = (await getParkingLots({ search: 'OSL-0042' })).parkingLots[0]!
    renderApp('/parking-lots?search=OSL-0042')
    const link = await screen.findByRole('link', { name: `Detail page of ${lot.name} (${lot.lotId})` })
    link.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(async () => expect(await heading(lot.name)).toHaveFocus())
  })

  it('below 768 px: once the menu has closed, the focus is on the heading, not back on the menu button', async () => {
    window.innerWidth = 375
    await signIn()
    renderApp('/dashboard')
    await heading('Analytics Dashboard')
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = await screen.findByRole('dialog')
    within(menu).getByRole('link', { name: 'Parking Lots' }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(async () => expect(await heading('Parking Lots')).toHaveFocus())
  })
})
