import { readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { Verifier, type VerifierOptions } from '@pact-foundation/pact'
import { PACT_DIR, PROVIDER, STATES } from './pactNames'

// Provider verification, independent of which backend answers: the simulated one in
// the `provider` test project, or a real one given by its base URL.

/** Where a provider offers its state hook unless told otherwise (the simulated backend does). */
export const STATES_PATH = '/__pact/provider-states'

/** The header that carries `statesSecret` to the state hook, for a hook that wants it. */
export const STATES_SECRET_HEADER = 'X-Pact-States-Secret'

export interface ProviderUnderTest {
  /** Where the provider answers, e.g. http://127.0.0.1:8787. */
  baseUrl: string
  /**
   * The provider's state hook. Before an interaction, POST { state, params, action: 'setup' }
   * must put the provider into that state and answer 2xx with a JSON object of the values
   * the state chose (e.g. { "id": "…" } for "parking lot {id} exists"); after it, the same
   * with action 'teardown'. Any other status fails the verification with the body's message.
   */
  statesUrl: string
  /**
   * The account the login interactions sign in with, if it was given one: the states that
   * take a `username` and `password` (the admin account) set up this account instead of the
   * pact's example, and the login interactions send it.
   */
  account?: { username: string; password: string }
  /**
   * Sent to the state hook as the X-Pact-States-Secret header, for a hook that is protected:
   * the run first checks that the hook refuses a call without it.
   */
  statesSecret?: string
  /** Pact files to verify; every JSON file in contracts/pacts by default. */
  pactUrls?: string[]
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error'
}

/** Every pact file committed under contracts/pacts, in a stable order. */
export function committedPacts(dir = PACT_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name))
}

interface PactInteraction {
  providerStates?: Array<{ name: string; params?: Record<string, unknown> }>
  providerState?: string
  request?: { generators?: unknown }
  response?: { generators?: unknown }
}

function interactionsIn(pactUrls: readonly string[]): PactInteraction[] {
  return pactUrls.flatMap(
    (file) => (JSON.parse(readFileSync(file, 'utf8')) as { interactions?: PactInteraction[] }).interactions ?? [],
  )
}

function statesOf(interaction: PactInteraction): Array<{ name: string; params: Record<string, unknown> }> {
  const states = (interaction.providerStates ?? []).map(({ name, params }) => ({ name, params: params ?? {} }))
  return interaction.providerState ? [...states, { name: interaction.providerState, params: {} }] : states
}

/** Names of the provider states the given pact files use. */
export function providerStatesIn(pactUrls: readonly string[]): string[] {
  return [
    ...new Set(interactionsIn(pactUrls).flatMap((interaction) => statesOf(interaction).map((state) => state.name))),
  ].sort()
}

/** Every setup the given pact files ask of the provider: each state with each set of params it is given, once. */
export function providerStateSetupsIn(
  pactUrls: readonly string[],
): Array<{ name: string; params: Record<string, unknown> }> {
  const setups = new Map(
    interactionsIn(pactUrls)
      .flatMap(statesOf)
      .map((state) => [JSON.stringify(state), state]),
  )
  return [...setups.values()]
}

/** The names a state's name holds in braces: its params, or values its setup answers. */
function namesIn(state: string): string[] {
  return [...state.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
}

/**
 * Per provider state, the values its interactions take from it (each `${name}` of their
 * provider-state generators): the state's setup must answer each one, or give it as a
 * parameter. Pact itself would send the consumer's example in place of a missing value.
 * A value comes from the state of the interaction whose name holds it in braces (`{token}`
 * from the signed-in state); one that no state names comes from the states that name none
 * of the interaction's values (the lotId of "parking lot {id} exists").
 */
function valuesNeededByState(pactUrls: readonly string[]): Map<string, Set<string>> {
  const needed = new Map<string, Set<string>>()
  for (const interaction of interactionsIn(pactUrls)) {
    const generators = JSON.stringify([interaction.request?.generators ?? {}, interaction.response?.generators ?? {}])
    const names = new Set([...generators.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]!))
    const states = statesOf(interaction)
    for (const state of states) if (!needed.has(state.name)) needed.set(state.name, new Set())
    const naming = (name: string) => states.filter((state) => namesIn(state.name).includes(name))
    const unnamed = states.filter((state) => !namesIn(state.name).some((name) => names.has(name)))
    for (const name of names) {
      const owners = naming(name)
      for (const state of owners.length > 0 ? owners : unnamed) needed.get(state.name)!.add(name)
    }
  }
  return needed
}

type Next = (error?: unknown) => void

/** How long a token check or a state hook may take before the run stops. */
const CALL_TIMEOUT_MS = 15_000

type StateAction = 'setup' | 'teardown'

/** A state hook's answer other than 2xx, or no answer at all. */
class HookFailure extends Error {
  constructor(
    message: string,
    /** The HTTP status, or undefined when the hook could not be reached. */
    readonly status?: number,
  ) {
    super(message)
  }
}

