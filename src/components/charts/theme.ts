// Chart colours come from Bootstrap's CSS variables, read when a chart is drawn: a theme
// that redefines them (a dark mode) recolours every chart without touching it. The
// fallbacks are Bootstrap's light values, for a page without the stylesheet (jsdom).

const FALLBACKS = {
  blue: '#0d6efd',
  teal: '#20c997',
  orange: '#fd7e14',
  purple: '#6f42c1',
  red: '#dc3545',
  yellow: '#ffc107',
  green: '#198754',
  cyan: '#0dcaf0',
  'body-color': '#212529',
  'secondary-color': 'rgba(33, 37, 41, 0.75)',
  'border-color': '#dee2e6',
} as const

export type ThemeColor = keyof typeof FALLBACKS

/** The value of `--bs-<name>` on the page now. */
export function themeColor(name: ThemeColor): string {
  const value = typeof document === 'undefined' ? '' : getComputedStyle(document.documentElement).getPropertyValue(`--bs-${name}`).trim()
  return value || FALLBACKS[name]
}

/** Colours for the slices or lines of one chart, in order, each distinct from its neighbours. */
export function chartPalette(): string[] {
  return (['blue', 'teal', 'orange', 'purple', 'red', 'yellow', 'green', 'cyan'] as const).map(themeColor)
}
