import { describe, expect, it } from 'vitest'
import { EVENT_SOURCES } from '@/schema/events'
import { EVENT_TYPES, select, userIndex, type EventLog } from '@mocks/db/indexes'
import { createWorld, releaseEvents } from '@mocks/db/world'

// The indexes over the event log catch up with the events the clock releases rather than
// being built again (indexes.ts, memoOnEvents): what they answer after any number of
// releases must be what an index built over the same log from scratch answers.

const SMALL = { lots: 60, users: 400, historyDays: 20 }
const MORNING = new Date(2026, 10, 23, 7, 0).getTime()
const HOUR = 3_600_000

/** The same lists in a new log object, which no index has seen: its indexes are built from scratch. */
const copyOf = (events: EventLog): EventLog =>
  Object.fromEntries(EVENT_SOURCES.map((kind) => [kind, [...events[kind]]])) as unknown as EventLog

/** Every user's ordinal and positions, by user id: the same users at the same positions, whatever the numbering. */
function usersByPosition(events: EventLog) {
  const index = userIndex(events)
  return Object.fromEntries(
    EVENT_SOURCES.map((kind) => [kind, Array.from(index.userAt[kind], (ordinal) => index.userIds[ordinal])]),
  )
}

function positionsByType(events: EventLog) {
  return Object.fromEntries(
    EVENT_SOURCES.map((kind) => [
      kind,
      Object.fromEntries(
        EVENT_TYPES[kind].map((type) => {
          const selection = select(events, kind, { type })
          return [
            type,
            selection.positions ? Array.from(selection.positions.subarray(selection.start, selection.end)) : null,
          ]
        }),
      ),
    ]),
  )
}

describe('indexes over a growing event log', () => {
  it('answer after each release as an index built over the same events from scratch', () => {
    const world = createWorld({ seed: 4, ...SMALL, now: MORNING })
    const { events } = world
    // Built now, then caught up release by release.
    usersByPosition(events)
    positionsByType(events)
    for (let hour = 1; hour <= 12; hour += 3) {
      const before = events.search.length + events.feedback.length
      releaseEvents(world, MORNING + hour * HOUR)
      expect(events.search.length + events.feedback.length).toBeGreaterThan(before)
      const fresh = copyOf(events)
      expect(usersByPosition(events)).toEqual(usersByPosition(fresh))
      expect(positionsByType(events)).toEqual(positionsByType(fresh))
      // Each user's positions, as the per-user lookups read them, hold only that user's events.
      const index = userIndex(events)
      for (const kind of EVENT_SOURCES) {
        const { offsets, positions } = index.byUser[kind]
        expect(offsets.at(-1)).toBe(events[kind].length)
        for (let ordinal = 0; ordinal < index.userIds.length; ordinal += 37) {
          for (const position of positions.subarray(offsets[ordinal]!, offsets[ordinal + 1]!))
            expect(events[kind][position]!.userId).toBe(index.userIds[ordinal])
        }
      }
    }
  })
})
