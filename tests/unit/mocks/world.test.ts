import { describe, expect, it } from 'vitest'
import { DEFAULT_WORLD, createWorld, fromLotRecord } from '../../../mocks/db/world'
import { startOfDay } from '../../../mocks/db/time'

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

  it('has 1500 parking lots with every field of SPEC section 3, and some incomplete ones', () => {
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
      const [longitude, latitude] = lot.geometry.coordinates
      expect(longitude).toBeGreaterThan(10.6)
      expect(longitude).toBeLessThan(10.9)
      expect(latitude).toBeGreaterThan(59.85)
      expect(latitude).toBeLessThan(60)
    }
  })

  it('has about 5000 users, each with exactly one first_launch', () => {
    expect(world.users).toHaveLength(DEFAULT_WORLD.users)
    const firstLaunches = world.events.lifecycle.filter((event) => event.eventType === 'first_launch')
    expect(firstLaunches).toHaveLength(world.users.length)
    expect(new Set(firstLaunches.map((event) => event.userId)).size).toBe(world.users.length)
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
