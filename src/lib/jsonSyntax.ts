// Where JSON text stops being JSON, for the raw-JSON editor's 'Invalid JSON syntax (line 3,
// column 14)'. JSON.parse says where only for some mistakes, and each engine in its own
// words: V8 writes 'at position 12' for a missing property name but nothing for an
// unexpected token (a trailing comma in a list, `tru`), Firefox 'at line 1 column 13'. So
// the place is found here, the same in every browser and in the tests' Node, and only for
// text that JSON.parse has already refused.

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d])
const ESCAPABLE = '"\\/bfnrt'
const HEX_DIGIT = /^[0-9a-fA-F]$/

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9'
}

/**
 * The offset (in UTF-16 units, as JSON.parse counts) of the first character at which `text`
 * cannot go on as JSON: text.length when it ends too soon. Null for valid JSON. One loop
 * with a stack of the open brackets, so no nesting depth exhausts the call stack.
 */
export function jsonErrorOffset(text: string): number | null {
  let at = 0
  const skipSpace = () => {
    while (WHITESPACE.has(text.charCodeAt(at))) at++
  }
  /** One or more digits. */
  const digits = () => {
    const start = at
    while (isDigit(text[at])) at++
    return at > start
  }
  // Each reader below moves `at` past what it reads; on false, `at` is where it went wrong.
  const string = () => {
    at++ // the opening quote
    for (;;) {
      const char = text[at]
      if (char === undefined || char.charCodeAt(0) < 0x20) return false
      at++
      if (char === '"') return true
      if (char === '\\') {
        const escaped = text[at]
        if (escaped === 'u') {
          at++
          for (let digit = 0; digit < 4; digit++, at++) if (!HEX_DIGIT.test(text[at] ?? '')) return false
        } else if (escaped !== undefined && ESCAPABLE.includes(escaped)) {
          at++
        } else {
          return false
        }
      }
    }
  }
  const word = (letters: string) => {
    for (const letter of letters) {
      if (text[at] !== letter) return false
      at++
    }
    return true
  }
  const number = () => {
    if (text[at] === '-') at++
    if (text[at] === '0') at++
    else if (!digits()) return false
    if (text[at] === '.') {
      at++
      if (!digits()) return false
    }
    if (text[at] === 'e' || text[at] === 'E') {
      at++
      if (text[at] === '+' || text[at] === '-') at++
      if (!digits()) return false
    }
    return true
  }
  const scalar = () => {
    const char = text[at]
    if (char === '"') return string()
    if (char === 't') return word('true')
    if (char === 'f') return word('false')
    if (char === 'n') return word('null')
    return (char === '-' || isDigit(char)) && number()
  }

  /** The brackets open around the current place. */
  const open: Array<'{' | '['> = []
  /** What may come next: a value, a property name, or what follows a value (a comma, a closing bracket, the end). */
  let next: 'value' | 'first value' | 'name' | 'first name' | 'after value' = 'value'
  for (;;) {
    skipSpace()
    const char = text[at]
    if (next === 'after value') {
      const container = open.at(-1)
      if (container === undefined) return at === text.length ? null : at
      if (char === ',') {
        next = container === '{' ? 'name' : 'value'
      } else if (char === (container === '{' ? '}' : ']')) {
        open.pop()
      } else {
        return at
      }
      at++
    } else if (next === 'name' || next === 'first name') {
      if (next === 'first name' && char === '}') {
        open.pop()
        at++
        next = 'after value'
        continue
      }
      if (char !== '"' || !string()) return at
      skipSpace()
      if (text[at] !== ':') return at
      at++
      next = 'value'
    } else if (next === 'first value' && char === ']') {
      open.pop()
      at++
      next = 'after value'
    } else if (char === '{' || char === '[') {
      open.push(char)
      at++
      next = char === '{' ? 'first name' : 'first value'
    } else {
      if (!scalar()) return at
      next = 'after value'
    }
  }
}

/**
 * The line and column (both from 1) of an offset in `text`, as an editor shows them: a line
 * ends at \n, \r\n or a lone \r, and a column counts characters, an emoji as one.
 */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let index = 0; index < offset; index++) {
    const char = text[index]
    if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) {
      line++
      lineStart = index + 1
    }
  }
  return { line, column: [...text.slice(lineStart, offset)].length + 1 }
}
