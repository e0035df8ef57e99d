import type { ParkingLot } from '@/api/types'
import { noise, textHash } from './noise'
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

export interface LiveFigures {
  occupancyChangesLastHour: number
  /** The largest single change in occupancy, in percent of the lot's spaces. */
  maxChangeLastHour: number
  dataPointsLastHour: number
}

const NO_DATA: LiveFigures = { occupancyChangesLastHour: 0, maxChangeLastHour: 0, dataPointsLastHour: 0 }

/** 0.15 at night, 1 around noon and the afternoon: how much cars come and go. */
function trafficAt(time: number): number {
  const hour = new Date(time).getHours()
  return hour < 6 ? 0.15 : hour < 8 || hour >= 20 ? 0.5 : 1
}

/**
 * A lot's sensor figures for the last hour, derived from the seed, the lot, the hour slot
 * (epoch hours) and the last metrics recomputation, and nothing else: they change every
 * hour and on every update, and can be kept until then.
 * A disabled lot reports nothing. A stuck sensor still reports a reading every 5 minutes
 * but never a change (the lot shows as Static). An active one reads about once a minute.
 */
export function liveFigures(
  seed: number,
  control: LiveControlState,
  now: number,
  metricsUpdatedAt: number,
): LiveFigures {
  if (!control.isEnabled) return NO_DATA
  const lot = textHash(control.lotId)
  const hour = Math.floor(now / HOUR_MS)
  const draw = (salt: number) => noise(seed, lot, hour, metricsUpdatedAt, salt)
  if (control.sensor === 'stuck') return { ...NO_DATA, dataPointsLastHour: 12 - Math.floor(draw(1) * 3) }
  // Some lots are busy all day, others see a car an hour.
  const busyness = 0.1 + 0.9 * noise(seed, lot)
  const dataPointsLastHour = 60 - Math.floor(draw(1) * 8)
  const changes = 1 + Math.floor(busyness * trafficAt(hour * HOUR_MS) * (0.5 + draw(2)) * 36)
  return {
    occupancyChangesLastHour: Math.min(changes, dataPointsLastHour),
    // Mostly small steps; now and then a bus load or a sensor glitch of more than 50%.
    maxChangeLastHour: Math.round((1 + Math.pow(draw(3), 6) * 79) * 10) / 10,
    dataPointsLastHour,
  }
}
