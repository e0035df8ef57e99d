import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { startMockServer, type RunningMockServer } from '@mocks/server'
import { committedPacts, loginToken, STATES_PATH, verifyProvider } from './verify'

// The contract catches the bugs that would break a screen. Each case puts a proxy with one
// deliberate bug in front of the simulated backend (which passes the whole pact, see
// mock.verify.test.ts) and verifies the interactions that should catch the bug: each must
// fail, and the verifier's message must name it. A backend that leaves out what the
// console has fallbacks for passes. Only those interactions run, which keeps the file
// quick and Pact's report (printed by its native code, past vitest) short.

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
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers.set(name, value)
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
    bug: 'ignores userId',
    fault: ignores('userId'),
    caughtBy: [
      'a request for page 1 of one user’s feedback',
      'a request for page 1 of one user’s activity in the activity feed',
    ],
  },
  {
    bug: 'ignores startDate',
    fault: ignores('startDate'),
    caughtBy: [
      'a request for page 1 of one user’s feedback on one day',
      'a request for page 1 of the app launches of one day',
      'a request for page 1 of the deeplink clicks of one day',
    ],
  },
  {
    bug: 'ignores endDate',
    fault: ignores('endDate'),
    caughtBy: [
      'a request for page 1 of one user’s activity on one day in the activity feed',
      'a request for page 1 of the app launches of one day',
      'a request for page 1 of the deeplink clicks of one day',
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
    ],
  },
  {
    bug: 'ignores the page size',
    fault: ignores('limit'),
    caughtBy: ['a request for page 1 of 25 of the lots of a street, sorted by name ascending'],
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
    validToken = await loginToken(server.url, DEMO_CREDENTIALS)()
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
      token: () => Promise.resolve(validToken),
      account: DEMO_CREDENTIALS,
      pactUrls: [pactOf(pick, name)],
    })
  }

  it.each(CASES)(
    'fails a backend that $bug, naming the interactions that catch it',
    async ({ bug, fault, caughtBy }) => {
      const failure = await verifyThrough(fault, (description) => caughtBy.includes(description), bug).then(
        () => new Error('the verification passed'),
        (error: unknown) => error as Error,
      )
      expect(failure.message).toMatch(new RegExp(`^${caughtBy.length} of ${caughtBy.length} interactions failed:`))
      for (const description of caughtBy) expect(failure.message).toContain(`  - ${description}`)
    },
  )

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
