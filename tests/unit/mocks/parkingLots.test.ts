import { getResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOT_NAMES } from '@/api/lotNames'
import type { FeedbackItem, ParkingLot, ParkingLotsResponse, Pagination } from '@/api/types'
import { issueToken } from '@mocks/auth'
import { createBackend, type Backend } from '@mocks/backend'
import { fromLotRecord, toLotRecord } from '@mocks/db/world'
import { createHandlers } from '@mocks/handlers'
import { memoryStorage } from '@mocks/persistence'

// The parking-lot endpoints, asked as a client would (through the same handlers the
// browser worker and the mock server use): the list's search, sort and pages, the
// detail with its feedback, and the save with its checks and its persistence.

const ORIGIN = 'http://backend.test'
const NOW = new Date(2026, 10, 21, 15, 0).getTime()
let token = ''
beforeAll(async () => {
  token = await issueToken({ id: 'admin-1', username: 'admin' })
})

interface Answer<T> {
  status: number
  body: T
}

/** Calls one backend; `auth: false` sends no token. */
function clientOf(backend: Backend) {
  const handlers = createHandlers(backend, ORIGIN)
  return async <T = unknown>(
    method: 'GET' | 'PUT',
    path: string,
    options: { body?: string; auth?: boolean } = {},
  ): Promise<Answer<T>> => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (options.auth !== false) headers.Authorization = `Bearer ${token}`
    const response = await getResponse(
      handlers,
      new Request(`${ORIGIN}${path}`, { method, headers, body: options.body }),
    )
    if (!response) throw new Error(`Nothing answered ${method} ${path}`)
    return { status: response.status, body: (await response.json()) as T }
  }
}

// ---------------------------------------------------------------- a tiny world, worked out by hand

const point = { type: 'Point' as const, coordinates: [10.75, 59.91] as [number, number] }

function lot(number: number, fields: Partial<ParkingLot>): ParkingLot {
  const lotId = `OSL-000${number}`
  return {
    _id: `lot-${number}`,
    lotId,
    name: `Lot ${number}`,
    address: null,
    spaces: null,
    owner: null,
    notes: null,
    restriction_description: null,
    parking_type: null,
    geometry: point,
    additionalProperties: {},
    ...fields,
  }
}

const TINY_LOTS = [
  lot(1, { name: 'Bravo', address: 'Storgata 10, 0155 Oslo', owner: 'Aimo Park', spaces: 10, parking_type: 'garage' }),
  lot(2, { name: 'alpha', address: 'storgata 9, 0155 Oslo', owner: 'Q-Park', spaces: 200, parking_type: 'street' }),
  lot(3, {
    name: 'Charlie',
    address: 'Åsveien 1',
    owner: 'Aimo Park',
    spaces: null,
    parking_type: 'surface',
    notes: 'secret entrance',
  }),
  lot(4, { name: 'Delta', address: 'Østre gate 2', owner: null, spaces: 35, parking_type: null }),
  lot(5, { name: 'Echo', address: 'Ærfuglveien 3', owner: 'aimo park', spaces: 0, parking_type: 'underground' }),
  lot(6, { name: 'Foxtrot', address: null, owner: 'Onepark', spaces: 35, parking_type: 'park_and_ride' }),
  lot(7, { name: 'Golf', address: 'Akersgata 1', owner: 'Q-Park', spaces: 9, parking_type: 'garage' }),
  lot(8, { name: 'hotel', address: '', owner: 'Aimo Park', spaces: 1000, parking_type: 'surface' }),
]

const feedback = (id: string, lotId: string, hour: number): FeedbackItem => ({
  _id: id,
  userId: `user-${id}`,
  feedbackType: 'up',
  timestamp: new Date(2026, 10, 21, hour).toISOString(),
  parkingLotId: lotId,
  parkingLotName: 'x',
})

function tinyBackend(): Backend {
  const backend = createBackend({ seed: 1, now: NOW, clock: () => NOW, lots: 0, users: 0 })
  for (const tiny of TINY_LOTS) backend.world.db.parkingLot.create(toLotRecord(tiny))
  backend.world.events.feedback = [
    feedback('f1', 'lot-1', 8),
    feedback('f2', 'lot-2', 9),
    feedback('f3', 'lot-1', 10),
    feedback('f4', 'lot-1', 11),
  ]
  return backend
}

