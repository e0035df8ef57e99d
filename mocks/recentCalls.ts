// The console's latest calls to the simulated backend and how each reached it, for the
// developer who wonders where an answer came from: the scenario panel lists them
// (src/app/ScenarioPanel.tsx), and browser.ts also writes each call that skipped the
// service worker to the browser console at debug level.

import type { RecentCall } from '@/api/types'

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
export type { RecentCall }
