import { UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { checkSession } from '../../src/auth/session'

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)

function tokenExpiringIn(ms: number): string {
  return new UnsecuredJWT({ sub: 'admin-1' }).setExpirationTime(Math.floor((NOW + ms) / 1000)).encode()
}

describe('checkSession (SPEC section 5, session token check)', () => {
  it("says 'No token found' without a token", () => {
    expect(checkSession(null, NOW)).toMatchObject({ valid: false, message: 'No token found', shouldRefresh: true })
    expect(checkSession('', NOW)).toMatchObject({ valid: false, message: 'No token found' })
  })

  it("says 'Invalid token format' for text that is not a JWT", () => {
    expect(checkSession('garbage', NOW)).toMatchObject({ valid: false, message: 'Invalid token format', shouldRefresh: true })
    expect(checkSession('a.b.c', NOW)).toMatchObject({ valid: false, message: 'Invalid token format' })
  })

  it("says 'Invalid token format' for an expiry that is not a number", () => {
    expect(checkSession(new UnsecuredJWT({ sub: 'x', exp: 'tomorrow' as unknown as number }).encode(), NOW)).toMatchObject({ valid: false, message: 'Invalid token format' })
  })

  it('accepts a JWT without expiry, which never advises a refresh', () => {
    expect(checkSession(new UnsecuredJWT({ sub: 'x' }).encode(), NOW)).toEqual({ valid: true, expiresAt: null, msRemaining: null, shouldRefresh: false })
  })

  it("says 'Token has expired' once exp has passed", () => {
    expect(checkSession(tokenExpiringIn(-1000), NOW)).toMatchObject({ valid: false, message: 'Token has expired' })
  })

  it('is valid with more than 5 minutes left, and advises a refresh under 5 minutes', () => {
    const fresh = checkSession(tokenExpiringIn(60 * 60_000), NOW)
    expect(fresh).toMatchObject({ valid: true, shouldRefresh: false, msRemaining: 60 * 60_000 })
    expect(checkSession(tokenExpiringIn(4 * 60_000), NOW)).toMatchObject({ valid: true, shouldRefresh: true })
  })
})
