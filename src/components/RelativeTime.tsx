import { useSyncExternalStore } from 'react'
import { now as clockNow } from '@/lib/clock'
import { formatDateTime, formatRelativeTime } from '@/lib/format'

// One clock for every relative time on screen (the console's, lib/clock.ts): a hundred rows share one timer, and all of
// them move on together when a minute has passed.

const TICK_MS = 30_000
const listeners = new Set<() => void>()
let now = clockNow()
let timer: ReturnType<typeof setInterval> | undefined

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (timer === undefined) {
    // The clock stood still while nothing showed a time: the first screen to show one
    // renders again at once with the time now.
    now = clockNow()
    queueMicrotask(listener)
    timer = setInterval(() => {
      now = clockNow()
      for (const notify of listeners) notify()
    }, TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

/** The time now, to within half a minute; re-renders its caller as it moves. */
function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  )
}

/**
 * A timestamp as a relative time ('5m ago', docs/product.md#number-and-time-formatting),
 * with the exact local date and time on hover and for screen readers. An unreadable
 * timestamp shows as it came.
 */
export function RelativeTime({ timestamp }: { timestamp: string }) {
  const current = useNow()
  const relative = formatRelativeTime(timestamp, current)
  const exact = formatDateTime(timestamp)
  if (relative === null || exact === null) return <span className="text-break">{timestamp || 'Unknown date'}</span>
  return (
    <time dateTime={timestamp} title={exact} className="text-nowrap">
      <span aria-hidden="true">{relative}</span>
      <span className="visually-hidden">{`${relative}, ${exact}`}</span>
    </time>
  )
}
