import { describe, expect, it } from 'vitest'
import type { FeedbackItem, FeedbackType } from '@/api/types'
import {
  formatDegrees,
  humanizeKey,
  lotOutline,
  lotPosition,
  mapPosition,
  spacesOr,
  summarizeFeedback,
  textOr,
} from '@/features/parking-lots/lotDetails'

describe('humanizeKey', () => {
  it.each([
    ['hourlyRate', 'Hourly Rate'],
    ['cleaned_price_zone', 'Cleaned Price Zone'],
    ['free-duration-rules', 'Free Duration Rules'],
    ['evChargerURL', 'Ev Charger URL'],
    ['URLPath', 'URL Path'],
    ['notes', 'Notes'],
    ['level2Spaces', 'Level 2 Spaces'],
    ['zone1', 'Zone 1'],
    ['max_24h_rate', 'Max 24h Rate'],
    ['__private__', 'Private'],
    ['høydeGrense', 'Høyde Grense'],
  ])('%s reads %s', (key, shown) => {
    expect(humanizeKey(key)).toBe(shown)
  })

  it('leaves a key of separators only as it is', () => {
    expect(humanizeKey('__')).toBe('__')
  })
})

/** A lot's outline: a square of about 110 by 110 m in Oslo, closed (its last corner repeats the first). */
const SQUARE = [
  [10, 59],
  [10.002, 59],
  [10.002, 59.001],
  [10, 59.001],
  [10, 59],
]
/** Another lot's, a triangle far from it. */
const FAR = [
  [20, 60],
  [21, 60],
  [21, 61],
  [20, 60],
]

describe('lotPosition', () => {
  it('reads a Point as [longitude, latitude]', () => {
    expect(lotPosition({ type: 'Point', coordinates: [10.7522, 59.9139] })).toEqual({
      longitude: 10.7522,
      latitude: 59.9139,
    })
  })

  it("takes the middle of a MultiPolygon's first outer ring, counting the closing corner once", () => {
    const position = lotPosition({ type: 'MultiPolygon', coordinates: [[SQUARE], [FAR]] })
    expect(position?.longitude).toBeCloseTo(10.001, 9)
    expect(position?.latitude).toBeCloseTo(59.0005, 9)
  })

  it.each([
    ['no geometry', null],
    ['absent geometry', undefined],
    ['a Point without coordinates', { type: 'Point' }],
    ['a Point with text coordinates', { type: 'Point', coordinates: ['10.7', '59.9'] }],
    ['a Point with one number', { type: 'Point', coordinates: [10.7] }],
    ['a Point at NaN', { type: 'Point', coordinates: [Number.NaN, 59.9] }],
    ['an empty MultiPolygon', { type: 'MultiPolygon', coordinates: [] }],
    ['a MultiPolygon with an empty ring', { type: 'MultiPolygon', coordinates: [[[]]] }],
    [
      'a MultiPolygon with a broken corner',
      {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [10, 59],
              [10, 'x'],
            ],
          ],
        ],
      },
    ],
    [
      'another geometry type',
      {
        type: 'LineString',
        coordinates: [
          [10, 59],
          [11, 60],
        ],
      },
    ],
    ['text', 'POINT(10 59)'],
  ])('gives null for %s', (_case, geometry) => {
    expect(lotPosition(geometry)).toBeNull()
  })
})

describe('lotOutline', () => {
  const hole = [
    [10.0005, 59.0002],
    [10.001, 59.0002],
    [10.001, 59.0004],
    [10.0005, 59.0002],
  ]
  const asPositions = (ring: number[][]) => ring.map(([longitude, latitude]) => ({ latitude, longitude }))

  it("reads every polygon of a MultiPolygon, each ring's corners as positions, holes included", () => {
    expect(lotOutline({ type: 'MultiPolygon', coordinates: [[SQUARE, hole], [FAR]] })).toEqual([
      [asPositions(SQUARE), asPositions(hole)],
      [asPositions(FAR)],
    ])
  })

  it.each([
    ['a Point', { type: 'Point', coordinates: [10.7522, 59.9139] }],
    ['no geometry', null],
    ['an empty MultiPolygon', { type: 'MultiPolygon', coordinates: [] }],
    ['a polygon without rings', { type: 'MultiPolygon', coordinates: [[]] }],
    [
      'a ring of two corners',
      {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [10, 59],
              [11, 59],
            ],
          ],
        ],
      },
    ],
    ['a broken corner in a hole', { type: 'MultiPolygon', coordinates: [[SQUARE, [...hole.slice(0, 3), [10, 'x']]]] }],
    ['coordinates that are text', { type: 'MultiPolygon', coordinates: '[[[[10,59]]]]' }],
  ])('gives null for %s', (_case, geometry) => {
    expect(lotOutline(geometry)).toBeNull()
  })
})

describe('mapPosition', () => {
  it('rounds a point picked on the map to six decimals', () => {
    expect(mapPosition({ lat: 59.91390051, lng: 10.75220049 })).toEqual({ latitude: 59.913901, longitude: 10.7522 })
    expect(mapPosition({ lat: -0.0000001, lng: -0.0000004 })).toEqual({ latitude: 0, longitude: 0 })
  })

  it.each([
    [370.5, 10.5],
    [-190, 170],
    [540, 180],
    [180, 180],
    [-180, -180],
    [720.25, 0.25],
  ])('brings longitude %d, from a map scrolled round the world, into -180..180: %d', (lng, longitude) => {
    expect(mapPosition({ lat: 59.9, lng })).toEqual({ latitude: 59.9, longitude })
  })
})

it('formatDegrees shows six decimals', () => {
  expect(formatDegrees(10.7522)).toBe('10.752200')
  expect(formatDegrees(-0.123456789)).toBe('-0.123457')
})

describe('summarizeFeedback', () => {
  const items = (...types: FeedbackType[]): FeedbackItem[] =>
    types.map((feedbackType, index) => ({
      _id: `f${index}`,
      userId: 'u',
      feedbackType,
      timestamp: '2024-05-01T10:00:00Z',
    }))

  it('counts up and down votes and rounds the share of up among them, leaving comments out', () => {
    expect(summarizeFeedback(items('up', 'up', 'down', 'comment', 'comment'))).toEqual({
      thumbsUp: 2,
      thumbsDown: 1,
      total: 3,
      positivePercentage: 67,
    })
  })

  it('gives 0 percent when there are no votes', () => {
    expect(summarizeFeedback([])).toEqual({ thumbsUp: 0, thumbsDown: 0, total: 0, positivePercentage: 0 })
    expect(summarizeFeedback(items('comment')).positivePercentage).toBe(0)
    expect(summarizeFeedback(items('down')).positivePercentage).toBe(0)
  })
})

describe('textOr and spacesOr', () => {
  it('shows text as it is, and the fallback for missing, blank or unshowable values', () => {
    expect(textOr('Storgata 12', 'N/A')).toBe('Storgata 12')
    expect(textOr(1234, 'N/A')).toBe('1234')
    expect(textOr(false, 'N/A')).toBe('false')
    for (const missing of [undefined, null, '', '   ', {}, ['a']]) expect(textOr(missing, 'N/A')).toBe('N/A')
  })

  it('writes spaces with thousands separators, and the fallback for anything but a finite number', () => {
    expect(spacesOr(1250, 'N/A')).toBe('1,250')
    expect(spacesOr(0, 'N/A')).toBe('0')
    for (const missing of [undefined, null, '12', Number.NaN, Number.POSITIVE_INFINITY])
      expect(spacesOr(missing, 'N/A')).toBe('N/A')
  })
})
