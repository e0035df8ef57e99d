import { describe, expect, it } from 'vitest'
import { checkEveryRoute, WALK_TIMEOUT_MS } from './allRoutes'
import { browserPerFile, DESKTOP } from './browserSession'

// The walk of every route (allRoutes.ts) at 1440 px, resized in place to 1280, 1024 and 768.

const { openPage } = browserPerFile()

describe('every route', () => {
  it(
    'at 1440 px: each screen shows its title and finishes loading, without page errors or serious axe violations; at 1440, 1280, 1024 and 768 px its tables read whole',
    async () => {
      const problems = await checkEveryRoute(openPage, DESKTOP)
      expect(problems, `problems on the page signed in at 1440 px:\n${problems.join('\n')}`).toEqual([])
    },
    WALK_TIMEOUT_MS,
  )
})
