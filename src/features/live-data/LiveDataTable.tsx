import { memo, useLayoutEffect, useRef } from 'react'
import Table from 'react-bootstrap/Table'
import type { SortOrder } from '@/api/types'
import { LotIdLink } from '@/components/EntityLinks'
import { GradedValue } from '@/components/GradeBadge'
import { CompactFields, tableMinWidth, type CompactColumn } from '@/components/DataTable'
import { RelativeTime } from '@/components/RelativeTime'
import { ScrollBox } from '@/components/ScrollBox'
import { SortHeader } from '@/components/SortHeader'
import { SortSelect, type SortField } from '@/components/SortSelect'
import { useFirstRowsFirst } from '@/components/useFirstRowsFirst'
import { PHONE_QUERY, useMediaQuery } from '@/components/useMediaQuery'
import { Words } from '@/components/Words'
import { formatExact, formatPercent } from '@/lib/format'
import { changesPerHourGrade, maxChangeGrade } from '@/lib/thresholds'
import type { LiveDataSortField } from './listParams'
import type { LiveRow } from './liveRows'
import { StatusBadge } from './StatusBadge'

// One page of rows (up to 100) out of the whole list. Each row is memoised on its control
// and its busy flag, so a toggle re-renders one row, not the page. For a role that may not
// switch live data the rows have neither box nor toggle: the status says the state in words,
// and one note above the list says why (docs/product.md#roles).

// Each fixed width holds its column's longest value and its header, on two lines at most
// (docs/product.md#tables-and-lists); the location shares the rest.
// The kind says how a phone's sort select words each way (SortSelect).
const COLUMNS: ReadonlyArray<SortField<LiveDataSortField> & { className?: string; width?: string }> = [
  { field: 'lotId', label: 'Lot ID', kind: 'text', width: '7rem' },
  { field: 'name', label: 'Location', kind: 'text' },
  { field: 'status', label: 'Status', kind: 'text', width: '7rem' },
  { field: 'lastUpdated', label: 'Last Updated', kind: 'time', width: '8rem' },
  { field: 'changes', label: 'Changes/Hour', kind: 'count', width: '10.5rem' },
  { field: 'maxChange', label: 'Max Change %', kind: 'amount', width: '11rem' },
  { field: 'dataPoints', label: 'Data Points', kind: 'count', className: 'text-end', width: '7rem' },
]

/** The table's sort headers as a phone's select gives them (LiveLotsList). */
export function LiveSortSelect(props: {
  sortBy: LiveDataSortField
  sortOrder: SortOrder
  onChange: (sortBy: LiveDataSortField, sortOrder: SortOrder) => void
}) {
  return <SortSelect id="live-data-sort" fields={COLUMNS} {...props} />
}
const ACTION_WIDTH = '8rem'
/** The selection's box, first, so that it is in view on a phone before the table scrolls. */
const SELECT_WIDTH = '2.75rem'
/** Below this the table scrolls sideways in its own box: the fixed columns, and the location's 12rem. */
const TABLE_MIN_WIDTH = tableMinWidth([{ width: SELECT_WIDTH }, ...COLUMNS, { width: ACTION_WIDTH }])
/** The same without the box and the action, as a role that may not switch live data sees it. */
const READ_ONLY_MIN_WIDTH = tableMinWidth(COLUMNS)

/** The last hour's figures of a lot: the table's columns after its status, the phone's fields. */
const FIGURES: ReadonlyArray<CompactColumn<LiveRow> & { className?: string }> = [
  { header: 'Last Updated', cell: ({ control }) => <RelativeTime timestamp={control.lastUpdated} /> },
  {
    header: 'Changes/Hour',
    cell: ({ control }) => (
      <GradedValue
        value={formatExact(control.occupancyChangesLastHour)}
        grade={changesPerHourGrade(control.occupancyChangesLastHour)}
      />
    ),
  },
  {
    header: 'Max Change %',
    cell: ({ control }) => (
      <GradedValue value={formatPercent(control.maxChangeLastHour)} grade={maxChangeGrade(control.maxChangeLastHour)} />
    ),
  },
  { header: 'Data Points', className: 'text-end', cell: ({ control }) => formatExact(control.dataPointsLastHour) },
]

interface LotRowProps {
  row: LiveRow
  busy: boolean
  selected: boolean
  /** The row's box and toggle are offered. */
  writable: boolean
  onToggle: (lotId: string) => void
  onSelect: (lotId: string, selected: boolean) => void
}

function SelectBox({
  row,
  selected,
  onSelect,
  className = '',
}: Pick<LotRowProps, 'row' | 'selected' | 'onSelect'> & { className?: string }) {
  const { lotId } = row.control
  return (
    <input
      type="checkbox"
      className={`form-check-input ${className}`}
      checked={selected}
      aria-label={`Select ${lotId}`}
      onChange={(event) => onSelect(lotId, event.target.checked)}
    />
  )
}

