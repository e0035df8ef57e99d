import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// What both halves of the contract agree on. Kept apart from support.ts, which loads the
// API client (and through it import.meta.env), so verify.ts also runs outside Vite.

export const CONSUMER = 'parking-admin-console'
export const PROVIDER = 'parking-api'
// A string, not a URL object: under jsdom `URL` is not Node's, and fileURLToPath refuses it.
export const PACT_DIR = join(dirname(fileURLToPath(import.meta.url)), 'pacts')

/**
 * Provider states, named after the data they need. The consumer tests name them here and
 * the provider verification looks its handlers up by the same names.
 */
export const STATES = {
  adminAccountExists: 'the admin account exists',
  analyticsEventsExist: 'analytics events exist',
} as const
