import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import InputGroup from 'react-bootstrap/InputGroup'
import Modal from 'react-bootstrap/Modal'
import Offcanvas from 'react-bootstrap/Offcanvas'
import { useHref, useLocation } from 'react-router-dom'
import { now } from '@/lib/clock'
import { localTimeZone } from '@/lib/format'
import { useScenarioChange, useScenarioDescription, type ScenarioControl, type ScenarioEndpoint, type ScenarioPanelProps, type ScenarioSettings } from './ScenarioNotice'

// The scenario panel (docs/product.md#scenario-line-and-panel): every state of every screen
// a click away, for designers and demos on the simulated backend. Loaded only in demo
// builds, on the first click of its header button (ScenarioPanelButton.tsx). Presets reach
// a state in one click; the details set each part of the scenario; the world's seed and
// stored edits; and a link that opens this very screen, list state and scenario in another
// browser.

const ERROR_STATUSES = [400, 401, 403, 404, 500, 502, 503]
/** The status of 'Error on this screen': one the console shows as a failure of that screen, not the end of the session. */
const PRESET_ERROR_STATUS = 503
const EXPIRY_MINUTES = [1, 3, 5, 10, 30, 60]
const MAX_SEED = 2 ** 31 - 1

/** `at` as a datetime-local input shows it: this browser's local time, to the second. */
function localInputValue(at: number): string {
  const date = new Date(at)
  const pad = (value: number, length = 2) => String(value).padStart(length, '0')
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/** Writes a share (0-1) as a percentage without float noise: 0.1 -> '10'. */
function percent(share: number): string {
  return String(Number((share * 100).toFixed(4)))
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="border-top pt-3 mt-3">
      <h3 id={id} className="small fw-semibold text-uppercase text-body-secondary mb-2">
        {title}
      </h3>
      {children}
    </section>
  )
}

interface Preset {
  label: string
  description: string
  /** Null: not available on this screen (the description says why). */
  apply: (() => void) | null
}

