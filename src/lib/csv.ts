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

/** At most this many characters of one filter's value in a file name. */
const FILE_NAME_PART_MAX = 40

/** A value as a piece of a file name every file system takes: letters, digits, '.', '_' and '-' only. */
function fileNamePart(value: string): string {
  return value
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .slice(0, FILE_NAME_PART_MAX)
    .replace(/^[-.]+|[-.]+$/g, '')
}

/**
 * An export's file name (docs/product.md#export-csv): the list, then each filter that is set
 * as `{name}-{value}`, then the day: `activity-feed-user-u-123-2026-11-25.csv`. A value keeps
 * letters, digits, '.', '_' and '-' (anything else becomes '-') and at most 40 characters.
 */
export function exportFileName(
  list: string,
  filters: ReadonlyArray<readonly [name: string, value: string]>,
  day: string,
): string {
  const parts = [list]
  for (const [name, value] of filters) {
    const part = fileNamePart(value)
    if (part) parts.push(name, part)
  }
  return `${[...parts, day].join('-')}.csv`
}
