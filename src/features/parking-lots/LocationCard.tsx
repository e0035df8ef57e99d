import type { ReactNode } from 'react'
import type { ParkingLot } from '../../api/types'
import { FieldList } from './FieldList'
import { formatDegrees, lotPosition } from './lotDetails'
import { SectionCard } from './SectionCard'

/** Where the lot is: the point its geometry stands for, the geometry type and its raw coordinates. */
export function LocationCard({ geometry }: { geometry: ParkingLot['geometry'] }) {
  // A saved lot may carry any geometry: what it holds is shown even when no point can be read from it.
  const raw = geometry as { type?: unknown; coordinates?: unknown } | null | undefined
  const position = lotPosition(geometry)
  const outline = raw?.type === 'MultiPolygon'
  const fields: Array<[string, ReactNode]> = position
    ? [
        ['Latitude', formatDegrees(position.latitude)],
        ['Longitude', formatDegrees(position.longitude)],
      ]
    : [['Latitude, longitude', <span className="text-secondary">Cannot be read from this geometry</span>]]
  return (
    <SectionCard id="lot-location" title="Location">
      {raw?.coordinates === undefined ? (
        <p className="text-secondary mb-0">No location data available</p>
      ) : (
        <>
          <FieldList
            fields={[
              ...fields,
              ['Geometry type', String(raw.type)],
              ['Coordinates', <pre className="lot-json small mb-0">{JSON.stringify(raw.coordinates)}</pre>],
            ]}
          />
          {position && outline && <p className="small text-secondary mt-2 mb-0">Latitude and longitude are the middle of the lot's outline.</p>}
        </>
      )}
    </SectionCard>
  )
}