function ToggleButton({ row, busy, onToggle }: Pick<LotRowProps, 'row' | 'busy' | 'onToggle'>) {
  const { control } = row
  const action = control.isEnabled ? 'Disable' : 'Enable'
  return (
    // Bootstrap's button classes on a plain button: a page shows up to 100 of these.
    <button
      type="button"
      className={`btn btn-sm flex-shrink-0 ${control.isEnabled ? 'btn-outline-danger' : 'btn-outline-success'}`}
      disabled={busy}
      aria-label={busy ? `Toggling ${control.lotId}` : `${action} ${control.lotId}`}
      onClick={() => onToggle(control.lotId)}
    >
      {busy ? 'Toggling...' : action}
    </button>
  )
}

/** A location the console has no name for reads in the secondary colour. */
const nameClass = (row: LiveRow) => (row.name === 'Unknown Location' ? 'text-body-secondary' : '')

const LotRow = memo(function LotRow({ row, busy, selected, writable, onToggle, onSelect }: LotRowProps) {
  return (
    <tr className={selected ? 'table-active' : undefined}>
      {writable && (
        <td>
          <SelectBox row={row} selected={selected} onSelect={onSelect} />
        </td>
      )}
      <td className="text-nowrap">
        <LotIdLink lotId={row.control.lotId} />
      </td>
      <td className={nameClass(row) || undefined}>
        <Words text={row.name} />
      </td>
      <td>
        <StatusBadge status={row.status} />
      </td>
      {FIGURES.map((figure) => (
        <td key={figure.header} className={figure.className}>
          {figure.cell(row)}
        </td>
      ))}
      {/* Kept in view at the box's right edge while the other columns scroll. */}
      {writable && (
        <td className="sticky-end">
          <ToggleButton row={row} busy={busy} onToggle={onToggle} />
        </td>
      )}
    </tr>
  )
})

/**
 * A lot on a phone, where the table's nine columns would scroll: its box, its ID, location
 * and status, its figures flowing as text under them, and its action beside it all.
 */
const LotCompactRow = memo(function LotCompactRow({ row, busy, selected, writable, onToggle, onSelect }: LotRowProps) {
  return (
    <li className="compact-row border-bottom d-flex align-items-start gap-2">
      {writable && <SelectBox row={row} selected={selected} onSelect={onSelect} className="mt-1 flex-shrink-0" />}
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <div className="d-flex flex-wrap align-items-baseline column-gap-2">
          <LotIdLink lotId={row.control.lotId} />
          <span className={`fw-semibold ${nameClass(row)}`}>
            <Words text={row.name} />
          </span>
          <StatusBadge status={row.status} />
        </div>
        <CompactFields columns={FIGURES} row={row} />
      </div>
      {writable && <ToggleButton row={row} busy={busy} onToggle={onToggle} />}
    </li>
  )
})

interface LiveDataTableProps {
  rows: LiveRow[]
  busy: ReadonlySet<string>
  selected: ReadonlySet<string>
  /** Boxes and toggles are offered: the role may switch live data. */
  writable: boolean
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
  writable,
  sortBy,
  sortOrder,
  onSort,
  onToggle,
  onSelect,
  onSelectShown,
}: LiveDataTableProps) {
  const shownRows = useFirstRowsFirst(rows)
  const phone = useMediaQuery(PHONE_QUERY)
  // A phone's compact rows or the table's rows: the same props, a toggle re-rendering only its own.
  const Row = phone ? LotCompactRow : LotRow
  const rowsShown = shownRows.map((row) => (
    <Row
      key={row.control.lotId}
      row={row}
      busy={busy.has(row.control.lotId)}
      selected={selected.has(row.control.lotId)}
      writable={writable}
      onToggle={onToggle}
      onSelect={onSelect}
    />
  ))
  if (phone)
    return (
      <>
        {writable && (
          <div className="form-check mb-2">
            <SelectShownBox rows={rows} selected={selected} onChange={onSelectShown} />
            <span className="form-check-label small" aria-hidden="true">
              Select all {rows.length} shown
            </span>
          </div>
        )}
        <ul className="list-unstyled border-top mb-3" aria-label="Live data controls">
          {rowsShown}
        </ul>
      </>
    )
  return (
    <ScrollBox label="Live data controls" className="mb-3">
      <Table
        hover
        className="align-middle mb-0"
        style={{ tableLayout: 'fixed', minWidth: writable ? TABLE_MIN_WIDTH : READ_ONLY_MIN_WIDTH }}
        aria-label="Live data controls"
      >
        <thead>
          <tr>
            {writable && (
              <th scope="col" style={{ width: SELECT_WIDTH }}>
                <span className="visually-hidden">Selected</span>
                <SelectShownBox rows={rows} selected={selected} onChange={onSelectShown} />
              </th>
            )}
            {COLUMNS.map((column) => (
              <SortHeader key={column.field} {...column} sortBy={sortBy} sortOrder={sortOrder} onSort={onSort} />
            ))}
            {writable && (
              <th scope="col" className="sticky-end" style={{ width: ACTION_WIDTH }}>
                Action
              </th>
            )}
          </tr>
        </thead>
        <tbody>{rowsShown}</tbody>
      </Table>
    </ScrollBox>
  )
}
