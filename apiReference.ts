import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { cspHash } from './contentSecurityPolicy.ts'

// The API reference for backend teams (docs/decisions/0011-api-reference-viewer.md): the
// committed contracts/openapi.json drawn by Redoc, at <base>api-reference/ in every build and
// in the dev server. Redoc is the standalone bundle @redocly/cli ships for `redocly
// build-docs`; the page asks its own origin for everything and carries a policy of its own.

/** Where the reference lives under the console's base path. */
const FOLDER = 'api-reference'

/** The OpenAPI document the reference shows, read afresh by each build and each dev request. */
export const OPENAPI_DOCUMENT = fileURLToPath(new URL('./contracts/openapi.json', import.meta.url))

/**
 * Redoc's sidebar credits Redocly with a logo from Redocly's CDN, the page's one request to
 * another host: the credit stays, its logo drawn from a data: URL instead, in a grey that
 * reads on the credit's light and dark backgrounds alike.
 */
const REDOCLY_LOGOS = ['https://cdn.redoc.ly/redoc/logo-mini-full.svg', 'https://cdn.redoc.ly/redoc/logo-mini.svg']
const REDOCLY_WORDMARK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="52" height="14"><text x="0" y="11" font-family="sans-serif" font-size="12" font-weight="600" fill="#7a8299">Redocly</text></svg>',
)}`

/**
 * The page's policy, as strict as Redoc allows. Its styles are one empty <style> element
 * that styled-components fills through the CSSOM, which a policy does not govern: the
 * empty text's hash lets that element be; no inline text style or script is allowed, and
 * nothing is evaluated. Fonts: Redoc's tree-view icons are a data: font.
 */
const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' ${cspHash('')}`,
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

/** Redoc's options (https://redocly.com/docs/redoc/v3.x/config); telemetry off, as nothing may leave the page. */
const REDOC_OPTIONS = { disableTelemetry: true }

let redocSource: string | undefined
/**
 * Redoc's bundle, the very file `redocly build-docs --inlineBundle` inlines (not a documented
 * path: the build fails here if an update moves it), with its logo drawn locally. Read once.
 */
function redoc(): string {
  if (redocSource) return redocSource
  const cli = path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json'))
  let source = readFileSync(path.join(cli, 'lib', 'chunks', 'redoc.standalone.js'), 'utf8')
  for (const logo of REDOCLY_LOGOS) {
    if (!source.includes(logo))
      throw new Error(`Redoc no longer draws its logo from ${logo}: see what it asks for now (apiReference.ts)`)
    source = source.replaceAll(logo, REDOCLY_WORDMARK)
  }
  return (redocSource = source)
}

const hashed = (name: string, extension: string, source: string) =>
  `${name}-${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.${extension}`

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`)

/** Every file of the reference, by its name in FOLDER, for a site served from `base`. */
function apiReferenceFiles(base: string): Map<string, string> {
  const folder = `${base}${FOLDER}/`
  const document = readFileSync(OPENAPI_DOCUMENT, 'utf8')
  const title = (JSON.parse(document) as { info?: { title?: string } }).info?.title ?? 'API'
  const redocFile = hashed('redoc', 'js', redoc())
  const start = `import { init } from './${redocFile}'

// Redoc's search probes for eval to index in a Web Worker: a violation of the page's
// policy. With no Worker it skips the probe and indexes on the page, as it does once the probe fails.
delete window.Worker
init(${JSON.stringify(`${folder}openapi.json`)}, ${JSON.stringify(REDOC_OPTIONS)}, document.getElementById('redoc'))
`
  const startFile = hashed('start', 'js', start)
  const theme = readFileSync(fileURLToPath(new URL('./apiReference.css', import.meta.url)), 'utf8')
  const themeFile = hashed('theme', 'css', theme)
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="${POLICY}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}: API reference</title>
    <link rel="stylesheet" href="${folder}${themeFile}" />
    <link rel="modulepreload" href="${folder}${redocFile}" />
    <script type="module" src="${folder}${startFile}"></script>
  </head>
  <body>
    <div id="redoc"><p class="api-reference-loading">Loading the API reference…</p></div>
    <noscript><p>The API reference needs JavaScript. The OpenAPI document it shows is <a href="${folder}openapi.json">openapi.json</a>.</p></noscript>
  </body>
</html>
`
  return new Map([
    ['index.html', html],
    ['openapi.json', document],
    [redocFile, redoc()],
    [startFile, start],
    [themeFile, theme],
  ])
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
}

/**
 * Writes the reference beside the build's files once they are written, rather than into the
 * bundle: strictContentSecurityPolicy gives every HTML file of the bundle the console's
 * policy, and this page has its own. The dev server answers the same files, read afresh.
 */
export function apiReference(): Plugin {
  let base = '/'
  return {
    name: 'api-reference',
    configResolved(config) {
      base = config.base
    },
    async writeBundle({ dir }) {
      if (!dir) return
      const folder = path.join(dir, FOLDER)
      await mkdir(folder, { recursive: true })
      await Promise.all(
        [...apiReferenceFiles(base)].map(([name, source]) => writeFile(path.join(folder, name), source)),
      )
    },
    configureServer(server) {
      const folder = `${base}${FOLDER}`
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '').split('?')[0]!
        if (pathname === folder) {
          response.writeHead(301, { Location: `${folder}/` }).end()
          return
        }
        if (!pathname.startsWith(`${folder}/`)) return next()
        const file = apiReferenceFiles(base).get(pathname.slice(folder.length + 1) || 'index.html')
        if (file === undefined) return next()
        response.writeHead(200, {
          'Content-Type': CONTENT_TYPES[path.extname(pathname) || '.html'] ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
        })
        response.end(file)
      })
    },
  }
}
