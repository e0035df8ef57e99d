import { useSyncExternalStore } from 'react'
import type { SetupWorker } from 'msw/browser'

// The calls the simulated backend answered for the story on show, for a screen's docs page:
// what the screen really asks for, never a list written by hand that could drift.

export interface AnsweredCall {
  method: string
  /** Path and query below the API root: /api/parking-lots?limit=50. */
  path: string
  status: number
}

let calls: AnsweredCall[] = []
const listeners = new Set<() => void>()
const watched = new WeakSet<object>()

function changed() {
  for (const listener of listeners) listener()
}

/** Starts a new list, for a story about to draw. */
export function clearCalls(): void {
  calls = []
  changed()
}

/** Records every answer of `msw` from now on (once per msw instance). */
export function recordCalls(msw: Pick<SetupWorker, 'events'>): void {
  if (watched.has(msw)) return
  watched.add(msw)
  msw.events.on('response:mocked', ({ request, response }) => {
    const url = new URL(request.url)
    const at = url.pathname.indexOf('/api/')
    if (at < 0) return
    calls = [...calls, { method: request.method, path: url.pathname.slice(at) + url.search, status: response.status }]
    changed()
  })
}

/** The calls answered since the story began drawing, as they come. */
export function useAnsweredCalls(): AnsweredCall[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => calls,
  )
}
