import { parseArgs } from 'node:util'
import { runKillRounds } from './killServer'

// `npm run bench:durability [-- --rounds 50 --seed N]`: the long kill test of the mock
// server's persistence (killServer.ts), with its figures. Exits 1 if a write was lost.

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '50' }, seed: { type: 'string' } } })
const rounds = Number(values.rounds)
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error(`--rounds must be a whole number of at least 1, got "${values.rounds}"`)
  process.exit(2)
}
const started = performance.now()
const figures = await runKillRounds({
  rounds,
  seed: values.seed === undefined ? undefined : Number(values.seed),
  log: console.log,
})
const startMs = [...figures.startMs].sort((a, b) => a - b)
console.log(
  [
    '',
    `Kill test of npm run mock:server (seed ${figures.seed}), ${Math.round((performance.now() - started) / 1000)} s`,
    `rounds (SIGKILL, restart):           ${figures.rounds}`,
    `kills with a write in flight:        ${figures.killsWithWriteInFlight}`,
    `writes acknowledged before a kill:   ${figures.writesAcknowledged}`,
    `writes found after the restart:      ${figures.writesFound}`,
    `in-flight writes found stored:       ${figures.inFlightWritesFound}`,
    `server start, median / max:          ${startMs[Math.floor(startMs.length / 2)]} / ${startMs.at(-1)} ms`,
    figures.problems.length === 0 ? 'No write lost, no file set aside.' : `PROBLEMS:\n${figures.problems.join('\n')}`,
  ].join('\n'),
)
process.exit(figures.problems.length === 0 && figures.writesFound === figures.writesAcknowledged ? 0 : 1)
