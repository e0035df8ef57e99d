import { lazy, Suspense } from 'react'
import Button from 'react-bootstrap/Button'
import Modal from 'react-bootstrap/Modal'
import type { LotModalProps } from './LotModal'

// The lot modal carries the lot editor (its form, react-hook-form and zod), about four times
// the rest of a parking-lot screen: its code loads when a modal first opens, so neither the
// list nor a lot's page downloads it before (docs/architecture.md#the-lot-editor). The first
// modal opens once it has come, a moment later on a slow line.

/** When the modal's code cannot be downloaded (offline): the screen stays, and says so. */
function ModalNotLoaded({ onClosed }: LotModalProps) {
  return (
    <Modal show onHide={onClosed} aria-labelledby="lot-modal-not-loaded">
      <Modal.Header closeButton>
        <Modal.Title as="h2" id="lot-modal-not-loaded" className="h5">
          The lot could not open
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>The lot editor could not load. Reload the page to try again.</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClosed}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  )
}

const LoadedLotModal = lazy(() =>
  import('./LotModal').then(
    (module) => ({ default: module.LotModal }),
    () => ({ default: ModalNotLoaded }),
  ),
)

/** The lot modal (LotModal.tsx for its props), its code loaded on first use. */
export function LotModal(props: LotModalProps) {
  return (
    <Suspense fallback={null}>
      <LoadedLotModal {...props} />
    </Suspense>
  )
}
