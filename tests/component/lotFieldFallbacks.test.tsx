import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http, type JsonBodyType } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { allLots, feedbackForLot } from '@mocks/db/lotIndex'
import type { ParkingLot } from '@/api/types'
import { bodyRows, cells, definitionOf, labelledItem, paragraphAfter } from '../support/queries'
import { renderApp } from '../support/renderApp'
import { signIn, testBackend, testServer } from '../support/mockBackend'

// The lot fields a backend may leave out of its JSON altogether (not null: no key at all),
// one at a time, in the list's answer and in the detail's: the console shows that field's
// fallback text where the field would be, and every other field as it was sent.

/** The fields the product gives a fallback text (docs/product.md#parking-lot-detail). */
type OptionalField = 'address' | 'spaces' | 'parking_type' | 'owner' | 'notes' | 'restriction_description'
/** And the sections that say so when their field is missing. */
type OptionalSection = 'geometry' | 'additionalProperties' | 'feedback'

const TYPE_LABELS: Record<string, string> = {
  garage: 'Garage',
  underground: 'Underground',
  surface: 'Surface',
  street: 'Street',
  park_and_ride: 'Park & Ride',
}

/** A seeded lot with every one of those fields filled in, a parking type, a geometry, properties and its feedback. */
function completeLot(): ParkingLot {
  const lot = allLots(testBackend.world)
    .map((entry) => ({ ...entry.lot(), feedback: feedbackForLot(testBackend.world, entry.row._id) }))
    .find(
      (candidate) =>
        candidate.address?.trim() &&
        candidate.owner?.trim() &&
        candidate.notes?.trim() &&
        candidate.restriction_description?.trim() &&
        candidate.parking_type &&
        typeof candidate.spaces === 'number' &&
        candidate.geometry?.type === 'Point' &&
        Object.keys(candidate.additionalProperties ?? {}).length > 0 &&
        candidate.feedback.length > 0,
    )
  if (!lot) throw new Error('The seeded world has no lot with every field filled in')
  return lot
}

/** The lot as a backend that leaves `field` out would send it: the key itself is gone. */
function lotWithout(lot: ParkingLot, field: OptionalField | OptionalSection): ParkingLot {
  const sent = { ...lot }
  delete sent[field]
  expect(Object.hasOwn(sent, field)).toBe(false)
  return sent
}

// The first render pays for compiling both screens: pay it here, under the hook timeout.
beforeAll(async () => {
  await import('@/features/parking-lots/ParkingLotDetailPage')
  await import('@/features/parking-lots/ParkingLotsPage')
})

describe('parking lot detail, with a field left out of the answer', () => {
  function serveLot(body: JsonBodyType): void {
    testServer.use(http.get(`${window.location.origin}/api/parking-lots/:id`, () => HttpResponse.json(body)))
  }

  /** The value shown beside a field name in a section's list of fields. */
  function field(container: HTMLElement, name: string): string {
    return definitionOf(container, name).textContent ?? ''
  }

  /** A labelled part of the header line under the lot's name, as read: 'Spaces: 120'. */
  function headerItem(label: string): string {
    return labelledItem(label).textContent!.replace(/\s+/g, ' ').trim()
  }

  /** Every place the page shows one of the six fields, as read. */
  function shownFields(name: string) {
    const basic = screen.getByRole('region', { name: 'Basic Information' })
    return {
      address: paragraphAfter(screen.getByRole('heading', { level: 1, name })).textContent,
      headerSpaces: headerItem('Spaces:'),
      headerType: headerItem('Type:'),
      headerOwner: headerItem('Owner:'),
      type: field(basic, 'Type'),
      owner: field(basic, 'Owner'),
      notes: field(basic, 'Notes'),
      restrictions: field(basic, 'Restrictions'),
    }
  }

  type Shown = ReturnType<typeof shownFields>

  /** The same places, for a lot that has all six. */
  function expectedFields(lot: ParkingLot): Shown {
    const type = TYPE_LABELS[lot.parking_type!]!
    return {
      address: lot.address!,
      headerSpaces: `Spaces: ${lot.spaces!.toLocaleString('en-US')}`,
      headerType: `Type: ${type}`,
      headerOwner: `Owner: ${lot.owner}`,
      type,
      owner: lot.owner!,
      notes: lot.notes!,
      restrictions: lot.restriction_description!,
    }
  }

  it.each<[OptionalField, Partial<Shown>]>([
    ['address', { address: 'Address not available' }],
    ['spaces', { headerSpaces: 'Spaces: N/A' }],
    ['parking_type', { headerType: 'Type: Unknown', type: 'Unknown' }],
    ['owner', { headerOwner: 'Owner: Unknown', owner: 'Unknown' }],
    ['notes', { notes: 'No notes available' }],
    ['restriction_description', { restrictions: 'No restrictions' }],
  ])('shows the fallback for a lot without %s, and the other fields as sent', async (missing, fallback) => {
    const lot = completeLot()
    serveLot(lotWithout(lot, missing))
    await signIn()
    renderApp(`/parking-lots/${lot._id}`)
    await screen.findByRole('heading', { level: 1, name: lot.name })

    expect(shownFields(lot.name)).toEqual({ ...expectedFields(lot), ...fallback })
    const basic = screen.getByRole('region', { name: 'Basic Information' })
    expect(field(basic, 'Lot ID')).toBe(lot.lotId)
    expect(field(basic, 'Database ID')).toBe(lot._id)
  })
})

