import { expect, it } from 'vitest'
import { runKillRounds } from '../../durability/killServer'

// The short run of the kill test (tests/durability/killServer.ts): a child mock server
// killed with SIGKILL mid-write and started again, a few times. The long run with its
// figures is `npm run bench:durability`.

it(
  'keeps every acknowledged write of a mock server killed mid-write, and never sets its file aside',
  { timeout: 180_000 },
  async () => {
    const figures = await runKillRounds({ rounds: 2 })
    expect(figures.problems, `seed ${figures.seed}`).toEqual([])
    expect(figures.rounds).toBe(2)
    expect(figures.writesAcknowledged).toBeGreaterThanOrEqual(2)
    expect(figures.writesFound).toBe(figures.writesAcknowledged)
  },
)
