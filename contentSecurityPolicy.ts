import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { TILE_HOST } from './src/features/parking-lots/mapTiles.ts'

// The content security policy every build's pages carry (docs/architecture.md#content-security-policy),
// as a <meta http-equiv> that vite.config.ts's plugin writes into each HTML file once the
// build has finished changing it. The policy allows the page's own inline scripts and style
// by their SHA-256 hashes, computed from the final HTML, never 'unsafe-inline' or
// 'unsafe-eval': a script injected into the page, through a value shown as markup by mistake,
// neither runs nor loads. What a meta tag cannot set (frame-ancestors, and the other
// headers) is the host's to send (README.md, "Publish the demo").

/** What a page's policy is made of: the text of each inline script and style, and the outside origins it calls. */
export interface PolicySources {
  /** The text of each inline <script> of the page, exactly as the HTML holds it. */
  scripts: readonly string[]
  /** The text of each inline <style> of the page, exactly as the HTML holds it. */
  styles: readonly string[]
  /** The origins the console calls besides its own: a real backend's (VITE_API_BASE_URL). */
  connectOrigins?: readonly string[]
}

/** A CSP source expression for an inline block: 'sha256-' and the base64 of the SHA-256 of its UTF-8 text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * The policy for a page with these inline scripts, styles and outside origins, as the
 * directives of a Content-Security-Policy joined by '; '. A pure function of its input.
 */
export function contentSecurityPolicy({ scripts, styles, connectOrigins = [] }: PolicySources): string {
  const hashes = (blocks: readonly string[]) => [...new Set(blocks.map(cspHash))]
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    // The module entry, its chunks and the simulated backend's worker are files of the site;
    // the colour-mode script and (demo) the early start of the backend's worker are inline.
    ['script-src', "'self'", ...hashes(scripts)],
    // The stylesheets are files, index.html's loading indicator an inline <style>. React's
    // `style` props and Leaflet's inline styles are set through the DOM (CSSOM), which this
    // does not govern; no code of the console writes a style attribute as markup.
    ['style-src', "'self'", ...hashes(styles)],
    ['connect-src', "'self'", ...new Set(connectOrigins)],
    // The simulated backend's module worker and msw's service worker (demo builds).
    ['worker-src', "'self'"],
    // The lot map's tiles, and the data: SVGs of Bootstrap's CSS and the favicon.
    ['img-src', "'self'", 'data:', TILE_HOST],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** The origin of a backend's URL, for connect-src; a build error if it is not an http(s) URL. */
export function backendOrigin(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url.trim())
  } catch {
    throw new Error(`VITE_API_BASE_URL "${url}" is not an absolute URL such as https://api.example.com`)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`VITE_API_BASE_URL "${url}" must be an http or https URL`)
  return parsed.origin
}

/**
 * The text of every inline <script> (one without src) and <style> of an HTML document, in
 * order. Comments are skipped, and each element's text runs to its end tag, as the HTML
 * parser reads these raw-text elements: a '<!--' or '<style>' inside a script is its text.
 */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = []
  const styles: string[] = []
  const opening = /<!--|<(script|style)\b([^>]*)>/gi
  let match: RegExpExecArray | null
  while ((match = opening.exec(html))) {
    const from = opening.lastIndex
    if (match[0] === '<!--') {
      const end = html.indexOf('-->', from)
      opening.lastIndex = end < 0 ? html.length : end + 3
      continue
    }
    const name = match[1]!.toLowerCase()
    const closing = new RegExp(`</${name}[\\s/>]`, 'gi')
    closing.lastIndex = from
    const end = closing.exec(html)?.index ?? html.length
    opening.lastIndex = end
    const text = html.slice(from, end)
    if (name === 'style') styles.push(text)
    else if (!/\ssrc\s*=/i.test(match[2]!)) scripts.push(text)
  }
  return { scripts, styles }
}

const META_RE = /<meta\b[^>]*http-equiv\s*=\s*["']?content-security-policy\b/i

/**
 * The HTML with its policy as a <meta http-equiv="Content-Security-Policy"> first in <head>:
 * a meta policy governs only what comes after it, so it precedes every inline script (the
 * demo's early worker start is the first element of <head>). Throws if the page has a
 * policy already or has no <head>.
 */
export function withContentSecurityPolicy(html: string, connectOrigins: readonly string[] = []): string {
  if (META_RE.test(html)) throw new Error('The page has a Content-Security-Policy meta tag already')
  const head = /<head\b[^>]*>/i.exec(html)
  if (!head) throw new Error('The page has no <head> to put its Content-Security-Policy in')
  const policy = contentSecurityPolicy({ ...inlineBlocks(html), connectOrigins })
  const at = head.index + head[0].length
  const meta = `\n    <meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}" />`
  return html.slice(0, at) + meta + html.slice(at)
}

/**
 * The Vite plugin (builds only; the dev server's client injects inline scripts of its own,
 * so `npm start` runs without a policy): writes the policy into every HTML file of the
 * bundle, index.html and 404.html, at the very end of the build (generateBundle, order
 * 'post'), when no other plugin changes them any more.
 */
export function strictContentSecurityPolicy(): Plugin {
  let connectOrigins: string[] = []
  return {
    name: 'strict-content-security-policy',
    apply: 'build',
    configResolved(config) {
      // A build with VITE_API_BASE_URL (build:real requires it) calls that backend.
      const backend = config.env.VITE_API_BASE_URL?.trim()
      connectOrigins = backend ? [backendOrigin(backend)] : []
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue
          const html = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source)
          file.source = withContentSecurityPolicy(html, connectOrigins)
        }
      },
    },
  }
}
