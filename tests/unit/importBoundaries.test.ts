import path from 'node:path'
import { RuleTester } from 'eslint'
import { describe, it } from 'vitest'
import { importBoundaries } from '../../eslint/import-boundaries.js'

RuleTester.describe = describe
RuleTester.it = it

const root = process.cwd()
const file = (relative: string) => path.join(root, relative)
const zones = [
  { target: './src/api', from: './src/auth', message: 'api sits below auth' },
  { target: './src/features/login', from: './src/features', except: ['./login'], message: 'no feature imports another' },
]

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('import-boundaries', importBoundaries, {
  valid: [
    { code: "import { x } from '../../auth/useAuth'", filename: file('src/features/login/LoginPage.tsx'), options: [{ zones }] },
    { code: "import { x } from './http'", filename: file('src/api/auth.ts'), options: [{ zones }] },
    { code: "import { x } from './LoginForm'", filename: file('src/features/login/LoginPage.tsx'), options: [{ zones }] },
    { code: "import { x } from 'react'", filename: file('src/api/http.ts'), options: [{ zones }] },
  ],
  invalid: [
    {
      code: "import { useAuth } from '../auth/useAuth'",
      filename: file('src/api/http.ts'),
      options: [{ zones }],
      errors: [{ message: 'Import of "../auth/useAuth" crosses a boundary: api sits below auth' }],
    },
    {
      code: "export { useAuth } from '../auth/useAuth'",
      filename: file('src/api/http.ts'),
      options: [{ zones }],
      errors: 1,
    },
    {
      code: "const page = () => import('../dashboard/DashboardPage')",
      filename: file('src/features/login/LoginPage.tsx'),
      options: [{ zones }],
      errors: [{ message: 'Import of "../dashboard/DashboardPage" crosses a boundary: no feature imports another' }],
    },
  ],
})
