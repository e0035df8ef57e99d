import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyScreen, preloadWhenIdle } from '@/app/lazyScreen'

const Page = () => <h1>Loaded screen</h1>

function renderInSuspense(Screen: () => React.ReactNode) {
  return render(
    <Suspense fallback={<p>Loading...</p>}>
      <Screen />
    </Suspense>,
  )
}

describe('lazyScreen', () => {
  it('loads its code once, however often it is preloaded and used', async () => {
    const load = vi.fn(async () => ({ default: Page }))
    const Screen = lazyScreen(load)
    await Promise.all([Screen.preload(), Screen.preload()])
    renderInSuspense(Screen)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('once preloaded, renders at once: no fallback', async () => {
    const Screen = lazyScreen(async () => ({ default: Page }))
    await Screen.preload()
    renderInSuspense(Screen)
    expect(screen.getByRole('heading', { name: 'Loaded screen' })).toBeInTheDocument()
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
  })

  it('not preloaded, suspends until its code arrives, like React.lazy', async () => {
    const Screen = lazyScreen(async () => ({ default: Page }))
    renderInSuspense(Screen)
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Loaded screen' })).toBeInTheDocument()
  })

  it('tries a failed download again at the next use', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Page })
    const Screen = lazyScreen(load)
    await expect(Screen.preload()).rejects.toThrow('offline')
    await Screen.preload()
    expect(load).toHaveBeenCalledTimes(2)
    renderInSuspense(Screen)
    expect(screen.getByRole('heading', { name: 'Loaded screen' })).toBeInTheDocument()
  })
})

describe('preloadWhenIdle', () => {
  /** A browser's idle callback, run when the test says the browser is idle. */
  function idleBrowser() {
    const waiting = new Map<number, () => void>()
    let handles = 0
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      waiting.set(++handles, run)
      return handles
    })
    vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle))
    return () => {
      for (const run of waiting.values()) run()
      waiting.clear()
    }
  }

  it('loads the screens once the first answer is in and the browser is idle, not before', async () => {
    const beIdle = idleBrowser()
    const load = vi.fn(async () => ({ default: Page }))
    let answer = () => {}
    const firstAnswer = new Promise<void>((resolve) => (answer = resolve))
    preloadWhenIdle([lazyScreen(load)], firstAnswer)
    beIdle()
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
    answer()
    await firstAnswer
    beIdle()
    expect(load).toHaveBeenCalledOnce()
    vi.unstubAllGlobals()
  })

  it('loads nothing once cancelled, before or after the first answer', async () => {
    const beIdle = idleBrowser()
    const load = vi.fn(async () => ({ default: Page }))
    const answered = Promise.resolve()
    preloadWhenIdle([lazyScreen(load)], answered)()
    await answered
    beIdle()
    const cancelLater = preloadWhenIdle([lazyScreen(load)], answered)
    await answered
    cancelLater()
    beIdle()
    expect(load).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})

describe('preloadWithData', () => {
  it("loads the screen's code, then starts its first data call, once the code is here", async () => {
    const preloadData = vi.fn()
    const Screen = lazyScreen(async () => ({ default: Page, preloadData }))
    const started = Screen.preloadWithData()
    expect(preloadData).not.toHaveBeenCalled()
    await started
    expect(preloadData).toHaveBeenCalledOnce()
    renderInSuspense(Screen)
    expect(screen.getByRole('heading', { name: 'Loaded screen' })).toBeInTheDocument()
  })

  it('loads only the code of a screen that has no data to start', async () => {
    const Screen = lazyScreen(async () => ({ default: Page }))
    await expect(Screen.preloadWithData()).resolves.toBeUndefined()
  })
})
