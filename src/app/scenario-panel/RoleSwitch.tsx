import { useState } from 'react'
import type { ScenarioControl } from '@/app/ScenarioNotice'
import { reopenPanelAtNextMount } from '@/app/ScenarioPanelButton'
import { useRole } from '@/auth/useRole'
import { useAuth } from '@/auth/useAuth'
import { Presets } from './Presets'

/** What each seeded role may do, in the panel's words. */
const ROLE_WORDS: Record<string, string> = {
  admin: 'Every screen and every change.',
  viewer: 'Every screen, no change: the console offers no write, and the backend refuses one with 403.',
}

/**
 * The role the console is seen in, switched without a reload: signing in with the seeded
 * account of another role, as the login form would. A new session starts the console
 * again (AppProviders.tsx keys its cache by the token), the panel with it, which opens
 * again showing the new role; so only a failure is said here. The share link keeps the role.
 */
export function RoleSwitch({ control }: { control: ScenarioControl }) {
  const { login } = useAuth()
  const role = useRole()
  const [switching, setSwitching] = useState(false)
  const [message, setMessage] = useState('')

  async function signInAs(next: string) {
    setSwitching(true)
    setMessage(`Signing in as ${next}...`)
    try {
      reopenPanelAtNextMount(true)
      await login(control.accounts[next]!)
    } catch (error) {
      reopenPanelAtNextMount(false)
      setMessage(`Could not sign in as ${next}: ${error instanceof Error ? error.message : String(error)}`)
      setSwitching(false)
    }
  }

  return (
    <>
      <Presets
        presets={Object.entries(control.accounts).map(([name, account]) => ({
          label: name === role ? `Signed in as ${name}` : `Sign in as ${name}`,
          description: `${ROLE_WORDS[name] ?? ''} Account ${account.username}, password ${account.password}.`.trim(),
          apply: name === role || switching ? null : () => void signInAs(name),
        }))}
      />
      <p role="status" className="small mb-0 mt-2">
        {message}
      </p>
    </>
  )
}
