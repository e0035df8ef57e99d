import type { Scenario } from './scenarios'

// The messages between a page (browser.ts: msw's service worker talks to it) and the
// backend worker (backendWorker.ts: the worlds and the handlers, off the pages' threads).
// Only types and plain functions here: the page loads this module too, and must not load
// the backend's code with it.

/** Starts the backend: everything the worker cannot read itself (it has no URL bar, sessionStorage or localStorage). */
export interface StartMessage {
  type: 'start'
  seed: number
  scenario: Scenario
  /** The world's size as a multiple of the default one (`?worldScale=`). */
  worldScale: number
  /** Where the backend answers: the page's origin and the console's base path (https://example.org/console). */
  origin: string
  /** The page's localStorage entries of the simulated backend. */
  stored: Array<[string, string]>
}

export type ToWorker =
  | StartMessage
  | { type: 'request'; id: number; request: SerializedRequest }
  | { type: 'scenario'; scenario: Scenario }
  /** The page's answer to a `store` message: done, or why not. */
  | { type: 'stored'; id: number; error: string | null }
  /** The page is going away (its tab closed or moved on): its backend can go. */
  | { type: 'bye' }

export type FromWorker =
  /** The backend's answer; null when no handler takes the request. */
  | { type: 'response'; id: number; response: SerializedResponse | null }
  | { type: 'store'; id: number; request: StorageRequest }
  /** Another tab's write has changed the data this tab's backend answers from. */
  | { type: 'changed' }
  /** The backend could not start. */
  | { type: 'failed'; message: string }

/** What the backend worker asks the page to do to its localStorage (persistence.ts pageStorage). */
export type StorageRequest =
  { op: 'set'; key: string; text: string } | { op: 'remove'; key: string } | { op: 'move'; key: string; to: string }

/** Does on the page what the worker asks of localStorage; throws what localStorage throws (a full one, say). */
export function applyStorageRequest(storage: Storage, request: StorageRequest): void {
  if (request.op === 'set') return storage.setItem(request.key, request.text)
  if (request.op === 'remove') return storage.removeItem(request.key)
  // A move: removed first, so that a storage that is nearly full has room for the copy.
  const text = storage.getItem(request.key) ?? ''
  storage.removeItem(request.key)
  try {
    storage.setItem(request.to, text)
  } catch (error) {
    storage.setItem(request.key, text)
    throw error
  }
}

export interface SerializedRequest {
  method: string
  url: string
  headers: Array<[string, string]>
  body: ArrayBuffer | null
}

export interface SerializedResponse {
  status: number
  statusText: string
  headers: Array<[string, string]>
  body: ArrayBuffer | null
}

export async function serializeRequest(request: Request): Promise<SerializedRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer()
  return { method: request.method, url: request.url, headers: [...request.headers], body }
}

export function toRequest({ method, url, headers, body }: SerializedRequest): Request {
  return new Request(url, { method, headers, body })
}

/** Statuses whose response has no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

export async function serializeResponse(response: Response): Promise<SerializedResponse> {
  const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer()
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body }
}

export function toResponse({ status, statusText, headers, body }: SerializedResponse): Response {
  return new Response(body, { status, statusText, headers })
}

/** What a message's buffers are: handed over to the other thread rather than copied. */
export function transferables(message: SerializedRequest | SerializedResponse | null): Transferable[] {
  return message?.body ? [message.body] : []
}
