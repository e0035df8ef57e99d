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
 * the provider sets each one up before the interactions that name it (see README.md, "For
 * the backend team"). A `{name}` in a state is a value the provider's state handler
 * returns, which the request then uses (Pact's provider-state injected values): the
 * provider picks the lot, the consumer never assumes its id.
 */
export const STATES = {
  /** Params `{ username, password }`: an account that can sign in with them. */
  adminAccountExists: 'the admin account exists',
  /** Events of every kind and every type, some of them today. */
  analyticsEventsExist: 'analytics events exist',
  /** No feedback events at all. */
  noFeedbackYet: 'no feedback yet',
  /**
   * Returns `{ userId, date }`: a user who gave feedback on that calendar day (YYYY-MM-DD,
   * the server's own day, as the date filters read it).
   */
  userGaveFeedback: 'user {userId} gave feedback on {date}',
  /** Calls to the API recorded over the last seven days, successes and failures. */
  apiCallsRecorded: 'API calls have been recorded',
  /** Memory samples over the last day. */
  memorySamplesRecorded: 'memory samples have been recorded',
  /** More than one page of parking lots. */
  parkingLotsExist: 'parking lots exist',
  /**
   * Returns `{ id, lotId }` of a lot with every field set, a Point geometry and at least
   * one feedback item.
   */
  parkingLotExists: 'parking lot {id} exists',
  /** Params `{ id }`: no lot has this id. */
  parkingLotMissing: 'parking lot {id} does not exist',
  /** Params `{ search }`: no lot's name, address, lotId or owner contains it. */
  noParkingLotMatches: 'no parking lot matches {search}',
  /** A live-data control for every lot. */
  liveDataControlsExist: 'live data controls exist',
  /** Returns `{ lotId }` of a lot whose live data is enabled. */
  lotIsEnabled: 'lot {lotId} is enabled',
  /** The lot data the app downloads has a version. */
  lotDataHasVersion: 'lot data has a version',
} as const
