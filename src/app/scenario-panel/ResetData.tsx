import { useReducer } from 'react'
import Button from 'react-bootstrap/Button'
import Modal from 'react-bootstrap/Modal'
import type { ScenarioControl } from '@/app/ScenarioNotice'
import { RESET_IDLE, resetReducer } from './panelState'

/** 'Reset data': asks first, in a dialog, then throws the stored edits away and has the screen ask again. */
export function ResetData({ control, onDone }: { control: ScenarioControl; onDone: () => void }) {
  const [{ step, message }, dispatch] = useReducer(resetReducer, RESET_IDLE)
  const resetting = step.name === 'resetting'

  async function reset() {
    dispatch({ type: 'confirmed' })
    try {
      dispatch({ type: 'finished', message: await control.resetData() })
      onDone()
    } catch (error) {
      dispatch({
        type: 'finished',
        message: `Reset data failed: ${error instanceof Error ? error.message : String(error)}`,
      })
    }
  }

  return (
    <>
      <Button variant="outline-danger" onClick={() => dispatch({ type: 'asked' })}>
        Reset data...
      </Button>
      <p role="status" className="small mb-0 mt-2">
        {message}
      </p>
      <Modal
        show={step.name === 'asking' || (resetting && step.dialogOpen)}
        onHide={() => dispatch({ type: 'dismissed' })}
        centered
        aria-labelledby="reset-data-title"
      >
        <Modal.Header closeButton>
          <Modal.Title as="h2" id="reset-data-title" className="h5">
            Reset data?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          Every lot edit, live-data toggle and version bump stored in this browser for seed {control.seed} is thrown
          away, and the seeded world comes back. This cannot be undone.
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => dispatch({ type: 'dismissed' })}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void reset()} disabled={resetting}>
            {resetting ? 'Resetting...' : 'Reset data'}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  )
}
