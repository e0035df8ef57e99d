import useSWR from 'swr'
import type { EventPage } from '@/api/types'
import type { Column } from '@/components/DataTable'
import { DateRangeControl } from '@/components/DateRangeControl'
import { rangeFilters, type FilterOption } from '@/components/FilterBar'
import { FilteredList } from '@/components/FilteredList'
import { useListState } from '@/components/useListState'
import { RANGE_PARAMS, chosenRange, rangeDays, today, type RangeView } from '@/lib/dateRange'
import { pageParams, param, type ListSpec } from '@/lib/listQuery'

/** The query of one page of an event list: its type filter ('' for all), days ('' for an open end), page and size. */
export interface EventQuery {
  type: string
  startDate: string
  endDate: string
  page: number
  limit: number
}

export interface EventListConfig<T extends { _id: string }> {
  /** What the rows are, plural and in lower case: 'search events'. */
  noun: string
  /** The type filter: its URL parameter (the call's own name for it), label and options. */
  typeParam: string
  typeLabel: string
  allTypesLabel: string
  types: readonly FilterOption[]
  /** Whether the call takes dates: the list then reads the analytics screens' date range and shows its control. */
  dated?: boolean
  columns: ReadonlyArray<Column<T>>
  fetch: (query: EventQuery) => Promise<EventPage<T>>
  /** The export's file name, before the filter and date: 'search-events'. */
  exportName: string
  /** The list's URL parameters: its type filter, date range, page and page size (made once: the URL state keys on it). */
  spec: ListSpec & ReturnType<typeof pageParams>
}

function eventListSpec(typeParam: string, types: readonly FilterOption[], dated = false) {
  return {
    [typeParam]: param.optional(types.map((type) => type.value)),
    ...(dated ? RANGE_PARAMS : {}),
    ...pageParams(),
  }
}

/** A list's configuration, with its URL parameters. */
export function defineEventList<T extends { _id: string }>(
  config: Omit<EventListConfig<T>, 'spec'>,
): EventListConfig<T> {
  return { ...config, spec: eventListSpec(config.typeParam, config.types, config.dated) }
}

const ALL_DAYS = { startDate: '', endDate: '' }

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * One event list: type filter, date range (when its call takes dates) and page size, Export
 * CSV, the rows and pagination, each part of its view in the URL (under `prefix` when a
 * screen shows two lists; the range is the screen's, unprefixed).
 */
export function EventList<T extends { _id: string }>({
  config,
  prefix = '',
}: {
  config: EventListConfig<T>
  prefix?: string
}) {
  const list = useListState(config.spec, prefix)
  const { view, update } = list
  const range = view as unknown as RangeView
  const days = config.dated ? rangeDays(range, today()) : ALL_DAYS
  const query: EventQuery = {
    type: String(view[config.typeParam] ?? ''),
    ...days,
    page: view.page,
    limit: view.limit,
  }
  const { data, error, isLoading, mutate } = useSWR(
    [config.exportName, query.type, query.startDate, query.endDate, query.page, query.limit],
    () => config.fetch(query),
    {
      keepPreviousData: true,
    },
  )
  const filtered = query.type !== '' || query.startDate !== '' || query.endDate !== ''
  const idPrefix = prefix ? prefix.replace(/\W/g, '') : config.exportName

  return (
    <>
      {config.dated && (
        <div className="mb-2">
          <DateRangeControl
            value={chosenRange(range)}
            days={days}
            onChange={update}
            startFieldId={`${idPrefix}-startDate`}
          />
        </div>
      )}
      <FilteredList
        list={list}
        filters={{
          idPrefix,
          type: {
            label: config.typeLabel,
            allLabel: config.allTypesLabel,
            options: config.types,
            value: query.type,
            onChange: (type) => update({ [config.typeParam]: type }),
          },
          ...(config.dated ? rangeFilters(update, days) : {}),
        }}
        filtered={filtered}
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        fetchPage={(page, limit) => config.fetch({ ...query, page, limit })}
        rows={(answer) => answer.events}
        exportName={config.exportName}
        table={{ label: capitalise(config.noun), columns: config.columns, rowKey: (event) => event._id }}
        loadingLabel={`Loading ${config.noun}...`}
        emptyText={`No ${config.noun} yet`}
        filteredEmptyText={`No ${config.noun} match these filters`}
        itemLabel={config.noun}
      />
    </>
  )
}

/** A screen of one event list. */
export function EventListPage<T extends { _id: string }>({
  title,
  intro,
  config,
}: {
  title: string
  intro: string
  config: EventListConfig<T>
}) {
  return (
    <section>
      <h1 className="h3 mb-1">{title}</h1>
      <p className="text-body-secondary mb-3">{intro}</p>
      <EventList config={config} />
    </section>
  )
}
