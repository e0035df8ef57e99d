import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateLot, validateLotJson } from '../../src/api/lotValidation'

// SPEC section 5, "Parking lot JSON edit is checked in this order": every rule with its
// exact message, the order between them, and that no text makes the check throw.

const point = { type: 'Point', coordinates: [10.7522, 59.9139] }
const multiPolygon = {
  type: 'MultiPolygon',
  coordinates: [[[[10.75, 59.91], [10.76, 59.91], [10.76, 59.92], [10.75, 59.91]]]],
}
const validLot = { _id: '64b7f0c2a1b2c3d4e5f60718', lotId: 'OSL-0001', name: 'Storgata 1 P-hus', geometry: point }

/** Every message of SPEC section 5; a null or empty value counts as missing, so "got:" is never null. */
const SPEC_MESSAGES = [
  /^Invalid JSON syntax$/,
  /^Missing required field: (_id|lotId|geometry|geometry\.coordinates)$/,
  /^geometry\.coordinates must be an array, got: (string|number|boolean|object)$/,
  /^Point coordinates must have exactly 2 elements, got: \d+$/,
  /^Point coordinates must be numbers$/,
  /^MultiPolygon coordinates cannot be empty$/,
  /^MultiPolygon coordinates must be nested arrays$/,
]
/** Rule 9's warning for a geometry type the rules do not check. */
const WARNING = /^Geometry type ("[^]*"|\((undefined|number|boolean|object|null)\)) is not checked; it will be saved as is$/

/** Valid with rule 9's warnings only for an unchecked type, or exactly one of the messages. */
function expectSpecAnswer(text: string) {
  const result = validateLotJson(text)
  if (result.ok) {
    const type = (result.lot.geometry as { type?: unknown }).type
    if (type === 'Point' || type === 'MultiPolygon') expect(result.warnings).toEqual([])
    else expect(result.warnings).toEqual([expect.stringMatching(WARNING)])
  } else {
    expect(SPEC_MESSAGES.filter((message) => message.test(result.message))).toHaveLength(1)
  }
}

const check = (value: unknown) => validateLotJson(JSON.stringify(value))
const messageOf = (value: unknown) => {
  const result = check(value)
  return result.ok ? null : result.message
}

