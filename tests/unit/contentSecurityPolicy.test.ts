import type { Plugin, ResolvedConfig } from 'vite'
import { resolveConfig } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TILE_HOST } from '@/features/parking-lots/mapTiles'
import {
  backendOrigin,
  contentSecurityPolicy,
  cspHash,
  inlineBlocks,
  withContentSecurityPolicy,
} from '../../contentSecurityPolicy'
import { metaPolicy, policyDirectives as directives } from '../support/policy'

// The content security policy every build's HTML carries (contentSecurityPolicy.ts): its
// directives, the hashes of the page's inline scripts and style, where the meta tag goes,
// and the plugin vite.config.ts runs last in a build.

/** MDN's example: the hash of <script>alert('Hello, world.');</script>. */
const HELLO = "alert('Hello, world.');"
const HELLO_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"
const EMPTY_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <script>${HELLO}</script>
    <meta charset="UTF-8" />
    <!-- <script>not a script</script> -->
    <script>
      if (a <!--b) document.write('<style>x</style>')
    </script>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"><style>.boot{display:flex}</style></div>
    <SCRIPT type="module"></SCRIPT>
  </body>
</html>`

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the content security policy', () => {
  it('has every directive, in order, with the hashes of the inline scripts and styles and nothing unsafe', () => {
    const policy = contentSecurityPolicy({ scripts: [HELLO, ''], styles: ['.boot{}'] })
    expect(directives(policy)).toEqual([
      ['default-src', ["'self'"]],
      ['script-src', ["'self'", HELLO_HASH, EMPTY_HASH]],
      ['style-src', ["'self'", cspHash('.boot{}')]],
      ['connect-src', ["'self'"]],
      ['worker-src', ["'self'"]],
      ['img-src', ["'self'", 'data:', TILE_HOST]],
      ['object-src', ["'none'"]],
      ['base-uri', ["'self'"]],
      ['form-action', ["'self'"]],
    ])
    expect(TILE_HOST).toBe('https://tile.openstreetmap.org')
    expect(policy).not.toMatch(/unsafe|\*/)
  })

  it("hashes a block's exact text, once however often it occurs", () => {
    expect(cspHash(HELLO)).toBe(HELLO_HASH)
    expect(cspHash(` ${HELLO}`)).not.toBe(HELLO_HASH)
    const policy = contentSecurityPolicy({ scripts: [HELLO, HELLO], styles: [] })
    expect(directives(policy)[1]).toEqual(['script-src', ["'self'", HELLO_HASH]])
    expect(directives(policy)[2]).toEqual(['style-src', ["'self'"]])
  })

  it("adds a real backend's origin to connect-src, and only there", () => {
    const policy = contentSecurityPolicy({ scripts: [], styles: [], connectOrigins: ['https://api.example.com'] })
    expect(directives(policy)[3]).toEqual(['connect-src', ["'self'", 'https://api.example.com']])
    expect(policy.match(/api\.example\.com/g)).toHaveLength(1)
  })

  it("takes a backend URL's origin, and refuses what is not an http(s) URL", () => {
    expect(backendOrigin('https://api.example.com/v1/')).toBe('https://api.example.com')
    expect(backendOrigin(' http://127.0.0.1:8787 ')).toBe('http://127.0.0.1:8787')
    expect(() => backendOrigin('api.example.com')).toThrow(/not an absolute URL/)
    expect(() => backendOrigin('ftp://api.example.com')).toThrow(/http or https/)
  })
})

describe('the inline blocks of a page', () => {
  it('are the scripts without src and the styles, read as the HTML parser reads them, comments skipped', () => {
    expect(inlineBlocks(PAGE)).toEqual({
      scripts: [HELLO, "\n      if (a <!--b) document.write('<style>x</style>')\n    ", ''],
      styles: ['.boot{display:flex}'],
    })
  })
})

describe('a page with its policy', () => {
  it('carries it as the first element of its head, before every inline script, hashing all of them', () => {
    const html = withContentSecurityPolicy(PAGE, ['https://api.example.com'])
    expect(html.indexOf('<meta http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'))
    expect(html.replace(/\n {4}<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(PAGE)
    const { scripts, styles } = inlineBlocks(PAGE)
    expect(metaPolicy(html)).toBe(
      contentSecurityPolicy({ scripts, styles, connectOrigins: ['https://api.example.com'] }),
    )
    expect(metaPolicy(html)).toContain(HELLO_HASH)
  })

  it('refuses a page with a policy already, or without a head', () => {
    expect(() => withContentSecurityPolicy(withContentSecurityPolicy(PAGE))).toThrow(/already/)
    expect(() => withContentSecurityPolicy('<p>no head</p>')).toThrow(/no <head>/)
  })
})

describe('the build plugin in vite.config.ts', () => {
  /** The resolved config of `vite build --mode <mode>` and its policy plugin. */
  async function buildPlugin(mode: string): Promise<{ config: ResolvedConfig; plugin: Plugin }> {
    const config = await resolveConfig({ root: process.cwd(), logLevel: 'silent' }, 'build', mode)
    const plugin = config.plugins.find(({ name }) => name === 'strict-content-security-policy')
    if (!plugin) throw new Error('vite.config.ts has no strict-content-security-policy plugin')
    return { config, plugin }
  }

  /** The HTML files of a bundle after the plugin's generateBundle. */
  function generate(plugin: Plugin, files: Record<string, string | Uint8Array>): Record<string, unknown> {
    const bundle = Object.fromEntries(
      Object.entries(files).map(([fileName, source]) => [fileName, { type: 'asset', fileName, source }]),
    )
    const hook = plugin.generateBundle as { order: string; handler: (options: unknown, bundle: unknown) => void }
    expect(hook.order).toBe('post')
    hook.handler.call({}, {}, bundle)
    return Object.fromEntries(Object.entries(bundle).map(([fileName, file]) => [fileName, file.source]))
  }

  it('runs last, in builds only, and writes the policy into index.html and 404.html', async () => {
    vi.stubEnv('VITE_API_BASE_URL', '')
    const { config, plugin } = await buildPlugin('production')
    expect(plugin.apply).toBe('build')
    const own = config.plugins.filter(({ name }) =>
      ['preload-first-chunks', 'served-from-any-path', 'strict-content-security-policy'].includes(name),
    )
    expect(own.map(({ name }) => name).at(-1)).toBe('strict-content-security-policy')
    ;(plugin.configResolved as (config: ResolvedConfig) => void)(config)
    const html = generate(plugin, {
      'index.html': PAGE,
      '404.html': new TextEncoder().encode(PAGE),
      'assets/index.js': 'not html',
    })
    expect(html['index.html']).toBe(withContentSecurityPolicy(PAGE))
    expect(html['404.html']).toBe(html['index.html'])
    expect(html['assets/index.js']).toBe('not html')
    expect(metaPolicy(html['index.html'] as string)).toContain("connect-src 'self'; ")
  })

  it("allows a real build's backend origin in connect-src", async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/v1')
    const { config, plugin } = await buildPlugin('real')
    ;(plugin.configResolved as (config: ResolvedConfig) => void)(config)
    const html = generate(plugin, { 'index.html': PAGE })
    expect(metaPolicy(html['index.html'] as string)).toContain("connect-src 'self' https://api.example.com; ")
  })
})
