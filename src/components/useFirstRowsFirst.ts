import { useDeferredValue } from 'react'

/**
 * Rows of a new answer drawn in its first frame: more than a laptop screen shows below a
 * list's filters (a taller screen sees the rest one frame later).
 */
const FIRST_FRAME_ROWS = 24

/**
 * A new answer's rows in two frames: the first rows at once, all of them straight after,
 * in a render React may defer. Chromium alone needs ~30 ms to lay out a 200-row table;
 * the first rows fill the screen and lay out in a few ms, which keeps the first sight of a
 * new page well inside the 100 ms the lists must stay under on a busy machine.
 */
export function useFirstRowsFirst<T>(rows: T[]): T[] {
  const settled = useDeferredValue(rows)
  return settled === rows ? rows : rows.slice(0, FIRST_FRAME_ROWS)
}