/** Calls the provider's state hook; answers the JSON object it replied with. */
async function callStateHook(
  provider: Pick<ProviderUnderTest, 'statesUrl'> & Partial<Pick<ProviderUnderTest, 'statesSecret'>>,
  state: string,
  action: StateAction,
  params: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (provider.statesSecret) headers[STATES_SECRET_HEADER] = provider.statesSecret
  let response: Response
  try {
    response = await fetch(provider.statesUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ state, action, params }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    })
  } catch (error) {
    throw new HookFailure(
      `no answer (${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)})`,
    )
  }
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new HookFailure(`${response.status} ${messageOf(body)}`, response.status)
  return isRecord(body) ? body : {}
}

/** The pact's parameters of a state, with the verifier's account in place of the example one. */
function paramsFor(params: unknown, account: ProviderUnderTest['account']): Record<string, unknown> {
  const given = isRecord(params) ? params : {}
  if (!account || !('username' in given || 'password' in given)) return given
  return { ...given, username: account.username, password: account.password }
}

/**
 * Makes one signed-in call with the token the signed-in state handed out, so that a token
 * the provider refuses stops the run with one clear reason instead of failing every
 * interaction.
 */
async function checkToken(baseUrl: string, token: unknown): Promise<void> {
  const state = `"${STATES.signedIn}"`
  if (typeof token !== 'string' || token === '')
    throw new Error(`The provider-state hook set up ${state} without a "token" to send: it must answer {"token": "…"}`)
  const response = await fetch(new URL('/api/analytics/dashboard', baseUrl), {
    headers: { Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  })
  if (response.status === 401 || response.status === 403) {
    const body: unknown = await response.json().catch(() => null)
    throw new Error(
      `The backend at ${baseUrl} refused the token its state hook answered for ${state}: ${response.status} ${messageOf(body)}`,
    )
  }
}

/** Pact's own path for state changes on its proxy (Verifier's stateSetupPath). */
const PACT_STATE_PATH = '/_pactSetup'

/**
 * Options for Pact's Verifier. A state whose setup fails, or answers without a value its
 * interactions use, is recorded in `stateFailures`, and the interaction's request is then
 * not sent: it fails with a 500 naming the state. Pact on its own only logs a failed
 * setup, and verifies against a provider in the wrong state with the consumer's example
 * values in place of the missing ones (another lot than the state's, say).
 */
export function verifierOptions(
  provider: ProviderUnderTest,
  stateFailures: string[] = [],
): VerifierOptions & { providerBaseUrl: string } {
  const pactUrls = provider.pactUrls ?? committedPacts()
  if (pactUrls.length === 0) throw new Error(`No pact files to verify in ${PACT_DIR}`)
  const needed = valuesNeededByState(pactUrls)
  /** Why the current interaction's state is not set up; its request is answered with that instead of being sent. */
  let unprepared: string | undefined

  const fail = (state: string, action: StateAction, reason: string) => {
    const failure = `${state} (${action}): ${reason}`
    stateFailures.push(failure)
    if (action === 'setup') unprepared = failure
    return new Error(failure)
  }

  const setup = (state: string) => async (pactParams?: unknown) => {
    const params = paramsFor(pactParams, provider.account)
    let values: Record<string, unknown>
    try {
      // The parameters first: a hook may answer only what it chose itself.
      values = { ...params, ...(await callStateHook(provider, state, 'setup', params)) }
    } catch (error) {
      throw fail(state, 'setup', error instanceof Error ? error.message : String(error))
    }
    const missing = [...(needed.get(state) ?? [])].filter((name) => values[name] === undefined)
    if (missing.length > 0)
      throw fail(
        state,
        'setup',
        `answered without ${missing.map((name) => `"${name}"`).join(', ')}, which the interaction needs`,
      )
    return values
  }

  const teardown = (state: string) => async (pactParams?: unknown) => {
    try {
      return await callStateHook(provider, state, 'teardown', paramsFor(pactParams, provider.account))
    } catch (error) {
      throw fail(state, 'teardown', error instanceof Error ? error.message : String(error))
    }
  }

  const requestFilter = (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    if (unprepared !== undefined && !request.url?.startsWith(PACT_STATE_PATH)) {
      const message = `Not sent to the provider: provider state ${unprepared}`
      unprepared = undefined
      response.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message }))
      return
    }
    next()
  }

  return {
    provider: PROVIDER,
    providerBaseUrl: provider.baseUrl,
    pactUrls,
    // Pact's type intersects HTTP and message state handlers; these are HTTP ones only.
    stateHandlers: Object.fromEntries([
      ...providerStatesIn(pactUrls).map((state) => [state, { setup: setup(state), teardown: teardown(state) }]),
      // Pact calls the hook with an empty name for interactions without a state: nothing to set up.
      ['', () => Promise.resolve(undefined)],
    ]) as unknown as VerifierOptions['stateHandlers'],
    requestFilter,
    logLevel: provider.logLevel ?? 'warn',
  }
}

