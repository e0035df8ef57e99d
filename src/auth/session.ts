import { decodeJwt } from 'jose'

// The session token check of SPEC section 5. It reads the token's own expiry; only the
// server can tell whether the signature is good, and a 401 from it ends the session.

export const REFRESH_ADVISED_MS = 5 * 60_000

export type SessionCheck =
  /** expiresAt and msRemaining are null for a token without an expiry. */
  | { valid: true; expiresAt: Date | null; msRemaining: number | null; shouldRefresh: boolean }
  | { valid: false; message: 'No token found' | 'Token has expired' | 'Invalid token format'; shouldRefresh: true }

export function checkSession(token: string | null | undefined, now = Date.now()): SessionCheck {
  if (!token) return { valid: false, message: 'No token found', shouldRefresh: true }
  let exp: unknown
  try {
    exp = decodeJwt(token).exp
  } catch {
    return { valid: false, message: 'Invalid token format', shouldRefresh: true }
  }
  if (exp === undefined) return { valid: true, expiresAt: null, msRemaining: null, shouldRefresh: false }
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return { valid: false, message: 'Invalid token format', shouldRefresh: true }
  const msRemaining = exp * 1000 - now
  if (msRemaining <= 0) return { valid: false, message: 'Token has expired', shouldRefresh: true }
  return { valid: true, expiresAt: new Date(exp * 1000), msRemaining, shouldRefresh: msRemaining < REFRESH_ADVISED_MS }
}
