import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as z from 'zod/mini'
import { createBackend, type Backend } from '@mocks/backend'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { DAY_MS, dayText } from '@mocks/db/time'
import { fromLotRecord } from '@mocks/db/world'
import { DEFAULT_SCENARIO, type Scenario } from '@mocks/scenarios'
import { AUDIT_ACTIONS } from '@/schema/audit'
import { CALLS } from '@/schema/calls'
import { ErrorBody, type Call } from '@/schema/calls/shared'
import {
  DEEPLINK_EVENT_TYPES,
  EVENT_SOURCES,
  FEEDBACK_TYPES,
  LIFECYCLE_EVENT_TYPES,
  NAVIGATION_TYPES,
  SEARCH_TYPES,
  SHARE_TYPES,
} from '@/schema/events'
import { LOT_SORT_FIELDS } from '@/schema/parkingLots'
import { ROUTES, routePath, type RouteName } from '@/schema/routes'
import { isHostile } from '../../support/hostileText'
import { backendCaller } from './backendCall'

// The simulated backend keeps the API's whole promise: every 2xx answer of every call, in
// each world a person can open, holds its call's schema (src/schema/calls) as it stands,
// without the leniency the console's own check allows for the fields it shows as sent.
// Each request is checked against the same schemas first, so a test request the console
// could never send does not pass for a check of the backend.

const NOW = new Date(2026, 10, 21, 9, 30).getTime()
/** The gallery's year-end clock: the last half hour of a year in UTC, the first of the next in Oslo. */
const FROZEN_AT = Date.parse('2026-12-31T23:30:00Z')
const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[]

/** One request of a call: its path parameters, query and body, as the API describes them. */
interface ApiRequest {
  name: RouteName
  params?: Record<string, string>
  query?: Record<string, string | number>
  body?: unknown
}

/** What the requests take from the world: a real lot, a real user, a real day. */
interface Facts {
  lot: ReturnType<typeof fromLotRecord>
  /** The most engaged user (a hostile id in the hostile world): the activity feed's user filter. */
  userId: string
  /** Whose feedback is the newest. */
  feedbackUserId: string
  today: number
}

function factsOf(backend: Backend): Facts {
  // The seeded world, also in the empty scenario: a lot's id there is one the console may still hold.
  const { world } = backend
  const records = world.db.parkingLot.getAll()
  const hasFeedback = new Set(world.events.feedback.map((event) => event.parkingLotId))
  // A lot with hostile text where there is one, else one with feedback for its detail to list.
  const record =
    records.find((lot) => isHostile(lot.name)) ?? records.find((lot) => hasFeedback.has(lot._id)) ?? records[0]!
  const lot = fromLotRecord(record)
  const userId = world.users.find((user) => isHostile(user.userId))?.userId ?? world.users[0]!.userId
  return { lot, userId, feedbackUserId: world.events.feedback.at(-1)!.userId, today: backend.now() }
}

const day = (time: number, daysBefore = 0) => dayText(time - daysBefore * DAY_MS)

/** A list call's default page, one page per value of its type filter (`param`), the `extra` requests, and a later page. */
function listOf(
  name: RouteName,
  filter: { param: string; values: readonly string[] } | null,
  extra: ApiRequest[] = [],
): ApiRequest[] {
  const filtered = filter ? filter.values.map((value) => ({ name, query: { [filter.param]: value } })) : []
  return [{ name }, ...filtered, ...extra, { name, query: { page: 3, limit: 25 } }]
}

