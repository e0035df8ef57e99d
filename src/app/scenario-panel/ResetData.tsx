import { useState } from 'react'
import Button from 'react-bootstrap/Button'
import Modal from 'react-bootstrap/Modal'
import type { ScenarioControl } from '../ScenarioNotice'

/** 'Reset data': asks first, in a dialog, then throws the stored edits away and has the screen ask again. */
export function ResetData({ control, onDone }: { control: ScenarioControl; onDone: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')

  async function reset() {
    setBusy(true)
    try {
      setMessage(await control.resetData())
      onDone()
    } catch (error) {
      setMessage(`Reset data failed: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }

  return (
    <>
      <Button variant="outline-danger" onClick={() => setConfirming(true)}>
        Reset data...
      </Button>
      <p role="status" className="small mb-0 mt-2">
        {message}
      </p>
      <Modal show={confirming} onHide={() => setConfirming(false)} centered aria-labelledby="reset-data-title">
        <Modal.Header closeButton>
          <Modal.Title as="h2" id="reset-data-title" className="h5">
            Reset data?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          Every lot edit, live-data toggle and version bump stored in this browser for seed {control.seed} is thrown away, and the seeded world comes back. This cannot be undone.
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void reset()} disabled={busy}>
            {busy ? 'Resetting...' : 'Reset data'}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  )
}
