import type { SortOrder, UserInsightsResponse } from '@/api/types'

// The most engaged users table sorts on the client: the backend sends its 20 users ranked
// by searches plus navigations (docs/product.md#analytics-definitions), and any column
// reorders them here.

export type TopUser = UserInsightsResponse['topUsers'][number]

/** A top user with its place in the backend's ranking: 1 is the most engaged. */
export type RankedUser = TopUser & { rank: number }

export const TOP_USER_SORT_FIELDS = [
  'rank',
  'userId',
  'userType',
  'totalSearches',
  'totalNavigations',
  'searchVariety',
  'daysActive',
  'isActiveToday',
  'lastSeen',
] as const
export type TopUserSortField = (typeof TOP_USER_SORT_FIELDS)[number]

/** The users as the backend ranked them, each with its rank. */
export function rankUsers(users: readonly TopUser[]): RankedUser[] {
  return users.map((user, index) => ({ ...user, rank: index + 1 }))
}

/** By code unit, the same in every locale: 'user_10' before 'user_9'. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** A value a real backend got wrong (NaN, an unreadable time) ties with everything, so its rank decides. */
function compareNumbers(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0
}

const COMPARE: Record<TopUserSortField, (a: RankedUser, b: RankedUser) => number> = {
  rank: (a, b) => a.rank - b.rank,
  userId: (a, b) => compareText(String(a.userId), String(b.userId)),
  userType: (a, b) => compareText(String(a.userType), String(b.userType)),
  totalSearches: (a, b) => compareNumbers(a.totalSearches, b.totalSearches),
  totalNavigations: (a, b) => compareNumbers(a.totalNavigations, b.totalNavigations),
  searchVariety: (a, b) => compareNumbers(a.searchVariety, b.searchVariety),
  daysActive: (a, b) => compareNumbers(a.daysActive, b.daysActive),
  // No before Yes.
  isActiveToday: (a, b) => Number(a.isActiveToday) - Number(b.isActiveToday),
  lastSeen: (a, b) => compareNumbers(Date.parse(a.lastSeen), Date.parse(b.lastSeen)),
}

/** A new list sorted by `field`; users that tie keep their rank order, whichever the direction. */
export function sortUsers(users: readonly RankedUser[], field: TopUserSortField, order: SortOrder): RankedUser[] {
  const compare = COMPARE[field]
  const sign = order === 'asc' ? 1 : -1
  return [...users].sort((a, b) => sign * compare(a, b) || a.rank - b.rank)
}
