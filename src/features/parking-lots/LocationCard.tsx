import type { ReactNode } from 'react'
import { isRecord } from '@/api/lotValidation'
import type { ParkingLot } from '@/api/types'
import { FieldList } from './FieldList'
import { formatDegrees, lotPosition, textOr } from './lotDetails'
import { LotMap } from './LotMapLoader'
import { SectionCard } from './SectionCard'

/**
 * Where the lot is (docs/product.md#parking-lot-detail): on a map (named `label`) and as the
 * position its geometry stands for, or 'No location data available' and no map when none can
 * be read; then, whenever there is a geometry object, its type and raw coordinates as stored,
 * so an operator sees what is there even when it cannot be read.
 */
export function LocationCard({ geometry, label }: { geometry: ParkingLot['geometry']; label: string }) {
  const position = lotPosition(geometry)
  const fields: Array<[string, ReactNode]> = []
  if (position)
    fields.push(['Latitude', formatDegrees(position.latitude)], ['Longitude', formatDegrees(position.longitude)])
  if (isRecord(geometry)) {
    fields.push(['Geometry type', textOr(geometry.type, 'Unknown')])
    if (geometry.coordinates !== undefined)
      fields.push([
        'Coordinates',
        <pre className="lot-json small mb-0" tabIndex={0} role="group" aria-label="Coordinates">
          {JSON.stringify(geometry.coordinates)}
        </pre>,
      ])
  }
  return (
    <SectionCard id="lot-location" title="Location">
      {position && (
        <div className="mb-3">
          <LotMap geometry={geometry} label={label} />
        </div>
      )}
      {!position && (
        <p className={`text-body-secondary ${fields.length > 0 ? 'mb-2' : 'mb-0'}`}>No location data available</p>
      )}
      {fields.length > 0 && <FieldList fields={fields} />}
      {/* The original spec reads a Point only; the centre of an outline is this console's addition, and says so. */}
      {position && geometry?.type === 'MultiPolygon' && (
        <p className="small text-body-secondary mt-2 mb-0">
          Latitude and longitude are the middle of the lot's outline.
        </p>
      )}
    </SectionCard>
  )
}
