import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateLot, validateLotJson } from '@/api/lotValidation'
import { jsonErrorOffset, lineAndColumn } from '@/lib/jsonSyntax'

// docs/product.md#lot-json-checks, checked in this order: every rule with its
// exact message, the order between them, and that no text makes the check throw.

const point = { type: 'Point', coordinates: [10.7522, 59.9139] }
const multiPolygon = {
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [10.75, 59.91],
        [10.76, 59.91],
        [10.76, 59.92],
        [10.75, 59.91],
      ],
    ],
  ],
}
const validLot = { _id: '64b7f0c2a1b2c3d4e5f60718', lotId: 'OSL-0001', name: 'Storgata 1 P-hus', geometry: point }

/** Every message of the lot JSON checks; a null or empty value counts as missing, so "got:" is never null. */
const RULE_MESSAGES = [
  /^Invalid JSON syntax \(line \d+, column \d+\)$/,
  /^Missing required field: (_id|lotId|geometry|geometry\.coordinates)$/,
  /^geometry\.coordinates must be an array, got: (string|number|boolean|object)$/,
  /^Point coordinates must have exactly 2 elements, got: \d+$/,
  /^Point coordinates must be numbers$/,
  /^MultiPolygon coordinates cannot be empty$/,
  /^MultiPolygon coordinates must be nested arrays$/,
]
/** Rule 9's warning for a geometry type the rules do not check. */
const WARNING =
  /^Geometry type ("[^]*"|\((undefined|number|boolean|object|null)\)) is not checked; it will be saved as is$/

