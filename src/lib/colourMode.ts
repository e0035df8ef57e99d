// Bootstrap 5.3's colour modes: `data-bs-theme` on <html> is 'light' or 'dark', and every
// component, utility and chart colour (components/charts/theme.ts) follows it. The person's
// choice may also be 'auto', which follows the system's preference, live. index.html's
// inline script applies the remembered choice before the first paint; this module applies
// it again on every change (the charts watch the attribute: components/charts/theme.ts).

export type ColourMode = 'light' | 'dark' | 'auto'
type ColourScheme = 'light' | 'dark'

export const COLOUR_MODES: readonly ColourMode[] = ['light', 'dark', 'auto']

/** Where the choice is remembered; index.html's inline script reads this very key. */
export const COLOUR_MODE_KEY = 'colourMode'

const DARK_QUERY = '(prefers-color-scheme: dark)'

/** The remembered choice; 'auto' when there is none (or a value this console never writes). */
export function colourMode(): ColourMode {
  const stored = localStorage.getItem(COLOUR_MODE_KEY)
  return COLOUR_MODES.find((mode) => mode === stored) ?? 'auto'
}

/** The scheme a mode shows now: 'auto' asks the system. */
function schemeOf(mode: ColourMode): ColourScheme {
  if (mode !== 'auto') return mode
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light'
}

const listeners = new Set<() => void>()
let system: MediaQueryList | null = null

/** Sets `data-bs-theme` from the remembered choice, and tells the listeners the mode may have changed. */
function apply(): void {
  document.documentElement.setAttribute('data-bs-theme', schemeOf(colourMode()))
  for (const listener of listeners) listener()
}

/** Remembers the choice and draws the page in it at once. */
export function chooseColourMode(mode: ColourMode): void {
  localStorage.setItem(COLOUR_MODE_KEY, mode)
  apply()
}

/**
 * Calls `listener` after every choice and every change of the system's preference. While
 * anyone listens, 'auto' follows the system's preference as it changes (a laptop going
 * into its night theme); the theme menu, in the header or under the login form, listens.
 */
export function subscribeColourMode(listener: () => void): () => void {
  listeners.add(listener)
  if (!system) {
    system = window.matchMedia(DARK_QUERY)
    system.addEventListener('change', apply)
    // The system may have changed while nobody listened.
    document.documentElement.setAttribute('data-bs-theme', schemeOf(colourMode()))
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && system) {
      system.removeEventListener('change', apply)
      system = null
    }
  }
}
