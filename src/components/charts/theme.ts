import { useSyncExternalStore } from 'react'
import './theme.css'

// Chart colours come from CSS variables, read when a chart is drawn: the colour mode
// (`data-bs-theme` on <html>, lib/colourMode.ts) redefines them, and every chart draws
// itself again in the new ones (useColourScheme). The palette is the charts' own
// (theme.css: lighter on a dark page); text, lines and background are Bootstrap's, which
// follow the mode. The fallbacks are the light values, for a page without the stylesheets
// (jsdom).

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
  'body-bg': '#fff',
  'border-color': '#dee2e6',
} as const

export type ThemeColor = keyof typeof FALLBACKS

/** Colours for the slices or lines of one chart, in order, each distinct from its neighbours. */
export const CHART_PALETTE: readonly ThemeColor[] = [
  'blue',
  'teal',
  'orange',
  'purple',
  'red',
  'yellow',
  'green',
  'cyan',
]

/** The value of a theme colour on the page now: `--chart-<name>` for the palette's, `--bs-<name>` for Bootstrap's. */
export function themeColor(name: ThemeColor): string {
  const variable = CHART_PALETTE.includes(name) ? `--chart-${name}` : `--bs-${name}`
  const value =
    typeof document === 'undefined' ? '' : getComputedStyle(document.documentElement).getPropertyValue(variable).trim()
  return value || FALLBACKS[name]
}

/** Calls `onChange` whenever the page's colour scheme changes, whoever changes it. */
function subscribeToScheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-bs-theme'] })
  return () => observer.disconnect()
}

/**
 * The scheme the page is drawn in ('light' or 'dark'), re-rendering its chart when it
 * changes. It watches the attribute itself rather than the colour mode's module, which
 * stays with the theme menu's code.
 */
export function useColourScheme(): string {
  return useSyncExternalStore(
    subscribeToScheme,
    () => document.documentElement.getAttribute('data-bs-theme') ?? 'light',
  )
}
