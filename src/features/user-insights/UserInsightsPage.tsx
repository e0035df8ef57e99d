import { useCallback, useMemo } from 'react'
import type { UserInsightsResponse } from '@/api/types'
import { ErrorBlock } from '@/components/ErrorBlock'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import { EmptyState, errorText } from '@/components/PagedList'
import { useListState } from '@/components/useListState'
import { param } from '@/lib/listQuery'
import { SORT_ORDERS } from '@/schema/lists'
import { rankUsers, sortUsers, TOP_USER_SORT_FIELDS } from './sortUsers'
import { TopUsersTable } from './TopUsersTable'
import { UserInsightsCards } from './UserInsightsCards'
import { useUserInsights } from './useUserInsights'

const EMPTY_DETAIL = 'User insights appear once people use the app: searches, navigations and launches.'

/** The table's sort in the URL (module-level: the URL state keys on it); by default the backend's ranking. */
const TOP_USERS_SORT = {
  sortBy: param.oneOf(TOP_USER_SORT_FIELDS, 'rank'),
  sortOrder: param.oneOf(SORT_ORDERS, 'asc'),
}

function TopUsers({ users }: { users: UserInsightsResponse['topUsers'] }) {
  const { view, update } = useListState(TOP_USERS_SORT)
  const ranked = useMemo(() => rankUsers(users), [users])
  const sorted = useMemo(() => sortUsers(ranked, view.sortBy, view.sortOrder), [ranked, view.sortBy, view.sortOrder])
  // A new column sorts ascending; the same column again reverses it.
  const sort = useCallback(
    (field: (typeof TOP_USER_SORT_FIELDS)[number]) =>
      update((current) => ({
        sortBy: field,
        sortOrder: current.sortBy === field && current.sortOrder === 'asc' ? 'desc' : 'asc',
      })),
    [update],
  )
  return (
    <section aria-labelledby="top-users-heading">
      <h2 id="top-users-heading" className="h5 mb-1">
        Most engaged users
      </h2>
      <p className="small text-body-secondary mb-2">
        Ranked by searches plus navigations. Sort by any column; Rank restores the ranking.
      </p>
      {sorted.length === 0 ? (
        <EmptyState text="No users to rank yet." />
      ) : (
        <TopUsersTable
          users={sorted}
          sortBy={view.sortBy}
          sortOrder={view.sortOrder}
          onSort={sort}
          onSortChoice={(sortBy, sortOrder) => update({ sortBy, sortOrder })}
        />
      )}
    </section>
  )
}

export default function UserInsightsPage() {
  const { data, error, isLoading, mutate } = useUserInsights()
  const retry = () => void mutate()
  const isEmpty = data !== undefined && data.kpis.totalUsers === 0
  return (
    <section>
      <h1 className="h3 mb-3">User Insights</h1>
      {/* While a retry is under way only the spinner shows; a failed refresh keeps the last figures on screen and says so. */}
      {error && !isLoading && (
        <ErrorBlock
          message={`Error loading user insights: ${errorText(error)}${data ? '. Showing the last figures that arrived.' : ''}`}
          onRetry={retry}
        />
      )}
      {isLoading && <LoadingSpinner label="Loading user insights..." />}
      {isEmpty && <EmptyState text="No data yet" detail={EMPTY_DETAIL} />}
      {data && !isEmpty && (
        <>
          <UserInsightsCards kpis={data.kpis} />
          <TopUsers users={data.topUsers} />
        </>
      )}
    </section>
  )
}
