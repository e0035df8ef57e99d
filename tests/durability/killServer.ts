import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEMO_CREDENTIALS } from '@mocks/demoAccount'
import { createRandom, type Random } from '@mocks/db/random'
import type { BumpVersionResponse, LoginResponse, ParkingLot, ParkingLotsResponse, VersionResponse } from '@/api/types'

// The kill test (docs/architecture.md#persistence): `npm run mock:server` over a temporary
// --data-dir, with PUTs of large lots (500-900 KB of notes, under the 1 MB limit) and
// version bumps in flight, killed with SIGKILL at a random moment, then started again.
// After each restart the file must load (nothing set aside, no warning) and every write
// acknowledged (a 2xx received) before the kill must be there: each lot's notes are its
// last acknowledged ones, or those of the write still in flight; the version is at least
// the last acknowledged bump. Loopback only, a bounded number of rounds. A short run is a
// vitest test (tests/unit/mocks/killServer.test.ts), the long one
// `npm run bench:durability`.

/** The repository: npm scripts and vitest run there. */
const ROOT = process.cwd()
const SEED = 1
/** Lots written side by side, each by its own loop of PUTs. */
const LOTS = 3
const NOTES_BYTES = { min: 500_000, max: 900_000 }
/** How long after the round's first acknowledged write the kill may come. */
const KILL_WINDOW_MS = 800
const START_TIMEOUT_MS = 90_000

export interface KillOptions {
  rounds: number
  /** Seeds the kill moments and the notes' sizes; printed, so a failing run can be repeated. */
  seed?: number
  log?: (line: string) => void
}

export interface KillFigures {
  seed: number
  rounds: number
  /** Lot PUTs and version bumps answered 2xx before a kill. */
  writesAcknowledged: number
  /** Of those, the ones found after the restart (a lot's write also counts when a later write to it is found). */
  writesFound: number
  /** Rounds killed while a write had been sent and not yet answered. */
  killsWithWriteInFlight: number
  /** Writes in flight at a kill that were stored all the same (allowed: the answer was lost, not the write). */
  inFlightWritesFound: number
  /** What was wrong after a restart; empty when nothing was lost. */
  problems: string[]
  /** Milliseconds from spawning the server to its "on http://" line, per start. */
  startMs: number[]
}

interface Server {
  child: ChildProcess
  url: string
  output: () => string
}

/** A port free at this moment on loopback (the server is told to use it). */
async function freePort(): Promise<number> {
  const probe = createServer()
  probe.listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as { port: number }
  probe.close()
  await once(probe, 'close')
  return port
}

/** `node --import tsx mocks/server.ts` itself, not the npm or tsx wrapper, so SIGKILL reaches the process that writes. */
async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'mocks/server.ts', '--port', String(port), '--seed', String(SEED), '--data-dir', dataDir],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The mock server did not start within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    )
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const started = / on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (started) {
        clearTimeout(timer)
        resolve(started[1]!)
      }
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`The mock server ended before it started (${signal ?? code}):\n${output}`))
    })
  })
  return { child, url, output: () => output }
}

/** Starts a server, again on another port if the one picked was taken in between. */
async function start(dataDir: string): Promise<Server> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServer(dataDir)
    } catch (error) {
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error
    }
  }
}

async function kill(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return
  const exited = once(server.child, 'exit')
  server.child.kill('SIGKILL')
  await exited
}

/** What is known of one lot's notes: durable before the round, acknowledged in it, sent and not yet answered. */
interface LotState {
  lot: ParkingLot
  durable: string | null
  acknowledged?: string
  acknowledgedCount: number
  inFlight?: string
}

/** The start of a lot's notes, for a message. */
const shortly = (notes: string | null) => (notes === null ? 'null' : `"${notes.slice(0, 40)}…"`)

interface VersionState {
  durable: number
  acknowledged?: number
  acknowledgedCount: number
  inFlight: boolean
}

