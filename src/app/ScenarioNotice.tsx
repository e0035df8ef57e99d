import { useState } from 'react'
import Button from 'react-bootstrap/Button'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { freezeClock } from '../lib/clock'

/**
 * The simulated backend's fault scenario, as the console may know it: main.tsx gets it from
 * the simulated backend (src/ never imports mocks/); there is none against a real backend.
 */
export interface ScenarioControl {
  /** The settings that differ from the default, in words; null for the default scenario. */
  describe(): string | null
  /** The moment the simulated clock stands still at (`?now=`), which the console's clock follows; null when it runs. */
  frozenAt(): number | null
  /** Back to the default scenario, no longer remembered for the browser session. */
  reset(): void
  /** The query parameters that choose a scenario: taken out of the address on reset, so a reload does not bring it back. */
  readonly params: readonly string[]
}

/**
 * A line under the header while a fault scenario is on, so a demo never passes simulated
 * errors or latency off as the backend's own; one click goes back to the default.
 */
export function ScenarioNotice({ control, onReset }: { control: ScenarioControl; onReset?: () => void }) {
  const [description, setDescription] = useState(() => control.describe())
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const { mutate } = useSWRConfig()
  if (description === null) return null

  function backToDefault() {
    control.reset()
    freezeClock(control.frozenAt())
    setDescription(control.describe())
    const query = new URLSearchParams(search)
    for (const name of control.params) query.delete(name)
    const rest = query.toString() ? `?${query}` : ''
    if (rest !== search) navigate({ pathname, search: rest, hash }, { replace: true })
    // Every answer on screen was given under the old scenario: ask again.
    void mutate(() => true)
    onReset?.()
  }

  return (
    <div className="d-flex align-items-center gap-2 px-3 py-1 bg-warning-subtle text-warning-emphasis border-bottom border-warning-subtle small">
      <span aria-hidden="true">⚠</span>
      {/* The words wrap beside the button on a phone, rather than pushing it onto a line of its own. */}
      <p className="mb-0 text-break" style={{ minWidth: 0 }}>
        <strong>Scenario:</strong> {description}
      </p>
      <Button variant="outline-dark" size="sm" className="py-0 flex-shrink-0" onClick={backToDefault}>
        Back to default
      </Button>
    </div>
  )
}
