import { useEffect, useRef, useState, type ReactNode } from 'react'

// Chart.js builds a chart (its canvas, scales, fonts and first drawing) in 20-40 ms of the
// page's thread. A screen that shows eight at once, as the dashboard does when its charts'
// code arrives, would build them in one React commit: a task of 300 ms during which the
// page does not answer a click or a key. Each chart waits for its turn instead, one per
// task, in the order they were shown.

/** The turns taken so far: each resolves once its chart has been built, and the next may go. */
let turns: Promise<void> = Promise.resolve()

/**
 * False until it is this chart's turn to be built: then true, for good. The chart is built
 * in the task after the one before it was; one that leaves the screen before its turn gives
 * the turn up.
 */
function useChartTurn(): boolean {
  const [turn, setTurn] = useState(false)
  const built = useRef<(() => void) | null>(null)
  useEffect(() => {
    let gone = false
    turns = turns.then(
      () =>
        new Promise<void>((next) => {
          if (gone) return next()
          built.current = next
          setTimeout(() => (gone ? next() : setTurn(true)))
        }),
    )
    return () => {
      gone = true
      built.current?.()
    }
  }, [])
  useEffect(() => {
    // This effect runs after the chart's own, which built it: the next chart goes in a task of its own.
    if (turn) setTimeout(() => built.current?.())
  }, [turn])
  return turn
}

/**
 * The box of fixed height a chart fills. The chart is built in its turn (useChartTurn): till
 * then the box is empty, busy, and keeps its place, so nothing below it moves. `after`
 * follows the chart in the box from the start (a line chart's status line).
 */
export function ChartBox({ height, children, after }: { height: number; children: ReactNode; after?: ReactNode }) {
  const turn = useChartTurn()
  return (
    <div style={{ position: 'relative', height }} aria-busy={!turn}>
      {turn && children}
      {after}
    </div>
  )
}

/**
 * Where a chart will be while its code loads (a Suspense fallback): its box's height, so
 * nothing moves when it arrives, and busy like a box waiting for its turn.
 */
export function ChartPlaceholder({ height }: { height: number }) {
  return <div style={{ height }} aria-busy="true" />
}
