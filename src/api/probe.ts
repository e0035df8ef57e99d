import { readCredentials } from './credentials'
import { apiUrl, exchange, reasonPhrase } from './http'

// The timed GET of the Production Readiness Test
// (docs/product.md#production-readiness-test): one request to an endpoint with the stored
// bearer token, its time and its outcome. It is not a data call: a 401 here is a finding to
// report, so it neither clears the session nor throws.

export interface ProbeResult {
  path: string
  /** The answer was 2xx. */
  ok: boolean
  /** 0 when no answer arrived. */
  status: number
  /** The reason phrase, filled in from the standard one when the answer (HTTP/2) has none. */
  statusText: string
  /** From sending the request to the end of the answer's body (or the failure), in milliseconds. */
  ms: number
  /** Why no answer arrived (network failure, CORS, offline). */
  error?: string
}

/** GETs `path` with the stored bearer token and reports what happened; it never throws. */
export async function probeEndpoint(path: string): Promise<ProbeResult> {
  const token = readCredentials()?.token
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  const started = performance.now()
  try {
    const response = await exchange(apiUrl(path), { method: 'GET', headers })
    // The whole answer is timed, as a screen waiting for it would see it.
    await response.arrayBuffer()
    const ms = performance.now() - started
    return { path, ok: response.ok, status: response.status, statusText: reasonPhrase(response), ms }
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : 'Network error'
    return { path, ok: false, status: 0, statusText: '', ms: performance.now() - started, error: message }
  }
}
