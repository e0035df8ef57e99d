import { createElement, lazy, useState, type ComponentType } from 'react'
import { firstExchangeOver } from '@/api/http'

// A screen's code, loaded on first use like React.lazy, but also preloadable. Once loaded,
// a navigation renders the screen at once instead of suspending: a suspended route shows
// its fallback, and React holds back revealing a fallback's content for up to 300 ms
// (its Suspense throttle), which alone would spend the whole budget of a screen's first
// figure.

export interface LazyScreen {
  (): ReturnType<typeof createElement>
  /** Loads the screen's code, once. */
  preload: () => Promise<unknown>
  /** Loads the screen's code and starts its first data call, before it is drawn: for the first screen of a load. */
  preloadWithData: () => Promise<void>
}

interface ScreenModule {
  default: ComponentType
  /** Starts the screen's first data call (SWR's preload), which the screen then picks up. */
  preloadData?: () => void
}

export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loaded: ComponentType | undefined
  let preloadData: (() => void) | undefined
  let loading: Promise<ComponentType> | undefined
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        preloadData = module.preloadData
        return (loaded = module.default)
      },
      (error: unknown) => {
        // A failed download (offline for a moment) is tried again at the next use.
        loading = undefined
        throw error
      },
    ))
  const Suspending = lazy(() => preload().then((component) => ({ default: component })))
  function Screen() {
    // Chosen once per mount: switching later would remount the screen and lose its state.
    const [Component] = useState<ComponentType>(() => loaded ?? Suspending)
    return createElement(Component)
  }
  const preloadWithData = () => preload().then(() => preloadData?.())
  return Object.assign(Screen, { preload, preloadWithData })
}

/**
 * Loads the screens' code while the browser is idle, once the first screen has had its
 * first answer (`after`): before that, the downloads would compete with the first screen.
 * Where the browser has no idle callback (Safari, jsdom) screens load on first use.
 */
export function preloadWhenIdle(
  screens: ReadonlyArray<{ preload: () => Promise<unknown> }>,
  after: Promise<unknown> = firstExchangeOver,
): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => {}
  let handle: number | undefined
  let cancelled = false
  void after.then(() => {
    if (cancelled) return
    handle = window.requestIdleCallback(() => screens.forEach((screen) => void screen.preload().catch(() => {})), {
      timeout: 5_000,
    })
  })
  return () => {
    cancelled = true
    if (handle !== undefined) window.cancelIdleCallback(handle)
  }
}
