import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http, type JsonBodyType } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { allLots, feedbackForLot } from '@mocks/db/lotIndex'
import type { FeedbackItem, ParkingLot } from '@/api/types'
import { definitionOf, labelledItem, paragraphAfter } from '../support/queries'
import { renderApp } from '../support/renderApp'
import { signIn, testBackend, testServer } from '../support/mockBackend'

const lots = () => allLots(testBackend.world).map((entry) => entry.lot())

/** A seeded lot with every field filled in, a Point, properties, both kinds of vote and a comment. */
function fullLot(): ParkingLot {
  const lot = lots().find((candidate) => {
    const feedback = feedbackForLot(testBackend.world, candidate._id)
    return (
      candidate.address &&
      candidate.owner &&
      candidate.notes &&
      candidate.restriction_description &&
      candidate.parking_type &&
      typeof candidate.spaces === 'number' &&
      candidate.geometry?.type === 'Point' &&
      Object.keys(candidate.additionalProperties ?? {}).length > 0 &&
      feedback.some((item) => item.feedbackType === 'up') &&
      feedback.some((item) => item.feedbackType === 'down') &&
      feedback.some((item) => item.comment)
    )
  })
  if (!lot) throw new Error('The seeded world has no complete lot with votes')
  return lot
}

/** A lot with only its ids and a name; every other field null or empty. */
function bareLot(): ParkingLot {
  const seeded = lots()[0]!
  return {
    _id: seeded._id,
    lotId: seeded.lotId,
    name: 'Bare lot',
    address: null,
    spaces: null,
    owner: null,
    notes: null,
    restriction_description: null,
    parking_type: null,
    geometry: null,
    additionalProperties: {},
    feedback: [],
  }
}

/** Answers every detail request with `body`, whatever a real backend might send. */
function serveLot(body: JsonBodyType): void {
  testServer.use(http.get(`${window.location.origin}/api/parking-lots/:id`, () => HttpResponse.json(body)))
}

/** Opens the detail page of a lot served as `body`, and waits for its heading. */
async function openServedLot<Body extends { _id: string }>(body: Body, heading = 'Bare lot'): Promise<void> {
  serveLot(body)
  await signIn()
  renderApp(`/parking-lots/${body._id}`)
  await screen.findByRole('heading', { level: 1, name: heading })
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name })
}

/** The value shown beside a field name in a list of fields. */
function field(container: HTMLElement, name: string): string {
  return definitionOf(container, name).textContent ?? ''
}

/** A labelled part of the header line under the lot's name, as read: 'Spaces: 120'. */
function headerItem(label: string): string {
  return labelledItem(label).textContent!.replace(/\s+/g, ' ').trim()
}

afterEach(() => {
  testBackend.setScenario({ error: null, latency: 'none' })
})

