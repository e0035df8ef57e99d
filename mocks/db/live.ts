import type { ParkingLot } from '../../src/api/types'
import type { Random } from './random'
import { DAY_MS, HOUR_MS } from './time'

// Live sensor data: a control per lot (enabled or not, and whether its sensor reports
// changes or is stuck), and the version of the lot data the app downloads.

export interface LiveControlState {
  lotId: string
  isEnabled: boolean
  /** When the control last changed (ms). */
  lastUpdated: number
  /** A stuck sensor reports no occupancy changes: such a lot shows as Static. */
  sensor: 'active' | 'stuck'
}

export interface LiveState {
  controls: Map<string, LiveControlState>
  version: { version: number; lastModified: number }
  /** When the per-lot metrics were last recomputed (ms). */
  metricsUpdatedAt: number
}

export function createLiveState(random: Random, lots: readonly ParkingLot[], now: number): LiveState {
  const controls = new Map<string, LiveControlState>()
  for (const lot of lots) {
    controls.set(lot.lotId, {
      lotId: lot.lotId,
      isEnabled: !random.chance(0.08),
      lastUpdated: now - Math.floor(random.next() * 14 * DAY_MS),
      sensor: random.chance(0.07) ? 'stuck' : 'active',
    })
  }
  return {
    controls,
    version: { version: random.int(40, 120), lastModified: now - Math.floor(random.next() * 3 * DAY_MS) - HOUR_MS },
    metricsUpdatedAt: now,
  }
}
