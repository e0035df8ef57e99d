import { beforeEach, describe, expect, it } from 'vitest'
import type {
  BumpVersionResponse,
  ErrorBody,
  LiveDataControl,
  LiveDataControlsResponse,
  MessageResponse,
  ToggleLiveDataResponse,
  VersionResponse,
} from '@/api/types'
import { createBackend, type Backend } from '@mocks/backend'
import { liveFigures, type LiveControlState } from '@mocks/db/live'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@mocks/db/time'
import { memoryStorage, type ChangeStorage } from '@mocks/persistence'
import { backendCaller } from './backendCall'

// Live data controls and the data version: per-lot sensor figures that follow the lot's
// state and move with the clock, and toggles and version bumps that survive a restart.

const NOW = new Date(2026, 10, 21, 13, 20).getTime()
const SEED = 4
let clock = NOW
let storage: ChangeStorage
let backend: Backend
let call: ReturnType<typeof backendCaller>

function start(): Backend {
  return createBackend({ seed: SEED, lots: 60, users: 50, clock: () => clock, storage })
}

beforeEach(() => {
  clock = NOW
  storage = memoryStorage()
  backend = start()
  call = backendCaller(backend)
})

const CONTROLS = '/api/v1/lots/admin/live-data-controls'
const toggle = (lotId: string) =>
  call<ToggleLiveDataResponse>('POST', `${CONTROLS}/${encodeURIComponent(lotId)}/toggle`)
const controls = async () => (await call<LiveDataControlsResponse>('GET', CONTROLS)).body
const states = () => [...backend.world.live.controls.values()]

it.each([
  ['GET', CONTROLS],
  ['POST', `${CONTROLS}/OSL-0001/toggle`],
  ['POST', '/api/v1/lots/admin/live-data-metrics/update'],
  ['GET', '/api/v1/parking-lots/version'],
  ['POST', '/api/admin/bump-version'],
] as const)('%s %s answers 401 without a token and changes nothing', async (method, path) => {
  const before = JSON.stringify({ live: states(), version: backend.world.live.version })
  const answer = await call<ErrorBody>(method, path, { token: null })
  expect(answer.status).toBe(401)
  expect(answer.body.message).toMatch(/Authentication required/)
  expect(JSON.stringify({ live: states(), version: backend.world.live.version })).toBe(before)
})

