import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
// A Vite config is loaded before its aliases exist: the plugin is imported by its path.
// eslint-disable-next-line project/import-boundaries
import { mswWithoutCookieStore } from '../mocks/msw/withoutCookieStore.ts'
import { ALIASES } from '../vite.config.ts'

// The gallery's Vite config, instead of the console's: the same aliases and msw build, but
// none of the console's index.html plugins (its first-chunk preloads, its absolute base
// path): Storybook writes its own pages, with relative paths that work under any sub-path.
export default defineConfig({
  resolve: { alias: ALIASES },
  plugins: [react(), mswWithoutCookieStore()],
  optimizeDeps: { rolldownOptions: { plugins: [mswWithoutCookieStore()] } },
})
