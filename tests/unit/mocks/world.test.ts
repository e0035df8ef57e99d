import { describe, expect, it } from 'vitest'
import { DEFAULT_WORLD, createWorld, fromLotRecord } from '@mocks/db/world'
import { startOfDay } from '@mocks/db/time'

const NOW = new Date(2026, 10, 21, 15, 30).getTime()
const world = createWorld({ seed: 1, now: NOW })
const allEvents = Object.values(world.events).flat()

describe('the seeded world', () => {
  it('is the same for the same seed and differs for another', () => {
    const again = createWorld({ seed: 1, now: NOW })
    expect(again.events).toEqual(world.events)
    expect(again.db.parkingLot.getAll()).toEqual(world.db.parkingLot.getAll())
    const other = createWorld({ seed: 2, now: NOW })
    expect(other.events.search.slice(0, 20)).not.toEqual(world.events.search.slice(0, 20))
  })

  it('has 1500 parking lots with every field of a parking lot, and some incomplete ones', () => {
    const lots = world.db.parkingLot.getAll().map(fromLotRecord)
    expect(lots).toHaveLength(DEFAULT_WORLD.lots)
    expect(new Set(lots.map((lot) => lot._id)).size).toBe(lots.length)
    const types = new Set(lots.map((lot) => lot.parking_type))
    for (const type of ['garage', 'underground', 'surface', 'street', 'park_and_ride']) expect(types).toContain(type)
    expect(lots.some((lot) => lot.geometry?.type === 'Point')).toBe(true)
    expect(lots.some((lot) => lot.geometry?.type === 'MultiPolygon')).toBe(true)
    expect(lots.some((lot) => lot.notes)).toBe(true)
    expect(lots.some((lot) => lot.restriction_description)).toBe(true)
    expect(lots.some((lot) => Object.keys(lot.additionalProperties ?? {}).includes('free_duration_rules'))).toBe(true)
    for (const field of ['address', 'spaces', 'parking_type', 'owner', 'geometry'] as const) {
      expect(lots.some((lot) => lot[field] === null)).toBe(true)
    }
    for (const lot of lots) {
      if (lot.geometry?.type !== 'Point') continue
      const [longitude, latitude] = lot.geometry.coordinates as [number, number]
      expect(longitude).toBeGreaterThan(10.6)
      expect(longitude).toBeLessThan(10.9)
      expect(latitude).toBeGreaterThan(59.85)
      expect(latitude).toBeLessThan(60)
    }
  })

  it('has 5000 users, each with exactly one first_launch once they have come', () => {
    expect(world.users).toHaveLength(DEFAULT_WORLD.users)
    const usersSoFar = world.users.filter((user) => user.firstSeen <= NOW)
    expect(usersSoFar.length).toBeGreaterThan(4500)
    const firstLaunches = world.events.lifecycle.filter((event) => event.eventType === 'first_launch')
    expect(firstLaunches).toHaveLength(usersSoFar.length)
    expect(new Set(firstLaunches.map((event) => event.userId))).toEqual(new Set(usersSoFar.map((user) => user.userId)))
  })

  it('has one history all day: a later load of the same day shows the same past and only adds what happened since', () => {
    const morning = createWorld({ seed: 1, now: new Date(2026, 10, 21, 9, 0).getTime() })
    const morningIso = new Date(2026, 10, 21, 9, 0).toISOString()
    for (const kind of Object.keys(world.events) as Array<keyof typeof world.events>) {
      const later = world.events[kind] as Array<{ timestamp: string }>
      const earlier = morning.events[kind] as Array<{ timestamp: string }>
      expect(later.slice(0, earlier.length)).toEqual(earlier)
      expect(later.slice(earlier.length).every((event) => event.timestamp > morningIso)).toBe(true)
    }
    expect(morning.live.version).toEqual(world.live.version)
    expect([...morning.live.controls.values()]).toEqual([...world.live.controls.values()])
  })

  it('shows for today only what happened since midnight: little just after it', () => {
    const justAfterMidnight = new Date(2026, 10, 21, 0, 31).getTime()
    const early = createWorld({ seed: 1, now: justAfterMidnight })
    const midnightIso = new Date(startOfDay(justAfterMidnight)).toISOString()
    const today = (Object.values(early.events).flat() as Array<{ timestamp: string }>).filter(
      (event) => event.timestamp >= midnightIso,
    )
    const wholeDay = (Object.values(world.events).flat() as Array<{ timestamp: string }>).filter(
      (event) => event.timestamp >= new Date(startOfDay(NOW)).toISOString(),
    )
    // Half an hour of a quiet night: well under 2% of the day so far at 15:30.
    expect(today.length).toBeLessThan(wholeDay.length * 0.02)
    expect(today.every((event) => event.timestamp <= new Date(justAfterMidnight).toISOString())).toBe(true)
  })

  it('has over 100,000 events, none in the future, each list sorted by time, and activity today', () => {
    expect(allEvents.length).toBeGreaterThan(100_000)
    const nowIso = new Date(NOW).toISOString()
    const todayIso = new Date(startOfDay(NOW)).toISOString()
    for (const list of Object.values(world.events) as Array<Array<{ timestamp: string }>>) {
      expect(list.length).toBeGreaterThan(0)
      expect(list.every((event, index) => index === 0 || list[index - 1]!.timestamp <= event.timestamp)).toBe(true)
      expect(list.at(-1)!.timestamp <= nowIso).toBe(true)
      expect(list.some((event) => event.timestamp >= todayIso)).toBe(true)
    }
  })

  it('ties feedback to real lots and to searches of the same user', () => {
    const lotIds = new Set(world.db.parkingLot.getAll().map((lot) => lot._id))
    const searches = new Map(world.events.search.map((search) => [search._id, search.userId]))
    for (const item of world.events.feedback) {
      expect(lotIds.has(item.parkingLotId!)).toBe(true)
      expect(searches.get(item.searchId!)).toBe(item.userId)
    }
  })
})
