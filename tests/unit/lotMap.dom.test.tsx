import { fireEvent, render, screen } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Geometry } from '@/api/types'
import LotMap from '@/features/parking-lots/LotMap'

// The lot map's editable mode, which no screen shows yet (the lot editor will): a click on the
// map and a dragged marker reach onMove as a position, and a new geometry moves the marker.
// jsdom lays nothing out, so the map is given a size as a browser would: 400 x 300 px at the
// page's top left corner.

const SIZE = { clientWidth: 400, clientHeight: 300 }
const saved = Object.fromEntries(
  Object.keys(SIZE).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]),
)

beforeAll(() => {
  // Leaflet keeps the page's scroll when a press on the map focuses it; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  for (const [key, value] of Object.entries(SIZE))
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value })
})
afterAll(() => {
  for (const [key, descriptor] of Object.entries(saved))
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor)
})

const point = (longitude: number, latitude: number): Geometry => ({ type: 'Point', coordinates: [longitude, latitude] })
/** At zoom 17 (a Point's first view) a pixel is 360 / (256 * 2^17) degrees of longitude. */
const DEGREES_PER_PIXEL = 360 / (256 * 2 ** 17)

/** Where Leaflet has put the marker, in pixels from the map's origin (left and top: jsdom has no 3D transforms). */
function markerAt(): { x: number; y: number } {
  const icon = screen.getByRole('img', { name: /^Position of the lot/ }).parentElement!
  return { x: parseFloat(icon.style.left), y: parseFloat(icon.style.top) }
}

const isRounded = (value: number) => Number(value.toFixed(6)) === value

describe('LotMap, editable', () => {
  it('tells a click on the map as a position, rounded to six decimals', () => {
    const onMove = vi.fn()
    render(<LotMap geometry={point(10.7522, 59.9139)} label="Location of Storgata 12" onMove={onMove} />)
    expect(screen.getByText('Drag the marker or click the map to move the lot.')).toBeVisible()
    // 100 px right of the middle, on its level: east of the lot, on its latitude.
    fireEvent.click(screen.getByRole('region', { name: 'Location of Storgata 12' }), { clientX: 300, clientY: 150 })
    expect(onMove).toHaveBeenCalledTimes(1)
    const [{ latitude, longitude }] = onMove.mock.calls[0]! as [{ latitude: number; longitude: number }]
    expect(longitude).toBeCloseTo(10.7522 + 100 * DEGREES_PER_PIXEL, 5)
    expect(latitude).toBeCloseTo(59.9139, 5)
    expect(isRounded(latitude) && isRounded(longitude)).toBe(true)
  })

  it('tells where the marker was dragged to', () => {
    const onMove = vi.fn()
    render(<LotMap geometry={point(10.7522, 59.9139)} label="Location of Storgata 12" onMove={onMove} />)
    const pin = screen.getByRole('img', { name: 'Position of the lot: drag it, or click the map, to move it' })
    fireEvent.mouseDown(pin, { clientX: 200, clientY: 150, button: 0, which: 1 })
    fireEvent.mouseMove(pin, { clientX: 220, clientY: 150, button: 0, which: 1 })
    fireEvent.mouseMove(pin, { clientX: 250, clientY: 150, button: 0, which: 1 })
    fireEvent.mouseUp(pin, { clientX: 250, clientY: 150, button: 0, which: 1 })
    expect(onMove).toHaveBeenCalledTimes(1)
    const [{ latitude, longitude }] = onMove.mock.calls[0]! as [{ latitude: number; longitude: number }]
    expect(longitude).toBeCloseTo(10.7522 + 50 * DEGREES_PER_PIXEL, 5)
    expect(latitude).toBeCloseTo(59.9139, 5)
  })

  it('moves the marker to the position a new geometry gives, the map staying put while it is in view', () => {
    const { rerender } = render(
      <LotMap geometry={point(10.7522, 59.9139)} label="Location of Storgata 12" onMove={() => {}} />,
    )
    const before = markerAt()
    rerender(
      <LotMap
        geometry={point(10.7522 + 40 * DEGREES_PER_PIXEL, 59.9139)}
        label="Location of Storgata 12"
        onMove={() => {}}
      />,
    )
    const after = markerAt()
    expect(after.x - before.x).toBeCloseTo(40, 0)
    expect(after.y).toBeCloseTo(before.y, 0)
  })

  it('is read-only without onMove: a click moves nothing, and the marker cannot be dragged', () => {
    render(<LotMap geometry={point(10.7522, 59.9139)} label="Location of Storgata 12" />)
    const before = markerAt()
    fireEvent.click(screen.getByRole('region', { name: 'Location of Storgata 12' }), { clientX: 300, clientY: 150 })
    expect(markerAt()).toEqual(before)
    expect(screen.getByRole('img', { name: 'Position of the lot' }).parentElement).not.toHaveClass(
      'leaflet-marker-draggable',
    )
    expect(screen.queryByText(/Drag the marker/)).not.toBeInTheDocument()
  })
})
