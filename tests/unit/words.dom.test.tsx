import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Words } from '@/components/Words'

// A text in a table cell or a phone's row keeps its words of up to 20 characters whole
// (docs/product.md#tables-and-lists): a word the browser could break inside (at a hyphen or
// a slash, between Chinese characters) sits in a span that does not wrap; a longer word
// may break anywhere; plain words are left as they are.

/** Each part of the rendered text, as [text, class] ('' for a text node of its own). */
function parts(text: string): Array<[string, string]> {
  const { container } = render(<Words text={text} />)
  return [...container.childNodes].map((node) => [
    node.textContent ?? '',
    node instanceof HTMLElement ? node.className : '',
  ])
}

describe('Words', () => {
  it('renders a text of plain words as the text itself, punctuation at a word’s ends included', () => {
    const { container } = render(<Words text="Holbergs gate 33, 1062 Oslo (address, general)" />)
    expect(container.childNodes).toHaveLength(1)
    expect(container).toHaveTextContent('Holbergs gate 33, 1062 Oslo (address, general)')
  })

  it('keeps a word with a hyphen or a slash inside on one line', () => {
    expect(parts('P-plass Bislett')).toEqual([
      ['P-plass', 'text-nowrap'],
      [' ', ''],
      ['Bislett', ''],
    ])
    expect(parts('GET /api/parking-lots')).toEqual([
      ['GET', ''],
      [' ', ''],
      ['/api/parking-lots', 'text-nowrap'],
    ])
  })

  it('keeps a word of Chinese characters on one line, up to 20 of them', () => {
    expect(parts('停车场')).toEqual([['停车场', 'text-nowrap']])
  })

  it('lets a word of more than 20 characters break anywhere, and one of 20 not', () => {
    expect(parts(`${'x'.repeat(21)} ${'y-'.repeat(10)}`)).toEqual([
      ['x'.repeat(21), 'text-break'],
      [' ', ''],
      ['y-'.repeat(10), 'text-nowrap'],
    ])
  })

  it('shows the same words in the same order when its text changes', () => {
    const { container, rerender } = render(<Words text="Munkedamsveien 69, 0259 Oslo" />)
    rerender(<Words text="P-plass 69, Sørkedalsveien 0259-1 Oslo" />)
    expect(container).toHaveTextContent('P-plass 69, Sørkedalsveien 0259-1 Oslo')
    rerender(<Words text="Holbergs gate 33, 1062 Oslo" />)
    expect(container).toHaveTextContent('Holbergs gate 33, 1062 Oslo')
  })
})
