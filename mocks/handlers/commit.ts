import type { Backend } from '../backend'
import { ChangeNotStored, type Changes } from '../persistence'
import { errorResponse } from './route'

/**
 * Makes a change through backend.commit, or answers why it could not be stored: 422 when
 * the world refuses the value, 507 when the storage does (disk or localStorage full). The
 * backend is then as it was before the request, and the next write works.
 */
export function commitOrRefuse(backend: Backend, change: (changes: Changes) => void): Response | undefined {
  try {
    backend.commit(change)
    return undefined
  } catch (error) {
    if (error instanceof ChangeNotStored) return errorResponse(error.status, error.message)
    throw error
  }
}