export async function runKillRounds(options: KillOptions): Promise<KillFigures> {
  const seed = options.seed ?? Date.now() % 2 ** 31
  const log = options.log ?? (() => {})
  const random: Random = createRandom(seed)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mock-server-kill-'))
  const figures: KillFigures = {
    seed,
    rounds: 0,
    writesAcknowledged: 0,
    writesFound: 0,
    killsWithWriteInFlight: 0,
    inFlightWritesFound: 0,
    problems: [],
    startMs: [],
  }
  let server: Server | undefined

  async function startTimed(): Promise<Server> {
    const started = performance.now()
    const running = await start(dataDir)
    figures.startMs.push(Math.round(performance.now() - started))
    return running
  }

  try {
    server = await startTimed()
    const login = (await (
      await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(DEMO_CREDENTIALS),
      })
    ).json()) as LoginResponse
    const headers = { Authorization: `Bearer ${login.token}`, 'Content-Type': 'application/json' }
    const get = async <T>(url: string, apiPath: string) => {
      const response = await fetch(`${url}${apiPath}`, { headers })
      if (!response.ok) throw new Error(`GET ${apiPath} answered ${response.status}: ${await response.text()}`)
      return (await response.json()) as T
    }

    // Lots with a geometry: one without cannot be saved until it is given one.
    const listed = (await get<ParkingLotsResponse>(server.url, '/api/parking-lots?limit=50')).parkingLots.filter(
      (lot) => lot.geometry,
    )
    const lots: LotState[] = listed
      .slice(0, LOTS)
      .map(({ feedback: _feedback, ...lot }) => ({ lot, durable: lot.notes ?? null, acknowledgedCount: 0 }))
    const version: VersionState = {
      durable: (await get<VersionResponse>(server.url, '/api/v1/parking-lots/version')).data.version,
      acknowledgedCount: 0,
      inFlight: false,
    }

    for (let round = 1; round <= options.rounds; round++) {
      const running: Server = server
      let killed = false
      let firstAcknowledged: () => void = () => {}
      const acknowledged = new Promise<void>((resolve) => (firstAcknowledged = resolve))
      const unexpected: string[] = []

      async function putLoop(state: LotState, index: number): Promise<void> {
        for (let write = 1; !killed; write++) {
          const notes = `round ${round}, lot ${index}, write ${write}: `.padEnd(
            random.int(NOTES_BYTES.min, NOTES_BYTES.max),
            'x',
          )
          state.inFlight = notes
          try {
            const response = await fetch(`${running.url}/api/parking-lots/${state.lot._id}`, {
              method: 'PUT',
              headers,
              body: JSON.stringify({ ...state.lot, notes }),
            })
            // Acknowledged by its status line: the server answers only once the write is stored.
            if (response.ok) {
              state.acknowledged = notes
              state.acknowledgedCount++
              firstAcknowledged()
            }
            const answer = await response.text()
            if (!response.ok) {
              unexpected.push(`PUT of lot ${state.lot._id} answered ${response.status}: ${answer}`)
              return
            }
          } catch (error) {
            if (!killed) unexpected.push(`PUT of lot ${state.lot._id} failed before the kill: ${String(error)}`)
            return
          }
          state.inFlight = undefined
        }
      }

      async function bumpLoop(): Promise<void> {
        while (!killed) {
          version.inFlight = true
          try {
            const response = await fetch(`${running.url}/api/admin/bump-version`, { method: 'POST', headers })
            const body = (await response.json()) as BumpVersionResponse
            if (!response.ok) {
              unexpected.push(`bump-version answered ${response.status}`)
              return
            }
            version.acknowledged = body.data.newVersion
            version.acknowledgedCount++
            firstAcknowledged()
          } catch (error) {
            if (!killed) unexpected.push(`bump-version failed before the kill: ${String(error)}`)
            return
          }
          version.inFlight = false
        }
      }

      const writers = [...lots.map((state, index) => putLoop(state, index)), bumpLoop()]
      await Promise.race([acknowledged, Promise.all(writers)])
      await new Promise((resolve) => setTimeout(resolve, random.int(0, KILL_WINDOW_MS)))
      const inFlightAtKill = lots.some((state) => state.inFlight !== undefined) || version.inFlight
      killed = true
      await kill(running)
      await Promise.all(writers)
      figures.rounds = round
      if (inFlightAtKill) figures.killsWithWriteInFlight++
      figures.problems.push(...unexpected.map((problem) => `round ${round}: ${problem}`))

      // The file as the kill left it: whole, and nothing set aside.
      const fileName = `seed-${SEED}.json`
      try {
        JSON.parse(readFileSync(path.join(dataDir, fileName), 'utf8'))
      } catch (error) {
        figures.problems.push(`round ${round}: ${fileName} after the kill is not whole JSON: ${String(error)}`)
      }

      server = await startTimed()
      const startOutput = server.output()
      const entries = readdirSync(dataDir)
      if (entries.some((entry) => entry.includes('unreadable')))
        figures.problems.push(`round ${round}: something was set aside: ${entries.join(', ')}`)
      if (entries.some((entry) => entry.endsWith('.tmp')))
        figures.problems.push(`round ${round}: a temporary file is left after the restart: ${entries.join(', ')}`)
      if (/set aside|cannot be loaded|could not be loaded/.test(startOutput))
        figures.problems.push(`round ${round}: the restart warned:\n${startOutput}`)

      for (const state of lots) {
        const found = (await get<ParkingLot>(server.url, `/api/parking-lots/${state.lot._id}`)).notes ?? null
        const expected = state.acknowledged ?? state.durable
        figures.writesAcknowledged += state.acknowledgedCount
        if (found === expected) figures.writesFound += state.acknowledgedCount
        else if (state.inFlight !== undefined && found === state.inFlight) {
          figures.writesFound += state.acknowledgedCount
          figures.inFlightWritesFound++
        } else {
          figures.problems.push(
            `round ${round}: lot ${state.lot._id} has notes ${shortly(found)}, not the last acknowledged ${shortly(expected)}`,
          )
        }
        Object.assign(state, { durable: found, acknowledged: undefined, acknowledgedCount: 0, inFlight: undefined })
      }

      const foundVersion = (await get<VersionResponse>(server.url, '/api/v1/parking-lots/version')).data.version
      const expectedVersion = version.acknowledged ?? version.durable
      figures.writesAcknowledged += version.acknowledgedCount
      if (foundVersion >= expectedVersion && foundVersion <= expectedVersion + (version.inFlight ? 1 : 0)) {
        figures.writesFound += version.acknowledgedCount
        if (foundVersion > expectedVersion) figures.inFlightWritesFound++
      } else {
        figures.problems.push(
          `round ${round}: version ${foundVersion}, the last acknowledged bump was to ${expectedVersion}`,
        )
      }
      Object.assign(version, { durable: foundVersion, acknowledged: undefined, acknowledgedCount: 0, inFlight: false })

      log(
        `round ${round}: killed ${inFlightAtKill ? 'with a write in flight' : 'between writes'}; ${figures.writesFound} of ${figures.writesAcknowledged} acknowledged writes found so far`,
      )
    }
  } finally {
    if (server) await kill(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
  return figures
}
