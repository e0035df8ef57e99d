import { Fragment, type ReactNode } from 'react'

/** A word this long or shorter never breaks across lines (docs/product.md#tables-and-lists). */
export const LONGEST_UNBROKEN_WORD = 20

/** Letters, marks and digits of the scripts that break lines only between words: nothing inside such a word lets it break. */
const PLAIN_WORD = /^[\p{L}\p{M}\p{N}]+$/u
/** Scripts whose lines may break between any two letters (Chinese, Japanese, Korean, Thai and their like). */
const BREAKS_BETWEEN_LETTERS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u

const length = (word: string) => [...word].length

/** Letters of the right-to-left scripts, and the characters that set a direction (marks, embeddings, overrides, isolates). */
const SETS_DIRECTION =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u

/** Punctuation at either end of a word ('Oslo,', '(address,'): no line breaks inside a word there. */
const PUNCTUATION_AT_ENDS = /^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu

/** Whether the browser could break the word somewhere inside it: at a hyphen or slash ('P-plass', '/api/health'), or between letters. */
function breaksInside(word: string): boolean {
  const inner = word.replace(PUNCTUATION_AT_ENDS, '')
  return (inner !== '' && !PLAIN_WORD.test(inner)) || BREAKS_BETWEEN_LETTERS.test(inner)
}

/**
 * A text for a table cell or a compact row, its words kept whole: a word of up to 20
 * characters never breaks across lines, not even at a hyphen or slash inside it; a longer
 * one (a pasted link, a 195-letter comment) may break anywhere, so it never widens its
 * table. Lines still break between words. A text of plain words renders as the text itself.
 * Its cell must not break words itself (no .text-break around it). A text with right-to-left
 * letters or direction controls is isolated (<bdi>): on a phone's compact row, where the
 * fields flow as one line of text, it cannot reorder the fields around it.
 */
export function Words({ text }: { text: string }): ReactNode {
  if (SETS_DIRECTION.test(text)) return <bdi>{wordParts(text)}</bdi>
  return wordParts(text)
}

/** Words' parts without their <bdi>: for a caller that isolates the text itself (AuditWords). */
export function wordParts(text: string): ReactNode {
  // Words at even places, the spaces between them at odd ones.
  const parts = text.split(/(\s+)/)
  const asIs = (part: string, index: number) =>
    index % 2 === 1 || (length(part) <= LONGEST_UNBROKEN_WORD && !breaksInside(part))
  if (parts.every(asIs)) return text
  // Each part keyed by its place: a new text re-renders part by part, in order.
  return parts.map((part, index) =>
    asIs(part, index) ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <span key={index} className={length(part) > LONGEST_UNBROKEN_WORD ? 'text-break' : 'text-nowrap'}>
        {part}
      </span>
    ),
  )
}
