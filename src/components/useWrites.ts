import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { useSWRConfig, type Arguments } from 'swr'

export interface WriteOptions<Target, Result> {
  /** The write: a POST and the like, to `target` (a lot id; nothing for an action of the whole screen). */
  send: (target: Target) => Promise<Result>
  /** The SWR key of what the write changes: fetched again after a success, before the write ends. */
  revalidate?: Arguments
  onSuccess: (result: Result, target: Target) => void
  onError: (error: unknown, target: Target) => void
}

/**
 * A screen's writes (docs/architecture.md#data-fetching): each target is busy from the click
 * until the server has answered and what the write changed has been fetched again; a run for
 * a busy target sends nothing (the set, not the next render, knows it); several targets run
 * at once; the outcome goes to onSuccess or onError. The busy targets live with the screen,
 * not with the rows that show them, so they outlive a row drawn anew.
 */
export function useWrites<Target, Result>(
  options: WriteOptions<Target, Result>,
): { busy: ReadonlySet<Target>; run: (target: Target) => Promise<void> } {
  const { mutate } = useSWRConfig()
  // The latest callbacks, so that `run` stays the same function for memoised rows.
  const latest = useRef(options)
  useLayoutEffect(() => {
    latest.current = options
  })
  const running = useRef(new Set<Target>())
  const [busy, setBusy] = useState<ReadonlySet<Target>>(() => new Set())

  const run = useCallback(
    async (target: Target) => {
      if (running.current.has(target)) return
      running.current.add(target)
      setBusy(new Set(running.current))
      try {
        const result = await latest.current.send(target)
        const { revalidate } = latest.current
        if (revalidate) await mutate(revalidate)
        latest.current.onSuccess(result, target)
      } catch (error) {
        latest.current.onError(error, target)
      } finally {
        running.current.delete(target)
        setBusy(new Set(running.current))
      }
    },
    [mutate],
  )

  return { busy, run }
}

/** A write of the whole screen (not of one of its rows): busy while it runs. */
export function useWrite<Result>(options: WriteOptions<void, Result>): { busy: boolean; run: () => Promise<void> } {
  const { busy, run } = useWrites(options)
  return { busy: busy.size > 0, run }
}
