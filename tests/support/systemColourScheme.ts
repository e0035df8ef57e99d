import { onTestFinished, vi } from 'vitest'

// The system's colour preference, as window.matchMedia('(prefers-color-scheme: dark)')
// reports it, under a test's control: jsdom has none (tests/setup/dom.ts answers only
// widths, and no change ever). Any other query still gets that answer.

const DARK_QUERY = '(prefers-color-scheme: dark)'

export interface SystemColourScheme {
  /** The system turns dark (true) or light, telling whoever listens, as a browser does. */
  set(dark: boolean): void
  /** How many listen to it now. */
  listeners(): number
}

/** Installs a system preference starting light (or `dark`) for the current test, which puts matchMedia back when it ends. */
export function fakeSystemColourScheme(dark = false): SystemColourScheme {
  const listeners = new Set<(event: MediaQueryListEvent) => void>()
  const list = {
    get matches() {
      return dark
    },
    media: DARK_QUERY,
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  } as unknown as MediaQueryList
  const widths = window.matchMedia
  const spy = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => (query === DARK_QUERY ? list : widths(query)))
  onTestFinished(() => spy.mockRestore())
  return {
    set(value) {
      dark = value
      for (const listener of [...listeners]) listener({ matches: value, media: DARK_QUERY } as MediaQueryListEvent)
    },
    listeners: () => listeners.size,
  }
}
