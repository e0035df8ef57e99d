import { getAllEvents } from '@/api/analytics'
import type { EventSource } from '@/api/types'
import { DateRangeControl } from '@/components/DateRangeControl'
import { userAndRangeFilters } from '@/components/FilterBar'
import { FilteredList } from '@/components/FilteredList'
import { useListState } from '@/components/useListState'
import { LIST_RANGE_PARAMS, chosenRange, rangeDays, today } from '@/lib/dateRange'
import { pageParams, param } from '@/lib/listQuery'
import { EVENT_SOURCES } from '@/schema/events'
import { MAX_TEXT_LENGTH } from '@/schema/lists'
import { EventCountsBar } from './EventCountsBar'
import { SOURCE_LABELS } from './eventSources'
import { FEED_COLUMNS } from './feedColumns'
import { useActivityFeed } from './useActivityFeed'

/** The feed's view in the URL: ?eventType=feedback&userId=…&range=…|from=…&to=…&page=2&limit=25. */
const FEED_LIST = {
  eventType: param.optional(EVENT_SOURCES),
  userId: param.text(MAX_TEXT_LENGTH),
  ...LIST_RANGE_PARAMS,
  ...pageParams(),
}

const ID_PREFIX = 'activity-feed'

const SOURCE_OPTIONS = EVENT_SOURCES.map((source) => ({ value: source, label: SOURCE_LABELS[source] }))

const toSource = (value: string): EventSource | '' => EVENT_SOURCES.find((source) => source === value) ?? ''

export default function ActivityFeedPage() {
  const list = useListState(FEED_LIST)
  const { view, update } = list
  const days = rangeDays(view, today())
  // Empty filters are left out of the call (and of the SWR key's meaning).
  const filters = {
    eventType: view.eventType || undefined,
    userId: view.userId || undefined,
    startDate: days.startDate || undefined,
    endDate: days.endDate || undefined,
  }
  const { data, error, isLoading, mutate } = useActivityFeed({ ...filters, page: view.page, limit: view.limit })
  const filtered = Object.values(filters).some((value) => value !== undefined)
  const failed = error && !isLoading

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-1">
        <h1 className="h3 mb-0">Activity Feed</h1>
        <DateRangeControl
          value={chosenRange(view)}
          days={days}
          onChange={update}
          startFieldId={`${ID_PREFIX}-startDate`}
        />
      </div>
      <p className="text-body-secondary mb-3">
        Everything people do in the app, newest first: searches, navigations, launches, shares, deeplinks and feedback.
      </p>
      {data && !failed && (
        <EventCountsBar
          counts={data.eventCounts}
          applied={view.eventType}
          onApply={(eventType) => update({ eventType })}
          stale={isLoading}
        />
      )}
      <FilteredList
        list={list}
        filters={{
          idPrefix: ID_PREFIX,
          type: {
            label: 'Event source',
            allLabel: 'All sources',
            options: SOURCE_OPTIONS,
            value: view.eventType,
            onChange: (value) => update({ eventType: toSource(value) }),
          },
          ...userAndRangeFilters(list, days),
        }}
        filtered={filtered}
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        fetchPage={(page, limit) => getAllEvents({ ...filters, page, limit })}
        rows={(answer) => answer.events}
        exportName="activity-feed"
        table={{ label: 'Activity feed', columns: FEED_COLUMNS, rowKey: (item) => item._id }}
        loadingLabel="Loading activity feed..."
        emptyText="No events found"
        filteredEmptyText="No events found for these filters"
        itemLabel="events"
      />
    </section>
  )
}
