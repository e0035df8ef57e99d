import './warmLocaleData'
import { getResponse, type RequestHandler } from 'msw'
import { createBackend, shareChanges, type Backend, type SharedChanges } from './backend'
import { createWorld, DEFAULT_WORLD, type World } from './db/world'
import { DEFAULT_SEED } from './defaultSeed'
import { createHandlers } from './handlers'
import { errorResponse } from './handlers/route'
import { pageStorage } from './persistence'
import {
  serializeResponse,
  toRequest,
  transferables,
  type FromWorker,
  type StartMessage,
  type StorageRequest,
  type ToWorker,
} from './workerProtocol'

// The simulated backend in the browser, in a worker of its own: the world is built and
// every request answered here, so the page stays responsive however large the world is,
// and the console's own code loads and draws while the world is being built. The page
// (browser.ts) forwards what msw's service worker intercepts and keeps localStorage for it.
//
// It runs as a SharedWorker where the browser has one: every tab of the site talks to this
// one worker, each tab to a backend of its own (its seed, scenario and world), and the
// backends of one seed share their changes (SharedChanges), so a write in one tab is what
// every other tab reads next and none stores over another's. Where there is no
// SharedWorker it runs as a dedicated worker, for one tab
// (docs/decisions/0008-one-backend-worker-for-every-tab.md).

/** Where a tab's messages come and go: its MessagePort, or a dedicated worker's own scope. */
interface Port {
  postMessage(message: FromWorker, options: { transfer: Transferable[] }): void
  addEventListener(type: 'message' | 'close', listener: (event: MessageEvent<ToWorker>) => void): void
}

/** A connected tab: what it posts to and the backend that answers it, once it has started. */
interface Tab {
  port: Port
  backend?: Backend
  handlers: RequestHandler[]
}

const tabs = new Set<Tab>()
/** Each seed's changes, shared by the backends of every tab on that seed. */
const seeds = new Map<number, SharedChanges>()
/** Whether the world's events have been made into objects after the first answer (see respond). */
let eventsMade = false

function post(tab: Tab, message: FromWorker, transfer: Transferable[] = []): void {
  tab.port.postMessage(message, { transfer })
}

/**
 * localStorage writes, which one page makes for the worker at a time (every tab's page
 * shares the one localStorage): the oldest open tab's. A write a page that has gone never
 * confirmed is asked again of the next, in order; a write is idempotent, a move is not,
 * and one is never asked twice (the stored text stays where it is).
 */
const storeRequests = new Map<number, { request: StorageRequest; tab: Tab; resolve(): void; reject(e: Error): void }>()
let lastStoreRequest = 0

function askPage(request: StorageRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const id = ++lastStoreRequest
    const writer = tabs.values().next().value
    if (!writer) return reject(new Error('no page of the console is open to store it'))
    storeRequests.set(id, { request, tab: writer, resolve, reject })
    post(writer, { type: 'store', id, request })
  })
}

function settleStore(id: number, error: string | null): void {
  const pending = storeRequests.get(id)
  storeRequests.delete(id)
  if (error === null) pending?.resolve()
  else pending?.reject(new Error(error))
}

/** A tab has gone: its backend stops following the others', and what it was asked to store is asked of the next. */
function leave(tab: Tab): void {
  if (!tabs.delete(tab)) return
  tab.backend?.close()
  for (const [id, pending] of storeRequests) {
    if (pending.tab !== tab) continue
    storeRequests.delete(id)
    if (pending.request.op === 'move') pending.reject(new Error('the page asked to move it has gone'))
    else askPage(pending.request).then(pending.resolve, pending.reject)
  }
}

/**
 * The world most loads ask for: the default seed and size, with no scenario that changes the
 * world (hostile text, a frozen clock). Built as soon as this worker runs, while the page's
 * code is still loading; the first tab's start, which names the world it wants once that
 * code has run, takes it when it asks for this one, and otherwise it is thrown away.
 */
let likelyWorld: World | undefined = createWorld({ seed: DEFAULT_SEED })

function start(tab: Tab, { seed, scenario, worldScale, origin, stored }: StartMessage): void {
  const likely = seed === DEFAULT_SEED && worldScale === 1 && !scenario.hostile && scenario.frozenAt === null
  const world = likely ? likelyWorld : undefined
  likelyWorld = undefined
  try {
    let shared = seeds.get(seed)
    if (!shared) {
      // The first tab on this seed reads what is stored; from then on this worker writes it all.
      shared = shareChanges(seed, pageStorage(stored, askPage))
      seeds.set(seed, shared)
    }
    tab.backend = createBackend({
      seed,
      scenario,
      world,
      shared,
      renewDaily: true,
      lots: DEFAULT_WORLD.lots * worldScale,
      users: DEFAULT_WORLD.users * worldScale,
    })
    tab.handlers = createHandlers(tab.backend, origin)
  } catch (error) {
    // Posted before any answer: from then on the page answers every request with the reason itself.
    post(tab, { type: 'failed', message: error instanceof Error ? error.message : String(error) })
  }
}

/** Tells the other tabs on the writer's seed that the data changed: they fetch what they show again. */
function writtenBy(writer: Tab): void {
  for (const tab of tabs)
    if (tab !== writer && tab.backend?.seed === writer.backend?.seed) post(tab, { type: 'changed' })
}

/**
 * Answers made and being read out to post: reading a body takes a turn of this worker's event
 * loop, in which the next request's handler would otherwise run first and, if it is heavy
 * (the first call that needs the events as objects), hold back an answer that was ready.
 */
const posting = new Set<Promise<void>>()

async function respond(tab: Tab, id: number, request: Request, running: Backend): Promise<void> {
  await Promise.all(posting)
  let response: Response | undefined
  try {
    response = await getResponse(tab.handlers, request)
  } catch (error) {
    // As mock:server answers an exception: a message, and the details in the console.
    console.error(error)
    response = errorResponse(500, 'The simulated backend failed; see the browser console')
  }
  const answer = response
  if (request.method !== 'GET' && answer?.ok) writtenBy(tab)
  const sent = (async () => {
    const serialized = answer ? await serializeResponse(answer) : null
    post(tab, { type: 'response', id, response: serialized }, transferables(serialized))
  })()
  posting.add(sent)
  await sent.finally(() => posting.delete(sent))
  if (!eventsMade) {
    eventsMade = true
    // The first answer (the dashboard's) came from the history's numbers; the events are
    // made into objects on first read (mocks/db/world.ts). Read them now, while the console
    // draws that answer, rather than in the next screen's first call.
    setTimeout(() => void running.world.events)
  }
}

function serve(port: Port): void {
  const tab: Tab = { port, handlers: [] }
  tabs.add(tab)
  port.addEventListener('message', ({ data: message }: MessageEvent<ToWorker>) => {
    switch (message.type) {
      case 'start':
        return start(tab, message)
      case 'request':
        // A backend that could not start has said so ('failed'); the page answers for it.
        if (tab.backend) void respond(tab, message.id, toRequest(message.request), tab.backend)
        return
      case 'scenario':
        return tab.backend?.setScenario(message.scenario)
      case 'stored':
        return settleStore(message.id, message.error)
      case 'bye':
        return leave(tab)
    }
  })
  // Where the browser says so, a port whose page has gone closes (the page may not have said bye).
  port.addEventListener('close', () => leave(tab))
}

// A SharedWorker is handed a port per tab; a dedicated worker is its one tab's port itself.
if ('onconnect' in self)
  self.addEventListener('connect', (event) => {
    const [port] = (event as MessageEvent).ports
    serve(port!)
    port!.start()
  })
else serve(self as unknown as Port)
