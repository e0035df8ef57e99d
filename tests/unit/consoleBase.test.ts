import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveConfig } from 'vite'

// The path a build is served from (vite.config.ts): `--base` or CONSOLE_BASE, completed to
// an absolute path with both slashes, or refused with a reason.

/** The base vite.config.ts resolves to, as `vite build [--base <cli>]` would. */
async function resolvedBase(cli?: string): Promise<string> {
  const config = await resolveConfig(
    { root: process.cwd(), logLevel: 'silent', ...(cli !== undefined && { base: cli }) },
    'build',
    'production',
  )
  return config.base
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe("the console's base path", () => {
  it("is '/' unless given", async () => {
    vi.stubEnv('CONSOLE_BASE', undefined)
    expect(await resolvedBase()).toBe('/')
  })

  it('comes from CONSOLE_BASE, and --base wins over it', async () => {
    vi.stubEnv('CONSOLE_BASE', '/console/')
    expect(await resolvedBase()).toBe('/console/')
    expect(await resolvedBase('/demo/')).toBe('/demo/')
  })

  it('gets both its slashes', async () => {
    vi.stubEnv('CONSOLE_BASE', undefined)
    expect(await resolvedBase('console')).toBe('/console/')
    expect(await resolvedBase('/console')).toBe('/console/')
    expect(await resolvedBase('/demos//console/')).toBe('/demos/console/')
    expect(await resolvedBase('')).toBe('/')
  })

  it("must be an absolute path on the page's origin", async () => {
    vi.stubEnv('CONSOLE_BASE', undefined)
    await expect(resolvedBase('./')).rejects.toThrow(
      '"./" must be an absolute path such as /console/, without ./ or ../',
    )
    await expect(resolvedBase('/demos/../console/')).rejects.toThrow(
      'must be an absolute path such as /console/, without ./ or ../',
    )
    await expect(resolvedBase('https://cdn.example.com/console/')).rejects.toThrow(
      "must be a path such as /console/, not a URL: the simulated backend's service worker must come from the page's own origin",
    )
    await expect(resolvedBase('//cdn.example.com/console/')).rejects.toThrow('not a URL')
    await expect(resolvedBase('/console/?v=2')).rejects.toThrow(
      'must be a plain path such as /console/, without ?, # or \\',
    )
  })
})
