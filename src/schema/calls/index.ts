import { adminCalls } from './admin'
import { analyticsCalls } from './analytics'
import type { RouteName } from '@/schema/routes'
import { auditCalls } from './audit'
import { authCalls } from './auth'
import { eventCalls } from './events'
import { liveDataCalls } from './liveData'
import { monitoringCalls } from './monitoring'
import { parkingLotCalls } from './parkingLots'
import type { Call } from './shared'

// Every call of the API, by the name of the src/api function that makes it. The console
// checks each answer against its call's `answer`; the OpenAPI document is written from
// these; the simulated backend's answers are tested against them.

export const CALLS = {
  ...authCalls,
  ...analyticsCalls,
  ...eventCalls,
  ...parkingLotCalls,
  ...monitoringCalls,
  ...liveDataCalls,
  ...adminCalls,
  ...auditCalls,
} satisfies Record<RouteName, Call>
