import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react'

/** How long an Undo is offered (docs/product.md#live-data-controls). */
export const UNDO_MS = 10_000

/**
 * Calls `onExpire` once `key` has been shown for `ms`, counting only the time it is not
 * held: while the focus is inside the element, or the pointer over it, the time stands
 * still (WCAG 2.2.1, timing adjustable), and runs on with what was left. A new key starts
 * afresh; null means nothing is shown. Spread `holdProps` on the element shown.
 */
export function useExpiry(key: number | null, ms: number, onExpire: () => void) {
  // Held for one key only: a message that replaces a focused one starts unheld, even if
  // the element that had the focus went without a blur.
  const [focusedKey, setFocusedKey] = useState<number | null>(null)
  const [hoveredKey, setHoveredKey] = useState<number | null>(null)
  const held = key !== null && (focusedKey === key || hoveredKey === key)
  const latest = useRef(onExpire)
  useLayoutEffect(() => {
    latest.current = onExpire
  })
  const left = useRef<{ key: number; ms: number } | null>(null)

  useEffect(() => {
    if (key === null || held) return
    if (left.current?.key !== key) left.current = { key, ms }
    const entry = left.current
    const started = Date.now()
    const timer = setTimeout(() => latest.current(), entry.ms)
    return () => {
      clearTimeout(timer)
      entry.ms -= Date.now() - started
    }
  }, [key, ms, held])

  const holdProps = {
    onFocus: () => setFocusedKey(key),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedKey(null)
    },
    onMouseEnter: () => setHoveredKey(key),
    onMouseLeave: () => setHoveredKey(null),
  }
  return { held, holdProps }
}
