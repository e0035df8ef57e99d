import { Fragment, memo, type ReactNode } from 'react'
import Table from 'react-bootstrap/Table'
import type { CsvValue } from '@/lib/csv'
import { useFirstRowsFirst } from './useFirstRowsFirst'
import { ScrollBox } from './ScrollBox'
import { PHONE_QUERY, useMediaQuery } from './useMediaQuery'
import './tables.css'

/**
 * The narrowest a column without a fixed width gets (docs/product.md#tables-and-lists):
 * room for a word of 20 characters, so free text (a query, an address, a comment) breaks
 * only between words. A narrower window scrolls the table sideways in its box instead.
 */
export const TEXT_COLUMN_MIN_WIDTH = '12rem'

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
  /**
   * A fixed width, wide enough for the column's longest value and its header (on two
   * lines at most): a time, an id, a label. The columns without one share the rest, each
   * at least TEXT_COLUMN_MIN_WIDTH.
   */
  width?: string
  className?: string
  /**
   * Where the value goes in a phone's compact row: its first line ('title', the row's
   * heading, and 'corner', beside it on the right, such as the time), a line of its own
   * ('line', for a description); otherwise it is one of the labelled fields below them.
   */
  compact?: 'title' | 'corner' | 'line'
  /** How the compact row shows the value, when not as the cell does. */
  compactCell?: (row: T) => ReactNode
}

/** What a phone's compact row needs of a column: a list without an export (CompactList) gives only this. */
export type CompactColumn<T> = Pick<Column<T>, 'header' | 'cell' | 'width' | 'compact' | 'compactCell'>

interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string
  columns: ReadonlyArray<Column<T>>
  rows: T[]
  rowKey: (row: T) => string
  /** The rows shown are the previous page's while the next one loads. */
  stale?: boolean
}

/** The export's columns: each column's value, then the extra fields its cell shows. */
export function csvColumns<T>(columns: ReadonlyArray<Column<T>>): Array<{ header: string; csv: (row: T) => CsvValue }> {
  return columns.flatMap((column) => [
    { header: column.csvHeader ?? column.header, csv: column.csv },
    ...(column.csvExtra ?? []),
  ])
}

/**
 * The table's narrowest width: its fixed columns and TEXT_COLUMN_MIN_WIDTH for each of the
 * others (a fixed layout shares what is left equally among them). Below it the table
 * scrolls sideways in its box rather than squeezing a column.
 */
export function tableMinWidth(columns: ReadonlyArray<{ width?: string }>): string {
  const widths = columns.map((column) => column.width ?? TEXT_COLUMN_MIN_WIDTH)
  return `calc(${widths.join(' + ')})`
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

/** A value of the compact row shown without its header: the header is still read out before it. */
function Unlabelled<T>({ column, row }: { column: CompactColumn<T>; row: T }) {
  return (
    <>
      <span className="visually-hidden">{`${column.header}: `}</span>
      {(column.compactCell ?? column.cell)(row)}
    </>
  )
}

/**
 * A compact row's fields, each its header and value, flowing as text (a space after each:
 * the line may break there). Exported for a list whose rows carry more than values (a
 * row's checkbox and action: the live-data lots on a phone).
 */
export function CompactFields<T>({ columns, row }: { columns: ReadonlyArray<CompactColumn<T>>; row: T }) {
  if (columns.length === 0) return null
  return (
    <dl className="compact-fields small">
      {columns.map((column) => (
        <Fragment key={column.header}>
          <div>
            <dt>{column.header}</dt>
            <dd>{(column.compactCell ?? column.cell)(row)}</dd>
          </div>{' '}
        </Fragment>
      ))}
    </dl>
  )
}

/**
 * One row on a phone: its heading and time on the first line, a description under them,
 * then every other field as its header and value, flowing as text.
 */
const CompactRow = memo(function CompactRow<T>({ row, columns }: { row: T; columns: ReadonlyArray<CompactColumn<T>> }) {
  const title = columns.find((column) => column.compact === 'title')
  const corner = columns.find((column) => column.compact === 'corner')
  // The short values first, then the free text: the lines fill up, and no short value is left on one of its own.
  const others = columns.filter((column) => column.compact === undefined)
  const fields = [...others.filter((column) => column.width), ...others.filter((column) => !column.width)]
  return (
    <li className="compact-row border-bottom">
      <div className="d-flex align-items-baseline gap-2">
        {title && (
          <div className="fw-semibold flex-grow-1" style={{ minWidth: 0 }}>
            <Unlabelled column={title} row={row} />
          </div>
        )}
        {corner && (
          <div className="small text-body-secondary ms-auto flex-shrink-0">
            <Unlabelled column={corner} row={row} />
          </div>
        )}
      </div>
      {columns
        .filter((column) => column.compact === 'line')
        .map((column) => (
          <div key={column.header} className="small">
            <Unlabelled column={column} row={row} />
          </div>
        ))}
      <CompactFields columns={fields} row={row} />
    </li>
  )
}) as <T>(props: { row: T; columns: ReadonlyArray<CompactColumn<T>> }) => ReactNode

/** A list's rows as a phone shows them: one compact row each (CompactRow). */
export function CompactList<T>({
  label,
  columns,
  rows,
  rowKey,
  stale = false,
}: Omit<DataTableProps<T>, 'columns' | 'rows'> & { columns: ReadonlyArray<CompactColumn<T>>; rows: readonly T[] }) {
  return (
    <ul className={`list-unstyled border-top mb-3 ${stale ? 'opacity-50' : ''}`} aria-label={label} aria-busy={stale}>
      {rows.map((row) => (
        <CompactRow key={rowKey(row)} row={row} columns={columns} />
      ))}
    </ul>
  )
}

/**
 * A list's rows as a table with a fixed layout (column widths from the header: a new page
 * lays out fast and the columns stay put). No column gets narrower than its content needs
 * (docs/product.md#tables-and-lists): below the sum of its columns' widths the table scrolls
 * sideways in its own box, never widening the page. On a phone the rows are a compact list
 * instead: every field of a row in a few short lines, its links as in the table.
 */
export function DataTable<T>({ label, columns, rows, rowKey, stale = false }: DataTableProps<T>) {
  const shown = useFirstRowsFirst(rows)
  const phone = useMediaQuery(PHONE_QUERY)
  if (phone) return <CompactList label={label} columns={columns} rows={shown} rowKey={rowKey} stale={stale} />
  return (
    <ScrollBox label={label}>
      <Table
        hover
        className={`align-middle ${stale ? 'opacity-50' : ''}`}
        style={{ tableLayout: 'fixed', minWidth: tableMinWidth(columns) }}
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
    </ScrollBox>
  )
}
