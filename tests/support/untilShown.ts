import { act } from '@testing-library/react'

/**
 * Waits in real time, without any setTimeout (so fake time stands still), until `check`
 * passes; at most 5 s. Under fake timers Testing Library's findBy/waitFor either never run
 * (setTimeout faked alone) or move the fake clock on 50 ms at each try (with a `jest`
 * global), as many tries as the machine is slow: a test that reads the fake clock after
 * waiting would then depend on the machine's speed.
 */
export async function untilShown(check: () => void): Promise<void> {
  const deadline = performance.now() + 5_000
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (performance.now() > deadline) throw error
    }
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
  }
}
