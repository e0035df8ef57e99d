import Button from 'react-bootstrap/Button'
import { minutesLeft } from './session'
import { useAuth } from './useAuth'
import { useSessionCheck } from './useSessionCheck'

/**
 * In a token's last 5 minutes, says how many are left and offers to sign in again (there is
 * no refresh call, docs/product.md#session-handling): the page stays, so the new session
 * comes back to it. The live region is always there, so that its first words are announced
 * too.
 */
export function SessionExpiryNotice() {
  const { state, logout } = useAuth()
  const session = useSessionCheck(state.status === 'authenticated' ? state.token : null)
  const minutes =
    session?.valid && session.shouldRefresh && session.msRemaining !== null ? minutesLeft(session.msRemaining) : null

  return (
    <div role="status" aria-atomic="true">
      {minutes !== null && (
        <div className="d-flex align-items-center gap-2 px-3 py-1 bg-info-subtle text-info-emphasis border-bottom border-info-subtle small">
          <p
            className="mb-0"
            style={{ minWidth: 0 }}
          >{`Your session ends in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`}</p>
          <Button variant="outline-dark" size="sm" className="py-0 flex-shrink-0" onClick={logout}>
            Sign in again
          </Button>
        </div>
      )}
    </div>
  )
}