describe('parking lot detail', () => {
  it('shows every part of a complete lot with its feedback', async () => {
    const lot = fullLot()
    const feedback = feedbackForLot(testBackend.world, lot._id)
    testBackend.setScenario({ latency: 'realistic' })
    await signIn()
    renderApp(`/parking-lots/${lot._id}`)
    expect(await screen.findByText('Loading parking lot...')).toBeInTheDocument()

    const name = await screen.findByRole('heading', { level: 1, name: lot.name })
    expect(screen.queryByText('Loading parking lot...')).not.toBeInTheDocument()
    expect(paragraphAfter(name)).toHaveTextContent(lot.address!)
    expect(headerItem('Spaces:')).toBe(`Spaces: ${lot.spaces!.toLocaleString('en-US')}`)
    expect(headerItem('Owner:')).toBe(`Owner: ${lot.owner}`)

    const up = feedback.filter((item) => item.feedbackType === 'up').length
    const down = feedback.filter((item) => item.feedbackType === 'down').length
    const summary = screen.getByRole('complementary', { name: 'Feedback Summary' })
    expect(field(summary, 'Positive')).toBe(String(up))
    expect(field(summary, 'Negative')).toBe(String(down))
    expect(within(summary).getByText(`${Math.round((up / (up + down)) * 100)}% positive`)).toBeInTheDocument()

    const basic = section('Basic Information')
    expect(field(basic, 'Lot ID')).toBe(lot.lotId)
    expect(field(basic, 'Database ID')).toBe(lot._id)
    expect(field(basic, 'Type')).toMatch(/^(Garage|Underground|Surface|Street|Park & Ride)$/)
    expect(field(basic, 'Owner')).toBe(lot.owner)
    expect(field(basic, 'Notes')).toBe(lot.notes)
    expect(field(basic, 'Restrictions')).toBe(lot.restriction_description)

    const properties = section('Additional Properties')
    expect(field(properties, 'Hourly Rate')).toBe(String(lot.additionalProperties!.hourlyRate))
    expect(field(properties, 'Cleaned Price Zone')).toBe(lot.additionalProperties!.cleaned_price_zone)

    const [longitude, latitude] = lot.geometry!.coordinates as [number, number]
    const location = section('Location')
    expect(field(location, 'Latitude')).toBe(latitude.toFixed(6))
    expect(field(location, 'Longitude')).toBe(longitude.toFixed(6))
    expect(field(location, 'Geometry type')).toBe('Point')
    expect(field(location, 'Coordinates')).toBe(JSON.stringify([longitude, latitude]))

    const entries = within(section(`All Feedback (${feedback.length})`)).getAllByRole('listitem')
    expect(entries).toHaveLength(feedback.length)
    const newest = feedback[0]!
    expect(
      within(entries[0]!).getByText({ up: 'Positive', down: 'Negative', comment: 'Comment' }[newest.feedbackType]),
    ).toBeInTheDocument()
    // The console's one date and time format: 'Nov 25, 2026, 3:34:55 PM' here too.
    const shownTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(
      Date.parse(newest.timestamp),
    )
    expect(within(entries[0]!).getByText(shownTime)).toHaveAttribute('datetime', newest.timestamp)
    expect(field(entries[0]!, 'User ID')).toBe(newest.userId)
    // The user id opens that user's activity, as it does everywhere else.
    expect(within(entries[0]!).getByRole('link', { name: newest.userId })).toHaveAttribute(
      'href',
      `/analytics/activity-feed?${new URLSearchParams({ userId: newest.userId })}`,
    )
    expect(field(entries[0]!, 'Search ID')).toBe(newest.searchId)
    expect(field(entries[0]!, 'Spot address')).toBe(newest.spotAddress)
    expect(field(entries[0]!, 'Spot type')).toBe(newest.spotType)
    expect(field(entries[0]!, 'Feedback ID')).toBe(newest._id)
    const commented = feedback.findIndex((item) => item.comment)
    expect(within(entries[commented]!).getByText(feedback[commented]!.comment!)).toBeInTheDocument()

    const rawJson = within(section('Raw JSON')).getByRole('group', { name: 'Raw JSON of the parking lot' })
    expect(JSON.parse(rawJson.textContent!)).toEqual(JSON.parse(JSON.stringify({ ...lot, feedback })))
  })

  it('shows the fallback text of every field a lot and its feedback may lack', async () => {
    // What an older app version sent: no user, no time, nothing about the spot.
    await openServedLot({
      ...bareLot(),
      feedback: [{ _id: 'feedback-without-details', feedbackType: 'down' } as FeedbackItem],
    })
    const name = screen.getByRole('heading', { level: 1, name: 'Bare lot' })

    expect(paragraphAfter(name)).toHaveTextContent('Address not available')
    expect(headerItem('Spaces:')).toBe('Spaces: N/A')
    expect(headerItem('Type:')).toBe('Type: Unknown')
    expect(headerItem('Owner:')).toBe('Owner: Unknown')
    const basic = section('Basic Information')
    expect(field(basic, 'Type')).toBe('Unknown')
    expect(field(basic, 'Owner')).toBe('Unknown')
    expect(field(basic, 'Notes')).toBe('No notes available')
    expect(field(basic, 'Restrictions')).toBe('No restrictions')
    expect(within(section('Additional Properties')).getByText('No additional properties available')).toBeInTheDocument()

    const summary = screen.getByRole('complementary', { name: 'Feedback Summary' })
    expect(field(summary, 'Negative')).toBe('1')
    expect(within(summary).getByText('0% positive')).toBeInTheDocument()

    const [entry] = within(section('All Feedback (1)')).getAllByRole('listitem')
    expect(within(entry!).getByText('Unknown date')).toBeInTheDocument()
    expect(field(entry!, 'User ID')).toBe('Unknown user')
    expect(within(entry!).queryByText('Search ID')).not.toBeInTheDocument()
    expect(field(entry!, 'Feedback ID')).toBe('feedback-without-details')
  })

  it('gives blank and odd-typed fields their fallback text, and writes a number as it is', async () => {
    await openServedLot({
      ...bareLot(),
      address: '  ',
      owner: 42,
      notes: ' \n ',
      restriction_description: { text: 'No trucks' },
      spaces: '120',
    })
    const name = screen.getByRole('heading', { level: 1, name: 'Bare lot' })
    expect(paragraphAfter(name)).toHaveTextContent(/^Address not available$/)
    expect(headerItem('Spaces:')).toBe('Spaces: N/A')
    expect(headerItem('Owner:')).toBe('Owner: 42')
    const basic = section('Basic Information')
    expect(field(basic, 'Owner')).toBe('42')
    expect(field(basic, 'Notes')).toBe('No notes available')
    expect(field(basic, 'Restrictions')).toBe('No restrictions')
  })

  it.each([
    ['a blank name by its lot id', { name: '  ', lotId: 'OSL-TEST-1' }, 'OSL-TEST-1', 'OSL-TEST-1'],
    ['no name by its numeric lot id', { name: null, lotId: 1234 }, '1234', '1234'],
    ["neither name nor lot id 'Unnamed lot'", { name: undefined, lotId: ' ' }, 'Unnamed lot', 'N/A'],
  ])('names a lot with %s', async (_case, names, heading, lotId) => {
    await openServedLot({ ...bareLot(), ...names }, heading)
    expect(field(section('Basic Information'), 'Lot ID')).toBe(lotId)
  })

  it('shows property names as words, objects and arrays as indented JSON, and a value without text as (empty)', async () => {
    const openingHours = { weekdays: '07-22', weekend: null }
    const zones = ['A', 'B']
    await openServedLot({
      ...bareLot(),
      additionalProperties: {
        hourlyRate: 35,
        openingHours,
        payment_zones: zones,
        cleaned_notes: '   ',
        free_duration_rules: null,
        hasEv: true,
      },
    })
    const properties = section('Additional Properties')
    expect(field(properties, 'Hourly Rate')).toBe('35')
    expect(field(properties, 'Opening Hours')).toBe(JSON.stringify(openingHours, null, 2))
    expect(field(properties, 'Payment Zones')).toBe(JSON.stringify(zones, null, 2))
    expect(field(properties, 'Cleaned Notes')).toBe('(empty)')
    expect(field(properties, 'Free Duration Rules')).toBe('(empty)')
    expect(field(properties, 'Has Ev')).toBe('true')
  })

  describe('feedback that is not a list of items', () => {
    const vote = (feedbackType: string, index: number) => ({
      _id: `vote-${index}`,
      userId: 'user-1',
      feedbackType,
      timestamp: '2024-05-01T10:00:00Z',
    })

    it.each([
      ['an object', { up: 3, down: 1 }],
      ['a string', 'up'],
    ])('counts no feedback when it is %s', async (_case, feedback) => {
      await openServedLot({ ...bareLot(), feedback })
      const summary = screen.getByRole('complementary', { name: 'Feedback Summary' })
      expect(field(summary, 'Positive')).toBe('0')
      expect(field(summary, 'Negative')).toBe('0')
      expect(within(section('All Feedback (0)')).getByText('No feedback for this parking lot yet.')).toBeInTheDocument()
    })

    it('leaves out what is not an item (null, text, a list) and counts the rest', async () => {
      await openServedLot({
        ...bareLot(),
        feedback: [null, vote('up', 1), 'up', vote('up', 2), [vote('down', 9)], vote('down', 3), null],
      })
      const summary = screen.getByRole('complementary', { name: 'Feedback Summary' })
      expect(field(summary, 'Positive')).toBe('2')
      expect(field(summary, 'Negative')).toBe('1')
      expect(within(summary).getByText('67% positive')).toBeInTheDocument()
      const entries = within(section('All Feedback (3)')).getAllByRole('listitem')
      expect(entries.map((entry) => field(entry, 'Feedback ID'))).toEqual(['vote-1', 'vote-2', 'vote-3'])
    })
  })

  it("labels a feedback type outside up, down and comment 'Unknown', and lists items without an id each once", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const feedback = [
      { feedbackType: 'toString', userId: 'user-1', comment: 'First without id' },
      { feedbackType: 'rating', userId: 'user-2', comment: 'Second without id' },
      { feedbackType: 'up', userId: 'user-3', comment: 'Third without id' },
      { _id: 'with-id', userId: 'user-4' },
    ]
    await openServedLot({ ...bareLot(), feedback })
    const entries = within(section('All Feedback (4)')).getAllByRole('listitem')
    const typeWord = (entry: HTMLElement) =>
      within(entry).getByText(/^(Positive|Negative|Comment|Unknown)$/).textContent
    expect(entries.map(typeWord)).toEqual(['Unknown', 'Unknown', 'Positive', 'Unknown'])
    expect(entries.map((entry) => within(entry).queryByText(/without id$/)?.textContent ?? null)).toEqual([
      'First without id',
      'Second without id',
      'Third without id',
      null,
    ])
    expect(within(entries[0]!).queryByText('Feedback ID')).not.toBeInTheDocument()
    expect(field(entries[3]!, 'Feedback ID')).toBe('with-id')
    expect(consoleError.mock.calls.flat().join(' '), 'React key warnings').not.toMatch(/same key|unique "key"/)
    consoleError.mockRestore()
  })

  describe('location', () => {
    const SQUARE = [
      [
        [
          [10, 59],
          [10.002, 59],
          [10.002, 59.001],
          [10, 59.001],
          [10, 59],
        ],
      ],
    ]

    it('reads a Point as [longitude, latitude], with its type and raw coordinates', async () => {
      await openServedLot({ ...bareLot(), geometry: { type: 'Point', coordinates: [10.7522, 59.9139] } })
      const location = section('Location')
      expect(field(location, 'Latitude')).toBe('59.913900')
      expect(field(location, 'Longitude')).toBe('10.752200')
      expect(field(location, 'Geometry type')).toBe('Point')
      expect(field(location, 'Coordinates')).toBe('[10.7522,59.9139]')
      expect(within(location).queryByText('No location data available')).not.toBeInTheDocument()
      expect(within(location).queryByText(/middle of the lot's outline/)).not.toBeInTheDocument()
    })

    it("takes a MultiPolygon's position from the middle of its outline, and says so", async () => {
      await openServedLot({ ...bareLot(), geometry: { type: 'MultiPolygon', coordinates: SQUARE } })
      const location = section('Location')
      expect(field(location, 'Latitude')).toBe('59.000500')
      expect(field(location, 'Longitude')).toBe('10.001000')
      expect(field(location, 'Geometry type')).toBe('MultiPolygon')
      expect(field(location, 'Coordinates')).toBe(JSON.stringify(SQUARE))
      expect(
        within(location).getByText("Latitude and longitude are the middle of the lot's outline."),
      ).toBeInTheDocument()
    })

    /** The map of the lot's Location section, once its code has loaded. */
    const findMap = () => within(section('Location')).findByRole('region', { name: 'Location of Bare lot' })

    it('shows a Point on a map: its marker on OpenStreetMap tiles, with their attribution linked', async () => {
      await openServedLot({ ...bareLot(), geometry: { type: 'Point', coordinates: [10.7522, 59.9139] } })
      const map = await findMap()
      expect(within(map).getByRole('img', { name: 'Position of the lot' })).toBeInTheDocument()
      expect(within(map).getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/copyright',
      )
      expect(within(map).getByText(/contributors/)).toHaveTextContent('© OpenStreetMap contributors')
      // jsdom downloads no image: the tiles (images without text, alt="") are asked for by address only.
      const tiles = within(map)
        .getAllByRole('presentation')
        .map((tile) => (tile as HTMLImageElement).src)
      expect(tiles.length).toBeGreaterThan(0)
      for (const tile of tiles) expect(tile).toMatch(/^https:\/\/tile\.openstreetmap\.org\/17\/\d+\/\d+\.png$/)
      // Read-only, with no word about dragging; the map takes the keyboard (its arrow keys pan it).
      expect(map).toHaveAttribute('tabindex', '0')
      expect(within(map).queryByText(/Drag the marker/)).not.toBeInTheDocument()
    })

    it('outlines a MultiPolygon on the map and marks its middle', async () => {
      await openServedLot({ ...bareLot(), geometry: { type: 'MultiPolygon', coordinates: SQUARE } })
      const map = await findMap()
      expect(within(map).getByRole('img', { name: 'Position of the lot' })).toBeInTheDocument()
      // eslint-disable-next-line testing-library/no-node-access -- the outline is an SVG path, drawn for the eye: no role or name to find it by
      const outline = map.querySelector('path.lot-map-outline')
      // Four corners, closed: M, three L and the closing z.
      expect(outline?.getAttribute('d')).toMatch(/^M[\d.-]+ [\d.-]+(L[\d.-]+ [\d.-]+){3}z$/)
    })

    it('says once, under the map, that the tiles could not load, and keeps the marker', async () => {
      await openServedLot({ ...bareLot(), geometry: { type: 'Point', coordinates: [10.7522, 59.9139] } })
      const map = await findMap()
      const tiles = within(map).getAllByRole('presentation')
      expect(screen.queryByText(/Map tiles could not load/)).not.toBeInTheDocument()
      // What the browser does when a tile cannot be downloaded (offline): the image's error event, per tile.
      for (const tile of [...tiles, ...tiles]) fireEvent.error(tile)
      expect(
        within(section('Location')).getByText(
          'Map tiles could not load; the lot is still drawn, without the streets around it.',
        ),
      ).toBeVisible()
      expect(within(section('Location')).getAllByText(/Map tiles could not load/)).toHaveLength(1)
      expect(within(map).getByRole('img', { name: 'Position of the lot' })).toBeInTheDocument()
    })

    it("says 'No location data available' and nothing else for a lot without geometry", async () => {
      await openServedLot(bareLot())
      const location = section('Location')
      // The section reads its title, then the message alone.
      expect(location).toHaveTextContent(/^Location\s*No location data available$/)
    })

    it.each([
      ['coordinates null', { type: 'Point', coordinates: null }, 'Point', 'null'],
      ['a Point made of strings', { type: 'Point', coordinates: ['10.7', '59.9'] }, 'Point', '["10.7","59.9"]'],
      [
        'a LineString',
        {
          type: 'LineString',
          coordinates: [
            [10, 59],
            [11, 60],
          ],
        },
        'LineString',
        '[[10,59],[11,60]]',
      ],
      ['an empty MultiPolygon', { type: 'MultiPolygon', coordinates: [] }, 'MultiPolygon', '[]'],
      ['a geometry without type', { coordinates: [10.7, 59.9] }, 'Unknown', '[10.7,59.9]'],
    ])(
      "says 'No location data available' for %s, and shows what is stored",
      async (_case, geometry, type, coordinates) => {
        await openServedLot({ ...bareLot(), geometry })
        const location = section('Location')
        expect(within(location).getByText('No location data available')).toBeInTheDocument()
        expect(within(location).queryByText('Latitude')).not.toBeInTheDocument()
        expect(within(location).queryByRole('region')).not.toBeInTheDocument()
        expect(field(location, 'Geometry type')).toBe(type)
        expect(field(location, 'Coordinates')).toBe(coordinates)
        expect(within(location).queryByText(/middle of the lot's outline/)).not.toBeInTheDocument()
      },
    )
  })

  it('shows no percentage for a lot nobody has voted on', async () => {
    const lot = lots().find(
      (candidate) => !feedbackForLot(testBackend.world, candidate._id).some((item) => item.feedbackType !== 'comment'),
    )!
    await signIn()
    renderApp(`/parking-lots/${lot._id}`)
    const summary = await screen.findByRole('complementary', { name: 'Feedback Summary' })
    expect(field(summary, 'Positive')).toBe('0')
    expect(within(summary).queryByText(/% positive/)).not.toBeInTheDocument()
  })

  it("says 'Parking lot not found' for an unknown id, and its Retry goes back to the list", async () => {
    await signIn()
    renderApp('/parking-lots/no-such-lot')
    expect(await screen.findByText('Parking lot not found')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/parking-lots$/))
  })

  it.each([
    ['null', null],
    ['a list', [{ _id: 'lot-1', name: 'A lot' }]],
    ['a text', 'lot-1'],
    ['a number', 42],
  ])("says 'Parking lot not found' when the answer is %s, and its Retry goes back to the list", async (_case, body) => {
    serveLot(body)
    await signIn()
    renderApp('/parking-lots/lot-1')
    expect(await screen.findByText('Parking lot not found')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/parking-lots$/))
  })

  it("says 'Parking lot not found' when the backend refuses the id as malformed (400)", async () => {
    testServer.use(
      http.get(`${window.location.origin}/api/parking-lots/:id`, () =>
        HttpResponse.json({ message: 'Invalid id' }, { status: 400 }),
      ),
    )
    await signIn()
    renderApp('/parking-lots/not%20an%20id')
    expect(await screen.findByText('Parking lot not found')).toBeInTheDocument()
    expect(screen.queryByText(/Error loading parking lot/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/parking-lots$/))
  })

  it('shows a server error with Retry, which loads the lot again', async () => {
    const lot = lots()[1]!
    testBackend.setScenario({ error: { endpoint: '/api/parking-lots/:id', status: 500 } })
    await signIn()
    renderApp(`/parking-lots/${lot._id}`)
    expect(
      await screen.findByText(
        /^Error loading parking lot: \[\w+\] Server error: 500 - Please check if the backend is running$/,
      ),
    ).toBeInTheDocument()

    testBackend.setScenario({ error: null })
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: lot.name })).toBeInTheDocument()
    expect(screen.queryByText(/Error loading parking lot/)).not.toBeInTheDocument()
  })

  it("'Back to Parking Lots' goes to the list", async () => {
    const lot = lots()[2]!
    await signIn()
    renderApp(`/parking-lots/${lot._id}`)
    await screen.findByRole('heading', { level: 1, name: lot.name })
    await userEvent.click(screen.getByRole('link', { name: 'Back to Parking Lots' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/parking-lots$/))
  })
})
