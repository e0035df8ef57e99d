import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { relative } from 'node:path'

// `npm run openapi`: writes contracts/openapi.json from the schemas (openapi.ts), or with
// `--stdout` prints it instead (the staleness test compares that with the committed file).
// The examples' world cuts its days in the process's zone, so the generator runs in UTC:
// started in another zone, this runs itself again with TZ=UTC before loading anything.

const ZONE = 'UTC'

if (Intl.DateTimeFormat().resolvedOptions().timeZone !== ZONE) {
  const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, TZ: ZONE },
  })
  process.exit(again.status ?? 1)
}

const { buildOpenApiDocument, formatDocument, OPENAPI_FILE } = await import('./openapi')
const text = await formatDocument(await buildOpenApiDocument())
if (process.argv.includes('--stdout')) {
  process.stdout.write(text)
} else {
  writeFileSync(OPENAPI_FILE, text)
  console.log(`Wrote ${relative(process.cwd(), OPENAPI_FILE)} (${text.length} characters)`)
}
