import { useEffect, useReducer } from 'react'
import { checkSession, nextSessionChangeIn, type SessionCheck } from './session'

/**
 * The check of `token` (null for none), taken again whenever its answer changes: when the
 * last 5 minutes begin, as the minutes left go down, and at expiry, which calls `onExpired`.
 * The clock is the console's (lib/clock.ts), so a frozen clock holds the session still.
 */
export function useSessionCheck(token: string | null, onExpired?: () => void): SessionCheck | null {
  const [checks, checkAgain] = useReducer((count: number) => count + 1, 0)

  useEffect(() => {
    if (token === null) return
    const check = checkSession(token)
    if (!check.valid) {
      if (check.message === 'Token has expired') onExpired?.()
      return
    }
    if (check.msRemaining === null) return
    const timer = setTimeout(checkAgain, nextSessionChangeIn(check.msRemaining))
    return () => clearTimeout(timer)
  }, [token, checks, onExpired])

  return token === null ? null : checkSession(token)
}
