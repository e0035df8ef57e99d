// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setApiBaseUrl } from '@/api/http'
import { clientFunctions, recordRequest } from './clientCalls'
import { committedPacts } from './verify'

// The pact must cover every call the console makes: each row of the API's table in
// docs/product.md#api-calls (the four monitoring paths counted apart) and each function of
// the typed client in src/api. Runs after the consumer tests have written the pact (vitest
// project `provider`).

/** The API (docs/product.md#api-calls), one method and path shape per call; `{name}` is one path segment. */
const API_CALLS = [
  'POST /api/auth/login',
  'GET /api/analytics/dashboard',
  'GET /api/analytics/all-events',
  'GET /api/analytics/user-insights',
  'GET /api/analytics/retention',
  'GET /api/analytics/cohorts',
  'GET /api/analytics/lifecycle',
  'GET /api/analytics/share',
  'GET /api/analytics/deeplink',
  'GET /api/analytics',
  'GET /api/analytics/navigation',
  'GET /api/analytics/feedback/summary',
  'GET /api/analytics/feedback/activity',
  'GET /api/parking-lots',
  'GET /api/parking-lots/{id}',
  'PUT /api/parking-lots/{id}',
  'GET /api/health',
  'GET /api/metrics',
  'GET /api/cache/status',
  'GET /api/memory-performance',
  'GET /api/analytics/api-success/summary',
  'GET /api/analytics/api-success',
  'GET /api/v1/lots/admin/live-data-controls',
  'GET /api/v1/parking-lots/version',
  'POST /api/v1/lots/admin/live-data-controls/{lotId}/toggle',
  'POST /api/v1/lots/admin/live-data-metrics/update',
  'POST /api/admin/bump-version',
  'GET /api/admin/audit',
  'GET /api/analytics/trends',
]

interface PactRequest {
  method: string
  path: string
}
interface Interaction {
  description: string
  request: PactRequest
}

function interactionsOfPacts(): Interaction[] {
  return committedPacts().flatMap(
    (file) => (JSON.parse(readFileSync(file, 'utf8')) as { interactions: Interaction[] }).interactions,
  )
}

function matchesShape(shape: string, request: PactRequest): boolean {
  const [method, path] = shape.split(' ') as [string, string]
  const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`)
  return request.method.toUpperCase() === method && pattern.test(request.path)
}

const CONTRACTS_DIR = dirname(fileURLToPath(import.meta.url))
const consumerTestSources = readdirSync(CONTRACTS_DIR)
  .filter((name) => name.endsWith('.pact.test.ts'))
  .map((name) => readFileSync(join(CONTRACTS_DIR, name), 'utf8'))
  .join('\n')

/** Every function of the typed client, with the request it sends (recorded, never sent). */
async function clientCalls(): Promise<Array<{ name: string; request: PactRequest }>> {
  const calls: Array<{ name: string; request: PactRequest }> = []
  for (const [name, call] of clientFunctions()) {
    // Each function with its required arguments only (an id, then a lot); the rest keep their defaults.
    calls.push({ name, request: await recordRequest(call, ['sample-id', {}].slice(0, call.length)) })
  }
  return calls
}

describe('the pact covers every call of the console', () => {
  const interactions = interactionsOfPacts()

  beforeAll(() => setApiBaseUrl('http://provider.test'))
  afterAll(() => setApiBaseUrl(''))

  it('lists the 29 calls of the API', () => {
    expect(new Set(API_CALLS).size).toBe(29)
  })

  it('has an interaction for each call of the API', () => {
    const uncovered = API_CALLS.filter(
      (shape) => !interactions.some((interaction) => matchesShape(shape, interaction.request)),
    )
    expect(uncovered).toEqual([])
  })

  it('records no call outside the API', () => {
    const unknown = interactions.filter(
      (interaction) => !API_CALLS.some((shape) => matchesShape(shape, interaction.request)),
    )
    expect(unknown.map((interaction) => interaction.description)).toEqual([])
  })

  it('has, for each src/api function, a consumer test calling it and an interaction for the request it sends', async () => {
    const calls = await clientCalls()
    expect(calls.length).toBeGreaterThanOrEqual(29)
    const problems = calls.flatMap(({ name, request }) => {
      const found: string[] = []
      if (!new RegExp(`\\b${name}\\(`).test(consumerTestSources))
        found.push(`${name} is called by no contracts/*.pact.test.ts`)
      const shape = API_CALLS.find((candidate) => matchesShape(candidate, request))
      if (!shape)
        found.push(
          `${name} sends ${request.method} ${request.path}, which is no call of the API (docs/product.md#api-calls)`,
        )
      else if (!interactions.some((interaction) => matchesShape(shape, interaction.request)))
        found.push(`${name} (${shape}) has no interaction`)
      return found
    })
    expect(problems).toEqual([])
  })
})
