import { lazy } from 'react'
import { matchPath } from 'react-router-dom'
import { lazyScreen, type LazyScreen } from './lazyScreen'

// Every route of docs/product.md#routes, with its title, its place in the sidebar and its screen.

export interface Screen {
  path: string
  title: string
  /** Sidebar group and label; routes with a parameter are reached from their list instead. */
  nav?: { group: NavGroup; label: string }
  page: LazyScreen
  /**
   * The call the screen's error state (its error block with Retry) comes from, as a path
   * shape of docs/product.md#api-calls: the one the scenario panel's 'Error on this screen'
   * fails. Chosen by the screen's query where a tab decides; none where the screen has no
   * error state of its own.
   */
  errorCall?: string | ((query: URLSearchParams) => string)
}

export const NAV_GROUPS = ['Overview', 'Analytics', 'Parking', 'System'] as const
export type NavGroup = (typeof NAV_GROUPS)[number]
/** The analytics screens: their sidebar links keep the date range chosen (docs/product.md#date-range). */
export const RANGE_GROUPS: readonly NavGroup[] = ['Overview', 'Analytics']

export const SCREENS: Screen[] = [
  {
    path: '/dashboard',
    title: 'Analytics Dashboard',
    nav: { group: 'Overview', label: 'Dashboard' },
    page: lazyScreen(() => import('@/features/dashboard/DashboardPage')),
    errorCall: '/api/analytics/dashboard',
  },
  {
    path: '/analytics/activity-feed',
    title: 'Activity Feed',
    nav: { group: 'Analytics', label: 'Activity Feed' },
    page: lazyScreen(() => import('@/features/activity-feed/ActivityFeedPage')),
    errorCall: '/api/analytics/all-events',
  },
  {
    path: '/analytics/user-insights',
    title: 'User Insights',
    nav: { group: 'Analytics', label: 'User Insights' },
    page: lazyScreen(() => import('@/features/user-insights/UserInsightsPage')),
    errorCall: '/api/analytics/user-insights',
  },
  {
    path: '/analytics/retention',
    title: 'Retention Analytics',
    nav: { group: 'Analytics', label: 'Retention' },
    page: lazyScreen(() => import('@/features/retention/RetentionPage')),
    errorCall: '/api/analytics/retention',
  },
  {
    path: '/analytics/cohorts',
    title: 'Cohort Analytics',
    nav: { group: 'Analytics', label: 'Cohorts' },
    page: lazyScreen(() => import('@/features/cohorts/CohortsPage')),
    errorCall: '/api/analytics/cohorts',
  },
  {
    path: '/analytics/lifecycle',
    title: 'Lifecycle Analytics',
    nav: { group: 'Analytics', label: 'Lifecycle' },
    page: lazyScreen(() => import('@/features/event-lists/LifecyclePage')),
    errorCall: '/api/analytics/lifecycle',
  },
  {
    path: '/analytics/share-deeplink',
    title: 'Share and Deeplink Analytics',
    nav: { group: 'Analytics', label: 'Share & Deeplink' },
    page: lazyScreen(() => import('@/features/event-lists/ShareDeeplinkPage')),
    errorCall: (query) => (query.get('tab') === 'deeplink' ? '/api/analytics/deeplink' : '/api/analytics/share'),
  },
  {
    path: '/analytics/search',
    title: 'Search Analytics',
    nav: { group: 'Analytics', label: 'Search' },
    page: lazyScreen(() => import('@/features/event-lists/SearchPage')),
    errorCall: '/api/analytics',
  },
  {
    path: '/analytics/navigation',
    title: 'Navigation Analytics',
    nav: { group: 'Analytics', label: 'Navigation' },
    page: lazyScreen(() => import('@/features/event-lists/NavigationPage')),
    errorCall: '/api/analytics/navigation',
  },
  {
    path: '/analytics/feedback',
    title: 'Feedback Analytics',
    nav: { group: 'Analytics', label: 'Feedback' },
    page: lazyScreen(() => import('@/features/feedback/FeedbackPage')),
    errorCall: '/api/analytics/feedback/summary',
  },
  {
    path: '/parking-lots',
    title: 'Parking Lots',
    nav: { group: 'Parking', label: 'Parking Lots' },
    page: lazyScreen(() => import('@/features/parking-lots/ParkingLotsPage')),
    errorCall: '/api/parking-lots',
  },
  {
    path: '/parking-lots/:id',
    title: 'Parking Lot Details',
    page: lazyScreen(() => import('@/features/parking-lots/ParkingLotDetailPage')),
    errorCall: '/api/parking-lots/:id',
  },
  {
    path: '/monitoring',
    title: 'System Monitoring',
    nav: { group: 'System', label: 'Monitoring' },
    page: lazyScreen(() => import('@/features/monitoring/MonitoringPage')),
    // Its own error block shows when every call fails; a panel's, at the top, when this one does.
    errorCall: '/api/health',
  },
  {
    path: '/live-data-controls',
    title: 'Live Data Controls',
    nav: { group: 'System', label: 'Live Data Controls' },
    page: lazyScreen(() => import('@/features/live-data/LiveDataControlsPage')),
    errorCall: '/api/v1/lots/admin/live-data-controls',
  },
  {
    path: '/audit-log',
    title: 'Audit Log',
    nav: { group: 'System', label: 'Audit Log' },
    page: lazyScreen(() => import('@/features/audit-log/AuditLogPage')),
    errorCall: '/api/admin/audit',
  },
  {
    path: '/production-test',
    title: 'Production Readiness Test',
    nav: { group: 'System', label: 'Production Test' },
    page: lazyScreen(() => import('@/features/production-test/ProductionTestPage')),
    // No error state of its own: each check's row says how its call went.
  },
]

/** The screen a path opens ('/' leads to the dashboard), to load its code before the first render. */
export function screenAt(pathname: string): Screen | undefined {
  const path = pathname === '/' ? '/dashboard' : pathname
  return SCREENS.find((screen) => matchPath(screen.path, path))
}

/** The call the error state of the screen at `route` (a route such as /parking-lots/:id) comes from, given its query. */
export function errorCallOf(route: string, query: URLSearchParams): string | undefined {
  const call = SCREENS.find((screen) => screen.path === route)?.errorCall
  return typeof call === 'function' ? call(query) : call
}

export const NotFoundPage = lazy(() => import('@/features/not-found/NotFoundPage'))
