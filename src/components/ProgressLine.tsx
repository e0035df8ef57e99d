import type { Ref } from 'react'
import Button from 'react-bootstrap/Button'
import ProgressBar from 'react-bootstrap/ProgressBar'

interface ProgressLineProps {
  /** What is done so far, in words: 'Exporting 200 of 1,000 rows'. */
  label: string
  percent: number
  onCancel: () => void
  /** Cancel was pressed and what is under way is finishing. */
  cancelling?: boolean
  cancelRef?: Ref<HTMLButtonElement>
}

/** A long run's progress bar, its words beside it, and Cancel. */
export function ProgressLine({ label, percent, onCancel, cancelling = false, cancelRef }: ProgressLineProps) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2" style={{ minWidth: 'min(100%, 20rem)' }}>
      {/* As a child bar: only a child's props reach the element with role=progressbar. */}
      <ProgressBar className="flex-grow-1" style={{ minWidth: '8rem' }}>
        <ProgressBar now={percent} aria-label={label} aria-valuetext={label} />
      </ProgressBar>
      <span className="small text-body-secondary text-nowrap" aria-hidden="true">
        {label}
      </span>
      <Button ref={cancelRef} variant="outline-secondary" size="sm" onClick={onCancel} disabled={cancelling}>
        {cancelling ? 'Cancelling...' : 'Cancel'}
      </Button>
    </div>
  )
}
