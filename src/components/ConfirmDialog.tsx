import type { ReactNode } from 'react'
import Button from 'react-bootstrap/Button'
import Modal from 'react-bootstrap/Modal'

interface ConfirmDialogProps {
  show: boolean
  /** The question: 'Disable live data for 85 lots?'. */
  title: string
  /** What answering yes does, in words. */
  children: ReactNode
  /** The explicit yes: 'Update to version 41', never a bare 'OK'. */
  confirmLabel: string
  confirmVariant?: 'primary' | 'danger' | 'success'
  onConfirm: () => void
  onCancel: () => void
  /** Whether the focus goes back to where it was when the dialog has closed; false when the caller moves it on. */
  restoreFocus?: boolean
  /** The dialog has finished closing. */
  onExited?: () => void
}

/**
 * Asks before an action that reaches every user of the app. Cancel, Escape and the ×
 * send nothing; the focus starts on Cancel, the safe answer, and goes back to the button
 * that opened the dialog when it closes (unless the caller moves it on).
 */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
  restoreFocus = true,
  onExited,
}: ConfirmDialogProps) {
  return (
    <Modal
      show={show}
      onHide={onCancel}
      onExited={onExited}
      restoreFocus={restoreFocus}
      aria-labelledby="confirm-dialog-title"
      centered
    >
      <Modal.Header closeButton>
        <Modal.Title as="h2" id="confirm-dialog-title" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- inside the dialog, on the question just asked */}
        <Button variant="outline-secondary" autoFocus onClick={onCancel}>
          Cancel
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  )
}
