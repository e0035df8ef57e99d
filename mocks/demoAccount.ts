import type { Credentials } from '@/api/types'
import { ROLES, type Role } from '@/schema/roles'

/** The seeded world's accounts, one per role; ids as the world seeds them. */
export const DEMO_ACCOUNTS = {
  admin: { id: 'admin-1', username: 'admin', password: 'parking-admin' },
  viewer: { id: 'viewer-1', username: 'viewer', password: 'parking-viewer' },
} as const satisfies Record<Role, { id: string; username: string; password: string }>

/** The sign-in of each role's seeded account, as the login form takes it. */
export const ROLE_CREDENTIALS = Object.fromEntries(
  ROLES.map((role) => [role, { username: DEMO_ACCOUNTS[role].username, password: DEMO_ACCOUNTS[role].password }]),
) as Record<Role, Credentials>

/** The console's sign-in for the simulated backend; the login form is prefilled with it. */
export const DEMO_CREDENTIALS = ROLE_CREDENTIALS.admin
