import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier/flat'
import jestDom from 'eslint-plugin-jest-dom'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import testingLibrary from 'eslint-plugin-testing-library'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { importBoundaries } from './eslint/import-boundaries.js'

// The one-way imports of the architecture: schema -> config, lib -> api -> auth, components -> features -> app.
// A zone forbids files under `target` to import from `from`.
const layersBelow = {
  './src/schema': [
    './src/config',
    './src/lib',
    './src/api',
    './src/auth',
    './src/components',
    './src/features',
    './src/app',
  ],
  './src/config': ['./src/lib', './src/api', './src/auth', './src/components', './src/features', './src/app'],
  './src/lib': ['./src/api', './src/auth', './src/components', './src/features', './src/app'],
  './src/api': ['./src/auth', './src/components', './src/features', './src/app'],
  './src/auth': ['./src/components', './src/features', './src/app'],
  './src/components': ['./src/auth', './src/features', './src/app'],
  './src/features': ['./src/app'],
}
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const zones = [
  ...Object.entries(layersBelow).flatMap(([target, froms]) =>
    froms.map((from) => ({
      target,
      from,
      message: `${target} sits below ${from}: imports flow schema -> config, lib -> api -> auth, components -> features -> app.`,
    })),
  ),
  // A feature never imports another feature; app/ composes them.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; move shared code to components/ or lib/.',
  })),
  // The console reaches the simulated backend only through main.tsx's dynamic import.
  ...['schema', 'config', 'lib', 'api', 'auth', 'components', 'features', 'app'].map((layer) => ({
    target: `./src/${layer}`,
    from: './mocks',
    message: 'src/ never imports mocks/: only main.tsx loads the simulated backend, lazily.',
  })),
  // The simulated backend shares the contract with the console: the API's values and types,
  // the lot validation rules and schema, and the lots the data set names. Nothing else of the console.
  {
    target: './mocks',
    from: './src',
    except: ['./schema', './api/types.ts', './api/lotValidation.ts', './api/lotSchema.ts', './api/lotNames.ts'],
    message:
      'mocks/ may import only src/schema/, src/api/types.ts, src/api/lotValidation.ts, src/api/lotSchema.ts and src/api/lotNames.ts.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-real',
      'artifacts',
      'coverage',
      'storybook-static',
      'public/mockServiceWorker.js',
      'contracts/pacts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, project: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'project/import-boundaries': [
        'error',
        { root: fileURLToPath(new URL('.', import.meta.url)), zones, aliases: { '@/': 'src', '@mocks/': 'mocks' } },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/api/**/*.ts', 'mocks/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    // Pact JS 16's mock server records a request after answering it; support.ts's
    // executeTest waits for the record (contracts/README.md). Pact's own would flake again.
    files: ['contracts/**/*.pact.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='executeTest']",
          message:
            "End an interaction with executeTest(interaction, test) from contracts/support.ts, which waits for Pact's record of the request.",
        },
      ],
    },
  },
  // Accessibility mistakes in JSX (axe checks the rendered screens; this catches them in review).
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A box that scrolls (a wide table, a JSON dump) takes the focus, so that a keyboard
      // can scroll it (axe's scrollable-region-focusable); it is a named region or group.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region', 'group'], allowExpressionValues: true },
      ],
    },
  },
  // Testing Library's and jest-dom's own rules, in the tests that render screens.
  { files: ['tests/component/**/*.{ts,tsx}'], ...testingLibrary.configs['flat/react'] },
  { files: ['tests/component/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'], ...jestDom.configs['flat/recommended'] },
  // Last: Prettier owns the layout (npm run format), so no ESLint rule argues with it.
  prettier,
)
