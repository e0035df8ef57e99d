import { beforeEach, describe, expect, it, vi } from 'vitest'
import { chooseColourMode, COLOUR_MODE_KEY, colourMode, subscribeColourMode } from '@/lib/colourMode'
import html from '../../index.html?raw'
import { fakeSystemColourScheme } from '../support/systemColourScheme'

// The colour mode (src/lib/colourMode.ts) and index.html's inline script, which applies the
// remembered mode before the console's code has arrived: both must read the same choice.

const theme = () => document.documentElement.getAttribute('data-bs-theme')

beforeEach(() => {
  document.documentElement.removeAttribute('data-bs-theme')
})

describe('colour mode', () => {
  it('a choice draws the page in it at once and is remembered', () => {
    fakeSystemColourScheme(false)
    chooseColourMode('dark')
    expect(theme()).toBe('dark')
    expect(localStorage.getItem(COLOUR_MODE_KEY)).toBe('dark')
    expect(colourMode()).toBe('dark')
    chooseColourMode('light')
    expect(theme()).toBe('light')
    expect(colourMode()).toBe('light')
  })

  it("is 'auto' with nothing remembered, or a value the console never writes", () => {
    expect(colourMode()).toBe('auto')
    localStorage.setItem(COLOUR_MODE_KEY, 'sepia')
    expect(colourMode()).toBe('auto')
  })

  it("'auto' draws the page as the system prefers, and follows it live while anyone listens", () => {
    const system = fakeSystemColourScheme(true)
    chooseColourMode('auto')
    expect(theme()).toBe('dark')
    const listener = vi.fn()
    const unsubscribe = subscribeColourMode(listener)
    system.set(false)
    expect(theme()).toBe('light')
    expect(listener).toHaveBeenCalled()
    system.set(true)
    expect(theme()).toBe('dark')
    unsubscribe()
    expect(system.listeners()).toBe(0)
  })

  it('a light or dark choice stays as it is when the system changes', () => {
    const system = fakeSystemColourScheme(false)
    const unsubscribe = subscribeColourMode(() => {})
    chooseColourMode('light')
    system.set(true)
    expect(theme()).toBe('light')
    chooseColourMode('dark')
    system.set(false)
    expect(theme()).toBe('dark')
    unsubscribe()
  })
})

describe("index.html's inline script", () => {
  const head = html.slice(0, html.indexOf('</head>'))
  const inline = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)

  it('is one classic script (no module: it runs at once, before the page is drawn) in the head', () => {
    expect(inline).toHaveLength(1)
  })

  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['auto', true, 'dark'],
    ['auto', false, 'light'],
    [null, true, 'dark'],
    ['sepia', false, 'light'],
  ] as const)('remembered %s, system dark %s: draws %s, as the console does', (stored, systemDark, expected) => {
    fakeSystemColourScheme(systemDark)
    if (stored) localStorage.setItem(COLOUR_MODE_KEY, stored)
    new Function(inline[0]!)()
    expect(theme()).toBe(expected)
    // The console's own reading of the same choice.
    document.documentElement.removeAttribute('data-bs-theme')
    const unsubscribe = subscribeColourMode(() => {})
    expect(theme()).toBe(expected)
    unsubscribe()
  })
})
