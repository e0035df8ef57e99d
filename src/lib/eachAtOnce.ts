/**
 * Runs `task` on every item, `concurrency` at a time, each started as soon as one ends.
 * Once `signal` aborts no further item is started; those under way finish. Resolves with the
 * items never started. A task should not throw: it reports its own outcome.
 */
export async function eachAtOnce<T>(
  items: readonly T[],
  concurrency: number,
  signal: AbortSignal,
  task: (item: T) => Promise<void>,
): Promise<T[]> {
  let next = 0
  const worker = async () => {
    while (!signal.aborted && next < items.length) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return items.slice(next)
}
