import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react'
import Button from 'react-bootstrap/Button'
import Spinner from 'react-bootstrap/Spinner'
import { useLocation } from 'react-router-dom'
import type { ScenarioControl, ScenarioPanelProps } from './ScenarioNotice'
import { screenAt } from './screens'

/** Three sliders: the panel's controls. Drawn here so as not to add an icon font for one icon. */
function SlidersIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M1 3h14M1 8h14M1 13h14" strokeLinecap="round" />
      <circle cx="5" cy="3" r="1.75" fill="currentColor" />
      <circle cx="11" cy="8" r="1.75" fill="currentColor" />
      <circle cx="7" cy="13" r="1.75" fill="currentColor" />
    </svg>
  )
}

/**
 * Set by the panel's role switch just before it signs in: the new session starts the
 * console again (AppProviders.tsx keys its data by the token), this button with it, and
 * the panel opens again where the person was working instead of vanishing with their focus.
 */
let reopenAtMount = false
export function reopenPanelAtNextMount(reopen: boolean): void {
  reopenAtMount = reopen
}

/**
 * The header's way into the scenario panel (simulated backend only). The panel's code
 * comes from the control (main.tsx hands it a loader on its demo-only path, so that a
 * build for a real backend carries none of it) on the first click. The button also tells
 * the control which screen is on show, before that screen's calls go out (a layout effect
 * of the header runs before those of the main area), so the panel can offer its calls first.
 */
export function ScenarioPanelButton({ control }: { control: ScenarioControl }) {
  const { pathname } = useLocation()
  const screen = screenAt(pathname)?.path ?? pathname
  useLayoutEffect(() => control.showing(screen), [control, screen])
  const [Panel, setPanel] = useState<ComponentType<ScenarioPanelProps> | null>(null)
  const [loading, setLoading] = useState<'no' | 'yes' | 'failed'>('no')
  const [show, setShow] = useState(() => reopenAtMount)
  const { loadPanel } = control
  const load = useCallback(
    () =>
      loadPanel?.().then(
        ({ default: loaded }) => {
          setPanel(() => loaded)
          setLoading('no')
        },
        // Its code did not arrive (offline for a moment): the next click tries again.
        () => setLoading('failed'),
      ),
    [loadPanel],
  )
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!reopenAtMount) return
    reopenAtMount = false
    // Focused before the panel opens, so that closing the panel returns focus here, as always.
    button.current?.focus()
    // The panel's code is here already: it was open a moment ago.
    void load()
  }, [load])
  if (!loadPanel) return null

  const open = () => {
    setShow(true)
    if (Panel || loading === 'yes') return
    setLoading('yes')
    void load()
  }

  return (
    <>
      <Button
        ref={button}
        variant="outline-light"
        size="sm"
        className="d-inline-flex align-items-center gap-1 flex-shrink-0"
        aria-label="Scenario panel"
        aria-controls="scenario-panel"
        aria-expanded={show && Panel !== null}
        aria-busy={loading === 'yes'}
        onClick={open}
      >
        {loading === 'yes' ? <Spinner animation="border" size="sm" aria-hidden="true" /> : <SlidersIcon />}
        {/* A phone's header has room for the icon only; its name is the aria-label. */}
        <span className="d-none d-lg-inline">Scenario panel</span>
      </Button>
      <span role="status" className="visually-hidden">
        {loading === 'yes'
          ? 'Loading the scenario panel...'
          : loading === 'failed'
            ? 'The scenario panel could not be loaded; try again.'
            : ''}
      </span>
      {Panel && <Panel control={control} screen={screen} show={show} onHide={() => setShow(false)} />}
    </>
  )
}
