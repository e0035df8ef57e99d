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
  /**
   * Params `{ role }` ('admin' or 'viewer'): returns `{ token }`, a bearer token the backend
   * itself issued just now for an account with that role, as its login would. Every
   * signed-in interaction names this state first and sends `Bearer ${token}`, so any Pact
   * verifier sends a token the backend accepts; a viewer's writes are refused with 403.
   */
  signedIn: 'an account with role {role} is signed in with {token}',
  /**
   * Params `{ role }` ('admin'): returns `{ token }`, a token the backend issued for an
   * account with that role, well formed and signed by it, whose expiry has passed.
   */
  tokenExpired: 'an account with role {role} holds {token}, which has expired',
  /**
   * Params `{ username, password }`: an account that can sign in with them. The verifier
   * sends the account it was given (`--username`, `--password`) instead of the pact's
   * example, and the login interactions send what the state answers.
   */
  adminAccountExists: 'the admin account exists',
  /**
   * Params `{ role }` ('viewer'): returns `{ username, password }` of an account with that
   * role, which the login interaction then sends; its answer's user carries the role.
   */
  accountWithRole: 'an account with role {role} signs in with {username} and {password}',
  /** Events of every kind and every type, some of them today. */
  analyticsEventsExist: 'analytics events exist',
  /** No feedback events at all. */
  noFeedbackYet: 'no feedback yet',
  /**
   * Params `{ userId, date }`: that user's activity is exactly 51 feedback items, 49 on
   * `date` (a calendar day, YYYY-MM-DD, the server's own day as its date filters read it),
   * one on the day before and one on the day after, in the server's zone: one at 23:30 the
   * day before; two at 00:30, 45 at noon and two at 23:30 on `date`; one at 00:30 the day
   * after; and another user gave feedback at noon on `date` too. The user, date and paging
   * filters are observable on it, and so is a day cut in another zone (either way of it,
   * the day holds 48 of the user's items, not 49).
   */
  userGaveFeedback: 'user {userId} gave feedback on {date}',
  /** Calls to the API recorded over the last seven days, successes and failures. */
  apiCallsRecorded: 'API calls have been recorded',
  /** Memory samples over the last day. */
  memorySamplesRecorded: 'memory samples have been recorded',
  /** More than one page of parking lots. */
  parkingLotsExist: 'parking lots exist',
  /**
   * Params `{ street, count }`: `count` lots named '{street} 01' to '{street} NN' (two
   * digits), whose addresses run the other way ('{street} NN' is the address of lot 01),
   * and no other lot whose name, address, lotId or owner contains `street`. Sorting,
   * paging and search are observable on them.
   */
  streetOfLots: 'parking lots {street} 01 to {count} exist',
  /**
   * Returns `{ id, lotId }` of a lot with every field set, a Point geometry and at least
   * one feedback item, whose lotId no other lot's name, address, lotId or owner contains,
   * and whose name is not the one the pact's save sends.
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
  /**
   * Params `{ lotId }`: the audit log holds exactly two entries for that lotId, by a
   * signed-in admin in the last hour: a save that changed `spaces` from 120 to 140 (one
   * field changed), then, later, a disable of its live data. The lot need not exist.
   */
  auditLogged: 'admin saved lot {lotId} changing spaces 120 to 140, then disabled its live data',
  /**
   * Params `{ userId, otherUserId, lotId, otherLotId, date }`: the audit log holds exactly
   * these entries by the two users or about the two lots (neither users nor lots need
   * exist), in the backend's zone, newest last:
   * - `userId`: `lot.save` of `lotId` at 12:00 the day before `date`;
   * - `userId`: `live-data.disable` of `lotId` at 00:30 on `date`;
   * - `otherUserId`: `lot.save` of `otherLotId` at 09:00 on `date`;
   * - `userId`: `version.bump` at 12:00 on `date`;
   * - `otherUserId`: `live-data.enable` of `otherLotId` at 15:00 on `date`;
   * - `otherUserId`: `live-data.disable` of `lotId` at 23:30 on `date`;
   * - `userId`: `metrics.refresh` at 00:30 the day after;
   * - `otherUserId`: `lot.save` of `lotId` at 12:00 the day after.
   * Every filter (lot, user, action, days) and the paging are observable on it.
   */
  auditTrail: 'users {userId} and {otherUserId} acted on lots {lotId} and {otherLotId} around {date}',
  /**
   * Returns `{ from, to }` (YYYY-MM-DD): three days before and three days after the
   * backend's today, in its own zone. Needs events on the days up to today (any will do:
   * the answer's days are what the pact checks, not its figures).
   */
  todayMidRange: 'today is the middle of the week from {from} to {to}',
  /**
   * Params `{ date }` (YYYY-MM-DD): in the backend's own time zone, the one its trends
   * answer as `timeZone` (and its date filters read), six searches are the only events of
   * any kind from three days before `date` to `date`: one by `contract-trends-e` at 12:00
   * two days before `date`; three by `contract-trends-a`, `-b` and `-c` at 23:30 the day
   * before; two by `contract-trends-a` and `-d` at 00:30 on `date`. A backend that cuts
   * days in another zone (UTC, say) or misses a day at either end of a range counts them
   * on other days.
   */
  searchesAroundMidnight: 'six searches around midnight before {date}, the only events of four days',
  /**
   * Params `{ date }` (YYYY-MM-DD): in the backend's own time zone (the one its date filters
   * read), the only lifecycle and deeplink events from the day before `date` to the day
   * after: an `app_launch` and a `DEEPLINK_CLICKED` at 23:59 the day before; two of each at
   * 00:00 on `date` and three of each at 23:59; one of each at 00:00 the day after; and a
   * `first_launch` and a `DEEPLINK_REDIRECTED_TO_APP` at 12:00 on `date`. A list that cuts
   * days in another zone, misses an edge of the day or ignores the type shows other than
   * five of a type on `date`.
   */
  launchesAndClicksAtMidnight: 'app launches and deeplink clicks at the edges of {date}, the only ones of three days',
} as const
