import { describe, expect, it } from 'vitest'
import type { SortOrder } from '@/api/types'
import { rankUsers, sortUsers, type TopUser, type TopUserSortField } from '@/features/user-insights/sortUsers'

// The most engaged users table's client-side sort: every column both ways, ties in the
// backend's rank order whichever the direction, user ids compared as text.

const user = (
  userId: string,
  userType: string,
  totalSearches: number,
  totalNavigations: number,
  searchVariety: number,
  daysActive: number,
  isActiveToday: boolean,
  lastSeen: string,
) =>
  ({ userId, userType, totalSearches, totalNavigations, searchVariety, daysActive, isActiveToday, lastSeen }) as TopUser

/** Five users as the backend ranks them (searches plus navigations: 50, 45, 35, 35, 30). */
const TOP_USERS: TopUser[] = [
  user('user_9', 'returning', 40, 10, 5, 12, true, '2026-03-10T08:00:00.000Z'),
  user('user_10', 'new', 30, 15, 8, 3, false, '2026-03-11T09:00:00.000Z'),
  user('User_2', 'returning', 30, 5, 5, 12, true, '2026-03-09T10:00:00.000Z'),
  // 08:30 UTC: before rank 2's 09:00 in time, after it as text.
  user('user_1', 'new', 20, 15, 2, 1, false, '2026-03-11T10:30:00+02:00'),
  user('user_100', 'trial', 10, 20, 8, 5, true, '2026-03-01T00:00:00.000Z'),
]

const ranks = (field: TopUserSortField, order: SortOrder) =>
  sortUsers(rankUsers(TOP_USERS), field, order).map((ranked) => ranked.rank)

describe('rankUsers', () => {
  it("numbers the users from 1 in the backend's order and keeps their fields", () => {
    const ranked = rankUsers(TOP_USERS)
    expect(ranked.map((ranked) => [ranked.rank, ranked.userId])).toEqual([
      [1, 'user_9'],
      [2, 'user_10'],
      [3, 'User_2'],
      [4, 'user_1'],
      [5, 'user_100'],
    ])
    expect(ranked[3]).toEqual({ ...TOP_USERS[3], rank: 4 })
  })
})

describe('sortUsers', () => {
  it.each<[TopUserSortField, number[], number[]]>([
    ['rank', [1, 2, 3, 4, 5], [5, 4, 3, 2, 1]],
    // As text: 'U' before 'u', 'user_1' < 'user_10' < 'user_100' < 'user_9'.
    ['userId', [3, 4, 2, 5, 1], [1, 5, 2, 4, 3]],
    ['userType', [2, 4, 1, 3, 5], [5, 1, 3, 2, 4]],
    ['totalSearches', [5, 4, 2, 3, 1], [1, 2, 3, 4, 5]],
    ['totalNavigations', [3, 1, 2, 4, 5], [5, 2, 4, 1, 3]],
    ['searchVariety', [4, 1, 3, 2, 5], [2, 5, 1, 3, 4]],
    ['daysActive', [4, 2, 5, 1, 3], [1, 3, 5, 2, 4]],
    // No before Yes.
    ['isActiveToday', [2, 4, 1, 3, 5], [1, 3, 5, 2, 4]],
    // As points in time, not as text.
    ['lastSeen', [5, 3, 1, 4, 2], [2, 4, 1, 3, 5]],
  ])('by %s: ascending %j, descending %j, ties in rank order', (field, ascending, descending) => {
    expect(ranks(field, 'asc')).toEqual(ascending)
    expect(ranks(field, 'desc')).toEqual(descending)
  })

  it('compares user ids as text, not as numbers', () => {
    const ranked = rankUsers([user('9', 'new', 1, 1, 1, 1, false, ''), user('10', 'new', 1, 1, 1, 1, false, '')])
    expect(sortUsers(ranked, 'userId', 'asc').map((ranked) => ranked.userId)).toEqual(['10', '9'])
  })

  it('leaves an unreadable last-seen time where its rank puts it among the others it cannot be compared with', () => {
    const ranked = rankUsers([
      user('a', 'new', 1, 1, 1, 1, false, 'not a time'),
      user('b', 'new', 1, 1, 1, 1, false, 'also not'),
    ])
    expect(sortUsers(ranked, 'lastSeen', 'desc').map((ranked) => ranked.userId)).toEqual(['a', 'b'])
  })

  it('returns a new list and leaves the given one as it was', () => {
    const ranked = rankUsers(TOP_USERS)
    const before = [...ranked]
    const sorted = sortUsers(ranked, 'totalNavigations', 'desc')
    expect(sorted).not.toBe(ranked)
    expect(ranked).toEqual(before)
  })
})
