import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as prettier from 'prettier'
import * as z from 'zod/mini'
import { CALLS } from '@/schema/calls'
import { adminCalls } from '@/schema/calls/admin'
import {
  analyticsCalls,
  ApiSuccessEvent,
  Cohort,
  CohortsResponse,
  DashboardResponse,
  FeedbackSummary,
  RetentionResponse,
  TrendSeries,
  TrendsResponse,
  UserInsightsResponse,
} from '@/schema/calls/analytics'
import { AuditEntry, AuditFieldChange, auditCalls } from '@/schema/calls/audit'
import { authCalls, User } from '@/schema/calls/auth'
import {
  DeeplinkEvent,
  EventCounts,
  EventFeedItem,
  eventCalls,
  FeedbackItem,
  LifecycleEvent,
  NavigationEvent,
  SearchEvent,
  ShareEvent,
} from '@/schema/calls/events'
import { LiveDataControl, liveDataCalls } from '@/schema/calls/liveData'
import {
  CacheStatusResponse,
  HealthCheck,
  HealthResponse,
  MemoryPerformanceResponse,
  MemorySample,
  MetricsResponse,
  monitoringCalls,
} from '@/schema/calls/monitoring'
import { ParkingLot, parkingLotCalls } from '@/schema/calls/parkingLots'
import { ErrorBody, Pagination, SHOWN_AS_SENT, type Call } from '@/schema/calls/shared'
import { isWrite } from '@/schema/roles'
import type { RouteName } from '@/schema/routes'
import { EXAMPLE_ITEMS, EXAMPLE_WORLD, seededWorldExamples } from './openapiExamples'
import { code, PACT_FILE, providerStateNotes, readPact, stateDocs } from './openapiStates'
import { CONSUMER, PROVIDER, STATES } from './pactNames'

// The OpenAPI 3.1 document of the API, written from the console's schemas (src/schema) so
// that it cannot drift from what the console sends and reads. The pact stays the contract
// a backend is verified against; this is its readable reference, with examples from the
// simulated backend's seeded world and, on every operation, the provider states the pact
// sets up for it. `npm run openapi` writes contracts/openapi.json (openapiCli.ts).

export const OPENAPI_FILE = fileURLToPath(new URL('./openapi.json', import.meta.url))
export { PACT_FILE }

type Json = Record<string, unknown>

/** A call as CALLS holds it: its route and its shapes. */
type ApiCall = Call & { method: 'GET' | 'POST' | 'PUT'; path: string }

// ----------------------------------------------------------------------------- the calls

/** The API's resources, one tag each, in the order the document lists them. */
const RESOURCES: ReadonlyArray<{ tag: string; description: string; calls: Partial<Record<RouteName, ApiCall>> }> = [
  { tag: 'Auth', description: 'Signing in: the one call that needs no token.', calls: authCalls },
  {
    tag: 'Analytics',
    description: 'The dashboard and its trends, user insights, retention, cohorts, feedback and API success figures.',
    calls: analyticsCalls,
  },
  {
    tag: 'Analytics events',
    description: 'The event lists, newest first: the activity feed over every kind, and one list per kind.',
    calls: eventCalls,
  },
  { tag: 'Parking lots', description: 'The lots list, a lot’s detail and its save.', calls: parkingLotCalls },
  {
    tag: 'Monitoring',
    description: 'The backend’s health, request metrics, cache and memory.',
    calls: monitoringCalls,
  },
  {
    tag: 'Live data',
    description: 'Each lot’s live sensor data switch, and the version of the lot data the app downloads.',
    calls: liveDataCalls,
  },
  { tag: 'Admin', description: 'The admin action that is about no one lot: the version bump.', calls: adminCalls },
  {
    tag: 'Audit log',
    description: 'The admin actions the backend recorded (saves, toggles, bumps, refreshes), newest first.',
    calls: auditCalls,
  },
]

