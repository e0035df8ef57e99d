import { loginRequest } from './http'
import type { Credentials, LoginResponse } from './types'

export function login(credentials: Credentials): Promise<LoginResponse> {
  return loginRequest<LoginResponse>('/api/auth/login', credentials)
}
