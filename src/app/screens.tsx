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
}

export const NAV_GROUPS = ['Overview', 'Analytics', 'Parking', 'System'] as const
export type NavGroup = (typeof NAV_GROUPS)[number]

export const SCREENS: Screen[] = [
  {
    path: '/dashboard',
    title: 'Analytics Dashboard',
    nav: { group: 'Overview', label: 'Dashboard' },
    page: lazyScreen(() => import('@/features/dashboard/DashboardPage')),
  },
  {
    path: '/analytics/activity-feed',
    title: 'Activity Feed',
    nav: { group: 'Analytics', label: 'Activity Feed' },
    page: lazyScreen(() => import('@/features/activity-feed/ActivityFeedPage')),
  },
  {
    path: '/analytics/user-insights',
    title: 'User Insights',
    nav: { group: 'Analytics', label: 'User Insights' },
    page: lazyScreen(() => import('@/features/user-insights/UserInsightsPage')),
  },
  {
    path: '/analytics/retention',
    title: 'Retention Analytics',
    nav: { group: 'Analytics', label: 'Retention' },
    page: lazyScreen(() => import('@/features/retention/RetentionPage')),
  },
  {
    path: '/analytics/cohorts',
    title: 'Cohort Analytics',
    nav: { group: 'Analytics', label: 'Cohorts' },
    page: lazyScreen(() => import('@/features/cohorts/CohortsPage')),
  },
  {
    path: '/analytics/lifecycle',
    title: 'Lifecycle Analytics',
    nav: { group: 'Analytics', label: 'Lifecycle' },
    page: lazyScreen(() => import('@/features/event-lists/LifecyclePage')),
  },
  {
    path: '/analytics/share-deeplink',
    title: 'Share and Deeplink Analytics',
    nav: { group: 'Analytics', label: 'Share & Deeplink' },
    page: lazyScreen(() => import('@/features/event-lists/ShareDeeplinkPage')),
  },
  {
    path: '/analytics/search',
    title: 'Search Analytics',
    nav: { group: 'Analytics', label: 'Search' },
    page: lazyScreen(() => import('@/features/event-lists/SearchPage')),
  },
  {
    path: '/analytics/navigation',
    title: 'Navigation Analytics',
    nav: { group: 'Analytics', label: 'Navigation' },
    page: lazyScreen(() => import('@/features/event-lists/NavigationPage')),
  },
  {
    path: '/analytics/feedback',
    title: 'Feedback Analytics',
    nav: { group: 'Analytics', label: 'Feedback' },
    page: lazyScreen(() => import('@/features/feedback/FeedbackPage')),
  },
  {
    path: '/parking-lots',
    title: 'Parking Lots',
    nav: { group: 'Parking', label: 'Parking Lots' },
    page: lazyScreen(() => import('@/features/parking-lots/ParkingLotsPage')),
  },
  {
    path: '/parking-lots/:id',
    title: 'Parking Lot Details',
    page: lazyScreen(() => import('@/features/parking-lots/ParkingLotDetailPage')),
  },
  {
    path: '/monitoring',
    title: 'System Monitoring',
    nav: { group: 'System', label: 'Monitoring' },
    page: lazyScreen(() => import('@/features/monitoring/MonitoringPage')),
  },
  {
    path: '/live-data-controls',
    title: 'Live Data Controls',
    nav: { group: 'System', label: 'Live Data Controls' },
    page: lazyScreen(() => import('@/features/live-data/LiveDataControlsPage')),
  },
  {
    path: '/production-test',
    title: 'Production Readiness Test',
    nav: { group: 'System', label: 'Production Test' },
    page: lazyScreen(() => import('@/features/production-test/ProductionTestPage')),
  },
]

/** The screen a path opens ('/' leads to the dashboard), to load its code before the first render. */
export function screenAt(pathname: string): Screen | undefined {
  const path = pathname === '/' ? '/dashboard' : pathname
  return SCREENS.find((screen) => matchPath(screen.path, path))
}

export const NotFoundPage = lazy(() => import('@/features/not-found/NotFoundPage'))
