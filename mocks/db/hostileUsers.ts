import type { AppUser, HistoryColumns } from './activity'
import { HOSTILE_DEVICES, HOSTILE_USER_IDS, RECENT_HOSTILE_MS, RECENT_HOSTILE_SHARE } from './hostileText'
import { noise } from './noise'

// The hostile world's users (hostileText.ts): what their clients send about them, planted
// after the history is drawn, by what the history holds and a hash of each user's number,
// never by a draw, so that both worlds draw the same numbers. A user's device and id are
// the same in every event of theirs.

/** Salt of the hash that picks the users whose device string is hostile. */
const DEVICE_SALT = 0xde71ce

/**
 * Gives a quarter of the users who launched the app today or yesterday a hostile device
 * string (the newest launches, Lifecycle Analytics' first screen, hold some), and the most
 * engaged users (the top of User Insights' table: most searches and navigations) hostile ids.
 */
export function plantHostileUsers(users: AppUser[], history: HistoryColumns, until: number): void {
  const { lifecycle, search, navigation } = history
  for (let row = 0; row < lifecycle.length; row++) {
    const user = lifecycle.user[row]!
    if (until - lifecycle.time[row]! > RECENT_HOSTILE_MS || noise(user, DEVICE_SALT) >= RECENT_HOSTILE_SHARE) continue
    const devices = HOSTILE_DEVICES[users[user]!.platform]
    users[user]!.deviceInfo = devices[user % devices.length]!
  }

  const engagement = new Int32Array(users.length)
  for (const { user, length } of [search, navigation]) {
    for (let row = 0; row < length; row++) engagement[user[row]!]!++
  }
  const mostEngaged = Array.from(users.keys())
    .sort((a, b) => engagement[b]! - engagement[a]! || a - b)
    .slice(0, HOSTILE_USER_IDS.length)
  mostEngaged.forEach((user, kind) => {
    users[user]!.userId = HOSTILE_USER_IDS[kind]!(users[user]!.userId)
  })
}
