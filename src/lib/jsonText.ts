// JSON as the console shows it, in a <pre> or the editor's textarea: JSON.stringify, with the
// invisible characters that set the direction of text written as \u escapes. Shown raw, a
// right-to-left override (U+202E) in one value reverses the rest of its line, quotes,
// commas and the next key included, and neither a <pre> nor a textarea can isolate a value
// the way <bdi> does. Escaped, the text is still JSON of the same value, and a person sees
// the character instead of its effect.

/** The bidirectional controls: the marks (ALM, LRM, RLM), embeddings and overrides, and isolates. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** `value` as JSON (indented by `space`), its bidirectional controls escaped; they only occur inside strings. */
export function jsonText(value: unknown, space?: number): string {
  return JSON.stringify(value, null, space).replace(
    BIDI_CONTROLS,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
