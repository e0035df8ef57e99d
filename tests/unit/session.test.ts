import { UnsecuredJWT } from 'jose'
import { afterEach, describe, expect, it } from 'vitest'
import { freezeClock } from '@/lib/clock'
import { REFRESH_ADVISED_MS, checkSession, minutesLeft, nextSessionChangeIn } from '@/auth/session'

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)

function tokenExpiringIn(ms: number): string {
  return new UnsecuredJWT({ sub: 'admin-1' }).setExpirationTime(Math.floor((NOW + ms) / 1000)).encode()
}

describe('checkSession (the session token check)', () => {
  it("says 'No token found' without a token", () => {
    expect(checkSession(null, NOW)).toMatchObject({ valid: false, message: 'No token found', shouldRefresh: true })
    expect(checkSession('', NOW)).toMatchObject({ valid: false, message: 'No token found' })
  })

  it("says 'Invalid token format' for text that is not a JWT", () => {
    expect(checkSession('garbage', NOW)).toMatchObject({
      valid: false,
      message: 'Invalid token format',
      shouldRefresh: true,
    })
    expect(checkSession('a.b.c', NOW)).toMatchObject({ valid: false, message: 'Invalid token format' })
  })

  it("says 'Invalid token format' for an expiry that is not a number", () => {
    expect(
      checkSession(new UnsecuredJWT({ sub: 'x', exp: 'tomorrow' as unknown as number }).encode(), NOW),
    ).toMatchObject({ valid: false, message: 'Invalid token format' })
  })

  it('accepts a JWT without expiry, which never advises a refresh', () => {
    expect(checkSession(new UnsecuredJWT({ sub: 'x' }).encode(), NOW)).toEqual({
      valid: true,
      expiresAt: null,
      msRemaining: null,
      shouldRefresh: false,
    })
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

describe('the session over time', () => {
  afterEach(() => freezeClock(null))

  it("reads the console's clock when no time is given, so a frozen clock holds a session still", () => {
    const token = tokenExpiringIn(4 * 60_000)
    freezeClock(NOW)
    expect(checkSession(token)).toMatchObject({ valid: true, msRemaining: 4 * 60_000, shouldRefresh: true })
    freezeClock(NOW + 4 * 60_000)
    expect(checkSession(token)).toMatchObject({ valid: false, message: 'Token has expired' })
  })

  it('counts the minutes left rounded up: 1 in the last one', () => {
    expect(minutesLeft(REFRESH_ADVISED_MS - 1)).toBe(5)
    expect(minutesLeft(4 * 60_000)).toBe(4)
    expect(minutesLeft(4 * 60_000 - 1)).toBe(4)
    expect(minutesLeft(60_001)).toBe(2)
    expect(minutesLeft(60_000)).toBe(1)
    expect(minutesLeft(1)).toBe(1)
  })

  it('wakes when the last 5 minutes begin, as each minute of them goes, and at expiry', () => {
    // Before: the first moment a check advises a refresh.
    expect(nextSessionChangeIn(REFRESH_ADVISED_MS + 30_000)).toBe(30_001)
    expect(nextSessionChangeIn(REFRESH_ADVISED_MS)).toBe(1)
    // Within: the moment minutesLeft goes down, and expiry in the last minute.
    expect(nextSessionChangeIn(REFRESH_ADVISED_MS - 1)).toBe(59_999)
    expect(nextSessionChangeIn(4 * 60_000)).toBe(60_000)
    expect(nextSessionChangeIn(60_000)).toBe(60_000)
    expect(nextSessionChangeIn(30_000)).toBe(30_000)
    for (const ms of [REFRESH_ADVISED_MS - 1, 4 * 60_000, 185_000, 60_000, 30_000]) {
      const after = ms - nextSessionChangeIn(ms)
      if (after > 0) expect(minutesLeft(after)).toBe(minutesLeft(ms) - 1)
      else expect(after).toBe(0)
    }
  })

  it('never asks setTimeout for more than it can wait (longer delays run at once)', () => {
    expect(nextSessionChangeIn(90 * 24 * 60 * 60_000)).toBe(2 ** 31 - 1)
  })
})
