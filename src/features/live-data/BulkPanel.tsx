import { useLayoutEffect, useRef, useState } from 'react'
import Button from 'react-bootstrap/Button'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { ProgressLine } from '@/components/ProgressLine'
import { formatExact } from '@/lib/format'
import type { LiveRow } from './liveRows'
import {
  BULK_CONCURRENCY,
  type BulkAction,
  type BulkReport,
  type LotOutcome,
  type Outcome,
  type useBulkToggle,
} from './useBulkToggle'

// The bar over the lots table (docs/product.md#live-data-controls): how many lots are
// selected, 'Select all {n} matching the filter', 'Clear selection', and the bulk actions;
// then the run's progress with Cancel, and its report with Retry and Undo. The bar is there
// whatever is selected, so nothing moves under the pointer when the first box is ticked.

type BulkToggle = ReturnType<typeof useBulkToggle>

const VERB: Record<BulkAction, { label: string; running: string; past: string }> = {
  disable: { label: 'Disable', running: 'Disabling', past: 'disabled' },
  enable: { label: 'Enable', running: 'Enabling', past: 'enabled' },
}

const lots = (count: number) => `${formatExact(count)} ${count === 1 ? 'lot' : 'lots'}`

/** 'Disable live data: 82 done, 3 failed, 2 skipped (already disabled).' */
function reportSummary({ action, undo, cancelled, lots: outcomes }: BulkReport): string {
  const count = (outcome: Outcome) => outcomes.filter((lot) => lot.outcome === outcome).length
  const parts = [
    `${formatExact(count('done'))} done`,
    count('failed') > 0 && `${formatExact(count('failed'))} failed`,
    count('skipped') > 0 && `${formatExact(count('skipped'))} skipped (already ${VERB[action].past})`,
    count('not sent') > 0 && `${formatExact(count('not sent'))} not sent`,
  ].filter(Boolean)
  return `${VERB[action].label} live data${undo ? ' (undo)' : ''}${cancelled ? ', cancelled' : ''}: ${parts.join(', ')}.`
}

function LotIds({ title, lots: shown }: { title: string; lots: LotOutcome[] }) {
  if (shown.length === 0) return null
  return (
    <details className="small">
      <summary>
        {title} ({formatExact(shown.length)})
      </summary>
      <p className="mb-1">{shown.map((lot) => lot.lotId).join(', ')}</p>
    </details>
  )
}

function Report({ report, bulk }: { report: BulkReport; bulk: BulkToggle }) {
  const of = (outcome: Outcome) => report.lots.filter((lot) => lot.outcome === outcome)
  const failed = of('failed')
  const done = of('done')
  return (
    <>
      {failed.length > 0 && (
        <>
          <h3 className="h6 text-danger-emphasis mb-1">Failed</h3>
          <ul className="small mb-2">
            {failed.map((lot) => (
              <li key={lot.lotId}>
                {lot.lotId}: {lot.message}
              </li>
            ))}
          </ul>
        </>
      )}
      <LotIds title="Done" lots={done} />
      <LotIds title={`Skipped, already ${VERB[report.action].past}`} lots={of('skipped')} />
      <LotIds title="Not sent" lots={of('not sent')} />
      <div className="d-flex flex-wrap gap-2 mt-2">
        {failed.length > 0 && (
          <Button size="sm" variant="outline-primary" onClick={() => void bulk.retry()}>
            Retry failed ({formatExact(failed.length)})
          </Button>
        )}
        {!report.undo && done.length > 0 && (
          <Button size="sm" variant="outline-primary" onClick={() => void bulk.undo()}>
            Undo
          </Button>
        )}
        <Button size="sm" variant="outline-secondary" onClick={bulk.dismiss}>
          Close report
        </Button>
      </div>
    </>
  )
}

interface Asked {
  action: BulkAction
  open: boolean
  lotIds: string[]
  /** Of them, already in the action's state. */
  skipped: number
  /** Answered yes: the run has started. */
  confirmed?: boolean
}

interface BulkPanelProps {
  /** The lots selected (all of them match the filter shown). */
  selected: readonly LiveRow[]
  /** Lots matching the filter, on every page. */
  matching: number
  onSelectAllMatching: () => void
  onClearSelection: () => void
  bulk: BulkToggle
}

