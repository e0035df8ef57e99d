import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { allLots } from '@mocks/db/lotIndex'
import { getParkingLot, getParkingLots, updateParkingLot } from '@/api/parkingLots'
import type { ParkingLot } from '@/api/types'
import { bodyRows, cells, labelledItem } from '../support/queries'
import { renderApp } from '../support/renderApp'
import { signIn, testBackend, testServer } from '../support/mockBackend'

// The lot editor's form (docs/product.md#parking-lot-editor) against the simulated backend:
// each field's rules at their edges, the way across to the JSON tab and back, the changes
// before a save, a lot changed on the server meanwhile, the keyboard, and the detail page's
// Edit with its Undo.

beforeAll(async () => {
  await import('@/features/parking-lots/ParkingLotsPage')
  await signIn()
  await getParkingLots()
})

afterEach(() => {
  testServer.events.removeAllListeners()
})

/** A seeded lot with a Point, a space count, an address and both rates. */
function pointLot(): ParkingLot {
  const lot = allLots(testBackend.world)
    .map((entry) => entry.lot())
    .find(
      (candidate) =>
        candidate.geometry?.type === 'Point' &&
        typeof candidate.spaces === 'number' &&
        candidate.address &&
        typeof candidate.additionalProperties?.hourlyRate === 'number',
    )
  if (!lot) throw new Error('The seeded world has no lot with a Point, spaces, an address and rates')
  return lot
}

/** Every PUT the console sends. */
function countPuts() {
  const puts: string[] = []
  testServer.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') puts.push(new URL(request.url).pathname)
  })
  return puts
}

/** Opens the list on the lot, its modal, and Edit: the form. */
async function openEditor(lot: ParkingLot = pointLot()) {
  await signIn()
  renderApp(`/parking-lots?search=${lot.lotId}`)
  await userEvent.click(await screen.findByRole('button', { name: `${lot.name} (${lot.lotId})` }))
  const dialog = await screen.findByRole('dialog', { name: lot.name })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }))
  return { lot, dialog }
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name })

/** Types `value` into a field in place of its text, then leaves it (blur validates). */
async function enter(input: HTMLElement, value: string) {
  await userEvent.clear(input)
  if (value !== '') await userEvent.type(input, value)
  await userEvent.tab()
}

