import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState, type RefObject } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import Row from 'react-bootstrap/Row'
import Tab from 'react-bootstrap/Tab'
import Tabs from 'react-bootstrap/Tabs'
import {
  get,
  useFieldArray,
  useForm,
  useWatch,
  type FieldErrors,
  type FieldPath,
  type UseFormReturn,
} from 'react-hook-form'
import { lotProblem } from '@/api/lotSchema'
import { SPACES_RANGE } from '@/schema/parkingLots'
import { isRecord, validateLotJson, type LotValidation } from '@/api/lotValidation'
import { jsonText } from '@/lib/jsonText'
import type { ParkingLot } from '@/api/types'
import { lotDiff } from './lotDiff'
import type { Position } from './lotDetails'
import {
  editsPoint,
  formPosition,
  fromForm,
  lotFormSchema,
  toForm,
  type LotFormValues,
  type PropertyKind,
} from './lotForm'
import { LotMap } from './LotMapLoader'
import { PARKING_TYPE_OPTIONS } from './ParkingTypeBadge'

// The lot editor (docs/product.md#parking-lot-editor): a form with a field for each part of
// a lot, and the raw JSON as a second tab. The edit goes across both ways; a JSON the form
// cannot show says why and stays on its tab. What a save sends is the lot the active tab
// holds (`check`), laid over the lot the form was filled from, so what the form has no
// field for (an unknown field, a MultiPolygon) goes back untouched.

export type EditorTab = 'form' | 'json'

/** The lot's own fields: its feedback comes from the app's events, and a save ignores it. */
export function lotFields(lot: ParkingLot): ParkingLot {
  const { feedback: _feedback, ...fields } = lot
  return fields
}

export function lotJson(lot: ParkingLot): string {
  return jsonText(lotFields(lot), 2)
}

/**
 * The lot JSON checks (docs/product.md#lot-json-checks), then the modal's own: the _id
 * stays; then the server's schema on the fields it types, so that what the server would
 * refuse for its value (spaces of 1e23) is refused before sending, in the server's words.
 */
function checkJson(text: string, id: string): LotValidation {
  const checked = validateLotJson(text)
  if (!checked.ok) return checked
  // The PUT goes to the lot's own path: a body with another _id would save over it, or
  // fail for no reason the editor could show. (A changed lotId is the server's to judge: it
  // knows the lot as stored; and so is a field the console does not know.)
  if (checked.lot._id !== id) return { ok: false, message: `_id cannot be changed (it is ${id})` }
  const problem = lotProblem(checked.lot, { id }, true)
  return problem === null ? checked : { ok: false, message: problem }
}

const EMPTY_VALUES: LotFormValues = {
  name: '',
  address: '',
  spaces: '',
  owner: '',
  parking_type: '',
  notes: '',
  restriction_description: '',
  latitude: '',
  longitude: '',
  properties: [],
}

/** The editor opened on a lot: on the form, or on the JSON saying why the form cannot show it. */
function openedOn(lot: ParkingLot) {
  const base = lotFields(lot)
  const shown = toForm(base)
  return {
    base,
    json: lotJson(lot),
    values: shown.ok ? shown.values : EMPTY_VALUES,
    tab: (shown.ok ? 'form' : 'json') as EditorTab,
    problem: shown.ok ? null : `The form cannot show this lot: ${shown.reason}.`,
  }
}

/** Every field with a message, in the form's order, as its label reads. */
function invalidLabels(errors: FieldErrors<LotFormValues>): string[] {
  const labels = FIELDS.filter(([name]) => errors[name]).map(([, label]) => label)
  const rows = errors.properties
  if (Array.isArray(rows) && rows.some(Boolean)) labels.push('Additional properties')
  return labels
}

/**
 * The editor's state, held by the modal (which saves, undoes and asks before dropping an
 * edit). `lot` is the lot as opened: what the changes are counted from.
 */
