// Distances on the Earth, for the lot editor's 'geometry: moved 35 m'.

/** The Earth's mean radius in metres (IUGG). */
const EARTH_RADIUS_M = 6_371_008.8

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle (haversine) distance in metres between two [longitude, latitude] positions, as GeoJSON orders them. */
export function distanceMetres(
  [lng1, lat1]: readonly [number, number],
  [lng2, lat2]: readonly [number, number],
): number {
  const dLat = radians(lat2 - lat1)
  const dLng = radians(lng2 - lng1)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** A distance for reading: whole metres below 1 km ('35 m'), then km with one decimal below 10 km ('2.4 km'), whole km above; 'less than 1 m' for a nudge. */
export function formatDistance(metres: number): string {
  if (metres < 0.5) return 'less than 1 m'
  if (Math.round(metres) < 1000) return `${Math.round(metres)} m`
  const km = metres / 1000
  return km < 9.95 ? `${km.toFixed(1)} km` : `${Math.round(km).toLocaleString('en-US')} km`
}
