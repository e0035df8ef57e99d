import { useEffect, useRef, useState, type ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Modal from 'react-bootstrap/Modal'
import { useSWRConfig } from 'swr'
import { ApiError } from '@/api/http'
import { isRecord, sameJson } from '@/api/lotValidation'
import { getParkingLot, updateParkingLot } from '@/api/parkingLots'
import type { ParkingLot } from '@/api/types'
import { useWriteRefusal } from '@/auth/useRole'
import { MessageActionButton } from '@/components/MessageActionButton'
import { ReadOnlyNote } from '@/components/ReadOnlyNote'
import { UNDO_MS, useExpiry } from '@/components/useExpiry'
import { lotDiff } from './lotDiff'
import { LotEditor, lotFields, lotJson, useLotEditor } from './LotEditor'
import { NOT_AVAILABLE, spacesOr, textOr } from './lotDetails'
import { ParkingTypeBadge } from './ParkingTypeBadge'
import { parkingLotKey } from './useParkingLot'
import { isParkingLotsKey } from './useParkingLots'

// The details modal (docs/product.md#parking-lot-modal): view mode, Edit for the editor (a
// form and the raw JSON, LotEditor.tsx), Save (validate, read the lot again and stop if it
// changed on the server, then PUT the whole lot), Cancel. Edits are never dropped without
// asking: Close and Cancel ask first, and a reload or closing the tab asks the browser's way
// (beforeunload). A link elsewhere in the console is not held back: blocking in-app
// navigation (useBlocker) needs a data router, and the console uses BrowserRouter.
// A role that may not change lots gets the details only: no Edit, and the reason in its place
// (docs/product.md#roles), however the modal was asked to open.

const SAVE_FAILED_MESSAGE = 'Failed to update parking lot'
const SAVED_MESSAGE = 'Parking lot updated successfully!'
const UNDONE_MESSAGE = 'Save undone: the lot is back as it was before your save.'
const CONFLICT_MESSAGE = 'This lot was changed by someone else since you opened it'
const PROBLEM_ID = 'lot-modal-problem'
const NO_CHANGES_ID = 'lot-modal-no-changes'

/**
 * Why a PUT failed: the server's message, or 'Failed to update parking lot'
 * (docs/product.md#error-texts). A 403 is the role's refusal (docs/product.md#roles): its
 * message is the server's, or the client's words for it when the server sent none.
 */
function saveFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return SAVE_FAILED_MESSAGE
  if (error.status === 403) return error.message
  return error.serverMessage || SAVE_FAILED_MESSAGE
}

let nextUndoKey = 1

/** Changes in the editor's words, one a line (lotDiff.ts). */
function ChangeList({ title, changes }: { title: string; changes: string[] }) {
  return (
    <section aria-label={title} className="mb-3">
      <h3 className="h6">{title}</h3>
      <ul className="mb-0 text-break">
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
    </section>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 text-body-secondary fw-normal">{label}</dt>
      <dd className="col-sm-8 text-break">{children}</dd>
    </>
  )
}

export interface LotModalProps {
  lot: ParkingLot
  /** Opens on the editor rather than on the details (the phone list's Edit). */
  editing?: boolean
  /** The lot as the server saved it. */
  onSaved?: (lot: ParkingLot) => void
  /** The modal has finished closing; the parent unmounts it, which resets its edit state. */
  onClosed: () => void
}

/** What a save should answer: a lot, the one that was saved. */
function isLotWithId(value: unknown, id: string): value is ParkingLot {
  return isRecord(value) && value._id === id
}

/** The browser asks before a reload or closing the tab drops the edit. */
function useAskBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Chrome before 119 asks only when returnValue is set.
      event.returnValue = true
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [active])
}

