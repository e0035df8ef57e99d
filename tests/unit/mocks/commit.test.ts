import { beforeEach, describe, expect, it } from 'vitest'
import { createBackend, type Backend } from '@mocks/backend'
import { ChangeNotStored, memoryStorage, type ChangeStorage } from '@mocks/persistence'
import type {
  BumpVersionResponse,
  ErrorBody,
  LiveDataControlsResponse,
  ParkingLot,
  ParkingLotsResponse,
  ToggleLiveDataResponse,
  VersionResponse,
} from '@/api/types'
import { backendCaller } from './backendCall'

// A write the backend cannot complete (the storage throws: a full disk or localStorage;
// or the world refuses the record) leaves the world and the stored changes as they were
// before the request, answers with a message, and every later write works.

const SEED = 12
const options = { seed: SEED, lots: 20, users: 10 }
const CONTROLS = '/api/v1/lots/admin/live-data-controls'

/** Memory storage whose next `failures` writes throw, as a full localStorage does. */
function storageFailing(failures: { count: number }): ChangeStorage {
  const inner = memoryStorage()
  return {
    ...inner,
    write(seed, text) {
      if (failures.count > 0) {
        failures.count--
        throw new DOMException(
          "Setting the value of 'simulated-backend:seed-12' exceeded the quota.",
          'QuotaExceededError',
        )
      }
      inner.write(seed, text)
    },
  }
}

let failures: { count: number }
let storage: ChangeStorage
let backend: Backend
let call: ReturnType<typeof backendCaller>
let lot: ParkingLot

beforeEach(async () => {
  failures = { count: 0 }
  storage = storageFailing(failures)
  backend = createBackend({ ...options, storage })
  call = backendCaller(backend)
  const { feedback: _feedback, ...first } = (await call<ParkingLotsResponse>('GET', '/api/parking-lots?limit=1')).body
    .parkingLots[0]!
  lot = first
})

const put = (body: ParkingLot) => call<ParkingLot & ErrorBody>('PUT', `/api/parking-lots/${body._id}`, { body })
const detail = async (id: string) => (await call<ParkingLot>('GET', `/api/parking-lots/${id}`)).body
const search = async (text: string) =>
  (await call<ParkingLotsResponse>('GET', `/api/parking-lots?search=${encodeURIComponent(text)}`)).body.parkingLots
const version = async () => (await call<VersionResponse>('GET', '/api/v1/parking-lots/version')).body.data.version
const controlOf = async (lotId: string) =>
  (await call<LiveDataControlsResponse>('GET', CONTROLS)).body.data.controls.find((control) => control.lotId === lotId)!
const QUOTA_MESSAGE =
  /^The change could not be stored \(.*exceeded the quota\.\); nothing was changed\. Try again once there is room$/

describe('when the storage refuses a write', () => {
  it('a PUT answers 507 with a message, the lot stays as it was everywhere, and the same PUT works next time', async () => {
    failures.count = 1
    const renamed = { ...lot, name: 'Zebra garage' }
    const refused = await put(renamed)
    expect(refused.status).toBe(507)
    expect(refused.body.message).toMatch(QUOTA_MESSAGE)
    expect(await detail(lot._id)).toEqual({ ...lot, feedback: expect.any(Array) })
    expect(await search('Zebra garage')).toEqual([])
    expect(storage.read(SEED)).toBeNull()

    expect((await put(renamed)).status).toBe(200)
    expect((await detail(lot._id)).name).toBe('Zebra garage')
    expect((await search('Zebra garage')).map((found) => found._id)).toEqual([lot._id])
    expect(JSON.parse(storage.read(SEED)!).changes.lots[lot._id].name).toBe('Zebra garage')
  })

  it('a toggle and a version bump answer 507 and change nothing; then every write works and survives a restart', async () => {
    const [control] = backend.world.live.controls.values()
    const { lotId, isEnabled } = control!
    const before = await version()
    failures.count = 2
    const toggle = () => call<ToggleLiveDataResponse & ErrorBody>('POST', `${CONTROLS}/${lotId}/toggle`)
    const bump = () => call<BumpVersionResponse & ErrorBody>('POST', '/api/admin/bump-version')

    const refusedToggle = await toggle()
    expect(refusedToggle.status).toBe(507)
    expect(refusedToggle.body.message).toMatch(QUOTA_MESSAGE)
    expect((await controlOf(lotId)).isEnabled).toBe(isEnabled)
    expect((await bump()).status).toBe(507)
    expect(await version()).toBe(before)

    expect((await toggle()).body.data.isEnabled).toBe(!isEnabled)
    expect((await bump()).body.data.newVersion).toBe(before + 1)
    expect((await put({ ...lot, name: 'After the full disk' })).status).toBe(200)

    const restarted = backendCaller(createBackend({ ...options, storage }))
    expect((await restarted<ParkingLot>('GET', `/api/parking-lots/${lot._id}`)).body.name).toBe('After the full disk')
    expect((await restarted<VersionResponse>('GET', '/api/v1/parking-lots/version')).body.data.version).toBe(before + 1)
  })
})

describe('when the world refuses a record', () => {
  it('a commit of two lots takes back the first, rejects with a 422 ChangeNotStored, and the next write works', async () => {
    const second = (await call<ParkingLotsResponse>('GET', '/api/parking-lots?limit=2')).body.parkingLots[1]!
    // JSON.stringify throws on a BigInt, as it does on a value nested too deep for the stack.
    const unstorable = { ...second, additionalProperties: { count: 10n } } as unknown as ParkingLot
    const thrown = await backend
      .commit((changes) => {
        changes.lots[lot._id] = { ...lot, name: 'Laid over first' }
        changes.lots[second._id] = unstorable
      })
      .catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(ChangeNotStored)
    expect(thrown).toMatchObject({
      status: 422,
      message: expect.stringMatching(
        /^The simulated world cannot hold the change \(.*BigInt.*\); nothing was changed$/,
      ),
    })
    expect(await detail(lot._id)).toEqual({ ...lot, feedback: expect.any(Array) })
    expect(await search('Laid over first')).toEqual([])
    expect(storage.read(SEED)).toBeNull()

    expect((await put({ ...lot, name: 'Laid over second' })).status).toBe(200)
    expect((await detail(lot._id)).name).toBe('Laid over second')
  })
})
