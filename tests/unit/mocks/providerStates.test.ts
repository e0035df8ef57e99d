import { beforeAll, describe, expect, it } from 'vitest'
import type {
  AllEventsResponse,
  EventPage,
  FeedbackActivityResponse,
  LiveDataControlsResponse,
  LoginResponse,
  ParkingLot,
  ParkingLotsResponse,
  TrendsResponse,
} from '@/api/types'
import { createBackend, type Backend } from '@mocks/backend'
import { backendCaller } from './backendCall'

// The provider-state hook the Pact verifier calls (POST /__pact/provider-states): each
// state is set up through the world's data, and what cannot be set up is refused with why.

type Call = ReturnType<typeof backendCaller>

describe('the provider-state hook', () => {
  let backend: Backend
  let call: Call
  const setUp = <T = Record<string, string>>(state: string, params?: Record<string, unknown>, action = 'setup') =>
    call<T>('POST', '/__pact/provider-states', { token: null, body: { state, params, action } })

  beforeAll(() => {
    backend = createBackend({ seed: 1 })
    call = backendCaller(backend)
  })

  it('answers the empty state Pact sends for an interaction without one with nothing to set up', async () => {
    for (const body of [{ params: {} }, { state: '', params: {}, action: 'setup' }, { state: '', action: 'teardown' }])
      expect(await call('POST', '/__pact/provider-states', { token: null, body })).toEqual({ status: 200, body: {} })
  })

  it('answers 400 for a body that is not a state request, and for a state it does not know, listing those it knows', async () => {
    expect(await call('POST', '/__pact/provider-states', { token: null, body: ['a list'] })).toEqual({
      status: 400,
      body: { message: 'Expected a JSON body { state?, params?, action?: "setup" | "teardown" }' },
    })
    const unknown = await setUp<{ message: string }>('the moon is made of cheese')
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toMatch(
      /^Unknown provider state "the moon is made of cheese"; the simulated backend knows: .*parking lot \{id\} exists/,
    )
  })

  it('"parking lot {id} exists" answers the id and lotId of a lot with every field, a Point and feedback, that a search for its lotId finds alone', async () => {
    const { status, body } = await setUp('parking lot {id} exists')
    expect(status).toBe(200)
    const search = await call<ParkingLotsResponse>('GET', `/api/parking-lots?search=${body.lotId}`)
    expect(search.body.parkingLots.map((lot) => lot._id)).toEqual([body.id])
    const lot = (await call<ParkingLot>('GET', `/api/parking-lots/${body.id}`)).body
    expect(lot.lotId).toBe(body.lotId)
    expect(lot.geometry?.type).toBe('Point')
    expect(lot.feedback?.length).toBeGreaterThan(0)
    for (const field of ['address', 'owner', 'spaces', 'parking_type', 'notes', 'restriction_description'] as const) {
      expect(lot[field], field).not.toBeNull()
    }
  })

  it('"parking lot {id} exists" puts the lot back as it was on teardown when an interaction saved it', async () => {
    const { body } = await setUp('parking lot {id} exists')
    const before = (await call<ParkingLot>('GET', `/api/parking-lots/${body.id}`)).body
    const { feedback: _feedback, ...lot } = before
    expect(
      (await call('PUT', `/api/parking-lots/${body.id}`, { body: { ...lot, name: 'Renamed by an interaction' } }))
        .status,
    ).toBe(200)
    await setUp('parking lot {id} exists', {}, 'teardown')
    expect((await call<ParkingLot>('GET', `/api/parking-lots/${body.id}`)).body.name).toBe(before.name)
    expect((await setUp('parking lot {id} exists')).body.id).toBe(body.id)
  })

  it('"parking lot {id} does not exist" refuses an id that exists, with 409 and the reason', async () => {
    const { body } = await setUp('parking lot {id} exists')
    expect(await setUp('parking lot {id} does not exist', { id: body.id })).toEqual({
      status: 409,
      body: { message: `Parking lot ${body.id} exists` },
    })
    expect((await setUp('parking lot {id} does not exist', { id: 'ffffffffffffffffffffffff' })).status).toBe(200)
    expect((await setUp<{ message: string }>('parking lot {id} does not exist')).body.message).toBe(
      'This state needs the parameter "id" (a string)',
    )
  })

  it('"no parking lot matches {search}" refuses a term some lot matches', async () => {
    const { body } = await setUp('parking lot {id} exists')
    const refused = await setUp<{ message: string }>('no parking lot matches {search}', { search: body.lotId })
    expect(refused).toEqual({ status: 409, body: { message: `1 parking lot(s) match "${body.lotId}"` } })
  })

  it('"no feedback yet" empties the feedback until its teardown', async () => {
    const activity = async () =>
      (await call<FeedbackActivityResponse>('GET', '/api/analytics/feedback/activity?page=1&limit=50')).body
    const before = (await activity()).pagination.total
    expect(before).toBeGreaterThan(0)

    await setUp('no feedback yet')
    expect(await activity()).toMatchObject({ feedback: [], feedbackCounts: { up: 0, down: 0, comment: 0, total: 0 } })

    await setUp('no feedback yet', {}, 'teardown')
    expect((await activity()).pagination.total).toBe(before)
  })

  it('"user {userId} gave feedback on {date}" lays the user\'s 51 items around the day into the log until its teardown', async () => {
    const user = { userId: 'contract-user-1', date: '2024-05-14' }
    const activity = async (query: Record<string, string>) =>
      (
        await call<FeedbackActivityResponse>(
          'GET',
          `/api/analytics/feedback/activity?${new URLSearchParams({ page: '1', limit: '50', ...query })}`,
        )
      ).body
    const feed = async (query: Record<string, string>) =>
      (
        await call<AllEventsResponse>(
          'GET',
          `/api/analytics/all-events?${new URLSearchParams({ page: '1', limit: '50', ...query })}`,
        )
      ).body

    expect((await setUp('user {userId} gave feedback on {date}', user)).status).toBe(200)
    const ofUser = await activity({ userId: user.userId })
    expect(ofUser.pagination).toMatchObject({ total: 51, pages: 2 })
    expect(ofUser.feedback.every((item) => item.userId === user.userId)).toBe(true)
    expect((await activity({ userId: user.userId, page: '2' })).feedback).toHaveLength(1)
    const onTheDay = await activity({ userId: user.userId, startDate: user.date, endDate: user.date })
    expect(onTheDay.feedback).toHaveLength(49)
    // Half an hour either side of both midnights, local time: 23:30 before, 00:30 after.
    const hours = (await activity({ userId: user.userId, limit: '51' })).feedback.map((item) => {
      const at = new Date(item.timestamp)
      return `${at.getDate()} ${at.getHours()}:${String(at.getMinutes()).padStart(2, '0')}`
    })
    expect(hours.at(-1)).toBe('13 23:30')
    expect(hours.at(0)).toBe('15 0:30')
    expect(hours.filter((hour) => hour === '14 0:30' || hour === '14 23:30')).toHaveLength(4)
    expect((await feed({ userId: user.userId, startDate: user.date, endDate: user.date })).events).toHaveLength(49)
    // Someone else gave feedback that day too.
    expect((await activity({ startDate: user.date, endDate: user.date })).pagination.total).toBe(50)
    // Set up twice, the user would have 102 items: refused until the teardown.
    expect((await setUp<{ message: string }>('user {userId} gave feedback on {date}', user)).body.message).toBe(
      'User contract-user-1 already has events',
    )

    await setUp('user {userId} gave feedback on {date}', user, 'teardown')
    expect((await activity({ userId: user.userId })).pagination.total).toBe(0)
    expect(
      (await setUp<{ message: string }>('user {userId} gave feedback on {date}', { ...user, date: '2024-02-30' })).body
        .message,
    ).toBe('This state needs the parameter "date" as YYYY-MM-DD, got "2024-02-30"')
  })

  it('"six searches around midnight before {date}, …" lays the searches into the log until its teardown, and only once', async () => {
    const state = 'six searches around midnight before {date}, the only events of four days'
    const trends = async () =>
      (await call<TrendsResponse>('GET', '/api/analytics/trends?from=2024-05-13&to=2024-05-14&interval=day')).body
    const values = (answer: TrendsResponse, key: 'searches' | 'activeUsers') => {
      const { current, previous, currentTotal, previousTotal } = answer.series[key]
      return [...previous, ...current].map((point) => point.value).concat(previousTotal, currentTotal)
    }

    expect((await setUp(state, { date: '2024-05-14' })).status).toBe(200)
    const answer = await trends()
    // The 11th to the 14th, then the previous and the current total.
    expect(values(answer, 'searches')).toEqual([0, 1, 3, 2, 1, 5])
    expect(values(answer, 'activeUsers')).toEqual([0, 1, 3, 2, 1, 4])
    // Set up twice, the days would hold twelve searches: refused until the teardown.
    expect((await setUp<{ message: string }>(state, { date: '2024-05-14' })).body.message).toBe(
      'The four days up to 2024-05-14 hold search events',
    )

    await setUp(state, { date: '2024-05-14' }, 'teardown')
    expect(values(await trends(), 'searches')).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('"app launches and deeplink clicks at the edges of {date}, …" lays five of a type on the day, cut in the local zone, until its teardown', async () => {
    const state = 'app launches and deeplink clicks at the edges of {date}, the only ones of three days'
    const total = async (path: string, query: Record<string, string>) =>
      (await call<EventPage<unknown>>('GET', `${path}?${new URLSearchParams({ page: '1', limit: '50', ...query })}`))
        .body.pagination.total
    const onTheDay = { startDate: '2024-05-14', endDate: '2024-05-14' }
    const counts = async () => [
      await total('/api/analytics/lifecycle', { eventType: 'app_launch', ...onTheDay }),
      await total('/api/analytics/lifecycle', onTheDay),
      await total('/api/analytics/lifecycle', {
        eventType: 'app_launch',
        startDate: '2024-05-13',
        endDate: '2024-05-15',
      }),
      await total('/api/analytics/deeplink', { eventType: 'DEEPLINK_CLICKED', ...onTheDay }),
      await total('/api/analytics/deeplink', onTheDay),
      await total('/api/analytics/deeplink', {
        eventType: 'DEEPLINK_CLICKED',
        startDate: '2024-05-15',
        endDate: '2024-05-15',
      }),
    ]

    expect((await setUp(state, { date: '2024-05-14' })).status).toBe(200)
    // Of a type on the day; with the other type; over the three days; the deeplinks alike, and the day after.
    expect(await counts()).toEqual([5, 6, 7, 5, 6, 1])
    expect((await setUp<{ message: string }>(state, { date: '2024-05-14' })).body.message).toBe(
      'The three days around 2024-05-14 hold lifecycle, deeplink events',
    )

    await setUp(state, { date: '2024-05-14' }, 'teardown')
    expect(await counts()).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('"parking lots {street} 01 to {count} exist" adds the street\'s lots, names and addresses in opposite orders, until its teardown', async () => {
    const street = { street: 'Kontraktveien', count: 30 }
    const page = async (query: Record<string, string>) =>
      (
        await call<ParkingLotsResponse>(
          'GET',
          `/api/parking-lots?${new URLSearchParams({ page: '1', limit: '25', search: street.street, ...query })}`,
        )
      ).body

    expect((await setUp('parking lots {street} 01 to {count} exist', street)).status).toBe(200)
    const byName = await page({ sortBy: 'name', sortOrder: 'asc' })
    expect(byName.pagination).toMatchObject({ total: 30, pages: 2 })
    expect(byName.parkingLots.map((lot) => lot.name).slice(0, 3)).toEqual([
      'Kontraktveien 01',
      'Kontraktveien 02',
      'Kontraktveien 03',
    ])
    expect((await page({ sortBy: 'address', sortOrder: 'asc' })).parkingLots[0]?.name).toBe('Kontraktveien 30')
    expect((await page({ sortBy: 'name', sortOrder: 'asc', page: '2' })).parkingLots.map((lot) => lot.name)).toEqual(
      ['26', '27', '28', '29', '30'].map((number) => `Kontraktveien ${number}`),
    )
    expect((await setUp<{ message: string }>('parking lots {street} 01 to {count} exist', street)).body.message).toBe(
      '30 parking lot(s) already match "Kontraktveien"',
    )

    await setUp('parking lots {street} 01 to {count} exist', street, 'teardown')
    expect((await page({})).pagination.total).toBe(0)
    expect(
      (await setUp<{ message: string }>('parking lots {street} 01 to {count} exist', { ...street, count: 0 })).body
        .message,
    ).toBe('This state needs the parameter "count" (a whole number from 1 to 99)')
  })

  it('"lot {lotId} is enabled" answers an enabled lot, enabling one when none is', async () => {
    for (const control of backend.world.live.controls.values()) control.isEnabled = false
    const { body } = await setUp('lot {lotId} is enabled')
    const controls = (await call<LiveDataControlsResponse>('GET', '/api/v1/lots/admin/live-data-controls')).body.data
      .controls
    expect(controls.find((control) => control.lotId === body.lotId)?.isEnabled).toBe(true)
  })

  it('"an account with role {role} is signed in with {token}" answers a token of that role, which the API treats as such', async () => {
    const signedIn = 'an account with role {role} is signed in with {token}'
    const admin = await setUp(signedIn, { role: 'admin' })
    expect(admin.status).toBe(200)
    expect((await call('POST', '/api/admin/bump-version', { token: admin.body.token })).status).toBe(200)
    const viewer = await setUp(signedIn, { role: 'viewer' })
    expect((await call('GET', '/api/analytics/dashboard', { token: viewer.body.token })).status).toBe(200)
    expect((await call('POST', '/api/admin/bump-version', { token: viewer.body.token })).status).toBe(403)
    expect(await setUp(signedIn, { role: 'editor' })).toEqual({
      status: 409,
      body: { message: 'The simulated backend has no accounts with role "editor"; it knows admin, viewer' },
    })
  })

  it('"an account with role {role} signs in with {username} and {password}" answers credentials the login takes, with that role', async () => {
    const { status, body } = await setUp('an account with role {role} signs in with {username} and {password}', {
      role: 'viewer',
    })
    expect(status).toBe(200)
    const login = await call<LoginResponse>('POST', '/api/auth/login', { token: null, body })
    expect(login.body.user.role).toBe('viewer')
  })

  it('"an account with role {role} holds {token}, which has expired" answers a token of its own that it refuses as expired', async () => {
    const { body } = await setUp('an account with role {role} holds {token}, which has expired', { role: 'admin' })
    expect(await call('GET', '/api/analytics/dashboard', { token: body.token })).toEqual({
      status: 401,
      body: { message: 'Authentication required: Token has expired' },
    })
  })

  it('"users {userId} and {otherUserId} acted on lots …" records the trail every audit filter answers, until its teardown', async () => {
    const trail = {
      userId: 'contract-admin-1',
      otherUserId: 'contract-admin-2',
      lotId: 'CONTRACT-AUDIT-1',
      otherLotId: 'CONTRACT-AUDIT-2',
      date: '2024-05-14',
    }
    const state = 'users {userId} and {otherUserId} acted on lots {lotId} and {otherLotId} around {date}'
    const actions = async (query: Record<string, string>) =>
      (
        await call<{ entries: Array<{ action: string }> }>('GET', `/api/admin/audit?${new URLSearchParams(query)}`)
      ).body.entries.map((entry) => entry.action)

    expect((await setUp(state, trail)).status).toBe(200)
    expect(await actions({ lotId: trail.otherLotId })).toEqual(['live-data.enable', 'lot.save'])
    expect(await actions({ userId: trail.userId })).toEqual([
      'metrics.refresh',
      'version.bump',
      'live-data.disable',
      'lot.save',
    ])
    expect(await actions({ userId: trail.otherUserId, action: 'lot.save' })).toEqual(['lot.save', 'lot.save'])
    expect(await actions({ userId: trail.userId, startDate: trail.date, endDate: trail.date })).toEqual([
      'version.bump',
      'live-data.disable',
    ])
    expect(await actions({ userId: trail.otherUserId, page: '2', limit: '2' })).toEqual([
      'live-data.enable',
      'lot.save',
    ])
    expect((await setUp<{ message: string }>(state, trail)).body.message).toBe(
      'The audit log already holds entries of contract-admin-1, contract-admin-2, CONTRACT-AUDIT-1, CONTRACT-AUDIT-2',
    )

    await setUp(state, trail, 'teardown')
    expect(await actions({ lotId: trail.lotId })).toEqual([])
  })

  it('"today is the middle of the week from {from} to {to}" names the week around today, whose trends end with today', async () => {
    const { body } = await setUp('today is the middle of the week from {from} to {to}')
    const day = (offset: number) => {
      const date = new Date(backend.now())
      date.setDate(date.getDate() + offset)
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    }
    expect(body).toEqual({ from: day(-3), to: day(3) })
    const trends = (
      await call<TrendsResponse>('GET', `/api/analytics/trends?from=${body.from}&to=${body.to}&interval=day`)
    ).body
    expect(trends.series.searches.current.map((point) => point.date)).toEqual([day(-3), day(-2), day(-1), day(0)])
    expect(trends.series.searches.previous).toHaveLength(7)
  })

  it('"the admin account exists" creates the account of its params, which can then sign in', async () => {
    const account = { username: 'pact-admin', password: 'pact-secret' }
    expect((await call('POST', '/api/auth/login', { token: null, body: account })).status).toBe(401)
    expect((await setUp('the admin account exists', account)).status).toBe(200)
    const login = await call<LoginResponse>('POST', '/api/auth/login', { token: null, body: account })
    expect(login.status).toBe(200)
    expect(login.body.user.username).toBe('pact-admin')
  })
})
