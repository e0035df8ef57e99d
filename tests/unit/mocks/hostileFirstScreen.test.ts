import { describe, expect, it } from 'vitest'
import { createBackend } from '@mocks/backend'
import { isHostile, strings } from '../../support/hostileText'
import { backendCaller } from './backendCall'

// The hostile scenario (db/hostileText.ts) shows itself where a person looks first: the
// first page, in the default order, of every list whose rows carry what people or
// operators wrote. A hostile text a few pages down looked like a scenario that did nothing.

const NOW = new Date(2026, 10, 21, 9, 30).getTime()

/**
 * The first page of each list as the console asks for it on opening its screen. Not Live
 * Data Controls' lots: its answer holds only what the backend makes (lot ids `OSL-0001`,
 * figures), and its locations are the console's own lookup (src/api/lotNames.ts).
 */
const FIRST_PAGES = {
  'Parking lots': '/api/parking-lots?page=1&limit=25',
  'Activity Feed': '/api/analytics/all-events?page=1&limit=50',
  'Search Analytics': '/api/analytics?page=1&limit=50',
  Navigation: '/api/analytics/navigation?page=1&limit=50',
  'Feedback Analytics': '/api/analytics/feedback/activity?page=1&limit=50',
  'Lifecycle Analytics': '/api/analytics/lifecycle?page=1&limit=50',
  'Share events': '/api/analytics/share?page=1&limit=50',
  'Deeplink events': '/api/analytics/deeplink?page=1&limit=50',
  // The most engaged users, all twenty in one answer, ranked as the table first shows them.
  'User Insights': '/api/analytics/user-insights',
}

describe.each([1, 7])('the hostile world of seed %i', (seed) => {
  const hostile = backendCaller(createBackend({ seed, now: NOW, clock: () => NOW, scenario: { hostile: true } }))
  const plain = backendCaller(createBackend({ seed, now: NOW, clock: () => NOW }))

  it.each(Object.entries(FIRST_PAGES))('has hostile text on the first page of %s', async (_list, path) => {
    const answer = await hostile<unknown>('GET', path)
    expect(answer.status).toBe(200)
    expect(strings(answer.body).filter(isHostile)).not.toEqual([])
  })

  it.each(Object.entries(FIRST_PAGES))(
    'and the default world has none on the first page of %s',
    async (_list, path) => {
      const answer = await plain<unknown>('GET', path)
      expect(strings(answer.body).filter(isHostile)).toEqual([])
    },
  )
})
