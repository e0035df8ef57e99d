import { decodeJwt } from 'jose'

// The session token check of SPEC section 5. It reads the token's own expiry; only the
// server can tell whether the signature is good, and a 401 from it ends the session.

export const REFRESH_ADVISED_MS = 5 * 60_000

export type SessionCheck =
  | { valid: true; expiresAt: Date; msRemaining: number; shouldRefresh: boolean }
  | { valid: false; message: 'No token found' | 'Token has expired' | 'Invalid token format'; shouldRefresh: true }

export function checkSession(token: string | null | undefined, now = Date.now()): SessionCheck {
  if (!token) return { valid: false, message: 'No token found', shouldRefresh: true }
  let exp: number | undefined
  try {
    exp = decodeJwt(token).exp
  } catch {
    return { valid: false, message: 'Invalid token format', shouldRefresh: true }
  }
  if (typeof exp !== 'number') return { valid: false, message: 'Invalid token format', shouldRefresh: true }
  const msRemaining = exp * 1000 - now
  if (msRemaining <= 0) return { valid: false, message: 'Token has expired', shouldRefresh: true }
  return { valid: true, expiresAt: new Date(exp * 1000), msRemaining, shouldRefresh: msRemaining < REFRESH_ADVISED_MS }
}
