import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core'

// The system's Chromium, never a downloaded one: CHROME_PATH when set, else the usual
// install locations (tests/e2e/ensure-chromium.sh installs Debian's packages).
//
// The browser tests prefer Chromium's headless shell (Debian's chromium-headless-shell, the
// same Blink and V8 as the browser): the full browser opens a window with its own toolbar
// for each new profile, and since Chromium 156 that toolbar is a web page in a renderer of
// its own: about half of what each fresh page costs a test
// (docs/decisions/0009-browser-tests-on-the-headless-shell.md). The benches and the
// screenshots measure and show what a person's browser does, so they use the browser.

const BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]
const HEADLESS_SHELLS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell']

/** CHROME_PATH, else the first installed of `candidates`. */
export function findChromium(candidates = BROWSERS): string {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH is ${fromEnv}, but there is no file there`)
    return fromEnv
  }
  const found = candidates.find((path) => existsSync(path))
  if (!found)
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}); set CHROME_PATH or run tests/e2e/ensure-chromium.sh`,
    )
  return found
}

/** Headless, with the flags this offline machine needs; playwright gives each launch a fresh profile directory. */
function launchOptions(executablePath: string): LaunchOptions {
  return {
    executablePath,
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

/** The browser a person runs, for the benches and the screenshots. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions(findChromium()))
}

/** One Chromium the browser-test files share (tests/e2e/global-setup.ts), each connecting to it: the headless shell where installed. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    ...launchOptions(findChromium([...HEADLESS_SHELLS, ...BROWSERS])),
    host: '127.0.0.1',
  })
}

export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint)
}
