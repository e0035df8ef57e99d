import type { Geometry, ParkingLot, ParkingType } from '@/api/types'
import { HOSTILE_LOTS_PER_MILLE, HOSTILE_LOT_TEXT } from './hostileText'
import { textHash } from './noise'
import { namedPlace, type Place } from './places'
import type { Random } from './random'

// Parking lots of one city (Oslo): streets, operators and prices that look like the
// real thing, so that the list, detail page and editor are worth looking at.

export const CITY = { name: 'Oslo', latitude: 59.9139, longitude: 10.7522 }

const STREETS = [
  'Karl Johans gate',
  'Storgata',
  'Bogstadveien',
  'Grensen',
  'Akersgata',
  'Torggata',
  'Thereses gate',
  'Ullevålsveien',
  'Kirkeveien',
  'Trondheimsveien',
  'Maridalsveien',
  'Schweigaards gate',
  'Dronning Eufemias gate',
  'Bygdøy allé',
  'Frognerveien',
  'Sørkedalsveien',
  'Waldemar Thranes gate',
  'Markveien',
  'Helgesens gate',
  'Grønlandsleiret',
  'Tøyengata',
  'Hegdehaugsveien',
  'Pilestredet',
  'Holbergs gate',
  'Munkedamsveien',
  'Stortingsgata',
  'Rådhusgata',
  'Kongens gate',
  'Prinsens gate',
  'Drammensveien',
  'Hausmanns gate',
  'Vogts gate',
  'Sannergata',
  'Jernbanetorget',
] as const

const DISTRICTS = [
  'Sentrum',
  'Grünerløkka',
  'Frogner',
  'Gamle Oslo',
  'St. Hanshaugen',
  'Sagene',
  'Majorstuen',
  'Bjørvika',
] as const

const OWNERS = [
  'Aimo Park',
  'Apcoa Parking',
  'Onepark',
  'Oslo kommune',
  'Q-Park',
  'EasyPark',
  'Europark',
  'Bymiljøetaten',
] as const

const PARKING_TYPES: ReadonlyArray<readonly [ParkingType, number]> = [
  ['street', 35],
  ['surface', 25],
  ['garage', 20],
  ['underground', 15],
  ['park_and_ride', 5],
]

const NAME_SUFFIX: Record<ParkingType, readonly string[]> = {
  garage: ['P-hus', 'Parkeringshus'],
  underground: ['P-kjeller', 'Parkeringsanlegg'],
  surface: ['Parkering', 'P-plass'],
  street: ['gateparkering'],
  park_and_ride: ['Innfartsparkering'],
}

const NOTES = [
  'Entrance from the side street after 18:00.',
  'Height limit 2.1 m.',
  'EV chargers on level -1.',
  'Pay with the EasyPark app; no ticket machine.',
  'Closed for cleaning the first Monday of each month.',
  'Gate opens with number-plate recognition.',
]

const RESTRICTIONS = [
  'Max 2 hours, Mon-Fri 08-17',
  'Residents only after 17:00',
  'No parking on Tuesdays 09-12 (street cleaning)',
  'Disabled permit holders only on marked bays',
  'Vehicles under 3.5 t',
]

const FREE_DURATION_RULES = [
  'None',
  'First 15 minutes free',
  'First 30 minutes free',
  'Free on Sundays',
  'Free after 21:00',
]

type Position = Pick<Place, 'longitude' | 'latitude'>

/** A point somewhere in the city, or at `place` (its draws made all the same, so that the world's later draws stay as they are). */
function point(random: Random, place?: Position): Geometry {
  const longitude = round6(CITY.longitude + (random.next() - 0.5) * 0.16)
  const latitude = round6(CITY.latitude + (random.next() - 0.5) * 0.07)
  return { type: 'Point', coordinates: place ? [place.longitude, place.latitude] : [longitude, latitude] }
}

/** A small rectangular footprint, as a lot outline would be drawn on a map; its corner at `place` when given. */
function multiPolygon(random: Random, place?: Position): Geometry {
  const [lon, lat] = (point(random, place) as { coordinates: [number, number] }).coordinates
  const dLon = 0.0004 + random.next() * 0.0008
  const dLat = 0.0002 + random.next() * 0.0004
  const ring = [
    [lon, lat],
    [round6(lon + dLon), lat],
    [round6(lon + dLon), round6(lat + dLat)],
    [lon, round6(lat + dLat)],
    [lon, lat],
  ]
  return { type: 'MultiPolygon', coordinates: [[ring]] }
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6
}

/**
 * Whether the hostile scenario plants hostile text in the lot with this id: a few per
 * thousand, chosen by a hash of the id, not by a draw from the world's random numbers, so
 * that the draws after the lots (the whole event history) are the same in both worlds.
 */
export function carriesHostileText(id: string): boolean {
  return textHash(id) % 1000 < HOSTILE_LOTS_PER_MILLE
}

/** `hostile`: hostile text in a few lots' operator-written fields (hostileText.ts), for the hostile scenario. */
export function createLots(random: Random, count: number, hostile = false): ParkingLot[] {
  const lots: ParkingLot[] = []
  let hostileLots = 0
  for (let index = 0; index < count; index++) {
    const type = random.weighted(PARKING_TYPES)
    const street = random.pick(STREETS)
    const number = random.int(1, 120)
    const hourlyRate = random.int(2, 9) * 5
    const _id = random.objectId()
    const lotId = `OSL-${String(index + 1).padStart(4, '0')}`
    const suffix = random.pick(NAME_SUFFIX[type])
    const postcode = random.int(150, 1190).toString().padStart(4, '0')
    // A lot of the console's lookup stands at the place it names, and is named after it.
    const place = namedPlace(lotId)
    const lot: ParkingLot = {
      _id,
      lotId,
      name: `${place ? place.name : `${street} ${number}`} ${suffix}`,
      address: place ? place.address : `${street} ${number}, ${postcode} Oslo`,
      spaces: type === 'street' ? random.int(4, 40) : random.int(20, 900),
      owner: random.pick(OWNERS),
      notes: random.chance(0.3) ? random.pick(NOTES) : null,
      restriction_description: random.chance(0.25) ? random.pick(RESTRICTIONS) : null,
      parking_type: type,
      geometry: random.chance(0.1) ? multiPolygon(random, place) : point(random, place),
      additionalProperties: random.chance(0.7)
        ? {
            hourlyRate,
            dailyRate: hourlyRate * random.int(5, 8),
            cleaned_price_zone: `Zone ${random.int(1, 4)} - ${random.pick(DISTRICTS)}`,
            free_duration_rules: random.pick(FREE_DURATION_RULES),
            cleaned_notes: random.chance(0.5) ? random.pick(NOTES) : '',
          }
        : {},
    }
    // A few records are incomplete, as imported data is: every fallback shows somewhere. A
    // lot at a named place keeps its address and position, which say where that place is.
    if (random.chance(0.03) && !place) lot.address = null
    if (random.chance(0.03)) lot.spaces = null
    if (random.chance(0.03)) lot.parking_type = null
    if (random.chance(0.03)) lot.owner = null
    if (random.chance(0.02) && !place) lot.geometry = null
    // The kinds of hostile text take turns.
    if (hostile && carriesHostileText(lot._id)) HOSTILE_LOT_TEXT[hostileLots++ % HOSTILE_LOT_TEXT.length]!(lot)
    lots.push(lot)
  }
  return lots
}
