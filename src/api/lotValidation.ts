import { jsonErrorOffset, lineAndColumn } from '@/lib/jsonSyntax'
import type { ParkingLot } from './types'

// The checks for an edited parking lot, in the order docs/product.md#lot-json-checks lists
// them, shared by the console's raw-JSON editor and the simulated backend's PUT handler
// so that both report the same first problem with the same words. Pure: it never
// throws, whatever it is given.

export type LotValidation = { ok: true; lot: ParkingLot; warnings: string[] } | { ok: false; message: string }

const fail = (message: string): LotValidation => ({ ok: false, message })
const INVALID_JSON = 'Invalid JSON syntax'

/** typeof, except that null is 'null' (typeof null is 'object'). */
function kindOf(value: unknown): string {
  return value === null ? 'null' : typeof value
}

/** A JSON object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** JSON values equal whatever the order of their keys: two lots the same (an edit that changes nothing, a lot unchanged on the server). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/** A required field is missing when absent, null or the empty string. */
function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === ''
}

/** Every element is an array, down to `depth` levels: a MultiPolygon is polygons of rings of positions. */
function isNestedArrays(items: readonly unknown[], depth: number): boolean {
  return items.every((item) => Array.isArray(item) && (depth === 1 || isNestedArrays(item, depth - 1)))
}

/** Checks a lot that has already been parsed from JSON. */
export function validateLot(value: unknown): LotValidation {
  const fields = isRecord(value) ? value : {}
  if (isMissing(fields._id)) return fail('Missing required field: _id')
  if (isMissing(fields.lotId)) return fail('Missing required field: lotId')
  if (isMissing(fields.geometry)) return fail('Missing required field: geometry')
  const geometry = isRecord(fields.geometry) ? fields.geometry : {}
  const coordinates = geometry.coordinates
  if (isMissing(coordinates)) return fail('Missing required field: geometry.coordinates')
  if (!Array.isArray(coordinates)) return fail(`geometry.coordinates must be an array, got: ${kindOf(coordinates)}`)

  const warnings: string[] = []
  const type = geometry.type
  if (type === 'Point') {
    if (coordinates.length !== 2)
      return fail(`Point coordinates must have exactly 2 elements, got: ${coordinates.length}`)
    if (!coordinates.every((coordinate) => Number.isFinite(coordinate)))
      return fail('Point coordinates must be numbers')
  } else if (type === 'MultiPolygon') {
    if (coordinates.length === 0) return fail('MultiPolygon coordinates cannot be empty')
    if (!isNestedArrays(coordinates, 3)) return fail('MultiPolygon coordinates must be nested arrays')
  } else {
    const named = typeof type === 'string' ? `"${type}"` : `(${kindOf(type)})`
    warnings.push(`Geometry type ${named} is not checked; it will be saved as is`)
  }
  // The checks above are all the product asks for; the rest of the shape is the caller's to
  // trust or check.
  return { ok: true, lot: fields as unknown as ParkingLot, warnings }
}

/**
 * The message for text that is not JSON (docs/product.md#lot-json-checks), then where it
 * stops being JSON: 'Invalid JSON syntax (line 3, column 14)'. The words alone if no place
 * is found.
 */
function invalidJson(text: string): LotValidation {
  const offset = jsonErrorOffset(text)
  if (offset === null) return fail(INVALID_JSON)
  const { line, column } = lineAndColumn(text, offset)
  return fail(`${INVALID_JSON} (line ${line}, column ${column})`)
}

/** Checks the text of the raw-JSON editor: first that it is JSON, then the lot it holds. */
export function validateLotJson(text: string): LotValidation {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return invalidJson(text)
  }
  return validateLot(value)
}