const lotNumbers = (answer: Answer<ParkingLotsResponse>) =>
  answer.body.parkingLots.map((item) => Number(item.lotId.slice(-1)))

describe('GET /api/parking-lots', () => {
  const call = clientOf(tinyBackend())
  const list = (query: string) => call<ParkingLotsResponse>('GET', `/api/parking-lots${query}`)

  it('answers every lot, whole but without feedback, sorted by address ascending by default', async () => {
    const answer = await list('')
    expect(answer.status).toBe(200)
    expect(answer.body.pagination).toEqual<Pagination>({
      page: 1,
      limit: 50,
      total: 8,
      pages: 1,
      hasNext: false,
      hasPrev: false,
    })
    expect(answer.body.parkingLots[0]).toEqual(TINY_LOTS[6])
    for (const item of answer.body.parkingLots) expect(item).not.toHaveProperty('feedback')
    expect(lotNumbers(answer)).toEqual([7, 2, 1, 5, 4, 3, 6, 8])
  })

  it.each([
    // Case ignored, numbers by value, æ ø å after z; no address (null or blank) last.
    ['address', 'asc', [7, 2, 1, 5, 4, 3, 6, 8]],
    ['address', 'desc', [3, 4, 5, 1, 2, 7, 6, 8]],
    ['name', 'asc', [2, 1, 3, 4, 5, 6, 7, 8]],
    ['name', 'desc', [8, 7, 6, 5, 4, 3, 1, 2]],
    ['lotId', 'desc', [8, 7, 6, 5, 4, 3, 2, 1]],
    ['spaces', 'asc', [5, 7, 1, 4, 6, 2, 8, 3]],
    ['spaces', 'desc', [8, 2, 6, 4, 1, 7, 5, 3]],
    ['parking_type', 'asc', [1, 7, 6, 2, 3, 8, 5, 4]],
    ['parking_type', 'desc', [5, 8, 3, 2, 6, 7, 1, 4]],
    // Equal owners (case ignored) in lotId order, reversed with the sort.
    ['owner', 'asc', [1, 3, 5, 8, 6, 2, 7, 4]],
    ['owner', 'desc', [7, 2, 6, 8, 5, 3, 1, 4]],
  ])('sorts by %s %s, lots without a value last', async (sortBy, sortOrder, expected) => {
    expect(lotNumbers(await list(`?sortBy=${sortBy}&sortOrder=${sortOrder}`))).toEqual(expected)
  })

  it.each([
    ['storgata', [2, 1]],
    ['STORGATA 1', [1]],
    ['aimo', [1, 5, 3, 8]],
    ['osl-0007', [7]],
    ['  hOtEl  ', [8]],
    ['åsveien', [3]],
  ])('searches name, address, lotId and owner, ignoring case: %j', async (search, expected) => {
    const answer = await list(`?search=${encodeURIComponent(search)}`)
    expect(lotNumbers(answer)).toEqual(expected)
    expect(answer.body.pagination.total).toBe(expected.length)
  })

  it('does not search the other fields', async () => {
    const answer = await list('?search=secret')
    expect(answer.body).toEqual({
      parkingLots: [],
      pagination: { page: 1, limit: 50, total: 0, pages: 0, hasNext: false, hasPrev: false },
    })
  })

  it('pages through the search results in the asked order', async () => {
    const first = await list('?search=park&sortBy=lotId&sortOrder=desc&limit=3')
    expect(lotNumbers(first)).toEqual([8, 7, 6])
    expect(first.body.pagination).toEqual({ page: 1, limit: 3, total: 7, pages: 3, hasNext: true, hasPrev: false })
    const last = await list('?search=park&sortBy=lotId&sortOrder=desc&limit=3&page=3')
    expect(lotNumbers(last)).toEqual([1])
    expect(last.body.pagination).toEqual({ page: 3, limit: 3, total: 7, pages: 3, hasNext: false, hasPrev: true })
  })

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=-1', 'page'],
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=ten', 'limit'],
    ['sortBy=price', 'sortBy'],
    ['sortBy=ADDRESS', 'sortBy'],
    ['sortOrder=up', 'sortOrder'],
    [`search=${'x'.repeat(201)}`, 'search'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const answer = await call<{ message: string }>('GET', `/api/parking-lots?${query}`)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(new RegExp(`^${parameter} `))
  })

  it('answers 401 without a token', async () => {
    const answer = await call<{ message: string }>('GET', '/api/parking-lots', { auth: false })
    expect(answer.status).toBe(401)
    expect(answer.body.message).toMatch(/^Authentication required/)
  })
})

