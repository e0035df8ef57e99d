import { getNodeText, within } from '@testing-library/react'

// Queries the component tests share: a table's rows and cells, the text a sighted person
// reads, and a card of a list of figures, all found as a person perceives them (roles,
// names, texts) rather than by walking the DOM.

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
 * What a sighted person reads in an element: its texts without the screen-reader-only ones
 * (.visually-hidden), element by element in document order (so a text after a child element
 * of its own would come after the child's: none of the tables has one).
 */
export function visibleText(element: HTMLElement): string {
  return within(element)
    .queryAllByText(/./, { ignore: 'script, style, .visually-hidden' })
    .map(getNodeText)
    .join('')
}

/** The item of a list of cards whose heading is `title`. */
export function cardOf(list: HTMLElement, title: string): HTMLElement {
  const card = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: title }))
  if (!card) throw new Error(`No card headed '${title}' in the list`)
  return card
}
