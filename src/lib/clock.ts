// The console's clock. It is the browser's, unless the simulated backend runs on a frozen
// one (`?now=2026-06-01T10:00:00Z`, for reproducible screenshots and tests): then every
// relative time, "today" and session expiry on screen follows that same moment.

let frozenAt: number | null = null

/** The time now (ms since the epoch), as the console should show it. */
export function now(): number {
  return frozenAt ?? Date.now()
}

/** Freezes the clock at `at` (ms), or lets it run again with null. */
export function freezeClock(at: number | null): void {
  frozenAt = at
}
