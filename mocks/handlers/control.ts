import { HttpResponse, http } from 'msw'
import type { Backend } from '../backend'
import { parseScenario } from '../scenarios'
import { urlAt } from './route'

// Mock-only controls under /__mock/, not part of the API contract: reset the world to its
// seed, and read or change the fault scenario (e.g. POST /__mock/scenario?latency=slow).

export function controlHandlers(backend: Backend, origin: string) {
  const at = urlAt(origin)
  return [
    http.post(at('/__mock/reset'), () => {
      backend.reset()
      return HttpResponse.json({ message: `The seeded world (seed ${backend.seed}) is back; stored changes were discarded.` })
    }),
    http.get(at('/__mock/scenario'), () => HttpResponse.json(backend.scenario)),
    http.post(at('/__mock/scenario'), ({ request }) => {
      const { scenario, problems } = parseScenario(new URL(request.url).searchParams, backend.scenario)
      if (problems.length > 0) return HttpResponse.json({ message: problems.join('; ') }, { status: 400 })
      backend.setScenario(scenario)
      return HttpResponse.json(backend.scenario)
    }),
  ]
}
