import { performance } from 'node:perf_hooks'
import { answerProblem } from '@/api/answerCheck'
import type { RouteName } from '@/schema/routes'
import { backendCaller } from '../unit/mocks/backendCall'
import { createBackend } from '@mocks/backend'
import { median, table } from './report'

// `npm run bench:answer-check`: what the console's answer check (src/api/answerCheck.ts)
// costs on the largest answers it reads, 200-row pages of the simulated backend's seeded
// world, in Node on this machine. Budget: under 2 ms median for a 200-row list answer.

const BUDGET_MS = 2
const RUNS = 200

const LISTS: Array<[RouteName, string]> = [
  ['getAllEvents', '/api/analytics/all-events?limit=200'],
  ['getLifecycleEvents', '/api/analytics/lifecycle?limit=200'],
  ['getFeedbackActivity', '/api/analytics/feedback/activity?limit=200'],
  ['getParkingLots', '/api/parking-lots?limit=200'],
  ['getAuditLog', '/api/admin/audit?limit=200'],
]

async function main(): Promise<void> {
  const call = backendCaller(createBackend({ seed: 1 }))
  const rows: string[][] = [['answer', 'rows', 'min ms', 'median ms', 'max ms', 'budget']]
  let over = false
  for (const [name, path] of LISTS) {
    const { status, body } = await call<Record<string, unknown>>('GET', path)
    if (status !== 200) throw new Error(`${path} answered ${status}`)
    const list = Object.values(body).find(Array.isArray) as unknown[]
    // The first runs pay for zod's one-time setup of each schema: measured apart.
    const first = time(() => answerProblem(name, `GET ${path}`, body))
    const times = Array.from({ length: RUNS }, () => time(() => answerProblem(name, `GET ${path}`, body)))
    const middle = median(times)
    over ||= middle >= BUDGET_MS
    rows.push([
      `${name} (first check ${first.toFixed(2)} ms)`,
      String(list.length),
      Math.min(...times).toFixed(3),
      middle.toFixed(3),
      Math.max(...times).toFixed(3),
      middle < BUDGET_MS ? `< ${BUDGET_MS} ms` : `OVER ${BUDGET_MS} ms`,
    ])
  }
  console.log(`Answer check, ${RUNS} runs each after the first\n`)
  console.log(table(rows))
  if (over) process.exitCode = 1
}

function time(check: () => unknown): number {
  const started = performance.now()
  if (check() !== null) throw new Error('The seeded answer does not hold its schema')
  return performance.now() - started
}

await main()
