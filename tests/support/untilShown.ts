import { act } from '@testing-library/react'
import { quietly } from './diagnostics'

/**
 * Waits in real time, without any setTimeout (so fake time stands still), until `check`
 * passes; at most 5 s. Under fake timers Testing Library's findBy/waitFor either never run
 * (setTimeout faked alone) or move the fake clock on 50 ms at each try (with a `jest`
 * global), as many tries as the machine is slow: a test that reads the fake clock after
 * waiting would then depend on the machine's speed. A failed try is quiet, as one of
 * waitFor's is: no page printed into a message nobody reads.
 */
export async function untilShown(check: () => void): Promise<void> {
  const deadline = performance.now() + 5_000
  while (performance.now() <= deadline) {
    try {
      quietly(check)
      return
    } catch {
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
    }
  }
  // Once more, failing with the whole page in the message.
  check()
}
