import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import Button from 'react-bootstrap/Button'
import { chooseColourMode, COLOUR_MODES, type ColourMode } from '@/lib/colourMode'
import { useColourMode } from './useColourMode'

// A menu button (the WAI-ARIA menu button pattern, with radio items) drawn with Bootstrap's
// dropdown classes. Not react-bootstrap's Dropdown: with Popper it is some 12 kB gzip, and
// even loaded apart it moves shared code into the console's start, which may not grow
// (tests/bench/coldLoad.ts).

const MODES: Record<ColourMode, { label: string; icon: string; detail?: string }> = {
  light: { label: 'Light', icon: '☀' },
  dark: { label: 'Dark', icon: '☾' },
  auto: { label: 'Auto', icon: '◐', detail: 'follows the system' },
}

/** The classes that show the icon below a breakpoint and the word 'Theme:' from it. */
const WORD_FROM = {
  xs: { icon: 'd-none', word: '' },
  sm: { icon: 'd-sm-none', word: 'd-none d-sm-inline' },
  lg: { icon: 'd-lg-none', word: 'd-none d-lg-inline' },
}

function menuItems(root: HTMLElement | null): HTMLElement[] {
  return [...(root?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])]
}

function focusChecked(root: HTMLElement | null): void {
  menuItems(root)
    .find((item) => item.getAttribute('aria-checked') === 'true')
    ?.focus()
}

export interface ColourModeMenuProps {
  variant: 'outline-light' | 'outline-dark'
  /** The breakpoint from which the button says 'Theme:' (below it, an icon stands for the word); sm unless told, xs for always. */
  wordFrom?: keyof typeof WORD_FROM
  /** The menu's edge that lines up with the button's: its right (end) unless told, for a button at the right of a bar. */
  align?: 'start' | 'end'
}

/**
 * Light, dark or auto (ColourModeMenu loads it). The button says the current choice in
 * words ('Theme: Dark'). Opened (click, Enter, Space or an arrow key), the menu puts the
 * focus on the checked item; the arrows, Home and End move it, Enter or a click chooses,
 * Escape closes it and gives the focus back to the button, and a click or the focus
 * anywhere else closes it too.
 */
export default function ColourModeMenuButton({ variant, wordFrom = 'sm', align = 'end' }: ColourModeMenuProps) {
  const mode = useColourMode()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    focusChecked(root.current)
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('focusin', closeOutside)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('focusin', closeOutside)
    }
  }, [open])

  function closeToButton() {
    setOpen(false)
    button.current?.focus()
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      // Only the menu closes, not a dialog it is in (the phone's menu).
      event.stopPropagation()
      closeToButton()
      return
    }
    const list = menuItems(root.current)
    const at = list.indexOf(document.activeElement as HTMLElement)
    if (at >= 0) {
      const next = { ArrowDown: at + 1, ArrowUp: at - 1 + list.length, Home: 0, End: list.length - 1 }[event.key]
      if (next === undefined) return
      list[next % list.length]!.focus()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // On the button: opens the menu, or goes into it when it is open.
      if (open) focusChecked(root.current)
      else setOpen(true)
    } else return
    event.preventDefault()
  }

  return (
    <div ref={root} className="dropdown">
      <Button
        ref={button}
        variant={variant}
        size="sm"
        className="dropdown-toggle text-nowrap"
        aria-label={`Theme: ${MODES[mode].label}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={onKeyDown}
      >
        {/* A narrow header has no room for the word 'Theme': an icon stands for it there. */}
        <span aria-hidden="true" className={WORD_FROM[wordFrom].icon}>
          {MODES[mode].icon}{' '}
        </span>
        <span className={WORD_FROM[wordFrom].word}>Theme: </span>
        {MODES[mode].label}
      </Button>
      <div
        id={menuId}
        role="menu"
        aria-label="Theme"
        className={`dropdown-menu dropdown-menu-${align}${open ? ' show' : ''}`}
        data-bs-popper="static"
        // Its items take the focus (the arrow keys move it); the menu itself only from code.
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {COLOUR_MODES.map((option) => (
          <button
            key={option}
            type="button"
            role="menuitemradio"
            aria-checked={option === mode}
            tabIndex={-1}
            className={`dropdown-item${option === mode ? ' active' : ''}`}
            onClick={() => {
              chooseColourMode(option)
              closeToButton()
            }}
          >
            {/* The check mark says which is chosen, not the highlight's colour alone. */}
            <span aria-hidden="true" className="d-inline-block" style={{ width: '1.25em' }}>
              {option === mode ? '✓' : ''}
            </span>
            {MODES[option].label}
            {MODES[option].detail && <span className="small"> ({MODES[option].detail})</span>}
          </button>
        ))}
      </div>
    </div>
  )
}
