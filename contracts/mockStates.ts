import type { Backend } from '../mocks/backend'
import { issueToken } from '../mocks/auth'
import { DEMO_CREDENTIALS } from '../mocks/db/world'
import { STATES } from './pactNames'
import type { StateHandlers } from './verify'

// Provider states of the simulated backend. Each one puts the world into the state
// through its data layer; no handler touches a response.

function ensureAccount(backend: Backend, username: string, password: string) {
  const { account } = backend.world.db
  const existing = account.findFirst({ where: { username: { equals: username } } })
  if (!existing) {
    return account.create({ id: `account-${username}`, username, password, role: 'admin', email: `${username}@parking.example` })
  }
  if (existing.password === password) return existing
  return account.update({ where: { id: { equals: existing.id } }, data: { password } })!
}

export function mockStateHandlers(backend: Backend): StateHandlers {
  return {
    [STATES.adminAccountExists]: async (params) => {
      const username = typeof params?.username === 'string' ? params.username : DEMO_CREDENTIALS.username
      const password = typeof params?.password === 'string' ? params.password : DEMO_CREDENTIALS.password
      ensureAccount(backend, username, password)
    },
    [STATES.analyticsEventsExist]: async () => {
      // The seeded world always has history; a world without it cannot stand for this state.
      const empty = Object.entries(backend.world.events)
        .filter(([, events]) => events.length === 0)
        .map(([kind]) => kind)
      if (empty.length > 0) throw new Error(`The simulated world has no ${empty.join(', ')} events`)
    },
  }
}

/** A token the simulated backend accepts, issued for the demo account of its world. */
export function mockToken(backend: Backend): () => Promise<string> {
  return async () => {
    const account = ensureAccount(backend, DEMO_CREDENTIALS.username, DEMO_CREDENTIALS.password)
    return issueToken({ id: account.id, username: account.username, role: account.role })
  }
}
