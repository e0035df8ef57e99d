import { describe, expect, it } from 'vitest'
import { activityFeed } from '@mocks/db/aggregates/activityFeed'
import { computeCohorts, isoWeekOfMonday } from '@mocks/db/aggregates/cohorts'
import { computeRetention } from '@mocks/db/aggregates/retention'
import { computeUserInsights } from '@mocks/db/aggregates/userInsights'
import { EVENT_SOURCES } from '@/schema/events'
import { type EventKind } from '@mocks/db/indexes'
import { HOSTILE_TEXTS } from '@mocks/db/hostileText'
import { DAY_MS } from '@mocks/db/time'
import { createWorld } from '@mocks/db/world'

// The analytics over the default seeded world, checked against plain, slow computations
// written out here: concatenate and sort for the feed, one pass with Dates for the users.

const NOW = new Date(2026, 10, 21, 15, 30).getTime()
const world = createWorld({ seed: 1, now: NOW })
const { events } = world
const startOfToday = new Date(2026, 10, 21).getTime()

describe('the seeded event history', () => {
  const all = EVENT_SOURCES.flatMap((kind) => events[kind] as Array<{ timestamp: string; userId: string }>)

  it('has at least 100,000 events in the last 90 days and none after now', () => {
    const since = new Date(NOW - 90 * DAY_MS).toISOString()
    expect(all.filter((event) => event.timestamp >= since).length).toBeGreaterThanOrEqual(100_000)
    const now = new Date(NOW).toISOString()
    expect(all.every((event) => event.timestamp <= now)).toBe(true)
  })

  it("has one first_launch per user, at the user's first activity", () => {
    const firstLaunches = events.lifecycle.filter((event) => event.eventType === 'first_launch')
    // Users who come for the first time later today are not here yet.
    const usersSoFar = world.users.filter((user) => user.firstSeen <= NOW).length
    expect(firstLaunches).toHaveLength(usersSoFar)
    const firstActivity = new Map<string, string>()
    for (const event of all) {
      const known = firstActivity.get(event.userId)
      if (known === undefined || event.timestamp < known) firstActivity.set(event.userId, event.timestamp)
    }
    expect(firstActivity.size).toBe(usersSoFar)
    for (const launch of firstLaunches) expect(launch.timestamp).toBe(firstActivity.get(launch.userId))
  })

  it('has what people would write: places searched for, comments that match their rating', () => {
    const queries = new Set(events.search.map((event) => event.searchQuery))
    expect(queries).toContain('Bislett')
    expect(queries).toContain('Karl Johans gate')
    for (const query of queries) expect(query).toMatch(/^[\p{L}. ]+$/u)
    const comments = (type: string) =>
      new Set(events.feedback.flatMap((item) => (item.feedbackType === type && item.comment ? [item.comment] : [])))
    expect(comments('up').size).toBe(0)
    const praise = /great|plenty|easy|nice/i
    expect([...comments('down')].filter((text) => praise.test(text))).toEqual([])
    expect(comments('down').size).toBeGreaterThan(3)
    expect(comments('comment').size).toBeGreaterThan(3)
    for (const text of [...comments('down'), ...comments('comment')]) expect(text).toMatch(/^[\p{L}\d ,.'-]+\.$/u)
  })
})

describe('the seeded event history in the hostile scenario', () => {
  const hostileWorld = createWorld({ seed: 1, now: NOW, hostile: true })
  const written = (log: typeof events) => [
    ...log.search.map((event) => event.searchQuery),
    ...log.feedback.flatMap((item) => (item.comment ? [item.comment] : [])),
  ]

  it('is the same history, with a small share of hostile text in what users write, of every kind', () => {
    for (const kind of EVENT_SOURCES) expect(hostileWorld.events[kind].length).toBe(events[kind].length)
    expect(hostileWorld.events.search.map((event) => event._id)).toEqual(events.search.map((event) => event._id))
    const texts = written(hostileWorld.events)
    const hostile = texts.filter((text) => (HOSTILE_TEXTS as readonly string[]).includes(text))
    expect(hostile.length / texts.length).toBeGreaterThan(0.005)
    expect(hostile.length / texts.length).toBeLessThan(0.03)
    expect(new Set(hostile).size).toBe(HOSTILE_TEXTS.length)
    expect(HOSTILE_TEXTS.some((text) => text.includes('<script>'))).toBe(true)
    expect(HOSTILE_TEXTS.some((text) => /onerror=/.test(text))).toBe(true)
    expect(HOSTILE_TEXTS.some((text) => text.includes('<!--'))).toBe(true)
    expect(HOSTILE_TEXTS.some((text) => /\p{Emoji_Modifier}/u.test(text) && text.includes('\u200d'))).toBe(true)
    expect(HOSTILE_TEXTS.some((text) => /[\u0590-\u05ff]/.test(text))).toBe(true)
    expect(HOSTILE_TEXTS.some((text) => /[\u0600-\u06ff]/.test(text))).toBe(true)
    expect(HOSTILE_TEXTS.some((text) => /\S{200}/.test(text))).toBe(true)
    const comments = hostileWorld.events.feedback.flatMap((item) => (item.comment ? [item.comment] : []))
    expect(comments.some((text) => (HOSTILE_TEXTS as readonly string[]).includes(text))).toBe(true)
  })

  it('plants none of it in the default world', () => {
    expect(written(events).filter((text) => (HOSTILE_TEXTS as readonly string[]).includes(text))).toEqual([])
  })
})

describe('the activity feed over the seeded world', () => {
  /** Every event in feed order, by concatenating and sorting. */
  function naiveFeed(filter: { kinds?: EventKind[]; userId?: string; from?: string; to?: string }) {
    const rows = EVENT_SOURCES.flatMap((kind, kindOrder) =>
      (events[kind] as Array<{ _id: string; timestamp: string; userId: string }>).map((event, position) => ({
        kind,
        kindOrder,
        position,
        event,
      })),
    ).filter(
      ({ kind, event }) =>
        (!filter.kinds || filter.kinds.includes(kind)) &&
        (!filter.userId || event.userId === filter.userId) &&
        (!filter.from || event.timestamp >= filter.from) &&
        (!filter.to || event.timestamp < filter.to),
    )
    rows.sort((a, b) =>
      a.event.timestamp < b.event.timestamp
        ? 1
        : a.event.timestamp > b.event.timestamp
          ? -1
          : a.kindOrder - b.kindOrder || b.position - a.position,
    )
    return rows.map((row) => row.event._id)
  }

  const wholeFeed = naiveFeed({})

  it('gives pages anywhere in the feed equal to the sorted whole, up to the last', () => {
    const total = wholeFeed.length
    const pages: Array<[number, number]> = [
      [0, 50],
      [50, 50],
      [137, 13],
      [10_000, 200],
      [Math.floor(total / 2), 1],
      [total - 7, 50],
      [total - 1, 1],
    ]
    for (const [skip, limit] of pages) {
      const page = activityFeed(events, { skip, limit })
      expect(page.total).toBe(total)
      expect(page.events.map((event) => event._id)).toEqual(wholeFeed.slice(skip, skip + limit))
    }
    expect(activityFeed(events, { skip: total, limit: 50 }).events).toEqual([])
  })

  it('gives filtered pages equal to the sorted whole filtered', () => {
    const from = new Date(2026, 10, 1).toISOString()
    const to = new Date(2026, 10, 15).toISOString()
    const userId = world.users[123]!.userId
    const cases = [
      { query: { from, to }, naive: naiveFeed({ from, to }) },
      { query: { userId }, naive: naiveFeed({ userId }) },
      { query: { eventType: 'navigation' as const, from }, naive: naiveFeed({ kinds: ['navigation'], from }) },
    ]
    for (const { query, naive } of cases) {
      expect(naive.length).toBeGreaterThan(0)
      for (const skip of [0, Math.floor(naive.length / 3), Math.max(0, naive.length - 20)]) {
        const page = activityFeed(events, { ...query, skip, limit: 50 })
        expect(page.total).toBe(naive.length)
        expect(page.events.map((event) => event._id)).toEqual(naive.slice(skip, skip + 50))
      }
    }
  })
})

describe('user figures over the seeded world', () => {
  /** Day number of a local calendar day, counted without the backend's helpers. */
  const localDay = (timestamp: string | number) => {
    const date = new Date(timestamp)
    return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS)
  }
  const today = localDay(NOW)

  interface Person {
    first: string
    last: string
    days: Set<number>
    searches: number
    navigations: number
    queries: Set<string>
  }
  const people = new Map<string, Person>()
  for (const kind of EVENT_SOURCES) {
    for (const event of events[kind] as Array<{ timestamp: string; userId: string; searchQuery?: string }>) {
      const person = people.get(event.userId) ?? {
        first: event.timestamp,
        last: event.timestamp,
        days: new Set(),
        searches: 0,
        navigations: 0,
        queries: new Set(),
      }
      people.set(event.userId, person)
      if (event.timestamp < person.first) person.first = event.timestamp
      if (event.timestamp > person.last) person.last = event.timestamp
      person.days.add(localDay(event.timestamp))
      if (kind === 'search') {
        person.searches++
        person.queries.add(event.searchQuery!)
      }
      if (kind === 'navigation') person.navigations++
    }
  }
  const everyone = [...people.entries()]
  const firstDay = (person: Person) => localDay(person.first)
  const todayIso = new Date(startOfToday).toISOString()
  const round4 = (value: number) => Math.round(value * 10000) / 10000

  it('answers the user insights KPIs and top users of a direct count', () => {
    const insights = computeUserInsights(events, NOW)
    const searchers = everyone.filter(([, person]) => person.searches > 0)
    expect(insights.kpis).toEqual({
      totalUsers: people.size,
      newUsers: everyone.filter(([, person]) => firstDay(person) > today - 7).length,
      returningUsers: everyone.filter(([, person]) => person.days.size > 1).length,
      activeToday: everyone.filter(([, person]) => person.last >= todayIso).length,
      conversionRate: round4(searchers.filter(([, person]) => person.navigations > 0).length / searchers.length),
      avgSearchesPerUser: Math.round((events.search.length / people.size) * 100) / 100,
    })
    const ranked = [...everyone].sort(
      ([idA, a], [idB, b]) =>
        b.searches + b.navigations - (a.searches + a.navigations) ||
        (a.last < b.last ? 1 : a.last > b.last ? -1 : idA < idB ? -1 : 1),
    )
    expect(insights.topUsers).toEqual(
      ranked.slice(0, 20).map(([userId, person]) => ({
        userId,
        userType: firstDay(person) > today - 7 ? 'new' : 'returning',
        totalSearches: person.searches,
        totalNavigations: person.navigations,
        searchVariety: person.queries.size,
        daysActive: person.days.size,
        isActiveToday: person.last >= todayIso,
        lastSeen: person.last,
      })),
    )
  })

  it('answers retention of a direct count of who came back within each window', () => {
    const retention = computeRetention(events, NOW)
    const within = (days: number) => {
      const eligible = everyone.filter(([, person]) => firstDay(person) + days < today)
      const back = eligible.filter(([, person]) =>
        [...person.days].some((day) => day > firstDay(person) && day <= firstDay(person) + days),
      )
      return round4(back.length / eligible.length)
    }
    expect(retention.retention).toEqual({ day1: within(1), week1: within(7), month1: within(30) })
    const activeToday = everyone.filter(([, person]) => person.last >= todayIso).length
    const newToday = everyone.filter(([, person]) => person.first >= todayIso).length
    expect(retention.kpis).toEqual({
      newUsersToday: newToday,
      returningUsersToday: activeToday - newToday,
      activeUsersToday: activeToday,
    })
    expect(retention.retention.day1).toBeGreaterThan(0)
    expect(retention.retention.month1).toBeGreaterThan(retention.retention.week1)
  })

  it('answers cohorts of a direct grouping by ISO week', () => {
    /** ISO week by the ordinal-date rule: week = floor((ordinal - weekday + 10) / 7). */
    const isoWeek = (timestamp: string) => {
      const date = new Date(timestamp)
      const ordinal = Math.round(
        (Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) - Date.UTC(date.getFullYear(), 0, 0)) / DAY_MS,
      )
      const weekday = date.getDay() || 7
      const week = Math.floor((ordinal - weekday + 10) / 7)
      return `${date.getFullYear()}-W${String(week).padStart(2, '0')}` // no cohort of this history is near a year's end
    }
    const groups = new Map<string, Person[]>()
    for (const [, person] of everyone)
      groups.set(isoWeek(person.first), [...(groups.get(isoWeek(person.first)) ?? []), person])

    const { cohorts, summary } = computeCohorts(events, NOW)
    expect(cohorts.map((cohort) => cohort.cohortWeek)).toEqual([...groups.keys()].sort().reverse())
    for (const cohort of cohorts) {
      const members = groups.get(cohort.cohortWeek)!
      expect(cohort.totalUsers).toBe(members.length)
      const lastFirstDay = Math.max(...members.map(firstDay))
      const sunday =
        lastFirstDay +
        (7 - (new Date(members.find((person) => firstDay(person) === lastFirstDay)!.first).getDay() || 7))
      for (const [point, days] of [
        ['day1', 1],
        ['day7', 7],
        ['day14', 14],
        ['day30', 30],
      ] as const) {
        const back = members.filter((person) => person.days.has(firstDay(person) + days)).length
        expect(cohort.retention[point]).toBe(sunday + days < today ? round4(back / members.length) : 0)
      }
      expect(cohort.daysSinceCohort).toBe(today - (sunday - 6))
    }
    expect(summary.totalUsers).toBe(people.size)
    expect(cohorts.filter((cohort) => cohort.status === 'new').length).toBeLessThanOrEqual(2)
    expect(new Set(cohorts.map((cohort) => cohort.status))).toContain('stable')
  })

  it.each([
    [2025, 12, 29, '2026-W01'],
    [2026, 1, 5, '2026-W02'],
    [2026, 11, 16, '2026-W47'],
    [2020, 12, 28, '2020-W53'],
    [2024, 12, 30, '2025-W01'],
    [2021, 1, 4, '2021-W01'],
  ])('names the week of Monday %i-%i-%i %s', (year, month, day, week) => {
    expect(isoWeekOfMonday(year, month, day)).toBe(week)
  })
})
