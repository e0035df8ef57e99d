import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { STATES } from './pactNames'
import { committedPacts, providerStatesIn, STATES_PATH, STATES_SECRET_HEADER, verifyProvider } from './verify'
import { waitForSlowReaders } from './standardOutput'

// npm run contracts:verify -- --base-url URL: verifies a running backend against the
// console's pacts and prints Pact's report. Exits 0 when every interaction passes, 1 when
// one fails, 2 when the command itself is used wrongly.

const USAGE = `Usage: npm run contracts:verify -- --base-url URL [options]

Verifies a running backend against the console's pacts (contracts/pacts/*.json).

  --base-url URL      the backend, e.g. http://localhost:3000        env PACT_PROVIDER_BASE_URL
  --states-url URL    its provider-state hook                        env PACT_PROVIDER_STATES_URL
                      (default: <base-url>${STATES_PATH})
  --states-secret S   sent to the hook as ${STATES_SECRET_HEADER}        env PACT_PROVIDER_STATES_SECRET
                      (the hook must refuse a call without it first)
  --username NAME     an account the login interactions sign in      env PACT_PROVIDER_USERNAME
  --password SECRET   with at POST /api/auth/login (default: the     env PACT_PROVIDER_PASSWORD
                      pact's example, which the hook then sets up)
  --pact FILE         a pact file to verify (repeatable; default: every file in contracts/pacts)
  --log-level LEVEL   Pact's log level: error, warn (default), info, debug, trace
  --help

Signed-in calls send the token the hook answers for the state
"${STATES.signedIn}".`

const LOG_LEVELS = ['error', 'warn', 'info', 'debug', 'trace'] as const
type LogLevel = (typeof LOG_LEVELS)[number]

class UsageError extends Error {}

function readOptions(argv: string[], env: NodeJS.ProcessEnv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'base-url': { type: 'string' },
      'states-url': { type: 'string' },
      'states-secret': { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      pact: { type: 'string', multiple: true },
      'log-level': { type: 'string', default: 'warn' },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) return null

  const baseUrl = values['base-url'] ?? env.PACT_PROVIDER_BASE_URL
  if (!baseUrl) throw new UsageError('--base-url is required')
  if (!URL.canParse(baseUrl)) throw new UsageError(`--base-url is not a URL: "${baseUrl}"`)
  const statesUrl = values['states-url'] ?? env.PACT_PROVIDER_STATES_URL ?? new URL(STATES_PATH, baseUrl).href
  if (!URL.canParse(statesUrl)) throw new UsageError(`--states-url is not a URL: "${statesUrl}"`)

  const username = values.username ?? env.PACT_PROVIDER_USERNAME
  const password = values.password ?? env.PACT_PROVIDER_PASSWORD
  if (Boolean(username) !== Boolean(password))
    throw new UsageError('Give both --username and --password, or neither (the pact example account)')
  const account = username && password ? { username, password } : undefined
  const statesSecret = values['states-secret'] ?? env.PACT_PROVIDER_STATES_SECRET

  const logLevel = values['log-level'] as LogLevel
  if (!LOG_LEVELS.includes(logLevel)) throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(', ')}`)
  const pactUrls = values.pact ?? committedPacts()
  const absent = pactUrls.filter((file) => !existsSync(file))
  if (absent.length > 0) throw new UsageError(`No such pact file: ${absent.join(', ')}`)
  return { baseUrl, statesUrl, account, statesSecret, pactUrls, logLevel }
}

async function main(): Promise<number> {
  waitForSlowReaders()
  let options: ReturnType<typeof readOptions>
  try {
    options = readOptions(process.argv.slice(2), process.env)
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error
    console.error(`${error.message}\n\n${USAGE}`)
    return 2
  }
  if (!options) {
    console.log(USAGE)
    return 0
  }

  const states = providerStatesIn(options.pactUrls)
  console.log(
    `Verifying ${options.baseUrl} against ${options.pactUrls.join(', ')}\n` +
      `Provider states are set up through ${options.statesUrl}: ${states.join('; ')}\n`,
  )
  try {
    await verifyProvider(options)
  } catch (error) {
    console.error(
      `\nThe backend at ${options.baseUrl} does not honour the pact: ${error instanceof Error ? error.message : String(error)}`,
    )
    return 1
  }
  console.log(`\nThe backend at ${options.baseUrl} honours every interaction of the pact.`)
  return 0
}

process.exitCode = await main()
