import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONSUMER, PACT_DIR, PROVIDER, STATES } from './pactNames'

// What the OpenAPI document says of the pact: the provider states each call's interactions
// set up, and each state's doc comment in pactNames.ts, so a backend team knows what data
// to set up.

export const PACT_FILE = join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`)

export interface PactInteraction {
  description: string
  providerStates?: Array<{ name: string; params?: Record<string, unknown> }>
  request: { method: string; path: string }
  response: { status: number; body?: { content?: unknown } }
}

export function readPact(file = PACT_FILE): PactInteraction[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { interactions: PactInteraction[] }).interactions
}

/** Each provider state's doc comment in pactNames.ts, by the state's name, in one paragraph. */
export function stateDocs(): Map<string, string> {
  const source = readFileSync(new URL('./pactNames.ts', import.meta.url), 'utf8')
  const docs = new Map<string, string>()
  for (const [, doc, name] of source.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\w+:\s*'([^']+)'/g))
    docs.set(
      name!,
      doc!
        .split('\n')
        .map((line) => line.replace(/^\s*\*\s?/, '').trim())
        .filter(Boolean)
        // A list in the comment stays a list, nested under the state's item.
        .reduce((text, line) => (line.startsWith('- ') ? `${text}\n  ${line}` : text ? `${text} ${line}` : line), ''),
    )
  for (const name of Object.values(STATES))
    if (!docs.has(name)) throw new Error(`The state '${name}' has no doc comment in pactNames.ts`)
  return docs
}

export const code = (text: unknown) => `\`${typeof text === 'string' ? text : JSON.stringify(text)}\``

/** The states of one interaction, the signed-in one shortened (the document's description explains it). */
function statesInWords(interaction: PactInteraction): string {
  const states = (interaction.providerStates ?? []).map(({ name, params = {} }) => {
    if (name === STATES.signedIn) return `signed in as ${code(params.role)}`
    const given = Object.entries(params).map(([key, value]) => `${key} ${code(value)}`)
    return given.length ? `${code(name)} (${given.join(', ')})` : code(name)
  })
  return states.length ? states.join(', then ') : 'no state'
}

/** The provider states the pact's interactions with this call set up, one line each. */
export function providerStateNotes(method: string, path: string, interactions: readonly PactInteraction[]): string {
  const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`)
  const mine = interactions.filter((item) => item.request.method === method && pattern.test(item.request.path))
  if (!mine.length) return ''
  // The interactions of a signed-in console or an account that signs in first (a viewer's
  // refused writes among them), then the refusals of a token (no state, or an expired token's).
  const signedIn = new Set<string>([STATES.signedIn, STATES.adminAccountExists, STATES.accountWithRole])
  const refusal = (item: PactInteraction) => !item.providerStates?.some(({ name }) => signedIn.has(name))
  mine.sort((a, b) => Number(refusal(a)) - Number(refusal(b)))
  return [
    'Provider states the pact sets up for this call, interaction by interaction:',
    '',
    ...mine.map((item) => `- ${item.description} → ${item.response.status}: ${statesInWords(item)}`),
  ].join('\n')
}
