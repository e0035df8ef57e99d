import { SignJWT, errors, jwtVerify } from 'jose'
import type { User } from '@/api/types'

// Tokens of the simulated backend: real HS256 JWTs with an expiry, so the console's
// session handling meets the same kind of token a real server would issue.

// Imported as a CryptoKey rather than passed as bytes: jose checks byte keys with
// instanceof, which fails across realms (a jsdom test environment).
const SECRET = crypto.subtle.importKey(
  'raw',
  new TextEncoder().encode('simulated-backend-signing-key: not a production secret'),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['sign', 'verify'],
)
export const TOKEN_TTL_SECONDS = 8 * 60 * 60

/** 16 random bytes in hex (crypto.randomUUID needs a secure context, which a demo over plain http is not). */
function tokenId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export async function issueToken(user: User, ttlSeconds = TOKEN_TTL_SECONDS, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000)
  return (
    new SignJWT({ username: user.username, role: user.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      // The API's user may leave out its id (the console reads only the username); then the username names it.
      .setSubject(user.id ?? user.username)
      // Every token its own, even two issued in the same second: one session can be ended alone (Backend.endedTokens).
      .setJti(tokenId())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(await SECRET)
  )
}

export type TokenCheck = { valid: true; userId: string } | { valid: false; message: string }

/** Checks signature and expiry at `now`: the backend's clock, which is the one tokens are issued with. */
export async function verifyToken(token: string, now = Date.now()): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, await SECRET, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(now),
    })
    return { valid: true, userId: payload.sub as string }
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { valid: false, message: 'Token has expired' }
    if (error instanceof errors.JWSSignatureVerificationFailed)
      return { valid: false, message: 'Invalid token signature' }
    return { valid: false, message: 'Invalid token format' }
  }
}
