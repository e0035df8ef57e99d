import { isRole, mayWrite, refusal, roleOf, type Role, type Write } from '@/schema/roles'
import { useAuth } from './useAuth'

// The signed-in user's role (docs/product.md#roles), for the screens that offer writes.

/** The role as the backend sent it at sign-in (admin when it sent none); null while signed out. */
export function useRole(): string | null {
  const { state } = useAuth()
  return state.status === 'authenticated' ? roleOf(state.user) : null
}

/** Why the signed-in user may not make `write`, in words; null when they may. */
export function useWriteRefusal(write: Write): string | null {
  const role = useRole()
  return role === null || mayWrite(role) ? null : refusal(role, write)
}

const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', viewer: 'Viewer' }

/** A role in the console's words ('Admin', 'Viewer'); one it does not know, as the backend sent it. */
export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_LABELS[role] : role
}
