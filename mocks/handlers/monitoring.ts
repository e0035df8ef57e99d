import { HttpResponse } from 'msw'
import type { Backend } from '@mocks/backend'
import {
  allCalls,
  computeApiSuccessEvents,
  computeApiSuccessSummary,
  computeCacheStatus,
  computeHealth,
  computeMemoryPerformance,
  computeMetrics,
  type CallLog,
  type SystemContext,
} from '@mocks/db/aggregates/system'
import { callHistory, processStartedAt } from '@mocks/db/system'
import type { World } from '@mocks/db/world'
import { API_SUCCESS_DAYS } from '@/schema/monitoring'
import { readNumber, readPage } from './query'
import type { Api } from './route'

/**
 * The calls behind the figures: the world's seeded history, plus what this backend served.
 * The empty scenario stands for a backend with no data and no history, so its figures
 * leave the served calls out too.
 */
function callLog(world: World, backend: Backend): CallLog {
  const seeded = world === backend.world
  return {
    history: callHistory(world),
    served: seeded ? backend.served : [],
    servedTotal: seeded ? backend.servedTotal : 0,
  }
}

function systemContext(world: World, backend: Backend): SystemContext {
  // Uptime belongs to the process, which is the seeded world's backend even in the empty scenario.
  return { world, log: callLog(world, backend), now: backend.now(), startedAt: processStartedAt(backend.world) }
}

export function monitoringHandlers(api: Api) {
  return [
    api.serve('getHealth', ({ world, backend }) => HttpResponse.json(computeHealth(systemContext(world, backend)))),
    api.serve('getMetrics', ({ world, backend }) => HttpResponse.json(computeMetrics(systemContext(world, backend)))),
    api.serve('getCacheStatus', ({ world, backend }) =>
      HttpResponse.json(computeCacheStatus(systemContext(world, backend))),
    ),
    api.serve('getMemoryPerformance', ({ backend }) =>
      HttpResponse.json(computeMemoryPerformance(backend.seed, backend.now())),
    ),
    api.serve('getApiSuccessSummary', ({ url, world, backend }) => {
      const days = readNumber(url, 'days', API_SUCCESS_DAYS.default, 1, API_SUCCESS_DAYS.max)
      return HttpResponse.json(computeApiSuccessSummary(callLog(world, backend), backend.now(), days))
    }),
    api.serve('getApiSuccessEvents', ({ url, world, backend }) => {
      const page = readPage(url)
      return HttpResponse.json(computeApiSuccessEvents(allCalls(callLog(world, backend)), page))
    }),
  ]
}
