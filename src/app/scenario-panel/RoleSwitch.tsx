import { useId, useState } from 'react'
import Button from 'react-bootstrap/Button'
import type { ScenarioControl } from '@/app/ScenarioNotice'
import { useRole } from '@/auth/useRole'
import { useAuth } from '@/auth/useAuth'

/** What each seeded role may do, in the panel's words. */
const ROLE_WORDS: Record<string, string> = {
  admin: 'Every screen and every change.',
  viewer: 'Every screen, no change: the console offers no write, and the backend refuses one with 403.',
}

/**
 * The role the console is seen in, switched without a reload: signing in with the seeded
 * account of another role, as the login form would. A new session starts the console
 * again below the header's data (AppProviders.tsx keys its cache by the token), the panel
 * with it, so only a failure is said here. The share link keeps the role.
 */
export function RoleSwitch({ control }: { control: ScenarioControl }) {
  const { login } = useAuth()
  const role = useRole()
  const id = useId()
  const [switching, setSwitching] = useState<string | null>(null)
  const [message, setMessage] = useState('')

  async function signInAs(next: string) {
    setSwitching(next)
    setMessage(`Signing in as ${next}...`)
    try {
      await login(control.accounts[next]!)
    } catch (error) {
      setMessage(`Could not sign in as ${next}: ${error instanceof Error ? error.message : String(error)}`)
      setSwitching(null)
    }
  }

  return (
    <>
      <ul className="list-unstyled mb-0 d-grid gap-2">
        {Object.entries(control.accounts).map(([name, account]) => (
          <li key={name} className="d-flex align-items-center gap-2">
            <Button
              variant="outline-primary"
              size="sm"
              className="flex-shrink-0 text-nowrap"
              style={{ width: '10.5rem' }}
              disabled={name === role || switching !== null}
              aria-describedby={`${id}-${name}`}
              onClick={() => void signInAs(name)}
            >
              {name === role ? `Signed in as ${name}` : `Sign in as ${name}`}
            </Button>
            <span id={`${id}-${name}`} className="small text-body-secondary">
              {ROLE_WORDS[name]} Account {account.username}, password {account.password}.
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="small mb-0 mt-2">
        {message}
      </p>
    </>
  )
}
