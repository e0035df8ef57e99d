import { within } from '@testing-library/react'

// Queries the component tests share: a table's rows and cells, the text a sighted person
// reads, a card of a list of figures, a description list's value, a label's line and the
// paragraph under a heading, all found as a person perceives them (roles, names, texts)
// rather than by walking the DOM.

// A table is found by its accessible name; its rows and cells by role too, with
// `hidden: true`, which only skips checking that each one is in the accessibility tree: a
// getComputedStyle per element in jsdom, ten times the time on a page of a hundred rows, and
// waitFor polls it.
export const IN_TABLE = { hidden: true }

/** A table's rows below its header row. */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row', IN_TABLE).slice(1)
}

/** A row's data cells, in order (a row header is not among them). */
export function cells(row: HTMLElement): HTMLElement[] {
  return within(row).getAllByRole('cell', IN_TABLE)
}

/**
 * What a sighted person reads in an element: its texts in the order they show, without the
 * screen-reader-only ones (.visually-hidden). A text of several parts (a word kept whole in
 * a span of its own, components/Words.tsx) reads as one: 'Holbergs gate 33, 1062 Oslo'.
 */
export function visibleText(element: HTMLElement): string {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  let text = ''
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('script, style, .visually-hidden')) text += node.textContent
  }
  return text
}

/** The row of a table whose row header is named `name`. */
export function rowWithHeader(table: HTMLElement, name: string | RegExp): HTMLElement {
  const rows = within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader', { name }))
  if (rows.length !== 1) throw new Error(`${rows.length} rows have a row header named ${String(name)}`)
  return rows[0]!
}

/** The item of a list of cards whose heading is `title`. */
export function cardOf(list: HTMLElement, title: string): HTMLElement {
  const card = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: title }))
  if (!card) throw new Error(`No card headed '${title}' in the list`)
  return card
}

const normalised = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** What a description list in `container` gives for a term (dt) reading `term`: its definition (dd). */
export function definitionOf(container: HTMLElement, term: string): HTMLElement {
  const terms = within(container).getAllByRole('term')
  const definitions = within(container).getAllByRole('definition')
  if (terms.length !== definitions.length)
    throw new Error(`${terms.length} terms but ${definitions.length} definitions: each term should have one`)
  const matching = terms.filter((element) => normalised(element.textContent) === term)
  if (matching.length !== 1)
    throw new Error(
      `${matching.length} terms read '${term}' among: ${terms.map((element) => element.textContent).join(', ')}`,
    )
  return definitions[terms.indexOf(matching[0]!)]!
}

/**
 * A label and what follows it, read together: for 'Spaces:' the element reading
 * 'Spaces: 120'. The innermost element whose text starts with the label and goes on.
 */
export function labelledItem(label: string, container: HTMLElement = document.body): HTMLElement {
  const matches = within(container).queryAllByText((_, element) => {
    const text = normalised(element?.textContent)
    return text.startsWith(label) && text.length > label.length
  })
  const innermost = matches.filter((element) => !matches.some((other) => other !== element && element.contains(other)))
  if (innermost.length !== 1) throw new Error(`${innermost.length} elements read '${label}' and what follows it`)
  return innermost[0]!
}

/** The first paragraph after an element in reading order: the line under a heading. */
export function paragraphAfter(element: HTMLElement, container: HTMLElement = document.body): HTMLElement {
  const after = within(container)
    .getAllByRole('paragraph')
    .find((paragraph) => element.compareDocumentPosition(paragraph) & Node.DOCUMENT_POSITION_FOLLOWING)
  if (!after) throw new Error('No paragraph after the element')
  return after
}