export function BulkPanel({ selected, matching, onSelectAllMatching, onClearSelection, bulk }: BulkPanelProps) {
  /** What is asked about, as it was when asked; kept while the dialog fades out, so its text stays. */
  const [dialog, setDialog] = useState<Asked | null>(null)
  const { state } = bulk
  const panel = useRef<HTMLDivElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const reportTitle = useRef<HTMLParagraphElement>(null)
  // Once the dialog has closed on its yes, the run's Cancel has the focus (the dialog keeps
  // it inside until then); once the run ends, its report does, unless the operator has gone
  // elsewhere meanwhile.
  const focusRun = () => {
    if (state.phase === 'running') cancelButton.current?.focus()
    else if (state.phase === 'report') reportTitle.current?.focus()
  }
  useLayoutEffect(() => {
    const focus = document.activeElement
    const withUs = !focus || focus === document.body || panel.current?.contains(focus)
    if (state.phase === 'report' && withUs) reportTitle.current?.focus()
  }, [state.phase])

  const count = selected.length
  const ask = (action: BulkAction) =>
    setDialog({
      action,
      open: true,
      lotIds: selected.map((row) => row.control.lotId),
      skipped: selected.filter((row) => row.control.isEnabled === (action === 'enable')).length,
    })
  const close = () => setDialog((asked) => asked && { ...asked, open: false })
  const confirm = () => {
    setDialog((asked) => asked && { ...asked, open: false, confirmed: true })
    onClearSelection()
    if (dialog) void bulk.start(dialog.action, dialog.lotIds)
  }

  return (
    <div ref={panel} className="mb-3">
      <div className="d-flex flex-wrap align-items-center gap-2 border rounded px-2 py-1">
        <span aria-live="polite" className="fw-semibold me-1">
          {count === 0 ? 'No lots selected' : `${lots(count)} selected`}
        </span>
        {count < matching && (
          <Button size="sm" variant="link" className="px-1" onClick={onSelectAllMatching}>
            Select all {formatExact(matching)} matching the filter
          </Button>
        )}
        {count > 0 && (
          <Button size="sm" variant="link" className="px-1" onClick={onClearSelection}>
            Clear selection
          </Button>
        )}
        <div className="d-flex flex-wrap gap-2 ms-auto">
          {(['disable', 'enable'] as const).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'disable' ? 'outline-danger' : 'outline-success'}
              disabled={count === 0 || bulk.running}
              onClick={() => ask(action)}
            >
              {VERB[action].label} live data
            </Button>
          ))}
        </div>
      </div>

      {state.phase === 'running' && (
        <div className="mt-2">
          <ProgressLine
            label={`${VERB[state.action].running} ${formatExact(state.done)} of ${formatExact(state.total)}…`}
            percent={state.total > 0 ? Math.round((state.done / state.total) * 100) : 100}
            onCancel={bulk.cancel}
            cancelling={state.cancelling}
            cancelRef={cancelButton}
          />
        </div>
      )}
      <section aria-label="Bulk report" className={state.phase === 'report' ? 'border rounded p-2 mt-2' : undefined}>
        {/* There before any report, so the report's summary is announced when it comes. */}
        <div role="status">
          {state.phase === 'report' && (
            <p ref={reportTitle} tabIndex={-1} className="fw-semibold mb-1">
              {reportSummary(state.report)}
            </p>
          )}
        </div>
        {state.phase === 'report' && <Report report={state.report} bulk={bulk} />}
      </section>

      {dialog && (
        <ConfirmDialog
          show={dialog.open}
          title={`${VERB[dialog.action].label} live data for ${lots(dialog.lotIds.length)}?`}
          confirmLabel={`${VERB[dialog.action].label} ${lots(dialog.lotIds.length)}`}
          confirmVariant={dialog.action === 'disable' ? 'danger' : 'success'}
          onConfirm={confirm}
          onCancel={close}
          restoreFocus={!dialog.confirmed}
          onExited={dialog.confirmed ? focusRun : undefined}
        >
          <p>
            {dialog.action === 'disable'
              ? 'Apps stop showing live occupancy for these lots until their live data is enabled again.'
              : 'Apps show live occupancy for these lots again.'}{' '}
            The toggles are sent {BULK_CONCURRENCY} at a time; you can cancel while they run, and undo them from the
            report.
          </p>
          {dialog.skipped > 0 && (
            <p className="mb-0">
              {lots(dialog.skipped)} {dialog.skipped === 1 ? 'is' : 'are'} already {VERB[dialog.action].past}: no
              request is sent for {dialog.skipped === 1 ? 'it' : 'them'}.
            </p>
          )}
        </ConfirmDialog>
      )}
    </div>
  )
}
