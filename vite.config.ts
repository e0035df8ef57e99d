import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import type { OutputBundle, OutputChunk } from 'rolldown'
import react from '@vitejs/plugin-react'
import { apiReference } from './apiReference.ts'
import { strictContentSecurityPolicy } from './contentSecurityPolicy.ts'
import { mswWithoutCookieStore } from './mocks/msw/withoutCookieStore.ts'

// Modes: `development` (npm start) and `production` (npm run build) run on the
// embedded simulated backend; `real` (npm run build:real) talks to VITE_API_BASE_URL
// and must not carry any mock code, so the MSW worker script is not copied either.
// Any of them can be served from a sub-path: `--base /console/` or CONSOLE_BASE=/console/.
/**
 * The path aliases (tsconfig.json's `paths` too): `@/` is src/, `@mocks/` is mocks/. An
 * import from another folder uses them instead of climbing `../../` (ESLint's
 * project/import-boundaries says so).
 */
export const ALIASES = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), ['VITE_', 'CONSOLE_BASE'])
  if (mode === 'real' && !env.VITE_API_BASE_URL?.trim()) {
    throw new Error(
      'build:real needs VITE_API_BASE_URL, for example VITE_API_BASE_URL=https://api.example.com npm run build:real',
    )
  }
  return {
    // `--base` on the command line wins over it; servedFromAnyPath checks and completes either.
    base: env.CONSOLE_BASE,
    resolve: { alias: ALIASES },
    // strictContentSecurityPolicy last: it hashes the inline scripts of the final HTML files.
    plugins: [
      react(),
      mswWithoutCookieStore(),
      firstChunks(),
      preloadFirstChunks(),
      servedFromAnyPath(),
      apiReference(),
      strictContentSecurityPolicy(),
    ],
    server: { port: 5173, strictPort: true },
    // Scan every screen up front: a dependency found late (chart.js behind a lazy route)
    // would otherwise make the dev server re-bundle and break the first dynamic import.
    optimizeDeps: {
      entries: ['index.html', 'src/**/*.tsx', 'mocks/browser.ts', 'mocks/backendWorker.ts'],
      rolldownOptions: { plugins: [mswWithoutCookieStore()] },
    },
    preview: { port: 4173, strictPort: true },
    // The simulated backend's Web Worker (mocks/backendWorker.ts) is a module worker.
    worker: { format: 'es', plugins: () => [mswWithoutCookieStore()] },
    build: {
      copyPublicDir: mode !== 'real',
      sourcemap: false,
      // Leaflet's CSS names its layer switcher's and default marker's images, which the lot map
      // never shows (its pin is CSS): kept as files, never downloaded, instead of inlined into
      // the map's stylesheet, where they would be a third of it.
      assetsInlineLimit: (file) => (file.includes('/node_modules/leaflet/') ? false : undefined),
    },
  }
})

/**
 * The path the console is served from, from `--base` or CONSOLE_BASE, as an absolute path
 * with a slash at each end (`console` and `/console` are `/console/`: Vite would keep the
 * missing slash, and the service worker's URL and every asset's would run into the name).
 * A relative base (`./`) is refused: a deep link's page, index.html or 404.html, would look
 * for its files below the link's own path. So is a full URL: the service worker must come
 * from the page's origin, and the router needs a path.
 *
 * Every build also gets a 404.html, the same page as index.html: a host without rewrites
 * (GitHub Pages and the like) answers a deep link or a reload of /console/parking-lots with
 * it, and the router then shows the page the address names.
 */
function servedFromAnyPath(): Plugin {
  return {
    name: 'served-from-any-path',
    config(user) {
      const base = (user.base ?? '').trim()
      const where = `The console's base path (--base or CONSOLE_BASE) "${base}"`
      if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(base))
        throw new Error(
          `${where} must be a path such as /console/, not a URL: the simulated backend's service worker must come from the page's own origin`,
        )
      if (/[?#\\]/.test(base)) throw new Error(`${where} must be a plain path such as /console/, without ?, # or \\`)
      const segments = base.split('/').filter(Boolean)
      if (segments.some((segment) => segment === '.' || segment === '..')) {
        throw new Error(
          `${where} must be an absolute path such as /console/, without ./ or ../: with a relative one, a deep link's page would look for its files below the link`,
        )
      }
      return { base: segments.length === 0 ? '/' : `/${segments.join('/')}/` }
    },
    generateBundle: {
      // After Vite's own HTML plugin has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html']
        if (index?.type === 'asset') this.emitFile({ type: 'asset', fileName: '404.html', source: index.source })
      },
    },
  }
}

