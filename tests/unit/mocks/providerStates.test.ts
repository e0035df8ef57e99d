import { beforeAll, describe, expect, it } from 'vitest'
import type { FeedbackActivityResponse, LiveDataControlsResponse, LoginResponse, ParkingLot } from '../../../src/api/types'
import { createBackend, type Backend } from '../../../mocks/backend'
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

  it('answers 400 for a body that names no state, and for a state it does not know, listing those it knows', async () => {
    expect(await call('POST', '/__pact/provider-states', { token: null, body: { params: {} } })).toEqual({
      status: 400,
      body: { message: 'Expected a JSON body { state, params?, action?: "setup" | "teardown" }' },
    })
    const unknown = await setUp<{ message: string }>('the moon is made of cheese')
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toMatch(/^Unknown provider state "the moon is made of cheese"; the simulated backend knows: .*parking lot \{id\} exists/)
  })

  it('"parking lot {id} exists" answers the id and lotId of a lot with every field, a Point and feedback', async () => {
    const { status, body } = await setUp('parking lot {id} exists')
    expect(status).toBe(200)
    const lot = (await call<ParkingLot>('GET', `/api/parking-lots/${body.id}`)).body
    expect(lot.lotId).toBe(body.lotId)
    expect(lot.geometry?.type).toBe('Point')
    expect(lot.feedback?.length).toBeGreaterThan(0)
    for (const field of ['address', 'owner', 'spaces', 'parking_type', 'notes', 'restriction_description'] as const) {
      expect(lot[field], field).not.toBeNull()
    }
  })

  it('"parking lot {id} does not exist" refuses an id that exists, with 409 and the reason', async () => {
    const { body } = await setUp('parking lot {id} exists')
    expect(await setUp('parking lot {id} does not exist', { id: body.id })).toEqual({ status: 409, body: { message: `Parking lot ${body.id} exists` } })
    expect((await setUp('parking lot {id} does not exist', { id: 'ffffffffffffffffffffffff' })).status).toBe(200)
    expect((await setUp<{ message: string }>('parking lot {id} does not exist')).body.message).toBe('This state needs the parameter "id" (a string)')
  })

  it('"no parking lot matches {search}" refuses a term some lot matches', async () => {
    const { body } = await setUp('parking lot {id} exists')
    const refused = await setUp<{ message: string }>('no parking lot matches {search}', { search: body.lotId })
    expect(refused).toEqual({ status: 409, body: { message: `1 parking lot(s) match "${body.lotId}"` } })
  })

  it('"no feedback yet" empties the feedback until its teardown', async () => {
    const activity = async () => (await call<FeedbackActivityResponse>('GET', '/api/analytics/feedback/activity?page=1&limit=50')).body
    const before = (await activity()).pagination.total
    expect(before).toBeGreaterThan(0)

    await setUp('no feedback yet')
    expect(await activity()).toMatchObject({ feedback: [], feedbackCounts: { up: 0, down: 0, comment: 0, total: 0 } })

    await setUp('no feedback yet', {}, 'teardown')
    expect((await activity()).pagination.total).toBe(before)
  })

  it('"user {userId} gave feedback on {date}" answers a user and a day whose filtered feedback is not empty', async () => {
    const { status, body } = await setUp('user {userId} gave feedback on {date}')
    expect(status).toBe(200)
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const query = new URLSearchParams({ page: '1', limit: '50', userId: body.userId!, startDate: body.date!, endDate: body.date! })
    const activity = (await call<FeedbackActivityResponse>('GET', `/api/analytics/feedback/activity?${query}`)).body
    expect(activity.feedback.length).toBeGreaterThan(0)
    expect(activity.feedback.every((item) => item.userId === body.userId)).toBe(true)
  })

  it('"lot {lotId} is enabled" answers an enabled lot, enabling one when none is', async () => {
    for (const control of backend.world.live.controls.values()) control.isEnabled = false
    const { body } = await setUp('lot {lotId} is enabled')
    const controls = (await call<LiveDataControlsResponse>('GET', '/api/v1/lots/admin/live-data-controls')).body.data.controls
    expect(controls.find((control) => control.lotId === body.lotId)?.isEnabled).toBe(true)
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
