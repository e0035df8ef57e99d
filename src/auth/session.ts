import { decodeJwt } from 'jose'
import { now } from '@/lib/clock'

// The session token check of docs/product.md#session-token-check. It reads the token's own
// expiry; only the server can tell whether the signature is good, and a 401 from it ends
// the session.

export const REFRESH_ADVISED_MS = 5 * 60_000

export type SessionCheck =
  /** expiresAt and msRemaining are null for a token without an expiry. */
  | { valid: true; expiresAt: Date | null; msRemaining: number | null; shouldRefresh: boolean }
  | { valid: false; message: 'No token found' | 'Token has expired' | 'Invalid token format'; shouldRefresh: true }

export function checkSession(token: string | null | undefined, at = now()): SessionCheck {
  if (!token) return { valid: false, message: 'No token found', shouldRefresh: true }
  let exp: unknown
  try {
    exp = decodeJwt(token).exp
  } catch {
    return { valid: false, message: 'Invalid token format', shouldRefresh: true }
  }
  if (exp === undefined) return { valid: true, expiresAt: null, msRemaining: null, shouldRefresh: false }
  if (typeof exp !== 'number' || !Number.isFinite(exp))
    return { valid: false, message: 'Invalid token format', shouldRefresh: true }
  const msRemaining = exp * 1000 - at
  if (msRemaining <= 0) return { valid: false, message: 'Token has expired', shouldRefresh: true }
  return { valid: true, expiresAt: new Date(exp * 1000), msRemaining, shouldRefresh: msRemaining < REFRESH_ADVISED_MS }
}

/** The minutes left, rounded up, as the console says them: '1 minute' in the last one. */
export function minutesLeft(msRemaining: number): number {
  return Math.ceil(msRemaining / 60_000)
}

/** setTimeout runs a longer delay at once. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1

/**
 * How long until a check of the same token says something else: when the last 5 minutes
 * begin (shouldRefresh), then each time the minutes left go down, and at expiry.
 */
export function nextSessionChangeIn(msRemaining: number): number {
  if (msRemaining >= REFRESH_ADVISED_MS) return Math.min(msRemaining - REFRESH_ADVISED_MS + 1, LONGEST_TIMEOUT_MS)
  return msRemaining % 60_000 || 60_000
}