/** What a failed call of the state hook means for the run, in words. */
function hookProblem(statesUrl: string, state: string, failure: HookFailure): string {
  const at = `The provider-state hook at ${statesUrl}`
  const needed = 'Every interaction needs it; see "For the backend team" in README.md.'
  if (failure.status === undefined) return `${at} does not answer: ${failure.message}. ${needed}`
  if (failure.status === 404 || failure.status === 405) return `${at} does not exist (${failure.message}). ${needed}`
  if (failure.status === 401 || failure.status === 403)
    return `${at} refused the verifier (${failure.message}): give its secret with --states-secret.`
  return `${at} could not set up "${state}": ${failure.message}`
}

/**
 * Checks the state hook before anything else, so that a backend without one, one that
 * refuses the verifier (a protected hook without the right secret), or one whose signed-in
 * state hands out a token it then refuses, stops the run at once with one clear reason
 * instead of failing every interaction. With a secret, the hook must first refuse a call
 * without it: a hook open to anyone lets anyone who reaches it rewrite the backend's data.
 * Sets up and tears down the signed-in state, an admin's if the pacts have one (the pacts'
 * first state if they have none).
 */
async function checkStatesHook(provider: ProviderUnderTest, pactUrls: readonly string[]): Promise<void> {
  const setups = providerStateSetupsIn(pactUrls)
  // An admin's sign-in where the pacts have one: a backend that has not built roles yet
  // fails only the viewer's interactions, not the whole run.
  const signedInAs = (role?: string) =>
    setups.find(({ name, params }) => name === STATES.signedIn && (role === undefined || params.role === role))
  const first = signedInAs('admin') ?? signedInAs() ?? setups[0]
  if (!first) return
  const signedIn = first.name === STATES.signedIn
  const params = paramsFor(first.params, provider.account)
  if (provider.statesSecret) await checkHookRefusesStrangers(provider.statesUrl, first.name, params)
  let values: Record<string, unknown>
  try {
    values = await callStateHook(provider, first.name, 'setup', params)
    await callStateHook(provider, first.name, 'teardown', params)
  } catch (error) {
    if (!(error instanceof HookFailure)) throw error
    throw new Error(hookProblem(provider.statesUrl, first.name, error), { cause: error })
  }
  if (signedIn) await checkToken(provider.baseUrl, values.token)
}

/** Calls the hook without the secret: it must refuse with 401 or 403. */
async function checkHookRefusesStrangers(statesUrl: string, state: string, params: Record<string, unknown>) {
  const at = `The provider-state hook at ${statesUrl}`
  try {
    await callStateHook({ statesUrl }, state, 'setup', params)
  } catch (error) {
    if (!(error instanceof HookFailure)) throw error
    if (error.status === 401 || error.status === 403) return
    if (error.status === undefined || error.status === 404 || error.status === 405)
      throw new Error(hookProblem(statesUrl, state, error), { cause: error })
    throw new Error(
      `${at} answered a call without its secret with ${error.message}; it must refuse it with 401 or 403`,
      {
        cause: error,
      },
    )
  }
  throw new Error(
    `${at} answered a call without its secret: anyone who reaches it can rewrite the backend's data. ` +
      `It must refuse a call without the secret (X-Pact-States-Secret header or ?secret= in its URL) with 401 or 403.`,
  )
}

/** Replays every interaction of the pacts against the provider; rejects when one fails. */
export async function verifyProvider(provider: ProviderUnderTest): Promise<string> {
  const stateFailures: string[] = []
  const stateSummary = () =>
    `Provider states that could not be set up (their interactions were not sent):\n${stateFailures.map((failure) => `  - ${failure}`).join('\n')}`
  // A state hook it lacks, or a token it refuses, would fail every interaction for one
  // reason: say it once, first.
  await checkStatesHook(provider, provider.pactUrls ?? committedPacts())
  let output: string
  try {
    output = await new Verifier(verifierOptions(provider, stateFailures)).verifyProvider()
  } catch (error) {
    const summary = failureSummary(error)
    throw new Error(stateFailures.length > 0 ? `${summary}\n${stateSummary()}` : summary, { cause: error })
  }
  // A teardown that failed leaves every interaction passed, and the provider in a state no one asked for.
  if (stateFailures.length > 0) throw new Error(stateSummary())
  return output
}

/**
 * Pact rejects with its whole JSON result as the message; the report it printed already
 * shows each mismatch, so name the interactions that failed.
 */
export function failureSummary(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  let result: unknown
  try {
    result = JSON.parse(message)
  } catch {
    return message
  }
  const results = isRecord(result) && Array.isArray(result.interactionResults) ? result.interactionResults : []
  const failed = results
    .filter((item) => isRecord(item) && item.result !== 'OK')
    .map((item) => (item as { description: string }).description)
  if (failed.length === 0) return message
  return `${failed.length} of ${results.length} interactions failed:\n${failed.map((description) => `  - ${description}`).join('\n')}`
}

function messageOf(body: unknown): string {
  return isRecord(body) && typeof body.message === 'string' ? body.message : '(no message)'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
