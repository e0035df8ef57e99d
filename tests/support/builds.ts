import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'

// Builds of the console through Vite's JavaScript API, shared by the e2e global setup,
// the real-build test and the bench: the same builds `npm run build` and
// `npm run build:real` make, with vite.config.ts as it is; and a build served as
// `npm run preview` serves it.

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** The backend a real build is pointed at in tests and the bench; it never has to answer. */
export const REAL_API_BASE_URL = 'https://api.example.invalid'

export type BuildKind = 'demo' | 'real'

/**
 * `vite build` (demo, on the simulated backend) or `vite build --mode real` into outDir.
 *
 * NODE_ENV is forced to production for the build: vitest sets it to 'test', and Vite would
 * then bundle React's development build, which is not what the npm scripts ship.
 * `sourcemap: true` adds a .map beside each chunk (the cold-load bench reads which sources
 * each chunk holds), hidden: no sourceMappingURL comment, so the chunks stay byte for byte
 * what the npm scripts emit. `base` is the path the build is served from (`--base`), '/'
 * unless given: a CONSOLE_BASE in the developer's environment does not reach the tests.
 * `manifest: true` adds .vite/manifest.json (which chunk each source module is in, what it
 * imports and loads on demand), for the size bench; the chunks are the same.
 */
export async function buildConsole(
  kind: BuildKind,
  outDir: string,
  { sourcemap = false, base = '/', manifest = false } = {},
): Promise<void> {
  await withEnv({ NODE_ENV: 'production', VITE_API_BASE_URL: kind === 'real' ? REAL_API_BASE_URL : undefined }, () =>
    build({
      root: PROJECT_ROOT,
      base,
      mode: kind === 'real' ? 'real' : 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, manifest, ...(sourcemap && { sourcemap: 'hidden' as const }) },
    }),
  )
}

/** A fresh directory under the system's temp folder; the caller removes it. */
export function makeTempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `parking-console-${prefix}-`))
}

/** Every JavaScript file a build emitted, as absolute paths. */
export async function listJsFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/**
 * The JavaScript a browser loads before the console can start: the module entry script of
 * index.html plus the chunks index.html preloads with <link rel="modulepreload">; with
 * `stylesheets`, the stylesheets index.html links to as well.
 */
export async function listInitialJs(outDir: string, { stylesheets = false } = {}): Promise<string[]> {
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8')
  const files: string[] = []
  for (const [tag, name] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attributes = parseAttributes(tag)
    const rel = attributes.get('rel')
    const url =
      name!.toLowerCase() === 'script'
        ? attributes.get('type') === 'module' && attributes.get('src')
        : (rel === 'modulepreload' || (stylesheets && rel === 'stylesheet')) && attributes.get('href')
    if (url) files.push(path.join(outDir, new URL(url, 'http://build.invalid/').pathname))
  }
  if (files.length === 0) throw new Error(`No module script in ${path.join(outDir, 'index.html')}`)
  return [...new Set(files)]
}

function parseAttributes(tag: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const [, key, doubleQuoted, singleQuoted, bare] of tag.matchAll(
    /\s([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
  )) {
    attributes.set(key!.toLowerCase(), doubleQuoted ?? singleQuoted ?? bare ?? '')
  }
  return attributes
}

/** Runs fn with some environment variables set (undefined: unset), then puts them back. */
async function withEnv<T>(values: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]))
  setEnv(values)
  try {
    return await fn()
  } finally {
    setEnv(saved)
  }
}

function setEnv(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
}

export interface ServedBuild {
  /** Where the served build opens: its origin and base path, without a trailing slash. */
  baseURL: string
  close: () => Promise<void>
}

/**
 * Serves a build's outDir with vite preview: on 127.0.0.1 (a secure context, for the
 * service worker), `port` or the next free one, at `base` ('/' unless given: where
 * buildConsole built it, whatever CONSOLE_BASE the environment holds).
 */
export async function serveBuild(
  outDir: string,
  { base = '/', port = 4173 }: { base?: string; port?: number } = {},
): Promise<ServedBuild> {
  const server = await preview({
    root: PROJECT_ROOT,
    base,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: false, open: false },
  })
  const baseURL = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!baseURL) {
    await server.close()
    throw new Error('vite preview started without a local URL')
  }
  return { baseURL, close: () => server.close() }
}