describe('GET /api/parking-lots over the seeded world', () => {
  const backend = createBackend({ seed: 1, now: NOW, clock: () => NOW })
  const call = clientOf(backend)
  const list = (query: string) => call<ParkingLotsResponse>('GET', `/api/parking-lots${query}`)
  const stored = () => backend.world.db.parkingLot.getAll().map(fromLotRecord)

  it('pages 1500 lots 50 at a time, with the pagination arithmetic right at the edges', async () => {
    const first = await list('')
    expect(first.body.parkingLots).toHaveLength(50)
    expect(first.body.pagination).toEqual({ page: 1, limit: 50, total: 1500, pages: 30, hasNext: true, hasPrev: false })
    const last = await list('?page=30')
    expect(last.body.parkingLots).toHaveLength(50)
    expect(last.body.pagination).toEqual({ page: 30, limit: 50, total: 1500, pages: 30, hasNext: false, hasPrev: true })
    const past = await list('?page=31')
    expect(past.body).toEqual({
      parkingLots: [],
      pagination: { page: 31, limit: 50, total: 1500, pages: 30, hasNext: false, hasPrev: true },
    })
    const biggest = await list('?limit=200&page=8')
    expect(biggest.body.parkingLots).toHaveLength(100)
    expect(biggest.body.pagination).toEqual({
      page: 8,
      limit: 200,
      total: 1500,
      pages: 8,
      hasNext: false,
      hasPrev: true,
    })
  })

  it.each(['address', 'name', 'lotId', 'spaces', 'parking_type', 'owner'])(
    'in either order by %s, the pages hold every lot exactly once, lots without a value last',
    async (sortBy) => {
      for (const sortOrder of ['asc', 'desc']) {
        const seen: ParkingLot[] = []
        for (let page = 1; page <= 8; page++)
          seen.push(...(await list(`?limit=200&page=${page}&sortBy=${sortBy}&sortOrder=${sortOrder}`)).body.parkingLots)
        expect(new Set(seen.map((item) => item._id)).size).toBe(1500)
        const field = sortBy as keyof ParkingLot
        const missing = (item: ParkingLot) => item[field] === null || item[field] === ''
        // Every lot has a name and a lotId; about 3% lack each of the others.
        const firstMissing = seen.findIndex(missing)
        expect(firstMissing === -1).toBe(sortBy === 'name' || sortBy === 'lotId')
        if (firstMissing !== -1) expect(seen.slice(firstMissing).every(missing)).toBe(true)
        if (sortBy === 'spaces') {
          const spaces = seen.slice(0, firstMissing).map((item) => item.spaces!)
          const expected = [...spaces].sort((a, b) => (sortOrder === 'asc' ? a - b : b - a))
          expect(spaces).toEqual(expected)
        }
      }
    },
  )

  it.each(['storgata', 'AIMO', 'osl-01', 'q-park', 'grønland', 'no such lot'])(
    'finds the same lots as a plain filter for %j',
    async (term) => {
      const needle = term.toLowerCase()
      const expected = stored().filter((item) =>
        [item.name, item.address, item.lotId, item.owner].some((value) => value?.toLowerCase().includes(needle)),
      )
      const answer = await list(`?limit=200&search=${encodeURIComponent(term)}`)
      expect(answer.body.pagination.total).toBe(expected.length)
      expect(answer.body.parkingLots.length).toBe(Math.min(200, expected.length))
      for (const item of answer.body.parkingLots) expect(expected.map((lot) => lot._id)).toContain(item._id)
    },
  )
})

