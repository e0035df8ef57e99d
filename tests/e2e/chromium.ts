import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

// The system's Chromium, never a downloaded one: CHROME_PATH when set, else the
// usual install locations (tests/e2e/ensure-chromium.sh installs Debian's package).

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]

export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH is ${fromEnv}, but there is no file there`)
    return fromEnv
  }
  const found = CANDIDATES.find((path) => existsSync(path))
  if (!found)
    throw new Error(
      `No Chromium found (looked at ${CANDIDATES.join(', ')}); set CHROME_PATH or run tests/e2e/ensure-chromium.sh`,
    )
  return found
}

/** Headless, with the flags this offline machine needs; playwright gives each launch a fresh profile directory. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}