function Presets({ presets }: { presets: Preset[] }) {
  const id = useId()
  return (
    <ul className="list-unstyled mb-0 d-grid gap-2">
      {presets.map((preset, index) => (
        <li key={preset.label} className="d-flex align-items-center gap-2">
          <Button
            variant="outline-primary"
            size="sm"
            className="flex-shrink-0 text-nowrap"
            style={{ width: '10.5rem' }}
            disabled={preset.apply === null}
            aria-describedby={`${id}-${index}`}
            onClick={preset.apply ?? undefined}
          >
            {preset.label}
          </Button>
          <span id={`${id}-${index}`} className="small text-body-secondary">
            {preset.description}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** The label of an endpoint in the failing-call list: '/api/parking-lots/:id (GET, PUT)'. */
const endpointLabel = ({ path, methods }: { path: string; methods: string[] }) => `${path} (${methods.join(', ')})`

/**
 * Every part of the scenario, as a form: nothing applies while a value is half typed, and
 * Apply sets them all at once. It starts from the settings on; a change made elsewhere (a
 * preset, Back to default) gives it a fresh start (its key).
 */
function DetailsForm({ settings, endpoints, onApply }: { settings: ScenarioSettings; endpoints: ScenarioEndpoint[] | null; onApply: (next: ScenarioSettings) => void }) {
  const [latency, setLatency] = useState(settings.latency)
  const [endpoint, setEndpoint] = useState(settings.error?.endpoint ?? '')
  const [status, setStatus] = useState(String(settings.error?.status ?? PRESET_ERROR_STATUS))
  const [flaky, setFlaky] = useState(percent(settings.flaky))
  const [empty, setEmpty] = useState(settings.empty)
  const minutes = settings.sessionExpiryMinutes
  const [expiry, setExpiry] = useState(minutes === null ? 'usual' : minutes === 0 ? 'now' : String(minutes))
  const [frozen, setFrozen] = useState(settings.frozenAt !== null)
  const [frozenAt, setFrozenAt] = useState(localInputValue(settings.frozenAt ?? now()))
  const [checked, setChecked] = useState(false)

  const flakyShare = flaky.trim() === '' ? NaN : Number(flaky) / 100
  const flakyValid = flakyShare >= 0 && flakyShare <= 1
  const frozenMoment = new Date(frozenAt).getTime()
  const frozenValid = !frozen || Number.isFinite(frozenMoment)
  const onScreen = endpoints?.filter((item) => item.onScreen) ?? []
  const others = endpoints?.filter((item) => !item.onScreen) ?? []
  // A scenario chosen in the URL may name an endpoint or status the lists do not have.
  const unlisted = endpoint !== '' && !endpoints?.some((item) => item.path === endpoint)
  const statuses = ERROR_STATUSES.includes(Number(status)) ? ERROR_STATUSES : [...ERROR_STATUSES, Number(status)]
  const expiryOptions = expiry === 'usual' || expiry === 'now' || EXPIRY_MINUTES.includes(Number(expiry)) ? EXPIRY_MINUTES : [...EXPIRY_MINUTES, Number(expiry)]

  function submit(event: FormEvent) {
    event.preventDefault()
    setChecked(true)
    if (!flakyValid || !frozenValid) return
    onApply({
      latency,
      error: endpoint === '' ? null : { endpoint, status: Number(status) },
      flaky: flakyShare,
      empty,
      sessionExpiryMinutes: expiry === 'usual' ? null : expiry === 'now' ? 0 : Number(expiry),
      frozenAt: frozen ? frozenMoment : null,
    })
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
          <Form.Check key={value} type="radio" id={`scenario-latency-${value}`} name="scenario-latency" label={label} checked={latency === value} onChange={() => setLatency(value)} />
        ))}
      </fieldset>

      <div className="d-flex gap-2">
        <Form.Group controlId="scenario-error-endpoint" className="flex-grow-1" style={{ minWidth: 0 }}>
          <Form.Label>Failing call</Form.Label>
          <Form.Select value={endpoint} onChange={(event) => setEndpoint(event.target.value)} aria-describedby="scenario-error-help">
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
          <Form.Select value={status} onChange={(event) => setStatus(event.target.value)} disabled={endpoint === ''}>
            {statuses.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <Form.Text id="scenario-error-help" className="mt-n2">
        {endpoints === null ? 'Loading the list of calls...' : "That call answers the status, on every screen; this screen's calls come first."}
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
            onChange={(event) => setFlaky(event.target.value)}
            isInvalid={checked && !flakyValid}
            aria-describedby="scenario-flaky-help"
          />
          <InputGroup.Text>%</InputGroup.Text>
          <Form.Control.Feedback type="invalid">A share from 0 to 100 %.</Form.Control.Feedback>
        </InputGroup>
        <Form.Text id="scenario-flaky-help">That share of all calls answers 500.</Form.Text>
      </Form.Group>

      <Form.Check type="switch" id="scenario-empty" label="Empty world (every list empty, every figure zero)" checked={empty} onChange={(event) => setEmpty(event.target.checked)} />

      <Form.Group controlId="scenario-session-expiry">
        <Form.Label>Session expiry</Form.Label>
        <Form.Select value={expiry} onChange={(event) => setExpiry(event.target.value)} aria-describedby="scenario-expiry-help" style={{ maxWidth: '16rem' }}>
          <option value="usual">Usual lifetime (8 hours)</option>
          <option value="now">Now: end this session</option>
          {expiryOptions.map((value) => (
            <option key={value} value={value}>
              After {value} min
            </option>
          ))}
        </Form.Select>
        <Form.Text id="scenario-expiry-help">Minutes count from the next sign-in; Now ends this session at once.</Form.Text>
      </Form.Group>

      <div>
        <Form.Check type="switch" id="scenario-frozen" label="Freeze the clock" checked={frozen} onChange={(event) => setFrozen(event.target.checked)} />
        <Form.Group controlId="scenario-frozen-at" className="mt-1">
          <Form.Label className="small mb-1">Frozen at ({localTimeZone()} time)</Form.Label>
          <Form.Control
            type="datetime-local"
            step={1}
            value={frozenAt}
            onChange={(event) => setFrozenAt(event.target.value)}
            disabled={!frozen}
            isInvalid={checked && !frozenValid}
            aria-describedby="scenario-frozen-help"
          />
          <Form.Control.Feedback type="invalid">A date and a time.</Form.Control.Feedback>
          <Form.Text id="scenario-frozen-help">The world is the one of that moment, and every time on screen follows it: for screenshots that come out the same.</Form.Text>
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

/** Another seed is another world, built at the next load. */
function SeedForm({ control }: { control: ScenarioControl }) {
  const [seed, setSeed] = useState(String(control.seed))
  const valid = /^\d+$/.test(seed) && Number(seed) <= MAX_SEED
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (valid) control.changeSeed(Number(seed))
      }}
    >
      <Form.Label htmlFor="scenario-seed">Seed</Form.Label>
      <InputGroup hasValidation>
        <Form.Control id="scenario-seed" type="number" inputMode="numeric" min={0} max={MAX_SEED} step={1} value={seed} onChange={(event) => setSeed(event.target.value)} isInvalid={!valid} aria-describedby="scenario-seed-help" />
        <Button type="submit" variant="outline-primary" disabled={!valid || Number(seed) === control.seed}>
          Load this seed
        </Button>
        <Form.Control.Feedback type="invalid">A whole number from 0 to {MAX_SEED}.</Form.Control.Feedback>
      </InputGroup>
      <Form.Text id="scenario-seed-help">
        Seed {control.seed} is on. Another seed is another world: the page reloads with ?seed=N, and the scenario stays.
      </Form.Text>
    </Form>
  )
}

/** 'Reset data': asks first, in a dialog, then throws the stored edits away and has the screen ask again. */
function ResetData({ control, onDone }: { control: ScenarioControl; onDone: () => void }) {
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

/** The address of this screen, its list state, the scenario and the seed, to copy. */
function CopyLink({ control }: { control: ScenarioControl }) {
  const href = useHref(useLocation())
  const link = control.link(new URL(href, window.location.origin).href)
  const [copied, setCopied] = useState<{ link: string; message: string } | null>(null)
  const field = useRef<HTMLTextAreaElement>(null)

  async function copy() {
    try {
      await navigator.clipboard.writeText(link)
      setCopied({ link, message: 'Link copied to the clipboard.' })
    } catch {
      // No clipboard (an insecure page, a browser that refuses): the link is in the field, selected for copying by hand.
      setCopied({ link, message: 'The clipboard is not available here: copy the link from the field below.' })
      field.current?.focus()
      field.current?.select()
    }
  }

  return (
    <>
      <Button variant="outline-primary" onClick={() => void copy()}>
        Copy link
      </Button>
      <p role="status" className="small mb-2 mt-2">
        {copied?.link === link ? copied.message : ''}
      </p>
      <Form.Label htmlFor="scenario-link" className="small mb-1">
        Link to this screen with this scenario and seed
      </Form.Label>
      <Form.Control ref={field} as="textarea" id="scenario-link" readOnly rows={3} value={link} className="small font-monospace" />
    </>
  )
}

/** The panel itself: the default export React.lazy loads. */
export default function ScenarioPanel({ control, screen, show, onHide }: ScenarioPanelProps) {
  const settings = useSyncExternalStore(control.subscribe, control.settings)
  const description = useScenarioDescription(control)
  const applyChange = useScenarioChange(control)
  const [endpoints, setEndpoints] = useState<ScenarioEndpoint[] | null>(null)
  const [endpointsFailed, setEndpointsFailed] = useState<string | null>(null)

  // Asked for at each opening: the screen's calls are those it has made by then.
  useEffect(() => {
    if (!show) return
    let current = true
    control.endpoints(screen).then(
      (list) => {
        if (!current) return
        setEndpoints(list)
        setEndpointsFailed(null)
      },
      (error: unknown) => current && setEndpointsFailed(error instanceof Error ? error.message : String(error)),
    )
    return () => {
      current = false
    }
  }, [control, screen, show])

  const apply = (next: ScenarioSettings) => applyChange(() => control.set(next))
  // Presets start from the default, but keep a frozen clock: screenshots of every state at one moment.
  const from = (change: Partial<ScenarioSettings>) => () => apply({ ...control.defaults, frozenAt: settings.frozenAt, ...change })
  const screenCall = endpoints?.find((endpoint) => endpoint.onScreen)
  const presets: Preset[] = [
    { label: 'Loading / slow', description: 'Every answer takes 2-4\u00a0s: this screen and each one you open show their loading state.', apply: from({ latency: 'slow' }) },
    {
      label: 'Error on this screen',
      description: screenCall
        ? `${screenCall.path} answers ${PRESET_ERROR_STATUS}.`
        : endpointsFailed !== null
          ? `The calls could not be listed: ${endpointsFailed}`
          : endpoints === null
            ? "Finding this screen's calls..."
            : 'This screen makes no calls.',
      apply: screenCall ? from({ error: { endpoint: screenCall.path, status: PRESET_ERROR_STATUS } }) : null,
    },
    { label: 'Empty', description: 'Every list empty, every figure zero.', apply: from({ empty: true }) },
    {
      label: 'Session expired',
      description: 'Ends this session now: the next call answers 401 and the login screen says the session expired.',
      apply: from({ sessionExpiryMinutes: 0 }),
    },
    { label: 'Back to default', description: 'No faults, no delay, the clock running.', apply: () => applyChange(() => control.reset()) },
  ]

  return (
    <Offcanvas id="scenario-panel" show={show} onHide={onHide} placement="end" aria-labelledby="scenario-panel-title">
      <Offcanvas.Header closeButton closeLabel="Close the scenario panel" className="border-bottom">
        <Offcanvas.Title as="h2" id="scenario-panel-title" className="h5">
          Scenario panel
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <p className="small text-body-secondary">
          How the simulated backend answers, for this browser session. Changes apply at once, and this screen asks for its data again.
        </p>
        <p role="status" className="mb-0 p-2 rounded bg-body-tertiary border small">
          <strong>Scenario now:</strong> {description ?? 'default (no faults)'}
        </p>

        <Section title="One click">
          <Presets presets={presets} />
        </Section>

        <Section title="Details">
          <DetailsForm key={JSON.stringify(settings)} settings={settings} endpoints={endpoints} onApply={apply} />
        </Section>

        <Section title="World">
          <SeedForm control={control} />
          <div className="mt-3">
            <ResetData control={control} onDone={() => applyChange()} />
          </div>
        </Section>

        <Section title="Share">
          <CopyLink control={control} />
        </Section>
      </Offcanvas.Body>
    </Offcanvas>
  )
}