/** Operator-written text of a lot. */
const lotTexts = (item: ParkingLot) =>
  [item.name, item.address, item.notes, item.restriction_description, item.additionalProperties?.cleaned_notes].filter(
    (text) => typeof text === 'string',
  ) as string[]
/** Markup, right-to-left scripts, emoji, or a word too long to wrap. */
const HOSTILE = /[<>]|[\u0590-\u06ff]|\p{Extended_Pictographic}|\S{60}/u

describe('the seeded lots', () => {
  const backend = createBackend({ seed: 1, now: NOW, clock: () => NOW, users: 0 })
  const lots = backend.world.db.parkingLot.getAll().map(fromLotRecord)

  it('carry prices and rules in additionalProperties on most lots', () => {
    const withPrices = lots.filter((item) => typeof item.additionalProperties?.hourlyRate === 'number')
    expect(withPrices.length / lots.length).toBeGreaterThan(0.5)
    for (const key of ['hourlyRate', 'dailyRate', 'cleaned_price_zone', 'free_duration_rules', 'cleaned_notes']) {
      expect(withPrices.every((item) => key in item.additionalProperties!)).toBe(true)
    }
    expect(lots.some((item) => item.notes === null)).toBe(true)
  })

  it('are plain text in the default world, names as operators write them (the hostile scenario has the rest)', () => {
    expect(lots.flatMap(lotTexts).filter((text) => HOSTILE.test(text))).toEqual([])
    // A lot the live-data lookup names is named after its place ('Aker Brygge Parkering'), the rest after their street.
    for (const item of lots) {
      const place: string | undefined = LOT_NAMES[item.lotId as keyof typeof LOT_NAMES]
      expect(item.name).toMatch(place ? new RegExp(`^${place} [\\p{L}-]+$`, 'u') : /^[\p{L}. ]+ \d+ [\p{L}-]+$/u)
    }
  })

  it("stay the world's own: no channel to other tabs or threads is opened (jsdom has a window)", () => {
    const channels: string[] = []
    const Channel = globalThis.BroadcastChannel
    globalThis.BroadcastChannel = class extends Channel {
      constructor(name: string) {
        super(name)
        channels.push(name)
      }
    }
    try {
      createBackend({ seed: 1, now: NOW, clock: () => NOW, lots: 3, users: 0 })
    } finally {
      globalThis.BroadcastChannel = Channel
    }
    expect(channels).toEqual([])
  })
})

describe('the seeded lots in the hostile scenario', () => {
  const backend = createBackend({ seed: 1, now: NOW, clock: () => NOW, users: 0, scenario: { hostile: true } })
  const lots = backend.world.db.parkingLot.getAll().map(fromLotRecord)
  const plain = createBackend({ seed: 1, now: NOW, clock: () => NOW, users: 0 })
    .world.db.parkingLot.getAll()
    .map(fromLotRecord)

  it.each([
    ['a script tag', (text: string) => text.includes('<script>window.__pwned = true; alert("x")</script>')],
    ['an HTML attribute that runs code', (text: string) => text.includes('<img src=x onerror="window.__pwned')],
    ['an svg that runs code, in an address', (text: string) => text.includes('"><svg onload="window.__pwned')],
    ['markup and an HTML comment in a name', (text: string) => /^<b>.*<\/b> & "Sons" <!-- OSL-\d{4} -->$/.test(text)],
    ['emoji with a skin tone', (text: string) => /\p{Extended_Pictographic}\p{Emoji_Modifier}/u.test(text)],
    [
      'emoji joined into one (ZWJ)',
      (text: string) => /\p{Extended_Pictographic}\u200d\p{Extended_Pictographic}/u.test(text),
    ],
    ['Arabic', (text: string) => /[\u0600-\u06ff]/.test(text)],
    ['Hebrew', (text: string) => /[\u0590-\u05ff]/.test(text)],
    ['a word of 200 letters', (text: string) => text.split(/\s+/).some((word) => word.length >= 200)],
  ])('include hostile text in operator-written fields: %s', (_kind, matches) => {
    expect(lots.some((item) => lotTexts(item).some(matches))).toBe(true)
  })

  it('keep hostile text to a small share of the lots, the rest as in the default world', () => {
    const hostile = lots.filter((item) => lotTexts(item).some((text) => HOSTILE.test(text)))
    expect(hostile.length / lots.length).toBeGreaterThanOrEqual(0.005)
    expect(hostile.length / lots.length).toBeLessThanOrEqual(0.03)
    expect(lots.map((item) => item._id)).toEqual(plain.map((item) => item._id))
    const planted = new Set(hostile.map((item) => item._id))
    expect(lots.filter((item) => !planted.has(item._id))).toEqual(plain.filter((item) => !planted.has(item._id)))
  })

  it('answer hostile text byte for byte', async () => {
    const scripted = lots.find((item) => item.notes?.includes('<script>'))!
    const answer = await clientOf(backend)<ParkingLot>('GET', `/api/parking-lots/${scripted._id}`)
    expect(answer.body.notes).toBe('<script>window.__pwned = true; alert("x")</script>')
  })
})

