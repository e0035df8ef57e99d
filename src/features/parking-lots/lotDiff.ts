import { isRecord, sameJson } from '@/api/lotValidation'
import type { ParkingLot } from '@/api/types'
import { distanceMetres, formatDistance } from '@/lib/geo'

// A lot's changes field by field, as the editor lists them before a save and when the
// server's copy changed under it (docs/product.md#parking-lot-editor): 'spaces: 120 → 140',
// 'address: Old → New', 'geometry: moved 35 m', 'hourlyRate: 30 → 35', 'added key: x',
// 'removed key: y'. Feedback is not the lot's own (it comes from the app's events).

/** A value in a change: text as it is, anything else as JSON; no value (absent, null, blank) '(empty)'. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)'
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** The position of a Point that has one ([longitude, latitude]); null for anything else. */
function pointOf(geometry: unknown): [number, number] | null {
  if (!isRecord(geometry) || geometry.type !== 'Point' || !Array.isArray(geometry.coordinates)) return null
  const [lng, lat] = geometry.coordinates as unknown[]
  return geometry.coordinates.length === 2 && Number.isFinite(lng) && Number.isFinite(lat)
    ? [lng as number, lat as number]
    : null
}

function geometryChange(before: unknown, after: unknown): string {
  const from = pointOf(before)
  const to = pointOf(after)
  if (from && to) return `geometry: moved ${formatDistance(distanceMetres(from, to))}`
  const typeOf = (geometry: unknown) => (isRecord(geometry) ? shown(geometry.type) : shown(geometry))
  const [fromType, toType] = [typeOf(before), typeOf(after)]
  return fromType === toType ? `geometry: ${toType} changed` : `geometry: ${fromType} → ${toType}`
}

function propertyChanges(before: unknown, after: unknown): string[] {
  const from = isRecord(before) ? before : {}
  const to = isRecord(after) ? after : {}
  const changes: string[] = []
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (!Object.hasOwn(to, key)) changes.push(`removed key: ${key}`)
    else if (!Object.hasOwn(from, key)) changes.push(`added key: ${key}`)
    else if (!sameJson(from[key], to[key])) changes.push(`${key}: ${shown(from[key])} → ${shown(to[key])}`)
  }
  return changes
}

/** Every change from `before` to `after`, one line each, in the order of the lot's fields. */
export function lotDiff(before: ParkingLot, after: ParkingLot): string[] {
  const from = before as unknown as Record<string, unknown>
  const to = after as unknown as Record<string, unknown>
  const changes: string[] = []
  for (const field of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (field === 'feedback' || sameJson(from[field], to[field])) continue
    if (field === 'geometry') changes.push(geometryChange(from[field], to[field]))
    else if (field === 'additionalProperties') changes.push(...propertyChanges(from[field], to[field]))
    else {
      const [old, now] = [shown(from[field]), shown(to[field])]
      // Absent, null and blank are all no value: a change between them has nothing to show.
      if (old !== now) changes.push(`${field}: ${old} → ${now}`)
      // The same words for different values ('12' and 12): as JSON, which tells them apart.
      else if (old !== '(empty)')
        changes.push(`${field}: ${JSON.stringify(from[field])} → ${JSON.stringify(to[field])}`)
    }
  }
  return changes
}
