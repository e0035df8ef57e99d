import * as z from 'zod/mini'
import { isRecord } from '@/api/lotValidation'
import { lotProblem, spacesSchema } from '@/api/lotSchema'
import { PARKING_TYPES, SPACES_RANGE } from '@/schema/parkingLots'
import type { ParkingLot, ParkingType } from '@/api/types'
import type { Position } from './lotDetails'
import { digitsOf, readDecimal, readWhole, withDecimalPoint } from './typedNumber'

// The lot editor's form (docs/product.md#parking-lot-editor): a lot as text fields and back.
// The form holds only what it shows; every other part of the lot (its _id and lotId, a field
// the console does not know, a MultiPolygon) stays in the lot the form was filled from and
// goes back untouched. A field left as it was goes back as it was: an absent address stays
// absent, a null one null.

/** The rates the console shows as money: always numbers. */
const NUMBER_KEYS = new Set(['hourlyRate', 'dailyRate'])

/** How a property's value is edited: text as it is, a number, or any JSON (an object such as free_duration_rules). */
export type PropertyKind = 'text' | 'number' | 'json'

export interface PropertyRow {
  key: string
  kind: PropertyKind
  value: string
}

export interface LotFormValues {
  name: string
  address: string
  spaces: string
  owner: string
  parking_type: ParkingType | ''
  notes: string
  restriction_description: string
  latitude: string
  longitude: string
  properties: PropertyRow[]
}

const TEXT_FIELDS = ['address', 'owner', 'notes', 'restriction_description'] as const

/** Whether the form edits the lot's geometry as a Point: a Point, or none yet (the form can give it one). */
export function editsPoint(lot: ParkingLot): boolean {
  const geometry: unknown = lot.geometry
  return geometry === undefined || geometry === null || (isRecord(geometry) && geometry.type === 'Point')
}

function rowOf(key: string, value: unknown): PropertyRow {
  if (typeof value === 'number') return { key, kind: 'number', value: digitsOf(value) }
  if (typeof value === 'string') return { key, kind: 'text', value }
  return { key, kind: 'json', value: JSON.stringify(value, null, 2) }
}

/**
 * The form's values for a lot, or why the form cannot show it without loss (the JSON tab
 * says so and stays). The lot is one the lot JSON checks have passed.
 */
export function toForm(lot: ParkingLot): { ok: true; values: LotFormValues } | { ok: false; reason: string } {
  // The server's own checks first: a field of a type the server refuses has no field to show
  // it in. A field the form does not know it carries as it is.
  const problem = lotProblem(lot, { id: lot._id }, true)
  if (problem !== null) return { ok: false, reason: problem }
  const geometry: unknown = lot.geometry
  if (isRecord(geometry) && geometry.type !== 'Point' && geometry.type !== 'MultiPolygon')
    return { ok: false, reason: `the form has no fields for a geometry of type "${String(geometry.type)}"` }
  const point = isRecord(geometry) && geometry.type === 'Point' ? (geometry.coordinates as [number, number]) : null
  return {
    ok: true,
    values: {
      name: lot.name,
      address: lot.address ?? '',
      spaces: lot.spaces === null || lot.spaces === undefined ? '' : String(lot.spaces),
      owner: lot.owner ?? '',
      parking_type: lot.parking_type ?? '',
      notes: lot.notes ?? '',
      restriction_description: lot.restriction_description ?? '',
      latitude: point ? digitsOf(point[1]) : '',
      longitude: point ? digitsOf(point[0]) : '',
      properties: Object.entries(lot.additionalProperties ?? {}).map(([key, value]) => rowOf(key, value)),
    },
  }
}

/** The spaces typed, when they are a count the server takes; null for anything else. */
function typedSpaces(text: string): number | null {
  const spaces = readWhole(text)
  return spaces !== null && spacesSchema.safeParse(spaces).success ? spaces : null
}

/** A coordinate typed as digits, within ±limit; null for anything else. */
function typedCoordinate(text: string, limit: number): number | null {
  const value = readDecimal(text)
  return value !== null && Math.abs(value) <= limit ? value : null
}

