import { memo, useLayoutEffect, useRef } from 'react'
import Table from 'react-bootstrap/Table'
import type { SortOrder } from '@/api/types'
import { LotIdLink } from '@/components/EntityLinks'
import { GradedValue } from '@/components/GradeBadge'
import { tableMinWidth } from '@/components/DataTable'
import { RelativeTime } from '@/components/RelativeTime'
import { SortHeader } from '@/components/SortHeader'
import { useFirstRowsFirst } from '@/components/useFirstRowsFirst'
import { Words } from '@/components/Words'
import { formatExact, formatPercent } from '@/lib/format'
import { changesPerHourGrade, maxChangeGrade } from '@/lib/thresholds'
import type { LiveDataSortField } from './listParams'
import type { LiveRow } from './liveRows'
import { StatusBadge } from './StatusBadge'

// One page of rows (up to 100) out of the whole list. Each row is memoised on its control
// and its busy flag, so a toggle re-renders one row, not the page.

// Each fixed width holds its column's longest value and its header, on two lines at most
// (docs/product.md#tables-and-lists); the location shares the rest.
const COLUMNS: ReadonlyArray<{ field: LiveDataSortField; label: string; className?: string; width?: string }> = [
  { field: 'lotId', label: 'Lot ID', width: '7rem' },
  { field: 'name', label: 'Location' },
  { field: 'status', label: 'Status', width: '7rem' },
  { field: 'lastUpdated', label: 'Last Updated', width: '8rem' },
  { field: 'changes', label: 'Changes/Hour', width: '10.5rem' },
  { field: 'maxChange', label: 'Max Change %', width: '11rem' },
  { field: 'dataPoints', label: 'Data Points', className: 'text-end', width: '7rem' },
]
const ACTION_WIDTH = '8rem'
/** The selection's box, first, so that it is in view on a phone before the table scrolls. */
const SELECT_WIDTH = '2.75rem'
/** Below this the table scrolls sideways in its own box: the fixed columns, and the location's 12rem. */
const TABLE_MIN_WIDTH = tableMinWidth([{ width: SELECT_WIDTH }, ...COLUMNS, { width: ACTION_WIDTH }])

const LotRow = memo(function LotRow({
  row,
  busy,
  selected,
  onToggle,
  onSelect,
}: {
  row: LiveRow
  busy: boolean
  selected: boolean
  onToggle: (lotId: string) => void
  onSelect: (lotId: string, selected: boolean) => void
}) {
  const { control } = row
  const action = control.isEnabled ? 'Disable' : 'Enable'
  return (
    <tr className={selected ? 'table-active' : undefined}>
      <td>
        <input
          type="checkbox"
          className="form-check-input"
          checked={selected}
          aria-label={`Select ${control.lotId}`}
          onChange={(event) => onSelect(control.lotId, event.target.checked)}
        />
      </td>
      <td className="text-nowrap">
        <LotIdLink lotId={control.lotId} />
      </td>
      <td className={row.name === 'Unknown Location' ? 'text-body-secondary' : undefined}>
        <Words text={row.name} />
      </td>
      <td>
        <StatusBadge status={row.status} />
      </td>
      <td>
        <RelativeTime timestamp={control.lastUpdated} />
      </td>
      <td>
        <GradedValue
          value={formatExact(control.occupancyChangesLastHour)}
          grade={changesPerHourGrade(control.occupancyChangesLastHour)}
        />
      </td>
      <td>
        <GradedValue
          value={formatPercent(control.maxChangeLastHour)}
          grade={maxChangeGrade(control.maxChangeLastHour)}
        />
      </td>
      <td className="text-end">{formatExact(control.dataPointsLastHour)}</td>
      <td>
        {/* Bootstrap's button classes on a plain button: a page shows up to 100 of these. */}
        <button
          type="button"
          className={`btn btn-sm ${control.isEnabled ? 'btn-outline-danger' : 'btn-outline-success'}`}
          disabled={busy}
          aria-label={busy ? `Toggling ${control.lotId}` : `${action} ${control.lotId}`}
          onClick={() => onToggle(control.lotId)}
        >
          {busy ? 'Toggling...' : action}
        </button>
      </td>
    </tr>
  )
})

interface LiveDataTableProps {
  rows: LiveRow[]
  busy: ReadonlySet<string>
  selected: ReadonlySet<string>
  sortBy: LiveDataSortField
  sortOrder: SortOrder
  onSort: (field: LiveDataSortField) => void
  onToggle: (lotId: string) => void
  onSelect: (lotId: string, selected: boolean) => void
  /** Ticks or clears every row of the page. */
  onSelectShown: (selected: boolean) => void
}

/** 'Select all {n} shown': ticked when every row of the page is, mixed when some are. */
function SelectShownBox({
  rows,
  selected,
  onChange,
}: {
  rows: LiveRow[]
  selected: ReadonlySet<string>
  onChange: (selected: boolean) => void
}) {
  const ticked = rows.filter((row) => selected.has(row.control.lotId)).length
  const all = ticked > 0 && ticked === rows.length
  const box = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = ticked > 0 && !all
  }, [ticked, all])
  return (
    <input
      ref={box}
      type="checkbox"
      className="form-check-input"
      checked={all}
      aria-label={`Select all ${rows.length} shown`}
      onChange={(event) => onChange(event.target.checked)}
    />
  )
}

export function LiveDataTable({
  rows,
  busy,
  selected,
  sortBy,
  sortOrder,
  onSort,
  onToggle,
  onSelect,
  onSelectShown,
}: LiveDataTableProps) {
  const shownRows = useFirstRowsFirst(rows)
  return (
    // position-relative keeps the visually hidden texts inside the scroll box (see ParkingLotsTable).
    <div className="table-responsive position-relative mb-3">
      <Table
        hover
        className="align-middle mb-0"
        style={{ tableLayout: 'fixed', minWidth: TABLE_MIN_WIDTH }}
        aria-label="Live data controls"
      >
        <thead>
          <tr>
            <th scope="col" style={{ width: SELECT_WIDTH }}>
              <span className="visually-hidden">Selected</span>
              <SelectShownBox rows={rows} selected={selected} onChange={onSelectShown} />
            </th>
            {COLUMNS.map((column) => (
              <SortHeader key={column.field} {...column} sortBy={sortBy} sortOrder={sortOrder} onSort={onSort} />
            ))}
            <th scope="col" style={{ width: ACTION_WIDTH }}>
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {shownRows.map((row) => (
            <LotRow
              key={row.control.lotId}
              row={row}
              busy={busy.has(row.control.lotId)}
              selected={selected.has(row.control.lotId)}
              onToggle={onToggle}
              onSelect={onSelect}
            />
          ))}
        </tbody>
      </Table>
    </div>
  )
}