/** The requests of one world, in the order a session might make them: sign-in, reads, writes, then the audit log of the writes. */
function requestsOf({ lot, userId, feedbackUserId, today }: Facts): ApiRequest[] {
  const range = { startDate: day(today, 13), endDate: day(today) }
  const { feedback: _feedback, ...saved } = lot
  return [
    { name: 'login', body: DEMO_CREDENTIALS },

    { name: 'getDashboard' },
    { name: 'getTrends', query: { from: day(today, 29), to: day(today), interval: 'day' } },
    { name: 'getTrends', query: { from: day(today, 180), to: day(today, 91) } },
    { name: 'getUserInsights' },
    { name: 'getRetention' },
    { name: 'getCohorts' },
    { name: 'getFeedbackSummary' },
    { name: 'getApiSuccessSummary' },
    { name: 'getApiSuccessSummary', query: { days: 30 } },
    { name: 'getApiSuccessEvents' },
    { name: 'getApiSuccessEvents', query: { page: 2, limit: 50 } },

    ...listOf('getAllEvents', { param: 'eventType', values: EVENT_SOURCES }, [
      { name: 'getAllEvents', query: range },
      { name: 'getAllEvents', query: { userId } },
    ]),
    ...listOf('getLifecycleEvents', { param: 'eventType', values: LIFECYCLE_EVENT_TYPES }, [
      { name: 'getLifecycleEvents', query: range },
    ]),
    ...listOf('getShareEvents', { param: 'shareType', values: SHARE_TYPES }),
    ...listOf('getDeeplinkEvents', { param: 'eventType', values: DEEPLINK_EVENT_TYPES }, [
      { name: 'getDeeplinkEvents', query: range },
    ]),
    ...listOf('getSearchEvents', { param: 'searchType', values: SEARCH_TYPES }),
    ...listOf('getNavigationEvents', { param: 'navigationType', values: NAVIGATION_TYPES }),
    ...listOf('getFeedbackActivity', { param: 'feedbackType', values: FEEDBACK_TYPES }, [
      { name: 'getFeedbackActivity', query: range },
      { name: 'getFeedbackActivity', query: { userId: feedbackUserId } },
    ]),

    // Each sort field, in both orders between them, and a search for the lot's name.
    ...listOf(
      'getParkingLots',
      null,
      LOT_SORT_FIELDS.map((sortBy, index) => ({
        name: 'getParkingLots',
        query: { page: 1, limit: 25, sortBy, sortOrder: index % 2 ? 'desc' : 'asc' },
      })),
    ),
    { name: 'getParkingLots', query: { search: lot.name.slice(0, 12) } },
    { name: 'getParkingLot', params: { id: lot._id } },

    { name: 'getHealth' },
    { name: 'getMetrics' },
    { name: 'getCacheStatus' },
    { name: 'getMemoryPerformance' },
    { name: 'getLiveDataControls' },
    { name: 'getDataVersion' },

    // An operator's edit: the lot as the detail showed it, with a note, and a location if it had none.
    {
      name: 'updateParkingLot',
      params: { id: lot._id },
      body: {
        ...saved,
        geometry: saved.geometry ?? { type: 'Point', coordinates: [10.75, 59.91] },
        notes: `Checked at ${new Date(today).toISOString()}`,
      },
    },
    { name: 'toggleLiveData', params: { lotId: lot.lotId } },
    { name: 'updateLiveDataMetrics' },
    { name: 'bumpVersion' },

    ...listOf('getAuditLog', { param: 'action', values: AUDIT_ACTIONS }, [
      { name: 'getAuditLog', query: { lotId: lot.lotId } },
      { name: 'getAuditLog', query: { userId: 'admin' } },
      { name: 'getAuditLog', query: range },
    ]),
  ]
}

function pathOf({ name, params = {}, query = {} }: ApiRequest): string {
  const path = routePath(name, params)
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()
  return search ? `${path}?${search}` : path
}

const describeRequest = (request: ApiRequest) => `${request.name} ${ROUTES[request.name].method} ${pathOf(request)}`

/** Issues shown per answer: a field broken in every row of a list would otherwise fill the screen. */
const ISSUES_SHOWN = 3

/** `parkingLots[3].spaces: Invalid input: expected number, received string (got "12")`, for the first few issues. */
function issuesOf(error: z.core.$ZodError): string {
  const { issues } = error
  const shown = issues.slice(0, ISSUES_SHOWN).map((issue) => {
    const path = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')
    const got = issue.input === undefined ? '' : ` (got ${JSON.stringify(issue.input).slice(0, 80)})`
    return `${path.replace(/^\./, '') || '(the answer)'}: ${issue.message}${got}`
  })
  const more = issues.length > ISSUES_SHOWN ? ` (and ${issues.length - ISSUES_SHOWN} more)` : ''
  return shown.join('; ') + more
}

