import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBackend } from '@mocks/backend'
import { fromLotRecord } from '@mocks/db/world'
import { SCHEMA_VERSION } from '@mocks/persistence'

// The mock server's file of stored changes: replaced whole through a temporary file, and
// when it cannot be loaded (cut short by a crash, truncated or edited by hand) moved
// aside with a log line saying where and how to restore it, never deleted.
// The kill test (tests/durability) checks the same against a server killed mid-write.

/**
 * Bytes the disk has room for (a write past them is cut short, the next one fails as on a
 * full disk), and the most one write call takes (a real write() may take part of a buffer).
 */
const disk = vi.hoisted(() => ({ room: Infinity, chunk: Infinity }))
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>()
  const writeSync = ((
    descriptor: number,
    buffer: Uint8Array,
    offset: number = 0,
    length: number = buffer.byteLength - offset,
  ) => {
    if (disk.room <= 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
    const written = fs.writeSync(descriptor, buffer, offset, Math.min(length, disk.room, disk.chunk))
    disk.room -= written
    return written
  }) as unknown as typeof fs.writeSync
  return { ...fs, default: { ...fs, writeSync }, writeSync }
})

// The files of a thread share their modules, so fileStorage may have been imported with the
// real node:fs: it is imported afresh here, with the one above, and afresh again after.
vi.resetModules()
const { fileStorage } = await import('@mocks/fileStorage')
afterAll(() => vi.resetModules())

const options = { seed: 3, lots: 20, users: 10 }
let folder: string
const file = () => path.join(folder, 'seed-3.json')
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'file-storage-test-'))
})
afterEach(() => {
  Object.assign(disk, { room: Infinity, chunk: Infinity })
  rmSync(folder, { recursive: true, force: true })
  vi.restoreAllMocks()
})

describe('fileStorage', () => {
  it('replaces the file whole and leaves no temporary file', () => {
    const storage = fileStorage(folder)
    storage.write(3, 'first')
    storage.write(3, 'second')
    expect(readdirSync(folder)).toEqual(['seed-3.json'])
    expect(storage.read(3)).toBe('second')
  })

  it('keeps the old file when the disk fills up mid-write, leaves no temporary file, and the next write works', () => {
    const storage = fileStorage(folder)
    storage.write(3, 'old')
    disk.room = 3
    expect(() => storage.write(3, 'new text')).toThrow('ENOSPC: no space left on device')
    expect(readdirSync(folder)).toEqual(['seed-3.json'])
    expect(storage.read(3)).toBe('old')
    disk.room = Infinity
    storage.write(3, 'new text')
    expect(storage.read(3)).toBe('new text')
  })

  it('writes a text whole when the disk takes it a few bytes per call', () => {
    const storage = fileStorage(folder)
    disk.chunk = 5
    storage.write(3, 'twelve bytes, in three calls and a bit')
    expect(storage.read(3)).toBe('twelve bytes, in three calls and a bit')
  })

  it('removes the temporary file a killed server left, and reads the last whole file', () => {
    const storage = fileStorage(folder)
    storage.write(3, 'whole')
    writeFileSync(`${file()}.4242.tmp`, '{"schema":1,"se')
    writeFileSync(path.join(folder, 'seed-4.json.4242.tmp'), 'another seed: not ours to remove')
    expect(storage.read(3)).toBe('whole')
    expect(readdirSync(folder).sort()).toEqual(['seed-3.json', 'seed-4.json.4242.tmp'])
  })
})

describe('a backend over a file that cannot be loaded', () => {
  it('moves a truncated file aside, says where and how to restore it, and starts from the seed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const seeded = fromLotRecord(createBackend(options).world.db.parkingLot.getAll()[0]!)
    const whole = JSON.stringify({
      schema: SCHEMA_VERSION,
      seed: 3,
      changes: { lots: { [seeded._id]: { ...seeded, name: 'Edited' } }, liveControls: {}, version: null },
    })
    const truncated = whole.slice(0, whole.length / 2)
    writeFileSync(file(), truncated)

    const backend = createBackend({ ...options, storage: fileStorage(folder) })
    expect(fromLotRecord(backend.world.db.parkingLot.getAll()[0]!)).toEqual(seeded)
    const aside = readdirSync(folder)
    expect(aside).toEqual([expect.stringMatching(/^seed-3\.json\.unreadable-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z$/)])
    const asidePath = path.join(folder, aside[0]!)
    expect(readFileSync(asidePath, 'utf8')).toBe(truncated)
    expect(warn).toHaveBeenCalledOnce()
    const warning = warn.mock.calls[0]![0] as string
    expect(warning).toMatch(
      /^\[simulated backend\] The stored changes for seed 3 could not be loaded: not JSON \(.+\)\. /,
    )
    expect(warning).toContain(
      `They were set aside in ${asidePath}; the backend starts from the seeded world. ` +
        `To restore them: stop the server, fix the file and rename it to ${file()}.`,
    )

    // Following the instructions brings the changes back.
    writeFileSync(asidePath, whole)
    renameSync(asidePath, file())
    const restored = createBackend({ ...options, storage: fileStorage(folder) })
    expect(
      fromLotRecord(restored.world.db.parkingLot.findFirst({ where: { _id: { equals: seeded._id } } })!).name,
    ).toBe('Edited')
  })

  it('keeps a second set-aside file beside the first', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const text of ['', '{']) {
      writeFileSync(file(), text)
      createBackend({ ...options, storage: fileStorage(folder) })
    }
    const aside = readdirSync(folder)
    expect(aside).toHaveLength(2)
    expect(aside.map((name) => readFileSync(path.join(folder, name), 'utf8')).sort()).toEqual(['', '{'])
  })
})
