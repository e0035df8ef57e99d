import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { applyProviderState } from '@mocks/providerStates'
import { startMockServer, type RunningMockServer } from '@mocks/server'
import { announcedUrl } from './childProcess'
import { STATES } from './pactNames'
import { committedPacts, STATES_PATH, verifyProvider } from './verify'

// The contract catches the bugs that would break a screen. Each case puts a proxy with one
// deliberate bug in front of the simulated backend (which passes the whole pact, see
// pactCli.verify.test.ts) and verifies the interactions that should catch the bug: each must
// fail, and the verifier's message must name it. Lists that cut days in the wrong zone
// need a backend of their own (utcListsBackend.ts), and a state hook open without its
// secret is stopped before any interaction. A backend that leaves out what the console
// has fallbacks for passes. Only those interactions run, which keeps the file quick and
// Pact's report (printed by its native code, past vitest) short.

interface ForwardedRequest {
  method: string
  url: URL
  headers: Headers
  body: string | undefined
}

interface Answer {
  status: number
  body: unknown
}

/**
 * One bug: what it does to a request on its way in, and to the answer on its way out. With
 * `readsBefore`, a write's answer comes with what a GET of its path answered just before it.
 */
interface Fault {
  request?(request: ForwardedRequest, validToken: string): void
  readsBefore?: boolean
  answer?(answer: Answer, request: ForwardedRequest, before: Answer | undefined): void
}

/** Headers of the hop to the proxy, not of the request: fetch sets its own (and refuses some, such as Transfer-Encoding). */
const NOT_FORWARDED = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'expect',
  'upgrade',
])

/** A proxy to `target` with `fault`; the state hook goes through it too. */
async function startFaultyProvider(target: string, fault: Fault, validToken: string): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    forward(incoming).then(
      ({ status, body }) =>
        outgoing.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body)),
      (error: unknown) => outgoing.writeHead(502).end(JSON.stringify({ message: String(error) })),
    )
  })

  async function forward(incoming: IncomingMessage): Promise<Answer> {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers))
      if (typeof value === 'string' && !NOT_FORWARDED.has(name)) headers.set(name, value)
    const request: ForwardedRequest = {
      method: incoming.method ?? 'GET',
      url: new URL(incoming.url ?? '/', target),
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks).toString() : undefined,
    }
    fault.request?.(request, validToken)
    const send = async (method: string): Promise<Answer> => {
      const response = await fetch(request.url, {
        method,
        headers: request.headers,
        body: method === 'GET' ? undefined : request.body,
      })
      return { status: response.status, body: await response.json().catch(() => null) }
    }
    const before = fault.readsBefore && request.method !== 'GET' ? await send('GET') : undefined
    const answer = await send(request.method)
    fault.answer?.(answer, request, before)
    return answer
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The claims of a bearer JWT (its expiry, the role the simulated backend writes in it); undefined for anything else. */
function claimsOf(authorization: string | null): Record<string, unknown> | undefined {
  const payload = authorization?.match(/^Bearer [\w-]+\.([\w-]+)\.[\w-]*$/)?.[1]
  if (!payload) return undefined
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString())
  return isRecord(claims) ? claims : undefined
}

/** A bug that drops a query parameter on every call: the backend ignores that filter, sort or paging value. */
const ignores = (parameter: string): Fault => ({ request: ({ url }) => url.searchParams.delete(parameter) })

/** The fields of a lot that have a fallback on screen (docs/product.md#parking-lot-detail). */
const FREED_LOT_FIELDS = [
  'address',
  'spaces',
  'owner',
  'parking_type',
  'notes',
  'restriction_description',
  'geometry',
  'additionalProperties',
  'feedback',
]

interface Case {
  bug: string
  fault: Fault
  /** The interactions that catch the bug: each one fails. */
  caughtBy: string[]
}

/** The refusals of a viewer's writes (roles.pact.test.ts), one per write. */
const VIEWER_WRITES = [
  'PUT /api/parking-lots/{id} by a signed-in viewer',
  'POST /api/v1/lots/admin/live-data-controls/{lotId}/toggle by a signed-in viewer',
  'POST /api/v1/lots/admin/live-data-metrics/update by a signed-in viewer',
  'POST /api/admin/bump-version by a signed-in viewer',
]

