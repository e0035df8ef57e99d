import type { ProbeResult } from '@/api/probe'
import type { Grade } from '@/lib/thresholds'

// What the Production Readiness Test asks (docs/product.md#production-readiness-test) and
// how each answer counts.

export interface EndpointCheck {
  path: string
  /** What a person learns from this row. */
  label: string
  /**
   * The endpoint changes data and is served for POST only. The check still only GETs it:
   * a 405 then proves the endpoint exists and refuses GETs, which is what a careful
   * server does, so it counts as working. The check never sends the POST.
   */
  postOnly?: boolean
}

export const ENDPOINT_CHECKS: EndpointCheck[] = [
  { path: '/api/health', label: 'Health' },
  { path: '/api/parking-lots', label: 'Parking lots' },
  { path: '/api/analytics/dashboard', label: 'Analytics dashboard' },
  { path: '/api/admin/bump-version', label: 'Data version bump', postOnly: true },
]

export const POST_ONLY_NOTE =
  'Reachable: 405 Method Not Allowed — only POST changes the version; this check never sends one'
export const GET_ANSWERED_NOTE = 'It answered a GET: make sure this backend changes the version on POST only'

export interface Verdict {
  working: boolean
  grade: Grade
  /** 'HTTP {status}: {statusText}' or the error message (docs/product.md#error-texts). */
  detail: string
  note?: string
}

function httpDetail(result: ProbeResult): string {
  return `HTTP ${result.status}: ${result.statusText}`.trimEnd()
}

export function verdict(check: EndpointCheck, result: ProbeResult): Verdict {
  if (result.error !== undefined)
    return { working: false, grade: { variant: 'danger', word: 'Fail' }, detail: result.error }
  if (result.ok) {
    return {
      working: true,
      grade: { variant: 'success', word: 'Pass' },
      detail: httpDetail(result),
      note: check.postOnly ? GET_ANSWERED_NOTE : undefined,
    }
  }
  if (check.postOnly && result.status === 405) {
    return {
      working: true,
      grade: { variant: 'success', word: 'Pass' },
      detail: httpDetail(result),
      note: POST_ONLY_NOTE,
    }
  }
  return { working: false, grade: { variant: 'danger', word: 'Fail' }, detail: httpDetail(result) }
}
