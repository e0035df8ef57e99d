import { useState, type ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import Modal from 'react-bootstrap/Modal'
import { ApiError } from '../../api/http'
import { validateLotJson } from '../../api/lotValidation'
import { updateParkingLot } from '../../api/parkingLots'
import type { ParkingLot } from '../../api/types'
import { NOT_AVAILABLE, spacesOr, textOr } from './lotDetails'
import { ParkingTypeBadge } from './ParkingTypeBadge'

// The details modal of SPEC sections 2 and 4: view mode, Edit for raw JSON, Save
// (validate, then PUT the whole lot), Cancel. Edits are never dropped without asking.

const SAVE_FAILED_MESSAGE = 'Failed to update parking lot'
const SAVED_MESSAGE = 'Parking lot updated successfully!'
const MAX_EDITOR_ROWS = 24

/** The lot's own fields as JSON: its feedback comes from the app's events, and a save ignores it. */
function lotJson(lot: ParkingLot): string {
  const { feedback: _feedback, ...fields } = lot
  return JSON.stringify(fields, null, 2)
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 text-secondary fw-normal">{label}</dt>
      <dd className="col-sm-8 text-break">{children}</dd>
    </>
  )
}

interface LotModalProps {
  lot: ParkingLot
  /** The lot as the server saved it. */
  onSaved: (lot: ParkingLot) => void
  /** The modal has finished closing; the parent unmounts it, which resets its edit state. */
  onClosed: () => void
}

export function LotModal({ lot: openedLot, onSaved, onClosed }: LotModalProps) {
  const [show, setShow] = useState(true)
  const [lot, setLot] = useState(openedLot)
  /** The editor's text; null in view mode. */
  const [draft, setDraft] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [warning, setWarning] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  /** Which step is waiting for "Discard changes": closing the modal or cancelling the edit. */
  const [confirming, setConfirming] = useState<'close' | 'cancel' | null>(null)

  const json = lotJson(lot)
  const dirty = draft !== null && draft !== json

  const startEditing = () => {
    setDraft(json)
    setSaved(false)
    setProblem(null)
    setWarning(null)
  }
  const stopEditing = () => {
    setDraft(null)
    setProblem(null)
    setWarning(null)
    setConfirming(null)
  }
  const requestClose = () => {
    if (saving) return
    if (dirty) setConfirming('close')
    else setShow(false)
  }
  const requestCancel = () => {
    if (dirty) setConfirming('cancel')
    else stopEditing()
  }
  const discard = () => {
    if (confirming === 'close') setShow(false)
    else stopEditing()
  }

  const save = async (text: string) => {
    const checked = validateLotJson(text)
    if (!checked.ok) {
      setProblem(checked.message)
      setWarning(null)
      return
    }
    setProblem(null)
    // SPEC section 5: another geometry type is only a warning; the lot is saved anyway.
    setWarning(checked.warnings.join(' ') || null)
    setSaving(true)
    try {
      const answer = await updateParkingLot(lot._id, checked.lot)
      setLot(answer)
      setDraft(null)
      setSaved(true)
      onSaved(answer)
    } catch (error) {
      // The editor keeps the text as it is, so the edit can be fixed and saved again.
      setProblem(error instanceof ApiError ? (error.serverMessage ?? error.message) : SAVE_FAILED_MESSAGE)
    } finally {
      setSaving(false)
    }
  }

  const editorRows = draft === null ? 0 : Math.min(draft.split('\n').length, MAX_EDITOR_ROWS)

  return (
    <Modal show={show} onHide={requestClose} onExited={onClosed} size="lg" scrollable aria-labelledby="lot-modal-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" id="lot-modal-title" className="h5 text-break">
          {textOr(lot.name, NOT_AVAILABLE)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {saved && <Alert variant="success">{SAVED_MESSAGE}</Alert>}
        {problem && <Alert variant="danger">{problem}</Alert>}
        {warning && <Alert variant="warning">{warning}</Alert>}
        {draft === null ? (
          <>
            <dl className="row mb-3">
              <Field label="Lot ID">{textOr(lot.lotId, NOT_AVAILABLE)}</Field>
              <Field label="Database ID">{textOr(lot._id, NOT_AVAILABLE)}</Field>
              <Field label="Address">{textOr(lot.address, NOT_AVAILABLE)}</Field>
              <Field label="Type">
                <ParkingTypeBadge type={lot.parking_type} />
              </Field>
              <Field label="Spaces">{spacesOr(lot.spaces, NOT_AVAILABLE)}</Field>
              <Field label="Owner">{textOr(lot.owner, NOT_AVAILABLE)}</Field>
            </dl>
            <h3 className="h6">JSON</h3>
            <pre className="bg-body-tertiary border rounded p-2 small mb-0" style={{ maxHeight: '40vh' }} tabIndex={0} aria-label="Parking lot JSON">
              {json}
            </pre>
          </>
        ) : (
          <Form.Group controlId="lot-json-editor">
            <Form.Label>Raw JSON</Form.Label>
            <Form.Control
              as="textarea"
              className="font-monospace small"
              rows={editorRows}
              spellCheck={false}
              autoFocus
              value={draft}
              readOnly={saving}
              isInvalid={problem !== null}
              onChange={(event) => setDraft(event.target.value)}
            />
          </Form.Group>
        )}
      </Modal.Body>
      <Modal.Footer>
        {confirming ? (
          <div role="alertdialog" aria-labelledby="lot-modal-discard" className="d-flex flex-wrap align-items-center justify-content-end gap-2 w-100">
            <span id="lot-modal-discard" className="me-auto">
              You have unsaved changes. Discard them?
            </span>
            <Button variant="outline-secondary" autoFocus onClick={() => setConfirming(null)}>
              Keep editing
            </Button>
            <Button variant="danger" onClick={discard}>
              Discard changes
            </Button>
          </div>
        ) : draft === null ? (
          <Button variant="primary" onClick={startEditing}>
            Edit
          </Button>
        ) : (
          <>
            <Button variant="outline-secondary" onClick={requestCancel} disabled={saving}>
              Cancel
            </Button>
            <Button variant="primary" onClick={() => void save(draft)} disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </>
        )}
      </Modal.Footer>
    </Modal>
  )
}
