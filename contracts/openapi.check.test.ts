import { spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { OPENAPI_FILE, PACT_FILE } from './openapi'

// The OpenAPI document handed to backend teams (contracts/openapi.json): the one the
// schemas give today, valid by Redocly's recommended rules (redocly.yaml), and compatible
// with the pact the consumer tests have just written (this runs in the `provider` project,
// after them). Each is checked as a backend team would run it: the commands, not their APIs.

const CLI = relative(process.cwd(), fileURLToPath(new URL('./openapiCli.ts', import.meta.url)))
const DOCUMENT = relative(process.cwd(), OPENAPI_FILE)
const PACT = relative(process.cwd(), PACT_FILE)

/** Redocly CLI may not reach the network (its usage report, its update check): CI has none. */
const OFFLINE = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }

/** A command that has not ended by then is stopped, and its check fails. */
const RUN_TIMEOUT_MS = 50_000

/**
 * A command run to its end: its exit code, and what it printed to each stream apart. Its
 * standard output goes to a file: the comparator exits as soon as it has written, and a
 * pipe would lose the end of a long report (a file is written synchronously).
 */
async function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-check-'))
  const file = join(dir, 'stdout')
  const out = openSync(file, 'w')
  try {
    const child = spawn(command, args, { env, stdio: ['ignore', out, 'pipe'] })
    let stderr = ''
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => {
      stderr += `\n(stopped after ${RUN_TIMEOUT_MS} ms)`
      child.kill()
    }, RUN_TIMEOUT_MS)
    const code = await new Promise<number>((resolve, reject) => {
      child.on('error', reject)
      child.on('close', (status) => resolve(status ?? 1))
    }).finally(() => clearTimeout(timer))
    return { code, stdout: readFileSync(file, 'utf8'), stderr }
  } finally {
    closeSync(out)
    rmSync(dir, { recursive: true, force: true })
  }
}

interface Finding {
  type: 'error' | 'warning'
  code: string
  message: string
  mockDetails: { interactionDescription: string }
}

/**
 * The one finding the comparator may report: the console sends `Content-Type:
 * application/json` on every call, bodiless ones too (docs/backend-guide.md#cors), and the
 * document gives a GET or a bodiless POST no request body to have a type.
 */
const EXPECTED_WARNINGS = new Set(['request.content-type.unknown'])

describe('the OpenAPI document', () => {
  it('is the one the schemas give', async () => {
    // In a process of its own, in UTC: the seeded world of the examples cuts its days in the
    // process's zone, and the provider project runs in Europe/Oslo.
    const { code, stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, '--stdout'], {
      ...process.env,
      TZ: 'UTC',
    })
    expect(code, stderr).toBe(0)
    const committed = readFileSync(OPENAPI_FILE, 'utf8')
    const advice =
      `${DOCUMENT} is not what the schemas (src/schema), the seeded world or the pact give now: ` +
      `run \`npm run openapi\`, review the change with \`git diff ${DOCUMENT}\` and commit it.`
    if (stdout !== committed) expect(JSON.parse(committed), advice).toEqual(JSON.parse(stdout))
    expect(stdout, advice).toBe(committed)
  })

  it("passes Redocly's lint", async () => {
    const { code, stdout, stderr } = await run(
      'node_modules/.bin/redocly',
      ['lint', DOCUMENT, '--format=json', '--max-problems=50'],
      OFFLINE,
    )
    const { totals, problems } = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number }
      problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>
    }
    const found = problems.map(
      ({ severity, ruleId, message, location }) => `${severity} ${ruleId} at ${location[0]?.pointer}: ${message}`,
    )
    expect(
      totals.errors,
      `redocly lint (rules in redocly.yaml) finds errors in ${DOCUMENT}:\n${found.join('\n')}`,
    ).toBe(0)
    expect(code, stderr).toBe(0)
  })

  it('is compatible with the pact, by the openapi-pact-comparator', async () => {
    const { code, stdout, stderr } = await run(
      'node_modules/.bin/openapi-pact-comparator',
      [DOCUMENT, PACT],
      process.env,
    )
    // One JSON array of findings per pact file, one a line.
    const findings = stdout
      .split('\n')
      .filter((line) => line.startsWith('['))
      .flatMap((line) => JSON.parse(line) as Finding[])
    const unexpected = findings.filter(({ type, code }) => type === 'error' || !EXPECTED_WARNINGS.has(code))
    expect(
      unexpected.map(
        ({ type, code, message, mockDetails }) => `${type} ${code}: ${mockDetails.interactionDescription}: ${message}`,
      ),
      `The comparator finds ${DOCUMENT} incompatible with ${PACT}: fix the generator (contracts/openapi.ts) or the schemas, never the pact`,
    ).toEqual([])
    expect(code, stderr).toBe(0)
  })
})