describe("parking lot detail, with a section's field left out of the answer", () => {
  it.each<[OptionalSection, string, RegExp]>([
    ['geometry', 'Location', /^No location data available$/],
    ['additionalProperties', 'Additional Properties', /^No additional properties available$/],
    ['feedback', 'All Feedback (0)', /^No feedback for this parking lot yet\.$/],
  ])('says so in its section for a lot without %s, and shows the rest', async (missing, section, says) => {
    const lot = completeLot()
    testServer.use(
      http.get(`${window.location.origin}/api/parking-lots/:id`, () => HttpResponse.json(lotWithout(lot, missing))),
    )
    await signIn()
    renderApp(`/parking-lots/${lot._id}`)
    await screen.findByRole('heading', { level: 1, name: lot.name })

    expect(within(screen.getByRole('region', { name: section })).getByText(says)).toBeVisible()
    expect(within(screen.getByRole('region', { name: 'Basic Information' })).getByText(lot.notes!)).toBeVisible()
  })
})

describe('parking lots list (table), with a field left out of a lot', () => {
  /** A list answer holding just `lots`, on one page. */
  const onePageOf = (lots: unknown[]) => ({
    parkingLots: lots,
    pagination: { page: 1, limit: 50, total: lots.length, pages: 1, hasNext: false, hasPrev: false },
  })

  /** What a row shows in its columns, by field. */
  function shownRow(row: HTMLElement) {
    const [lotId, name, address, type, spaces, owner] = cells(row).map((cell) => cell.textContent ?? '')
    return { lotId, name, address, type, spaces, owner }
  }

  function expectedRow(lot: ParkingLot): ReturnType<typeof shownRow> {
    return {
      lotId: lot.lotId,
      name: lot.name,
      address: lot.address!,
      type: TYPE_LABELS[lot.parking_type!]!,
      spaces: lot.spaces!.toLocaleString('en-US'),
      owner: lot.owner!,
    }
  }

  // The table has no column for notes or restriction_description; its fallback is N/A
  // (the type badge's 'Unknown'), not the detail page's longer texts.
  it.each<[OptionalField, Partial<ReturnType<typeof shownRow>>]>([
    ['address', { address: 'N/A' }],
    ['spaces', { spaces: 'N/A' }],
    ['parking_type', { type: 'Unknown' }],
    ['owner', { owner: 'N/A' }],
  ])(
    'shows the fallback in the column of a lot without %s, and the other columns as sent',
    async (missing, fallback) => {
      const lot = completeLot()
      testServer.use(
        http.get(`${window.location.origin}/api/parking-lots`, () =>
          HttpResponse.json(onePageOf([lotWithout(lot, missing)])),
        ),
      )
      await signIn()
      renderApp('/parking-lots')
      const table = await screen.findByRole('table', { name: 'Parking lots' })

      await waitFor(() => expect(bodyRows(table)).toHaveLength(1))
      expect(shownRow(bodyRows(table)[0]!)).toEqual({ ...expectedRow(lot), ...fallback })
    },
  )
})
