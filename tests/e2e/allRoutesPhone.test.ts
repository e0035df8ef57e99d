import { describe, expect, it } from 'vitest'
import { checkEveryRoute, WALK_TIMEOUT_MS } from './allRoutes'
import { browserPerFile, PHONE } from './browserSession'

// The walk of every route (allRoutes.ts) on a 375 px phone.

const { openPage } = browserPerFile()

describe('every route', () => {
  it(
    'at 375 px: the same, no screen scrolls sideways, and each event list shows 6 events in its first screen',
    async () => {
      const problems = await checkEveryRoute(openPage, PHONE)
      expect(problems, `problems at 375 px:\n${problems.join('\n')}`).toEqual([])
    },
    WALK_TIMEOUT_MS,
  )
})
