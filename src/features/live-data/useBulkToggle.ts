import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { ApiError } from '@/api/http'
import { toggleLiveData } from '@/api/liveData'
import type { LiveDataControl } from '@/api/types'
import { eachAtOnce } from '@/lib/eachAtOnce'
import { failureText } from './failureText'
import { CONTROLS_KEY } from './useLiveData'

// Live data switched for many lots at once (docs/product.md#live-data-controls). The server
// only flips a lot (there is no "set"), so a lot already in the wanted state, by the list,
// is skipped without a request, and each answer is checked against the state wanted: a
// list out of date shows as a failure, never as done.

/** Toggles sent at once: enough to finish 85 lots in a few seconds, few enough not to crowd the server. */
export const BULK_CONCURRENCY = 4

export type BulkAction = 'disable' | 'enable'
export type Outcome = 'done' | 'failed' | 'skipped' | 'not sent'

export interface LotOutcome {
  lotId: string
  outcome: Outcome
  /** Why it failed. */
  message?: string
}

export interface BulkReport {
  action: BulkAction
  /** The run undid an earlier one: it offers no Undo of its own. */
  undo: boolean
  cancelled: boolean
  lots: LotOutcome[]
}

type BulkState =
  | { phase: 'idle' }
  | { phase: 'running'; action: BulkAction; undo: boolean; done: number; total: number; cancelling: boolean }
  | { phase: 'report'; report: BulkReport }

const wantsEnabled = (action: BulkAction) => action === 'enable'
const inverse = (action: BulkAction): BulkAction => (action === 'enable' ? 'disable' : 'enable')

/** Why a toggle failed: the server's own message when it sent one. */
function whyFailed(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage
  return failureText(error, 'Toggle failed')
}

/**
 * The bulk run and its report. `controls` is every lot as the list last showed it: it tells
 * which lots are already in the wanted state. While a run is under way, `running` is true
 * and the list is fetched once, at its end.
 */
export function useBulkToggle(controls: readonly LiveDataControl[]) {
  const { mutate } = useSWRConfig()
  const [state, setState] = useState<BulkState>({ phase: 'idle' })
  const latest = useRef(controls)
  useLayoutEffect(() => {
    latest.current = controls
  })
  const running = useRef<AbortController | null>(null)
  // Leaving the screen stops asking; what is under way finishes at the server.
  useEffect(() => () => running.current?.abort(), [])

  /**
   * Switches `lotIds` to the action's state. `earlier` is the report a retry belongs to: the
   * new outcomes take the place of its lots' old ones.
   */
  const run = async (
    action: BulkAction,
    lotIds: readonly string[],
    { undo = false, earlier = [] as LotOutcome[] } = {},
  ) => {
    if (running.current) return
    const controller = new AbortController()
    running.current = controller
    const wanted = wantsEnabled(action)
    const byId = new Map(latest.current.map((control) => [control.lotId, control]))
    const outcomes = new Map<string, LotOutcome>()
    const toSend: string[] = []
    for (const lotId of lotIds) {
      if (byId.get(lotId)?.isEnabled === wanted) outcomes.set(lotId, { lotId, outcome: 'skipped' })
      else toSend.push(lotId)
    }
    let done = 0
    setState({ phase: 'running', action, undo, done, total: toSend.length, cancelling: false })
    const unsent = await eachAtOnce(toSend, BULK_CONCURRENCY, controller.signal, async (lotId) => {
      try {
        const { data } = await toggleLiveData(lotId)
        outcomes.set(
          lotId,
          data.isEnabled === wanted
            ? { lotId, outcome: 'done' }
            : {
                lotId,
                outcome: 'failed',
                message: `It is now ${data.isEnabled ? 'enabled' : 'disabled'}: the list was out of date. Retry to switch it back.`,
              },
        )
      } catch (error) {
        outcomes.set(lotId, { lotId, outcome: 'failed', message: whyFailed(error) })
      }
      done++
      setState((current) => (current.phase === 'running' ? { ...current, done } : current))
    })
    for (const lotId of unsent) outcomes.set(lotId, { lotId, outcome: 'not sent' })
    // Once, at the end: the cards and the rows as the server now has them.
    await mutate(CONTROLS_KEY)
    running.current = null
    const lots =
      earlier.length > 0
        ? earlier.map((lot) => outcomes.get(lot.lotId) ?? lot)
        : lotIds.map((lotId) => outcomes.get(lotId)!)
    setState({ phase: 'report', report: { action, undo, cancelled: unsent.length > 0, lots } })
  }

  const cancel = () => {
    running.current?.abort()
    setState((current) => (current.phase === 'running' ? { ...current, cancelling: true } : current))
  }

  const report = state.phase === 'report' ? state.report : null
  const idsWith = (outcome: Outcome) =>
    report?.lots.filter((lot) => lot.outcome === outcome).map((lot) => lot.lotId) ?? []

  return {
    state,
    running: state.phase === 'running',
    start: (action: BulkAction, lotIds: readonly string[]) => run(action, lotIds),
    cancel,
    /** The failed lots, again, in the same report. */
    retry: () => report && run(report.action, idsWith('failed'), { undo: report.undo, earlier: report.lots }),
    /** Exactly the lots the run changed, back; skipped and failed ones stay as they are. */
    undo: () => report && run(inverse(report.action), idsWith('done'), { undo: true }),
    dismiss: () => setState({ phase: 'idle' }),
  }
}
