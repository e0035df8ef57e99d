import type { FeedbackItem } from '@/api/types'
import { formatExact } from '@/lib/format'

// Pure readings of a lot for the list, the modal and the detail page
// (docs/product.md#parking-lot-detail).

/** What the list and the modal show for a missing value. */
export const NOT_AVAILABLE = 'N/A'

/**
 * A lot's text field as shown: the text, or `fallback` when it is missing or blank. A
 * number or boolean (a real backend may send `lotId: 1234`) is written as it is, and
 * anything else counts as missing, so odd data never breaks a screen.
 */
export function textOr(value: unknown, fallback: string): string {
  if (typeof value === 'string') return value.trim() ? value : fallback
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return fallback
}

/**
 * The lot's name with its lotId, for the accessible names of its buttons and links in the
 * list: names repeat, and a lot without one reads N/A.
 */
export function lotLabel(lot: { name?: unknown; lotId?: unknown }): string {
  return `${textOr(lot.name, NOT_AVAILABLE)} (${textOr(lot.lotId, NOT_AVAILABLE)})`
}

/** The lot's name as its page's title says it: the name, else the lot ID, else 'Unnamed lot'. */
export function lotTitle(lot: { name?: unknown; lotId?: unknown }): string {
  return textOr(lot.name, textOr(lot.lotId, 'Unnamed lot'))
}

/** The number of spaces with thousands separators, or `fallback` when it is not a number. */
export function spacesOr(value: unknown, fallback: string): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatExact(value) : fallback
}

/**
 * A property key as words, each capitalised: hourlyRate and hourly_rate both read
 * 'Hourly Rate', evChargerURL 'Ev Charger URL', level2Spaces 'Level 2 Spaces'.
 * A number followed by lower-case letters stays one word (24h, 3d).
 */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2') // camelCase
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2') // an acronym, then a word: URLPath
    .replace(/(\p{L})(\d)/gu, '$1 $2') // zone1
    .replace(/(\d)(\p{Lu})/gu, '$1 $2') // 2Spaces
    .split(/[\s_\-.]+/)
    .filter(Boolean)
  return words.length > 0 ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ') : key
}

export interface Position {
  latitude: number
  longitude: number
}

/** [longitude, latitude] with finite numbers, as GeoJSON writes a position. */
function readPair(value: unknown): Position | null {
  if (!Array.isArray(value) || value.length < 2) return null
  const [longitude, latitude] = value as unknown[]
  if (typeof longitude !== 'number' || typeof latitude !== 'number') return null
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return null
  return { latitude, longitude }
}

/**
 * The point a lot's geometry stands for. A Point is its own position. A MultiPolygon
 * (a lot's outline) stands for the middle of its first polygon's outer ring: the mean
 * of the ring's corners, the closing corner (a repeat of the first) counted once. For
 * the few metres a lot covers that is where a person would put the pin.
 * Anything else (a saved lot may carry any geometry) gives null.
 */
export function lotPosition(geometry: unknown): Position | null {
  if (typeof geometry !== 'object' || geometry === null) return null
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown }
  if (type === 'Point') return readPair(coordinates)
  if (type !== 'MultiPolygon' || !Array.isArray(coordinates)) return null
  const polygon: unknown = coordinates[0]
  const ring: unknown = Array.isArray(polygon) ? polygon[0] : undefined
  if (!Array.isArray(ring)) return null
  const corners = ring.map(readPair)
  if (corners.length === 0 || corners.some((corner) => corner === null)) return null
  const points = corners as Position[]
  const first = points[0]!
  const last = points[points.length - 1]!
  const distinct =
    points.length > 1 && first.latitude === last.latitude && first.longitude === last.longitude
      ? points.slice(0, -1)
      : points
  const mean = (pick: (point: Position) => number) =>
    distinct.reduce((sum, point) => sum + pick(point), 0) / distinct.length
  return { latitude: mean((point) => point.latitude), longitude: mean((point) => point.longitude) }
}

/**
 * A MultiPolygon's outline as positions: its polygons, each a list of rings (the outer one
 * first, then any holes), each ring its corners. Null for any other geometry, or when a
 * ring has fewer than three corners or one that is not a [longitude, latitude] pair: the
 * map then marks the lot's position without an outline, rather than a wrong shape.
 */
export function lotOutline(geometry: unknown): Position[][][] | null {
  if (typeof geometry !== 'object' || geometry === null) return null
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown }
  if (type !== 'MultiPolygon' || !Array.isArray(coordinates) || coordinates.length === 0) return null
  const polygons: Position[][][] = []
  for (const polygon of coordinates as unknown[]) {
    if (!Array.isArray(polygon) || polygon.length === 0) return null
    const rings: Position[][] = []
    for (const ring of polygon as unknown[]) {
      if (!Array.isArray(ring) || ring.length < 3) return null
      const corners = ring.map(readPair)
      if (corners.some((corner) => corner === null)) return null
      rings.push(corners as Position[])
    }
    polygons.push(rings)
  }
  return polygons
}

/**
 * A point picked on the map (a dropped marker, a click) as a lot's position: the longitude
 * brought into -180..180 (a map scrolled past the date line goes on counting) and both
 * rounded to six decimals, as the page shows them.
 */
export function mapPosition({ lat, lng }: { lat: number; lng: number }): Position {
  const round = (value: number) => Math.round(value * 1e6) / 1e6 || 0
  const longitude = ((((lng + 180) % 360) + 360) % 360) - 180
  return { latitude: round(lat), longitude: round(longitude === -180 && lng > 0 ? 180 : longitude) }
}

/** Degrees to six decimals (about 10 cm), as the detail page shows them. */
export function formatDegrees(value: number): string {
  return value.toFixed(6)
}

export interface FeedbackSummary {
  thumbsUp: number
  thumbsDown: number
  /** Up plus down: the votes a percentage is taken of (comments are not votes). */
  total: number
  /** The rounded share of up among up plus down, 0 when there are none (docs/product.md#feedback). */
  positivePercentage: number
}

export function summarizeFeedback(feedback: readonly FeedbackItem[]): FeedbackSummary {
  const thumbsUp = feedback.filter((item) => item.feedbackType === 'up').length
  const thumbsDown = feedback.filter((item) => item.feedbackType === 'down').length
  const total = thumbsUp + thumbsDown
  return { thumbsUp, thumbsDown, total, positivePercentage: total > 0 ? Math.round((thumbsUp / total) * 100) : 0 }
}
