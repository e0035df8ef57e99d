import { ApiError } from '@/api/http'

/**
 * Why an action failed, as docs/product.md#error-texts words it:
 * '{prefix}: {status} {statusText}' for an HTTP answer, else the error's own message, else
 * `fallback`. A 403 is the role's refusal, and its message says why in words: the backend's
 * 'Your role (viewer) cannot …' (docs/product.md#roles).
 */
export function failureText(error: unknown, prefix: string, fallback = 'Unknown error'): string {
  if (error instanceof ApiError && error.status === 403) return error.message
  if (error instanceof ApiError && error.status > 0) return `${prefix}: ${error.status} ${error.statusText}`.trimEnd()
  return error instanceof Error && error.message ? error.message : fallback
}
