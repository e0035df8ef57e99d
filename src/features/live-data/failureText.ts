import { ApiError } from '@/api/http'

/**
 * Why an action failed, as docs/product.md#error-texts words it:
 * '{prefix}: {status} {statusText}' for an HTTP answer, else the error's own message, else
 * `fallback`.
 */
export function failureText(error: unknown, prefix: string, fallback = 'Unknown error'): string {
  if (error instanceof ApiError && error.status > 0) return `${prefix}: ${error.status} ${error.statusText}`.trimEnd()
  return error instanceof Error && error.message ? error.message : fallback
}
