import type { SWRConfiguration } from 'swr'
import { AnswerShapeError, ApiError } from '@/api/http'

// Global fetching behaviour (docs/product.md#data-fetching): refresh every 30 s, revalidate on
// focus (throttled to 5 s), dedupe 2 s, 3 retries 5 s apart (SWR doubles the interval on
// slow connections). Those are SWR's defaults but for the refresh and the retry count;
// they are all written out here so this file is the one place to read them.

export const swrOptions: SWRConfiguration = {
  refreshInterval: 30_000,
  revalidateOnFocus: true,
  focusThrottleInterval: 5_000,
  dedupingInterval: 2_000,
  errorRetryCount: 3,
  errorRetryInterval: 5_000,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (!shouldRetry(error)) return
    if (config.errorRetryCount !== undefined && retryCount > config.errorRetryCount) return
    setTimeout(() => void revalidate({ retryCount, dedupe: true }), config.errorRetryInterval)
  },
}

/**
 * A client error will not change by asking again, except a timeout or rate limit; a 401 has
 * ended the session; an answer of the wrong shape comes again the same.
 */
export function shouldRetry(error: unknown): boolean {
  if (error instanceof AnswerShapeError) return false
  if (!(error instanceof ApiError)) return true
  if (error.status === 408 || error.status === 429) return true
  return error.status < 400 || error.status >= 500
}
