import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

// A static host without rewrites, as GitHub Pages and plain buckets are: a build served from
// a sub-path on 127.0.0.1, each file as it is, and any other path under the sub-path
// answered with the build's 404.html and status 404. It redirects nothing either: the base
// path without its slash (/console) is a path like any other. It keeps the path of every
// request it was sent, so a test can tell what reached the host.

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

export interface StaticHost {
  /** The host's origin, http://127.0.0.1:PORT, without a trailing slash. */
  origin: string
  /** The path of every request the host was sent, query included, in order. */
  requests: string[]
  close(): Promise<void>
}

/** Serves `dir` at `base` ('/console/') until closed. */
export async function serveStatic(dir: string, base: string): Promise<StaticHost> {
  const root = path.resolve(dir)
  const requests: string[] = []
  const server = createServer((request, response) => {
    requests.push(request.url ?? '')
    answer(request, response).catch((error: unknown) => {
      if (!response.headersSent) text(response, 500, `The test host failed: ${String(error)}`)
      else response.destroy()
    })
  })

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD')
      return text(response, 405, `${request.method} is not served here; use GET or HEAD`)
    }
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host.invalid').pathname)
    } catch {
      return text(response, 400, `Not a valid path: ${request.url}`)
    }
    if (pathname.startsWith(base)) {
      const relative = pathname.slice(base.length)
      const file = path.resolve(root, relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative)
      // Not outside the build (an encoded ../ would lead there).
      if (file.startsWith(root + path.sep) && (await isFile(file))) return send(request, response, 200, file)
    } else if (`${pathname}/` !== base) {
      return text(response, 404, `Nothing is published at ${pathname}`)
    }
    // No such file in the site, the base path without its slash among them: its own 404 page.
    const notFound = path.join(root, '404.html')
    if (await isFile(notFound)) return send(request, response, 404, notFound)
    return text(response, 404, `No file at ${pathname}, and the site has no 404.html`)
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false
}

async function send(request: IncomingMessage, response: ServerResponse, status: number, file: string): Promise<void> {
  const { size } = await stat(file)
  response.writeHead(status, {
    'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': size,
  })
  if (request.method === 'HEAD') return void response.end()
  await new Promise<void>((resolve, reject) => {
    createReadStream(file).on('error', reject).pipe(response).on('finish', resolve).on('error', reject)
  })
}

function text(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' })
  response.end(message)
}