/**
 * Schemas written once in components/schemas and referred to wherever they occur: the
 * shared pieces, every event and row type, and the larger answers. Named as src/schema
 * exports them; the two bodies after the calls that send them.
 */
const COMPONENTS: Record<string, z.core.$ZodType> = {
  ApiSuccessEvent,
  AuditEntry,
  AuditFieldChange,
  CacheStatusResponse,
  Cohort,
  CohortsResponse,
  DashboardResponse,
  DeeplinkEvent,
  ErrorBody,
  EventCounts,
  EventFeedItem,
  FeedbackItem,
  FeedbackSummary,
  HealthCheck,
  HealthResponse,
  LifecycleEvent,
  LiveDataControl,
  LoginRequest: CALLS.login.body,
  MemoryPerformanceResponse,
  MemorySample,
  MetricsResponse,
  NavigationEvent,
  Pagination,
  ParkingLot,
  ParkingLotSave: CALLS.updateParkingLot.body,
  RetentionResponse,
  SearchEvent,
  ShareEvent,
  TrendSeries,
  TrendsResponse,
  User,
  UserInsightsResponse,
}

const componentIds = new Map(Object.entries(COMPONENTS).map(([id, schema]) => [schema, id]))

const componentRef = (id: string) => ({ $ref: `#/components/schemas/${id}` })

/**
 * zod's own metadata (the descriptions) with each component's id added: zod extracts a
 * schema with an id into $defs, which the document moves to components/schemas.
 */
class WithComponentIds extends z.core.$ZodRegistry<Record<string, unknown>> {
  override get(schema: z.core.$ZodType): Record<string, unknown> | undefined {
    const meta = z.globalRegistry.get(schema)
    const id = componentIds.get(schema)
    return id === undefined ? meta : { ...meta, id }
  }
}
const METADATA = new WithComponentIds()

/** What the console does with a field of SHOWN_AS_SENT, said on that field in every answer. */
const SHOWN_AS_SENT_NOTE = 'The console shows a fallback when this field is missing or of another type.'

/**
 * Turns zod's JSON Schema into the document's: bounds that only say "a safe integer" go,
 * a tuple of one item type becomes an array of that length (2020-12's `prefixItems` with
 * `items: false` reads as "no items at all" to 2019-09 validators, which the pact
 * comparator uses), and in answers the fields the console shows whatever they hold say so.
 */
function tidy(zodSchema: z.core.$ZodType, json: Json, side: 'answer' | 'request'): void {
  if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum
  if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum
  if (Array.isArray(json.prefixItems)) {
    const [first, ...rest] = json.prefixItems as Json[]
    const same = rest.every((item) => JSON.stringify(item) === JSON.stringify(first))
    if (!first || !same || json.items !== false)
      throw new Error(
        `A tuple of mixed or open items has no form both JSON Schema drafts read alike: ${JSON.stringify(json)}`,
      )
    delete json.prefixItems
    json.items = first
  }
  if (side === 'answer' && SHOWN_AS_SENT.has(zodSchema)) {
    const description = typeof json.description === 'string' ? json.description : ''
    if (!description.endsWith(SHOWN_AS_SENT_NOTE))
      json.description = description ? `${description} ${SHOWN_AS_SENT_NOTE}` : SHOWN_AS_SENT_NOTE
  }
}