/** What is wrong with the request itself by the API's description: its params, query and body. */
function requestProblem(request: ApiRequest): string | null {
  const call: Call = CALLS[request.name]
  const parts = [
    ['params', call.params, request.params],
    ['query', call.query, request.query],
    ['body', call.body, request.body],
  ] as const
  for (const [part, schema, value] of parts) {
    if (value === undefined) continue
    if (!schema) return `sends a ${part} its call does not take`
    // An object schema lets unknown keys through; the backend would not read them either.
    const unknown =
      'shape' in schema && typeof value === 'object' && value !== null
        ? Object.keys(value).filter((key) => !(key in schema.shape))
        : []
    if (unknown.length > 0) return `its ${part} names ${unknown.join(', ')}, which its call does not take`
    const result = schema.safeParse(value, { reportInput: true })
    if (!result.success) return `its ${part} is not what its call takes: ${issuesOf(result.error)}`
  }
  return null
}

interface Outcome {
  problems: string[]
  exercised: Set<RouteName>
  requests: number
}

/**
 * Signs in and sends every request, with the sign-in's token as the console would; each
 * answer must be 2xx and hold its call's schema, or, for a call of `notFound`, a 404 with
 * the error body. The problems name the call, the request and each field that broke.
 */
async function exercise(
  backend: Backend,
  options: { notFound?: RouteName[]; send?: <T>(answer: Promise<T>) => Promise<T> } = {},
): Promise<Outcome> {
  const { notFound = [], send = (answer) => answer } = options
  const call = backendCaller(backend)
  const requests = requestsOf(factsOf(backend))
  const problems: string[] = []
  const exercised = new Set<RouteName>()
  let token: string | undefined
  for (const request of requests) {
    const wrong = requestProblem(request)
    if (wrong) {
      problems.push(`${describeRequest(request)}: the test's request ${wrong}`)
      continue
    }
    exercised.add(request.name)
    const { method } = ROUTES[request.name]
    const { status, body } = await send(call(method, pathOf(request), { token, body: request.body }))
    const where = `${describeRequest(request)} → ${status}`
    if (notFound.includes(request.name)) {
      if (status !== 404 || !ErrorBody.safeParse(body).success)
        problems.push(`${where}, not a 404 with a message: ${JSON.stringify(body).slice(0, 200)}`)
      continue
    }
    if (status < 200 || status > 299) {
      problems.push(`${where}: ${JSON.stringify(body).slice(0, 200)}`)
      continue
    }
    const result = CALLS[request.name].answer.safeParse(body, { reportInput: true })
    if (!result.success) problems.push(`${where}: ${issuesOf(result.error)}`)
    if (request.name === 'login' && result.success) token = (body as { token: string }).token
  }
  return { problems, exercised, requests: requests.length }
}

function expectKept({ problems, exercised, requests }: Outcome) {
  // Each problem names the call, the request and the fields that broke.
  expect(problems, `${problems.length} of ${requests} answers break the API's promise`).toEqual([])
  // A call added to ROUTES without a request here would otherwise go unchecked.
  expect([...exercised].sort()).toEqual([...ROUTE_NAMES].sort())
}

/** How many answers waited on the fake clock: the latency scenario must have delayed each one. */
let delayed = 0

/**
 * Answers in the latency scenario on a fake clock: the backend waits on setTimeout, and a
 * real wait of up to 4 s a call would make this test slow. Real turns of the event loop let
 * the token's signature and the handler run between the clock's steps.
 */
async function onFakeClock<T>(answer: Promise<T>): Promise<T> {
  let done = false
  let waited = false
  const settled = answer.finally(() => {
    done = true
  })
  while (!done) {
    await new Promise((resolve) => setImmediate(resolve))
    waited ||= vi.getTimerCount() > 0
    vi.advanceTimersByTime(1000)
  }
  if (waited) delayed++
  return settled
}

// The default world, built once: the scenarios that change neither its clock nor its text run over it.
let seeded: Backend | undefined
const seededBackend = () => (seeded ??= createBackend({ seed: 1, now: NOW, clock: () => NOW }))