export function useLotEditor(lot: ParkingLot, openAtOnce: boolean) {
  const [start] = useState(() => openedOn(lot))
  /** The lot the form was filled from; null while not editing. */
  const [base, setBase] = useState<ParkingLot | null>(openAtOnce ? start.base : null)
  const [tab, setTab] = useState(start.tab)
  const [json, setJson] = useState(start.json)
  /** Why the JSON tab stays: the form cannot show what it holds. */
  const [tabProblem, setTabProblem] = useState(start.problem)
  /** A save or a switch to JSON found fields to fix: the form lists them until they are fixed. */
  const [formChecked, setFormChecked] = useState(false)
  const pointEditable = base !== null && editsPoint(base)
  // The resolver is given whether the form edits a Point (react-hook-form's context) each time it runs.
  const form = useForm<LotFormValues, { pointEditable: boolean }>({
    defaultValues: start.values,
    mode: 'onBlur',
    context: { pointEditable },
    resolver: (values, context, options) =>
      zodResolver(lotFormSchema(context?.pointEditable ?? false))(values, context, options),
  })
  const values = useWatch({ control: form.control }) as LotFormValues

  const original = lotFields(lot)
  /** The lot the active tab holds; null for text that is not a JSON object. */
  const candidate = ((): ParkingLot | null => {
    if (base === null) return null
    if (tab === 'form') return fromForm(values, base)
    try {
      const parsed: unknown = JSON.parse(json)
      return isRecord(parsed) ? (parsed as unknown as ParkingLot) : null
    } catch {
      return null
    }
  })()
  /** The changes field by field; null when the JSON is not an object (the checks will say why). */
  const changes = candidate === null ? null : lotDiff(original, lotFields(candidate))
  const editing = base !== null
  const dirty = editing && (tab === 'json' ? json !== lotJson(lot) : (changes?.length ?? 0) > 0)

  /** Opens the editor on `opened` (Edit, or the server's version after a conflict). */
  const open = (opened: ParkingLot) => {
    const state = openedOn(opened)
    setBase(state.base)
    setJson(state.json)
    form.reset(state.values)
    setTab(state.tab)
    setTabProblem(state.problem)
    setFormChecked(false)
  }
  const close = () => setBase(null)

  const switchTab = async (next: EditorTab) => {
    if (base === null || next === tab) return
    if (next === 'json') {
      // Only what the form would save goes across: the marked fields are fixed first.
      if (!(await form.trigger(undefined, { shouldFocus: true }))) {
        setFormChecked(true)
        return
      }
      setJson(jsonText(fromForm(form.getValues(), base), 2))
      setTab('json')
      setTabProblem(null)
      return
    }
    const checked = checkJson(json, lot._id)
    if (!checked.ok) return setTabProblem(`The form cannot show this JSON: ${checked.message}.`)
    const shown = toForm(lotFields(checked.lot))
    if (!shown.ok) return setTabProblem(`The form cannot show this JSON: ${shown.reason}.`)
    setBase(lotFields(checked.lot))
    form.reset(shown.values)
    setTab('form')
    setTabProblem(null)
  }

  /** The raw JSON as typed: a message about the text before no longer says anything true (the next switch checks again). */
  const editJson = (text: string) => {
    setJson(text)
    setTabProblem(null)
  }

  /** The lot to save, checked as the active tab checks it; a form problem is shown beside its field (and focused), a JSON one returned. */
  const check = async (): Promise<LotValidation | null> => {
    if (base === null) return null
    if (tab === 'json') return checkJson(json, lot._id)
    if (!(await form.trigger(undefined, { shouldFocus: true }))) {
      setFormChecked(true)
      return null
    }
    return { ok: true, lot: fromForm(form.getValues(), base), warnings: [] }
  }

  return {
    editing,
    tab,
    json,
    setJson: editJson,
    tabProblem,
    formChecked,
    changes,
    dirty,
    open,
    close,
    switchTab,
    check,
    form,
    pointEditable,
  }
}

export type LotEditorState = ReturnType<typeof useLotEditor>

/** The form's fields in order, with their labels: for the list of fields to fix. */
const FIELDS: ReadonlyArray<readonly [Exclude<FieldPath<LotFormValues>, `properties${string}`>, string]> = [
  ['name', 'Name'],
  ['address', 'Address'],
  ['spaces', 'Spaces'],
  ['parking_type', 'Parking type'],
  ['owner', 'Owner'],
  ['notes', 'Notes'],
  ['restriction_description', 'Restrictions'],
  ['latitude', 'Latitude'],
  ['longitude', 'Longitude'],
]

interface FieldProps {
  form: UseFormReturn<LotFormValues>
  name: FieldPath<LotFormValues>
  label: string
  /** Said under the field, and read with it. */
  hint?: string
  /** A select of these, instead of a text field. */
  options?: ReadonlyArray<{ value: string; label: string }>
  as?: 'textarea'
  /**
   * Digits only (spaces). Not 'decimal' for numbers with decimals: on some phones that keypad
   * has the locale's separator (a comma in Norwegian) and no minus, and the form asks for a
   * point and allows a minus.
   */
  inputMode?: 'numeric'
  disabled: boolean
}

