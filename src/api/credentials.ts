import type { User } from './types'

// Where the signed-in session lives between page loads (docs/product.md#session-handling).
export const TOKEN_KEY = 'authToken'
export const USER_KEY = 'authUser'

export interface StoredCredentials {
  token: string
  user: User | null
}

export function readCredentials(): StoredCredentials | null {
  const token = localStorage.getItem(TOKEN_KEY)
  if (!token) return null
  return { token, user: parseUser(localStorage.getItem(USER_KEY)) }
}

export function saveCredentials(token: string, user: User): void {
  localStorage.setItem(TOKEN_KEY, token)
  localStorage.setItem(USER_KEY, JSON.stringify(user))
}

export function clearCredentials(): void {
  localStorage.removeItem(TOKEN_KEY)
  localStorage.removeItem(USER_KEY)
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value === 'object' && value !== null && typeof (value as User).username === 'string') {
      return value as User
    }
  } catch {
    // A damaged entry is treated as no user; the token check decides the rest.
  }
  return null
}
