import type { Matcher } from '@pact-foundation/pact'
// The builders of an interaction; the package's index does not re-export them.
import type { V4InteractionWithRequest, V4UnconfiguredInteraction } from '@pact-foundation/pact/src/v4/http/types'
import type { ParkingLot } from '@/api/types'
import { recordRequest, type ClientFunction } from './clientCalls'
import { editedLot, EXAMPLE_ID, EXAMPLE_LOT_ID, LOT_PATH, TOGGLE_PATH } from './lotExamples'
import { STATES } from './pactNames'
import { exampleOf, type Template } from './support'

// The requests of the interactions generated from the typed client's list of calls
// (unauthorized.pact.test.ts, roles.pact.test.ts): each call with its arguments, in the
// state that makes its request real (the lot it names exists), so that only the caller
// can be wrong.

interface CallSetup {
  /** The arguments the call is made with. */
  args: unknown[]
  /** The state that makes the request real. */
  state: string
  /** The request's path with the state's values injected; the path sent when it has none. */
  path?: Matcher<string>
  /** The path as the interaction's description names it; the path sent when left out. */
  shape?: string
  /** Its body, with the state's values injected. */
  body?: Template<unknown>
}

/** Calls that take arguments: a range of days, or a lot (the one the state sets up, injected as in their own interactions). */
export const CALLS_WITH_ARGUMENTS: Record<string, CallSetup> = {
  getParkingLot: {
    args: [EXAMPLE_ID],
    state: STATES.parkingLotExists,
    path: LOT_PATH,
    shape: '/api/parking-lots/{id}',
  },
  updateParkingLot: {
    args: [EXAMPLE_ID, exampleOf<ParkingLot>(editedLot)],
    state: STATES.parkingLotExists,
    path: LOT_PATH,
    shape: '/api/parking-lots/{id}',
    body: editedLot,
  },
  getTrends: {
    args: [{ from: '2024-05-08', to: '2024-05-14' }],
    state: STATES.analyticsEventsExist,
  },
  toggleLiveData: {
    args: [EXAMPLE_LOT_ID],
    state: STATES.lotIsEnabled,
    path: TOGGLE_PATH,
    shape: '/api/v1/lots/admin/live-data-controls/{lotId}/toggle',
  },
}

/** The calls of `calls` that take arguments but have none in CALLS_WITH_ARGUMENTS: they cannot be generated. */
export function callsLackingArguments(calls: ReadonlyArray<[name: string, call: ClientFunction]>): string[] {
  return calls.filter(([name, call]) => call.length > 0 && !CALLS_WITH_ARGUMENTS[name]).map(([name]) => name)
}

/** One call of the client as a generated interaction's request. */
export interface CallRequest {
  /** Runs the call as the interaction has it, with its arguments. */
  run(): Promise<unknown>
  /** The call's own state, set up after the caller's. */
  state: string | undefined
  /** Its method and path as the interaction's description names them: 'PUT /api/parking-lots/{id}'. */
  named: string
  /** Gives `interaction` the call's request (path, query and body), sending `headers`. */
  sentBy(
    interaction: V4UnconfiguredInteraction,
    headers: Record<string, string | Matcher<string>>,
  ): V4InteractionWithRequest
}

/** The request `call` sends with its arguments, recorded (nothing leaves the process). */
export async function callRequest(name: string, call: ClientFunction): Promise<CallRequest> {
  const setup = CALLS_WITH_ARGUMENTS[name]
  const args = setup?.args ?? []
  const sent = await recordRequest(call, args)
  return {
    run: () => (call as (...args: unknown[]) => Promise<unknown>)(...args),
    state: setup?.state,
    named: `${sent.method} ${setup?.shape ?? sent.path}`,
    sentBy: (interaction, headers) =>
      interaction.withRequest(sent.method, setup?.path ?? sent.path, (request) => {
        request.headers(headers)
        if (Object.keys(sent.query).length > 0) request.query(sent.query)
        if (setup?.body !== undefined) request.jsonBody(setup.body)
      }),
  }
}
