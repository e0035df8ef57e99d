import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs'
import path from 'node:path'
import { setAsideName, type ChangeStorage } from './persistence'

// Node only: kept apart from persistence.ts so the browser bundle never sees node:fs.

/** Flushes a folder's entries (a rename) to disk; not every platform can open a folder for that (Windows). */
function syncFolder(folder: string): void {
  let descriptor: number
  try {
    descriptor = openSync(folder, 'r')
  } catch {
    return
  }
  try {
    fsyncSync(descriptor)
  } catch {
    // EISDIR, EPERM or EINVAL where folders cannot be synced: the rename is still atomic.
  } finally {
    closeSync(descriptor)
  }
}

/**
 * One JSON file per seed in `folder` (git-ignored: .mock-data/), for `npm run mock:server`.
 * A write goes to a temporary file beside it, flushed to disk, then renamed over the old
 * one: a process killed at any moment leaves the old file or the new one, never a part.
 * One server per folder: a start removes the temporary files a killed one left.
 */
export function fileStorage(folder: string): ChangeStorage {
  const name = (seed: number) => `seed-${seed}.json`
  const file = (seed: number) => path.join(folder, name(seed))
  const isTemporary = (seed: number, entry: string) => entry.startsWith(`${name(seed)}.`) && entry.endsWith('.tmp')
  return {
    read: (seed) => {
      if (!existsSync(folder)) return null
      for (const entry of readdirSync(folder))
        if (isTemporary(seed, entry)) rmSync(path.join(folder, entry), { force: true })
      return existsSync(file(seed)) ? readFileSync(file(seed), 'utf8') : null
    },
    write: (seed, text) => {
      mkdirSync(folder, { recursive: true })
      const temporary = `${file(seed)}.${process.pid}.tmp`
      try {
        const descriptor = openSync(temporary, 'w')
        try {
          const bytes = Buffer.from(text, 'utf8')
          for (let written = 0; written < bytes.length;) written += writeSync(descriptor, bytes, written)
          fsyncSync(descriptor)
        } finally {
          closeSync(descriptor)
        }
        renameSync(temporary, file(seed))
      } catch (error) {
        rmSync(temporary, { force: true })
        throw error
      }
      syncFolder(folder)
    },
    remove: (seed) => {
      rmSync(file(seed), { force: true })
      syncFolder(folder)
    },
    setAside: (seed) => {
      const aside = setAsideName(`${file(seed)}.`, existsSync)
      renameSync(file(seed), aside)
      syncFolder(folder)
      return {
        where: aside,
        restore: `stop the server, fix the file and rename it to ${file(seed)}`,
      }
    },
  }
}
