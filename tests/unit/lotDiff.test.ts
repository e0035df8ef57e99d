import { describe, expect, it } from 'vitest'
import type { ParkingLot } from '@/api/types'
import { lotDiff } from '@/features/parking-lots/lotDiff'
import { distanceMetres, formatDistance } from '@/lib/geo'

// The editor's changes in words (docs/product.md#parking-lot-editor), and the distance a
// moved Point reads as.

const lot: ParkingLot = {
  _id: 'lot-1',
  lotId: 'OSL-0001',
  name: 'Bislett',
  address: 'Old',
  spaces: 120,
  notes: null,
  geometry: { type: 'Point', coordinates: [10.75, 59.91] },
  additionalProperties: { hourlyRate: 30, y: 'gone', rules: { minutes: 30 } },
}

describe('lotDiff', () => {
  it('says each change in the product words', () => {
    const after: ParkingLot = {
      ...lot,
      address: 'New',
      spaces: 140,
      notes: 'Gate code 12',
      geometry: { type: 'Point', coordinates: [10.75, 59.91 + 0.000315] },
      additionalProperties: { hourlyRate: 35, rules: { minutes: 60 }, x: 1 },
    }
    expect(lotDiff(lot, after)).toEqual([
      'address: Old → New',
      'spaces: 120 → 140',
      'notes: (empty) → Gate code 12',
      'geometry: moved 35 m',
      'hourlyRate: 30 → 35',
      'removed key: y',
      'rules: {"minutes":30} → {"minutes":60}',
      'added key: x',
    ])
  })

  it('sees no change between no values (absent, null, blank), nor in feedback or key order', () => {
    const { notes: _notes, ...withoutNotes } = lot
    expect(lotDiff(lot, { ...withoutNotes, owner: '', feedback: [] })).toEqual([])
    expect(
      lotDiff(lot, { ...lot, additionalProperties: { rules: { minutes: 30 }, y: 'gone', hourlyRate: 30 } }),
    ).toEqual([])
  })

  it('tells apart values that read the same, and geometries that are not both Points', () => {
    expect(lotDiff(lot, { ...lot, spaces: '120' as unknown as number })).toEqual(['spaces: 120 → "120"'])
    expect(lotDiff(lot, { ...lot, geometry: null })).toEqual(['geometry: Point → (empty)'])
    const outline = { type: 'MultiPolygon' as const, coordinates: [[[[10.7, 59.9]]]] }
    expect(
      lotDiff({ ...lot, geometry: outline }, { ...lot, geometry: { ...outline, coordinates: [[[[10.8, 59.9]]]] } }),
    ).toEqual(['geometry: MultiPolygon changed'])
  })
})

describe('distances', () => {
  it('measures along the Earth: one degree of latitude is about 111.2 km', () => {
    expect(distanceMetres([10, 59], [10, 60])).toBeCloseTo(111_195, -1)
    expect(distanceMetres([0, 0], [180, 0])).toBeCloseTo(Math.PI * 6_371_008.8, -1)
  })

  it.each([
    [0.2, 'less than 1 m'],
    [35.4, '35 m'],
    [999.4, '999 m'],
    [999.6, '1.0 km'],
    [2440, '2.4 km'],
    [9940, '9.9 km'],
    [9960, '10 km'],
    [1_234_567, '1,235 km'],
  ])('reads %d m as %s', (metres, text) => {
    expect(formatDistance(metres)).toBe(text)
  })
})
