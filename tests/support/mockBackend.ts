import { issueToken } from '../../mocks/auth'
import { createTestServer } from '../../mocks/node'
import { saveCredentials } from '../../src/api/credentials'
import type { User } from '../../src/api/types'

/** One seeded world per test file, shared by its tests (it is read-only for them). */
export const { backend: testBackend, server: testServer } = createTestServer({ seed: 1 })

export const TEST_USER: User = { id: 'admin-1', username: 'admin', role: 'admin' }

/** Stores a valid session, as a sign-in would have. */
export async function signIn(user: User = TEST_USER): Promise<string> {
  const token = await issueToken(user)
  saveCredentials(token, user)
  return token
}
