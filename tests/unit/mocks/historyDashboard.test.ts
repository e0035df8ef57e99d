import { describe, expect, it } from 'vitest'
import { computeDashboard } from '@mocks/db/aggregates/dashboard'
import { createWorld, releaseEvents, type WorldOptions } from '@mocks/db/world'

// A world keeps its history as numbers until something reads its events (world.ts), and
// the dashboard is counted from those numbers meanwhile: it must answer what it answers
// once the events are objects, figure for figure, at any moment of the day.

const SMALL = { lots: 80, users: 600, historyDays: 40 }

/** `asleep`: too early in the day for any event yet. */
const CASES: Array<{ name: string; world: WorldOptions; releasedTo?: number; asleep?: boolean }> = [
  { name: 'the default world at mid-day', world: { seed: 1, now: new Date(2026, 10, 23, 12, 34, 56, 789).getTime() } },
  { name: 'another seed five minutes after midnight', world: { seed: 7, now: new Date(2026, 10, 23, 0, 5).getTime() } },
  {
    name: 'a small world half a minute after midnight',
    world: { seed: 7, ...SMALL, now: new Date(2026, 10, 23, 0, 0, 30).getTime() },
    asleep: true,
  },
  { name: 'a seed late in the evening', world: { seed: 3, ...SMALL, now: new Date(2026, 5, 1, 23, 45).getTime() } },
  {
    name: 'a world whose clock has moved on since it was built',
    world: { seed: 11, ...SMALL, now: new Date(2026, 10, 23, 8, 0).getTime() },
    releasedTo: new Date(2026, 10, 23, 17, 30).getTime(),
  },
  { name: 'the empty world', world: { seed: 5, lots: 0, users: 0, now: new Date(2026, 10, 23, 12, 0).getTime() } },
]

describe('the dashboard counted from the history before the events are objects', () => {
  it.each(CASES)('answers as from the events: $name', ({ world: options, releasedTo, asleep }) => {
    const world = createWorld(options)
    const now = releasedTo ?? options.now!
    releaseEvents(world, now)
    const fromColumns = computeDashboard(world, now)
    expect(world.history.columns).not.toBeNull()

    expect(world.events.search.length).toBeGreaterThanOrEqual(0)
    expect(world.history.columns).toBeNull()
    const fromEvents = computeDashboard(world, now)

    expect(fromColumns).toEqual(fromEvents)
    // Same keys in the same order too: the answer's JSON is the same text.
    expect(JSON.stringify(fromColumns)).toBe(JSON.stringify(fromEvents))
    if (options.users !== 0) {
      expect(fromEvents.overview.totalEvents).toBeGreaterThan(fromEvents.overview.todayEvents)
      if (asleep) expect(fromEvents.overview.todayEvents).toBe(0)
      else expect(fromEvents.overview.todayEvents).toBeGreaterThan(0)
    }
  })

  it('releases the log without making the events, and makes them as far as it was released', () => {
    const built = new Date(2026, 10, 23, 9, 0).getTime()
    const later = new Date(2026, 10, 23, 16, 20).getTime()
    const world = createWorld({ seed: 2, ...SMALL, now: built })
    releaseEvents(world, later)
    // A clock set back releases nothing and takes nothing back.
    releaseEvents(world, built)
    expect(world.history.columns).not.toBeNull()

    const atLater = createWorld({ seed: 2, ...SMALL, now: later })
    expect(world.events).toEqual(atLater.events)
    expect(world.upcoming).toEqual(atLater.upcoming)
    expect(world.events.search.length).toBeGreaterThan(
      createWorld({ seed: 2, ...SMALL, now: built }).events.search.length,
    )
  })
})
