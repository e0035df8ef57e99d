import { readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { Verifier, type VerifierOptions } from '@pact-foundation/pact'
import { PACT_DIR, PROVIDER } from './pactNames'

// Provider verification, independent of which backend answers: the simulated one in
// the `provider` test project, or a real one given by its base URL.

/** Where a provider offers its state hook unless told otherwise (the simulated backend does). */
export const STATES_PATH = '/__pact/provider-states'

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
  /** A bearer token the provider accepts right now. */
  token: () => Promise<string>
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

/** Names of the provider states the given pact files use. */
export function providerStatesIn(pactUrls: readonly string[]): string[] {
  const names = new Set<string>()
  for (const file of pactUrls) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as {
      interactions?: Array<{ providerStates?: Array<{ name: string }>; providerState?: string }>
    }
    for (const interaction of pact.interactions ?? []) {
      for (const state of interaction.providerStates ?? []) names.add(state.name)
      if (interaction.providerState) names.add(interaction.providerState)
    }
  }
  return [...names].sort()
}

type Next = (error?: unknown) => void

/**
 * The consumer recorded an example token; the provider needs one it issued. Requests that
 * carry an Authorization header get a fresh valid token; requests without one are left
 * alone, so the interactions about a missing token still test the provider's refusal.
 */
export function bearerTokenFilter(token: () => Promise<string>) {
  return (request: IncomingMessage, _response: ServerResponse, next: Next): void => {
    if (request.headers.authorization === undefined) {
      next()
      return
    }
    token().then((value) => {
      request.headers.authorization = `Bearer ${value}`
      next()
    }, next)
  }
}

/** How long a sign-in, a token check or a state hook may take before the run stops. */
const CALL_TIMEOUT_MS = 15_000

/** Signs in at the provider's login endpoint once, and hands the token out from then on. */
export function loginToken(baseUrl: string, credentials: { username: string; password: string }): () => Promise<string> {
  let token: Promise<string> | undefined
  const signIn = async () => {
    const response = await fetch(new URL('/api/auth/login', baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    })
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok || !isRecord(body) || typeof body.token !== 'string') {
      throw new Error(`Signing in as ${credentials.username} at ${baseUrl} failed: ${response.status} ${messageOf(body)}`)
    }
    return body.token
  }
  return () => (token ??= signIn().catch((error: unknown) => {
    token = undefined
    throw error
  }))
}

type StateAction = 'setup' | 'teardown'

/** Calls the provider's state hook; answers the values the state chose. */
async function callStateHook(statesUrl: string, state: string, action: StateAction, params: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(statesUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state, action, params: isRecord(params) ? params : {} }),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new Error(`${response.status} ${messageOf(body)}`)
  const values = isRecord(body) ? body : {}
  // A {name} of the state is either a parameter the pact gives or a value the hook returns;
  // without the value Pact would quietly send the consumer's example instead.
  const given = isRecord(params) ? params : {}
  const missing = action === 'setup' ? valueNames(state).filter((name) => values[name] === undefined && given[name] === undefined) : []
  if (missing.length > 0) throw new Error(`answered without ${missing.map((name) => `"${name}"`).join(', ')}`)
  return values
}

/** The {name}s in a state's name, e.g. ['lotId'] for 'lot {lotId} is enabled'. */
export function valueNames(state: string): string[] {
  return [...state.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
}

/**
 * Makes one signed-in call, so that a token the provider refuses stops the run with one
 * clear reason instead of failing every interaction.
 */
async function checkToken(baseUrl: string, token: string): Promise<void> {
  const response = await fetch(new URL('/api/analytics/dashboard', baseUrl), {
    headers: { Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  })
  if (response.status === 401 || response.status === 403) {
    const body: unknown = await response.json().catch(() => null)
    throw new Error(`The backend at ${baseUrl} refused the token: ${response.status} ${messageOf(body)}`)
  }
}

/**
 * Options for Pact's Verifier. A state hook that fails is recorded in `stateFailures`:
 * Pact itself only logs it and goes on verifying against a provider in the wrong state.
 */
export function verifierOptions(provider: ProviderUnderTest, stateFailures: string[] = []): VerifierOptions & { providerBaseUrl: string } {
  const pactUrls = provider.pactUrls ?? committedPacts()
  if (pactUrls.length === 0) throw new Error(`No pact files to verify in ${PACT_DIR}`)

  const hook = (state: string, action: StateAction) => async (params?: unknown) => {
    try {
      return await callStateHook(provider.statesUrl, state, action, params)
    } catch (error) {
      stateFailures.push(`${state} (${action}): ${error instanceof Error ? error.message : String(error)}`)
      throw error
    }
  }

  return {
    provider: PROVIDER,
    providerBaseUrl: provider.baseUrl,
    pactUrls,
    // Pact's type intersects HTTP and message state handlers; these are HTTP ones only.
    stateHandlers: Object.fromEntries([
      ...providerStatesIn(pactUrls).map((state) => [state, { setup: hook(state, 'setup'), teardown: hook(state, 'teardown') }]),
      // Pact calls the hook with an empty name for interactions without a state: nothing to set up.
      ['', () => Promise.resolve(undefined)],
    ]) as unknown as VerifierOptions['stateHandlers'],
    requestFilter: bearerTokenFilter(provider.token),
    logLevel: provider.logLevel ?? 'warn',
  }
}

/** Replays every interaction of the pacts against the provider; rejects when one fails. */
export async function verifyProvider(provider: ProviderUnderTest): Promise<string> {
  const stateFailures: string[] = []
  const stateError = () =>
    new Error(`Provider state setup failed, so the verification proves nothing:\n${stateFailures.join('\n')}`)
  // A token the provider refuses would fail every interaction for one reason: say it once, first.
  await checkToken(provider.baseUrl, await provider.token())
  let output: string
  try {
    output = await new Verifier(verifierOptions(provider, stateFailures)).verifyProvider()
  } catch (error) {
    // Mismatches after a failed setup are usually its consequence: name the setup first.
    if (stateFailures.length > 0) throw new Error(stateError().message, { cause: error })
    throw new Error(failureSummary(error), { cause: error })
  }
  if (stateFailures.length > 0) throw stateError()
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
  const failed = results.filter((item) => isRecord(item) && item.result !== 'OK').map((item) => (item as { description: string }).description)
  if (failed.length === 0) return message
  return `${failed.length} of ${results.length} interactions failed:\n${failed.map((description) => `  - ${description}`).join('\n')}`
}

function messageOf(body: unknown): string {
  return isRecord(body) && typeof body.message === 'string' ? body.message : '(no message)'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