function propertyValue({ kind, value }: PropertyRow): unknown {
  if (kind === 'text') return value
  if (kind === 'number') return readDecimal(value) ?? value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

/** A blank field: the value it had if that was none too (absent, null or ''), else null. */
function emptyLike(previous: unknown): unknown {
  return previous === undefined || previous === '' ? previous : null
}

/**
 * The lot the form's values make, laid over the lot the form was filled from. A number
 * field's text that is not one as typed (or, for spaces, not a count the server takes) goes
 * in as the text: the form refuses it, and the changes show it as typed, not as the number
 * JavaScript would read.
 */
export function fromForm(values: LotFormValues, base: ParkingLot): ParkingLot {
  const lot = { ...base } as unknown as Record<string, unknown>
  const set = (field: string, value: unknown) => {
    if (value === undefined) delete lot[field]
    else lot[field] = value
  }
  set('name', values.name)
  for (const field of TEXT_FIELDS) set(field, values[field] === '' ? emptyLike(base[field]) : values[field])
  set('spaces', values.spaces.trim() === '' ? emptyLike(base.spaces) : (typedSpaces(values.spaces) ?? values.spaces))
  set('parking_type', values.parking_type === '' ? emptyLike(base.parking_type) : values.parking_type)
  if (editsPoint(base)) {
    const blank = values.latitude.trim() === '' && values.longitude.trim() === ''
    const geometry = isRecord(base.geometry) ? base.geometry : {}
    set(
      'geometry',
      blank
        ? base.geometry
        : {
            ...geometry,
            type: 'Point',
            coordinates: [
              readDecimal(values.longitude) ?? values.longitude,
              readDecimal(values.latitude) ?? values.latitude,
            ],
          },
    )
  }
  const hadProperties = base.additionalProperties !== undefined
  if (hadProperties || values.properties.length > 0)
    set('additionalProperties', Object.fromEntries(values.properties.map((row) => [row.key, propertyValue(row)])))
  return lot as unknown as ParkingLot
}

/**
 * Why a number typed with a comma before its decimals is refused, when a point would make
 * it one: '{label}: use a point as the decimal separator (59.88, not 59,88)'; else null.
 */
function commaProblem(label: string, text: string): string | null {
  const dotted = withDecimalPoint(text)
  return dotted === null ? null : `${label}: use a point as the decimal separator (${dotted}, not ${text.trim()})`
}

/** A coordinate field: a number within its range, typed as digits. */
function coordinate(label: string, limit: number) {
  return z.string().check(
    z.superRefine((text, context) => {
      if (typedCoordinate(text, limit) !== null) return
      const message =
        commaProblem(label, text) ?? `${label} must be a number from -${limit} to ${limit}, typed as digits`
      context.addIssue({ code: 'custom', message })
    }),
  )
}

const LATITUDE_LIMIT = 90
const LONGITUDE_LIMIT = 180
const LATITUDE = coordinate('Latitude', LATITUDE_LIMIT)
const LONGITUDE = coordinate('Longitude', LONGITUDE_LIMIT)

/** The position the latitude and longitude fields give, or null while either is not a coordinate. */
export function formPosition(latitude: string, longitude: string): Position | null {
  const position = {
    latitude: typedCoordinate(latitude, LATITUDE_LIMIT),
    longitude: typedCoordinate(longitude, LONGITUDE_LIMIT),
  }
  return position.latitude === null || position.longitude === null ? null : (position as Position)
}

/**
 * The form's rules: the lot schema's (src/api/lotSchema.ts) where the form's fields meet
 * them, and two more an operator's edit must meet, which the server does not ask of a lot
 * from elsewhere: a name, and a position on the Earth (a Point's latitude within ±90,
 * longitude within ±180). `pointEditable`: the lot's geometry is the form's to edit.
 */
export function lotFormSchema(pointEditable: boolean) {
  return z
    .object({
      name: z.string().check(z.refine((name) => name.trim() !== '', { error: 'Name is required' })),
      address: z.string(),
      spaces: z.string().check(
        z.refine((text) => text.trim() === '' || typedSpaces(text) !== null, {
          error: `Spaces must be a whole number ${SPACES_RANGE}, typed as digits, or blank`,
        }),
      ),
      owner: z.string(),
      parking_type: z.enum([...PARKING_TYPES, '']),
      notes: z.string(),
      restriction_description: z.string(),
      latitude: z.string(),
      longitude: z.string(),
      properties: z.array(z.object({ key: z.string(), kind: z.enum(['text', 'number', 'json']), value: z.string() })),
    })
    .check(
      z.superRefine((values, context) => {
        // A lot is saved with a geometry (docs/product.md#lot-json-checks): a Point needs both.
        if (pointEditable) {
          for (const [field, schema] of [
            ['latitude', LATITUDE],
            ['longitude', LONGITUDE],
          ] as const) {
            const result = schema.safeParse(values[field])
            if (!result.success)
              context.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]!.message })
          }
        }
        const seen = new Set<string>()
        values.properties.forEach((row, index) => {
          const at = (field: keyof PropertyRow, message: string) =>
            context.addIssue({ code: 'custom', path: ['properties', index, field], message })
          if (row.key.trim() === '') at('key', 'Key is required')
          else if (seen.has(row.key)) at('key', `Duplicate key: ${row.key}`)
          seen.add(row.key)
          if (NUMBER_KEYS.has(row.key) && row.kind !== 'number') at('kind', `${row.key} must be a number`)
          if (row.kind === 'number' && readDecimal(row.value) === null)
            at('value', commaProblem('Value', row.value) ?? 'Must be a number, typed as digits')
          if (row.kind === 'json' && !isJson(row.value)) at('value', 'Must be JSON, such as {"minutes": 30}')
        })
      }),
    )
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}
