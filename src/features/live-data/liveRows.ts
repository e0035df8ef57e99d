import type { LiveDataControl, SortOrder } from '@/api/types'
import { lotName } from './lotNames'
import type { LiveDataSortField, LiveStatus } from './listParams'

// The lots table works on the whole list (one answer of ~1,500 controls): filter, search
// and sort here, then the page shows a slice. Pure, so the page can memoise each step.

/** docs/product.md#live-data-controls: disabled; enabled without a change in the last hour (likely a broken sensor); enabled with changes. */
export function liveStatus(control: LiveDataControl): LiveStatus {
  if (!control.isEnabled) return 'disabled'
  return control.occupancyChangesLastHour > 0 ? 'active' : 'static'
}

export interface LiveRow {
  control: LiveDataControl
  name: string
  status: LiveStatus
  /** lotId and name in lower case, for the search. */
  haystack: string
  updatedAt: number
}

export function toRows(controls: readonly LiveDataControl[]): LiveRow[] {
  return controls.map((control) => {
    const name = lotName(control.lotId)
    const updatedAt = Date.parse(control.lastUpdated)
    return {
      control,
      name,
      status: liveStatus(control),
      haystack: `${control.lotId}\n${name}`.toLowerCase(),
      updatedAt: Number.isNaN(updatedAt) ? 0 : updatedAt,
    }
  })
}

export function countByStatus(rows: readonly LiveRow[]): Record<LiveStatus, number> {
  const counts: Record<LiveStatus, number> = { active: 0, static: 0, disabled: 0 }
  for (const row of rows) counts[row.status]++
  return counts
}

export function filterRows(rows: readonly LiveRow[], status: LiveStatus | '', search: string): LiveRow[] {
  const needle = search.trim().toLowerCase()
  return rows.filter(
    (row) => (status === '' || row.status === status) && (needle === '' || row.haystack.includes(needle)),
  )
}

const STATUS_ORDER: Record<LiveStatus, number> = { active: 0, static: 1, disabled: 2 }

const COMPARE: Record<LiveDataSortField, (a: LiveRow, b: LiveRow) => number> = {
  lotId: (a, b) => compareText(a.control.lotId, b.control.lotId),
  name: (a, b) => compareText(a.name, b.name),
  status: (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status],
  lastUpdated: (a, b) => a.updatedAt - b.updatedAt,
  changes: (a, b) => a.control.occupancyChangesLastHour - b.control.occupancyChangesLastHour,
  maxChange: (a, b) => a.control.maxChangeLastHour - b.control.maxChangeLastHour,
  dataPoints: (a, b) => a.control.dataPointsLastHour - b.control.dataPointsLastHour,
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Sorted by the column, ties by lot id ascending, so the order is stable whichever way. */
export function sortRows(rows: readonly LiveRow[], sortBy: LiveDataSortField, sortOrder: SortOrder): LiveRow[] {
  const compare = COMPARE[sortBy]
  const sign = sortOrder === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => sign * compare(a, b) || compareText(a.control.lotId, b.control.lotId))
}
