/**
 * Sorts events oldest first by their times, given as whole ms beside them, keeping the order
 * of events with the same time. Each event's key is its time, shifted left by enough bits to
 * add its index below it, sorted as a Float64Array: the engine's native numeric sort, several
 * times faster than sorting indexes with a comparator. Keys must stay below 2^53 to be exact,
 * so times are counted in spans of 2^(53 - index bits) ms (over four years for a hundred
 * thousand events): the events are placed span by span (a counting sort), and each span's keys
 * sorted on their own. Powers of two keep every division here exact.
 */
export function sortByTime<T>(events: T[], times: readonly number[]): void {
  const count = events.length
  const indexRange = 2 ** (32 - Math.clz32(count))
  const span = 2 ** 53 / indexRange
  let earliest = Infinity
  let latest = -Infinity
  for (const time of times) {
    if (time < earliest) earliest = time
    if (time > latest) latest = time
  }
  const spans = count ? Math.floor((latest - earliest) / span) + 1 : 0
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
  for (let index = 0; index < count; index++) events[index] = unsorted[keys[index]! % indexRange]!
}
