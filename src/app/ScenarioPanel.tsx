import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react'
import Offcanvas from 'react-bootstrap/Offcanvas'
import { useLocation } from 'react-router-dom'
import { useAuth } from '@/auth/useAuth'
import { CopyLink } from './scenario-panel/CopyLink'
import { DetailsForm } from './scenario-panel/DetailsForm'
import { PRESET_ERROR_STATUS } from './scenario-panel/panelState'
import { Presets, type Preset } from './scenario-panel/Presets'
import { RecentCalls } from './scenario-panel/RecentCalls'
import { ResetData } from './scenario-panel/ResetData'
import { RoleSwitch } from './scenario-panel/RoleSwitch'
import { SeedForm } from './scenario-panel/SeedForm'
import {
  useScenarioChange,
  useScenarioDescription,
  type ScenarioEndpoint,
  type ScenarioPanelProps,
  type ScenarioSettings,
} from './ScenarioNotice'
import { errorCallOf } from './screens'

// The scenario panel (docs/product.md#scenario-line-and-panel): every state of every screen
// a click away, for designers and demos on the simulated backend. Loaded only in demo
// builds, on the first click of its header button (ScenarioPanelButton.tsx). Presets reach
// a state in one click; the details set each part of the scenario; the role the console is
// seen in; the world's seed and stored edits; a link that opens this very screen, list
// state and scenario in another browser; and the console's latest calls, with how each
// reached the backend. The sections are components in scenario-panel/, their state
// machines in scenario-panel/panelState.ts.

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

/** The panel itself: the default export React.lazy loads. */
export default function ScenarioPanel({ control, screen, show, onHide }: ScenarioPanelProps) {
  const settings = useSyncExternalStore(control.subscribe, control.settings)
  const description = useScenarioDescription(control)
  const applyChange = useScenarioChange(control)
  // The list last received (kept while the next is asked for), and why the last listing failed.
  const [listing, setListing] = useState<{ endpoints: ScenarioEndpoint[] | null; failure: string | null }>({
    endpoints: null,
    failure: null,
  })
  const { endpoints, failure: endpointsFailed } = listing
  const [sessionEndFailure, setSessionEndFailure] = useState<string | null>(null)
  const { search } = useLocation()
  const auth = useAuth().state

  // Asked for at each opening: the screen's calls are those it has made by then.
  useEffect(() => {
    if (!show) return
    let current = true
    control.endpoints(screen).then(
      (list) => current && setListing({ endpoints: list, failure: null }),
      (error: unknown) =>
        current && setListing((last) => ({ ...last, failure: error instanceof Error ? error.message : String(error) })),
    )
    return () => {
      current = false
    }
  }, [control, screen, show])

  const apply = (next: ScenarioSettings) => applyChange(() => control.set(next))
  // Presets start from the default, but keep a frozen clock: screenshots of every state at one moment.
  const from = (change: Partial<ScenarioSettings>) => () =>
    apply({ ...control.defaults, frozenAt: settings.frozenAt, ...change })
  // The call the screen's error state comes from; else (a screen without one) the first call it made.
  const failingCall =
    errorCallOf(screen, new URLSearchParams(search)) ?? endpoints?.find((endpoint) => endpoint.onScreen)?.path
  const presets: Preset[] = [
    {
      label: 'Loading / slow',
      description: 'Every answer takes 2-4\u00a0s: this screen and each one you open show their loading state.',
      apply: from({ latency: 'slow' }),
    },
    {
      label: 'Error on this screen',
      description: failingCall
        ? `${failingCall} answers ${PRESET_ERROR_STATUS}: this screen shows its error.`
        : endpointsFailed !== null
          ? `The calls could not be listed: ${endpointsFailed}`
          : endpoints === null
            ? "Finding this screen's calls..."
            : 'This screen makes no calls.',
      apply: failingCall ? from({ error: { endpoint: failingCall, status: PRESET_ERROR_STATUS } }) : null,
    },
    { label: 'Empty', description: 'Every list empty, every figure zero.', apply: from({ empty: true }) },
    {
      label: 'Hostile text',
      description:
        'The same world with markup, scripts, right-to-left text, emoji and 200-letter words in names, addresses, notes, searches, comments, shares, link sources, device names and user ids: all shown as text.',
      apply: from({ hostile: true }),
    },
    {
      label: 'Session expired',
      description: sessionEndFailure
        ? `The session could not be ended: ${sessionEndFailure}`
        : 'Ends this session once: the next call answers 401 and the login screen says the session expired. Signing in again works as usual.',
      // This session's token ends; the scenario stays the default, so the next sign-in works.
      apply:
        auth.status === 'authenticated'
          ? () =>
              void control
                .endSession(auth.token)
                .then(from({}), (error: unknown) =>
                  setSessionEndFailure(error instanceof Error ? error.message : String(error)),
                )
          : null,
    },
    {
      label: 'Back to default',
      description: 'No faults, no delay, the clock running.',
      apply: () => applyChange(() => control.reset()),
    },
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
          How the simulated backend answers, for this browser session. Changes apply at once, and this screen asks for
          its data again.
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

        <Section title="Role">
          <RoleSwitch control={control} />
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

        <Section title="Recent calls">
          <RecentCalls calls={control.recentCalls} />
        </Section>
      </Offcanvas.Body>
    </Offcanvas>
  )
}