const CASES: Case[] = [
  {
    bug: 'checks the token on the dashboard only',
    fault: {
      request: (request, validToken) => {
        if (request.url.pathname.startsWith('/api/') && request.url.pathname !== '/api/analytics/dashboard')
          request.headers.set('Authorization', `Bearer ${validToken}`)
      },
    },
    caughtBy: [
      'GET /api/analytics/retention without a token',
      'PUT /api/parking-lots/{id} with a token the backend did not issue',
    ],
  },
  {
    bug: 'accepts any bearer token, signed or not',
    fault: {
      request: (request, validToken) => {
        if (request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${validToken}`)
      },
    },
    caughtBy: [
      'GET /api/analytics/dashboard with a token the backend did not issue',
      'GET /api/health with a token the backend did not issue',
    ],
  },
  {
    bug: 'accepts a token it issued that has expired',
    fault: {
      request: (request, validToken) => {
        const expiry = claimsOf(request.headers.get('Authorization'))?.exp
        if (typeof expiry === 'number' && expiry * 1000 < Date.now())
          request.headers.set('Authorization', `Bearer ${validToken}`)
      },
    },
    caughtBy: [
      'GET /api/analytics/dashboard with a token that has expired',
      'PUT /api/parking-lots/{id} with a token that has expired',
    ],
  },
  {
    // 403 means "signed in, but not allowed": the console would keep a session no call accepts.
    bug: 'refuses unknown callers with 403 rather than 401',
    fault: {
      answer: (answer) => {
        if (answer.status === 401) answer.status = 403
      },
    },
    caughtBy: [
      'GET /api/analytics/dashboard without a token',
      'GET /api/parking-lots/{id} with a token the backend did not issue',
      'POST /api/v1/lots/admin/live-data-controls/{lotId}/toggle with a token that has expired',
    ],
  },
  {
    // Every account an admin, as a backend that has not built roles. The backend is what
    // must refuse: the console only leaves a viewer's writes out of its screens.
    bug: 'lets a viewer write',
    fault: {
      request: (request, validToken) => {
        if (claimsOf(request.headers.get('Authorization'))?.role === 'viewer')
          request.headers.set('Authorization', `Bearer ${validToken}`)
      },
    },
    caughtBy: VIEWER_WRITES,
  },
  {
    bug: 'ignores userId',
    fault: ignores('userId'),
    caughtBy: [
      'a request for page 1 of one user’s feedback',
      'a request for page 1 of one user’s activity in the activity feed',
      'a request for the audit entries of one of two users',
    ],
  },
  {
    bug: 'ignores lotId',
    fault: ignores('lotId'),
    caughtBy: ['a request for the audit log of one of two lots'],
  },
  {
    bug: 'ignores action',
    fault: ignores('action'),
    caughtBy: ['a request for the lot saves of one user'],
  },
  {
    bug: 'ignores startDate',
    fault: ignores('startDate'),
    caughtBy: [
      'a request for page 1 of one user’s feedback on one day',
      'a request for page 1 of the app launches of one day',
      'a request for page 1 of the deeplink clicks of one day',
      'a request for the audit entries of one user on one day',
    ],
  },
  {
    bug: 'ignores endDate',
    fault: ignores('endDate'),
    caughtBy: [
      'a request for page 1 of one user’s activity on one day in the activity feed',
      'a request for page 1 of the app launches of one day',
      'a request for page 1 of the deeplink clicks of one day',
      'a request for the audit entries of one user on one day',
    ],
  },
  {
    bug: 'ignores eventType',
    fault: ignores('eventType'),
    caughtBy: ['a request for page 1 of the app launches', 'a request for page 1 of the deeplink clicks'],
  },
  {
    bug: 'ignores searchType',
    fault: ignores('searchType'),
    caughtBy: ['a request for page 1 of the address searches'],
  },
  {
    bug: 'ignores navigationType',
    fault: ignores('navigationType'),
    caughtBy: ['a request for page 1 of the navigations with Google Maps'],
  },
  {
    bug: 'ignores shareType',
    fault: ignores('shareType'),
    caughtBy: ['a request for page 1 of the parking spot shares'],
  },
  {
    bug: 'ignores feedbackType',
    fault: ignores('feedbackType'),
    caughtBy: ['a request for page 1 of the feedback comments'],
  },
  {
    bug: 'ignores search',
    fault: ignores('search'),
    caughtBy: ['a search for parking lots by the lotId of an existing lot'],
  },
  {
    bug: 'ignores sortBy',
    fault: ignores('sortBy'),
    caughtBy: ['a request for page 1 of 25 of the lots of a street, sorted by name ascending'],
  },
  {
    bug: 'ignores sortOrder',
    fault: ignores('sortOrder'),
    caughtBy: ['a request for page 1 of 25 of the lots of a street, sorted by name descending'],
  },
  {
    bug: 'always answers page 1',
    fault: ignores('page'),
    caughtBy: [
      'a request for page 2 of 25 of the lots of a street, sorted by name ascending',
      'a request for page 2 of one user’s feedback',
      'a request for page 2 of the audit entries of one user, two to a page',
    ],
  },
  {
    bug: 'ignores the page size',
    fault: ignores('limit'),
    caughtBy: [
      'a request for page 1 of 25 of the lots of a street, sorted by name ascending',
      'a request for page 2 of the audit entries of one user, two to a page',
    ],
  },
  {
    bug: 'sends zeros for the days of a range still to come',
    fault: {
      answer: ({ body }, request) => {
        const { series, range } = isRecord(body) ? body : {}
        if (request.url.pathname !== '/api/analytics/trends' || !isRecord(series) || !isRecord(range)) return
        for (const { current } of Object.values(series) as Array<{ current: Array<{ date: string; value: number }> }>) {
          const last = new Date(`${current.at(-1)?.date ?? String(range.from)}T12:00:00Z`)
          while (current.length > 0 && current.at(-1)!.date < String(range.to)) {
            last.setUTCDate(last.getUTCDate() + 1)
            current.push({ date: last.toISOString().slice(0, 10), value: 0 })
          }
        }
      },
    },
    caughtBy: ['a request for the trends of a week whose last three days are still to come'],
  },
  {
    bug: 'answers a save with the record as it was',
    fault: {
      readsBefore: true,
      answer: (answer, request, before) => {
        if (request.method === 'PUT' && answer.status === 200) Object.assign(answer, before)
      },
    },
    caughtBy: ['a save of an edited parking lot'],
  },
  {
    bug: 'answers a toggle with the state as it was',
    fault: {
      answer: (answer, request) => {
        const data = isRecord(answer.body) ? answer.body.data : undefined
        if (request.url.pathname.endsWith('/toggle') && isRecord(data)) data.isEnabled = !data.isEnabled
      },
    },
    caughtBy: ['a toggle of the live data of an enabled lot'],
  },
  {
    bug: "answers the provider state without the lotId an interaction uses (the verifier would use the pact's example)",
    fault: {
      answer: (answer, request) => {
        if (request.url.pathname === STATES_PATH && isRecord(answer.body)) delete answer.body.lotId
      },
    },
    caughtBy: [
      'a search for parking lots by the lotId of an existing lot',
      'a toggle of the live data of an enabled lot',
    ],
  },
]

describe('the contract catches a backend that would break the console', () => {
  let server: RunningMockServer
  let validToken: string
  const dir = mkdtempSync(join(tmpdir(), 'pact-faults-'))
  const proxies: Server[] = []

  beforeAll(async () => {
    server = await startMockServer({ port: 0 })
    validToken = (await applyProviderState(server.backend, STATES.signedIn, 'setup', { role: 'admin' })).token!
  })

  afterAll(async () => {
    for (const proxy of proxies) proxy.close()
    await server?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  /** A pact file holding the committed pact's interactions that `pick` picks (each description must pick one). */
  function pactOf(pick: (description: string) => boolean, name: string): string {
    const pact = JSON.parse(readFileSync(committedPacts()[0]!, 'utf8')) as {
      interactions: Array<{ description: string }>
    }
    pact.interactions = pact.interactions.filter((interaction) => pick(interaction.description))
    const file = join(dir, `${name.replace(/\W+/g, '-')}.json`)
    writeFileSync(file, JSON.stringify(pact))
    return file
  }

  async function verifyThrough(fault: Fault, pick: (description: string) => boolean, name: string): Promise<string> {
    const proxy = await startFaultyProvider(server.url, fault, validToken)
    proxies.push(proxy)
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    return verifyProvider({
      baseUrl: url,
      statesUrl: url + STATES_PATH,
      account: DEMO_CREDENTIALS,
      pactUrls: [pactOf(pick, name)],
    })
  }

  /** Expects `run` to fail, naming each interaction of `caughtBy` and no other. */
  async function expectCaught(run: Promise<string>, caughtBy: string[]): Promise<void> {
    const failure = await run.then(
      () => new Error('the verification passed'),
      (error: unknown) => error as Error,
    )
    expect(failure.message).toMatch(new RegExp(`^${caughtBy.length} of ${caughtBy.length} interactions failed:`))
    for (const description of caughtBy) expect(failure.message).toContain(`  - ${description}`)
    // Failed by the bug's answers, not by a proxy that could not forward the request.
    expect(String((failure.cause as Error | undefined)?.message)).not.toContain('"actual":502')
  }

  it.each(CASES)(
    'fails a backend that $bug, naming the interactions that catch it',
    async ({ bug, fault, caughtBy }) => {
      await expectCaught(
        verifyThrough(fault, (description) => caughtBy.includes(description), bug),
        caughtBy,
      )
    },
  )

  it('fails a backend whose lists cut days in UTC rather than its own zone, naming the interactions that catch it', async () => {
    // Its own process, in Oslo's zone, whatever this one's: see utcListsBackend.ts.
    const child = spawn(process.execPath, ['--import', 'tsx', 'contracts/utcListsBackend.ts'], {
      env: { ...process.env, TZ: 'Europe/Oslo' },
    })
    try {
      const url = await announcedUrl(child, 'utcListsBackend.ts')
      const caughtBy = [
        'a request for page 1 of one user’s feedback on one day',
        'a request for page 1 of one user’s activity on one day in the activity feed',
        'a request for page 1 of the app launches of one day',
        'a request for page 1 of the deeplink clicks of one day',
        'a request for the audit entries of one user on one day',
      ]
      const run = verifyProvider({
        baseUrl: url,
        statesUrl: url + STATES_PATH,
        account: DEMO_CREDENTIALS,
        pactUrls: [pactOf((description) => caughtBy.includes(description), 'utc-lists')],
      })
      await expectCaught(run, caughtBy)
    } finally {
      child.kill()
    }
  })

  it('stops a backend whose provider-state hook answers without the secret it was given', async () => {
    // The simulated backend here was started without a secret: its hook is open to anyone.
    const run = verifyProvider({
      baseUrl: server.url,
      statesUrl: server.url + STATES_PATH,
      statesSecret: 'a secret the hook should want',
      pactUrls: [pactOf((description) => description === 'a request for the dashboard', 'open-hook')],
    })
    await expect(run).rejects.toThrow(
      `The provider-state hook at ${server.url + STATES_PATH} answered a call without its secret: anyone who reaches it can rewrite the backend's data.`,
    )
  })

  it('fails only the viewer’s interactions of a backend that has no viewer accounts yet', async () => {
    // Its hook cannot sign a viewer in. The check of the hook before the run signs an admin
    // in, so the rest of the pact is still verified, and the run names the viewer's state.
    const fault: Fault = {
      answer: (answer, request) => {
        if (request.url.pathname === STATES_PATH && request.body?.includes('"role":"viewer"'))
          Object.assign(answer, { status: 409, body: { message: 'No account has the role "viewer"' } })
      },
    }
    const picked = [...VIEWER_WRITES, 'a request for the dashboard']
    const failure = await verifyThrough(fault, (description) => picked.includes(description), 'no viewer').then(
      () => new Error('the verification passed'),
      (error: unknown) => error as Error,
    )
    expect(failure.message).toMatch(new RegExp(`^${VIEWER_WRITES.length} of ${picked.length} interactions failed:`))
    for (const description of VIEWER_WRITES) expect(failure.message).toContain(`  - ${description}`)
    expect(failure.message).toContain(`${STATES.signedIn} (setup): 409 No account has the role "viewer"`)
  })

  it('passes a backend that leaves out every lot field the console has a fallback for', async () => {
    // In what it reads: a save's answer still holds the values the save sent.
    const fault: Fault = {
      answer: ({ body }, request) => {
        if (request.method !== 'GET') return
        const lots = isRecord(body) && Array.isArray(body.parkingLots) ? body.parkingLots : [body]
        for (const lot of lots)
          if (isRecord(lot) && typeof lot.lotId === 'string') for (const field of FREED_LOT_FIELDS) delete lot[field]
      },
    }
    const lotInteractions = (description: string) =>
      /parking lot|lots of a street/.test(description) && !/token|save/.test(description)
    await expect(verifyThrough(fault, lotInteractions, 'freed fields')).resolves.toBeTypeOf('string')
  })
})
