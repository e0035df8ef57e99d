import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/http'
import { shouldRetry, swrOptions } from '@/app/swrOptions'

// The retry policy (docs/product.md#data-fetching): 3 retries, 5 s apart, and none that
// cannot help.

afterEach(() => vi.useRealTimers())

function retry(error: unknown, retryCount: number) {
  vi.useFakeTimers()
  const revalidate = vi.fn()
  const config = { ...swrOptions, errorRetryInterval: 5_000, errorRetryCount: 3 }
  swrOptions.onErrorRetry!(error, 'key', config as never, revalidate, { retryCount, dedupe: true })
  return { revalidate, after: (ms: number) => vi.advanceTimersByTime(ms) }
}

describe('retries', () => {
  it('come 5 s after a server error, with the count, deduplicated', () => {
    const { revalidate, after } = retry(new ApiError('API call failed: 503 Service Unavailable', 503), 1)
    after(4_999)
    expect(revalidate).not.toHaveBeenCalled()
    after(1)
    expect(revalidate).toHaveBeenCalledWith({ retryCount: 1, dedupe: true })
  })

  it('stop after the third', () => {
    const { revalidate, after } = retry(new ApiError('x', 500), 4)
    after(10_000)
    expect(revalidate).not.toHaveBeenCalled()
  })

  it.each([
    [new ApiError('Authentication required', 401), false],
    [new ApiError('API call failed: 404 Not Found', 404), false],
    [new ApiError('API call failed: 400 Bad Request', 400), false],
    [new ApiError('API call failed: 408 Request Timeout', 408), true],
    [new ApiError('API call failed: 429 Too Many Requests', 429), true],
    [new ApiError('Network error. Please try again.', 0), true],
    [new ApiError('server', 500), true],
    [new TypeError('unexpected'), true],
  ])('for %s: %s', (error, expected) => {
    expect(shouldRetry(error)).toBe(expected)
  })
})
