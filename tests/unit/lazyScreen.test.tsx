import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyScreen } from '../../src/app/lazyScreen'

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
