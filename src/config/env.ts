// The console's only reader of import.meta.env (but for main.tsx's build-time switch,
// which must repeat the useMockBackend test): every other module of src/ asks this one.

/** True when no real backend is configured: the console then runs on the embedded simulated backend. */
export const useMockBackend = !import.meta.env.VITE_API_BASE_URL

/**
 * Where the console is served: '/', or a sub-path such as '/console/' (`--base` or
 * CONSOLE_BASE at build time, vite.config.ts). The router's paths lie below it, and so does
 * the simulated backend.
 */
export const basePath = import.meta.env.BASE_URL

/** Absolute base URL of the real backend, or '' to call the simulated backend under the page's own base path. */
export const apiBaseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').trim().replace(/\/+$/, '')

function resolveEnvironment(): string {
  const explicit = (import.meta.env.VITE_APP_ENV ?? '').trim()
  if (explicit) return explicit
  if (import.meta.env.MODE === 'real') return 'production'
  if (import.meta.env.DEV) return 'development'
  return useMockBackend ? 'demo' : 'production'
}

/** Name of the environment the console runs in: development, demo, production or VITE_APP_ENV. */
export const environment = resolveEnvironment()

export const isProduction = environment === 'production'