/** Every `#/$defs/…` reference made a components/schemas one, in place. */
function pointAtComponents(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(pointAtComponents)
  if (!value || typeof value !== 'object') return
  const json = value as Json
  if (typeof json.$ref === 'string') json.$ref = json.$ref.replace(/^#\/\$defs\//, '#/components/schemas/')
  Object.values(json).forEach(pointAtComponents)
}

/** The components met so far, each as the first conversion wrote it. */
type Components = Map<string, Json>

/**
 * A zod schema as the document's JSON Schema. `io: 'input'`: what a backend sends is what
 * the console parses, so an answer's `z.object` leaves extra fields allowed (only a
 * `z.strictObject`, the lot save, closes itself) and a defaulted query parameter is optional.
 */
function convert(schema: z.core.$ZodType, side: 'answer' | 'request', components: Components): Json {
  const {
    $schema: _dialect,
    $defs,
    ...json
  } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    metadata: METADATA,
    unrepresentable: 'throw',
    override: ({ zodSchema, jsonSchema }) => tidy(zodSchema, jsonSchema as Json, side),
  }) as Json & { $defs?: Record<string, Json> }
  for (const [id, definition] of Object.entries($defs ?? {})) {
    if (!(id in COMPONENTS)) throw new Error(`zod extracted ${id}, which is no component: a cycle or a reused schema`)
    pointAtComponents(definition)
    const known = components.get(id)
    if (known && JSON.stringify(known) !== JSON.stringify(definition))
      throw new Error(`${id} converts differently in answers and in requests; make it two components`)
    components.set(id, definition)
  }
  pointAtComponents(json)
  return json
}

/**
 * The component an answer is, when it is one or a copy of one's shape (the save answers
 * `z.object(ParkingLot.shape)`, a schema of its own so that it can be SHOWN_AS_SENT).
 */
function componentOf(schema: z.core.$ZodType): string | undefined {
  const id = componentIds.get(schema)
  if (id) return id
  const { def } = schema._zod
  if (def.type !== 'object') return undefined
  const shape = (def as z.core.$ZodObjectDef).shape
  for (const [name, component] of Object.entries(COMPONENTS)) {
    const other = component._zod.def
    if (other.type !== 'object' || (other as z.core.$ZodObjectDef).catchall !== (def as z.core.$ZodObjectDef).catchall)
      continue
    const otherShape = (other as z.core.$ZodObjectDef).shape
    const keys = Object.keys(shape)
    if (keys.length === Object.keys(otherShape).length && keys.every((key) => shape[key] === otherShape[key]))
      return name
  }
  return undefined
}

function answerSchema(call: Call, components: Components): Json {
  const id = componentOf(call.answer)
  if (!id) return convert(call.answer, 'answer', components)
  convert(COMPONENTS[id]!, 'answer', components)
  return SHOWN_AS_SENT.has(call.answer)
    ? {
        ...componentRef(id),
        description: 'The console shows a fallback when the answer is missing or of another type.',
      }
    : componentRef(id)
}

/** An object schema's properties as OpenAPI parameters: the schema, and whether it is required, beside. */
function parametersOf(shape: z.ZodMiniObject, place: 'path' | 'query', examples: Record<string, string> = {}): Json[] {
  const json = convert(shape, 'request', new Map())
  const required = new Set((json.required as string[] | undefined) ?? [])
  return Object.entries(json.properties as Record<string, Json>).map(([name, { description, ...schema }]) => ({
    name,
    in: place,
    ...(description === undefined ? {} : { description }),
    ...(place === 'path' || required.has(name) ? { required: true } : {}),
    schema,
    ...(examples[name] === undefined ? {} : { example: examples[name] }),
  }))
}

// ----------------------------------------------------------------------- the document

