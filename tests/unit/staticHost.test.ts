import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic, type StaticHost } from '../support/staticHost'

// The test host the sub-path browser test serves the demo with: what it answers is what
// GitHub Pages answers a site published at /console/.

describe('serveStatic (a host without rewrites)', () => {
  let site = ''
  let host: StaticHost

  beforeAll(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'static-host-'))
    await mkdir(path.join(site, 'assets'))
    await writeFile(path.join(site, 'index.html'), '<p>the console</p>')
    await writeFile(path.join(site, '404.html'), '<p>the console, from 404.html</p>')
    await writeFile(path.join(site, 'assets', 'app.js'), 'export {}')
    await writeFile(path.join(path.dirname(site), `${path.basename(site)}-secret.txt`), 'not published')
    host = await serveStatic(site, '/console/')
  })

  afterAll(async () => {
    await host?.close()
    await rm(site, { recursive: true, force: true })
    await rm(path.join(path.dirname(site), `${path.basename(site)}-secret.txt`), { force: true })
  })

  const get = async (pathname: string, init?: RequestInit) => {
    const response = await fetch(`${host.origin}${pathname}`, init)
    return { status: response.status, type: response.headers.get('Content-Type'), body: await response.text() }
  }

  it('answers the base path with index.html and a file with itself', async () => {
    expect(await get('/console/')).toEqual({
      status: 200,
      type: 'text/html; charset=utf-8',
      body: '<p>the console</p>',
    })
    expect(await get('/console/assets/app.js?v=1')).toEqual({
      status: 200,
      type: 'text/javascript; charset=utf-8',
      body: 'export {}',
    })
  })

  it('answers any other path under the base, and the base without its slash, with 404.html and status 404', async () => {
    for (const pathname of ['/console/parking-lots?search=OSL-0042', '/console/parking-lots/abc', '/console']) {
      expect(await get(pathname)).toEqual({
        status: 404,
        type: 'text/html; charset=utf-8',
        body: '<p>the console, from 404.html</p>',
      })
    }
  })

  it('publishes nothing outside the base, and no file outside the site', async () => {
    expect(await get('/api/parking-lots')).toMatchObject({
      status: 404,
      body: 'Nothing is published at /api/parking-lots',
    })
    expect(await get(`/console/..%2F${path.basename(site)}-secret.txt`)).toMatchObject({
      status: 404,
      body: '<p>the console, from 404.html</p>',
    })
  })

  it('refuses other methods and bad paths with a 4xx that says why', async () => {
    expect(await get('/console/', { method: 'POST' })).toMatchObject({
      status: 405,
      body: 'POST is not served here; use GET or HEAD',
    })
    expect(await get('/console/%E0%A4%A')).toMatchObject({ status: 400, body: 'Not a valid path: /console/%E0%A4%A' })
  })

  it('keeps the path of every request it was sent', async () => {
    const before = host.requests.length
    await get('/console/assets/app.js')
    await get('/elsewhere?x=1')
    expect(host.requests.slice(before)).toEqual(['/console/assets/app.js', '/elsewhere?x=1'])
  })
})
