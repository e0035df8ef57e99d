import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'

// Modes: `development` (npm start) and `production` (npm run build) run on the
// embedded simulated backend; `real` (npm run build:real) talks to VITE_API_BASE_URL
// and must not carry any mock code, so the MSW worker script is not copied either.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  if (mode === 'real' && !env.VITE_API_BASE_URL?.trim()) {
    throw new Error('build:real needs VITE_API_BASE_URL, for example VITE_API_BASE_URL=https://api.example.com npm run build:real')
  }
  return {
    plugins: [react()],
    server: { port: 5173, strictPort: true },
    // Scan every screen up front: a dependency found late (chart.js behind a lazy route)
    // would otherwise make the dev server re-bundle and break the first dynamic import.
    optimizeDeps: { entries: ['index.html', 'src/**/*.tsx', 'mocks/browser.ts'] },
    preview: { port: 4173, strictPort: true },
    build: {
      copyPublicDir: mode !== 'real',
      sourcemap: false,
    },
  }
})