describe('GET /api/v1/lots/admin/live-data-controls', () => {
  it('lists a control per lot with its figures and a summary counted from the lots', async () => {
    const { data, timestamp } = await controls()
    expect(timestamp).toBe(new Date(NOW).toISOString())
    expect(data.controls.map((control) => control.lotId)).toEqual(states().map((state) => state.lotId))
    const enabled = states().filter((state) => state.isEnabled).length
    expect(data.summary).toEqual({ total: 60, enabled, disabled: 60 - enabled })
    expect(enabled).toBeGreaterThan(0)
    expect(enabled).toBeLessThan(60)
    for (const control of data.controls) {
      const state = backend.world.live.controls.get(control.lotId)!
      expect(control).toMatchObject({
        isEnabled: state.isEnabled,
        lastUpdated: new Date(state.lastUpdated).toISOString(),
      })
    }
  })

  it('shows disabled lots with no data, stuck sensors as Static, active sensors with changes', async () => {
    const { data } = await controls()
    const byState = (test: (state: LiveControlState) => boolean) =>
      data.controls.filter((control) => test(backend.world.live.controls.get(control.lotId)!))
    const disabled = byState((state) => !state.isEnabled)
    const stuck = byState((state) => state.isEnabled && state.sensor === 'stuck')
    const active = byState((state) => state.isEnabled && state.sensor === 'active')
    expect(disabled.length).toBeGreaterThan(0)
    expect(stuck.length).toBeGreaterThan(0)
    for (const control of disabled)
      expect(control).toMatchObject({ occupancyChangesLastHour: 0, maxChangeLastHour: 0, dataPointsLastHour: 0 })
    for (const control of stuck) {
      expect(control).toMatchObject({ occupancyChangesLastHour: 0, maxChangeLastHour: 0 })
      expect(control.dataPointsLastHour).toBeGreaterThan(0)
    }
    for (const control of active) {
      expect(control.occupancyChangesLastHour).toBeGreaterThan(0)
      expect(control.occupancyChangesLastHour).toBeLessThanOrEqual(control.dataPointsLastHour)
      expect(control.maxChangeLastHour).toBeGreaterThan(0)
      expect(control.maxChangeLastHour).toBeLessThanOrEqual(100)
    }
  })

  it('keeps its figures within the hour and changes them in the next', async () => {
    const figures = (body: LiveDataControlsResponse) =>
      body.data.controls.map(({ lotId, lastUpdated: _, ...rest }) => ({ lotId, ...rest }))
    const first = figures(await controls())
    clock = NOW + 30 * MINUTE_MS
    expect(figures(await controls())).toEqual(first)
    clock = NOW + HOUR_MS
    const nextHour = figures(await controls())
    expect(nextHour).not.toEqual(first)
    nextHour.forEach((control, index) => {
      if (first[index]!.occupancyChangesLastHour === 0) expect(control.occupancyChangesLastHour).toBe(0)
    })
  })

  it('derives the figures from the state of a hand-built lot', () => {
    const lot = (isEnabled: boolean, sensor: 'active' | 'stuck'): LiveControlState => ({
      lotId: 'OSL-0042',
      isEnabled,
      lastUpdated: NOW,
      sensor,
    })
    expect(liveFigures(SEED, lot(false, 'active'), NOW, NOW)).toEqual({
      occupancyChangesLastHour: 0,
      maxChangeLastHour: 0,
      dataPointsLastHour: 0,
    })
    expect(liveFigures(SEED, lot(true, 'stuck'), NOW, NOW)).toMatchObject({
      occupancyChangesLastHour: 0,
      maxChangeLastHour: 0,
    })
    expect(liveFigures(SEED, lot(true, 'active'), NOW, NOW).occupancyChangesLastHour).toBeGreaterThan(0)
    expect(liveFigures(SEED, lot(true, 'active'), NOW, NOW)).toEqual(liveFigures(SEED, lot(true, 'active'), NOW, NOW))
    // Across many hours the figures vary: some quiet hours, some busy ones, sometimes a big jump.
    const hours = Array.from({ length: 24 * 14 }, (_, hour) =>
      liveFigures(SEED, lot(true, 'active'), NOW + hour * HOUR_MS, NOW),
    )
    expect(new Set(hours.map((figures) => figures.occupancyChangesLastHour)).size).toBeGreaterThan(5)
    expect(Math.max(...hours.map((figures) => figures.maxChangeLastHour))).toBeGreaterThan(20)
  })
})

describe('POST /api/v1/lots/admin/live-data-metrics/update', () => {
  it('recomputes the figures and says so', async () => {
    const before = await controls()
    clock = NOW + MINUTE_MS
    const answer = await call<MessageResponse>('POST', '/api/v1/lots/admin/live-data-metrics/update')
    expect(answer.status).toBe(200)
    expect(answer.body.data.message).toBe('Live data metrics recomputed for 60 lots')
    expect(backend.world.live.metricsUpdatedAt).toBe(clock)
    const after = await controls()
    const changes = (body: LiveDataControlsResponse) =>
      body.data.controls.map((control) => control.occupancyChangesLastHour)
    expect(changes(after)).not.toEqual(changes(before))
    expect(after.data.summary).toEqual(before.data.summary)
  })
})