/**
 * What a cold load runs first, one chunk each, in the order main.tsx runs them (each in a
 * task of its own): React's DOM renderer, the screens and the router, the console's start
 * with the landing screen, and in demo builds the simulated backend's page side. Each chunk
 * holds what its roots import statically and an earlier chunk does not hold; msw's service
 * worker code (mocks/serviceWorker.ts) keeps the chunk Vite makes for it. Left to the
 * bundler, the same code came in some 30 small chunks shared with other screens, which a
 * cold load fetched six at a time over HTTP/1.1.
 */
const FIRST_CHUNKS: Array<{ name: string; roots: string[] }> = [
  { name: 'react-dom', roots: ['node_modules/react-dom/client.js'] },
  { name: 'screens', roots: ['src/app/screens.tsx'] },
  { name: 'start', roots: ['src/app/start.tsx', 'src/features/dashboard/DashboardPage.tsx'] },
  { name: 'simulated-backend', roots: ['mocks/browser.ts'] },
]

/** The modules whose chunks index.html fetches with the entry: the first chunks' roots and msw's service worker code. */
const FIRST_MODULES = [...FIRST_CHUNKS.flatMap(({ roots }) => roots), 'mocks/serviceWorker.ts']

/**
 * Puts each of FIRST_CHUNKS in one chunk. What the entry itself imports (Vite's preload
 * helper) stays out of them: the entry would otherwise import, and so run, the chunks
 * main.tsx means to run later, in tasks of their own.
 */
function firstChunks(): Plugin {
  const members = new Map<string, Set<string>>()
  return {
    name: 'first-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The chunks hold exactly their members: their dependencies are in an earlier one or the entry's.
              includeDependenciesRecursively: false,
              groups: FIRST_CHUNKS.map(({ name }, index) => ({
                name,
                test: (id: string) => members.get(name)?.has(id) ?? false,
                // The earlier chunk takes a module both import: React goes with its DOM renderer.
                priority: FIRST_CHUNKS.length - index,
              })),
            },
          },
        },
      },
    }),
    buildEnd() {
      members.clear()
      const staticImports = (ids: string[], into = new Set<string>()) => {
        const stack = [...ids]
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (into.has(id)) continue
          into.add(id)
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
        return into
      }
      const ids = [...this.getModuleIds()]
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry)
      const taken = staticImports(entries)
      for (const { name, roots } of FIRST_CHUNKS) {
        const rootIds = ids.filter((id) => roots.some((root) => id.endsWith(root)))
        const chunk = new Set([...staticImports(rootIds)].filter((id) => !taken.has(id)))
        for (const id of chunk) taken.add(id)
        members.set(name, chunk)
      }
    },
  }
}

/**
 * Makes index.html fetch the first chunks (and their CSS) together with the entry, which
 * imports them dynamically: otherwise each is requested only once the one before it has
 * been evaluated.
 */
function preloadFirstChunks(): Plugin {
  let base = '/'
  return {
    name: 'preload-first-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return []
        const chunks = new Set<OutputChunk>()
        const add = (chunk: OutputBundle[string] | undefined) => {
          if (chunk?.type !== 'chunk' || chunk.isEntry || chunks.has(chunk)) return
          chunks.add(chunk)
          for (const name of chunk.imports) add(bundle[name])
        }
        for (const chunk of Object.values(bundle)) {
          if (
            chunk.type === 'chunk' &&
            FIRST_MODULES.some((module) => chunk.moduleIds.some((id) => id.endsWith(module)))
          )
            add(chunk)
        }
        // The backend's worker (demo builds only) starts from the HTML itself, before the
        // stylesheets and the entry: its code loads and it is ready to build the world by the
        // time mocks/browser.ts takes it over (earlyBackendWorker) and sends it the seed.
        const worker = Object.values(bundle).find(
          (file) => file.type === 'asset' && /(^|\/)backendWorker-[\w-]+\.js$/.test(file.fileName),
        )
        const startWorker = worker && {
          tag: 'script',
          // A SharedWorker, which every tab of the site shares, where the browser has one.
          children: `(function(){try{var w=new (window.SharedWorker||Worker)(${JSON.stringify(base + worker.fileName)},{type:"module",name:"simulated-backend"}),e=window.earlyBackendWorker={worker:w,error:null};w.onerror=function(v){e.error=v.message||"its script could not be loaded"}}catch(_){}})()`,
          injectTo: 'head-prepend' as const,
        }
        return [
          ...(startWorker ? [startWorker] : []),
          ...[...chunks].flatMap((chunk) => [
            {
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: base + chunk.fileName },
              injectTo: 'head' as const,
            },
            ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: base + css },
              injectTo: 'head' as const,
            })),
          ]),
        ]
      },
    },
  }
}
