import { execFileSync } from 'node:child_process'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PACT_DIR } from './pactNames'

// The pact handed to the backend team is the committed one, so it must be exactly what
// the consumer tests produce: `npm run test:contracts` regenerates contracts/pacts and
// this check, run after it, fails while the result differs from the last commit.

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  } catch {
    return null
  }
}

const inGitCheckout = git('rev-parse', '--is-inside-work-tree')?.trim() === 'true'

describe('the committed pact', () => {
  it.skipIf(!inGitCheckout)('is the one the consumer tests just wrote', () => {
    const pactDir = relative(process.cwd(), PACT_DIR)
    const status = git('status', '--porcelain', '--', pactDir)
    expect(status, 'git status failed, so the pact cannot be compared with the commit').not.toBeNull()
    const changes = status!.trim()
    const advice =
      `The consumer tests wrote a pact that differs from the committed one:\n${changes}\n` +
      `Review the change with \`git diff ${pactDir}\`. If the console really sends or reads something new, ` +
      `commit the pact with the change that caused it, so the backend team sees it in review.`
    expect(changes, advice).toBe('')
  })
})