function describeApi(stateCount: number, interactionCount: number): string {
  const docs = stateDocs()
  return [
    'The API the parking admin console calls, for backend teams.',
    '',
    '**Generated, not written.** `npm run openapi` writes this document from the console’s own schemas of every call ' +
      '(`src/schema/`: what it sends, the answer it reads, the errors it handles), the ones it checks each answer ' +
      'against; a test fails while the committed file differs from what they give. Edit the schemas, not this file.',
    '',
    `**The pact is the executable contract.** \`contracts/pacts/${CONSUMER}-${PROVIDER}.json\` holds ` +
      `${interactionCount} interactions, every request the console sends with the parts of each answer it reads, ` +
      'and the behaviour its screens rely on (filters, sorting, paging, refusals). Verify a backend against it with ' +
      '`npm run contracts:verify -- --base-url URL` or any Pact verifier (docs/backend-guide.md). This document ' +
      'describes the shapes; where it seems to say less or more, the pact decides. The two are checked against each ' +
      'other in CI.',
    '',
    '**Answers may hold more.** An answer may carry fields this document does not name: the console reads what it ' +
      'names and ignores the rest. Fields marked "the console shows a fallback" may be missing or of another type; ' +
      'the screens then show a fallback text.',
    '',
    '**Tokens and errors.** Every call but the login needs `Authorization: Bearer <token>`, the JWT the login ' +
      'answers; the console reads its `exp`. A call without a token, with a token the backend did not issue or with ' +
      'an expired one answers 401: the console ends the session. Every 4xx and 5xx answer has the body ' +
      '`{"message": "…"}`. Calendar days are YYYY-MM-DD in the backend’s own time zone, both ends of a range ' +
      'included.',
    '',
    '**Roles.** The login’s `user` carries `role`: an `admin` makes every change, a `viewer` reads every screen ' +
      'but makes none. Each write (the lot save, the live-data toggle, the metrics refresh, the version bump) answers ' +
      'a viewer 403 with a message, changes nothing and records no audit entry; the console keeps the session (403 ' +
      'is "not allowed", not "signed out") and shows the message. A backend that sends no role is all admin.',
    '',
    `**Examples** are answers of the simulated backend (\`mocks/\`) over its seeded world: seed ${EXAMPLE_WORLD.seed}, ` +
      `its clock frozen at ${new Date(EXAMPLE_WORLD.now).toISOString()}, days cut in ${EXAMPLE_WORLD.timeZone}; ` +
      `lists cut to ${EXAMPLE_ITEMS} items. The login’s is the pact’s.`,
    '',
    '## Provider states',
    '',
    'Before each interaction a Pact verifier asks the backend’s test deployment to set up the interaction’s provider ' +
      'states: `POST <states-url>` with `{"state", "params", "action": "setup"}` (and `"teardown"` after it), once per ' +
      'state, in order. Where a state’s name holds `{name}`, that name is either a param or a value the reply must ' +
      'carry (`{"id": "…"}`), which the request then uses. Each operation below lists the states its interactions ' +
      'use. "Signed in as `admin`" (or `viewer`, for the refusals of a viewer’s writes) is the first state of every ' +
      `signed-in interaction, ${code(STATES.signedIn)} with that role: the reply’s \`token\` is the one the ` +
      'request sends. ' +
      `The pact uses ${stateCount} states:`,
    '',
    ...[...docs].map(([name, doc]) => `- ${code(name)}: ${doc}`),
  ].join('\n')
}

/** The error answers every call shares, written once in components/responses. */
const SHARED_RESPONSES: Record<number, { name: string; description: string }> = {
  401: {
    name: 'Unauthorized',
    description:
      'No token, a token the backend did not issue, or one that has expired. The console ends the session and ' +
      'asks to sign in again.',
  },
  500: { name: 'ServerError', description: 'The backend failed.' },
}

const jsonContent = (schema: Json, extra: Json = {}) => ({ 'application/json': { schema, ...extra } })

const errorResponse = (description: string) => ({
  description,
  content: jsonContent(componentRef('ErrorBody')),
})

const SEEDED_WORLD = 'From the simulated backend’s seeded world'

const seededExample = (value: unknown, summary = SEEDED_WORLD) => ({ examples: { seededWorld: { summary, value } } })

