import { execFileSync } from 'node:child_process'
import { expect, it } from 'vitest'

// O_NONBLOCK on Linux: the flag Pact's native verifier must not find on its output.
const NON_BLOCKING = 0o4000

it.runIf(process.platform === 'linux')(
  'waitForSlowReaders makes piped standard output and error block, so the verifier’s writes wait',
  () => {
    // A Node process whose output and error are pipes, as under CI or `| tee`. Node makes a
    // pipe non-blocking; the script does so itself, because tsx's compiler, sharing the
    // pipes on a cold cache, can leave them blocking before the script runs.
    const script = `
      import { readFileSync } from 'node:fs'
      import { waitForSlowReaders } from './contracts/standardOutput.ts'
      const streams = [process.stdout, process.stderr]
      const flags = () => [1, 2].map((fd) =>
        parseInt(/^flags:\\s+(\\d+)/m.exec(readFileSync('/proc/self/fdinfo/' + fd, 'utf8'))[1], 8))
      for (const stream of streams) stream._handle.setBlocking(false)
      const before = flags()
      waitForSlowReaders()
      process.stdout.write(JSON.stringify({ before, after: flags() }))`
    const printed = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    })
    const { before, after } = JSON.parse(printed) as { before: number[]; after: number[] }
    expect(before.map((flags) => flags & NON_BLOCKING)).toEqual([NON_BLOCKING, NON_BLOCKING])
    expect(after.map((flags) => flags & NON_BLOCKING)).toEqual([0, 0])
  },
)
