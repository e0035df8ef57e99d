import * as z from 'zod/mini'
import { ROUTES } from '@/schema/routes'
import { call, refusedToRole } from './shared'

// The admin action that is not about one lot (docs/product.md#live-data-controls).

export const adminCalls = {
  bumpVersion: call(ROUTES.bumpVersion, {
    summary: 'Raises the version of the lot data, so the app downloads it again',
    answer: z.object({ data: z.object({ newVersion: z.int(), message: z.string() }) }),
    errors: refusedToRole('bumpVersion'),
  }),
}
