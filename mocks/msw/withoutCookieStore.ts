import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/**
 * A Vite plugin that gives msw's modules mocks/msw/cookieStore.ts (its comment says why)
 * wherever they import msw's own cookie store (msw/lib/core/utils/cookieStore.mjs): in the
 * browser builds, their worker and the dev server's pre-bundled msw. Tests and mock:server
 * in Node keep msw's own.
 *
 * msw offers no supported way to leave its cookie store out, so this matches one of its
 * internal files by name. tests/unit/mswCookieStoreSeam.test.ts fails when an msw upgrade
 * moves or renames that file, imports it under another name, or calls a method the
 * stand-in lacks. Then: find where msw keeps its cookie jar now, point this match at it,
 * and give the stand-in the methods msw calls (or drop both, if msw stops loading
 * tough-cookie into the browser bundle by itself).
 */
export function mswWithoutCookieStore(): Plugin {
  const replacement = fileURLToPath(new URL('./cookieStore.ts', import.meta.url))
  return {
    name: 'msw-without-cookie-store',
    enforce: 'pre',
    resolveId(source, importer) {
      return isMswCookieStoreImport(source, importer) ? replacement : null
    },
  }
}

/** Whether an import is one of msw's own modules importing its cookie store. */
export function isMswCookieStoreImport(source: string, importer: string | undefined): boolean {
  return importer !== undefined && /[\\/]msw[\\/]lib[\\/]/.test(importer) && /(^|\/)cookieStore\.mjs$/.test(source)
}
