import path from 'node:path'
import { ESLint, RuleTester } from 'eslint'
import { describe, expect, it } from 'vitest'
import { importBoundaries } from '../../eslint/import-boundaries.js'

RuleTester.describe = describe
RuleTester.it = it

const root = process.cwd()
const file = (relative: string) => path.join(root, relative)
const zones = [
  { target: './src/api', from: './src/auth', message: 'api sits below auth' },
  {
    target: './src/features/login',
    from: './src/features',
    except: ['./login'],
    message: 'no feature imports another',
  },
]
const aliases = { '@/': 'src', '@mocks/': 'mocks' }

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
  'import-boundaries',
  importBoundaries,
  {
    valid: [
      {
        code: "import { x } from '../../auth/useAuth'",
        filename: file('src/features/login/LoginPage.tsx'),
        options: [{ zones }],
      },
      { code: "import { x } from './http'", filename: file('src/api/auth.ts'), options: [{ zones }] },
      {
        code: "import { x } from './LoginForm'",
        filename: file('src/features/login/LoginPage.tsx'),
        options: [{ zones }],
      },
      { code: "import { x } from 'react'", filename: file('src/api/http.ts'), options: [{ zones }] },
      {
        code: "import { x } from '@/auth/useAuth'",
        filename: file('src/features/login/LoginPage.tsx'),
        options: [{ zones, aliases }],
      },
      {
        code: "import { x } from './LoginForm'",
        filename: file('src/features/login/LoginPage.tsx'),
        options: [{ zones, aliases }],
      },
      {
        code: "import { x } from '../support/renderApp'",
        filename: file('tests/component/example.tsx'),
        options: [{ zones, aliases }],
      },
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
      {
        code: "import { useAuth } from '@/auth/useAuth'",
        filename: file('src/api/http.ts'),
        options: [{ zones, aliases }],
        errors: [{ message: 'Import of "@/auth/useAuth" crosses a boundary: api sits below auth' }],
      },
      {
        code: "import { x } from '../../auth/useAuth'",
        filename: file('src/features/login/LoginPage.tsx'),
        options: [{ zones, aliases }],
        errors: [{ message: 'Import "../../auth/useAuth" by its alias: "@/auth/useAuth".' }],
      },
      {
        code: "import { createWorld } from '../../mocks/db/world'",
        filename: file('tests/unit/example.ts'),
        options: [{ zones, aliases }],
        errors: [{ message: 'Import "../../mocks/db/world" by its alias: "@mocks/db/world".' }],
      },
    ],
  },
)

describe('the project configuration (eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: root })
  const boundaryErrors = async (code: string, relative: string) => {
    const [result] = await eslint.lintText(code, { filePath: file(relative) })
    return result!.messages
      .filter((message) => message.ruleId === 'project/import-boundaries')
      .map((message) => message.message)
  }

  it.each([
    ["import { useAuth } from '@/auth/useAuth'", 'src/api/example.ts', 'src/api sits below'],
    ["import { App } from '@/app/App'", 'src/features/dashboard/example.ts', 'src/features sits below ./src/app'],
    [
      "import { LoginPage } from '@/features/login/LoginPage'",
      'src/features/dashboard/example.ts',
      'A feature never imports another feature',
    ],
    ["import { createWorld } from '@mocks/db/world'", 'src/components/example.ts', 'src/ never imports mocks/'],
    [
      "import { apiRequest } from '@/api/http'",
      'mocks/example.ts',
      'mocks/ may import only src/schema/, src/api/types.ts, src/api/lotValidation.ts, src/api/lotSchema.ts and src/api/lotNames.ts',
    ],
    ["import { today } from '@/lib/dateRange'", 'src/schema/example.ts', 'src/schema sits below ./src/lib'],
    [
      "import { formatCount } from '../../lib/format'",
      'src/features/dashboard/example.ts',
      'by its alias: "@/lib/format"',
    ],
  ])('rejects %s in %s', async (code, relative, reason) => {
    const errors = await boundaryErrors(code, relative)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(reason)
  })

  it.each([
    ["import type { ParkingLot } from '@/api/types'", 'mocks/example.ts'],
    ["import { LOT_NAMES } from '@/api/lotNames'", 'mocks/db/example.ts'],
    ["import { MAX_PAGE_SIZE } from '@/schema/lists'", 'mocks/handlers/example.ts'],
    ["import { MAX_RANGE_DAYS } from '@/schema/lists'", 'src/lib/example.ts'],
    ["import { formatCount } from '@/lib/format'", 'src/features/dashboard/example.ts'],
    ["import { useDashboard } from './useDashboard'", 'src/features/dashboard/example.ts'],
  ])('allows %s in %s', async (code, relative) => {
    expect(await boundaryErrors(code, relative)).toEqual([])
  })
})
