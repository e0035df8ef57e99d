/**
 * Sorts events oldest first by their times, given as whole ms beside them, keeping the order
 * of events with the same time. Each event's key is its time within its span of time, shifted
 * left by enough bits to add its index below it. The events are counted into spans of time
 * in turn (a counting sort), then each span's keys sorted as a Float64Array: the engine's
 * native numeric sort, on a few dozen keys at a time, several times faster than sorting
 * indexes with a comparator. Spans are short enough to keep the keys below 2^53, so exact,
 * and a power of two of ms long, so that every division here is exact too.
 */
export function sortByTime<T>(events: T[], times: ArrayLike<number>): void {
  const count = events.length
  if (count < 2) return
  let earliest = Infinity
  let latest = -Infinity
  for (let index = 0; index < count; index++) {
    const time = times[index]!
    if (time < earliest) earliest = time
    if (time > latest) latest = time
  }
  const indexRange = 2 ** (32 - Math.clz32(count))
  const span = Math.min(
    2 ** 53 / indexRange,
    2 ** Math.max(0, Math.ceil(Math.log2(((latest - earliest) * EVENTS_PER_SPAN) / count))),
  )
  const spans = Math.floor((latest - earliest) / span) + 1
  const spanOf = new Int32Array(count)
  const starts = new Int32Array(spans + 1)
  for (let index = 0; index < count; index++) {
    const at = Math.floor((times[index]! - earliest) / span)
    spanOf[index] = at
    starts[at + 1]!++
  }
  for (let at = 0; at < spans; at++) starts[at + 1]! += starts[at]!
  const keys = new Float64Array(count)
  const next = starts.slice(0, spans)
  for (let index = 0; index < count; index++) {
    const at = spanOf[index]!
    keys[next[at]!++] = (times[index]! - earliest - at * span) * indexRange + index
  }
  for (let at = 0; at < spans; at++) keys.subarray(starts[at]!, starts[at + 1]!).sort()
  const unsorted = events.slice()
  // The index is the key's low bits: key - floor(key / range) * range, exact for a power of two.
  for (let index = 0; index < count; index++) {
    const key = keys[index]!
    events[index] = unsorted[key - Math.floor(key / indexRange) * indexRange]!
  }
}

/** Events per span of time, on average: many short sorts take fewer comparisons than one long one, each within the CPU's nearest cache. */
const EVENTS_PER_SPAN = 64
