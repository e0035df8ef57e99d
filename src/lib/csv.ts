import Papa from 'papaparse'

// CSV through papaparse: quoting of commas, quotes and line breaks is its job, not ours.

export type CsvValue = string | number | boolean | null | undefined

/**
 * A value a spreadsheet would run as a formula starts with one of these (OWASP's CSV
 * injection list). papaparse's own pattern misses a formula followed by a line break, so
 * the check is on the first character alone.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** CSV text (RFC 4180, CRLF line ends) of the rows; the header line first when given. */
export function toCsv(rows: CsvValue[][], header?: string[]): string {
  if (rows.length === 0 && !header) return ''
  const text = Papa.unparse(
    { fields: header ?? [], data: rows.map((row) => row.map((value) => value ?? '')) },
    { header: header !== undefined, newline: '\r\n', escapeFormulae: FORMULA_START },
  )
  // papaparse ends a header without rows with a line break already, and rows without one.
  return text.endsWith('\r\n') ? text : `${text}\r\n`
}
