import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DebouncedTextField, TEXT_DEBOUNCE_MS } from '@/components/DebouncedTextField'

// A text filter applies its text after a pause in typing, and shows a text applied from
// elsewhere. The URL that carries the applied text comes back to it later than a keystroke
// can (a navigation renders as a transition): the box must keep what was typed meanwhile.

/** The field as a list screen has it: `value` is what the URL says, set by the test. */
function field(value: string, onApply: (text: string) => void) {
  return <DebouncedTextField id="lot" label="Lot ID" value={value} onApply={onApply} maxLength={200} />
}

const box = () => screen.getByLabelText<HTMLInputElement>('Lot ID')
const typeText = (text: string) => fireEvent.change(box(), { target: { value: text } })

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('DebouncedTextField', () => {
  it('applies the text once typing pauses, trimmed', () => {
    const applied: string[] = []
    render(field('', (text) => applied.push(text)))
    typeText('OSL-0001 ')
    act(() => vi.advanceTimersByTime(TEXT_DEBOUNCE_MS - 1))
    expect(applied).toEqual([])
    act(() => vi.advanceTimersByTime(1))
    expect(applied).toEqual(['OSL-0001'])
  })

  it('keeps a keystroke typed after the pause while its applied text is on its way back', () => {
    const applied: string[] = []
    const { rerender } = render(field('', (text) => applied.push(text)))
    typeText('O')
    act(() => vi.advanceTimersByTime(TEXT_DEBOUNCE_MS))
    expect(applied).toEqual(['O'])
    // The next keystroke lands before the URL says 'O'.
    typeText('OS')
    rerender(field('O', (text) => applied.push(text)))
    expect(box()).toHaveValue('OS')
    act(() => vi.advanceTimersByTime(TEXT_DEBOUNCE_MS))
    expect(applied).toEqual(['O', 'OS'])
  })

  it('shows a text applied from elsewhere (a link, Back, Clear filters) in place of the draft', () => {
    const applied: string[] = []
    const { rerender } = render(field('OSL-0001', (text) => applied.push(text)))
    typeText('OSL-00')
    rerender(field('', (text) => applied.push(text)))
    expect(box()).toHaveValue('')
    act(() => vi.advanceTimersByTime(TEXT_DEBOUNCE_MS))
    expect(applied).toEqual([])
  })

  it('after its own text came back, still shows a text applied from elsewhere', () => {
    const applied: string[] = []
    const { rerender } = render(field('', (text) => applied.push(text)))
    typeText('OSL')
    act(() => vi.advanceTimersByTime(TEXT_DEBOUNCE_MS))
    rerender(field('OSL', (text) => applied.push(text)))
    expect(box()).toHaveValue('OSL')
    // Back to the unfiltered list, then forward to the same text again.
    rerender(field('', (text) => applied.push(text)))
    expect(box()).toHaveValue('')
    rerender(field('OSL', (text) => applied.push(text)))
    expect(box()).toHaveValue('OSL')
    expect(applied).toEqual(['OSL'])
  })
})
