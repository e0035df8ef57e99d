import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import './tables.css'

/** The visible hint over a table wider than its box (docs/product.md#tables-and-lists). */
export const SCROLL_HINT = 'Scroll sideways for more columns'

/** Which sides of the box have columns out of view. */
interface HiddenSides {
  start: boolean
  end: boolean
}

/** Follows the box's scroll position and size, and the size of the table in it. */
function useHiddenSides(box: RefObject<HTMLDivElement | null>): HiddenSides {
  const [sides, setSides] = useState<HiddenSides>({ start: false, end: false })
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => {
      // A pixel of slack: a scroll width rounded up is not a hidden column.
      const start = element.scrollLeft > 1
      const end = element.scrollLeft < element.scrollWidth - element.clientWidth - 1
      setSides((current) => (current.start === start && current.end === end ? current : { start, end }))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    element.addEventListener('scroll', measure, { passive: true })
    return () => {
      observer.disconnect()
      element.removeEventListener('scroll', measure)
    }
  }, [box])
  return sides
}

/**
 * The box a wide table scrolls sideways in, never widening the page. While the table is
 * wider than the box, the box says so: a line over it ('Scroll sideways for more
 * columns'), a fade on each side with columns out of view, and a keyboard stop (a region
 * named `label`, so its arrow keys scroll it). A table that fits shows none of them. A
 * column marked .sticky-end (a row's actions) stays in view at the right edge, the fade
 * then beside it.
 */
export function ScrollBox({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const hidden = useHiddenSides(box)
  const hintId = useId()
  const scrolls = hidden.start || hidden.end
  return (
    <div className={className}>
      {scrolls && (
        <p id={hintId} className="small text-body-secondary mb-1">
          <span aria-hidden="true">↔ </span>
          {SCROLL_HINT}
        </p>
      )}
      <div
        className="scroll-box"
        data-hidden-start={hidden.start || undefined}
        data-hidden-end={hidden.end || undefined}
      >
        {/* position-relative keeps visually hidden text (a header's) inside the box: an
            absolute element escapes a static scroll box and would widen the whole page. */}
        <div
          ref={box}
          className="table-responsive position-relative"
          {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': label, 'aria-describedby': hintId })}
        >
          {children}
        </div>
      </div>
    </div>
  )
}
