// Every call of the API: its method and path, by the name of the src/api function that
// makes it. The console sends from here and the simulated backend answers here; a call's
// shapes are in calls/, which the first screen need not load.

interface Route {
  method: 'GET' | 'POST' | 'PUT'
  /** As OpenAPI writes it, with `{name}` for a path parameter. */
  path: string
}

export const ROUTES = {
  login: { method: 'POST', path: '/api/auth/login' },

  getDashboard: { method: 'GET', path: '/api/analytics/dashboard' },
  getTrends: { method: 'GET', path: '/api/analytics/trends' },
  getUserInsights: { method: 'GET', path: '/api/analytics/user-insights' },
  getRetention: { method: 'GET', path: '/api/analytics/retention' },
  getCohorts: { method: 'GET', path: '/api/analytics/cohorts' },
  getFeedbackSummary: { method: 'GET', path: '/api/analytics/feedback/summary' },
  getApiSuccessSummary: { method: 'GET', path: '/api/analytics/api-success/summary' },
  getApiSuccessEvents: { method: 'GET', path: '/api/analytics/api-success' },

  getAllEvents: { method: 'GET', path: '/api/analytics/all-events' },
  getLifecycleEvents: { method: 'GET', path: '/api/analytics/lifecycle' },
  getShareEvents: { method: 'GET', path: '/api/analytics/share' },
  getDeeplinkEvents: { method: 'GET', path: '/api/analytics/deeplink' },
  // Search events live at the bare analytics path.
  getSearchEvents: { method: 'GET', path: '/api/analytics' },
  getNavigationEvents: { method: 'GET', path: '/api/analytics/navigation' },
  getFeedbackActivity: { method: 'GET', path: '/api/analytics/feedback/activity' },

  getParkingLots: { method: 'GET', path: '/api/parking-lots' },
  getParkingLot: { method: 'GET', path: '/api/parking-lots/{id}' },
  updateParkingLot: { method: 'PUT', path: '/api/parking-lots/{id}' },

  getHealth: { method: 'GET', path: '/api/health' },
  getMetrics: { method: 'GET', path: '/api/metrics' },
  getCacheStatus: { method: 'GET', path: '/api/cache/status' },
  getMemoryPerformance: { method: 'GET', path: '/api/memory-performance' },

  getLiveDataControls: { method: 'GET', path: '/api/v1/lots/admin/live-data-controls' },
  getDataVersion: { method: 'GET', path: '/api/v1/parking-lots/version' },
  toggleLiveData: { method: 'POST', path: '/api/v1/lots/admin/live-data-controls/{lotId}/toggle' },
  updateLiveDataMetrics: { method: 'POST', path: '/api/v1/lots/admin/live-data-metrics/update' },
  bumpVersion: { method: 'POST', path: '/api/admin/bump-version' },

  getAuditLog: { method: 'GET', path: '/api/admin/audit' },
} as const satisfies Record<string, Route>

export type RouteName = keyof typeof ROUTES

/** A route's path with its parameters filled in, each encoded; a parameter left out is a mistake of the caller. */
export function routePath(name: RouteName, params: Record<string, string> = {}): string {
  return ROUTES[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key]
    if (value === undefined) throw new Error(`${name} needs a value for {${key}}`)
    return encodeURIComponent(value)
  })
}

/** A route's path with `:name` for each parameter, as msw and Express write it. */
export function colonPath(name: RouteName): string {
  return ROUTES[name].path.replace(/\{(\w+)\}/g, ':$1')
}
