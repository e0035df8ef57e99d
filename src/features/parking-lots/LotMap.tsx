import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useEffect, useId, useRef, useState } from 'react'
import type { ParkingLot } from '@/api/types'
import { lotOutline, lotPosition, mapPosition, type Position } from './lotDetails'
import { TILE_ATTRIBUTION, TILE_MAX_ZOOM, TILE_URL } from './mapTiles'
import './lotMap.css'

// The lot on a map (docs/product.md#parking-lot-detail), with Leaflet itself: this module
// and Leaflet's code and CSS are a chunk of their own, loaded by LotMapLoader.tsx only where a
// map is shown (docs/architecture.md#the-lot-map).

export interface LotMapProps {
  /** The lot's geometry as stored: a Point is marked, a MultiPolygon outlined and marked at its middle. */
  geometry: ParkingLot['geometry']
  /** The map's accessible name, such as 'Location of Storgata 12'. */
  label: string
  /**
   * Makes the map editable: dragging the marker or clicking the map calls it with the new
   * position (six decimals, longitude within -180..180). The map shows what `geometry` says,
   * so the caller moves the marker by passing the new geometry back.
   */
  onMove?: (position: Position) => void
}

/** Where a lot's marker goes at first, when it has no outline to fit: a few streets around it. */
const POINT_ZOOM = 17
/** The marker's accessible name. */
const MARKER_TITLE = 'Position of the lot'
const MARKER_TITLE_EDITABLE = 'Position of the lot: drag it, or click the map, to move it'

/**
 * A pin drawn in CSS (lotMap.css) instead of Leaflet's marker images, which a bundler does not
 * find; an element, not markup. The pin is a square turned 45 degrees with one sharp corner,
 * which then points 29 px below the top of its 24 px box: the anchor is that tip.
 */
function markerIcon(title: string): L.DivIcon {
  const pin = document.createElement('span')
  pin.className = 'lot-map-pin'
  pin.setAttribute('role', 'img')
  pin.setAttribute('aria-label', title)
  return L.divIcon({ className: 'lot-map-marker', html: pin, iconSize: [24, 24], iconAnchor: [12, 29] })
}

const toLatLng = (position: Position): L.LatLngTuple => [position.latitude, position.longitude]

interface Drawn {
  map: L.Map
  marker: L.Marker
  outline: L.Polygon | null
  /** The position and outline drawn, as JSON: a new geometry object with the same shape changes nothing. */
  shape: string
}

/**
 * Draws the shape on the map: the marker at `position`, the outline replaced. The first time
 * the view fits it; afterwards the map only follows the marker when it would leave the view.
 */
function draw(drawn: Drawn, position: Position, outline: Position[][][] | null, shape: string, first: boolean): void {
  const { map, marker } = drawn
  drawn.shape = shape
  marker.setLatLng(toLatLng(position))
  drawn.outline?.remove()
  drawn.outline = outline
    ? L.polygon(
        outline.map((rings) => rings.map((ring) => ring.map(toLatLng))),
        { className: 'lot-map-outline', interactive: false, weight: 2 },
      ).addTo(map)
    : null
  if (first) {
    if (drawn.outline) map.fitBounds(drawn.outline.getBounds(), { maxZoom: TILE_MAX_ZOOM - 1, padding: [24, 24] })
    else map.setView(toLatLng(position), POINT_ZOOM)
  } else if (!map.getBounds().contains(marker.getLatLng())) map.panTo(marker.getLatLng())
}

/**
 * The lot's geometry on OpenStreetMap's tiles. Nothing when the geometry has no readable
 * position. Without tiles (offline) the shape is still drawn and a note says the map's
 * background could not load. The map takes the keyboard like any Leaflet map (arrow keys
 * pan, + and - zoom) and lets Tab go on; the editor's latitude and longitude fields are the
 * keyboard's way to move the marker.
 */
export default function LotMap({ geometry, label, onMove }: LotMapProps) {
  const position = lotPosition(geometry)
  const outline = lotOutline(geometry)
  const shape = JSON.stringify([position, outline])
  const editable = onMove !== undefined
  const container = useRef<HTMLDivElement>(null)
  const drawn = useRef<Drawn | null>(null)
  // The latest props for the map's listeners and for drawing the map anew, which happen outside rendering.
  const latest = useRef({ position, outline, shape, onMove })
  const [tilesFailed, setTilesFailed] = useState(false)
  const keysId = useId()
  const hasPosition = position !== null

  useEffect(() => {
    latest.current = { position, outline, shape, onMove }
  })

  useEffect(() => {
    const { position: start, outline: startOutline, shape: startShape } = latest.current
    if (!container.current || !start) return
    const map = L.map(container.current, { scrollWheelZoom: false, maxZoom: TILE_MAX_ZOOM })
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>')
    // Each tile that fails reports it; the note is one line however many fail.
    L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: TILE_MAX_ZOOM })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(map)
    const title = editable ? MARKER_TITLE_EDITABLE : MARKER_TITLE
    // Not a tab stop: the marker has nothing to do by keyboard (the editor's fields move it).
    const marker = L.marker(toLatLng(start), {
      icon: markerIcon(title),
      title,
      keyboard: false,
      interactive: editable,
      draggable: editable,
    }).addTo(map)
    const current: Drawn = { map, marker, outline: null, shape: '' }
    draw(current, start, startOutline, startShape, true)
    drawn.current = current
    if (editable) {
      const moveTo = (latLng: L.LatLng) => latest.current.onMove?.(mapPosition(latLng))
      marker.on('dragend', () => moveTo(marker.getLatLng()))
      map.on('click', (event: L.LeafletMouseEvent) => moveTo(event.latlng))
    }
    return () => {
      drawn.current = null
      map.remove()
    }
  }, [editable, hasPosition])

  useEffect(() => {
    const current = drawn.current
    if (current && position && current.shape !== shape) draw(current, position, outline, shape, false)
    // `shape` stands for position and outline: the same shape in a new object draws nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape])

  if (!position) return null
  return (
    <div>
      <div
        ref={container}
        className="lot-map-frame lot-map"
        role="region"
        aria-label={label}
        aria-describedby={keysId}
      />
      <p id={keysId} className="visually-hidden">
        With the map focused, the arrow keys move it and the plus and minus keys zoom.
      </p>
      {editable && (
        <p className="small text-body-secondary mt-2 mb-0">Drag the marker or click the map to move the lot.</p>
      )}
      {tilesFailed && (
        <p className="small mt-2 mb-0" role="status">
          Map tiles could not load; the lot is still drawn, without the streets around it.
        </p>
      )}
    </div>
  )
}
