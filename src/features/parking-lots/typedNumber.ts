// How the lot editor reads a number a person typed (docs/product.md#parking-lot-editor): as
// the digits say, so that what is saved is what was typed. JavaScript's Number() reads far
// more ('1e3' as 1000, '0x1A' as 26, '' as 0), and a comma before the decimals, a common
// way to write them, would otherwise only be called "not a number".

const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/
const WHOLE = /^\d+$/

/** The number typed as digits, with an optional minus and a point before any decimals; null for anything else. */
export function readDecimal(text: string): number | null {
  const trimmed = text.trim()
  return DECIMAL.test(trimmed) ? Number(trimmed) : null
}

/** The whole number typed as digits only (no sign, no point); null for anything else. */
export function readWhole(text: string): number | null {
  const trimmed = text.trim()
  return WHOLE.test(trimmed) ? Number(trimmed) : null
}

/** The text with its one comma as a point, when that makes it a number: '59,88' gives '59.88'; else null. */
export function withDecimalPoint(text: string): string | null {
  const dotted = text.trim().replace(',', '.')
  return dotted !== text.trim() && DECIMAL.test(dotted) ? dotted : null
}

/**
 * A number as digits the editor reads back to the same number: String() writes 1e21 and
 * above, and below 1e-6, in exponent notation, which a person may not type.
 */
export function digitsOf(value: number): string {
  const text = String(value)
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text)
  if (!match) return text
  const [, sign, lead, fraction = '', exponentText] = match
  const exponent = Number(exponentText)
  const digits = lead! + fraction
  // String() uses an exponent only from 1e21 up, so the digits always fit before the point.
  if (exponent > 0) return sign + digits.padEnd(exponent + 1, '0')
  return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`
}
