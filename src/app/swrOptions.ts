import type { SWRConfiguration } from 'swr'
import { ApiError } from '../api/http'

// Global fetching behaviour of SPEC sections 7 and 9. SWR's own defaults already give
// the 2 s dedupe, the 5 s focus throttle and the 5 s (10 s on slow connections) retry
// interval; what differs from them is set here.

export const MAX_ERROR_RETRIES = 3

export const swrOptions: SWRConfiguration = {
  refreshInterval: 30_000,
  revalidateOnFocus: true,
  dedupingInterval: 2_000,
  focusThrottleInterval: 5_000,
  errorRetryCount: MAX_ERROR_RETRIES,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    // A 4xx will not change by asking again; a 401 has already ended the session.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return
    if (retryCount > MAX_ERROR_RETRIES) return
    setTimeout(() => void revalidate({ retryCount }), config.errorRetryInterval)
  },
}
