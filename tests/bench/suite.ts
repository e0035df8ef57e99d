import { spawnSync } from 'node:child_process'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PROJECT_ROOT } from '../support/builds'
import { table } from './report'

// `npm run bench:suite`: what the test suite costs on this machine, against its budgets: the
// quick command (`npm run test:quick`), then each stage of `npm test` in its order, and every
// test file's time from vitest's own report (vitest.config.ts writes one per run when
// TEST_TIMES_DIR is set). `npm ci` is not run: add its time for a fresh clone's. With
// `-- quick` only the quick command runs. Writes artifacts/bench/suite.json; the table of a
// fresh clone's run is kept in docs/test-suite-times.md.

const OUTPUT = path.join(PROJECT_ROOT, 'artifacts', 'bench', 'suite.json')
const TIMES_DIR = path.join(PROJECT_ROOT, 'artifacts', 'test-times')
const BUDGET_S = { quick: 180, test: 12 * 60, file: 45 }
const STAGES = ['lint', 'typecheck', 'test:unit', 'test:gallery', 'test:contracts', 'test:e2e']

interface VitestReport {
  testResults: Array<{ name: string; startTime: number; endTime: number; assertionResults: unknown[] }>
}

/** Runs an npm script, its output shown; answers its wall-clock seconds. Stops the bench when it fails. */
function timeScript(script: string): number {
  const started = performance.now()
  const { status } = spawnSync('npm', ['run', '-s', script], {
    stdio: 'inherit',
    env: { ...process.env, TEST_TIMES_DIR: TIMES_DIR },
  })
  if (status !== 0) throw new Error(`npm run ${script} failed (exit ${status}): the bench times a passing suite`)
  return (performance.now() - started) / 1000
}

/** Every test file's seconds, from the reports vitest wrote. */
async function fileTimes(): Promise<Array<{ file: string; tests: number; seconds: number }>> {
  const reports = await readdir(TIMES_DIR).catch(() => [])
  const files = []
  for (const report of reports) {
    const { testResults } = JSON.parse(await readFile(path.join(TIMES_DIR, report), 'utf8')) as VitestReport
    for (const result of testResults)
      files.push({
        file: path.relative(PROJECT_ROOT, result.name),
        tests: result.assertionResults.length,
        seconds: (result.endTime - result.startTime) / 1000,
      })
  }
  return files.sort((a, b) => b.seconds - a.seconds)
}

const mark = (seconds: number, budget: number) => `${seconds.toFixed(0)} s${seconds > budget ? '  OVER' : ''}`

const quickOnly = process.argv.includes('quick')
await rm(TIMES_DIR, { recursive: true, force: true })
const quick = timeScript('test:quick')
const stages = quickOnly ? [] : STAGES.map((stage) => ({ stage, seconds: timeScript(stage) }))
const files = await fileTimes()
const whole = stages.reduce((total, { seconds }) => total + seconds, 0)

console.log(`\ntest:quick: ${mark(quick, BUDGET_S.quick)} (budget ${BUDGET_S.quick} s)`)
if (!quickOnly) {
  const rows = stages.map(({ stage, seconds }) => [stage, `${seconds.toFixed(0)} s`])
  console.log(
    `\n${table([['npm test, stage by stage', 'time'], ...rows, ['whole (npm ci not included)', mark(whole, BUDGET_S.test)]])}`,
  )
}
const slow = files.filter(({ seconds }) => seconds >= 10)
console.log(
  `\n${table([['files of 10 s or more', 'tests', `time (budget ${BUDGET_S.file} s)`], ...slow.map(({ file, tests, seconds }) => [file, String(tests), mark(seconds, BUDGET_S.file)])])}`,
)
await mkdir(path.dirname(OUTPUT), { recursive: true })
await writeFile(OUTPUT, `${JSON.stringify({ quick, stages, whole, files }, null, 2)}\n`)
console.log(`\nWrote ${path.relative(PROJECT_ROOT, OUTPUT)}`)
