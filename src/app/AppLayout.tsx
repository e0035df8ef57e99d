import { Suspense, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import Badge from 'react-bootstrap/Badge'
import Button from 'react-bootstrap/Button'
import Nav from 'react-bootstrap/Nav'
import Navbar from 'react-bootstrap/Navbar'
import Offcanvas from 'react-bootstrap/Offcanvas'
import { NavLink, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import type { User } from '@/api/types'
import { SessionExpiryNotice } from '@/auth/SessionExpiryNotice'
import { roleLabel } from '@/auth/useRole'
import { environment, isProduction, useMockBackend } from '@/config/env'
import { rangeQuery } from '@/lib/dateRange'
import { roleOf } from '@/schema/roles'
import { ColourModeMenu } from '@/components/ColourModeMenu'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import { PHONE_QUERY, useMediaQuery } from '@/components/useMediaQuery'
import { ErrorBoundary } from './ErrorBoundary'
import './layout.css'
import { preloadWhenIdle } from './lazyScreen'
import { ScenarioNotice, useWritesElsewhere, type ScenarioControl } from './ScenarioNotice'
import { ScenarioPanelButton } from './ScenarioPanelButton'
import { NAV_GROUPS, RANGE_GROUPS, SCREENS } from './screens'
import { useFocusHeadingOnNavigate } from './useFocusHeadingOnNavigate'

/** The analytics screens' links carry the date range chosen, so it stays from one to the next. */
function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const [query] = useSearchParams()
  const range = rangeQuery(query)
  return (
    <Nav as="nav" aria-label="Main" className="sidebar-nav flex-column w-100">
      {NAV_GROUPS.map((group) => (
        <div key={group} className="mb-3">
          <div className="text-uppercase small fw-semibold text-body-secondary px-3 mb-1" id={`nav-${group}`}>
            {group}
          </div>
          <ul className="list-unstyled mb-0" aria-labelledby={`nav-${group}`}>
            {SCREENS.filter((screen) => screen.nav?.group === group).map((screen) => (
              <li key={screen.path}>
                <Nav.Link
                  as={NavLink}
                  to={{ pathname: screen.path, search: RANGE_GROUPS.includes(group) ? range : '' }}
                  onClick={onNavigate}
                  className="sidebar-link px-3 py-1 rounded"
                >
                  {screen.nav!.label}
                </Nav.Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Nav>
  )
}

/**
 * The current screen. A new route gets a fresh error boundary, so an error on one screen
 * does not stick to the next. With the sidebar (for the date range), the only part of the
 * layout that follows the location: a list's every filter or page change is a new
 * location, and the header need not render again for it.
 */
function ScreenOutlet({ main }: { main: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation()
  useFocusHeadingOnNavigate(main)
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<LoadingSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  )
}

/**
 * Logout starts the next session at '/' (the dashboard). Its own component, so that only
 * it, not the whole header, follows the location that navigating needs.
 */
function LogoutButton({ onLogout, variant }: { onLogout: () => void; variant: 'outline-light' | 'outline-dark' }) {
  const navigate = useNavigate()
  return (
    <Button
      variant={variant}
      size="sm"
      onClick={() => {
        onLogout()
        navigate('/', { replace: true })
      }}
    >
      Logout
    </Button>
  )
}

/**
 * 'Welcome, {username}' and the user's role in words beside it (docs/product.md#header), so
 * that a viewer knows why the screens offer no writes. The role is read as 'Role: Viewer'.
 */
function Greeting({ user, className }: { user: User; className: string }) {
  return (
    <span className={className}>
      <span>Welcome, {user.username}</span>{' '}
      <span className="border rounded-pill px-2 fw-semibold text-break">
        <span className="visually-hidden">Role: </span>
        {roleLabel(roleOf(user))}
      </span>
    </span>
  )
}

/**
 * Keeps the header's height, which grows with the scenario line and the session notice, in
 * `--shell-header-height` on the layout: the sidebar sticks just under the header (layout.css).
 */
function useHeaderHeight(header: RefObject<HTMLElement | null>, layout: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const [headerElement, layoutElement] = [header.current, layout.current]
    if (!headerElement || !layoutElement) return
    const observer = new ResizeObserver(() =>
      layoutElement.style.setProperty('--shell-header-height', `${headerElement.offsetHeight}px`),
    )
    observer.observe(headerElement)
    return () => observer.disconnect()
  }, [header, layout])
}

/** After the scenario's way back is gone from under the keyboard: to the page, whose data comes again. */
function focusMain() {
  document.getElementById('main')?.focus()
}

export function AppLayout({
  user,
  onLogout,
  scenario,
}: {
  user: User
  onLogout: () => void
  scenario?: ScenarioControl
}) {
  const [menuOpen, setMenuOpen] = useState(false)
  useWritesElsewhere(scenario)
  // A phone's header has room for the menu button, a short name, the environment badge and
  // the scenario panel button: the greeting, the theme menu and Logout move into the menu.
  const phone = useMediaQuery(PHONE_QUERY)
  const mainRef = useRef<HTMLElement>(null)
  const layoutRef = useRef<HTMLDivElement>(null)
  const headerRef = useRef<HTMLElement>(null)
  useHeaderHeight(headerRef, layoutRef)
  // The other screens' code arrives while the browser is idle, so moving to one is instant.
  useEffect(() => preloadWhenIdle(SCREENS.map((screen) => screen.page)), [])
  const closeOnMobile = () => {
    // On a phone the sidebar is an overlay opened from the menu button (docs/product.md#sidebar).
    if (window.matchMedia(PHONE_QUERY).matches) setMenuOpen(false)
  }

  return (
    <div ref={layoutRef} className="min-vh-100 d-flex flex-column">
      <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 m-2 p-2 bg-body z-3">
        Skip to main content
      </a>
      <header ref={headerRef} className="sticky-top">
        {/* Every item reads whole: a name too long for the line (a real backend's username)
            wraps onto a second one rather than being cut. */}
        <Navbar bg="dark" data-bs-theme="dark" className="px-3 column-gap-2 row-gap-1">
          <Button
            variant="outline-light"
            size="sm"
            className="d-md-none"
            aria-controls="sidebar"
            aria-expanded={menuOpen}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            ☰
          </Button>
          <Navbar.Brand className="me-auto">{phone ? 'Parking Admin' : 'Parking Admin Console'}</Navbar.Brand>
          {!isProduction && (
            <Badge bg="warning" text="dark" title={`Environment: ${environment}`}>
              {environment}
              {useMockBackend && <span className="d-none d-lg-inline"> · simulated backend</span>}
            </Badge>
          )}
          {scenario && <ScenarioPanelButton control={scenario} />}
          {!phone && (
            <>
              <Greeting user={user} className="text-light small" />
              <ColourModeMenu variant="outline-light" wordFrom="lg" />
              <LogoutButton onLogout={onLogout} variant="outline-light" />
            </>
          )}
        </Navbar>
        {scenario && <ScenarioNotice control={scenario} onReset={focusMain} />}
        <SessionExpiryNotice />
      </header>
      <div className="d-flex flex-grow-1">
        <Offcanvas
          id="sidebar"
          responsive="md"
          show={menuOpen}
          onHide={() => setMenuOpen(false)}
          className="shell-sidebar border-end bg-body-tertiary"
          style={{ width: 'var(--shell-sidebar-width)' }}
        >
          <Offcanvas.Header closeButton>
            <Offcanvas.Title>Menu</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body className="pt-3 flex-column" style={{ width: 'var(--shell-sidebar-width)' }}>
            {phone && (
              <div className="d-flex flex-wrap align-items-center gap-2 px-3 pb-3 mb-3 border-bottom">
                <Greeting user={user} className="small text-body-secondary w-100" />
                <ColourModeMenu variant="outline-dark" wordFrom="xs" align="start" />
                <LogoutButton onLogout={onLogout} variant="outline-dark" />
              </div>
            )}
            <Sidebar onNavigate={closeOnMobile} />
          </Offcanvas.Body>
        </Offcanvas>
        <main ref={mainRef} id="main" tabIndex={-1} className="shell-main flex-grow-1" style={{ minWidth: 0 }}>
          <ScreenOutlet main={mainRef} />
        </main>
      </div>
    </div>
  )
}