/** A labelled field with its message beside it: red, marked invalid, and read with the field. */
function Field({ form, name, label, hint, options, as, inputMode, disabled }: FieldProps) {
  const id = `lot-editor-${name.replaceAll('.', '-')}`
  const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message
  const describedBy = [message && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined
  const common = {
    isInvalid: message !== undefined,
    'aria-invalid': message !== undefined,
    'aria-describedby': describedBy,
    ...form.register(name),
  }
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      {options ? (
        // Not disabled while saving: react-hook-form reads a disabled field as no value.
        <Form.Select {...common}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      ) : (
        <Form.Control
          as={as}
          rows={as === 'textarea' ? 2 : undefined}
          inputMode={inputMode}
          readOnly={disabled}
          {...common}
        />
      )}
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {message}
      </Form.Control.Feedback>
    </Form.Group>
  )
}

const KIND_OPTIONS: ReadonlyArray<{ value: PropertyKind; label: string }> = [
  { value: 'text', label: 'Text' },
  { value: 'number', label: 'Number' },
  { value: 'json', label: 'JSON' },
]

function PropertyRows({ form, disabled }: { form: UseFormReturn<LotFormValues>; disabled: boolean }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'properties' })
  const kinds = useWatch({ control: form.control, name: 'properties' })
  const addRef = useRef<HTMLButtonElement>(null)
  return (
    <fieldset className="mb-3">
      <legend className="h6">Additional properties</legend>
      {fields.length === 0 && <p className="text-body-secondary small">No additional properties.</p>}
      {fields.map((field, index) => {
        const key = kinds[index]?.key ?? ''
        const named = key.trim() === '' ? `property ${index + 1}` : `property ${key}`
        return (
          <div key={field.id} className="border rounded p-2 mb-2" role="group" aria-label={`Additional ${named}`}>
            <Row className="g-2">
              <Col sm={7}>
                <Field form={form} name={`properties.${index}.key`} label="Key" disabled={disabled} />
              </Col>
              <Col sm={5}>
                <Field
                  form={form}
                  name={`properties.${index}.kind`}
                  label="Value type"
                  options={KIND_OPTIONS}
                  disabled={disabled}
                />
              </Col>
              <Col xs={12}>
                <Field
                  form={form}
                  name={`properties.${index}.value`}
                  label="Value"
                  as={kinds[index]?.kind === 'json' ? 'textarea' : undefined}
                  disabled={disabled}
                />
              </Col>
              {/* Last in the group, after what it removes, in reading and in tab order. */}
              <Col xs={12} className="d-flex justify-content-end">
                <Button
                  variant="outline-danger"
                  aria-label={`Remove ${named}`}
                  size="sm"
                  disabled={disabled}
                  onClick={() => {
                    remove(index)
                    // The row and its button are gone: the focus goes on to the next step.
                    addRef.current?.focus()
                  }}
                >
                  Remove
                </Button>
              </Col>
            </Row>
          </div>
        )
      })}
      <Button
        ref={addRef}
        variant="outline-secondary"
        size="sm"
        disabled={disabled}
        onClick={() => append({ key: '', kind: 'text', value: '' })}
      >
        Add property
      </Button>
    </fieldset>
  )
}

/**
 * The latitude and longitude fields' position on the map: dragging the marker or clicking
 * the map writes both fields (checked and counted as changes like typed ones), and what is
 * typed moves the marker. While a field does not hold a coordinate the marker stays at the
 * last position that was one; with none yet, there is no map until both fields have one.
 */
function PointMap({ form, disabled }: { form: UseFormReturn<LotFormValues>; disabled: boolean }) {
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] })
  const typed = formPosition(latitude, longitude)
  const [shown, setShown] = useState(typed)
  if (typed && (typed.latitude !== shown?.latitude || typed.longitude !== shown.longitude)) setShown(typed)
  if (!shown) return null
  const move = ({ latitude: lat, longitude: lng }: Position) => {
    const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true }
    form.setValue('latitude', String(lat), options)
    form.setValue('longitude', String(lng), options)
  }
  return (
    <LotMap
      geometry={{ type: 'Point', coordinates: [shown.longitude, shown.latitude] }}
      label="Position of the lot being edited"
      onMove={disabled ? undefined : move}
    />
  )
}

/**
 * The lot's position: latitude and longitude of its Point beside it on the map, or a note
 * that its outline is the JSON tab's.
 */
function GeometrySection({
  form,
  pointEditable,
  disabled,
}: {
  form: UseFormReturn<LotFormValues>
  pointEditable: boolean
  disabled: boolean
}) {
  return (
    <fieldset className="mb-3">
      <legend className="h6">Location</legend>
      {pointEditable ? (
        <Row className="g-2">
          <Col md={4}>
            <Field
              form={form}
              name="latitude"
              label="Latitude"
              hint="From -90 to 90, such as 59.88"
              disabled={disabled}
            />
            <Field
              form={form}
              name="longitude"
              label="Longitude"
              hint="From -180 to 180, such as 10.75"
              disabled={disabled}
            />
          </Col>
          <Col md={8}>
            <PointMap form={form} disabled={disabled} />
          </Col>
        </Row>
      ) : (
        <p className="border rounded p-2 mb-0">
          This lot's outline (a MultiPolygon) is edited in the JSON tab; the form leaves it as it is.
        </p>
      )}
    </fieldset>
  )
}

