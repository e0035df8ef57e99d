import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { getResponse, type RequestHandler } from 'msw'
import { createBackend, type Backend } from './backend'
import { fileStorage } from './fileStorage'
import { createHandlers } from './handlers'
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
}

/** The folder `npm run mock:server` keeps changes in (git-ignored). */
export const MOCK_DATA_DIR = '.mock-data'


export interface RunningMockServer {
  url: string
  backend: Backend
  close(): Promise<void>
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
}

export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const backend = createBackend({ seed: options.seed ?? 1, storage: options.storage ?? memoryStorage(), scenario: options.scenario, renewDaily: true })
  const host = options.host ?? '127.0.0.1'
  let handlers: RequestHandler[] = []

  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      console.error(error)
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'application/json', ...CORS_HEADERS })
      outgoing.end(JSON.stringify({ message: 'The simulated backend failed; see its console' }))
    })
  })

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, CORS_HEADERS).end()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value)
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    }
    // Requests are matched at the server's own origin, whatever Host header the client sent.
    const request = new Request(new URL(incoming.url ?? '/', url), {
      method: incoming.method,
      headers,
      body: incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : body,
    })
    const response =
      (await getResponse(handlers, request)) ??
      Response.json({ message: `Not found: ${request.method} ${new URL(request.url).pathname}` }, { status: 404 })
    const responseHeaders: Record<string, string> = { ...CORS_HEADERS }
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
    },
  })
  const seedText = values.seed ?? process.env.VITE_MOCK_SEED ?? '1'
  const { scenario, problems } = parseScenario(new URLSearchParams(values.scenario))
  if (!/^\d+$/.test(seedText)) problems.push(`--seed must be a whole number, got "${seedText}"`)
  if (!/^\d+$/.test(values.port) || Number(values.port) > 65535) problems.push(`--port must be a port number, got "${values.port}"`)
  const seed = Number(seedText)
  if (problems.length > 0) {
    console.error(problems.join('\n'))
    process.exit(2)
  }
  const dataDir = values['data-dir']
  const started = performance.now()
  const running = await startMockServer({ port: Number(values.port), host: values.host, seed, storage: fileStorage(dataDir), scenario })
  console.log(
    `Simulated backend (seed ${seed}, world built in ${Math.round(performance.now() - started)} ms) on ${running.url}\n` +
      `Changes are kept in ${join(dataDir, `seed-${seed}.json`)}; POST ${running.url}/__mock/reset brings back the seeded world.`,
  )
  const stop = () => void running.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