/** The whole document: the schemas of every call, examples from the seeded world, notes from the pact. */
export async function buildOpenApiDocument(pactFile = PACT_FILE): Promise<Json> {
  const interactions = readPact(pactFile)
  // The admin's login: the document's example of a signed-in user who may do everything.
  const loginAnswer = interactions.find(
    (item) =>
      item.request.method === 'POST' &&
      item.request.path === CALLS.login.path &&
      item.response.status === 200 &&
      item.providerStates?.some(({ name }) => name === STATES.adminAccountExists),
  )?.response.body?.content
  if (!loginAnswer) throw new Error(`The pact has no admin's successful login to take the login's example from`)
  const examples = await seededWorldExamples(loginAnswer)

  const covered = RESOURCES.flatMap((resource) => Object.keys(resource.calls)).sort()
  if (JSON.stringify(covered) !== JSON.stringify(Object.keys(CALLS).sort()))
    throw new Error('Every call of CALLS must be in exactly one resource of RESOURCES (contracts/openapi.ts)')

  const components: Components = new Map()
  const paths: Record<string, Json> = {}
  for (const { tag, calls } of RESOURCES) {
    for (const [name, call] of Object.entries(calls) as Array<[RouteName, ApiCall]>) {
      // A 403 is a write's refusal of a role (src/schema/roles.ts), so each write says when, and no read has one.
      if (isWrite(name) !== (call.errors?.[403] !== undefined))
        throw new Error(
          `${name}: a write, and only a write, has a 403 in its errors (refusedToRole in src/schema/calls)`,
        )
      const statuses = Object.keys(call.errors ?? {})
        .map(Number)
        .concat(call.public ? [500] : [401, 500])
        .sort((a, b) => a - b)
      const responses: Record<string, Json> = {
        200: {
          description: 'The answer; a backend may send more fields than it names.',
          content: jsonContent(
            answerSchema(call, components),
            seededExample(
              examples.answers[name],
              call.public ? 'The pact’s example: a token carries a random id' : undefined,
            ),
          ),
        },
      }
      for (const status of statuses) {
        const when = call.errors?.[status]
        if (when) responses[status] = errorResponse(when)
        else responses[status] = { $ref: `#/components/responses/${SHARED_RESPONSES[status]!.name}` }
      }
      const description = providerStateNotes(call.method, call.path, interactions)
      const operation: Json = {
        operationId: name,
        tags: [tag],
        summary: call.summary,
        ...(description ? { description } : {}),
        ...(call.public ? { security: [] } : {}),
        ...(call.params || call.query
          ? {
              parameters: [
                ...(call.params ? parametersOf(call.params, 'path', examples.pathParams[name]) : []),
                ...(call.query ? parametersOf(call.query, 'query', examples.queries[name]) : []),
              ],
            }
          : {}),
        ...(call.body
          ? {
              requestBody: {
                required: true,
                content: jsonContent(convert(call.body, 'request', components), seededExample(examples.bodies[name])),
              },
            }
          : {}),
        responses,
      }
      paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation }
    }
  }
  convert(ErrorBody, 'answer', components)

  const interactionStates = new Set(interactions.flatMap((item) => (item.providerStates ?? []).map((s) => s.name)))
  return {
    openapi: '3.1.0',
    info: {
      title: 'Parking API',
      version: (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
        .version,
      description: describeApi(interactionStates.size, interactions.length),
    },
    servers: [{ url: '/', description: 'The backend the console is pointed at (VITE_API_BASE_URL), from its root' }],
    security: [{ bearerAuth: [] }],
    tags: RESOURCES.map(({ tag, description }) => ({ name: tag, description })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token `POST /api/auth/login` answers; the console reads its `exp`.',
        },
      },
      responses: Object.fromEntries(
        Object.values(SHARED_RESPONSES).map(({ name, description }) => [name, errorResponse(description)]),
      ),
      schemas: Object.fromEntries([...components].sort(([a], [b]) => (a < b ? -1 : 1))),
    },
  }
}

/** The document as the committed file holds it: JSON laid out as Prettier lays it out, so `npm run lint` agrees. */
export async function formatDocument(document: Json): Promise<string> {
  const options = await prettier.resolveConfig(OPENAPI_FILE)
  return prettier.format(JSON.stringify(document), { ...options, filepath: OPENAPI_FILE })
}
