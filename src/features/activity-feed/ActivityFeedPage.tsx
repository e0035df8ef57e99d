import { getAllEvents } from '../../api/analytics'
import type { EventSource } from '../../api/types'
import { DataTable } from '../../components/DataTable'
import { ExportCsvButton } from '../../components/ExportCsvButton'
import { FilterBar } from '../../components/FilterBar'
import { EmptyState, PagedList } from '../../components/PagedList'
import { useListState } from '../../components/useListState'
import { pageParams, param, userAndDateParams } from '../../lib/listQuery'
import { EventCountsBar } from './EventCountsBar'
import { EVENT_SOURCES, SOURCE_LABELS } from './eventSources'
import { FEED_COLUMNS } from './feedColumns'
import { useActivityFeed } from './useActivityFeed'

/** The feed's view in the URL: ?eventType=feedback&userId=…&startDate=…&endDate=…&page=2&limit=25. */
const FEED_LIST = { eventType: param.optional(EVENT_SOURCES), ...userAndDateParams(), ...pageParams() }

const SOURCE_OPTIONS = EVENT_SOURCES.map((source) => ({ value: source, label: SOURCE_LABELS[source] }))

const toSource = (value: string): EventSource | '' => EVENT_SOURCES.find((source) => source === value) ?? ''

export default function ActivityFeedPage() {
  const { view, update, reset } = useListState(FEED_LIST)
  // Empty filters are left out of the call (and of the SWR key's meaning).
  const filters = {
    eventType: view.eventType || undefined,
    userId: view.userId || undefined,
    startDate: view.startDate || undefined,
    endDate: view.endDate || undefined,
  }
  const { data, error, isLoading, mutate } = useActivityFeed({ ...filters, page: view.page, limit: view.limit })
  const filtered = Object.values(filters).some((value) => value !== undefined)
  const clear = () => reset(['limit'])
  const failed = error && !isLoading

  return (
    <section>
      <h1 className="h3 mb-1">Activity Feed</h1>
      <p className="text-secondary mb-3">Everything people do in the app, newest first: searches, navigations, launches, shares, deeplinks and feedback.</p>
      {data && !failed && (
        <EventCountsBar counts={data.eventCounts} applied={view.eventType} onApply={(eventType) => update({ eventType })} stale={isLoading} />
      )}
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2">
        <FilterBar
          idPrefix="activity-feed"
          type={{
            label: 'Event source',
            allLabel: 'All sources',
            options: SOURCE_OPTIONS,
            value: view.eventType,
            onChange: (value) => update({ eventType: toSource(value) }),
          }}
          userId={{ value: view.userId, onChange: (userId) => update({ userId }) }}
          dates={{ startDate: view.startDate, endDate: view.endDate, onChange: (range) => update(range) }}
          pageSize={{ value: view.limit, onChange: (limit) => update({ limit }) }}
          onClear={filtered ? clear : undefined}
        />
        <div className="mb-3">
          <ExportCsvButton
            name="activity-feed"
            columns={FEED_COLUMNS}
            rowKey={(item) => item._id}
            disabled={!data || data.pagination.total === 0}
            fetchPage={async (page, limit) => {
              const answer = await getAllEvents({ ...filters, page, limit })
              return { rows: answer.events, total: answer.pagination.total, pages: answer.pagination.pages }
            }}
          />
        </div>
      </div>
      <PagedList
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        pagination={(answer) => answer.pagination}
        rowCount={(answer) => answer.events.length}
        loadingLabel="Loading activity feed..."
        empty={<EmptyState text={filtered ? 'No events found for these filters' : 'No events found'} onClearFilters={filtered ? clear : undefined} />}
        itemLabel="events"
        page={view.page}
        goToPage={(page, replace) => update({ page }, { replace })}
      >
        {(answer, stale) => <DataTable label="Activity feed" columns={FEED_COLUMNS} rows={answer.events} rowKey={(item) => item._id} stale={stale} minWidth="68rem" />}
      </PagedList>
    </section>
  )
}