describe('validateLotJson', () => {
  it('accepts a lot with a Point and answers it with no warnings', () => {
    expect(check(validLot)).toEqual({ ok: true, lot: validLot, warnings: [] })
  })

  it('accepts a lot with a MultiPolygon', () => {
    expect(check({ ...validLot, geometry: multiPolygon })).toEqual({ ok: true, lot: { ...validLot, geometry: multiPolygon }, warnings: [] })
  })

  it.each(['{', '', 'not json', "{'_id': 'x'}", '{"_id": "x",}', 'undefined'])('1. rejects %j as invalid JSON', (text) => {
    expect(validateLotJson(text)).toEqual({ ok: false, message: 'Invalid JSON syntax' })
  })

  it.each([
    ['absent', { lotId: 'OSL-0001', geometry: point }],
    ['null', { _id: null, lotId: 'OSL-0001', geometry: point }],
    ['empty', { _id: '', lotId: 'OSL-0001', geometry: point }],
  ])('2. requires _id (%s)', (_case, lot) => {
    expect(messageOf(lot)).toBe('Missing required field: _id')
  })

  it.each([[[]], [42], [null], ['"text"'], [true]])('2. reports a missing _id for the JSON value %j, which is not an object', (value) => {
    expect(messageOf(value)).toBe('Missing required field: _id')
  })

  it.each([
    ['absent', { _id: 'a', geometry: point }],
    ['null', { _id: 'a', lotId: null, geometry: point }],
    ['empty', { _id: 'a', lotId: '', geometry: point }],
  ])('3. requires lotId (%s)', (_case, lot) => {
    expect(messageOf(lot)).toBe('Missing required field: lotId')
  })

  it.each([
    ['absent', { _id: 'a', lotId: 'b' }],
    ['null', { _id: 'a', lotId: 'b', geometry: null }],
  ])('4. requires geometry (%s)', (_case, lot) => {
    expect(messageOf(lot)).toBe('Missing required field: geometry')
  })

  it.each([
    ['an object without coordinates', { type: 'Point' }],
    ['an object with null coordinates', { type: 'Point', coordinates: null }],
    ['an object with empty coordinates', { type: 'Point', coordinates: '' }],
    ['a string', 'Point'],
    ['an array', [10.75, 59.91]],
  ])('5. requires geometry.coordinates (geometry is %s)', (_case, geometry) => {
    expect(messageOf({ ...validLot, geometry })).toBe('Missing required field: geometry.coordinates')
  })

  it.each([
    ['string', '10.75,59.91'],
    ['number', 10.75],
    ['object', { longitude: 10.75, latitude: 59.91 }],
    ['boolean', true],
  ])('6. requires coordinates to be an array: got %s', (type, coordinates) => {
    expect(messageOf({ ...validLot, geometry: { type: 'Point', coordinates } })).toBe(`geometry.coordinates must be an array, got: ${type}`)
  })

  it.each([[[]], [[10.75]], [[10.75, 59.91, 12]]])('7. requires a Point to have exactly 2 coordinates: %j', (coordinates) => {
    expect(messageOf({ ...validLot, geometry: { type: 'Point', coordinates } })).toBe(
      `Point coordinates must have exactly 2 elements, got: ${coordinates.length}`,
    )
  })

  it.each([[['10.75', 59.91]], [[10.75, null]], [[[10.75], [59.91]]], [[true, false]]])('7. requires Point coordinates to be numbers: %j', (coordinates) => {
    expect(messageOf({ ...validLot, geometry: { type: 'Point', coordinates } })).toBe('Point coordinates must be numbers')
  })

  it('8. rejects empty MultiPolygon coordinates', () => {
    expect(messageOf({ ...validLot, geometry: { type: 'MultiPolygon', coordinates: [] } })).toBe('MultiPolygon coordinates cannot be empty')
  })

  it.each([
    ['a flat list of numbers', [10.75, 59.91]],
    ['a list of positions', [[10.75, 59.91]]],
    ['a polygon, not a list of polygons', [[[10.75, 59.91], [10.76, 59.92]]]],
    ['a later polygon that is not nested', [multiPolygon.coordinates[0], 'hole']],
  ])('8. requires MultiPolygon coordinates to be nested arrays: %s', (_case, coordinates) => {
    expect(messageOf({ ...validLot, geometry: { type: 'MultiPolygon', coordinates } })).toBe('MultiPolygon coordinates must be nested arrays')
  })

  it.each([
    ['Polygon', { type: 'Polygon', coordinates: [[[10.75, 59.91], [10.76, 59.92], [10.75, 59.91]]] }, 'Geometry type "Polygon" is not checked; it will be saved as is'],
    ['LineString', { type: 'LineString', coordinates: [] }, 'Geometry type "LineString" is not checked; it will be saved as is'],
    ['no type', { coordinates: [1, 2, 3] }, 'Geometry type (undefined) is not checked; it will be saved as is'],
  ])('9. accepts another geometry type (%s) with a warning', (_case, geometry, warning) => {
    const lot = { ...validLot, geometry }
    expect(check(lot)).toEqual({ ok: true, lot, warnings: [warning] })
  })

  it('checks in the order of the spec: a body failing several rules reports the earliest', () => {
    const broken = { geometry: { type: 'Point', coordinates: 'x' } }
    expect(messageOf(broken)).toBe('Missing required field: _id')
    expect(messageOf({ ...broken, _id: 'a' })).toBe('Missing required field: lotId')
    expect(messageOf({ _id: 'a', lotId: 'b' })).toBe('Missing required field: geometry')
    expect(messageOf({ _id: 'a', lotId: 'b', geometry: {} })).toBe('Missing required field: geometry.coordinates')
    expect(messageOf({ ...broken, _id: 'a', lotId: 'b' })).toBe('geometry.coordinates must be an array, got: string')
    expect(messageOf({ ...validLot, geometry: { type: 'Point', coordinates: ['a', 'b', 'c'] } })).toBe('Point coordinates must have exactly 2 elements, got: 3')
    expect(messageOf({ ...validLot, geometry: { type: 'MultiPolygon', coordinates: [] } })).toBe('MultiPolygon coordinates cannot be empty')
  })

  it('checks coordinates (rules 5 and 6) before letting another geometry type through with a warning (rule 9)', () => {
    expect(messageOf({ ...validLot, geometry: { type: 'Polygon' } })).toBe('Missing required field: geometry.coordinates')
    expect(messageOf({ ...validLot, geometry: { type: 'Polygon', coordinates: {} } })).toBe('geometry.coordinates must be an array, got: object')
  })

  it('reads only the required fields: others, of any type, are left to the caller', () => {
    const lot = { ...validLot, spaces: 'many', parking_type: 'helipad', extra: [1] }
    expect(check(lot)).toEqual({ ok: true, lot, warnings: [] })
  })

  it.each([
    '',
    ' ',
    '\u0000',
    '\uD800',
    '[[[[[[[[[[',
    '['.repeat(100_000) + ']'.repeat(100_000),
    '{"__proto__": {"_id": "x"}}',
    '{"_id": "a", "lotId": "b", "geometry": {"type": "MultiPolygon", "coordinates": [[[[[[[]]]]]]]}}',
    '{"_id": "a", "lotId": "b", "geometry": {"type": {"toString": 1}, "coordinates": []}}',
    '{"constructor": {"prototype": null}}',
    '1e999',
    '"\\ud800"',
    '<script>alert(1)</script>',
  ])('never throws, whatever the text, and answers it as SPEC section 5 says: %#', (text) => {
    expectSpecAnswer(text)
  })

  it('answers any text with valid, or exactly one of the messages of SPEC section 5, and never throws', () => {
    // Random text is nearly never JSON, and random JSON nearly never a lot: lot-shaped
    // values with wrong parts in them reach the later rules too.
    const part = fc.oneof(fc.constant(undefined), fc.constant(null), fc.constant(''), fc.string(), fc.double(), fc.anything({ maxDepth: 2 }))
    const mostly = <T,>(usual: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: usual }, { weight: 1, arbitrary: part })
    const nested = fc.array(fc.array(fc.array(fc.oneof(fc.array(fc.double(), { maxLength: 2 }), part), { maxLength: 2 }), { maxLength: 2 }), { maxLength: 2 })
    const coordinates = fc.oneof(part, fc.array(fc.oneof(fc.double(), part), { maxLength: 3 }), nested)
    const geometry = mostly(fc.record({ type: mostly(fc.constantFrom('Point', 'MultiPolygon', 'Polygon')), coordinates }, { requiredKeys: ['type'] }))
    const lotShaped = fc.record({ _id: mostly(fc.constant('a')), lotId: mostly(fc.constant('b')), geometry }).map((lot) => JSON.stringify(lot))
    const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json(), { weight: 4, arbitrary: lotShaped })

    fc.assert(
      fc.property(anyText, (text) => {
        expectSpecAnswer(text)
      }),
      { numRuns: 500 },
    )
  })

  it('does not take an inherited _id (from __proto__) for the lot’s own', () => {
    expect(validateLotJson('{"__proto__": {"_id": "x", "lotId": "y"}}')).toEqual({ ok: false, message: 'Missing required field: _id' })
  })
})

describe('validateLot', () => {
  it('checks an already parsed value with the same rules', () => {
    expect(validateLot(validLot)).toEqual({ ok: true, lot: validLot, warnings: [] })
    expect(validateLot(undefined)).toEqual({ ok: false, message: 'Missing required field: _id' })
    expect(validateLot({ ...validLot, geometry: { type: 'Point', coordinates: [Number.NaN, 1] } })).toEqual({
      ok: false,
      message: 'Point coordinates must be numbers',
    })
  })
})
