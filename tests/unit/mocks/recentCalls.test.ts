import { describe, expect, it } from 'vitest'
import { recentCallLog, type RecentCall } from '@mocks/recentCalls'

// The list of the console's latest calls that the scenario panel shows (mocks/recentCalls.ts).

const call = (index: number): RecentCall => ({
  method: 'GET',
  path: `/api/parking-lots?page=${index}`,
  status: 200,
  sentAt: 1_000 + index,
  ms: 5,
  way: index < 3 ? 'backend worker' : 'service worker',
})

describe('the recent calls', () => {
  it('keeps the latest 30, oldest first, and tells its listeners of each new one', () => {
    const log = recentCallLog()
    let heard = 0
    const stop = log.subscribe(() => heard++)
    const empty = log.list()
    for (let index = 1; index <= 35; index++) log.add(call(index))
    stop()
    log.add(call(36))

    expect(empty).toEqual([])
    expect(heard).toBe(35)
    expect(log.list().map(({ path }) => path)).toEqual(
      Array.from({ length: 30 }, (_, index) => `/api/parking-lots?page=${index + 7}`),
    )
  })

  it('gives the same list until a call is added, so a screen reading it redraws only then', () => {
    const log = recentCallLog()
    log.add(call(1))
    const first = log.list()
    expect(log.list()).toBe(first)
    log.add(call(2))
    expect(log.list()).not.toBe(first)
    expect(log.list()).toEqual([call(1), call(2)])
  })
})
