import { createWorld, type World, type WorldOptions } from './db/world'

/** One running simulated backend: its world and its clock. The handlers close over it. */
export interface Backend {
  world: World
  /** Current time for "today" figures; tests may pin it. */
  now: () => number
}

export function createBackend(options: WorldOptions & { clock?: () => number }): Backend {
  const clock = options.clock ?? Date.now
  const world = createWorld({ ...options, now: options.now ?? clock() })
  return { world, now: clock }
}
