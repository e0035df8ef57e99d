import useSWR from 'swr'
import type { EventPage } from '@/api/types'
import type { Column } from '@/components/DataTable'
import type { FilterOption } from '@/components/FilterBar'
import { FilteredList } from '@/components/FilteredList'
import { useListState } from '@/components/useListState'
import { pageParams, param } from '@/lib/listQuery'

/** The query of one page of an event list: its type filter ('' for all), page and size. */
export interface EventQuery {
  type: string
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
  columns: ReadonlyArray<Column<T>>
  fetch: (query: EventQuery) => Promise<EventPage<T>>
  /** The export's file name, before the filter and date: 'search-events'. */
  exportName: string
  /** The list's URL parameters: its type filter, page and page size (made once: the URL state keys on it). */
  spec: ReturnType<typeof eventListSpec>
}

function eventListSpec(typeParam: string, types: readonly FilterOption[]) {
  return { [typeParam]: param.optional(types.map((type) => type.value)), ...pageParams() }
}

/** A list's configuration, with its URL parameters. */
export function defineEventList<T extends { _id: string }>(
  config: Omit<EventListConfig<T>, 'spec'>,
): EventListConfig<T> {
  return { ...config, spec: eventListSpec(config.typeParam, config.types) }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * One event list: type filter and page size, Export CSV, the rows and pagination, each
 * part of its view in the URL (under `prefix` when a screen shows two lists).
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
  const query: EventQuery = {
    type: String((view as Record<string, unknown>)[config.typeParam] ?? ''),
    page: view.page,
    limit: view.limit,
  }
  const { data, error, isLoading, mutate } = useSWR(
    [config.exportName, query.type, query.page, query.limit],
    () => config.fetch(query),
    {
      keepPreviousData: true,
    },
  )
  const filtered = query.type !== ''

  return (
    <FilteredList
      list={list}
      filters={{
        idPrefix: prefix ? prefix.replace(/\W/g, '') : config.exportName,
        type: {
          label: config.typeLabel,
          allLabel: config.allTypesLabel,
          options: config.types,
          value: query.type,
          onChange: (type) => update({ [config.typeParam]: type }),
        },
      }}
      filtered={filtered}
      data={data}
      error={error}
      isLoading={isLoading}
      onRetry={() => void mutate()}
      fetchPage={(page, limit) => config.fetch({ type: query.type, page, limit })}
      rows={(answer) => answer.events}
      exportName={config.exportName}
      table={{ label: capitalise(config.noun), columns: config.columns, rowKey: (event) => event._id }}
      loadingLabel={`Loading ${config.noun}...`}
      emptyText={`No ${config.noun} yet`}
      filteredEmptyText={`No ${config.noun} match these filters`}
      itemLabel={config.noun}
    />
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
