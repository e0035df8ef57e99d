import { setupServer } from 'msw/node'
import { createBackend, type Backend } from './backend'
import type { WorldOptions } from './db/world'
import { createHandlers } from './handlers'

/**
 * The simulated backend intercepting fetch inside a Node process (vitest), answering at
 * `origin`: by default the page origin of the test environment, where the console's
 * client sends its calls when no API base URL is configured.
 */
export function createTestServer(options: Partial<WorldOptions> & { origin?: string } = {}) {
  const { origin = globalThis.location.origin, ...worldOptions } = options
  const backend: Backend = createBackend({ seed: 1, ...worldOptions })
  return { backend, server: setupServer(...createHandlers(backend, origin)) }
}
