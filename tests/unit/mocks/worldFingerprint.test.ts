import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'
import type { WorldOptions } from '@mocks/db/world'

// The seeded world, to the last byte: every event (ids, timestamps, order, fields in their
// order), the users, the lots, the accounts and the live state, hashed part by part
// (worldFingerprintRun.ts) and compared with the hashes the generation gave when this test
// was written. Work on the generator's speed must leave them all as they are; a change meant
// to alter the world records new hashes here and says why. Each time zone runs in a child
// process of its own, as "today" is the process's local day: so the figures do not depend
// on the machine's zone, and days of 23 and 25 hours are built too.

const RUN = path.join(import.meta.dirname, 'worldFingerprintRun.ts')

interface Case {
  timeZone: string
  world: WorldOptions
  parts: Record<string, string>
}

const CASES: Case[] = [
  {
    timeZone: 'UTC',
    world: { seed: 1, now: Date.parse('2026-11-23T15:30:00Z') },
    parts: {
      events: 'd5cb6324891c77496968d2a69e48328878d7946e1f5a4557f1dcbdcdc75b897c',
      upcoming: 'f8e6f038db9c55b43e8dcf47dc2406b535e9f73ebb31db2e047605714d175f58',
      users: 'accbba30654dacc92ce74d17e73ecce51cae6d20a946de4c35b9a995e5b87b00',
      lots: '180d2ad9e67b2c7927e40661f8d6f8246497a98c84b91b71025802454cd9ca93',
      live: 'b7acbb4fda1ac5e94cfcaf4de3b73a6cd0ddf893e87bd5d917f87bf59372d83f',
    },
  },
  {
    timeZone: 'UTC',
    world: { seed: 7, now: Date.parse('2026-11-23T15:30:00Z') },
    parts: {
      events: '9af64969dd02ef08f5a9a928071c43917a7f49fe528f7298cf4a6817dcf2e43d',
      upcoming: 'cdd521f0dd3968c7fcf5877ef9a4d476b075c270f05c99518e51f2f9bcc13486',
      users: '04f1bfc4f1913ffa8d3ed52d550829488decbc8b8b538c3516155b440d848bb8',
      lots: '584de6a18241ec540f2b6f3729f8c23403ed405e589b9ab0199e01d36a53e6fe',
      live: 'e64a82a5594e4735d7ae3de934191d72439cd4453fc06f76944fb92817392959',
    },
  },
  // The day Oslo's clocks go forward (a 23-hour day); its history has October's 25-hour day.
  {
    timeZone: 'Europe/Oslo',
    world: { seed: 1, now: Date.parse('2026-03-29T01:30:00Z') },
    parts: {
      events: '82af8a00a00d97e89b45e9d9ef79d69b434e215dca4cbbfafa19439d39b8fd48',
      upcoming: 'bfd6e22222c1332620b37a51c2ceb52ff375fd3ba7c6150ccd8655ca95156375',
      users: '5bf92df9f2bd2909e7434ccad4d8c1fb961e1be35ef8154c3432d4a726ea7e47',
      lots: '180d2ad9e67b2c7927e40661f8d6f8246497a98c84b91b71025802454cd9ca93',
      live: 'e4e89e0b643232a4156760586c9a838aac904dd8468753b1d2b515676ba77fe1',
    },
  },
  // A small world on the day New York's clocks go back, a zone behind UTC.
  {
    timeZone: 'America/New_York',
    world: { seed: 3, now: Date.parse('2026-11-01T12:00:00Z'), lots: 60, users: 400, historyDays: 30 },
    parts: {
      events: '5cad33e745b24ad48d39cccd4ba84dc304471b3064a07294738a38fbf3a67c42',
      upcoming: '79143ed33f5104d52e74896371e4f62eb708a30913b759797d27220cf7f48cbd',
      users: '4e7f493148cc060853862f8d3b28fcf09af78bc237a435c7c5bf3f41f6c09689',
      lots: 'd19dcf0efc248eba7933bdec7b3153e828835dcb155878c731eed7aae446622c',
      live: '1b353f7e8f81f1cd4d2e1b74902a9c1939bdfebbe90fe2456041bd00113fd0f1',
    },
  },
]

const run = promisify(execFile)

async function fingerprints(timeZone: string, worlds: WorldOptions[]): Promise<Array<Record<string, string>>> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', RUN, JSON.stringify(worlds)], {
    env: { ...process.env, TZ: timeZone },
    maxBuffer: 1 << 20,
  })
  return JSON.parse(stdout) as Array<Record<string, string>>
}

it(
  'builds the same worlds, to the last byte, as the generator did when the hashes were recorded',
  { timeout: 120_000 },
  async () => {
    const timeZones = [...new Set(CASES.map((item) => item.timeZone))]
    const found = await Promise.all(
      timeZones.map((timeZone) =>
        fingerprints(
          timeZone,
          CASES.filter((item) => item.timeZone === timeZone).map((item) => item.world),
        ),
      ),
    )
    const byZone = new Map(timeZones.map((timeZone, index) => [timeZone, found[index]!]))
    const actual = CASES.map((item) => ({
      timeZone: item.timeZone,
      world: item.world,
      parts: byZone.get(item.timeZone)!.shift(),
    }))
    expect(actual).toEqual(CASES)
  },
)
