import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cookieStore } from '@mocks/msw/cookieStore'
import { isMswCookieStoreImport } from '@mocks/msw/withoutCookieStore'

// The browser builds swap one of msw's internal files (its cookie store) for a stand-in
// (mocks/msw/withoutCookieStore.ts). msw does not promise that file, so these checks read
// the installed msw and fail, saying what changed, when an upgrade breaks the swap quietly:
// the jar (tough-cookie) would be back in the demo's cold load, or msw would call a method
// the stand-in lacks.

const mswLib = join(dirname(createRequire(import.meta.url).resolve('msw/package.json')), 'lib')

/** Every ES module file of msw's lib folder, with its text. */
function mswModules(): Array<{ file: string; text: string }> {
  return (readdirSync(mswLib, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => ({ file: join(mswLib, file), text: readFileSync(join(mswLib, file), 'utf8') }))
}

describe("the swap of msw's cookie store", () => {
  const modules = mswModules()
  const imports = modules.flatMap(({ file, text }) =>
    [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']*cookieStore[^"']*)["']/g)].map((match) => ({
      importer: file,
      names: match[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!),
      source: match[2]!,
    })),
  )

  it('finds msw importing its cookie store, and every such import is swapped', () => {
    expect(
      imports.length,
      `no module under ${relative(process.cwd(), mswLib)} imports a cookieStore any more`,
    ).toBeGreaterThan(0)
    for (const { importer, source } of imports)
      expect(isMswCookieStoreImport(source, importer), `${relative(mswLib, importer)} imports "${source}"`).toBe(true)
  })

  it('gives msw every name it imports from the store', () => {
    for (const { names } of imports)
      for (const name of names) expect(Object.keys({ cookieStore }), `msw imports ${name}`).toContain(name)
  })

  it('has every method msw calls on the store', () => {
    const called = new Set(
      modules.flatMap(({ text }) => [...text.matchAll(/\bcookieStore\.(\w+)\(/g)].map((match) => match[1]!)),
    )
    expect(called.size).toBeGreaterThan(0)
    for (const method of called)
      expect(typeof (cookieStore as Record<string, unknown>)[method], `cookieStore.${method}`).toBe('function')
  })
})
