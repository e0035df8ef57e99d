import { useCallback, useEffect, useEffectEvent, useMemo } from 'react'
import { useSearchParams, type NavigateOptions } from 'react-router-dom'
import type { SortOrder } from '@/api/types'
import type { RangeView } from '@/lib/dateRange'
import { defaultView, readListView, writeListView, type ListSpec, type ListView } from '@/lib/listQuery'

export type ViewChange<S extends ListSpec> = Partial<ListView<S>> | ((view: ListView<S>) => Partial<ListView<S>>)

/**
 * A list's view, read from and written to the URL (lib/listQuery.ts). `update` applies a
 * change; a change that does not name the page starts again from page 1
 * (docs/product.md#filter-bar: a new filter, search, sort or size reloads from page 1).
 * Each update is a history entry unless `options.replace` says otherwise.
 */
export function useListState<S extends ListSpec>(spec: S, prefix = '') {
  const [query, setQuery] = useSearchParams()
  const view = useMemo(() => readListView(query, spec, prefix), [query, spec, prefix])

  const update = useCallback(
    (change: ViewChange<S>, options?: NavigateOptions) =>
      setQuery((current) => {
        const now = readListView(current, spec, prefix)
        const patch = typeof change === 'function' ? change(now) : change
        const next = { ...now, ...patch }
        if ('page' in spec && !('page' in patch)) (next as Record<string, unknown>).page = spec.page!.fallback
        return writeListView(current, spec, next, prefix)
      }, options),
    [setQuery, spec, prefix],
  )

  /** Back to the defaults for every parameter but those named in `keep` (the page size, say). */
  const reset = useCallback(
    (keep: ReadonlyArray<keyof S> = []) =>
      update((now) => {
        const defaults = defaultView(spec)
        for (const name of keep) defaults[name] = now[name]
        return defaults
      }),
    [update, spec],
  )

  return { view, update, reset }
}

/** What a list's shared parts need of its state: the page and size, and a way to change them or clear the filters. */
export interface PagedListState {
  view: { page: number; limit: number }
  update: (change: { page?: number; limit?: number }, options?: NavigateOptions) => void
  reset: (keep: ReadonlyArray<'limit'>) => void
}

/** The same, for a list whose call takes the user and date filters. */
export interface UserAndDateListState {
  view: { userId: string; startDate: string; endDate: string }
  update: (change: { userId?: string; startDate?: string; endDate?: string }) => void
}

/** The same, for an analytics list whose dates are the analytics screens' date range. */
export interface UserAndRangeListState {
  view: { userId: string } & RangeView
  update: (change: { userId?: string } & Partial<RangeView>) => void
}

/** What a searchable, sortable list's handlers need of its state. */
export interface SearchSortState<F extends string> {
  view: { search: string; sortBy: F; sortOrder: SortOrder }
  update: (change: { search?: string; sortBy?: F; sortOrder?: SortOrder }, options?: NavigateOptions) => void
}

/**
 * The search box's and the sort headers' handlers. A sort is a step Back returns from; a
 * search is one step however often it is refined: the first search from the unsearched
 * list adds a history entry, so Back returns to that list, and each refinement replaces it.
 * The same column again toggles between ascending and descending.
 */
export function useSearchAndSort<F extends string>({ view, update }: SearchSortState<F>) {
  const searching = view.search !== ''
  const search = useCallback((text: string) => update({ search: text }, { replace: searching }), [update, searching])
  const { sortBy, sortOrder } = view
  const sort = useCallback(
    (field: F) => update({ sortBy: field, sortOrder: sortBy === field && sortOrder === 'asc' ? 'desc' : 'asc' }),
    [update, sortBy, sortOrder],
  )
  return { search, sort }
}

/**
 * A page past the end (an old link, or rows gone meanwhile) moves to the last page, in place
 * of the history entry. Answers the page it is moving to, or null; the list shows its
 * spinner meanwhile instead of an empty page. From an effect, so anything open over the
 * list (a modal) stays open while the list moves.
 */
export function useLastPageRedirect(
  page: number,
  pages: number | undefined,
  settled: boolean,
  goTo: (page: number) => void,
): number | null {
  const lastPage = settled && pages !== undefined && pages > 0 && page > pages ? pages : null
  const move = useEffectEvent(goTo)
  useEffect(() => {
    if (lastPage !== null) move(lastPage)
  }, [lastPage])
  return lastPage
}
