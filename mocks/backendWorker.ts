import './warmLocaleData'
import { getResponse, type RequestHandler } from 'msw'
import { createBackend, type Backend } from './backend'
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

// The simulated backend in the browser, in a Web Worker of its own: the world is built
// and every request answered here, so the page stays responsive however large the world
// is, and the console's own code loads and draws while the world is being built. The page
// (browser.ts) forwards what msw's service worker intercepts and keeps localStorage for it.

let backend: Backend | undefined
let handlers: RequestHandler[] = []
/** Whether the world's events have been made into objects after the first answer (see respond). */
let eventsMade = false
let storeRequests = 0
const pendingStores = new Map<number, { resolve(): void; reject(error: Error): void }>()

function post(message: FromWorker, transfer: Transferable[] = []): void {
  self.postMessage(message, { transfer })
}

/** Has the page make a change to its localStorage; resolves once it is made. */
function askPage(request: StorageRequest): Promise<void> {
  const id = ++storeRequests
  return new Promise((resolve, reject) => {
    pendingStores.set(id, { resolve, reject })
    post({ type: 'store', id, request })
  })
}

function settleStore(id: number, error: string | null): void {
  const pending = pendingStores.get(id)
  pendingStores.delete(id)
  if (error === null) pending?.resolve()
  else pending?.reject(new Error(error))
}

/**
 * The world most loads ask for: the default seed and size, with no scenario that changes the
 * world (hostile text, a frozen clock). Built as soon as this worker runs, while the page's
 * code is still loading; the page's start, which names the world it wants once that code has
 * run, takes it when it asks for this one, and otherwise it is thrown away.
 */
let likelyWorld: World | undefined = createWorld({ seed: DEFAULT_SEED })

function start({ seed, scenario, worldScale, origin, stored }: StartMessage): void {
  const likely = seed === DEFAULT_SEED && worldScale === 1 && !scenario.hostile && scenario.frozenAt === null
  const world = likely ? likelyWorld : undefined
  likelyWorld = undefined
  try {
    backend = createBackend({
      seed,
      scenario,
      world,
      storage: pageStorage(stored, askPage),
      renewDaily: true,
      lots: DEFAULT_WORLD.lots * worldScale,
      users: DEFAULT_WORLD.users * worldScale,
    })
    handlers = createHandlers(backend, origin)
  } catch (error) {
    // Posted before any answer: from then on the page answers every request with the reason itself.
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  }
}

/**
 * Answers made and being read out to post: reading a body takes a turn of this worker's event
 * loop, in which the next request's handler would otherwise run first and, if it is heavy
 * (the first call that needs the events as objects), hold back an answer that was ready.
 */
const posting = new Set<Promise<void>>()

async function respond(id: number, request: Request, running: Backend): Promise<void> {
  await Promise.all(posting)
  let response: Response | undefined
  try {
    response = await getResponse(handlers, request)
  } catch (error) {
    // As mock:server answers an exception: a message, and the details in the console.
    console.error(error)
    response = errorResponse(500, 'The simulated backend failed; see the browser console')
  }
  const answer = response
  const sent = (async () => {
    const serialized = answer ? await serializeResponse(answer) : null
    post({ type: 'response', id, response: serialized }, transferables(serialized))
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

self.addEventListener('message', ({ data: message }: MessageEvent<ToWorker>) => {
  switch (message.type) {
    case 'start':
      return start(message)
    case 'request':
      // A backend that could not start has said so ('failed'); the page answers for it.
      if (backend) void respond(message.id, toRequest(message.request), backend)
      return
    case 'scenario':
      return backend?.setScenario(message.scenario)
    case 'stored':
      return settleStore(message.id, message.error)
  }
})
