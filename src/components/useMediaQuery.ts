import { useCallback, useSyncExternalStore } from 'react'

/** Below Bootstrap's md breakpoint (768 px): a phone, or a narrow window, where a wide table no longer fits. */
export const PHONE_QUERY = '(max-width: 767.98px)'

/**
 * Whether the media query matches, re-rendering its caller when that changes (a phone
 * turned on its side, a window resized). For layouts CSS alone cannot switch: rendering
 * only the one shown keeps a long list's work single.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
}
