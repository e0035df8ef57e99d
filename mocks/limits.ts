// What the simulated backend accepts in one request body. No real parking lot comes near
// them (the largest seeded lot is under 2 KB of JSON, nested 4 levels): they exist so that a
// hostile or broken client gets a 4xx with a message instead of poisoning the backend.

/** Largest request body, in bytes (1 MB). */
export const MAX_BODY_BYTES = 1_000_000

/** Deepest nesting of arrays and objects in a JSON body. */
export const MAX_JSON_DEPTH = 100

/** The answer (413) to a body over MAX_BODY_BYTES, wherever it is noticed. */
export const BODY_TOO_LARGE = `Request body too large: the simulated backend accepts at most ${MAX_BODY_BYTES} bytes (1 MB)`

/** The answer (400) to JSON nested deeper than MAX_JSON_DEPTH. */
export const JSON_TOO_DEEP = `JSON nested too deep: the simulated backend accepts at most ${MAX_JSON_DEPTH} levels of arrays and objects`

/** Bytes of `text` as UTF-8, the way a request body is measured. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).byteLength
}

/**
 * Whether JSON text nests arrays and objects deeper than `limit`. Counted on the text in
 * one loop, before anything parses or serialises it: recursion over a 100,000-level value
 * would exhaust the stack. Brackets inside strings do not count; text that is not JSON
 * gets a count all the same and is refused later by the parser.
 */
export function nestedDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 0x5c /* \ */) index++
      else if (char === 0x22 /* " */) inString = false
    } else if (char === 0x22) {
      inString = true
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return true
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth--
    }
  }
  return false
}
