import { HttpResponse } from 'msw'
import type { BumpVersionResponse, MessageResponse, ToggleLiveDataResponse, VersionResponse } from '@/api/types'
import { liveDataControlsJson } from '@mocks/db/aggregates/liveControls'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@mocks/db/time'
import { NotFound } from './query'
import type { Api } from './route'

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
    api.get(
      '/api/v1/lots/admin/live-data-controls',
      ({ world, backend }) =>
        new HttpResponse(liveDataControlsJson(world, backend.now()), {
          headers: { 'Content-Type': 'application/json' },
        }),
    ),

    api.post<{ lotId: string }>(
      '/api/v1/lots/admin/live-data-controls/:lotId/toggle',
      async ({ params, world, backend }) => {
        const { lotId } = params
        const control = world.live.controls.get(lotId)
        if (!control) throw new NotFound(`No parking lot with lotId ${lotId}`)
        // Read inside the commit: a toggle still being stored before this one has flipped it.
        const change = await backend.commit(
          (changes) => (changes.liveControls[lotId] = { isEnabled: !control.isEnabled, lastUpdated: backend.now() }),
        )
        const body: ToggleLiveDataResponse = {
          data: {
            message: `Live data for ${lotId} is now ${change.isEnabled ? 'enabled' : 'disabled'}`,
            lotId,
            isEnabled: change.isEnabled,
          },
        }
        return HttpResponse.json(body)
      },
    ),

    api.post('/api/v1/lots/admin/live-data-metrics/update', ({ world, backend }) => {
      world.live.metricsUpdatedAt = backend.now()
      const body: MessageResponse = {
        data: { message: `Live data metrics recomputed for ${world.live.controls.size} lots` },
      }
      return HttpResponse.json(body)
    }),

    api.get('/api/v1/parking-lots/version', ({ backend }) => {
      const { version, lastModified } = backend.world.live.version
      const body: VersionResponse = {
        data: { version, lastModified: new Date(lastModified).toISOString(), age: age(backend.now() - lastModified) },
      }
      return HttpResponse.json(body)
    }),

    api.post('/api/admin/bump-version', async ({ backend }) => {
      const next = await backend.commit(
        (changes) =>
          (changes.version = { version: backend.world.live.version.version + 1, lastModified: backend.now() }),
      )
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