describe('POST /api/v1/lots/admin/live-data-controls/{lotId}/toggle', () => {
  it('flips a lot, stamps it, and the list and summary follow', async () => {
    const target = states().find((state) => state.isEnabled)!
    const before = await controls()
    clock = NOW + 5 * MINUTE_MS
    const answer = await toggle(target.lotId)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({
      message: `Live data for ${target.lotId} is now disabled`,
      lotId: target.lotId,
      isEnabled: false,
    })
    const after = await controls()
    expect(after.data.summary).toEqual({
      ...before.data.summary,
      enabled: before.data.summary.enabled - 1,
      disabled: before.data.summary.disabled + 1,
    })
    expect(after.data.controls.find((control) => control.lotId === target.lotId)).toEqual<LiveDataControl>({
      lotId: target.lotId,
      isEnabled: false,
      lastUpdated: new Date(clock).toISOString(),
      occupancyChangesLastHour: 0,
      maxChangeLastHour: 0,
      dataPointsLastHour: 0,
    })
    const again = await toggle(target.lotId)
    expect(again.body.data).toMatchObject({ message: `Live data for ${target.lotId} is now enabled`, isEnabled: true })
    expect((await controls()).data.summary).toEqual(before.data.summary)
  })

  it('is kept across a restart over the same storage', async () => {
    const target = states().find((state) => state.isEnabled)!
    clock = NOW + 7 * MINUTE_MS
    await toggle(target.lotId)
    clock = NOW + DAY_MS
    const restarted = start()
    expect(restarted.world.live.controls.get(target.lotId)).toMatchObject({
      isEnabled: false,
      lastUpdated: NOW + 7 * MINUTE_MS,
    })
    const listed = (await backendCaller(restarted)<LiveDataControlsResponse>('GET', CONTROLS)).body.data.controls
    expect(listed.find((control) => control.lotId === target.lotId)).toMatchObject({
      isEnabled: false,
      lastUpdated: new Date(NOW + 7 * MINUTE_MS).toISOString(),
    })
  })

  it('answers 404 with a message for an unknown lot, and in the empty scenario', async () => {
    const unknown = await toggle('OSL-9999')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ message: 'No parking lot with lotId OSL-9999' })
    backend.setScenario({ empty: true })
    expect((await toggle(states()[0]!.lotId)).status).toBe(404)
    expect(storage.read(SEED)).toBeNull()
  })
})

describe('the data version', () => {
  it('answers the version with its age on the clock', async () => {
    const { version, lastModified } = backend.world.live.version
    clock = lastModified + 2 * DAY_MS + 3 * HOUR_MS + 4 * MINUTE_MS + 59_000
    const answer = await call<VersionResponse>('GET', '/api/v1/parking-lots/version')
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({
      version,
      lastModified: new Date(lastModified).toISOString(),
      age: { days: 2, hours: 3, minutes: 4 },
    })
  })

  it('is bumped by one, dated now, and kept across a restart', async () => {
    const { version } = backend.world.live.version
    clock = NOW + 11 * MINUTE_MS
    const bumped = await call<BumpVersionResponse>('POST', '/api/admin/bump-version')
    expect(bumped.status).toBe(200)
    expect(bumped.body.data.newVersion).toBe(version + 1)
    expect(bumped.body.data.message).not.toBe('')
    expect((await call<VersionResponse>('GET', '/api/v1/parking-lots/version')).body.data).toEqual({
      version: version + 1,
      lastModified: new Date(clock).toISOString(),
      age: { days: 0, hours: 0, minutes: 0 },
    })
    await call('POST', '/api/admin/bump-version')
    const restarted = backendCaller(start())
    expect((await restarted<VersionResponse>('GET', '/api/v1/parking-lots/version')).body.data.version).toBe(
      version + 2,
    )
  })
})

describe('the empty scenario', () => {
  it('has no lots to control, but keeps the data version', async () => {
    const { version } = backend.world.live.version
    backend.setScenario({ empty: true })
    expect(await controls()).toEqual({
      data: { controls: [], summary: { total: 0, enabled: 0, disabled: 0 } },
      timestamp: new Date(NOW).toISOString(),
    })
    expect((await call<MessageResponse>('POST', '/api/v1/lots/admin/live-data-metrics/update')).body.data.message).toBe(
      'Live data metrics recomputed for 0 lots',
    )
    expect((await call<VersionResponse>('GET', '/api/v1/parking-lots/version')).body.data.version).toBe(version)
  })
})

it('gives the same list for the same seed and moment', async () => {
  const other = backendCaller(createBackend({ seed: SEED, lots: 60, users: 50, clock: () => clock }))
  expect((await other<LiveDataControlsResponse>('GET', CONTROLS)).body).toEqual(await controls())
})
