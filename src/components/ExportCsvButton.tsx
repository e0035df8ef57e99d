import { useEffect, useRef, useState } from 'react'
import Button from 'react-bootstrap/Button'
import { EXPORT_PAGE_SIZE } from '@/api/analytics'
import { exportFileName, toCsv } from '@/lib/csv'
import { exportAllPages, type FetchedPage } from '@/lib/exportPages'
import { formatExact } from '@/lib/format'
import { csvColumns, type Column } from './DataTable'
import { errorText } from './PagedList'
import { ProgressLine } from './ProgressLine'

/** Pages asked for at once: enough to hide each call's round trip, few enough not to crowd the server. */
const EXPORT_CONCURRENCY = 4

type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number }
  | { phase: 'done'; rows: number; filename: string }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string }

interface ExportCsvButtonProps<T> {
  /** The list, first in the file's name: 'search-events'. */
  name: string
  /** The filters applied, named in the file's name when set: [['type', 'address'], ['user', '']]. */
  filters?: ReadonlyArray<readonly [name: string, value: string]>
  /** The table's columns: the file has the same ones. */
  columns: ReadonlyArray<Column<T>>
  /** One page of the list with the filters shown on screen. */
  fetchPage: (page: number, limit: number) => Promise<FetchedPage<T>>
  rowKey: (row: T) => string
  /** Nothing to export (no rows match). */
  disabled?: boolean
}

/** Hands a file to the browser's downloads. The BOM tells spreadsheets the text is UTF-8. */
function download(parts: string[], filename: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', ...parts], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  // The download has started from the link; the object URL can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

function today(): string {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * 'Export CSV': every row that matches the list's filters (not only the page shown), by
 * paging through the list's own call, with a progress bar and Cancel while it runs.
 */
export function ExportCsvButton<T>({
  name,
  filters = [],
  columns,
  fetchPage,
  rowKey,
  disabled = false,
}: ExportCsvButtonProps<T>) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' })
  const running = useRef<AbortController | null>(null)
  // Leaving the screen cancels an export under way.
  useEffect(() => () => running.current?.abort(), [])

  const start = async () => {
    const controller = new AbortController()
    running.current = controller
    const filename = exportFileName(name, filters, today())
    setState({ phase: 'running', done: 0, total: 0 })
    let written = 0
    try {
      const fields = csvColumns(columns)
      const header = fields.map((field) => field.header)
      const parts = await exportAllPages({
        fetchPage,
        pageSize: EXPORT_PAGE_SIZE,
        concurrency: EXPORT_CONCURRENCY,
        signal: controller.signal,
        rowKey,
        toCsv: (rows) => toCsv(rows.map((row) => fields.map((field) => field.csv(row)))),
        onProgress: (done, total) => {
          written = done
          setState({ phase: 'running', done, total })
        },
      })
      download([toCsv([], header), ...parts], filename)
      setState({ phase: 'done', rows: written, filename })
    } catch (error) {
      if (controller.signal.aborted) setState({ phase: 'cancelled' })
      else setState({ phase: 'failed', message: errorText(error) })
    } finally {
      running.current = null
    }
  }

  if (state.phase === 'running') {
    const percent = state.total > 0 ? Math.round((state.done / state.total) * 100) : 0
    const label = `Exporting ${formatExact(state.done)} of ${state.total > 0 ? formatExact(state.total) : '…'} rows`
    return <ProgressLine label={label} percent={percent} onCancel={() => running.current?.abort()} />
  }

  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <Button variant="outline-primary" size="sm" onClick={() => void start()} disabled={disabled}>
        Export CSV
      </Button>
      <span role="status" className={`small ${state.phase === 'failed' ? 'text-danger' : 'text-body-secondary'}`}>
        {state.phase === 'done' && `Exported ${formatExact(state.rows)} rows to ${state.filename}`}
        {state.phase === 'cancelled' && 'Export cancelled'}
        {state.phase === 'failed' && `Export failed: ${state.message}`}
      </span>
    </div>
  )
}
