import { afterAll, afterEach, beforeAll } from 'vitest'
import { DEFAULT_SCENARIO } from '@mocks/scenarios'
import { testBackend, testServer } from '../support/mockBackend'

// Component tests talk to the real simulated backend through msw/node; a test that
// wants a failure overrides one handler with testServer.use(...). The files a thread runs
// share its modules (isolate: false), so each starts from the seeded world, the default
// scenario and an empty storage, whatever the file before it left.
beforeAll(() => {
  testBackend.setScenario(DEFAULT_SCENARIO)
  testBackend.reset()
  localStorage.clear()
  sessionStorage.clear()
  testServer.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => testServer.resetHandlers())
afterAll(() => testServer.close())
