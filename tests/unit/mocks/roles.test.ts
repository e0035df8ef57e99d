import { beforeEach, describe, expect, it } from 'vitest'
import type { AuditResponse, ErrorBody, LoginResponse, ParkingLot } from '@/api/types'
import { ROUTES, routePath } from '@/schema/routes'
import { WRITES, type Write } from '@/schema/roles'
import { issueToken } from '@mocks/auth'
import { createBackend, type Backend } from '@mocks/backend'
import { DEMO_ACCOUNTS } from '@mocks/demoAccount'
import { fromLotRecord } from '@mocks/db/world'
import { memoryStorage } from '@mocks/persistence'
import { backendCaller } from './backendCall'

// Roles at the simulated backend (docs/product.md#roles): a viewer reads everything and
// every write of theirs is refused with 403 and a message, before anything changes and
// without an audit entry; the role is the account's now, not the one the token was issued for.

const NOW = new Date(2026, 10, 21, 13, 20).getTime()
let backend: Backend
let call: ReturnType<typeof backendCaller>
let viewerToken: string

beforeEach(async () => {
  backend = createBackend({ seed: 4, lots: 60, users: 50, clock: () => NOW, storage: memoryStorage() })
  call = backendCaller(backend)
  viewerToken = await issueToken(DEMO_ACCOUNTS.viewer, 3600, NOW)
})

const firstLot = (): ParkingLot => fromLotRecord(backend.world.db.parkingLot.getAll()[0]!)

/** Each write as the console sends it, for the first lot. */
function writeRequest(write: Write): { path: string; body?: unknown } {
  const lot = firstLot()
  switch (write) {
    case 'updateParkingLot':
      return { path: routePath(write, { id: lot._id }), body: { ...lot, name: 'Renamed by a viewer' } }
    case 'toggleLiveData':
      return { path: routePath(write, { lotId: lot.lotId }) }
    case 'updateLiveDataMetrics':
    case 'bumpVersion':
      return { path: routePath(write) }
  }
}

/** What any write would change: the lots, the live controls, the version, the metrics' time and the audit log. */
function writable() {
  return JSON.stringify({
    lots: backend.world.db.parkingLot.getAll(),
    controls: [...backend.world.live.controls.values()],
    version: backend.world.live.version,
    metricsUpdatedAt: backend.world.live.metricsUpdatedAt,
    changes: backend.changes(),
  })
}

describe('a viewer', () => {
  it('signs in with the seeded viewer account, and the answer says the role', async () => {
    const { username, password } = DEMO_ACCOUNTS.viewer
    const { status, body } = await call<LoginResponse>('POST', ROUTES.login.path, {
      token: null,
      body: { username, password },
    })
    expect(status).toBe(200)
    expect(body.user).toMatchObject({ username: 'viewer', role: 'viewer' })
  })

  it('reads what an analyst needs', async () => {
    for (const name of ['getDashboard', 'getParkingLots', 'getLiveDataControls', 'getAuditLog', 'getHealth'] as const) {
      expect((await call('GET', routePath(name), { token: viewerToken })).status, name).toBe(200)
    }
  })

  for (const write of Object.keys(WRITES) as Write[]) {
    it(`is refused ${write} with 403 and its reason, and nothing changes or is recorded`, async () => {
      const before = writable()
      const { path, body } = writeRequest(write)
      expect(await call<ErrorBody>(ROUTES[write].method, path, { token: viewerToken, body })).toEqual({
        status: 403,
        body: { message: `Your role (viewer) cannot ${WRITES[write]}.` },
      })
      expect(writable()).toBe(before)
    })
  }

  it('loses the writes when an admin becomes a viewer mid-session: the account decides, not the token', async () => {
    const adminToken = await issueToken(DEMO_ACCOUNTS.admin, 3600, NOW)
    expect((await call('POST', routePath('bumpVersion'), { token: adminToken })).status).toBe(200)
    backend.world.db.account.update({ where: { id: { equals: DEMO_ACCOUNTS.admin.id } }, data: { role: 'viewer' } })
    expect((await call<ErrorBody>('POST', routePath('bumpVersion'), { token: adminToken })).body).toEqual({
      message: 'Your role (viewer) cannot update the data version.',
    })
  })
})

describe('an admin', () => {
  it('writes, and each audit entry records the role the user had', async () => {
    const { path } = writeRequest('toggleLiveData')
    expect((await call('POST', path)).status).toBe(200)
    const { entries } = (await call<AuditResponse>('GET', `${routePath('getAuditLog')}?limit=1`)).body
    expect(entries[0]).toMatchObject({
      action: expect.stringMatching(/^live-data\./),
      username: 'admin',
      role: 'admin',
    })
  })
})
