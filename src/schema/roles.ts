import type { ROUTES, RouteName } from './routes'

// Who may do what (docs/product.md#roles): an admin changes things, a viewer only looks.
// The backend is what refuses; the console offers a viewer no write and says why.

export const ROLES = ['admin', 'viewer'] as const
export type Role = (typeof ROLES)[number]

export function isRole(text: string): text is Role {
  return (ROLES as readonly string[]).includes(text)
}

/** A backend without roles sends none: every account is then an admin, as before roles existed. */
export const ROLE_WHEN_UNSAID: Role = 'admin'

/** The role of a user (or an audit entry) as the backend sent it; none sent reads as ROLE_WHEN_UNSAID. */
export function roleOf(holder: { role?: string | undefined } | null | undefined): string {
  return holder?.role || ROLE_WHEN_UNSAID
}

/** Only an admin writes; a viewer, or a role the console does not know, only looks. */
export function mayWrite(role: string): boolean {
  return role === 'admin'
}

/** The calls that change something: every one but a GET and the login. */
type WriteName = Exclude<
  { [Name in RouteName]: (typeof ROUTES)[Name]['method'] extends 'GET' ? never : Name }[RouteName],
  'login'
>

/** What each write changes, as its refusal says it: 'Your role (viewer) cannot change parking lots.' */
export const WRITES = {
  updateParkingLot: 'change parking lots',
  toggleLiveData: 'switch live data on or off',
  updateLiveDataMetrics: 'refresh the live data metrics',
  bumpVersion: 'update the data version',
} as const satisfies Record<WriteName, string>
export type Write = keyof typeof WRITES

export function isWrite(name: string): name is Write {
  return Object.hasOwn(WRITES, name)
}

/** Why `role` may not make `write`, in words: the backend's 403 message and the console's note. */
export function refusal(role: string, write: Write): string {
  return `Your role (${role}) cannot ${WRITES[write]}.`
}
