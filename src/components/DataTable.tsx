import { memo, type ReactNode } from 'react'
import Table from 'react-bootstrap/Table'
import type { CsvValue } from '@/lib/csv'
import { useFirstRowsFirst } from './useFirstRowsFirst'

/** One column of a list: its header, how a row shows in it, and its value in a CSV export. */
export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  /** Plain text or a number; timestamps as ISO. */
  csv: (row: T) => CsvValue
  /** The export's header when the plain value needs its unit named: 'Session duration (s)'. */
  csvHeader?: string
  /** Fields the cell shows beside its main value that the export writes as columns of their own, after this one. */
  csvExtra?: ReadonlyArray<{ header: string; csv: (row: T) => CsvValue }>
  /** A fixed width (the columns without one share the rest). */
  width?: string
  className?: string
}

interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string
  columns: ReadonlyArray<Column<T>>
  rows: T[]
  rowKey: (row: T) => string
  /** The rows shown are the previous page's while the next one loads. */
  stale?: boolean
  /** Below this width the table scrolls sideways in its own box rather than squeezing the text. */
  minWidth?: string
}

// Rows are memoised on their object: a re-render of the page (a filter being typed, the
// export's progress) does not touch them; a new answer brings new objects and new rows.
const Row = memo(function Row<T>({ row, columns }: { row: T; columns: ReadonlyArray<Column<T>> }) {
  return (
    <tr>
      {columns.map((column) => (
        <td key={column.header} className={column.className}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  )
}) as <T>(props: { row: T; columns: ReadonlyArray<Column<T>> }) => ReactNode

/**
 * A list's rows as a table with a fixed layout (column widths from the header: a new page
 * lays out fast and the columns stay put). Text wraps in its cell; on a phone the table
 * scrolls sideways in its box, never widening the page.
 */
/** The export's columns: each column's value, then the extra fields its cell shows. */
export function csvColumns<T>(columns: ReadonlyArray<Column<T>>): Array<{ header: string; csv: (row: T) => CsvValue }> {
  return columns.flatMap((column) => [
    { header: column.csvHeader ?? column.header, csv: column.csv },
    ...(column.csvExtra ?? []),
  ])
}

export function DataTable<T>({ label, columns, rows, rowKey, stale = false, minWidth = '48rem' }: DataTableProps<T>) {
  const shown = useFirstRowsFirst(rows)
  return (
    // position-relative keeps visually hidden text inside the scroll box (see ParkingLotsTable).
    <div className="table-responsive position-relative">
      <Table
        hover
        className={`align-middle ${stale ? 'opacity-50' : ''}`}
        style={{ tableLayout: 'fixed', minWidth }}
        aria-label={label}
        aria-busy={stale}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className} style={{ width: column.width }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <Row key={rowKey(row)} row={row} columns={columns} />
          ))}
        </tbody>
      </Table>
    </div>
  )
}
