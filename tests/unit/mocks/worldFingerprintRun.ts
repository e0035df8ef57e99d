import { createHash } from 'node:crypto'
import { createWorld, fromLotRecord, type World, type WorldOptions } from '@mocks/db/world'

// `node --import tsx worldFingerprintRun.ts '<cases as JSON>'`: builds each world and prints
// a SHA-256 of each of its parts, for worldFingerprint.test.ts, which runs it in a child
// process so that it can choose the time zone ("today" is the process's local day).

/**
 * JSON in each object's own key order (the order a response shows), with a Map as its
 * entries and a property set to undefined kept apart from one that is absent.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === undefined) return '\u0000undefined'
    if (item instanceof Map) return { map: [...item.entries()] }
    return item
  })
}

function sha256(value: unknown): string {
  return createHash('sha256').update(canonical(value)).digest('hex')
}

function worldFingerprint(world: World): Record<string, string> {
  const records = world.db.parkingLot.getAll()
  const lots = records.map(fromLotRecord).sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
  return {
    events: sha256(world.events),
    upcoming: sha256(world.upcoming),
    users: sha256(world.users),
    lots: sha256({ lots, order: records.map((record) => record._id), accounts: world.db.account.getAll() }),
    live: sha256({ seed: world.seed, now: world.now, live: world.live }),
  }
}

const cases = JSON.parse(process.argv[2] ?? '[]') as WorldOptions[]
process.stdout.write(JSON.stringify(cases.map((options) => worldFingerprint(createWorld(options)))))
