import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'

/** A failed load: what went wrong, and a Retry that tries again (solid: an outline button on the red alert is below 4.5:1). */
export function ErrorBlock({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span className="text-break">{message}</span>
      <Button variant="danger" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  )
}
