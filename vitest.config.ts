import { defineConfig } from 'vitest/config'
import { ALIASES } from './vite.config.ts'
import react from '@vitejs/plugin-react'

// One project per kind of test, so `npm run test:*` can run each part alone.
// Two threads at most: CI machines have two cores. The scripts that run the jsdom projects
// (test:unit, test:gallery) give V8 a larger young generation (--max-semi-space-size=32):
// rendering in jsdom makes short-lived objects fast, and collecting them less often makes
// those runs faster (docs/test-suite-times.md).
export default defineConfig({
  plugins: [react()],
  resolve: { alias: ALIASES },
  test: {
    pool: 'threads',
    maxWorkers: 2,
    // `npm run bench:suite` reads each run's file times from a report of its own.
    ...(process.env.TEST_TIMES_DIR && {
      reporters: ['default', ['json', { outputFile: `${process.env.TEST_TIMES_DIR}/${process.pid}.json` }]],
    }),
    projects: [
      {
        extends: true,
        test: {
          // Plain logic and the simulated backend, in Node: no DOM to build for each file (a
          // second each in jsdom, most of the unit run). The files of a thread share its
          // modules, which halves the run: a file that mocks a module or reads one under
          // another environment imports it afresh (vi.resetModules), and again when it ends.
          name: 'unit',
          environment: 'node',
          isolate: false,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/**/*.dom.test.{ts,tsx}'],
          // A few build whole worlds, run ESLint or start the mock server: about a second
          // each alone, over five when the other thread and the machine are busy (seen in CI).
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          // Unit tests that need a page (storage, location, a rendered hook): *.dom.test.*.
          // The files of a thread share its modules, as the component tests' do: a file
          // that imports modules afresh (vi.resetModules) resets them again when it ends.
          name: 'unit-dom',
          environment: 'jsdom',
          isolate: false,
          include: ['tests/unit/**/*.dom.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          // The files a thread runs share its modules: importing the console and building the
          // backend's world once a thread rather than once a file (tests/setup/msw.ts starts
          // each file afresh).
          isolate: false,
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts', 'tests/setup/msw.ts'],
          // A file's first render pays for compiling its screen: ~1 s alone, several when
          // the other thread is busy too. The heaviest tests (the scenario panel's frozen
          // clock and empty world, each a new world; the bulk runs over 85 lots) take 4-8 s
          // alone and over 15 s on a machine as busy as CI's can be (seen there). Each wait
          // inside a test still has its own 5 s.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // The designers' gallery: every story run as Storybook runs it, then checked by axe.
          name: 'gallery',
          environment: 'jsdom',
          include: ['tests/gallery/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts', 'tests/setup/gallery.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts',
          environment: 'jsdom',
          // One after another in one thread that keeps its modules: Pact and the client load
          // once rather than once a file; each file sets up its own PactV3.
          isolate: false,
          include: ['contracts/**/*.pact.test.ts'],
          setupFiles: ['tests/setup/dom.ts'],
          env: { PACT_DO_NOT_TRACK: 'true' },
          // Interactions are appended to one pact file per consumer/provider pair.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'provider',
          environment: 'node',
          // Verification, the pact's coverage and its match with the committed file: all
          // read the pact the `contracts` project has just written.
          include: ['contracts/**/*.verify.test.ts', 'contracts/**/*.check.test.ts'],
          env: { PACT_DO_NOT_TRACK: 'true' },
          globalSetup: ['contracts/standardOutput.ts'],
          testTimeout: 60_000,
          // Starting npm run mock:server builds its world.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          // One file after another in one thread that keeps its modules (playwright's client,
          // the helpers): each file still connects to the browser and opens its own profiles.
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
