import type { Role } from '@/schema/roles'

/** The seeded world's accounts, one per role; ids as the world seeds them. */
export const DEMO_ACCOUNTS = {
  admin: { id: 'admin-1', username: 'admin', password: 'parking-admin' },
  viewer: { id: 'viewer-1', username: 'viewer', password: 'parking-viewer' },
} as const satisfies Record<Role, { id: string; username: string; password: string }>

/** The console's sign-in for the simulated backend; the login form is prefilled with it. */
export const DEMO_CREDENTIALS = { username: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password }
