import { loginRequest } from './http'
import type { Credentials } from './types'

export function login(credentials: Credentials) {
  return loginRequest(credentials)
}
