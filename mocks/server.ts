import {
  createServer,
  maxHeaderSize,
  STATUS_CODES,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Duplex } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { getResponse, type RequestHandler } from 'msw'
import { createBackend, type Backend } from './backend'
import { fileStorage } from './fileStorage'
import { createHandlers } from './handlers'
import { BODY_TOO_LARGE, MAX_BODY_BYTES } from './limits'
import { checkOrigin, DEFAULT_ALLOWED_ORIGINS, isOpenToEveryOrigin, parseAllowedOrigins } from './originPolicy'
import { memoryStorage, type ChangeStorage } from './persistence'
import { parseScenario, type Scenario } from './scenarios'

// The simulated backend as a plain HTTP server, for curl, the Pact verifier and a
// console started with VITE_API_BASE_URL pointing here.

export interface MockServerOptions {
  port?: number
  host?: string
  seed?: number
  /** Where lot edits, toggles and version bumps are kept; in memory unless given. */
  storage?: ChangeStorage
  scenario?: Partial<Scenario>
  /** Pages that may call /__mock/* and /__pact/* (originPolicy.ts); the console's dev and preview origins unless given. */
  allowOrigins?: readonly string[]
  /**
   * When set, the provider-state hook answers only requests carrying it, in the
   * X-Pact-States-Secret header (`npm run contracts:verify -- --states-secret`) or in the
   * hook URL's `?secret=` (any Pact verifier's state-change URL), as a backend's test
   * deployment would protect its hook.
   */
  statesSecret?: string
}

/** The path of the provider-state hook (contracts/verify.ts STATES_PATH). */
const STATES_PATH = '/__pact/provider-states'
/**
 * The query parameter that may carry the hook's secret instead of the header: every Pact
 * verifier can put it in the state-change URL, not every one can add a header to it.
 */
const STATES_SECRET_PARAMETER = 'secret'

/** The folder `npm run mock:server` keeps changes in (git-ignored). */
export const MOCK_DATA_DIR = '.mock-data'

export interface RunningMockServer {
  url: string
  backend: Backend
  close(): Promise<void>
}

const ALLOW_METHODS_AND_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
}
/** The API answers every origin: a console built with VITE_API_BASE_URL may be served from anywhere. */
const API_CORS_HEADERS = { 'Access-Control-Allow-Origin': '*', ...ALLOW_METHODS_AND_HEADERS }

/** A JSON refusal, like every failure of the backend. */
function answerError(
  outgoing: ServerResponse,
  status: number,
  message: string,
  headers: OutgoingHttpHeaders = {},
): void {
  outgoing.writeHead(status, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify({ message }))
}

/** The request body (none if empty), or 'too large' as soon as it passes MAX_BODY_BYTES: reading stops there. */
function readBody(incoming: IncomingMessage): Promise<Buffer<ArrayBuffer> | undefined | 'too large'> {
  if (Number(incoming.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return Promise.resolve('too large')
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk)
      incoming.off('data', onData).pause()
      resolve('too large')
    }
    incoming.on('data', onData)
    incoming.once('end', () => resolve(chunks.length > 0 ? Buffer.concat(chunks) : undefined))
    incoming.once('error', reject)
  })
}

/** What Node answers (with an empty body) to a request it cannot parse, as status and message. */
function clientErrorAnswer(error: NodeJS.ErrnoException): [number, string] {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, `Request head too large: the request line and headers may take ${maxHeaderSize / 1024} KB at most`]
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [413, 'Request chunk extensions too large']
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'The request took too long to arrive']
    default:
      return [400, `Malformed HTTP request: ${error.message}`]
  }
}