export function LotModal({ lot: openedLot, editing: openEditing = false, onSaved, onClosed }: LotModalProps) {
  const { mutate } = useSWRConfig()
  const [show, setShow] = useState(true)
  const [lot, setLot] = useState(openedLot)
  const refusal = useWriteRefusal('updateParkingLot')
  const editor = useLotEditor(lot, openEditing && refusal === null)
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [warning, setWarning] = useState<string | null>(null)
  /** What the last write did: saved the edit, or undid that save. */
  const [done, setDone] = useState<'saved' | 'undone' | null>(null)
  /** The lot as it was before the last save, offered back for 10 s; key tells one save from the next. */
  const [undoable, setUndoable] = useState<{ key: number; before: ParkingLot } | null>(null)
  const undoWindow = useExpiry(undoable?.key ?? null, UNDO_MS, () => setUndoable(null))
  const [undoProblem, setUndoProblem] = useState<string | null>(null)
  /** Which step is waiting for "Discard changes": closing the modal or cancelling the edit. */
  const [confirming, setConfirming] = useState<'close' | 'cancel' | null>(null)
  /** The server's copy changed since the editor opened: that copy and its changes, until the operator chooses. */
  const [conflict, setConflict] = useState<{ server: ParkingLot; changes: string[] } | null>(null)

  const jsonRef = useRef<HTMLTextAreaElement>(null)
  const editButtonRef = useRef<HTMLButtonElement>(null)

  const json = lotJson(lot)
  const { editing, dirty, changes } = editor
  // Once Discard has closed the modal the edit is gone, though the text shows until the fade ends.
  useAskBeforeUnload(show && dirty)

  /** The caret goes where the typing happens: the form's first field, or the JSON. */
  const focusEditor = () => {
    if (editor.tab === 'form') editor.form.setFocus('name')
    else jsonRef.current?.focus()
  }
  // Into the editor, the focus goes to it; back in view mode (Cancel, Discard, a save), to Edit, not to the page.
  const wasEditing = useRef(false)
  useEffect(() => {
    if (!wasEditing.current && editing) focusEditor()
    if (wasEditing.current && !editing) editButtonRef.current?.focus()
    wasEditing.current = editing
  })

  const startEditing = () => {
    // Not while an Undo is under way: the text would be the lot from before it.
    if (saving) return
    editor.open(lot)
    setDone(null)
    setUndoable(null)
    setUndoProblem(null)
    setProblem(null)
    setWarning(null)
  }
  const stopEditing = () => {
    editor.close()
    setProblem(null)
    setWarning(null)
    setConfirming(null)
    setConflict(null)
  }
  const keepEditing = () => {
    setConfirming(null)
    focusEditor()
  }
  /** Escape and the × button; while saving the modal offers neither. */
  const requestClose = () => {
    // Asked whether to discard, Escape or × means "no": back to the edit.
    if (confirming) keepEditing()
    else if (dirty) setConfirming('close')
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

  /**
   * Checks the edit, reads the lot again and stops if the server's copy is no longer the one
   * the editor opened from (feedback aside), then sends it. `overwrite`: the operator has seen
   * the server's changes and chose to save over them.
   */
  const save = async (overwrite = false) => {
    const checked = await editor.check()
    if (checked === null) {
      // The form marks its fields, and the focus is on the first.
      setProblem(null)
      setWarning(null)
      return
    }
    if (!checked.ok) {
      setProblem(checked.message)
      setWarning(null)
      return
    }
    setProblem(null)
    // Another geometry type is only a warning; the lot is saved anyway
    // (docs/product.md#lot-json-checks).
    setWarning(checked.warnings.join(' ') || null)
    setSaving(true)
    try {
      const before = overwrite && conflict ? conflict.server : lot
      if (!overwrite) {
        const server = await getParkingLot(lot._id)
        if (!sameJson(lotFields(server), lotFields(lot))) {
          setConflict({ server, changes: lotDiff(lotFields(lot), lotFields(server)) })
          return
        }
      }
      await put(checked.lot)
      editor.close()
      setConflict(null)
      setDone('saved')
      setUndoable({ key: nextUndoKey++, before })
      setUndoProblem(null)
    } catch (error) {
      // The editor keeps the edit as it is, so it can be fixed and saved again.
      setProblem(saveFailure(error))
    } finally {
      setSaving(false)
    }
  }

  /** Takes the server's version: the edit goes, as the operator chose. */
  const reload = () => {
    if (!conflict) return
    const { server } = conflict
    setLot(server)
    void mutate(parkingLotKey(lot._id), server, { revalidate: false })
    void mutate(isParkingLotsKey)
    editor.open(server)
    setConflict(null)
    setProblem(null)
    setWarning(null)
    focusEditor()
  }

  /** Sends the whole lot and shows it as the server answered it. */
  const put = async (body: ParkingLot) => {
    const answer: unknown = await updateParkingLot(lot._id, body)
    // The answer should be the saved lot. Anything else (a proxy's { success: true }, another
    // lot) is not shown: the modal shows the lot as sent, and the detail page's copy is
    // dropped, so that it loads the lot afresh rather than show the one from before the save.
    const trusted = isLotWithId(answer, lot._id)
    const savedLot = trusted ? answer : body
    if (trusted) void mutate(parkingLotKey(lot._id), savedLot, { revalidate: false })
    else void mutate(parkingLotKey(lot._id), undefined)
    // Every page of the list loads again: the lot may have moved, or left a search.
    void mutate(isParkingLotsKey)
    setLot(savedLot)
    onSaved?.(savedLot)
  }

  /** Undo: one more PUT, of the lot as the server last answered it before the save (without its feedback, as a save sends it). */
  const undo = async () => {
    if (!undoable || saving) return
    setSaving(true)
    try {
      await put(lotFields(undoable.before))
      setDone('undone')
      setUndoable(null)
      setUndoProblem(null)
      // The Undo pressed is gone: the focus goes where the next step is, not to the page.
      editButtonRef.current?.focus()
    } catch (error) {
      // The save stands, and says so; Undo stays offered while its time lasts.
      setUndoProblem(`Could not undo the save: ${saveFailure(error)}. The lot stays as you saved it.`)
    } finally {
      setSaving(false)
    }
  }

  const saveLabel =
    changes === null || changes.length === 0
      ? 'Save'
      : `Save ${changes.length} ${changes.length === 1 ? 'change' : 'changes'}`

  return (
    <Modal
      show={show}
      onHide={requestClose}
      onExited={onClosed}
      keyboard={!saving}
      backdrop={saving ? 'static' : true}
      size="lg"
      scrollable
      aria-labelledby="lot-modal-title"
    >
      <Modal.Header closeButton={!saving}>
        <Modal.Title as="h2" id="lot-modal-title" className="h5 text-break">
          {textOr(lot.name, NOT_AVAILABLE)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div role="status">
          {done && (
            // In the status region around it, not an alert of its own: a success is said politely.
            <Alert
              variant="success"
              role="none"
              className="d-flex flex-wrap align-items-center gap-2"
              {...undoWindow.holdProps}
            >
              <span className="me-auto">{done === 'saved' ? SAVED_MESSAGE : UNDONE_MESSAGE}</span>
              {undoable && (
                <MessageActionButton variant="success" busy={saving} onClick={() => void undo()}>
                  {saving ? 'Undoing...' : 'Undo'}
                </MessageActionButton>
              )}
            </Alert>
          )}
        </div>
        {undoProblem && <Alert variant="danger">{undoProblem}</Alert>}
        {problem && (
          <Alert variant="danger" id={PROBLEM_ID}>
            {problem}
          </Alert>
        )}
        {warning && <Alert variant="warning">{warning}</Alert>}
        {!editing ? (
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
            <pre
              className="bg-body-tertiary border rounded p-2 small mb-0"
              style={{ maxHeight: '40vh' }}
              tabIndex={0}
              role="group"
              aria-label="Parking lot JSON"
            >
              {json}
            </pre>
          </>
        ) : (
          <>
            {conflict && (
              <Alert variant="warning" role="alert">
                <p className="fw-semibold">{CONFLICT_MESSAGE}</p>
                <ChangeList title="Their changes" changes={conflict.changes} />
                <p>Reload takes their version and drops your edit; Save mine anyway saves your edit over theirs.</p>
                <div className="d-flex flex-wrap gap-2">
                  <MessageActionButton variant="warning" busy={saving} onClick={reload}>
                    Reload their version
                  </MessageActionButton>
                  <MessageActionButton variant="warning" busy={saving} onClick={() => void save(true)}>
                    Save mine anyway
                  </MessageActionButton>
                </div>
              </Alert>
            )}
            <LotEditor
              // A save's message is about the text it checked: once that text changes, it goes (Save checks again).
              editor={{
                ...editor,
                setJson: (text) => {
                  editor.setJson(text)
                  setProblem(null)
                },
              }}
              saving={saving}
              problemId={problem === null ? undefined : PROBLEM_ID}
              jsonRef={jsonRef}
            />
            {changes !== null && changes.length > 0 && <ChangeList title="Changes to save" changes={changes} />}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        {confirming ? (
          <div
            role="alertdialog"
            aria-labelledby="lot-modal-discard"
            className="d-flex flex-wrap align-items-center justify-content-end gap-2 w-100"
          >
            <span id="lot-modal-discard" className="me-auto">
              You have unsaved changes. Discard them?
            </span>
            {/* The safe answer takes the focus, as an alert dialog's should. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- inside the dialog, on the question just asked */}
            <Button variant="outline-secondary" autoFocus onClick={keepEditing}>
              Keep editing
            </Button>
            <Button variant="danger" onClick={discard}>
              Discard changes
            </Button>
          </div>
        ) : refusal ? (
          <ReadOnlyNote refusal={refusal} />
        ) : !editing ? (
          <Button ref={editButtonRef} variant="primary" onClick={startEditing}>
            Edit
          </Button>
        ) : (
          <>
            {changes?.length === 0 && (
              <span id={NO_CHANGES_ID} className="me-auto text-body-secondary">
                No changes to save
              </span>
            )}
            <Button variant="outline-secondary" onClick={requestCancel} disabled={saving}>
              Cancel
            </Button>
            <Button
              variant="primary"
              onClick={() => void save()}
              disabled={saving || changes?.length === 0}
              aria-describedby={changes?.length === 0 ? NO_CHANGES_ID : undefined}
            >
              {saving ? 'Saving...' : saveLabel}
            </Button>
          </>
        )}
      </Modal.Footer>
    </Modal>
  )
}
