import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { ChangeStorage } from './persistence'

// Node only: kept apart from persistence.ts so the browser bundle never sees node:fs.

/** One JSON file per seed in `folder` (git-ignored: .mock-data/), for `npm run mock:server`. */
export function fileStorage(folder: string): ChangeStorage {
  const file = (seed: number) => path.join(folder, `seed-${seed}.json`)
  return {
    read: (seed) => (existsSync(file(seed)) ? readFileSync(file(seed), 'utf8') : null),
    write: (seed, text) => {
      mkdirSync(folder, { recursive: true })
      writeFileSync(file(seed), text)
    },
    remove: (seed) => rmSync(file(seed), { force: true }),
  }
}