export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const backend = createBackend({
    seed: options.seed ?? 1,
    storage: options.storage ?? memoryStorage(),
    scenario: options.scenario,
    renewDaily: true,
  })
  const host = options.host ?? '127.0.0.1'
  const allowedOrigins = new Set(options.allowOrigins ?? DEFAULT_ALLOWED_ORIGINS)
  let handlers: RequestHandler[] = []
  /** The response each connection is answering, so a later parse error does not write into it. */
  const answering = new WeakMap<Duplex, ServerResponse>()

  const server = createServer((incoming, outgoing) => {
    answering.set(incoming.socket, outgoing)
    handle(incoming, outgoing).catch((error: unknown) => {
      console.error(error)
      // Half an answer cannot become an error message: end the connection instead.
      if (outgoing.headersSent) outgoing.destroy()
      else answerError(outgoing, 500, 'The simulated backend failed; see its console')
    })
  })

  // Node answers a head it cannot parse (e.g. over maxHeaderSize: 431) with an empty body;
  // here it says why in JSON like every other refusal. The path is unknown and nothing was
  // done, so any page may read the answer.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const current = answering.get(socket)
    if (error.code === 'ECONNRESET' || !socket.writable || (current?.headersSent && !current.writableFinished)) {
      socket.destroy()
      return
    }
    const [status, message] = clientErrorAnswer(error)
    const body = JSON.stringify({ message })
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ]
    for (const [name, value] of Object.entries(API_CORS_HEADERS)) head.push(`${name}: ${value}`)
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`)
  })

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    // Requests are matched at the server's own origin, whatever Host header the client sent.
    const requested = incoming.url ?? '/'
    if (!URL.canParse(requested, url))
      return answerError(outgoing, 400, `Malformed request target: ${requested}`, API_CORS_HEADERS)
    const target = new URL(requested, url)
    if (isOpenToEveryOrigin(target.pathname)) {
      for (const [name, value] of Object.entries(API_CORS_HEADERS)) outgoing.setHeader(name, value)
    } else {
      outgoing.setHeader('Vary', 'Origin')
      const check = checkOrigin(incoming.headers, allowedOrigins)
      // Refused before anything is read or done; a refused page is granted no CORS headers,
      // so its browser hides the answer's message: the server's log says it too.
      if (!check.allowed) {
        console.warn(`[simulated backend] Refused ${incoming.method} ${target.pathname}: ${check.message}`)
        return answerError(outgoing, 403, check.message)
      }
      if (check.origin !== null) {
        outgoing.setHeader('Access-Control-Allow-Origin', check.origin)
        for (const [name, value] of Object.entries(ALLOW_METHODS_AND_HEADERS)) outgoing.setHeader(name, value)
      }
    }
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204).end()
      return
    }
    if (
      options.statesSecret !== undefined &&
      target.pathname === STATES_PATH &&
      incoming.headers['x-pact-states-secret'] !== options.statesSecret &&
      target.searchParams.get(STATES_SECRET_PARAMETER) !== options.statesSecret
    ) {
      return answerError(
        outgoing,
        403,
        `The provider-state hook needs the secret this server was started with, in the X-Pact-States-Secret header or the ?${STATES_SECRET_PARAMETER}= query parameter`,
      )
    }
    const body = await readBody(incoming)
    // The rest of an oversized body is not read: the connection closes after the answer.
    if (body === 'too large') return answerError(outgoing, 413, BODY_TOO_LARGE, { Connection: 'close' })
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value)
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    }
    const request = new Request(target, {
      method: incoming.method,
      headers,
      body: incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : body,
    })
    const response =
      (await getResponse(handlers, request)) ??
      Response.json({ message: `Not found: ${request.method} ${target.pathname}` }, { status: 404 })
    const responseHeaders: Record<string, string> = {}
    response.headers.forEach((value, name) => (responseHeaders[name] = value))
    outgoing.writeHead(response.status, response.statusText, responseHeaders)
    outgoing.end(Buffer.from(await response.arrayBuffer()))
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://${host}:${port}`
  handlers = createHandlers(backend, url)
  return {
    url,
    backend,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string' },
      // Where changes are kept, e.g. a temporary folder for a throwaway run.
      'data-dir': { type: 'string', default: MOCK_DATA_DIR },
      // The same settings as the console's URL, e.g. --scenario "latency=slow&flaky=0.1"
      scenario: { type: 'string', default: '' },
      // Pages that may call /__mock/* and /__pact/*, e.g. --allow-origin https://console.example,http://localhost:3000
      'allow-origin': { type: 'string', multiple: true },
      // A secret the provider-state hook requires (X-Pact-States-Secret), as a protected test deployment's would.
      'states-secret': { type: 'string' },
    },
  })
  const seedText = values.seed ?? process.env.VITE_MOCK_SEED ?? '1'
  const { scenario, problems } = parseScenario(new URLSearchParams(values.scenario))
  const allowed = parseAllowedOrigins(values['allow-origin'])
  problems.push(...allowed.problems)
  if (!/^\d+$/.test(seedText)) problems.push(`--seed must be a whole number, got "${seedText}"`)
  if (!/^\d+$/.test(values.port) || Number(values.port) > 65535)
    problems.push(`--port must be a port number, got "${values.port}"`)
  const seed = Number(seedText)
  if (problems.length > 0) {
    console.error(problems.join('\n'))
    process.exit(2)
  }
  const dataDir = values['data-dir']
  const started = performance.now()
  const running = await startMockServer({
    port: Number(values.port),
    host: values.host,
    seed,
    storage: fileStorage(dataDir),
    scenario,
    allowOrigins: allowed.origins,
    statesSecret: values['states-secret'],
  })
  console.log(
    `Simulated backend (seed ${seed}, world built in ${Math.round(performance.now() - started)} ms) on ${running.url}\n` +
      `Changes are kept in ${join(dataDir, `seed-${seed}.json`)}; POST ${running.url}/__mock/reset brings back the seeded world.\n` +
      `/__mock/ and /__pact/ answer tools without an Origin header and pages of ${allowed.origins.join(', ')} (--allow-origin).`,
  )
  const stop = () => void running.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
