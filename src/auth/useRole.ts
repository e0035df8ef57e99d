import { mayWrite, refusal, roleOf, type Write } from '@/schema/roles'
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
