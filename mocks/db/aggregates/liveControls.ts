import type { LiveDataControl, LiveDataControlsResponse } from '@/api/types'
import { liveFigures, type LiveControlState } from '@mocks/db/live'
import { HOUR_MS } from '@mocks/db/time'
import type { World } from '@mocks/db/world'

// GET /api/v1/lots/admin/live-data-controls answers every lot at once (over 2 MB of JSON
// at 15,000 lots) and is polled every 30 s. A lot's figures only change with its control,
// the hour and the last metrics update, so each lot's row is serialised once and kept
// until one of those changes; a poll then only checks the controls and joins text.

interface Row {
  isEnabled: boolean
  lastUpdated: number
  json: string
}

interface Memo {
  hour: number
  metricsUpdatedAt: number
  rows: Map<LiveControlState, Row>
  controlsJson: string | null
}

const memos = new WeakMap<World, Memo>()

function controlRow(seed: number, state: LiveControlState, now: number, metricsUpdatedAt: number): Row {
  const control: LiveDataControl = {
    lotId: state.lotId,
    isEnabled: state.isEnabled,
    lastUpdated: new Date(state.lastUpdated).toISOString(),
    ...liveFigures(seed, state, now, metricsUpdatedAt),
  }
  return { isEnabled: state.isEnabled, lastUpdated: state.lastUpdated, json: JSON.stringify(control) }
}

/** The response body, as JSON text: controls in lot order, summary counted from them. */
export function liveDataControlsJson(world: World, now: number): string {
  const { controls, metricsUpdatedAt } = world.live
  const hour = Math.floor(now / HOUR_MS)
  let memo = memos.get(world)
  if (!memo || memo.hour !== hour || memo.metricsUpdatedAt !== metricsUpdatedAt) {
    memo = { hour, metricsUpdatedAt, rows: new Map(), controlsJson: null }
    memos.set(world, memo)
  }
  let changed = memo.controlsJson === null
  let enabled = 0
  for (const state of controls.values()) {
    if (state.isEnabled) enabled++
    const row = memo.rows.get(state)
    if (row && row.isEnabled === state.isEnabled && row.lastUpdated === state.lastUpdated) continue
    memo.rows.set(state, controlRow(world.seed, state, now, metricsUpdatedAt))
    changed = true
  }
  if (changed) {
    const rows = memo.rows
    memo.controlsJson = `[${Array.from(controls.values(), (state) => rows.get(state)!.json).join(',')}]`
  }
  const summary: LiveDataControlsResponse['data']['summary'] = {
    total: controls.size,
    enabled,
    disabled: controls.size - enabled,
  }
  return `{"data":{"controls":${memo.controlsJson},"summary":${JSON.stringify(summary)}},"timestamp":${JSON.stringify(new Date(now).toISOString())}}`
}