describe('GET /api/parking-lots/{id}', () => {
  const backend = tinyBackend()
  const call = clientOf(backend)

  it('answers the lot with every feedback event about it, newest first', async () => {
    const answer = await call<ParkingLot>('GET', '/api/parking-lots/lot-1')
    expect(answer.status).toBe(200)
    const { feedback: items, ...rest } = answer.body
    expect(rest).toEqual(TINY_LOTS[0])
    expect(items!.map((item) => item._id)).toEqual(['f4', 'f3', 'f1'])
    expect(items![0]).toEqual(backend.world.events.feedback[3])
  })

  it('answers an empty feedback list for a lot nobody rated', async () => {
    expect((await call<ParkingLot>('GET', '/api/parking-lots/lot-5')).body.feedback).toEqual([])
  })

  it('answers 404 with a message for an unknown id', async () => {
    const answer = await call('GET', '/api/parking-lots/no-such-lot')
    expect(answer).toEqual({ status: 404, body: { message: 'Parking lot no-such-lot not found' } })
  })

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/parking-lots/lot-1', { auth: false })).status).toBe(401)
  })
})

describe('PUT /api/parking-lots/{id}', () => {
  const put = (call: ReturnType<typeof clientOf>, id: string, body: unknown) =>
    call<ParkingLot & { message: string }>('PUT', `/api/parking-lots/${id}`, {
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('saves the edit: answered as GET answers it, then seen by GET, search and sort', async () => {
    const call = clientOf(tinyBackend())
    const list = async (query: string) =>
      lotNumbers(await call<ParkingLotsResponse>('GET', `/api/parking-lots${query}`))
    // Lists asked before the save, so that what they keep must follow it.
    expect(await list('?search=zulu')).toEqual([])
    expect(await list('?search=charlie')).toEqual([3])
    expect(await list('')).toEqual([7, 2, 1, 5, 4, 3, 6, 8])
    expect(await list('?sortBy=spaces&sortOrder=desc')).toEqual([8, 2, 6, 4, 1, 7, 5, 3])

    const edited = { ...TINY_LOTS[2]!, name: 'Zulu Garage', address: 'Aa-veien 1', spaces: 12 }
    const saved = await put(call, 'lot-3', edited)
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ ...edited, feedback: [] })
    expect((await call('GET', '/api/parking-lots/lot-3')).body).toEqual(saved.body)
    expect((await call<ParkingLotsResponse>('GET', '/api/parking-lots?search=zulu')).body.parkingLots).toEqual([edited])
    expect(await list('?search=charlie')).toEqual([])
    expect(await list('')).toEqual([3, 7, 2, 1, 5, 4, 6, 8])
    expect(await list('?sortBy=spaces&sortOrder=desc')).toEqual([8, 2, 6, 4, 3, 1, 7, 5])
  })

  it('keeps every edit across a restart: a new backend on the same storage shows them', async () => {
    const storage = memoryStorage()
    const seeded = () => createBackend({ seed: 1, now: NOW, clock: () => NOW, lots: 30, users: 0, storage })
    const before = seeded()
    const [first, second] = [4, 9].map(
      (position) =>
        JSON.parse(JSON.stringify(fromLotRecord(before.world.db.parkingLot.getAll()[position]!))) as ParkingLot,
    )
    const renamed = { ...first!, name: 'Renamed after the visit', notes: 'Checked on visit 1', geometry: point }
    const resized = { ...second!, spaces: 77 }
    expect((await put(clientOf(before), renamed._id, renamed)).status).toBe(200)
    expect((await put(clientOf(before), resized._id, resized)).status).toBe(200)

    const call = clientOf(seeded())
    for (const edited of [renamed, resized]) {
      const { feedback: _feedback, ...after } = (await call<ParkingLot>('GET', `/api/parking-lots/${edited._id}`)).body
      expect(after).toEqual(edited)
    }
    expect((await call<ParkingLotsResponse>('GET', '/api/parking-lots?search=renamed')).body.parkingLots).toEqual([
      renamed,
    ])
    const unchanged = clientOf(
      createBackend({ seed: 1, now: NOW, clock: () => NOW, lots: 30, users: 0, storage: memoryStorage() }),
    )
    expect((await unchanged<ParkingLot>('GET', `/api/parking-lots/${first!._id}`)).body.name).toBe(first!.name)
  })

  it("stores only the lot's own fields: absent ones as null, feedback in the body ignored", async () => {
    const call = clientOf(tinyBackend())
    const minimal = { _id: 'lot-2', lotId: 'OSL-0002', name: 'Alpha', geometry: point, feedback: [{ _id: 'forged' }] }
    const saved = await put(call, 'lot-2', minimal)
    expect(saved.status).toBe(200)
    const stored = {
      _id: 'lot-2',
      lotId: 'OSL-0002',
      name: 'Alpha',
      address: null,
      spaces: null,
      owner: null,
      notes: null,
      restriction_description: null,
      parking_type: null,
      geometry: point,
      additionalProperties: {},
    }
    expect(saved.body).toEqual({
      ...stored,
      feedback: [(await call<ParkingLot>('GET', '/api/parking-lots/lot-2')).body.feedback![0]],
    })
    expect(saved.body.feedback!.map((item) => item._id)).toEqual(['f2'])
  })

  it('accepts a geometry type the lot JSON checks leave alone, and saves it as is', async () => {
    const call = clientOf(tinyBackend())
    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [10.75, 59.91],
          [10.76, 59.92],
          [10.75, 59.91],
        ],
      ],
    }
    const saved = await put(call, 'lot-4', { ...TINY_LOTS[3]!, geometry: polygon })
    expect(saved.status).toBe(200)
    expect((await call<ParkingLot>('GET', '/api/parking-lots/lot-4')).body.geometry).toEqual(polygon)
  })

  it('answers 400 Invalid JSON syntax for a body that is not JSON', async () => {
    const call = clientOf(tinyBackend())
    expect(await put(call, 'lot-1', '{"_id": "lot-1",')).toEqual({
      status: 400,
      body: { message: 'Invalid JSON syntax (line 1, column 17)' },
    })
  })

  const valid = TINY_LOTS[0]!
  const SPACES = 'spaces must be a whole number from 0 to 100,000, or null'
  it.each([
    // The lot JSON checks (docs/product.md#lot-json-checks), first failing rule
    [{ ...valid, lotId: undefined }, 'Missing required field: lotId'],
    [{ ...valid, geometry: null }, 'Missing required field: geometry'],
    [
      { ...valid, geometry: { type: 'Point', coordinates: [1, 2, 3] } },
      'Point coordinates must have exactly 2 elements, got: 3',
    ],
    [{ ...valid, geometry: { type: 'MultiPolygon', coordinates: [] } }, 'MultiPolygon coordinates cannot be empty'],
    [[], 'Missing required field: _id'],
    // the server's own checks
    [{ ...valid, _id: 'lot-2' }, "The body's _id (lot-2) does not match the lot in the path (lot-1)"],
    [{ ...valid, _id: 1 }, '_id must be a string'],
    [{ ...valid, lotId: 7 }, 'lotId must be a string'],
    [{ ...valid, lotId: 'OSL-0002' }, 'lotId cannot be changed (it is OSL-0001): live data and app events refer to it'],
    [{ ...valid, name: undefined }, 'name must be a string'],
    [{ ...valid, address: 5 }, 'address must be a string or null'],
    [{ ...valid, notes: { text: 'x' } }, 'notes must be a string or null'],
    [{ ...valid, spaces: '12' }, SPACES],
    [{ ...valid, spaces: -1 }, SPACES],
    [{ ...valid, spaces: 1.5 }, SPACES],
    [{ ...valid, spaces: 100_001 }, SPACES],
    [{ ...valid, spaces: 1e23 }, SPACES],
    [
      { ...valid, parking_type: 'helipad' },
      'parking_type must be one of street, surface, garage, underground, park_and_ride, or null',
    ],
    [{ ...valid, geometry: { coordinates: [1, 2] } }, 'geometry.type must be a string'],
    [{ ...valid, additionalProperties: [] }, 'additionalProperties must be an object'],
    [{ ...valid, additionalProperties: null }, 'additionalProperties must be an object'],
    [{ ...valid, website: 'https://example.com' }, 'Unknown field: website'],
  ])('answers 400 and changes nothing for %j', async (body, message) => {
    const call = clientOf(tinyBackend())
    expect(await put(call, 'lot-1', body)).toEqual({ status: 400, body: { message } })
    expect((await call<ParkingLot>('GET', '/api/parking-lots/lot-1')).body).toMatchObject(valid)
  })

  // A JSON number is judged by its value: 1e3 is 1000, the same JSON value, and 1000 spaces
  // are a count; the digits of 1e23 are not, however they are written.
  it.each([
    ['99999999999999999999999', 400],
    ['100001', 400],
    ['1e23', 400],
    ['100000', 200],
    ['1e3', 200],
  ])('judges spaces written %s in the body by their value: %i', async (spaces, status) => {
    const call = clientOf(tinyBackend())
    const body = JSON.stringify({ ...valid, spaces: 0 }).replace('"spaces":0', `"spaces":${spaces}`)
    const answer = await put(call, 'lot-1', body)
    const stored = (await call<ParkingLot>('GET', '/api/parking-lots/lot-1')).body.spaces
    if (status === 400) {
      expect(answer).toEqual({ status, body: { message: SPACES } })
      expect(stored).toBe(valid.spaces)
    } else {
      expect(answer.status).toBe(status)
      expect(stored).toBe(Number(spaces))
    }
  })

  it('answers 404 for an unknown lot, whatever the body', async () => {
    const call = clientOf(tinyBackend())
    expect(await put(call, 'no-such-lot', { ...valid, _id: 'no-such-lot' })).toEqual({
      status: 404,
      body: { message: 'Parking lot no-such-lot not found' },
    })
    expect((await put(call, 'no-such-lot', 'not json')).status).toBe(404)
  })

  it('answers 401 without a token and changes nothing', async () => {
    const call = clientOf(tinyBackend())
    const answer = await call('PUT', '/api/parking-lots/lot-1', {
      body: JSON.stringify({ ...valid, name: 'Changed' }),
      auth: false,
    })
    expect(answer.status).toBe(401)
    expect((await call<ParkingLot>('GET', '/api/parking-lots/lot-1')).body.name).toBe(valid.name)
  })
})

describe('the empty scenario', () => {
  const backend = tinyBackend()
  backend.setScenario({ empty: true })
  const call = clientOf(backend)

  it('answers an empty list, and 404 for any lot', async () => {
    expect((await call('GET', '/api/parking-lots?sortBy=spaces&search=a')).body).toEqual({
      parkingLots: [],
      pagination: { page: 1, limit: 50, total: 0, pages: 0, hasNext: false, hasPrev: false },
    })
    expect((await call('GET', '/api/parking-lots/lot-1')).status).toBe(404)
    expect((await call('PUT', '/api/parking-lots/lot-1', { body: JSON.stringify(TINY_LOTS[0]) })).status).toBe(404)
  })
})
