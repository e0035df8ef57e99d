import * as z from 'zod/mini'
import { ROUTES } from '@/schema/routes'
import { call, count, instant, refusedToRole } from './shared'

// Live sensor data per lot, and the version of the lot data the app downloads
// (docs/product.md#live-data-controls).

export const LiveDataControl = z.object({
  lotId: z.string(),
  isEnabled: z.boolean(),
  lastUpdated: instant(),
  occupancyChangesLastHour: count(),
  maxChangeLastHour: z.number().check(z.describe('Percent.')),
  dataPointsLastHour: count(),
})

const message = () => z.string().check(z.describe('What happened, for a person to read.'))

export const liveDataCalls = {
  getLiveDataControls: call(ROUTES.getLiveDataControls, {
    summary: 'Each lot’s live data switch and last hour’s figures',
    answer: z.object({
      data: z.object({
        controls: z.array(LiveDataControl),
        summary: z.object({ total: count(), enabled: count(), disabled: count() }),
      }),
      timestamp: instant(),
    }),
  }),
  getDataVersion: call(ROUTES.getDataVersion, {
    summary: 'The version of the lot data the app downloads, and its age',
    answer: z.object({
      data: z.object({
        version: z.int(),
        lastModified: instant(),
        age: z.object({ days: count(), hours: count(), minutes: count() }),
      }),
    }),
  }),
  toggleLiveData: call(ROUTES.toggleLiveData, {
    summary: 'Turns a lot’s live data on when it is off, off when it is on',
    params: z.object({ lotId: z.string().check(z.describe('The lot’s lotId.')) }),
    answer: z.object({
      data: z.object({ message: message(), isEnabled: z.boolean(), lotId: z.optional(z.string()) }),
    }),
    errors: { 404: 'No lot has this lotId', ...refusedToRole('toggleLiveData') },
  }),
  updateLiveDataMetrics: call(ROUTES.updateLiveDataMetrics, {
    summary: 'Recomputes every lot’s live data figures',
    answer: z.object({ data: z.object({ message: message() }) }),
    errors: refusedToRole('updateLiveDataMetrics'),
  }),
}
