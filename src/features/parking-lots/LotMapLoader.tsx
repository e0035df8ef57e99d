import { lazy, Suspense } from 'react'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import type { LotMapProps } from './LotMap'
import './lotMapFrame.css'

// The lot map's code, Leaflet's with it, loads only when a map is first shown: the console's
// first screens never download it (docs/architecture.md#the-lot-map).

/** When the map's code cannot be downloaded (offline), the rest of the page stays and says so. */
function MapNotLoaded() {
  return <p className="text-body-secondary mb-0">The map could not load. Reload the page to try again.</p>
}

const LazyLotMap = lazy(() => import('./LotMap').catch(() => ({ default: MapNotLoaded })))

/** The lot on a map (see LotMap.tsx for its props); the space it takes shows 'Loading map...' meanwhile. */
export function LotMap(props: LotMapProps) {
  return (
    <Suspense
      fallback={
        <div className="lot-map-frame d-flex align-items-center justify-content-center border rounded">
          <LoadingSpinner label="Loading map..." />
        </div>
      }
    >
      <LazyLotMap {...props} />
    </Suspense>
  )
}
