import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import useSWR, { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import { useWrite, useWrites } from '@/components/useWrites'

// The one way a screen's writes run: busy per target until the server has answered and what
// the write changed has been fetched again, no second send for a busy target, the outcome
// to onSuccess or onError.

function fresh({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
}

/** A promise the test settles. */
function held<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('useWrites', () => {
  it('keeps each target busy until its own answer, and sends nothing for a target already busy', async () => {
    const answers = new Map<string, ReturnType<typeof held<string>>>()
    const send = vi.fn((lotId: string) => {
      answers.set(lotId, held<string>())
      return answers.get(lotId)!.promise
    })
    const onSuccess = vi.fn()
    const { result } = renderHook(() => useWrites({ send, onSuccess, onError: () => {} }), { wrapper: fresh })

    let first: Promise<void> = Promise.resolve()
    act(() => {
      first = result.current.run('A')
      void result.current.run('A')
      void result.current.run('B')
    })
    expect(send.mock.calls).toEqual([['A'], ['B']])
    expect([...result.current.busy]).toEqual(['A', 'B'])

    await act(async () => {
      answers.get('A')!.resolve('A switched')
      await first
    })
    expect(onSuccess).toHaveBeenCalledWith('A switched', 'A')
    expect([...result.current.busy]).toEqual(['B'])

    await act(() => answers.get('B')!.resolve('B switched'))
    await waitFor(() => expect(result.current.busy.size).toBe(0))
    expect(onSuccess).toHaveBeenLastCalledWith('B switched', 'B')
  })

  it('fetches the key it changed again before it ends and says how it went', async () => {
    let fetched = 0
    const order: string[] = []
    const { result } = renderHook(
      () => {
        useSWR(['lots'], async () => {
          order.push('fetched')
          return ++fetched
        })
        return useWrite({
          send: async () => 'done',
          revalidate: ['lots'],
          onSuccess: () => order.push('success'),
          onError: () => {},
        })
      },
      { wrapper: fresh },
    )
    await waitFor(() => expect(fetched).toBe(1))
    await act(() => result.current.run())
    expect(order).toEqual(['fetched', 'fetched', 'success'])
    expect(result.current.busy).toBe(false)
  })

  it('passes a failure to onError with its target, fetches nothing and is no longer busy', async () => {
    const fetcher = vi.fn(async () => 1)
    const onError = vi.fn()
    const onSuccess = vi.fn()
    const failure = new Error('503 Service Unavailable')
    const { result } = renderHook(
      () => {
        useSWR(['lots'], fetcher)
        return useWrites({
          send: (_lotId: string) => Promise.reject(failure),
          revalidate: ['lots'],
          onSuccess,
          onError,
        })
      },
      { wrapper: fresh },
    )
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1))
    await act(() => result.current.run('A'))
    expect(onError).toHaveBeenCalledWith(failure, 'A')
    expect(onSuccess).not.toHaveBeenCalled()
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(result.current.busy.size).toBe(0)
  })
})
