// Stateless randomness for figures that move with time: a value fixed by its parts (the
// seed, a time slot, a lot), so a polling screen sees new values as slots pass while the
// same seed and moment always give the same answer, without keeping any state.

/** murmur3's finaliser: spreads every input bit over the whole 32-bit result. */
function mix(hash: number): number {
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b)
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35)
  return (hash ^ (hash >>> 16)) >>> 0
}

/** A number in [0, 1) determined by `parts` (whole numbers, up to 2^53, e.g. epoch ms). */
export function noise(...parts: number[]): number {
  let hash = 0x9e3779b9
  for (const part of parts) {
    const low = part >>> 0
    const high = Math.floor(part / 0x1_0000_0000) >>> 0
    hash = mix(hash ^ low)
    hash = mix(hash ^ high)
  }
  return hash / 0x1_0000_0000
}

/** A whole number for text (FNV-1a), to feed a name such as a lot id into `noise`. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193)
  return hash >>> 0
}
