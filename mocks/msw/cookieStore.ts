// Stands in for msw's cookie store (msw/lib/core/utils/cookieStore.mjs) in the browser
// builds (vite.config.ts). msw keeps the cookies its handlers set in a tough-cookie jar
// kept in localStorage. The simulated backend never sets or reads a cookie: its API
// authenticates with bearer tokens (docs/product.md#roles-and-permissions). And msw's jar
// needs localStorage at import, which the backend's Web Worker has not, and brings
// tough-cookie and tldts (about 117 KB gzip) into every cold load. Cookies of the request
// itself (its Cookie header, document.cookie) still reach handlers: msw reads those without
// the store.

interface StoredCookie {
  key: string
  value: string
}

export const cookieStore = {
  getCookies(_url: string): StoredCookie[] {
    return []
  },
  async setCookie(_cookie: string, _url: string): Promise<void> {},
}
