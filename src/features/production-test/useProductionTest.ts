import { useCallback, useEffect, useRef, useState } from 'react'
import { readCredentials } from '@/api/credentials'
import { probeEndpoint, type ProbeResult } from '@/api/probe'
import { checkSession, type SessionCheck } from '@/auth/session'
import { now } from '@/lib/clock'
import { ENDPOINT_CHECKS } from './checks'

export interface TestRun {
  /** The stored token, checked when the run started. */
  session: SessionCheck
  /** Per endpoint path: its result, or undefined until its probe has answered. */
  results: Record<string, ProbeResult | undefined>
  /** The path whose probe runs now; null before the first and after the last. */
  current: string | null
  running: boolean
  /** When the run started (ms, the console's clock). */
  startedAt: number
}

/** A run that has just started: the token checked now, no probe answered yet. */
function freshRun(): TestRun {
  return {
    session: checkSession(readCredentials()?.token),
    results: {},
    current: null,
    running: true,
    startedAt: now(),
  }
}

interface Ticket {
  cancelled: boolean
}

/** Runs the readiness test on open and on start(); a later run (or leaving) discards an earlier one's answers. */
export function useProductionTest(): { run: TestRun; start: () => void } {
  const [run, setRun] = useState<TestRun>(freshRun)
  const active = useRef<Ticket | null>(null)

  /**
   * Sends the probes one after another, each timed from its own start to its own answer: sent
   * together, they queue behind one another at the server (the simulated backend answers one
   * at a time) and each would report the time of the slowest.
   */
  const probeAll = useCallback((): Ticket => {
    if (active.current) active.current.cancelled = true
    const ticket: Ticket = { cancelled: false }
    active.current = ticket
    void (async () => {
      for (const { path } of ENDPOINT_CHECKS) {
        setRun((previous) => ({ ...previous, current: path }))
        const result = await probeEndpoint(path)
        if (ticket.cancelled) return
        setRun((previous) => ({ ...previous, results: { ...previous.results, [path]: result } }))
      }
      setRun((previous) => ({ ...previous, current: null, running: false }))
    })()
    return ticket
  }, [])

  useEffect(() => {
    const ticket = probeAll()
    return () => {
      ticket.cancelled = true
    }
  }, [probeAll])

  const start = useCallback(() => {
    setRun(freshRun())
    probeAll()
  }, [probeAll])

  return { run, start }
}
