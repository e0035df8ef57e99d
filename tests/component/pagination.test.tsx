import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { getParkingLots } from '@/api/parkingLots'
import { bodyRows, cells } from '../support/queries'
import { renderApp } from '../support/renderApp'
import { signIn } from '../support/mockBackend'

// The pagination control (docs/product.md#pagination) on a long list, the parking lots
// (1,500 seeded lots, 30 pages of 50): a pager above the rows and one below, each with
// First, Previous, Next, Last and 'Go to page', and the page in the URL.

beforeAll(async () => {
  await import('@/features/parking-lots/ParkingLotsPage')
  await signIn()
  await getParkingLots()
})

const pager = (position: 'top' | 'bottom') => screen.getByRole('navigation', { name: `Pagination, ${position}` })
const pageQuery = () => screen.getByTestId('location-search').textContent
const firstLotId = () => cells(bodyRows(screen.getByRole('table', { name: 'Parking lots' }))[0]!)[0]!.textContent

/** The first lot id of a page, as the server answers it. */
async function firstLotOf(page: number): Promise<string> {
  return (await getParkingLots({ page })).parkingLots[0]!.lotId
}

/** Both pagers say the page is `page`, and the table shows its lots. */
async function expectPage(page: number) {
  await waitFor(() => expect(pager('bottom')).toHaveTextContent(`Page ${page} of 30`))
  expect(pager('top')).toHaveTextContent(`Page ${page} of 30`)
  await waitFor(async () => expect(firstLotId()).toBe(await firstLotOf(page)))
}

async function openLots(page = 1) {
  await signIn()
  renderApp(page === 1 ? '/parking-lots' : `/parking-lots?page=${page}`)
  await screen.findByRole('table', { name: 'Parking lots' })
  await expectPage(page)
}

describe('pagination', () => {
  it('shows a pager above the rows and one below, told apart by name; the total is under the rows', async () => {
    await openLots()
    const [top, bottom] = screen.getAllByRole('navigation', { name: /^Pagination/ })
    expect(top).toBe(pager('top'))
    expect(bottom).toBe(pager('bottom'))
    const table = screen.getByRole('table', { name: 'Parking lots' })
    expect(top!.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(bottom!.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy()
    expect(bottom).toHaveTextContent('1,500 parking lots')
    expect(top).not.toHaveTextContent('parking lots')
    // On page 1 there is no going back.
    for (const position of ['top', 'bottom'] as const) {
      expect(within(pager(position)).queryByRole('button', { name: 'First' })).not.toBeInTheDocument()
      expect(within(pager(position)).queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument()
      expect(within(pager(position)).getByRole('textbox', { name: 'Go to page' })).toBeInTheDocument()
    }
  })

  it('goes to the last page with Last and back to the first with First, from either pager', async () => {
    await openLots()
    await userEvent.click(within(pager('top')).getByRole('button', { name: 'Last' }))
    await expectPage(30)
    expect(pageQuery()).toBe('?page=30')
    expect(within(pager('top')).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
    expect(within(pager('bottom')).queryByRole('button', { name: 'Last' })).not.toBeInTheDocument()

    await userEvent.click(within(pager('bottom')).getByRole('button', { name: 'First' }))
    await expectPage(1)
    expect(pageQuery()).toBe('')

    await userEvent.click(within(pager('bottom')).getByRole('button', { name: 'Next' }))
    await expectPage(2)
    await userEvent.click(within(pager('top')).getByRole('button', { name: 'Previous' }))
    await expectPage(1)
  })

  it('goes to a typed page on Enter, or with Go, from either pager', async () => {
    await openLots()
    await userEvent.type(within(pager('top')).getByRole('textbox', { name: 'Go to page' }), '17{Enter}')
    await expectPage(17)
    expect(pageQuery()).toBe('?page=17')
    // Done with, the box empties; the focus stays in it for the next jump.
    const topBox = within(pager('top')).getByRole('textbox', { name: 'Go to page' })
    expect(topBox).toHaveValue('')
    expect(topBox).toHaveFocus()

    const bottomBox = within(pager('bottom')).getByRole('textbox', { name: 'Go to page' })
    await userEvent.type(bottomBox, '4')
    await userEvent.click(within(pager('bottom')).getByRole('button', { name: 'Go' }))
    await expectPage(4)
    expect(pageQuery()).toBe('?page=4')
  })

  it('refuses what is not a page from 1 to the last, says so, and stays on the page', async () => {
    await openLots(3)
    const box = within(pager('bottom')).getByRole('textbox', { name: 'Go to page' })
    for (const typed of ['31', '0', 'abc', '2.5', '']) {
      await userEvent.clear(box)
      await userEvent.type(box, `${typed}{Enter}`)
      const message = within(pager('bottom')).getByRole('alert')
      expect(message).toHaveTextContent('Enter a page number from 1 to 30.')
      expect(box).toHaveAttribute('aria-invalid', 'true')
      expect(box).toHaveAccessibleDescription('Enter a page number from 1 to 30.')
      expect(pageQuery()).toBe('?page=3')
    }
    // Only the pager where it was typed says so; typing again clears it.
    expect(within(pager('top')).queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.type(box, '3')
    expect(within(pager('bottom')).queryByRole('alert')).not.toBeInTheDocument()
    expect(box).toHaveAttribute('aria-invalid', 'false')
    await userEvent.clear(box)
    await userEvent.type(box, '10{Enter}')
    await expectPage(10)
  })

  it('keeps the focus in the pager when the button pressed goes away (Last on the last page)', async () => {
    await openLots(29)
    within(pager('bottom')).getByRole('button', { name: 'Last' }).focus()
    await userEvent.keyboard('{Enter}')
    await expectPage(30)
    expect(within(pager('bottom')).getByRole('textbox', { name: 'Go to page' })).toHaveFocus()

    // A button that stays keeps the focus.
    within(pager('top')).getByRole('button', { name: 'Previous' }).focus()
    await userEvent.keyboard('{Enter}')
    await expectPage(29)
    expect(within(pager('top')).getByRole('button', { name: 'Previous' })).toHaveFocus()
  })
})
