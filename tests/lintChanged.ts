import { execFileSync, spawnSync } from 'node:child_process'
import path from 'node:path'

// The edit loop's lint (`npm run test:quick`): ESLint and Prettier on the files changed since
// the last commit (staged, unstaged and new), and the import-cycle check, which needs the
// whole graph. `npm run lint` checks every file, as `npm test` does.

const BIN = path.join('node_modules', '.bin')
const ESLINT_FILES = /\.(c|m)?[jt]sx?$/

function gitFiles(...args: string[]): string[] {
  return execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean)
}

function run(tool: string, args: string[]): void {
  const { status } = spawnSync(path.join(BIN, tool), args, { stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}

const changed = [
  ...new Set([
    ...gitFiles('diff', '--name-only', '--diff-filter=d', 'HEAD'),
    ...gitFiles('ls-files', '--others', '--exclude-standard'),
  ]),
]
const code = changed.filter((file) => ESLINT_FILES.test(file))
console.log(`Linting ${changed.length} changed file(s).`)
if (code.length > 0) run('eslint', ['--no-warn-ignored', '--concurrency=auto', ...code])
if (changed.length > 0) run('prettier', ['--check', '--ignore-unknown', '--log-level', 'warn', ...changed])
const cycles = spawnSync('npm', ['run', '-s', 'lint:cycles'], { stdio: 'inherit' })
process.exit(cycles.status ?? 1)
