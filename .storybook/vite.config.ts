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
  optimizeDeps: {
    // Storybook hands Vite's dependency scan the index's story files, and the screens' are
    // virtual modules it cannot read: without their maker as an entry, each package the
    // screens import is found only when a story loads, and the page reloads for each.
    entries: ['gallery/screenStories.tsx'],
    rolldownOptions: { plugins: [mswWithoutCookieStore()] },
  },
})
