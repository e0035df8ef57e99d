import { afterAll, afterEach, beforeAll } from 'vitest'
import { testServer } from '../support/mockBackend'

// Component tests talk to the real simulated backend through msw/node; a test that
// wants a failure overrides one handler with testServer.use(...).
beforeAll(() => testServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => testServer.resetHandlers())
afterAll(() => testServer.close())
