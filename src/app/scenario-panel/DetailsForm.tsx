import { useReducer, type FormEvent } from 'react'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import InputGroup from 'react-bootstrap/InputGroup'
import { now } from '@/lib/clock'
import { localTimeZone } from '@/lib/format'
import type { ScenarioEndpoint, ScenarioSettings } from '@/app/ScenarioNotice'
import { detailsReducer, openDetails, readDraft } from './panelState'

const ERROR_STATUSES = [400, 401, 403, 404, 500, 502, 503]
const EXPIRY_MINUTES = [1, 3, 5, 10, 30, 60]

/** The label of an endpoint in the failing-call list: '/api/parking-lots/:id (GET, PUT)'. */
const endpointLabel = ({ path, methods }: { path: string; methods: string[] }) => `${path} (${methods.join(', ')})`

/**
 * Every part of the scenario, as a form (a draft, panelState.ts): nothing applies while a
 * value is half typed, and Apply sets them all at once. It starts from the settings on; a
 * change made elsewhere (a preset, Back to default) gives it a fresh start (its key).
 */
export function DetailsForm({
  settings,
  endpoints,
  onApply,
}: {
  settings: ScenarioSettings
  endpoints: ScenarioEndpoint[] | null
  onApply: (next: ScenarioSettings) => void
}) {
  const [{ draft, checked }, dispatch] = useReducer(detailsReducer, { settings, at: now() }, openDetails)
  const { latency, endpoint, status, flaky, empty, hostile, expiry, frozen, frozenAt } = draft
  const { settings: next, flakyValid, frozenValid } = readDraft(draft)
  const onScreen = endpoints?.filter((item) => item.onScreen) ?? []
  const others = endpoints?.filter((item) => !item.onScreen) ?? []
  // A scenario chosen in the URL may name an endpoint or status the lists do not have.
  const unlisted = endpoint !== '' && !endpoints?.some((item) => item.path === endpoint)
  const statuses = ERROR_STATUSES.includes(Number(status)) ? ERROR_STATUSES : [...ERROR_STATUSES, Number(status)]
  const expiryOptions =
    expiry === 'usual' || expiry === 'now' || EXPIRY_MINUTES.includes(Number(expiry))
      ? EXPIRY_MINUTES
      : [...EXPIRY_MINUTES, Number(expiry)]

  function submit(event: FormEvent) {
    event.preventDefault()
    dispatch({ type: 'applyTried' })
    if (next) onApply(next)
  }

  return (
    <Form noValidate onSubmit={submit} className="d-grid gap-3">
      <fieldset>
        <legend className="form-label fs-6 mb-1">Latency</legend>
        {(
          [
            ['none', 'None'],
            ['realistic', 'Realistic (150-600\u00a0ms)'],
            ['slow', 'Slow (2-4\u00a0s)'],
          ] as const
        ).map(([value, label]) => (
          <Form.Check
            key={value}
            type="radio"
            id={`scenario-latency-${value}`}
            name="scenario-latency"
            label={label}
            checked={latency === value}
            onChange={() => dispatch({ type: 'edited', field: 'latency', value })}
          />
        ))}
      </fieldset>

      <div className="d-flex gap-2">
        <Form.Group controlId="scenario-error-endpoint" className="flex-grow-1" style={{ minWidth: 0 }}>
          <Form.Label>Failing call</Form.Label>
          <Form.Select
            value={endpoint}
            onChange={(event) => dispatch({ type: 'edited', field: 'endpoint', value: event.target.value })}
            aria-describedby="scenario-error-help"
          >
            <option value="">None</option>
            {unlisted && <option value={endpoint}>{endpoint}</option>}
            {onScreen.length > 0 && (
              <optgroup label="This screen's calls">
                {onScreen.map((item) => (
                  <option key={item.path} value={item.path}>
                    {endpointLabel(item)}
                  </option>
                ))}
              </optgroup>
            )}
            <optgroup label={onScreen.length > 0 ? 'Other calls' : 'Calls'}>
              {others.map((item) => (
                <option key={item.path} value={item.path}>
                  {endpointLabel(item)}
                </option>
              ))}
            </optgroup>
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="scenario-error-status" className="flex-shrink-0" style={{ width: '6rem' }}>
          <Form.Label>Status</Form.Label>
          <Form.Select
            value={status}
            onChange={(event) => dispatch({ type: 'edited', field: 'status', value: event.target.value })}
            disabled={endpoint === ''}
          >
            {statuses.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <Form.Text id="scenario-error-help" className="mt-n2">
        {endpoints === null
          ? 'Loading the list of calls...'
          : "That call answers the status, on every screen; this screen's calls come first."}
      </Form.Text>

      <Form.Group controlId="scenario-flaky">
        <Form.Label>Flaky share</Form.Label>
        <InputGroup hasValidation style={{ maxWidth: '12rem' }}>
          <Form.Control
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="any"
            value={flaky}
            onChange={(event) => dispatch({ type: 'edited', field: 'flaky', value: event.target.value })}
            isInvalid={checked && !flakyValid}
            aria-describedby="scenario-flaky-help"
          />
          <InputGroup.Text>%</InputGroup.Text>
          <Form.Control.Feedback type="invalid">A share from 0 to 100 %.</Form.Control.Feedback>
        </InputGroup>
        <Form.Text id="scenario-flaky-help">That share of all calls answers 500.</Form.Text>
      </Form.Group>

      <Form.Check
        type="switch"
        id="scenario-empty"
        label="Empty world (every list empty, every figure zero)"
        checked={empty}
        onChange={(event) => dispatch({ type: 'edited', field: 'empty', value: event.target.checked })}
      />
      <Form.Check
        type="switch"
        id="scenario-hostile"
        label="Hostile text (markup, scripts, right-to-left, emoji, 200-letter words)"
        checked={hostile}
        onChange={(event) => dispatch({ type: 'edited', field: 'hostile', value: event.target.checked })}
      />

      <Form.Group controlId="scenario-session-expiry">
        <Form.Label>Session expiry</Form.Label>
        <Form.Select
          value={expiry}
          onChange={(event) => dispatch({ type: 'edited', field: 'expiry', value: event.target.value })}
          aria-describedby="scenario-expiry-help"
          style={{ maxWidth: '16rem' }}
        >
          <option value="usual">Usual lifetime (8 hours)</option>
          <option value="now">Now: end this session</option>
          {expiryOptions.map((value) => (
            <option key={value} value={value}>
              After {value} min
            </option>
          ))}
        </Form.Select>
        <Form.Text id="scenario-expiry-help">
          Minutes count from the next sign-in; Now ends this session at once, and each one signed in while it is set.
        </Form.Text>
      </Form.Group>

      <div>
        <Form.Check
          type="switch"
          id="scenario-frozen"
          label="Freeze the clock"
          checked={frozen}
          onChange={(event) => dispatch({ type: 'edited', field: 'frozen', value: event.target.checked })}
        />
        <Form.Group controlId="scenario-frozen-at" className="mt-1">
          <Form.Label className="small mb-1">Frozen at ({localTimeZone()} time)</Form.Label>
          <Form.Control
            type="datetime-local"
            step={1}
            value={frozenAt}
            onChange={(event) => dispatch({ type: 'edited', field: 'frozenAt', value: event.target.value })}
            disabled={!frozen}
            isInvalid={checked && !frozenValid}
            aria-describedby="scenario-frozen-help"
          />
          <Form.Control.Feedback type="invalid">A date and a time.</Form.Control.Feedback>
          <Form.Text id="scenario-frozen-help">
            The world is the one of that moment, and every time on screen follows it: for screenshots that come out the
            same.
          </Form.Text>
        </Form.Group>
      </div>

      <div>
        <Button type="submit" variant="primary">
          Apply
        </Button>
      </div>
    </Form>
  )
}