/** The field's message beside it, or null: read as its description, and marked invalid. */
function messageOf(input: HTMLElement): string | null {
  if (input.getAttribute('aria-invalid') !== 'true') return null
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? []
  return (
    ids.map((id) => document.getElementById(id)).find((node) => node?.classList.contains('invalid-feedback'))
      ?.textContent ?? null
  )
}

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Save/ })
const changeList = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('region', { name: 'Changes to save' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

function resetBackendAfterwards() {
  onTestFinished(() => testBackend.reset())
}

describe('lot editor form', () => {
  const SPACES = 'Spaces must be a whole number from 0 to 100,000, typed as digits, or blank'
  const LATITUDE = 'Latitude must be a number from -90 to 90, typed as digits'
  const LONGITUDE = 'Longitude must be a number from -180 to 180, typed as digits'
  // Which text each field takes, at every edge, is the form's rules' (tests/unit/lotForm.test.ts):
  // here, that a refused text puts its message beside its field on blur and a taken one clears it.
  it.each([
    [
      'Spaces',
      'A whole number from 0 to 100,000; blank if unknown',
      [
        ['100001', SPACES],
        ['', null],
      ],
    ],
    [
      'Latitude',
      'From -90 to 90, such as 59.88',
      [
        ['90.0001', LATITUDE],
        ['59,88', 'Latitude: use a point as the decimal separator (59.88, not 59,88)'],
        ['-90', null],
      ],
    ],
    [
      'Longitude',
      'From -180 to 180, such as 10.75',
      [
        ['-180.0001', LONGITUDE],
        ['180', null],
      ],
    ],
    [
      'Name',
      '',
      [
        ['', 'Name is required'],
        ['Bislett', null],
      ],
    ],
  ] as const)('checks %s beside the field, on blur', async (label, hint, edges) => {
    const { dialog } = await openEditor()
    const input = field(dialog, label)
    for (const [value, message] of edges) {
      await enter(input, value)
      await waitFor(() => expect(messageOf(input)).toBe(message))
      expect(input).toHaveAttribute('aria-invalid', String(message !== null))
      // The message is read with the field, before its hint.
      expect(input).toHaveAccessibleDescription([message, hint].filter(Boolean).join(' '))
    }
  })

  it('refuses rates that are not numbers, and empty or duplicate keys', async () => {
    const { dialog } = await openEditor()
    const hourly = within(dialog).getByRole('group', { name: 'Additional property hourlyRate' })
    const hourlyValue = within(hourly).getByRole('textbox', { name: 'Value' })
    await enter(hourlyValue, 'thirty')
    await waitFor(() => expect(messageOf(hourlyValue)).toBe('Must be a number, typed as digits'))
    await enter(hourlyValue, '2e1')
    await waitFor(() => expect(messageOf(hourlyValue)).toBe('Must be a number, typed as digits'))
    await enter(hourlyValue, '25,5')
    await waitFor(() =>
      expect(messageOf(hourlyValue)).toBe('Value: use a point as the decimal separator (25.5, not 25,5)'),
    )
    const kind = within(hourly).getByRole('combobox', { name: 'Value type' })
    await userEvent.selectOptions(kind, 'Text')
    await userEvent.tab()
    await waitFor(() => expect(messageOf(kind)).toBe('hourlyRate must be a number'))

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add property' }))
    const added = within(dialog)
      .getAllByRole('group', { name: /^Additional property/ })
      .at(-1)!
    const key = within(added).getByRole('textbox', { name: 'Key' })
    await enter(key, '')
    await waitFor(() => expect(messageOf(key)).toBe('Key is required'))
    await enter(key, 'dailyRate')
    await waitFor(() => expect(messageOf(key)).toBe('Duplicate key: dailyRate'))
  })

  it('on Save with fields to fix: sends nothing, lists them, and puts the focus on the first', async () => {
    const puts = countPuts()
    const { dialog } = await openEditor()
    await userEvent.clear(field(dialog, 'Name'))
    await userEvent.clear(field(dialog, 'Latitude'))
    await userEvent.type(field(dialog, 'Latitude'), '91')
    await userEvent.click(saveButton(dialog))
    expect(await within(dialog).findByText('Check the marked fields: Name, Latitude.')).toBeInTheDocument()
    expect(field(dialog, 'Name')).toHaveFocus()
    expect(puts).toEqual([])
  })

  it('saves nothing for spaces or a latitude not typed as the rules say, and lists them as typed', async () => {
    const puts = countPuts()
    const { lot, dialog } = await openEditor()
    await enter(field(dialog, 'Spaces'), '99999999999999999999999')
    await enter(field(dialog, 'Latitude'), '59,88')
    // The change reads as typed, not as the number JavaScript makes of it (1e+23).
    expect(changeList(dialog)).toContain(`spaces: ${lot.spaces} → 99999999999999999999999`)
    await userEvent.click(saveButton(dialog))
    expect(await within(dialog).findByText('Check the marked fields: Spaces, Latitude.')).toBeInTheDocument()
    expect(messageOf(field(dialog, 'Spaces'))).toBe(
      'Spaces must be a whole number from 0 to 100,000, typed as digits, or blank',
    )
    expect(messageOf(field(dialog, 'Latitude'))).toBe(
      'Latitude: use a point as the decimal separator (59.88, not 59,88)',
    )
    expect(field(dialog, 'Spaces')).toHaveFocus()
    expect(puts).toEqual([])
    expect((await getParkingLot(lot._id)).spaces).toBe(lot.spaces)
  })

  it("refuses spaces the server would refuse on the JSON tab too, before sending, in the server's words", async () => {
    const puts = countPuts()
    const { lot, dialog } = await openEditor()
    await userEvent.click(within(dialog).getByRole('tab', { name: 'JSON' }))
    const json = within(dialog).getByRole('textbox', { name: 'Raw JSON' })
    const { feedback: _feedback, ...fields } = lot
    await userEvent.clear(json)
    await userEvent.click(json)
    // The number as a person would type it into JSON; JSON.stringify would write 1e+23.
    await userEvent.paste(JSON.stringify(fields, null, 2).replace(/"spaces": \d+/, '"spaces": 99999999999999999999999'))
    await userEvent.click(saveButton(dialog))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'spaces must be a whole number from 0 to 100,000, or null',
    )
    expect(puts).toEqual([])
    expect((await getParkingLot(lot._id)).spaces).toBe(lot.spaces)
  })

  it('lists the changes in words and counts them on Save; no change, no Save', async () => {
    const { lot, dialog } = await openEditor()
    expect(saveButton(dialog)).toBeDisabled()
    expect(saveButton(dialog)).toHaveAccessibleDescription('No changes to save')

    const [, lat] = (lot.geometry as { coordinates: [number, number] }).coordinates
    const properties = lot.additionalProperties as Record<string, number>
    await enter(field(dialog, 'Spaces'), String(lot.spaces! + 20))
    await enter(field(dialog, 'Address'), 'Karl Johans gate 1')
    // 0.0003° of latitude is about 33 m.
    await enter(field(dialog, 'Latitude'), String(lat + 0.0003))
    const hourly = within(dialog).getByRole('group', { name: 'Additional property hourlyRate' })
    await enter(within(hourly).getByRole('textbox', { name: 'Value' }), String(properties.hourlyRate! + 5))
    const daily = within(dialog).getByRole('group', { name: 'Additional property dailyRate' })
    await userEvent.click(within(daily).getByRole('button', { name: 'Remove property dailyRate' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add property' }))
    const added = within(dialog)
      .getAllByRole('group', { name: /^Additional property/ })
      .at(-1)!
    await enter(within(added).getByRole('textbox', { name: 'Key' }), 'evChargers')
    await enter(within(added).getByRole('textbox', { name: 'Value' }), 'four')

    expect(changeList(dialog)).toEqual([
      `address: ${lot.address} → Karl Johans gate 1`,
      `spaces: ${lot.spaces} → ${lot.spaces! + 20}`,
      'geometry: moved 33 m',
      `hourlyRate: ${properties.hourlyRate} → ${properties.hourlyRate! + 5}`,
      'removed key: dailyRate',
      'added key: evChargers',
    ])
    expect(saveButton(dialog)).toHaveTextContent('Save 6 changes')
  })

  it('saves the form: the message, the list and the server show the new values', async () => {
    resetBackendAfterwards()
    const { lot, dialog } = await openEditor()
    await enter(field(dialog, 'Spaces'), '140')
    await userEvent.click(saveButton(dialog))
    expect(await within(dialog).findByText('Parking lot updated successfully!')).toBeInTheDocument()
    expect((await getParkingLot(lot._id)).spaces).toBe(140)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    // The list, searched for this lot, shows its new space count (the fifth column).
    const table = screen.getByRole('table', { name: 'Parking lots' })
    await waitFor(() => expect(cells(bodyRows(table)[0]!)[4]).toHaveTextContent('140'))
  })
})

describe('lot editor tabs', () => {
  it('carries the edit across both ways, unknown fields and keys untouched', async () => {
    const { lot, dialog } = await openEditor()
    await userEvent.click(within(dialog).getByRole('tab', { name: 'JSON' }))
    const json = within(dialog).getByRole('textbox', { name: 'Raw JSON' })
    const { feedback: _feedback, ...fields } = lot
    const withUnknowns = {
      ...fields,
      website: 'https://example.com',
      additionalProperties: { ...fields.additionalProperties, ev_chargers: { count: 4, fast: true }, level: 2 },
    }
    await userEvent.clear(json)
    await userEvent.click(json)
    await userEvent.paste(JSON.stringify(withUnknowns, null, 2))

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Form' }))
    expect(within(dialog).getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true')
    const chargers = within(dialog).getByRole('group', { name: 'Additional property ev_chargers' })
    expect(within(chargers).getByRole('combobox', { name: 'Value type' })).toHaveDisplayValue('JSON')
    await enter(field(dialog, 'Spaces'), '77')

    await userEvent.click(within(dialog).getByRole('tab', { name: 'JSON' }))
    const carried = JSON.parse((within(dialog).getByRole('textbox', { name: 'Raw JSON' }) as HTMLTextAreaElement).value)
    expect(carried).toEqual({ ...withUnknowns, spaces: 77 })

    // And back once more: every value as the form showed it.
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Form' }))
    expect(field(dialog, 'Spaces')).toHaveValue('77')
    expect(field(dialog, 'Name')).toHaveValue(lot.name)
    expect(field(dialog, 'Address')).toHaveValue(lot.address)
  })

  it.each([
    ['{ "_id": ', 'The form cannot show this JSON: Invalid JSON syntax (line 1, column 10).'],
    [
      (lot: ParkingLot) => ({ ...lot, geometry: { type: 'LineString', coordinates: [[10.7, 59.9]] } }),
      'The form cannot show this JSON: the form has no fields for a geometry of type "LineString".',
    ],
    [
      (lot: ParkingLot) => ({ ...lot, spaces: '12' }),
      'The form cannot show this JSON: spaces must be a whole number from 0 to 100,000, or null.',
    ],
    [
      (lot: ParkingLot) => ({ ...lot, _id: 'another' }),
      `The form cannot show this JSON: _id cannot be changed (it is {id}).`,
    ],
  ])('stays on the JSON tab, saying why, for %s', async (edit, message) => {
    const { lot, dialog } = await openEditor()
    await userEvent.click(within(dialog).getByRole('tab', { name: 'JSON' }))
    const json = within(dialog).getByRole('textbox', { name: 'Raw JSON' })
    const { feedback: _feedback, ...fields } = lot
    const text = typeof edit === 'string' ? edit : JSON.stringify(edit(fields), null, 2)
    await userEvent.clear(json)
    await userEvent.click(json)
    await userEvent.paste(text)
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Form' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message.replace('{id}', lot._id))
    expect(within(dialog).getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true')
    expect(within(dialog).getByRole('textbox', { name: 'Raw JSON' })).toHaveValue(text)
  })

  it.each([
    ['Save', (dialog: HTMLElement) => saveButton(dialog), 'Invalid JSON syntax (line 1, column 10)'],
    [
      'a switch to the form',
      (dialog: HTMLElement) => within(dialog).getByRole('tab', { name: 'Form' }),
      'The form cannot show this JSON: Invalid JSON syntax (line 1, column 10).',
    ],
  ])("takes the JSON's message away once its text changes, after %s", async (_step, button, message) => {
    const puts = countPuts()
    const { lot, dialog } = await openEditor()
    await userEvent.click(within(dialog).getByRole('tab', { name: 'JSON' }))
    const json = within(dialog).getByRole('textbox', { name: 'Raw JSON' })
    await userEvent.clear(json)
    await userEvent.click(json)
    await userEvent.paste('{ "_id": ')
    await userEvent.click(button(dialog))
    expect(await within(dialog).findByText(message)).toBeInTheDocument()

    const { feedback: _feedback, ...fields } = lot
    await userEvent.clear(json)
    await userEvent.click(json)
    await userEvent.paste(JSON.stringify({ ...fields, spaces: 3 }, null, 2))
    expect(within(dialog).queryByText(message)).not.toBeInTheDocument()
    expect(within(dialog).queryByText(/Invalid JSON syntax/)).not.toBeInTheDocument()
    expect(json).not.toHaveAttribute('aria-invalid', 'true')
    expect(puts).toEqual([])
  })

  it('works by keyboard: the tabs by arrow keys, Enter and Space; the fields in order', async () => {
    const { dialog } = await openEditor()
    const formTab = within(dialog).getByRole('tab', { name: 'Form' })
    const jsonTab = within(dialog).getByRole('tab', { name: 'JSON' })
    formTab.focus()
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(jsonTab).toHaveFocus())
    expect(jsonTab).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(formTab).toHaveFocus())
    expect(formTab).toHaveAttribute('aria-selected', 'true')

    // A tab with the focus but not selected: Enter and Space select it.
    jsonTab.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(jsonTab).toHaveAttribute('aria-selected', 'true'))
    expect(within(dialog).getByRole('textbox', { name: 'Raw JSON' })).toBeInTheDocument()
    formTab.focus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(formTab).toHaveAttribute('aria-selected', 'true'))
    expect(formTab).toHaveFocus()

    // From the tabs, Tab walks the form in reading order.
    await userEvent.tab()
    const order = [field(dialog, 'Name'), field(dialog, 'Address'), field(dialog, 'Spaces')]
    for (const input of order) {
      expect(input).toHaveFocus()
      await userEvent.tab()
    }
    expect(within(dialog).getByRole('combobox', { name: 'Parking type' })).toHaveFocus()
  })
})

describe('a lot changed on the server since the editor opened', () => {
  /** Someone else's save, straight to the simulated backend. */
  async function changeOnServer(lot: ParkingLot, change: Partial<ParkingLot>) {
    const { feedback: _feedback, ...fields } = lot
    await updateParkingLot(lot._id, { ...fields, ...change })
  }

  it('does not PUT; shows their changes; Save mine anyway saves over them', async () => {
    resetBackendAfterwards()
    const puts = countPuts()
    const { lot, dialog } = await openEditor()
    await enter(field(dialog, 'Spaces'), '140')
    await changeOnServer(lot, { address: 'Moved by someone else 1' })
    puts.length = 0

    await userEvent.click(saveButton(dialog))
    const conflict = await within(dialog).findByText('This lot was changed by someone else since you opened it')
    const theirs = within(dialog).getByRole('region', { name: 'Their changes' })
    expect(
      within(theirs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`address: ${lot.address} → Moved by someone else 1`])
    expect(conflict).toBeInTheDocument()
    expect(puts).toEqual([])
    expect((await getParkingLot(lot._id)).spaces).toBe(lot.spaces)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save mine anyway' }))
    expect(await within(dialog).findByText('Parking lot updated successfully!')).toBeInTheDocument()
    expect(puts).toHaveLength(1)
    const saved = await getParkingLot(lot._id)
    expect(saved.spaces).toBe(140)
    expect(saved.address).toBe(lot.address)
  })

  it('Reload their version takes the server copy into the editor, dropping the edit', async () => {
    resetBackendAfterwards()
    const { lot, dialog } = await openEditor()
    await enter(field(dialog, 'Spaces'), '140')
    await changeOnServer(lot, { address: 'Moved by someone else 2' })
    await userEvent.click(saveButton(dialog))
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reload their version' }))
    expect(
      within(dialog).queryByText('This lot was changed by someone else since you opened it'),
    ).not.toBeInTheDocument()
    expect(field(dialog, 'Address')).toHaveValue('Moved by someone else 2')
    expect(field(dialog, 'Spaces')).toHaveValue(String(lot.spaces))
    expect(saveButton(dialog)).toBeDisabled()
  })
})

describe("the detail page's Edit", () => {
  it('opens the editor on the form; the save shows on the page at once, and Undo puts it back', async () => {
    resetBackendAfterwards()
    const lot = pointLot()
    await signIn()
    renderApp(`/parking-lots/${lot._id}`)
    await screen.findByRole('heading', { level: 1, name: lot.name })
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: lot.name })
    await waitFor(() => expect(field(dialog, 'Name')).toHaveFocus())
    await enter(field(dialog, 'Spaces'), String(lot.spaces! + 1))
    expect(changeList(dialog)).toEqual([`spaces: ${lot.spaces} → ${lot.spaces! + 1}`])
    await userEvent.click(saveButton(dialog))

    expect(await within(dialog).findByText('Parking lot updated successfully!')).toBeInTheDocument()
    const headerSpaces = () => labelledItem('Spaces:').textContent!.replace(/\s+/g, ' ').trim()
    await waitFor(() => expect(headerSpaces()).toBe(`Spaces: ${lot.spaces! + 1}`))

    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo' }))
    expect(
      await within(dialog).findByText('Save undone: the lot is back as it was before your save.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(headerSpaces()).toBe(`Spaces: ${lot.spaces}`))
    expect((await getParkingLot(lot._id)).spaces).toBe(lot.spaces)
  })
})