/** Valid with rule 9's warnings only for an unchecked type, or exactly one of the messages. */
function expectSpecAnswer(text: string) {
  const result = validateLotJson(text)
  if (result.ok) {
    const type = (result.lot.geometry as { type?: unknown }).type
    if (type === 'Point' || type === 'MultiPolygon') expect(result.warnings).toEqual([])
    else expect(result.warnings).toEqual([expect.stringMatching(WARNING)])
  } else {
    expect(RULE_MESSAGES.filter((message) => message.test(result.message))).toHaveLength(1)
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
    expect(check({ ...validLot, geometry: multiPolygon })).toEqual({
      ok: true,
      lot: { ...validLot, geometry: multiPolygon },
      warnings: [],
    })
  })

  it.each([
    ['{', 'line 1, column 2'],
    ['', 'line 1, column 1'],
    ['not json', 'line 1, column 2'],
    ["{'_id': 'x'}", 'line 1, column 2'],
    ['{"_id": "x",}', 'line 1, column 13'],
    ['undefined', 'line 1, column 1'],
  ])('1. rejects %j as invalid JSON, saying where it stops being JSON (%s)', (text, where) => {
    expect(validateLotJson(text)).toEqual({ ok: false, message: `Invalid JSON syntax (${where})` })
  })

  it.each([
    ['absent', { lotId: 'OSL-0001', geometry: point }],
    ['null', { _id: null, lotId: 'OSL-0001', geometry: point }],
    ['empty', { _id: '', lotId: 'OSL-0001', geometry: point }],
  ])('2. requires _id (%s)', (_case, lot) => {
    expect(messageOf(lot)).toBe('Missing required field: _id')
  })

  it.each([[[]], [42], [null], ['"text"'], [true]])(
    '2. reports a missing _id for the JSON value %j, which is not an object',
    (value) => {
      expect(messageOf(value)).toBe('Missing required field: _id')
    },
  )

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
    expect(messageOf({ ...validLot, geometry: { type: 'Point', coordinates } })).toBe(
      `geometry.coordinates must be an array, got: ${type}`,
    )
  })

  it.each([[[]], [[10.75]], [[10.75, 59.91, 12]]])(
    '7. requires a Point to have exactly 2 coordinates: %j',
    (coordinates) => {
      expect(messageOf({ ...validLot, geometry: { type: 'Point', coordinates } })).toBe(
        `Point coordinates must have exactly 2 elements, got: ${coordinates.length}`,
      )
    },
  )

  it.each([[['10.75', 59.91]], [[10.75, null]], [[[10.75], [59.91]]], [[true, false]]])(
    '7. requires Point coordinates to be numbers: %j',
    (coordinates) => {
      expect(messageOf({ ...validLot, geometry: { type: 'Point', coordinates } })).toBe(
        'Point coordinates must be numbers',
      )
    },
  )

  it('8. rejects empty MultiPolygon coordinates', () => {
    expect(messageOf({ ...validLot, geometry: { type: 'MultiPolygon', coordinates: [] } })).toBe(
      'MultiPolygon coordinates cannot be empty',
    )
  })

  it.each([
    ['a flat list of numbers', [10.75, 59.91]],
    ['a list of positions', [[10.75, 59.91]]],
    [
      'a polygon, not a list of polygons',
      [
        [
          [10.75, 59.91],
          [10.76, 59.92],
        ],
      ],
    ],
    ['a later polygon that is not nested', [multiPolygon.coordinates[0], 'hole']],
  ])('8. requires MultiPolygon coordinates to be nested arrays: %s', (_case, coordinates) => {
    expect(messageOf({ ...validLot, geometry: { type: 'MultiPolygon', coordinates } })).toBe(
      'MultiPolygon coordinates must be nested arrays',
    )
  })

  it.each([
    [
      'Polygon',
      {
        type: 'Polygon',
        coordinates: [
          [
            [10.75, 59.91],
            [10.76, 59.92],
            [10.75, 59.91],
          ],
        ],
      },
      'Geometry type "Polygon" is not checked; it will be saved as is',
    ],
    [
      'LineString',
      { type: 'LineString', coordinates: [] },
      'Geometry type "LineString" is not checked; it will be saved as is',
    ],
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
    expect(messageOf({ ...validLot, geometry: { type: 'Point', coordinates: ['a', 'b', 'c'] } })).toBe(
      'Point coordinates must have exactly 2 elements, got: 3',
    )
    expect(messageOf({ ...validLot, geometry: { type: 'MultiPolygon', coordinates: [] } })).toBe(
      'MultiPolygon coordinates cannot be empty',
    )
  })

  it('checks coordinates (rules 5 and 6) before letting another geometry type through with a warning (rule 9)', () => {
    expect(messageOf({ ...validLot, geometry: { type: 'Polygon' } })).toBe(
      'Missing required field: geometry.coordinates',
    )
    expect(messageOf({ ...validLot, geometry: { type: 'Polygon', coordinates: {} } })).toBe(
      'geometry.coordinates must be an array, got: object',
    )
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
  ])('never throws, whatever the text, and answers it as the lot JSON checks say: %#', (text) => {
    expectSpecAnswer(text)
  })

  it('answers any text with valid, or exactly one of the messages of the lot JSON checks, and never throws', () => {
    // Random text is nearly never JSON, and random JSON nearly never a lot: lot-shaped
    // values with wrong parts in them reach the later rules too.
    const part = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.constant(''),
      fc.string(),
      fc.double(),
      fc.anything({ maxDepth: 2 }),
    )
    const mostly = <T>(usual: fc.Arbitrary<T>) =>
      fc.oneof({ weight: 4, arbitrary: usual }, { weight: 1, arbitrary: part })
    const nested = fc.array(
      fc.array(fc.array(fc.oneof(fc.array(fc.double(), { maxLength: 2 }), part), { maxLength: 2 }), { maxLength: 2 }),
      { maxLength: 2 },
    )
    const coordinates = fc.oneof(part, fc.array(fc.oneof(fc.double(), part), { maxLength: 3 }), nested)
    const geometry = mostly(
      fc.record(
        { type: mostly(fc.constantFrom('Point', 'MultiPolygon', 'Polygon')), coordinates },
        { requiredKeys: ['type'] },
      ),
    )
    const lotShaped = fc
      .record({ _id: mostly(fc.constant('a')), lotId: mostly(fc.constant('b')), geometry })
      .map((lot) => JSON.stringify(lot))
    const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json(), { weight: 4, arbitrary: lotShaped })

    fc.assert(
      fc.property(anyText, (text) => {
        expectSpecAnswer(text)
      }),
      { numRuns: 500 },
    )
  })

  it('does not take an inherited _id (from __proto__) for the lot’s own', () => {
    expect(validateLotJson('{"__proto__": {"_id": "x", "lotId": "y"}}')).toEqual({
      ok: false,
      message: 'Missing required field: _id',
    })
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

describe("where 'Invalid JSON syntax' says the text stops being JSON", () => {
  const messageFor = (text: string) => {
    const result = validateLotJson(text)
    return result.ok ? null : result.message
  }

  it.each([
    ['an unquoted value on the first line', '{"_id": x}', 'line 1, column 9'],
    ['a misspelt literal, at the first wrong letter', '{"ok": tru }', 'line 1, column 11'],
    ['a trailing comma in a list', '{"a": [1, 2,]}', 'line 1, column 13'],
    ['a trailing comma in an object', '{"a": 1,}', 'line 1, column 9'],
    ['a property name without quotes', '{a: 1}', 'line 1, column 2'],
    ['a missing colon', '{"a" 1}', 'line 1, column 6'],
    ['a missing comma', '[1 2]', 'line 1, column 4'],
    ['a number with nothing after its point', '[1.]', 'line 1, column 4'],
    ['a leading zero', '[01]', 'line 1, column 3'],
    ['a bad escape', '["a\\x"]', 'line 1, column 5'],
    ['a bad unicode escape', '["\\u12G4"]', 'line 1, column 7'],
    ['text after the value', '{"a": 1} {', 'line 1, column 10'],
  ])('%s', (_case, text, where) => {
    expect(messageFor(text)).toBe(`Invalid JSON syntax (${where})`)
  })

  it('on a later line, counting the columns of that line', () => {
    const text = ['{', '  "_id": "a",', '  "lotId": OSL-1', '}'].join('\n')
    expect(messageFor(text)).toBe('Invalid JSON syntax (line 3, column 12)')
  })

  it('counts CRLF as one line break, and a lone CR as one too', () => {
    expect(messageFor('{\r\n  "_id": "a",\r\n  "lotId": OSL-1\r\n}')).toBe('Invalid JSON syntax (line 3, column 12)')
    expect(messageFor('{\r"a": x}')).toBe('Invalid JSON syntax (line 2, column 6)')
  })

  it('places text that ends too soon at its end: after the last character, or on the empty line after a final line break', () => {
    expect(messageFor('{"_id": "a", "lotId": "b"')).toBe('Invalid JSON syntax (line 1, column 26)')
    expect(messageFor('{\n  "_id": "a",\n')).toBe('Invalid JSON syntax (line 3, column 1)')
    expect(messageFor('{"notes": "never closed}')).toBe('Invalid JSON syntax (line 1, column 25)')
  })

  it('counts an emoji or an accented letter as one column, and stops at a line break inside a string', () => {
    expect(messageFor('{"name": "Bjørvika 🚗", x}')).toBe('Invalid JSON syntax (line 1, column 24)')
    expect(messageFor('{"name": "two\nlines"}')).toBe('Invalid JSON syntax (line 1, column 14)')
  })

  it('finds the place in text nested far deeper than any call stack', () => {
    const depth = 200_000
    expect(jsonErrorOffset(`${'['.repeat(depth)}x`)).toBe(depth)
    expect(jsonErrorOffset(`${'['.repeat(depth)}${']'.repeat(depth)}`)).toBe(null)
  })

  it('agrees with JSON.parse on what is JSON, and on the place wherever the engine names one', () => {
    // Valid JSON with one character cut out, put in or replaced: mostly broken, sometimes still JSON.
    const edited = fc
      .tuple(
        fc.json(),
        fc.nat(),
        fc.constantFrom('cut', 'insert', 'replace'),
        fc.constantFrom(...'{}[]:,"\\ \n\r0-.eEtfnux'),
      )
      .map(([json, where, edit, char]) => {
        const at = where % (json.length + 1)
        const keep = edit === 'insert' ? at : at + 1
        return json.slice(0, at) + (edit === 'cut' ? '' : char) + json.slice(keep)
      })
    fc.assert(
      fc.property(fc.oneof(fc.json(), edited, fc.string()), (text) => {
        let engine: string | null = null
        try {
          JSON.parse(text)
        } catch (error) {
          engine = (error as Error).message
        }
        const offset = jsonErrorOffset(text)
        expect(offset === null, `${JSON.stringify(text)}: ${engine}`).toBe(engine === null)
        const named = engine && /at position (\d+)/.exec(engine)
        if (named) expect(offset, `${JSON.stringify(text)}: ${engine}`).toBe(Number(named[1]))
      }),
      { numRuns: 2000 },
    )
  })

  it('gives lines and columns from 1', () => {
    expect(lineAndColumn('', 0)).toEqual({ line: 1, column: 1 })
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 })
  })
})
