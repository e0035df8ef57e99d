import { afterEach, beforeEach } from 'vitest'
import { issueToken } from '@mocks/auth'
import { createTestServer } from '@mocks/node'
import { saveCredentials } from '@/api/credentials'
import type { User } from '@/api/types'

/** One seeded world per test file, shared by its tests (it is read-only for them). */
export const { backend: testBackend, server: testServer } = createTestServer({ seed: 1 })

export const TEST_USER: User = { id: 'admin-1', username: 'admin', role: 'admin' }
/** The seeded world's viewer: it reads every screen, and the backend refuses its writes (403). */
export const TEST_VIEWER: User = { id: 'viewer-1', username: 'viewer', role: 'viewer' }

/** Stores a valid session, as a sign-in would have. */
export async function signIn(user: User = TEST_USER): Promise<string> {
  const token = await issueToken(user)
  saveCredentials(token, user)
  return token
}

export interface RecordedCall {
  path: string
  query: Record<string, string>
}

/**
 * Every request under `pathPrefix` that the console (or the test) sends, as path and query
 * parameters, in order; emptied before each test of the file that calls this.
 */
export function recordCalls(pathPrefix: string): RecordedCall[] {
  const calls: RecordedCall[] = []
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname.startsWith(pathPrefix))
      calls.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) })
  }
  beforeEach(() => {
    calls.length = 0
    testServer.events.on('request:start', record)
  })
  afterEach(() => {
    testServer.events.removeListener('request:start', record)
  })
  return calls
}
