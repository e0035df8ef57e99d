// Which web pages may call the HTTP server's controls. The API answers any origin, so a
// console built with VITE_API_BASE_URL works wherever it is served. /__mock/* (reset,
// scenario) and /__pact/* (provider states) rewrite the world: any page open in the same
// browser could wipe a developer's data, so they answer only same-machine tools (curl, the
// Pact verifier, tests: no Origin header) and the origins the operator allows.

/** The console's own origins: the dev server (vite, 5173) and the preview of a build (4173). */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
]

/**
 * The origins of `--allow-origin` (repeatable, each comma-separated), written as browsers
 * send them (`https://console.example:8443`, no path); the default list when none is given.
 */
export function parseAllowedOrigins(values: readonly string[] | undefined): { origins: string[]; problems: string[] } {
  if (values === undefined) return { origins: [...DEFAULT_ALLOWED_ORIGINS], problems: [] }
  const origins = new Set<string>()
  const problems: string[] = []
  for (const value of values.flatMap((value) => value.split(',')).map((value) => value.trim())) {
    if (value === '') continue
    const origin = originOf(value)
    if (origin) origins.add(origin)
    else
      problems.push(
        `--allow-origin takes origins such as https://console.example or http://localhost:3000 (scheme, host and port only), got "${value}"`,
      )
  }
  if (origins.size === 0 && problems.length === 0) problems.push('--allow-origin needs at least one origin')
  return { origins: [...origins], problems }
}

/** `value` as the Origin header a browser would send (lower-case host, default port left out), or null. */
function originOf(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  const onlyAnOrigin = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash
  return (url.protocol === 'http:' || url.protocol === 'https:') && onlyAnOrigin ? url.origin : null
}

/** The API is open to every origin; everything else (the controls, unknown paths) is not. */
export function isOpenToEveryOrigin(pathname: string): boolean {
  return pathname.startsWith('/api/')
}

export type OriginCheck = { allowed: true; origin: string | null } | { allowed: false; message: string }

const WHO_MAY =
  'The simulated backend answers /__mock/ and /__pact/ only to tools on this machine (sent without an Origin header) and to the origins it allows'

/**
 * Whether a request to a control path may be answered. `origin` is the allowed origin to
 * grant in CORS headers, null for a same-machine tool.
 */
export function checkOrigin(
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | undefined },
  allowed: ReadonlySet<string>,
): OriginCheck {
  const { origin } = headers
  if (origin === undefined) {
    // Browsers leave Origin out of navigations and no-cors GETs (a link, an <img>), but say
    // where those come from: a page of another site is no same-machine tool.
    const site = headers['sec-fetch-site']
    if (site === 'cross-site' || site === 'same-site') {
      return {
        allowed: false,
        message: `${WHO_MAY}; this request came from a page of another site (Sec-Fetch-Site: ${site}) without an Origin header.`,
      }
    }
    return { allowed: true, origin: null }
  }
  if (allowed.has(origin)) return { allowed: true, origin }
  if (origin === 'null') {
    return {
      allowed: false,
      message: `${WHO_MAY}; this request came from a page with an opaque origin (Origin: null: a sandboxed frame, a file, a redirect), which cannot be allowed.`,
    }
  }
  return {
    allowed: false,
    message: `${WHO_MAY}; ${origin} is not one of them. To allow it, start the server with --allow-origin ${origin}`,
  }
}
