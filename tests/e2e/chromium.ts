import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core'

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
function launchOptions(): LaunchOptions {
  return {
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
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions())
}

/** One Chromium the browser-test files share (tests/e2e/global-setup.ts), each connecting to it. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ ...launchOptions(), host: '127.0.0.1' })
}

export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint)
}
