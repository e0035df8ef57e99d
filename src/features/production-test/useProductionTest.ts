import { useCallback, useEffect, useRef, useState } from 'react'
import { readCredentials } from '@/api/credentials'
import { probeEndpoint, type ProbeResult } from '@/api/probe'
import { checkSession, type SessionCheck } from '@/auth/session'
import { ENDPOINT_CHECKS } from './checks'

export interface TestRun {
  /** The stored token, checked when the run started. */
  session: SessionCheck
  /** Per endpoint path: its result, or undefined while its probe runs. */
  results: Record<string, ProbeResult | undefined>
  running: boolean
}

/** A run that has just started: the token checked now, every probe still running. */
function freshRun(): TestRun {
  return { session: checkSession(readCredentials()?.token), results: {}, running: true }
}

interface Ticket {
  cancelled: boolean
}

/** Runs the readiness test on open and on start(); a later run (or leaving) discards an earlier one's answers. */
export function useProductionTest(): { run: TestRun; start: () => void } {
  const [run, setRun] = useState<TestRun>(freshRun)
  const active = useRef<Ticket | null>(null)

  /** Sends every probe at once; each row fills in as its answer arrives. */
  const probeAll = useCallback((): Ticket => {
    if (active.current) active.current.cancelled = true
    const ticket: Ticket = { cancelled: false }
    active.current = ticket
    let pending = ENDPOINT_CHECKS.length
    for (const { path } of ENDPOINT_CHECKS) {
      void probeEndpoint(path).then((result) => {
        if (ticket.cancelled) return
        pending--
        const running = pending > 0
        setRun((previous) => ({ ...previous, results: { ...previous.results, [path]: result }, running }))
      })
    }
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
