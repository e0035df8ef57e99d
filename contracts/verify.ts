import { readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { Verifier, type VerifierOptions } from '@pact-foundation/pact'
import { PACT_DIR, PROVIDER } from './pactNames'

// Provider verification, independent of which backend answers: the simulated one in
// the `provider` test project, or a real one given by its base URL.

/** Sets the provider up for one named state; `params` are the state's parameters in the pact. */
export type StateHandler = (params?: Record<string, unknown>) => Promise<void>
export type StateHandlers = Record<string, StateHandler>

export interface ProviderUnderTest {
  /** Where the provider answers, e.g. http://127.0.0.1:8787. */
  baseUrl: string
  /** One handler per provider state the pacts name. */
  stateHandlers: StateHandlers
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

/** Provider states whose handler threw during one verification run. */
export type StateFailures = string[]

/**
 * Options for Pact's Verifier. A state handler that throws is recorded in `stateFailures`:
 * Pact itself only logs it and goes on verifying against a provider in the wrong state.
 */
export function verifierOptions(
  provider: ProviderUnderTest,
  stateFailures: StateFailures = [],
): VerifierOptions & { providerBaseUrl: string } {
  const pactUrls = provider.pactUrls ?? committedPacts()
  if (pactUrls.length === 0) throw new Error(`No pact files to verify in ${PACT_DIR}`)

  // Pact only warns about a state without a handler; a contract whose data cannot be set up proves nothing.
  const missing = providerStatesIn(pactUrls).filter((state) => !(state in provider.stateHandlers))
  if (missing.length > 0) throw new Error(`No state handler for provider state(s): ${missing.join(', ')}`)

  return {
    provider: PROVIDER,
    providerBaseUrl: provider.baseUrl,
    pactUrls,
    stateHandlers: Object.fromEntries(
      Object.entries(provider.stateHandlers).map(([name, handler]) => [
        name,
        async (params?: unknown) => {
          try {
            await handler(isRecord(params) ? params : undefined)
          } catch (error) {
            stateFailures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`)
            throw error
          }
          return undefined
        },
      ]),
    ),
    requestFilter: bearerTokenFilter(provider.token),
    logLevel: provider.logLevel ?? 'warn',
  }
}

/** Replays every interaction of the pacts against the provider; rejects when one fails. */
export async function verifyProvider(provider: ProviderUnderTest): Promise<string> {
  const stateFailures: StateFailures = []
  const stateError = () =>
    new Error(`Provider state setup failed, so the verification proves nothing:\n${stateFailures.join('\n')}`)
  let output: string
  try {
    output = await new Verifier(verifierOptions(provider, stateFailures)).verifyProvider()
  } catch (error) {
    // Mismatches after a failed setup are usually its consequence: name the setup first.
    if (stateFailures.length > 0) throw new Error(stateError().message, { cause: error })
    throw error
  }
  if (stateFailures.length > 0) throw stateError()
  return output
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
