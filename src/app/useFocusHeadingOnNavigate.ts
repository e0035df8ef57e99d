import { useEffect, useRef, type RefObject } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/**
 * After a move to another screen (a sidebar link, a link in a page, Back or Forward) the
 * focus goes to the new screen's heading, the first h1 in `main`, so a screen reader
 * announces the page and the next Tab starts at its top. Not on the first load, not for a
 * change of the query alone (a list's page, sort or search: the focus stays on the control
 * that changed it), and not for a redirect (a REPLACE nobody chose, such as / to /dashboard).
 */
export function useFocusHeadingOnNavigate(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  const shownPath = useRef(pathname)

  useEffect(() => {
    if (pathname === shownPath.current) return
    shownPath.current = pathname
    const container = main.current
    if (navigationType === 'REPLACE' || !container) return

    /** Focuses the heading once it can; true when there is nothing left to wait for. */
    const focusHeading = (): boolean => {
      // A screen still loading (its code, or the lot a detail page shows) has no heading yet.
      // The phone's menu (like any Bootstrap modal) marks the body while open and gives the
      // focus back to its button as it closes: the heading's turn comes after that.
      const heading = container.querySelector('h1')
      if (!heading || document.body.classList.contains('modal-open')) return false
      // Someone who has meanwhile moved into the new screen is left where they are.
      const active = document.activeElement
      if (active !== null && active !== container && container.contains(active)) return true
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
      heading.focus()
      return true
    }
    if (focusHeading()) return
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect()
    })
    observer.observe(container, { childList: true, subtree: true })
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] })
    return () => observer.disconnect()
  }, [pathname, navigationType, main])
}
