import { HttpResponse } from 'msw'
import type { BumpVersionResponse, MessageResponse, ToggleLiveDataResponse, VersionResponse } from '@/api/types'
import { liveDataControlsJson } from '@mocks/db/aggregates/liveControls'
import { auditEntry, auditLot, withEntries } from '@mocks/db/audit'
import { allLots } from '@mocks/db/lotIndex'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@mocks/db/time'
import { NotFound } from './query'
import { callerOf, type Api } from './route'

// Live sensor data per lot and the version of the lot data the app downloads. The data
// version belongs to the backend, not to the data set, so it is read from the seeded
// world even in the empty scenario (which has no lots to control).

function age(milliseconds: number): VersionResponse['data']['age'] {
  const elapsed = Math.max(0, milliseconds)
  return {
    days: Math.floor(elapsed / DAY_MS),
    hours: Math.floor((elapsed % DAY_MS) / HOUR_MS),
    minutes: Math.floor((elapsed % HOUR_MS) / MINUTE_MS),
  }
}

export function liveDataHandlers(api: Api) {
  return [
    api.serve(
      'getLiveDataControls',
      ({ world, backend }) =>
        new HttpResponse(liveDataControlsJson(world, backend.now()), {
          headers: { 'Content-Type': 'application/json' },
        }),
    ),

    api.serve('toggleLiveData', async ({ params, world, backend, user }) => {
      const { lotId } = params
      const control = world.live.controls.get(lotId)
      if (!control) throw new NotFound(`No parking lot with lotId ${lotId}`)
      const lot = allLots(world).find((entry) => entry.row.lotId === lotId)?.row
      // Read inside the commit: a toggle still being stored before this one has flipped it.
      const change = await backend.commit((changes) => {
        const now = backend.now()
        const next = (changes.liveControls[lotId] = { isEnabled: !control.isEnabled, lastUpdated: now })
        const action = next.isEnabled ? 'live-data.enable' : 'live-data.disable'
        changes.audit = withEntries(
          changes.audit,
          auditEntry(now, callerOf({ user }), action, { lot: lot ? auditLot(lot) : { lotId } }),
        )
        return next
      })
      const body: ToggleLiveDataResponse = {
        data: {
          message: `Live data for ${lotId} is now ${change.isEnabled ? 'enabled' : 'disabled'}`,
          lotId,
          isEnabled: change.isEnabled,
        },
      }
      return HttpResponse.json(body)
    }),

    api.serve('updateLiveDataMetrics', async ({ world, backend, user }) => {
      // The recomputation is not stored (a restart starts afresh); its audit entry is.
      const now = await backend.commit((changes) => {
        const at = backend.now()
        changes.audit = withEntries(changes.audit, auditEntry(at, callerOf({ user }), 'metrics.refresh'))
        return at
      })
      world.live.metricsUpdatedAt = now
      const body: MessageResponse = {
        data: { message: `Live data metrics recomputed for ${world.live.controls.size} lots` },
      }
      return HttpResponse.json(body)
    }),

    api.serve('getDataVersion', ({ backend }) => {
      const { version, lastModified } = backend.world.live.version
      const body: VersionResponse = {
        data: { version, lastModified: new Date(lastModified).toISOString(), age: age(backend.now() - lastModified) },
      }
      return HttpResponse.json(body)
    }),

    api.serve('bumpVersion', async ({ backend, user }) => {
      const next = await backend.commit((changes) => {
        const from = backend.world.live.version.version
        const bumped = (changes.version = { version: from + 1, lastModified: backend.now() })
        changes.audit = withEntries(
          changes.audit,
          auditEntry(bumped.lastModified, callerOf({ user }), 'version.bump', {
            version: { from, to: bumped.version },
          }),
        )
        return bumped
      })
      const body: BumpVersionResponse = {
        data: {
          newVersion: next.version,
          message: 'Apps will download the updated parking lot data on their next version check.',
        },
      }
      return HttpResponse.json(body)
    }),
  ]
}
