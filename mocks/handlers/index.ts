import { http, type RequestHandler } from 'msw'
import type { Backend } from '@mocks/backend'
import { analyticsHandlers } from './analytics'
import { auditHandlers } from './audit'
import { authHandlers } from './auth'
import { controlHandlers } from './control'
import { liveDataHandlers } from './liveData'
import { monitoringHandlers } from './monitoring'
import { parkingLotsHandlers } from './parkingLots'
import { createApi, errorResponse, urlAt } from './route'

/**
 * Every handler of the simulated backend, in the order MSW should try them. `origin` is
 * where the backend lives (in the browser the page's own origin and the console's base
 * path, https://example.org/console): matching on it keeps the handlers off look-alike
 * paths such as the dev server's /src/api/*.ts modules.
 */
export function createHandlers(backend: Backend, origin: string): RequestHandler[] {
  const api = createApi(backend, origin)
  return [
    ...authHandlers(api),
    ...analyticsHandlers(api),
    ...parkingLotsHandlers(api),
    ...monitoringHandlers(api),
    ...liveDataHandlers(api),
    ...auditHandlers(api),
    ...controlHandlers(backend, origin, api.endpoints),
    api.methodNotAllowed(),
    // Anything else under /api answers like a real server's unknown route.
    http.all(urlAt(origin)('/api/*'), ({ request }) =>
      errorResponse(404, `Not found: ${request.method} ${new URL(request.url).pathname}`),
    ),
  ]
}