/**
 * Every setting of the default scenario. DEFAULT_SCENARIO leaves `slowEndpoint` out, and
 * setScenario merges, so it alone would keep the latency test's slow endpoint.
 */
const DEFAULT: Scenario = { ...DEFAULT_SCENARIO, slowEndpoint: null }

function inScenario(scenario: Partial<Scenario>): Backend {
  const backend = seededBackend()
  backend.setScenario({ ...DEFAULT, ...scenario })
  return backend
}

afterEach(() => {
  seeded?.setScenario(DEFAULT)
  vi.useRealTimers()
})

describe('every 2xx answer of the simulated backend holds its call’s schema', () => {
  it('in the default world', async () => {
    expectKept(await exercise(seededBackend()))
  })

  it('in the hostile-text world', async () => {
    const backend = createBackend({ seed: 1, now: NOW, clock: () => NOW, scenario: { hostile: true } })
    expectKept(await exercise(backend))
  })

  it('in the empty world, where a lot from a link is not found', async () => {
    const outcome = await exercise(inScenario({ empty: true }), {
      notFound: ['getParkingLot', 'updateParkingLot', 'toggleLiveData'],
    })
    expectKept(outcome)
  })

  it('under latency, with one endpoint slower still', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const backend = inScenario({ latency: 'realistic', slowEndpoint: '/api/parking-lots/:id' })
    delayed = 0
    const outcome = await exercise(backend, { send: onFakeClock })
    expectKept(outcome)
    expect(delayed, 'answers that waited on the latency').toBe(outcome.requests)
  })

  it('when sessions expire after 5 minutes', async () => {
    expectKept(await exercise(inScenario({ sessionExpiryMinutes: 5 })))
  })

  it('on a frozen clock at the turn of the year', async () => {
    const backend = createBackend({ seed: 1, clock: () => NOW, scenario: { frozenAt: FROZEN_AT } })
    expectKept(await exercise(backend))
  })
})

describe('the error scenarios answer the error body', () => {
  /** One request of each call (but `except`), with the world's ids. */
  function oneOfEach(backend: Backend, except: RouteName[] = []): ApiRequest[] {
    const requests = requestsOf(factsOf(backend))
    return ROUTE_NAMES.filter((name) => !except.includes(name)).map((name) =>
      requests.find((request) => request.name === name)!,
    )
  }

  /** The requests that did not answer `status` with the error body, as `call request → status body`. */
  async function notRefused(backend: Backend, requests: ApiRequest[], status: number): Promise<string[]> {
    const call = backendCaller(backend)
    const problems: string[] = []
    for (const request of requests) {
      const answer = await call(ROUTES[request.name].method, pathOf(request), { body: request.body })
      if (answer.status !== status || !ErrorBody.safeParse(answer.body).success)
        problems.push(`${describeRequest(request)} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`)
    }
    return problems
  }

  it('on the failing endpoint, for each call', async () => {
    const backend = seededBackend()
    const problems: string[] = []
    for (const request of oneOfEach(backend)) {
      // The path shape an error names, as GET /__mock/endpoints lists it.
      const endpoint = ROUTES[request.name].path.replace(/\{(\w+)\}/g, ':$1')
      backend.setScenario({ ...DEFAULT, error: { endpoint, status: 503 } })
      problems.push(...(await notRefused(backend, [request], 503)))
    }
    expect(problems).toEqual([])
  })

  it('on every call when every call fails (flaky 100%)', async () => {
    const backend = inScenario({ flaky: 1 })
    expect(await notRefused(backend, oneOfEach(backend), 500)).toEqual([])
  })

  it('on every data call when sessions expire at once, while the sign-in still answers its schema', async () => {
    const backend = inScenario({ sessionExpiryMinutes: 0 })
    expect(await notRefused(backend, oneOfEach(backend, ['login']), 401)).toEqual([])
    const login = await backendCaller(backend)('POST', ROUTES.login.path, { body: DEMO_CREDENTIALS })
    expect(login.status).toBe(200)
    const answer = CALLS.login.answer.safeParse(login.body, { reportInput: true })
    expect(answer.success, answer.error && issuesOf(answer.error)).toBe(true)
  })
})
