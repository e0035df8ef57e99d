import { useCallback, useEffect, useSyncExternalStore, type ComponentType } from 'react'
import Button from 'react-bootstrap/Button'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import type { Credentials, RecentCall } from '@/api/types'
import { freezeClock } from '@/lib/clock'

/** The simulated backend's fault scenario (mocks/scenarios.ts, as /__mock/scenario answers it). */
export interface ScenarioSettings {
  latency: 'none' | 'realistic' | 'slow'
  /** One endpoint (a path shape such as /api/parking-lots/:id) answers this status. */
  error: { endpoint: string; status: number } | null
  /** Share (0-1) of calls that answer 500. */
  flaky: number
  /** Every list empty, every figure zero. */
  empty: boolean
  /** The same world with hostile text (markup, scripts, right-to-left, emoji, long words) where the screens show it. */
  hostile: boolean
  /** Minutes until tokens issued from now on expire; 0 ends every session at once; null for the usual lifetime. */
  sessionExpiryMinutes: number | null
  /** The moment (ms) the backend's clock stands still at; null while it runs. */
  frozenAt: number | null
}

/** An endpoint of the simulated backend, and whether the screen on show calls it. */
export interface ScenarioEndpoint {
  path: string
  methods: string[]
  onScreen: boolean
}

export interface ScenarioPanelProps {
  control: ScenarioControl
  /** The screen on show: its route (e.g. /parking-lots/:id). */
  screen: string
  show: boolean
  onHide: () => void
}

/**
 * The simulated backend's fault scenario, as the console may know it: main.tsx gets it from
 * the simulated backend (src/ never imports mocks/; mocks/scenarios.ts scenarioControl
 * implements it); there is none against a real backend.
 */
export interface ScenarioControl {
  /** The settings that differ from the default, in words; null for the default scenario. */
  describe(): string | null
  /** The moment the simulated clock stands still at (`?now=`), which the console's clock follows; null when it runs. */
  frozenAt(): number | null
  /** Back to the default scenario, no longer remembered for the browser session. */
  reset(): void
  /** The query parameters that choose a scenario: taken out of the address on a change, so a reload does not bring an old one back. */
  readonly params: readonly string[]
  /** Calls `listener` after every change made through this control; returns the way to stop. */
  subscribe(listener: () => void): () => void
  /** The settings now (the same object until they change). */
  settings(): ScenarioSettings
  readonly defaults: ScenarioSettings
  /** Changes the settings, at once and for the rest of the browser session. */
  set: (next: ScenarioSettings) => void
  /** Says which screen the console shows, so that its calls are known as its own. */
  showing(screen: string): void
  /** Every endpoint of the backend, those `screen` calls first. */
  endpoints(screen: string): Promise<ScenarioEndpoint[]>
  /** The seed of the world; another one needs another world, which `changeSeed` loads (a page reload). */
  readonly seed: number
  changeSeed: (seed: number) => void
  /** Throws the stored edits away (POST /__mock/reset); resolves to the backend's message. */
  resetData(): Promise<string>
  /** Ends the session of `token`, once: its next call answers 401, and a new sign-in works as usual. */
  endSession(token: string): Promise<string>
  /** The seeded account of each role: signing in with one is how the panel switches role. */
  readonly accounts: Readonly<Record<string, Credentials>>
  /** The address that opens `href` (a console address with its list state) under this scenario and seed, as `role` if given. */
  link(href: string, role?: string): string
  /** Calls `listener` when another tab's write has changed the data; returns the way to stop. */
  onWriteElsewhere(listener: () => void): () => void
  /** The console's latest calls, oldest first, and a way to hear of each new one. */
  readonly recentCalls: { list(): readonly RecentCall[]; subscribe(listener: () => void): () => void }
  /** The scenario panel's code, loaded on first use (demo builds only). */
  loadPanel?: () => Promise<{ default: ComponentType<ScenarioPanelProps> }>
}

/**
 * Makes a change of scenario (`change`) the console's: its clock follows a frozen moment,
 * the address loses the scenario's parameters (the browser session remembers the scenario;
 * left in the address, they would bring an old one back at the next reload), and every
 * answer kept, given under the old scenario, is dropped and asked for again, so the screen
 * shows the new one from its loading state on.
 */
export function useScenarioChange(control: ScenarioControl): (change?: () => void) => void {
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const { mutate } = useSWRConfig()
  return useCallback(
    (change) => {
      change?.()
      freezeClock(control.frozenAt())
      const query = new URLSearchParams(search)
      for (const name of control.params) query.delete(name)
      const rest = query.toString() ? `?${query}` : ''
      if (rest !== search) void navigate({ pathname, search: rest, hash }, { replace: true })
      void mutate(() => true, undefined, { revalidate: true })
    },
    [control, pathname, search, hash, navigate, mutate],
  )
}

/**
 * Fetches what the screen shows again when another tab's write has changed the simulated
 * backend's data, keeping the answers on show meanwhile: no tab shows a state that is no
 * longer true. Against a real backend there is no control, and focus brings fresh data.
 */
export function useWritesElsewhere(control: ScenarioControl | undefined): void {
  const { mutate } = useSWRConfig()
  useEffect(() => control?.onWriteElsewhere(() => void mutate(() => true)), [control, mutate])
}

/** The scenario in words, following every change made through the control. */
export function useScenarioDescription(control: ScenarioControl): string | null {
  return useSyncExternalStore(control.subscribe, control.describe)
}

/**
 * A line under the header while a fault scenario is on, so a demo never passes simulated
 * errors or latency off as the backend's own; one click goes back to the default.
 */
export function ScenarioNotice({ control, onReset }: { control: ScenarioControl; onReset?: () => void }) {
  const description = useScenarioDescription(control)
  const applyChange = useScenarioChange(control)
  if (description === null) return null

  function backToDefault() {
    applyChange(() => control.reset())
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
