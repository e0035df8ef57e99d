import { describe, expect, it } from 'vitest'
import { lotProblem } from '@/api/lotSchema'
import type { ParkingLot } from '@/api/types'
import { fromForm, lotFormSchema, toForm, type LotFormValues } from '@/features/parking-lots/lotForm'

// The editor form's rules for typed numbers (docs/product.md#parking-lot-editor): spaces as
// digits from 0 to 100,000, coordinates as digits with a point before the decimals (a comma
// is named), rates likewise; and what the form refuses goes into the lot as the text typed,
// never as the number JavaScript would read from it.

const LOT: ParkingLot = {
  _id: 'lot-1',
  lotId: 'OSL-0001',
  name: 'Bislett',
  spaces: 405,
  geometry: { type: 'Point', coordinates: [10.7522, 59.9139] },
  additionalProperties: { hourlyRate: 30 },
}

function formValues(changes: Partial<LotFormValues>): LotFormValues {
  const shown = toForm(LOT)
  if (!shown.ok) throw new Error(shown.reason)
  return { ...shown.values, ...changes }
}

/** The form's message for each field it refuses. */
function messages(changes: Partial<LotFormValues>): Record<string, string> {
  const result = lotFormSchema(true).safeParse(formValues(changes))
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

const SPACES = 'Spaces must be a whole number from 0 to 100,000, typed as digits, or blank'

describe('the lot form reads numbers as typed', () => {
  it.each(['99999999999999999999999', '100001', '-1', '1.5', 'many', '1e3', '1E3', '0x1A', '+5', '-0', '12.0', '12,5'])(
    'refuses spaces typed %j',
    (spaces) => {
      expect(messages({ spaces })).toEqual({ spaces: SPACES })
    },
  )

  it.each(['0', '100000', '042', ' 042 ', ''])('takes spaces typed %j', (spaces) => {
    expect(messages({ spaces })).toEqual({})
  })

  it.each([
    ['latitude', '59,88', 'Latitude: use a point as the decimal separator (59.88, not 59,88)'],
    ['longitude', '10,7522', 'Longitude: use a point as the decimal separator (10.7522, not 10,7522)'],
    ['longitude', '-10,7522', 'Longitude: use a point as the decimal separator (-10.7522, not -10,7522)'],
    ['latitude', '5.988e1', 'Latitude must be a number from -90 to 90, typed as digits'],
    ['longitude', '1e2', 'Longitude must be a number from -180 to 180, typed as digits'],
    ['longitude', '1e-3', 'Longitude must be a number from -180 to 180, typed as digits'],
    ['latitude', '90.5', 'Latitude must be a number from -90 to 90, typed as digits'],
    ['latitude', '90.0001', 'Latitude must be a number from -90 to 90, typed as digits'],
    ['latitude', '-90.0001', 'Latitude must be a number from -90 to 90, typed as digits'],
    ['longitude', '180.0001', 'Longitude must be a number from -180 to 180, typed as digits'],
    ['longitude', '-180.0001', 'Longitude must be a number from -180 to 180, typed as digits'],
    ['latitude', '', 'Latitude must be a number from -90 to 90, typed as digits'],
    ['name', '', 'Name is required'],
  ] as const)('refuses a %s typed %j: %s', (field, text, message) => {
    expect(messages({ [field]: text })).toEqual({ [field]: message })
  })

  it.each([
    ['latitude', '90'],
    ['latitude', '-90'],
    ['longitude', '180'],
    ['longitude', '-180'],
  ] as const)('takes a %s typed %j', (field, text) => {
    expect(messages({ [field]: text })).toEqual({})
  })

  it.each([
    ['2e1', 'Must be a number, typed as digits'],
    ['25,5', 'Value: use a point as the decimal separator (25.5, not 25,5)'],
  ])('refuses a number property typed %j: %s', (value, message) => {
    expect(messages({ properties: [{ key: 'hourlyRate', kind: 'number', value }] })).toEqual({
      'properties.0.value': message,
    })
  })

  it('puts what it refuses into the lot as typed, which the server refuses too', () => {
    const lot = fromForm(
      formValues({
        spaces: '99999999999999999999999',
        latitude: '59,88',
        properties: [{ key: 'hourlyRate', kind: 'number', value: '1e3' }],
      }),
      LOT,
    )
    expect(lot.spaces).toBe('99999999999999999999999')
    expect(lot.geometry!.coordinates).toEqual([10.7522, '59,88'])
    expect(lot.additionalProperties).toEqual({ hourlyRate: '1e3' })
    expect(lotProblem(lot, { id: LOT._id })).toBe('spaces must be a whole number from 0 to 100,000, or null')
  })

  it('shows a coordinate or rate that String() writes with an exponent as digits, and saves it unchanged', () => {
    const lot: ParkingLot = {
      ...LOT,
      geometry: { type: 'Point', coordinates: [1.5e-7, 59.9] },
      additionalProperties: { hourlyRate: 1e21 },
    }
    const shown = toForm(lot)
    if (!shown.ok) throw new Error(shown.reason)
    expect(shown.values.longitude).toBe('0.00000015')
    expect(shown.values.properties[0]!.value).toBe('1000000000000000000000')
    expect(lotFormSchema(true).safeParse(shown.values).success).toBe(true)
    expect(fromForm(shown.values, lot)).toEqual(lot)
  })
})
