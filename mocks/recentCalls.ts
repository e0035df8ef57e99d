// The console's latest calls to the simulated backend and how each reached it, for the
// developer who wonders where an answer came from: the scenario panel lists them
// (src/app/ScenarioPanel.tsx), and browser.ts also writes each call that skipped the
// service worker to the browser console at debug level.

/**
 * How a call reached the backend: `service worker` through msw's service worker, so the
 * browser's network panel shows it; `backend worker` straight to the backend's Web Worker,
 * because the service worker did not control the page yet (a first visit's first calls) or
 * could not start at all.
 */
export type CallWay = 'service worker' | 'backend worker'

export interface RecentCall {
  method: string
  /** The path and query, as the address bar would show them. */
  path: string
  /** The answer's status; null when no answer came. */
  status: number | null
  /** When it was sent (the browser's clock, ms since 1970) and how long its answer took. */
  sentAt: number
  ms: number
  way: CallWay
}

/** The calls kept: enough for the screens of a minute's use. */
const KEPT = 30

/** A list of the latest calls, oldest first; the same array until a call is added. */
export function recentCallLog() {
  let calls: readonly RecentCall[] = []
  const listeners = new Set<() => void>()
  return {
    list: (): readonly RecentCall[] => calls,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    add(call: RecentCall): void {
      calls = [...calls.slice(1 - KEPT), call]
      listeners.forEach((listener) => listener())
    },
  }
}

export type RecentCallLog = ReturnType<typeof recentCallLog>