function LotForm({ editor, disabled }: { editor: LotEditorState; disabled: boolean }) {
  const { form, pointEditable } = editor
  const invalid = invalidLabels(form.formState.errors)
  return (
    <Form noValidate onSubmit={(event) => event.preventDefault()}>
      {/* Said when a save or a switch finds fields to fix; each field's message is read with the field. */}
      <div role="alert">
        {editor.formChecked && invalid.length > 0 && (
          <Alert variant="danger">Check the marked fields: {invalid.join(', ')}.</Alert>
        )}
      </div>
      <Field form={form} name="name" label="Name" disabled={disabled} />
      <Field form={form} name="address" label="Address" disabled={disabled} />
      <Row className="g-2">
        <Col sm={4}>
          <Field
            form={form}
            name="spaces"
            label="Spaces"
            hint={`A whole number ${SPACES_RANGE}; blank if unknown`}
            inputMode="numeric"
            disabled={disabled}
          />
        </Col>
        <Col sm={4}>
          <Field
            form={form}
            name="parking_type"
            label="Parking type"
            options={[{ value: '', label: 'Not set' }, ...PARKING_TYPE_OPTIONS]}
            disabled={disabled}
          />
        </Col>
        <Col sm={4}>
          <Field form={form} name="owner" label="Owner" disabled={disabled} />
        </Col>
      </Row>
      <Field form={form} name="notes" label="Notes" as="textarea" disabled={disabled} />
      <Field form={form} name="restriction_description" label="Restrictions" as="textarea" disabled={disabled} />
      <GeometrySection form={form} pointEditable={pointEditable} disabled={disabled} />
      <PropertyRows form={form} disabled={disabled} />
    </Form>
  )
}

/**
 * The editor is as tall as its text, within these: never a slit when the text is one line
 * (JSON pasted without indentation, or the box emptied to start over), never taller than
 * a laptop's modal; the modal scrolls past that, and the box can be dragged taller or shorter.
 */
const MIN_EDITOR_ROWS = 16
const MAX_EDITOR_ROWS = 24

interface LotEditorProps {
  editor: LotEditorState
  saving: boolean
  /** The JSON checks' problem, or the server's, shown above the editor with this id. */
  problemId?: string
  jsonRef: RefObject<HTMLTextAreaElement | null>
}

/** The two tabs: 'Form' first, then 'JSON' (the raw editor, as before). */
export function LotEditor({ editor, saving, problemId, jsonRef }: LotEditorProps) {
  // A switch waits for the form's check, so the tabs' own refocus (on the arrow keys) has
  // passed by the time it is done: the focus follows the selected tab here.
  useEffect(() => {
    if (document.activeElement?.getAttribute('role') === 'tab')
      document.getElementById(`lot-editor-tabs-tab-${editor.tab}`)?.focus()
  }, [editor.tab])
  const editorRows = Math.min(Math.max(editor.json.split('\n').length, MIN_EDITOR_ROWS), MAX_EDITOR_ROWS)
  return (
    <>
      {editor.tabProblem && editor.tab === 'json' && (
        <Alert variant="warning" role="alert">
          {editor.tabProblem}
        </Alert>
      )}
      <Tabs
        id="lot-editor-tabs"
        activeKey={editor.tab}
        onSelect={(key) => void editor.switchTab(key === 'json' ? 'json' : 'form')}
        className="mb-3"
        transition={false}
        mountOnEnter
        unmountOnExit
      >
        <Tab eventKey="form" title="Form" disabled={saving}>
          <LotForm editor={editor} disabled={saving} />
        </Tab>
        <Tab eventKey="json" title="JSON" disabled={saving}>
          <Form.Group controlId="lot-json-editor">
            <Form.Label>Raw JSON</Form.Label>
            <Form.Control
              ref={jsonRef}
              as="textarea"
              className="font-monospace small"
              rows={editorRows}
              spellCheck={false}
              value={editor.json}
              readOnly={saving}
              isInvalid={problemId !== undefined}
              aria-invalid={problemId !== undefined}
              aria-describedby={problemId}
              onChange={(event) => editor.setJson(event.target.value)}
            />
          </Form.Group>
        </Tab>
      </Tabs>
    </>
  )
}
