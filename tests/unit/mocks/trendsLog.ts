import { EVENT_SOURCES } from '@/schema/events'
import { type EventKind, type EventLog, type TypeOf } from '@mocks/db/indexes'

// A small event log for the trends tests: each event only what the trends read (its list,
// type, user and time), sorted by time within its list as the world keeps them.

export type LoggedEvent = { [K in EventKind]: [kind: K, type: TypeOf<K>, userId: string, timestamp: string] }[EventKind]

const TYPE_FIELD = {
  search: 'searchType',
  navigation: 'navigationType',
  lifecycle: 'eventType',
  share: 'shareType',
  deeplink: 'eventType',
  feedback: 'feedbackType',
} as const satisfies Record<EventKind, string>

export function eventLog(events: readonly LoggedEvent[]): EventLog {
  const log = Object.fromEntries(EVENT_SOURCES.map((kind) => [kind, [] as object[]])) as Record<EventKind, object[]>
  const sorted = [...events].sort((a, b) => (a[3] < b[3] ? -1 : a[3] > b[3] ? 1 : 0))
  sorted.forEach(([kind, type, userId, timestamp], index) =>
    log[kind].push({ _id: `${kind}-${index}`, userId, timestamp, [TYPE_FIELD[kind]]: type }),
  )
  return log as unknown as EventLog
}
