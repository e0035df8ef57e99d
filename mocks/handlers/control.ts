import { HttpResponse, http } from 'msw'
import type { Backend } from '@mocks/backend'
import { isRecord } from '@/api/lotValidation'
import { applyProviderState, StateError } from '@mocks/providerStates'
import { parseScenario, type Endpoint } from '@mocks/scenarios'
import { errorResponse, urlAt } from './route'

// Mock-only controls under /__mock/, not part of the API contract: reset the world to its
// seed, read or change the fault scenario (e.g. POST /__mock/scenario?latency=slow), end a
// session (the scenario panel's 'Session expired'), and list the endpoints an error
// scenario can name (the console's scenario panel offers them).
// And the provider-state hook every provider verified against the pact offers
// (POST /__pact/provider-states, see contracts/README.md): it puts the world into a state.

/** The body Pact's verifier sends to a provider-state hook. */
function readStateRequest(body: unknown) {
  if (!isRecord(body)) return null
  const state = body.state ?? ''
  if (typeof state !== 'string') return null
  const action = body.action ?? 'setup'
  if (action !== 'setup' && action !== 'teardown') return null
  return { state, action, params: isRecord(body.params) ? body.params : {} } as const
}

export function controlHandlers(backend: Backend, origin: string, endpoints: () => Endpoint[]) {
  const at = urlAt(origin)
  return [
    http.post(at('/__mock/reset'), () => {
      backend.reset()
      return HttpResponse.json({
        message: `The seeded world (seed ${backend.seed}) is back; stored changes were discarded.`,
      })
    }),
    http.post(at('/__mock/end-session'), async ({ request }) => {
      const body: unknown = await request.json().catch(() => null)
      if (!isRecord(body) || typeof body.token !== 'string' || body.token === '')
        return errorResponse(400, 'Expected a JSON body { token }: the token of the session to end')
      backend.endedTokens.add(body.token)
      return HttpResponse.json({ message: 'The session has ended; signing in again starts a new one.' })
    }),
    http.get(at('/__mock/scenario'), () => HttpResponse.json(backend.scenario)),
    http.get(at('/__mock/endpoints'), () => HttpResponse.json({ endpoints: endpoints() })),
    http.post(at('/__mock/scenario'), ({ request }) => {
      const { scenario, problems } = parseScenario(new URL(request.url).searchParams, backend.scenario)
      if (problems.length > 0) return HttpResponse.json({ message: problems.join('; ') }, { status: 400 })
      backend.setScenario(scenario)
      return HttpResponse.json(backend.scenario)
    }),
    http.post(at('/__pact/provider-states'), async ({ request }) => {
      const stateRequest = readStateRequest(await request.json().catch(() => null))
      if (!stateRequest)
        return errorResponse(400, 'Expected a JSON body { state?, params?, action?: "setup" | "teardown" }')
      try {
        return HttpResponse.json(
          await applyProviderState(backend, stateRequest.state, stateRequest.action, stateRequest.params),
        )
      } catch (error) {
        if (error instanceof StateError) return errorResponse(error.status, error.message)
        throw error
      }
    }),
  ]
}
