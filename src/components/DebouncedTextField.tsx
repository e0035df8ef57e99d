import { useEffect, useEffectEvent, useState, type CSSProperties } from 'react'
import Form from 'react-bootstrap/Form'

/** Text filters apply 500 ms after the last keystroke (docs/product.md#filters-and-lists). */
export const TEXT_DEBOUNCE_MS = 500

interface DebouncedTextFieldProps {
  id: string
  label: string
  /** Shown only to screen readers when the placeholder says enough. */
  labelHidden?: boolean
  /** The text as applied (from the URL). */
  value: string
  /** Called with the trimmed text, when it differs from `value`. */
  onApply: (text: string) => void
  placeholder?: string
  maxLength: number
  role?: 'search'
  style?: CSSProperties
}

/** A text filter: applies the text 500 ms after the last keystroke, or at once on Enter. */
export function DebouncedTextField({
  id,
  label,
  labelHidden = false,
  value,
  onApply,
  placeholder,
  maxLength,
  role,
  style,
}: DebouncedTextFieldProps) {
  const [draft, setDraft] = useState(value)
  // A value applied from elsewhere (back/forward, a link, Clear filters) shows in the box.
  // The box's own applied text is left alone when it comes back: it arrives after the URL
  // changes (a navigation renders as a transition), and keystrokes typed meanwhile, or a
  // trailing space being typed, are kept.
  const [shownValue, setShownValue] = useState(value)
  const [ownApplied, setOwnApplied] = useState<string | null>(null)
  if (value !== shownValue) {
    setShownValue(value)
    setOwnApplied(null)
    if (value !== ownApplied && draft.trim() !== value) setDraft(value)
  }

  const apply = (text: string) => {
    const applied = text.trim()
    if (applied === value) return
    setOwnApplied(applied)
    onApply(applied)
  }
  // Reads the value as applied when the timer fires, not as it was at the keystroke.
  const applyLater = useEffectEvent(apply)
  useEffect(() => {
    const timer = setTimeout(() => applyLater(draft), TEXT_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft])

  return (
    <Form
      role={role}
      className="flex-grow-1"
      style={style}
      onSubmit={(event) => {
        event.preventDefault()
        apply(draft)
      }}
    >
      <Form.Label htmlFor={id} visuallyHidden={labelHidden} className="small mb-1">
        {label}
      </Form.Label>
      <Form.Control
        id={id}
        type={role === 'search' ? 'search' : 'text'}
        placeholder={placeholder}
        maxLength={maxLength}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </Form>
  )
}
