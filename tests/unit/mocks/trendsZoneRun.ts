import { computeTrends } from '@mocks/db/aggregates/trends'
import { eventLog, type LoggedEvent } from './trendsLog'

// `node --import tsx trendsZoneRun.ts '<case as JSON>'`: the trends of a small event log,
// printed as JSON, for trends.test.ts, which runs it in a child process so that it can
// choose the time zone (the backend's days are the process's local days).

interface ZoneCase {
  events: LoggedEvent[]
  /** Local calendar days, YYYY-MM-DD. */
  from: string
  to: string
  /** An ISO instant. */
  now: string
}

const localMidnight = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(year, month - 1, date).getTime()
}

const { events, from, to, now } = JSON.parse(process.argv[2] ?? '{}') as ZoneCase
process.stdout.write(
  JSON.stringify(computeTrends(eventLog(events), localMidnight(from), localMidnight(to), Date.parse(now))),
)
