import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { validateLotJson } from '@/api/lotValidation'
import { lotProblem } from '@/api/lotSchema'
import type { ParkingLot } from '@/api/types'
import { AuthContext, type AuthContextValue } from '@/auth/AuthProvider'
import { lotJson } from '@/features/parking-lots/LotEditor'
import { LotModal } from '@/features/parking-lots/LotModal'

// The parking-lot editor's JSON tab, with each message of the lot JSON checks. The editor
// lives in the lot's modal, which shows a check's message above the editor when Save is
// pressed: each story opens the real modal on the editor, types the JSON into the JSON tab
// and presses Save (its play function). The checks refuse the JSON before anything is sent,
// so no story needs a backend. The messages are the checks' own (src/api/lotValidation.ts).

/** A lot whose outline is a MultiPolygon: the form has no map for it, so the stories load no map tiles. */
const LOT: ParkingLot = {
  _id: '665f1c2ab3e4d5f6a7b8c9d0',
  lotId: 'LOT-0042',
  name: 'Harbour Garage',
  address: 'Kaigata 12, 0150 Oslo',
  spaces: 420,
  owner: 'City of Oslo',
  notes: 'Entrance from the north side.',
  restriction_description: 'Max height 2.1 m',
  parking_type: 'garage',
  geometry: {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [10.7461, 59.9077],
          [10.7478, 59.9077],
          [10.7478, 59.9086],
          [10.7461, 59.9086],
          [10.7461, 59.9077],
        ],
      ],
    ],
  },
  additionalProperties: { evCharging: true },
}

/** The lot's JSON as the editor holds it, with `edit` applied to a copy. */
function editedJson(edit: (lot: Record<string, unknown>) => void): string {
  const lot = JSON.parse(lotJson(LOT)) as Record<string, unknown>
  edit(lot)
  return JSON.stringify(lot, null, 2)
}

/**
 * An admin's session: the modal offers its editor only to a role that may change lots
 * (docs/product.md#roles), whatever session another story left stored in the browser.
 */
const ADMIN_SESSION: AuthContextValue = {
  state: { status: 'authenticated', user: { id: 'admin-1', username: 'admin', role: 'admin' }, token: '' },
  login: fn(),
  logout: fn(),
}

/** The modal on its editor, as the list's Edit opens it. */
const render = () => <LotModal lot={LOT} editing onClosed={fn()} />

const meta: Meta = {
  title: 'Components/LotJsonEditor',
  component: LotModal,
  tags: ['autodocs'],
  render,
  decorators: [
    (Story) => (
      <AuthContext value={ADMIN_SESSION}>
        <Story />
      </AuthContext>
    ),
  ],
  parameters: {
    // The modal covers the window: on the docs page each story gets a frame of its own.
    docs: {
      story: { inline: false, height: '760px' },
      description: {
        component:
          "The lot modal's editor (src/features/parking-lots/LotModal.tsx, LotEditor.tsx) on its JSON tab, refusing JSON that fails the lot JSON checks (src/api/lotValidation.ts). Each story types the JSON and presses Save.",
      },
    },
  },
}

export default meta
type Story = StoryObj

/** Types `text` into the JSON tab and presses `press` ('Save', or the Form tab); `message` is then shown. */
function typed(text: string, message: string, description: string, press: 'Save' | 'Form' = 'Save'): Story {
  return {
    parameters: { docs: { description: { story: `${description} The message: "${message}"` } } },
    play: async ({ canvasElement }) => {
      // The modal is drawn at the end of the page, not in the story's own box.
      const page = within(canvasElement.ownerDocument.body)
      await userEvent.click(await page.findByRole('tab', { name: 'JSON' }))
      const box = await page.findByLabelText('Raw JSON')
      await userEvent.clear(box)
      await userEvent.paste(text)
      if (press === 'Save') await userEvent.click(page.getByRole('button', { name: /^Save/ }))
      else await userEvent.click(page.getByRole('tab', { name: 'Form' }))
      await expect(await page.findByText(message)).toBeInTheDocument()
    },
  }
}

/** A check of the lot JSON checks: the JSON after `edit`, refused on Save with the checks' own message. */
function refused(description: string, text: string): Story {
  const checked = validateLotJson(text)
  if (checked.ok) throw new Error(`The lot JSON checks pass this JSON: ${description}`)
  return typed(text, checked.message, description)
}

export const InvalidSyntax = refused(
  'Text that is not JSON (a key without its quotes): where it stops being JSON, by line and column.',
  lotJson(LOT).replace('"name"', 'name'),
)

export const MissingId = refused(
  'A lot without its _id.',
  editedJson((lot) => delete lot._id),
)

export const MissingLotId = refused(
  'A lot whose lotId is empty.',
  editedJson((lot) => (lot.lotId = '')),
)

export const MissingGeometry = refused(
  'A lot whose geometry is null.',
  editedJson((lot) => (lot.geometry = null)),
)

export const MissingCoordinates = refused(
  'A geometry without coordinates.',
  editedJson((lot) => (lot.geometry = { type: 'Point' })),
)

export const CoordinatesNotArray = refused(
  'Coordinates that are not an array.',
  editedJson((lot) => (lot.geometry = { type: 'Point', coordinates: '10.75, 59.91' })),
)

export const PointWrongLength = refused(
  'A Point with three coordinates.',
  editedJson((lot) => (lot.geometry = { type: 'Point', coordinates: [10.75, 59.91, 12] })),
)

export const PointNotNumbers = refused(
  'A Point whose coordinates are text.',
  editedJson((lot) => (lot.geometry = { type: 'Point', coordinates: ['10.75', '59.91'] })),
)

export const MultiPolygonEmpty = refused(
  'A MultiPolygon without polygons.',
  editedJson((lot) => (lot.geometry = { type: 'MultiPolygon', coordinates: [] })),
)

export const MultiPolygonNotNested = refused(
  'A MultiPolygon whose coordinates are a flat list of numbers.',
  editedJson((lot) => (lot.geometry = { type: 'MultiPolygon', coordinates: [10.75, 59.91] })),
)

export const IdChanged = typed(
  editedJson((lot) => (lot._id = 'another-lot')),
  `_id cannot be changed (it is ${LOT._id})`,
  "The modal's own check after the lot JSON checks: the _id stays the lot's.",
)

const SPACES_TEXT = editedJson((lot) => (lot.spaces = -3))

export const FormCannotShowJson = typed(
  SPACES_TEXT,
  `The form cannot show this JSON: ${lotProblem(JSON.parse(SPACES_TEXT), { id: LOT._id }, true)}.`,
  "JSON that passes the checks but not the server's field types (src/api/lotSchema.ts), taken to the Form tab: the JSON tab stays, and says why.",
  'Form',
)

export const OpensOnJson: Story = {
  render: () => (
    <LotModal
      lot={{ ...LOT, geometry: { type: 'Polygon', coordinates: [] } as unknown as ParkingLot['geometry'] }}
      editing
      onClosed={fn()}
    />
  ),
  parameters: {
    docs: {
      description: {
        story:
          'A lot the form cannot show (a Polygon outline) opens on the JSON tab, saying why. Drawn from props alone.',
      },
    },
  },
}
